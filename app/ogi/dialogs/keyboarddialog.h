// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// KeyboardDialog (Help ▸ Keyboard Shortcuts): every key the window answers to. The shortcuts
// are read from the window's own actions (menus first, in menu order, then the others, such as
// the review's arrows), so the list never drifts from what the keys do; the board's keys,
// which are no actions, follow in a section of their own.
#pragma once

#include <QDialog>
#include <QPointer>

class QTableWidget;

namespace ogi {

class KeyboardDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardDialog(QWidget* window);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();

    QPointer<QWidget> m_window;
    QTableWidget* m_table;
};

} // namespace ogi
