// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// DiagramDialog: how to export the shown position as a picture — the file (SVG or PNG, in
// the folder used last time), the size, and whether to mark the side to move and the last
// move. What was chosen is remembered for the next export.
#pragma once

#include "board/diagramexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace ogi {

class DiagramDialog : public QDialog {
    Q_OBJECT
public:
    explicit DiagramDialog(QWidget* parent = nullptr);

    QString filePath() const;
    DiagramFormat format() const;
    int cellSize() const;
    bool markSideToMove() const;
    bool markLastMove() const;

    void accept() override;

private:
    void browse();

    QLineEdit* m_path;
    QComboBox* m_size;
    QCheckBox* m_sideToMove;
    QCheckBox* m_lastMove;
};

} // namespace ogi
