// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Checks and pins, computed once per search node. A move that leaves one's own King
// capturable is legal in Ōgi but loses at once, so the search treats it as a shogi engine
// treats an illegal move: it is tried only when every move does it. Telling such a move
// apart, and telling whether a move attacks the enemy King, must not cost a make/unmake per
// move: this is the chess engine's pin-and-checker test, with the Lance as a slider too.
#pragma once

#include "rules/position.h"

namespace ogi::ai {

// The whole line through two squares on one rank, file or diagonal (both included, edge to
// edge), or 0 when they are not aligned.
Bitboard lineThrough(int a, int b);

struct CheckInfo {
    Square ourKing = SQ_NONE, theirKing = SQ_NONE;
    Bitboard checkers = 0;    // enemy pieces attacking our King
    Bitboard pinned = 0;      // our pieces that alone shield our King from an enemy slider
    Bitboard discoverers = 0; // our pieces that alone shield the enemy King from our slider
    // For each kind, the squares from which a piece of ours of that kind would attack the
    // enemy King (with the occupancy as it is).
    Bitboard checkSquares[KindCount] = {};

    // For the side to move of pos; both Kings must be on the board.
    explicit CheckInfo(const Position& pos);

    bool inCheck() const { return checkers != 0; }
    // Whether m (pseudo-legal) leaves our King capturable.
    bool exposesKing(const Position& pos, Move m) const;
    // Whether m (pseudo-legal) attacks the enemy King.
    bool givesCheck(const Position& pos, Move m) const;
};

// The kind a move puts on its destination: the dropped kind, or the mover, promoted or not.
inline int kindAfter(const Position& pos, Move m) {
    if (m.isDrop()) return m.dropKind();
    const int k = kindOf(pos.pieceOn(m.from()));
    return m.promotes() ? (k | 8) : k;
}

} // namespace ogi::ai
