// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MarkOverlay: the squares a lesson marks (pieces to capture, squares to reach, where to
// promote), drawn as rings over the BoardView. It sits on the board as a child covering it,
// lets every mouse event through, and follows the board's size and orientation.
#pragma once

#include "rules/bitboard.h"

#include <QPointer>
#include <QWidget>

namespace ogi {

class BoardView;

class MarkOverlay : public QWidget {
    Q_OBJECT
public:
    explicit MarkOverlay(BoardView* board);

    Bitboard marked() const { return m_marked; }
    void setMarked(Bitboard squares);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QPointer<BoardView> m_board;
    Bitboard m_marked = 0;
};

} // namespace ogi
