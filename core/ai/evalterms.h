// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation's terms, written once for two readers: the engine, which only wants the
// score, and the tuner, which wants to know which weight each feature was counted with. The
// function is a template on a Trace; the engine's trace records nothing and compiles away.
//
// A Trace has two calls. linear(p, s, n): side s gets n times weight p. danger(p, s, n): side
// s's King gets n times weight p in danger units; each King's units u (when positive) cost
// its side min(u * u / KingDangerDivisor, KingDangerCap). The score is Sente's sum minus
// Gote's, turned to the side to move: nothing else enters it.
#pragma once

#include "eval.h"
#include "evalparams.h"
#include "evalweights.h"

#include "rules/bitboard.h"

#include <algorithm>
#include <array>

namespace ogi::ai::eval {

struct NoTrace {
    void linear(int, Side, int) {}
    void danger(int, Side, int) {}
};

inline constexpr std::array<int, BlockCount> Offsets = [] {
    std::array<int, BlockCount> a{};
    for (int b = 0; b < BlockCount; ++b) a[b] = blockOffset(Block(b));
    return a;
}();

// The index of a weight in Weights (and in the tuner's parameter vector).
constexpr int param(Block b, int index) {
    return Offsets[b] + index;
}
constexpr int weight(Block b, int index) {
    return BlockWeights[b][index];
}

// The table square for a piece of side s on sq: Sente reads its own board upside down
// (tables are printed rank 8 first), Gote reads it turned half a circle.
constexpr int tableIndex(Side s, int sq) {
    return s == Sente ? (sq ^ 56) : (sq ^ 7);
}

// The danger penalty of u units (the King's side pays it).
constexpr int kingDangerPenalty(int units) {
    const int u = std::max(units, 0);
    return std::min(u * u / KingDangerDivisor, KingDangerCap);
}

template <class Trace> int evaluate(const Position& pos, const EvalOptions& opt, Trace& trace) {
    int score[2] = {0, 0};
    int units[2] = {0, 0}; // danger units against side s's King
    auto term = [&](Side s, Block b, int index, int n) {
        score[s] += weight(b, index) * n;
        trace.linear(param(b, index), s, n);
    };
    auto danger = [&](Side king, Block b, int index, int n) {
        units[king] += weight(b, index) * n;
        trace.danger(param(b, index), king, n);
    };

    const Bitboard occ = pos.occupied();
    Bitboard kingZone[2];
    for (int s = 0; s < 2; ++s) {
        const Square k = pos.kingSquare(Side(s));
        kingZone[s] = k == SQ_NONE ? 0 : (detail::StepAttacks[s][King][k] | squareBB(k));
    }

    for (int s = 0; s < 2; ++s) {
        const Side us = Side(s), them = opposite(us);
        const Bitboard own = pos.pieces(us);
        for (int kind = 0; kind < 15; ++kind) {
            Bitboard b = pos.pieces(us, kind);
            while (b) {
                const Square sq = popLsb(b);
                term(us, BoardValue, kind, 1);
                if (opt.pieceSquare) term(us, Block(PsqPrincess + kind), tableIndex(us, sq), 1);
                if (kind == King) continue;
                if (!opt.mobility && !opt.kingSafety) continue;
                const Bitboard att = attacks(us, kind, sq, occ);
                const Block mobility = mobilityBlock(kind);
                if (opt.mobility && mobility != BlockCount)
                    term(us, mobility, std::min(popcount(att & ~own), Blocks[mobility].size - 1),
                         1);
                if (opt.kingSafety) {
                    if (const Bitboard hit = att & kingZone[them])
                        danger(them, KingZoneAttack, kind, popcount(hit));
                    if (kingZone[us] & squareBB(sq)) danger(us, KingZoneDefender, kind, 1);
                }
            }
        }
        const int emptyNearEnemyKing = std::min(popcount(kingZone[them] & ~occ), 4);
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr) {
                const int n = pos.handCount(us, PieceType(t), pr);
                if (!n) continue;
                const int kind = makeKind(PieceType(t), pr);
                term(us, opt.handValues ? HandValue : BoardValue, kind, n);
                if (opt.kingSafety && kind != Pawn)
                    danger(them, KingDropThreat, kind, emptyNearEnemyKing);
            }
    }

    if (opt.kingSafety)
        for (int s = 0; s < 2; ++s) score[s] -= kingDangerPenalty(units[s]);

    const Side stm = pos.sideToMove();
    term(stm, Tempo, 0, 1);
    return score[stm] - score[opposite(stm)];
}

} // namespace ogi::ai::eval
