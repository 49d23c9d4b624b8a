// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Engine Log: a window beside the main one that shows, as they come, the lines the
// program exchanges with every external engine (playing or analysing): the time, the
// engine's name, the direction (→ to the engine, ← from it) and the line. A line the program
// did not understand is marked so, in red; what went wrong is said in its own colour. The
// text can be selected and copied (Copy: the selection, or everything); Clear empties the
// log. The log itself is the model's (EngineLog), which keeps the newest lines.
#pragma once

#include <QWidget>

class QDialogButtonBox;
class QPlainTextEdit;
class QPushButton;

namespace ogi {

struct UsiLogEntry;

class EngineLogWindow : public QWidget {
    Q_OBJECT
public:
    explicit EngineLogWindow(QWidget* parent = nullptr);
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void append(const UsiLogEntry& entry);
    void showAll();
    void copy();

    QPlainTextEdit* m_text;
    QDialogButtonBox* m_buttons;
    QPushButton* m_clear;
    QPushButton* m_copy;
};

} // namespace ogi
