// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardlayout.h"

#include <QtMath>

#include <cmath>

namespace ogi {

namespace {
// Proportions, in squares.
constexpr qreal HandPiece = 0.9; // a piece in hand
constexpr qreal StandPad = 0.1;  // inside a piece stand
constexpr qreal StandGap = 0.3;  // between a stand and the board (plus coordinates)
constexpr qreal CoordMargin = 0.36;
constexpr qreal NoCoordMargin = 0.12;
constexpr qreal OuterMargin = 0.12;
constexpr qreal StandWidth = 2 * HandPiece + 2 * StandPad;
} // namespace

qreal BoardLayout::coordinateMargin() const {
    return (m_coordinates ? CoordMargin : NoCoordMargin) * m_sq;
}

void BoardLayout::layOut(const QSizeF& size, const Position& pos) {
    const qreal margin = m_coordinates ? CoordMargin : NoCoordMargin;
    const qreal unitsW = 8 + 2 * margin + 2 * StandGap + 2 * StandWidth + 2 * OuterMargin;
    const qreal unitsH = 8 + 2 * margin + 2 * OuterMargin;
    m_sq = std::floor(qMin(size.width() / unitsW, size.height() / unitsH));
    m_sq = qMax<qreal>(m_sq, 8);
    const qreal x0 = std::round((size.width() - unitsW * m_sq) / 2);
    const qreal y0 = std::round((size.height() - unitsH * m_sq) / 2);
    m_board = QRectF(x0 + (OuterMargin + StandWidth + StandGap + margin) * m_sq,
                     y0 + (OuterMargin + margin) * m_sq, 8 * m_sq, 8 * m_sq);
    layOutHands(pos);
}

void BoardLayout::layOutHands(const Position& pos) {
    m_hand.clear();
    const qreal margin = m_coordinates ? CoordMargin : NoCoordMargin;
    for (Side s : {Sente, Gote}) {
        QList<HandSlot> entries;
        for (int t = 0; t < HandTypes; ++t)
            for (bool promoted : {false, true})
                if (int n = pos.handCount(s, PieceType(t), promoted))
                    entries.append({s, PieceType(t), promoted, n, QRectF()});
        const int rows = qMax(4, int(entries.size() + 1) / 2);
        const qreal h = (rows * HandPiece + 2 * StandPad) * m_sq;
        const qreal w = StandWidth * m_sq;
        // Each side's stand sits beside its own camp: top side at the top left, bottom side
        // at the bottom right, as on a real board.
        QRectF stand;
        if (s == topSide())
            stand = QRectF(m_board.left() - (margin + StandGap + StandWidth) * m_sq, m_board.top(),
                           w, h);
        else
            stand =
                QRectF(m_board.right() + (margin + StandGap) * m_sq, m_board.bottom() - h, w, h);
        m_stands[s] = stand;
        for (int i = 0; i < entries.size(); ++i) {
            const int col = i % 2;
            const int row = i / 2;
            entries[i].rect = QRectF(stand.left() + (StandPad + col * HandPiece) * m_sq,
                                     stand.top() + (StandPad + row * HandPiece) * m_sq,
                                     HandPiece * m_sq, HandPiece * m_sq);
        }
        m_hand.append(entries);
    }
}

QRectF BoardLayout::squareRect(int sq) const {
    const int f = m_flipped ? 7 - fileOf(sq) : fileOf(sq);
    const int r = m_flipped ? rankOf(sq) : 7 - rankOf(sq);
    return QRectF(m_board.left() + f * m_sq, m_board.top() + r * m_sq, m_sq, m_sq);
}

Square BoardLayout::squareAt(const QPointF& pos) const {
    if (!m_board.contains(pos)) return SQ_NONE;
    int f = int((pos.x() - m_board.left()) / m_sq);
    int r = int((pos.y() - m_board.top()) / m_sq);
    f = qBound(0, f, 7);
    r = qBound(0, r, 7);
    return m_flipped ? makeSquare(7 - f, r) : makeSquare(f, 7 - r);
}

const BoardLayout::HandSlot* BoardLayout::handSlotAt(const QPointF& pos) const {
    for (const HandSlot& slot : m_hand)
        if (slot.rect.contains(pos)) return &slot;
    return nullptr;
}

QPointF BoardLayout::handPieceCenter(Side s, PieceType t, bool promoted) const {
    for (const HandSlot& slot : m_hand)
        if (slot.side == s && slot.type == t && slot.promoted == promoted)
            return slot.rect.center();
    return QPointF(-1, -1);
}

} // namespace ogi
