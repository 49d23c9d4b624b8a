// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks.h"

#include "rules/bitboard.h"
#include "rules/movegen.h"

#include <algorithm>

namespace ogi::ai {

namespace detail {
Bitboard LineThrough[64][64];
Bitboard Between[64][64];
} // namespace detail

namespace {

struct LineTables {
    LineTables() {
        initBitboards();
        for (int a = 0; a < 64; ++a)
            for (int d = 0; d < 8; ++d) {
                // Rays 0-3 and 4-7 are opposite directions pairwise (N/S, NE/SW, NW/SE, E/W).
                const Bitboard ray = ogi::detail::Rays[d][a];
                const Bitboard full = ray | ogi::detail::Rays[d ^ 4][a] | squareBB(a);
                for (Bitboard b = ray; b;) {
                    const Square x = popLsb(b);
                    detail::LineThrough[a][x] = full;
                    detail::Between[a][x] = between(a, x);
                }
            }
    }
} lineTables; // filled at start-up (initBitboards makes the order safe)

// The sliders of `by` that would attack sq on an empty board.
Bitboard snipers(const Position& pos, Side by, int sq) {
    const Bitboard orth = pos.pieces(by, Rook) | pos.pieces(by, Rook + 8);
    const Bitboard diag = pos.pieces(by, Bishop) | pos.pieces(by, Bishop + 8) |
                          pos.pieces(by, Princess) | pos.pieces(by, Princess + 8);
    // A Lance of `by` on x attacks sq exactly when one of the other side on sq attacks x.
    return (rookAttacks(sq, 0) & orth) | (bishopAttacks(sq, 0) & diag) |
           (lanceAttacks(opposite(by), sq, 0) & pos.pieces(by, Lance));
}

// The pieces standing alone between sq and a slider of `by` aimed at it.
Bitboard blockers(const Position& pos, Side by, int sq) {
    const Bitboard occ = pos.occupied();
    Bitboard result = 0;
    for (Bitboard s = snipers(pos, by, sq); s;) {
        const Bitboard b = betweenSquares(sq, popLsb(s)) & occ;
        if (b && !(b & (b - 1))) result |= b;
    }
    return result;
}

} // namespace

CheckInfo::CheckInfo(const Position& pos) {
    const Side us = pos.sideToMove(), them = opposite(us);
    ourKing = pos.kingSquare(us);
    theirKing = pos.kingSquare(them);
    checkers = attackersOf(pos, ourKing, them);
    pinned = blockers(pos, them, ourKing) & pos.pieces(us);
}

void CheckInfo::computeCheckSquares(const Position& pos) {
    const Side us = pos.sideToMove(), them = opposite(us);
    discoverers = blockers(pos, us, theirKing) & pos.pieces(us);
    // Every kind's move set is symmetric under a half-turn: ours on x attacks their King
    // exactly when the same kind of theirs on the King's square attacks x. The three slides
    // are computed once for all kinds.
    const Bitboard occ = pos.occupied();
    const Bitboard orth = rookAttacks(theirKing, occ), diag = bishopAttacks(theirKing, occ);
    for (int k = 0; k < KindCount - 1; ++k)
        checkSquares[k] = ogi::detail::StepAttacks[them][k][theirKing];
    for (int k : {int(Princess), Princess + 8, int(Bishop), Bishop + 8}) checkSquares[k] |= diag;
    for (int k : {int(Rook), Rook + 8}) checkSquares[k] |= orth;
    checkSquares[Lance] = lanceAttacks(them, theirKing, occ);
}

bool CheckInfo::exposesKingSlow(const Position& pos, Move m) const {
    const int to = m.to();
    if (m.isDrop()) {
        // Only an interposition between a single sliding checker and our King helps.
        if (!checkers) return false;
        if (checkers & (checkers - 1)) return true;
        return !(betweenSquares(ourKing, lsb(checkers)) & squareBB(to));
    }
    const int from = m.from();
    if (from == ourKing)
        return attackersOf(pos, to, opposite(pos.sideToMove()), pos.occupied() ^ squareBB(from)) !=
               0;
    if (checkers) {
        if (checkers & (checkers - 1)) return true;
        const Square c = lsb(checkers);
        if (to != c && !(betweenSquares(ourKing, c) & squareBB(to))) return true;
    }
    return (pinned & squareBB(from)) && !(lineThrough(ourKing, from) & squareBB(to));
}

bool CheckInfo::givesCheck(const Position& pos, Move m) const {
    const int to = m.to();
    if (checkSquares[kindAfter(pos, m)] & squareBB(to)) return true;
    if (m.isDrop()) return false;
    const int from = m.from();
    return (discoverers & squareBB(from)) && !(lineThrough(theirKing, from) & squareBB(to));
}

int lineMoves(const Position& pos, const MoveList& legal) {
    if (legal.size() == 0) return 0;
    const CheckInfo ci(pos);
    int safe = 0;
    for (Move m : legal) safe += !ci.exposesKing(pos, m);
    return std::max(safe, 1);
}

} // namespace ogi::ai
