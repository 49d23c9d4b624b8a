// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/markoverlay.h"

#include "board/boardview.h"

#include <QEvent>
#include <QPainter>

namespace ogi {

MarkOverlay::MarkOverlay(BoardView* board) : QWidget(board), m_board(board) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(board->rect());
    board->installEventFilter(this);
    connect(board, &BoardView::flippedChanged, this, qOverload<>(&QWidget::update));
    hide();
}

void MarkOverlay::setMarked(Bitboard squares) {
    m_marked = squares;
    setVisible(squares != 0);
    raise();
    update();
}

bool MarkOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board && event->type() == QEvent::Resize) setGeometry(m_board->rect());
    return QWidget::eventFilter(watched, event);
}

void MarkOverlay::paintEvent(QPaintEvent*) {
    if (!m_board || !m_marked) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal square = m_board->boardRect().width() / 8;
    // A ring in the square's corners leaves the piece and its kanji fully readable.
    QPen pen(QColor(214, 40, 40, 210), qMax(2.0, square * 0.07));
    p.setPen(pen);
    p.setBrush(QColor(214, 40, 40, 40));
    for (int sq = 0; sq < 64; ++sq) {
        if (!(m_marked & (Bitboard(1) << sq))) continue;
        const QPointF c = m_board->squareCenter(Square(sq));
        const qreal r = square * 0.46;
        p.drawEllipse(c, r, r);
    }
}

} // namespace ogi
