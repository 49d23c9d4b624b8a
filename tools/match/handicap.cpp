// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "handicap.h"

#include <algorithm>

namespace ogi::match {

std::optional<Game> handicapOpening(const Game& opening, Side weaker, const HandicapSpec& spec) {
    if (!(opening.startPosition() == Position::start())) return std::nullopt;
    // Where each piece of the initial position stands after the opening (its start square,
    // or -1 for a dropped piece).
    int origin[64];
    Position pos = Position::start();
    for (int sq = 0; sq < 64; ++sq) origin[sq] = pos.pieceOn(sq) == NoPiece ? -1 : sq;
    for (Move m : opening.moves()) {
        UndoInfo undo;
        if (m.isDrop()) {
            origin[m.to()] = -1;
        } else {
            origin[m.to()] = origin[m.from()];
            origin[m.from()] = -1;
        }
        pos.doMove(m, undo);
    }
    for (Square start : spec.startSquares(weaker)) {
        const int* at = std::find(origin, origin + 64, int(start));
        if (at == origin + 64) return std::nullopt; // captured
        const int sq = int(at - origin);
        const Piece p = pos.pieceOn(sq);
        if (p == NoPiece || sideOf(p) != weaker || isPromoted(p)) return std::nullopt;
        pos.setPiece(sq, makePiece(weaker, makeKind(typeOf(p), true)));
    }
    if (pos.inCheck(opposite(pos.sideToMove()))) return std::nullopt;
    return Game(pos);
}

} // namespace ogi::match
