// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardLayout: where the parts of a board view go in a widget of a given size — the board,
// the coordinates, both piece stands (komadai) and the pieces in hand — all in units of one
// square, the stands placed where they leave the board the most room; and back, from a point
// to the square or the hand piece under it. Pure geometry: BoardView paints and handles the
// mouse with it.
#pragma once

#include "rules/position.h"

#include <QList>
#include <QRectF>

namespace ogi {

class BoardLayout {
public:
    // One kind of piece in a hand: its side, type, state, how many, and where it is drawn.
    struct HandSlot {
        Side side;
        PieceType type;
        bool promoted;
        int count;
        QRectF rect;
    };

    bool isFlipped() const { return m_flipped; }
    void setFlipped(bool flipped) { m_flipped = flipped; }
    bool showsCoordinates() const { return m_coordinates; }
    void setShowCoordinates(bool on) { m_coordinates = on; }
    // The side drawn at the top (Gote, unless flipped).
    Side topSide() const { return m_flipped ? Sente : Gote; }

    // The widest a widget of this height can use: past it the board grows no more (it is as
    // high as the widget allows, the stands beside it one piece across).
    static qreal widestUseful(qreal height, bool coordinates);

    // Lays out the board for a widget of this size, then the hands of pos.
    void layOut(const QSizeF& size, const Position& pos);
    // Lays out the hands again (after a move: the board stays where it is).
    void layOutHands(const Position& pos);

    qreal square() const { return m_sq; }
    QRectF board() const { return m_board; }
    QRectF stand(Side s) const { return m_stands[s]; }
    // The margin between the board and its stands that holds the coordinates.
    qreal coordinateMargin() const;
    // Where the stands go: beside the board (two pieces across, or one in a narrow widget),
    // or above and below it (a widget much higher than wide). layOut picks the way that
    // gives the largest board.
    enum class Stands { Beside, BesideThin, AboveBelow };
    Stands stands() const { return m_placement; }
    // The left edge of what is drawn at the board's left (the top side's stand, or the
    // ranks' numbers when the stands are above and below).
    qreal leftEdge() const;
    const QList<HandSlot>& hand() const { return m_hand; }

    QRectF squareRect(int sq) const;
    Square squareAt(const QPointF& pos) const; // SQ_NONE outside the board
    const HandSlot* handSlotAt(const QPointF& pos) const;
    // The centre of the hand piece of side s with type t in that state; (-1, -1) if none.
    QPointF handPieceCenter(Side s, PieceType t, bool promoted) const;

private:
    bool m_flipped = false;
    bool m_coordinates = true;
    qreal m_sq = 40;
    QRectF m_board;
    QRectF m_stands[2];
    Stands m_placement = Stands::Beside;
    QList<HandSlot> m_hand;
};

} // namespace ogi
