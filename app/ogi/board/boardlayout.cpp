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
constexpr qreal StandWidth = 2 * HandPiece + 2 * StandPad; // two pieces across
constexpr qreal StandThin = HandPiece + 2 * StandPad;      // one piece across
constexpr qreal StandRoom = 8 - 2 * StandPad;              // the most a stand holds along the board

// The board and stands across and down, in squares, for each way of placing the stands.
struct Units {
    qreal across, down;
};
Units units(BoardLayout::Stands stands, qreal margin) {
    const qreal board = 8 + 2 * margin + 2 * OuterMargin;
    switch (stands) {
    case BoardLayout::Stands::Beside: return {board + 2 * (StandGap + StandWidth), board};
    case BoardLayout::Stands::BesideThin: return {board + 2 * (StandGap + StandThin), board};
    case BoardLayout::Stands::AboveBelow: return {board, board + 2 * (StandGap + StandThin)};
    }
    return {board, board};
}
} // namespace

qreal BoardLayout::coordinateMargin() const {
    return (m_coordinates ? CoordMargin : NoCoordMargin) * m_sq;
}

qreal BoardLayout::leftEdge() const {
    return std::min(m_stands[topSide()].left(), m_board.left() - coordinateMargin());
}

qreal BoardLayout::widestUseful(qreal height, bool coordinates) {
    const qreal margin = coordinates ? CoordMargin : NoCoordMargin;
    const qreal sq = qMax<qreal>(8, std::floor(height / units(Stands::BesideThin, margin).down));
    return std::ceil(units(Stands::BesideThin, margin).across * sq);
}

void BoardLayout::layOut(const QSizeF& size, const Position& pos) {
    const qreal margin = m_coordinates ? CoordMargin : NoCoordMargin;
    // The stands beside the board while the widget is wide enough; thinner, or above and
    // below the board, when that gives a larger board (a narrow window, a wide side panel).
    qreal best = -1;
    for (Stands stands : {Stands::Beside, Stands::BesideThin, Stands::AboveBelow}) {
        const Units u = units(stands, margin);
        const qreal sq = std::floor(qMin(size.width() / u.across, size.height() / u.down));
        if (sq > best) {
            best = sq;
            m_placement = stands;
        }
    }
    const Units u = units(m_placement, margin);
    m_sq = qMax<qreal>(best, 8);
    const qreal x0 = std::round((size.width() - u.across * m_sq) / 2);
    const qreal y0 = std::round((size.height() - u.down * m_sq) / 2);
    const qreal beside = m_placement == Stands::Beside       ? StandWidth + StandGap
                         : m_placement == Stands::BesideThin ? StandThin + StandGap
                                                             : 0;
    const qreal above = m_placement == Stands::AboveBelow ? StandThin + StandGap : 0;
    m_board = QRectF(x0 + (OuterMargin + beside + margin) * m_sq,
                     y0 + (OuterMargin + above + margin) * m_sq, 8 * m_sq, 8 * m_sq);
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
        const bool top = s == topSide();
        const int n = int(entries.size());
        // Each side's stand sits beside its own camp: the top side's at the top left, the
        // bottom side's at the bottom right, as on a real board.
        QRectF stand;
        qreal piece = HandPiece;
        int columns = 2;
        switch (m_placement) {
        case Stands::Beside: {
            const int rows = qMax(4, (n + 1) / 2);
            const qreal h = (rows * HandPiece + 2 * StandPad) * m_sq;
            const qreal w = StandWidth * m_sq;
            stand = top ? QRectF(m_board.left() - (margin + StandGap + StandWidth) * m_sq,
                                 m_board.top(), w, h)
                        : QRectF(m_board.right() + (margin + StandGap) * m_sq, m_board.bottom() - h,
                                 w, h);
            break;
        }
        case Stands::BesideThin: {
            // One piece across; many kinds of pieces share the board's height.
            columns = 1;
            piece = qMin(HandPiece, StandRoom / qMax(1, n));
            const qreal h = (qMax(4 * HandPiece, n * piece) + 2 * StandPad) * m_sq;
            const qreal w = StandThin * m_sq;
            stand = top ? QRectF(m_board.left() - (margin + StandGap + StandThin) * m_sq,
                                 m_board.top(), w, h)
                        : QRectF(m_board.right() + (margin + StandGap) * m_sq, m_board.bottom() - h,
                                 w, h);
            break;
        }
        case Stands::AboveBelow: {
            // One piece down, in a row along the board: above it at its left for the top
            // side, below it at its right for the bottom side.
            columns = qMax(1, n);
            piece = qMin(HandPiece, StandRoom / qMax(1, n));
            const qreal w = (qMax(4 * HandPiece, n * piece) + 2 * StandPad) * m_sq;
            const qreal h = StandThin * m_sq;
            stand = top ? QRectF(m_board.left(),
                                 m_board.top() - (margin + StandGap + StandThin) * m_sq, w, h)
                        : QRectF(m_board.right() - w, m_board.bottom() + (margin + StandGap) * m_sq,
                                 w, h);
            break;
        }
        }
        m_stands[s] = stand;
        for (int i = 0; i < n; ++i) {
            const int col = i % columns;
            const int row = i / columns;
            // Centred across a thin stand when the pieces had to shrink.
            const qreal inset = m_placement == Stands::BesideThin   ? (HandPiece - piece) / 2
                                : m_placement == Stands::AboveBelow ? (HandPiece - piece) / 2
                                                                    : 0;
            if (m_placement == Stands::AboveBelow)
                entries[i].rect =
                    QRectF(stand.left() + (StandPad + col * piece) * m_sq,
                           stand.top() + (StandPad + inset) * m_sq, piece * m_sq, piece * m_sq);
            else
                entries[i].rect = QRectF(stand.left() + (StandPad + inset + col * piece) * m_sq,
                                         stand.top() + (StandPad + row * piece) * m_sq,
                                         piece * m_sq, piece * m_sq);
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
