// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/positioncheck.h"

#include "model/game/gametexts.h"
#include "rules/bitboard.h"

#include <QCoreApplication>
#include <bit>

namespace ogi {

namespace {
// A tr() that lupdate files under the same context as the run-time lookup.
struct PositionCheck {
    Q_DECLARE_TR_FUNCTIONS(PositionCheck)
};

int countOnBoard(const Position& pos, Side s, PieceType t) {
    return std::popcount(pos.pieces(s, makeKind(t, false))) +
           (canPromoteType(t) ? std::popcount(pos.pieces(s, makeKind(t, true))) : 0);
}

} // namespace

QString setupProblem(const Position& pos) {
    for (Side s : {Sente, Gote}) {
        const int kings = countOnBoard(pos, s, King);
        if (kings == 0)
            return (s == Sente ? PositionCheck::tr("Sente has no King.")
                               : PositionCheck::tr("Gote has no King."));
        if (kings > 1)
            return (s == Sente ? PositionCheck::tr("Sente has %1 Kings; each side has exactly one.")
                               : PositionCheck::tr("Gote has %1 Kings; each side has exactly one."))
                .arg(kings);
    }
    for (int ti = 0; ti < HandTypes; ++ti) {
        const PieceType t = PieceType(ti);
        int total = 0;
        for (Side s : {Sente, Gote})
            total +=
                countOnBoard(pos, s, t) + pos.handCount(s, t, false) + pos.handCount(s, t, true);
        const int most = 2 * piecesPerSide(t);
        if (total > most)
            return PositionCheck::tr("There are %1 pieces of type %2; the game has only %3.")
                .arg(total)
                .arg(texts::pieceName(t, false))
                .arg(most);
    }
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = pos.pieceOn(sq);
        if (p == NoPiece || isPromoted(p)) continue;
        const Side s = sideOf(p);
        if (deadZone(s, typeOf(p)) & squareBB(sq))
            return PositionCheck::tr("The unpromoted %1 of %2 on %3 could never move.")
                .arg(texts::pieceName(typeOf(p), false), texts::sideName(s), texts::squareText(sq));
    }
    return {};
}

} // namespace ogi
