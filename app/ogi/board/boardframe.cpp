// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardframe.h"

#include "board/boardlayout.h"
#include "board/boardview.h"

#include <QEvent>

#include <cmath>

namespace ogi {

BoardFrame::BoardFrame(BoardView* board, QWidget* beside, QWidget* parent)
    : QWidget(parent), m_board(board), m_beside(beside) {
    board->setParent(this);
    beside->setParent(this);
    beside->installEventFilter(this);
    setSizePolicy(board->sizePolicy());
    setFocusProxy(board);
    connect(board, &BoardView::layoutChanged, this, &BoardFrame::fit);
    place();
}

QSize BoardFrame::sizeHint() const {
    return m_board->sizeHint();
}

QSize BoardFrame::minimumSizeHint() const {
    const int beside = m_beside && !m_beside->isHidden() ? m_beside->sizeHint().width() + 3 : 0;
    return m_board->minimumSizeHint() + QSize(beside, 0);
}

void BoardFrame::resizeEvent(QResizeEvent*) {
    fit();
}

void BoardFrame::fit() {
    // No wider than the board can use at this height: the rest of the window goes to the
    // panel beside it (its analysis lines, its moves) rather than to empty margins.
    const int beside = m_beside && !m_beside->isHidden() ? besideRoom() : 0;
    const int widest =
        int(BoardLayout::widestUseful(height(), m_board->showCoordinates())) + beside + 2;
    if (maximumWidth() != widest) setMaximumWidth(std::max(widest, minimumSizeHint().width()));
    place();
}

int BoardFrame::besideRoom() const {
    BoardLayout layout;
    layout.setShowCoordinates(m_board->showCoordinates());
    layout.layOut(QSizeF(size()), Position());
    const int gap = qMax(3, int(std::lround(layout.square() * 0.12)));
    return qMax(m_beside->sizeHint().width(), int(std::lround(layout.square() * 0.22))) + gap;
}

bool BoardFrame::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_beside &&
        (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent))
        fit();
    return QWidget::eventFilter(watched, event);
}

void BoardFrame::place() {
    const QRect all = rect();
    if (!m_beside || m_beside->isHidden()) {
        m_board->setGeometry(all);
        return;
    }
    // Where the board view draws, for a size (BoardView lays itself out the same way): the
    // grid, and the stand at its left (whatever the hand holds, its left edge stays).
    const auto drawn = [this](const QSize& size) {
        BoardLayout layout;
        layout.setFlipped(m_board->isFlipped());
        layout.setShowCoordinates(m_board->showCoordinates());
        layout.layOut(QSizeF(size), Position());
        return layout;
    };
    BoardLayout layout = drawn(all.size());
    const int gap = qMax(3, int(std::lround(layout.square() * 0.12)));
    const int width = qMax(m_beside->sizeHint().width(), int(std::lround(layout.square() * 0.22)));
    const int room = width + gap;
    // A board as wide as the room allows leaves no margin at its left: it gives up that much.
    int left = 0;
    if (layout.leftEdge() < room) {
        left = room;
        layout = drawn(all.size() - QSize(room, 0));
    }
    m_board->setGeometry(all.adjusted(left, 0, 0, 0));
    const QRectF grid = layout.board();
    const int x = left + int(std::floor(layout.leftEdge())) - room;
    m_beside->setGeometry(x, int(std::lround(grid.top())), width, int(std::lround(grid.height())));
}

} // namespace ogi
