// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "see.h"

#include "checks.h"
#include "eval.h"

#include "rules/bitboard.h"

#include <algorithm>
#include <array>

namespace ogi::ai {

namespace {

// Kinds from the cheapest capturer to the dearest, the King last: computed from the
// evaluation's values, so that a retuned table keeps the order right.
std::array<int, KindCount - 1> attackerOrder() {
    std::array<int, KindCount - 1> order{};
    for (int k = 0; k < KindCount - 1; ++k) order[std::size_t(k)] = k;
    std::stable_sort(order.begin(), order.end(), [](int a, int b) {
        const int va = a == King ? 1 << 20 : captureValue(a);
        const int vb = b == King ? 1 << 20 : captureValue(b);
        return va < vb;
    });
    return order;
}

// Every piece of either side that attacks sq with the given occupancy.
Bitboard attackersOfBoth(const Position& pos, int sq, Bitboard occ) {
    return attackersOf(pos, sq, Sente, occ) | attackersOf(pos, sq, Gote, occ);
}

} // namespace

int captureValue(int kind) {
    return boardValue(kind) + handValue(kind & 7);
}

bool seeGe(const Position& pos, Move m, int threshold) {
    static const std::array<int, KindCount - 1> order = attackerOrder();
    const int to = m.to();
    const Side us = pos.sideToMove();
    // The first capture (none for a drop or a quiet move), then the piece left standing on
    // the square, which the opponent may take.
    int swap = -threshold;
    if (!m.isDrop()) {
        const Piece victim = pos.pieceOn(to);
        if (victim != NoPiece) swap += captureValue(kindOf(victim));
        if (m.promotes()) {
            const int k = kindOf(pos.pieceOn(m.from()));
            swap += boardValue(k | 8) - boardValue(k);
        }
    }
    if (swap < 0) return false;
    swap = captureValue(kindAfter(pos, m)) - swap;
    if (swap <= 0) return true;

    Bitboard occupied = pos.occupied() | squareBB(to);
    if (!m.isDrop()) occupied ^= squareBB(m.from());
    Bitboard attackers = attackersOfBoth(pos, to, occupied);
    Side stm = us;
    int res = 1;
    for (;;) {
        stm = opposite(stm);
        attackers &= occupied;
        const Bitboard stmAttackers = attackers & pos.pieces(stm);
        if (!stmAttackers) break;
        res ^= 1;
        int kind = King;
        Bitboard bb = 0;
        for (int k : order)
            if ((bb = stmAttackers & pos.pieces(stm, k))) {
                kind = k;
                break;
            }
        // The King may take last only: if the other side still attacks the square, the
        // capture would lose the King.
        if (kind == King) return (attackers & pos.pieces(opposite(stm)) & occupied) ? res ^ 1 : res;
        swap = captureValue(kind) - swap;
        if (swap < res) break;
        occupied ^= squareBB(lsb(bb));
        // A slider behind the piece that took may now see the square.
        attackers |= attackersOfBoth(pos, to, occupied);
    }
    return res != 0;
}

} // namespace ogi::ai
