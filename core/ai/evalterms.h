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
#include "rules/movegen.h"

#include <algorithm>
#include <array>
#include <cstdint>

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

// Classes of worth, for "attacked by a less valuable piece": P < L, N < S < the Gold movers
// < B < R < +B < I, +R < +I < K.
inline constexpr int WorthClass[KindCount] = {7, 5, 4, 2, 1, 1, 0, 9, 8, 7, 6, 3, 3, 3, 3, 9};
inline constexpr int WorthClasses = 10;

// The column of the King-distance tables for two squares: King steps between them, 1 to 3,
// or 4 for anything farther (column index 0 to 3).
inline constexpr auto KingDistanceColumn = [] {
    std::array<std::array<std::uint8_t, 64>, 64> d{};
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            const int df = fileOf(a) - fileOf(b), dr = rankOf(a) - rankOf(b);
            const int steps = std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
            d[std::size_t(a)][std::size_t(b)] = std::uint8_t(std::clamp(steps, 1, 4) - 1);
        }
    return d;
}();

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
    const Side stm = pos.sideToMove();
    Square king[2];
    Bitboard kingNeighbours[2], kingZone[2];
    for (int s = 0; s < 2; ++s) {
        king[s] = pos.kingSquare(Side(s));
        kingNeighbours[s] = king[s] == SQ_NONE ? 0 : detail::StepAttacks[s][King][king[s]];
        kingZone[s] = king[s] == SQ_NONE ? 0 : kingNeighbours[s] | squareBB(king[s]);
    }

    // Pass 1, piece by piece: material, placement, mobility, the pressure on the King zones,
    // and the attack maps the second pass reads.
    Bitboard attacked[2] = {0, 0}; // by any piece of side s
    Bitboard guarded[2] = {0, 0};  // by a piece of side s other than its King
    Bitboard byKind[2][KindCount] = {};
    Bitboard byClass[2][WorthClasses] = {};
    for (int s = 0; s < 2; ++s) {
        const Side us = Side(s), them = opposite(us);
        const Bitboard own = pos.pieces(us);
        for (int kind = 0; kind < 15; ++kind) {
            Bitboard b = pos.pieces(us, kind);
            while (b) {
                const Square sq = popLsb(b);
                term(us, BoardValue, kind, 1);
                if (opt.pieceSquare) term(us, Block(PsqPrincess + kind), tableIndex(us, sq), 1);
                const Bitboard att = attacks(us, kind, sq, occ);
                attacked[us] |= att;
                byKind[us][kind] |= att;
                byClass[us][WorthClass[kind]] |= att;
                if (kind == King) continue;
                guarded[us] |= att;
                if (opt.kingDistance) {
                    if (king[us] != SQ_NONE)
                        term(us, OwnKingDistance, kind * 4 + KingDistanceColumn[sq][king[us]], 1);
                    if (king[them] != SQ_NONE)
                        term(us, EnemyKingDistance, kind * 4 + KingDistanceColumn[sq][king[them]],
                             1);
                }
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
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr)
                if (const int n = pos.handCount(us, PieceType(t), pr))
                    term(us, opt.handValues ? HandValue : BoardValue, makeKind(PieceType(t), pr),
                         n);
    }

    // Pass 2, side by side: what threatens side d's pieces and King.
    for (int s = 0; s < 2; ++s) {
        const Side d = Side(s), a = opposite(d);
        if (opt.threats) {
            // Threats against the side to move weigh differently: it moves first.
            const int row = d == stm ? 0 : 16;
            Bitboard below[WorthClasses]; // attacked by a piece of a class below c
            below[0] = 0;
            for (int c = 1; c < WorthClasses; ++c) below[c] = below[c - 1] | byClass[a][c - 1];
            for (Bitboard b = pos.pieces(d) & attacked[a] & ~pos.pieces(d, King); b;) {
                const Square sq = popLsb(b);
                const int kind = kindOf(pos.pieceOn(sq));
                if (below[WorthClass[kind]] & squareBB(sq)) term(d, ThreatByLesser, row + kind, 1);
                if (!(attacked[d] & squareBB(sq))) term(d, Hanging, row + kind, 1);
            }
        }
        if (!opt.kingSafety || king[d] == SQ_NONE) continue;

        const Square k = king[d];
        const Bitboard near = kingNeighbours[d];
        danger(d, KingDangerMisc, 0, 1);
        if (a == stm) danger(d, KingDangerMisc, 1, 1);
        if (const int n = popcount(near & attacked[a] & ~guarded[d]))
            danger(d, KingDangerMisc, 2, n);
        if (const int n = popcount(near & ~pos.pieces(d) & ~attacked[a]))
            danger(d, KingDangerMisc, 3, n);
        // An attacker placed here stays: no defender but the King guards the square, and the
        // King cannot take it there without being taken.
        const Bitboard safe = ~guarded[d] & (~near | attacked[a]);
        const int emptyNear = std::min(popcount(near & ~occ), 4);
        const int exposure = popcount(near & ~occ & ~guarded[d]);
        // Where a piece of a kind would attack the King from: the squares the same piece of
        // the defender's side reaches from the King. The lines are computed once.
        const Bitboard rookLines = rookAttacks(k, occ), bishopLines = bishopAttacks(k, occ);
        auto checkSquares = [&](int kind) {
            const Bitboard steps = detail::StepAttacks[d][kind][k];
            switch (kind) {
            case Princess:
            case Princess + 8:
            case Bishop:
            case Bishop + 8: return steps | bishopLines;
            case Rook:
            case Rook + 8: return steps | rookLines;
            case Lance: return lanceAttacks(d, k, occ);
            default: return steps;
            }
        };
        if (!pos.handEmpty(a))
            for (int t = 0; t < HandTypes; ++t)
                for (int pr = 0; pr < 2; ++pr) {
                    const int n = pos.handCount(a, PieceType(t), pr);
                    if (!n) continue;
                    const int kind = makeKind(PieceType(t), pr);
                    danger(d, KingHandAttack, kind, n);
                    if (exposure) term(a, HandExposure, kind, n * exposure);
                    if (kind == Pawn) continue; // never dropped
                    if (emptyNear) danger(d, KingDropThreat, kind, emptyNear);
                    const Bitboard checks =
                        checkSquares(kind) & ~occ & dropRegion(a, PieceType(t), pr);
                    if (!checks) continue;
                    danger(d, KingDropCheck, kind, std::min(popcount(checks), 3));
                    if (const Bitboard safeChecks = checks & safe)
                        danger(d, KingSafeDropCheck, kind, std::min(popcount(safeChecks), 3));
                }
        const Bitboard reachable = ~pos.pieces(a) & safe;
        for (int kind = 0; kind < 15; ++kind) {
            if (kind == King || !(byKind[a][kind] & reachable)) continue;
            if (const Bitboard checks = checkSquares(kind) & byKind[a][kind] & reachable)
                danger(d, KingBoardCheck, kind, std::min(popcount(checks), 3));
        }
    }

    if (opt.kingSafety)
        for (int s = 0; s < 2; ++s) score[s] -= kingDangerPenalty(units[s]);

    term(stm, Tempo, 0, 1);
    return score[stm] - score[opposite(stm)];
}

} // namespace ogi::ai::eval
