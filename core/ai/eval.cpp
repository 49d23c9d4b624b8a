// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation. Every number that shapes the engine's judgement is in this file, with the
// reason for it. Scores are centipawns; the sum is taken from Sente's side and turned to the
// side to move at the end.
#include "eval.h"

#include "rules/bitboard.h"

#include <algorithm>

namespace ogi::ai {

namespace {

// --- Material ----------------------------------------------------------------------------
// On the board, by kind (I R B S N L P K, then promoted I R B S N L P). On 8x8 the Princess
// (Bishop + Knight jumps in all eight directions) is the strongest piece; a promoted minor
// moves like a shogi Gold and is worth far more than an unpromoted Lance or Knight.
constexpr int BoardValue[KindCount] = {
    1050, 800,  650, 450, 300, 300, 100, 0, //
    1250, 1050, 900, 520, 520, 520, 520, 0,
};

// In hand. A piece in hand can be dropped on almost any empty square, so it is worth a
// little more than on the board -- except the unpromoted Pawn, which can never be dropped
// (RULES.md §6): capturing a Pawn takes 100 from the opponent but gives the captor almost
// nothing. A promoted piece kept through the King's privilege drops promoted, anywhere:
// a +P in hand is a Gold to drop, the most valuable gain of a King capture of a +P.
constexpr int HandValue[KindCount] = {
    1120, 860,  700,  490, 330, 320, 5,   0, //
    1350, 1150, 1000, 600, 600, 600, 600, 0,
};

// --- Placement ---------------------------------------------------------------------------
// Tables are written from Sente's side, rank 8 first (as the board is printed); Gote uses
// the square turned half a circle. Small numbers: they break ties between materially equal
// moves, they must never outweigh a Pawn.
using Table = int[64];

// Pawns: an advanced Pawn is close to promoting into a Gold-mover; a Pawn on rank 8 has
// already promoted, so that row is unused.
constexpr Table PawnTable = {
    0,  0,  0,  0,  0,  0,  0,  0,  //
    45, 50, 55, 60, 60, 55, 50, 45, //
    25, 30, 35, 40, 40, 35, 30, 25, //
    10, 14, 18, 22, 22, 18, 14, 10, //
    4,  6,  8,  10, 10, 8,  6,  4,  //
    0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,
};

// Short-range pieces (Silver, Knight, Lance, and the promoted minors) help most near the
// centre and a little forward, where they both attack and defend.
constexpr Table MinorTable = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8,
};

// The King wants to stay home: in a drop game an exposed King is mated by drops long before
// any endgame where it could be active.
constexpr Table KingTable = {
    -90, -90, -90, -90, -90, -90, -90, -90, //
    -80, -80, -80, -80, -80, -80, -80, -80, //
    -70, -70, -70, -70, -70, -70, -70, -70, //
    -60, -60, -60, -60, -60, -60, -60, -60, //
    -45, -45, -45, -45, -45, -45, -45, -45, //
    -20, -20, -25, -25, -25, -25, -20, -20, //
    5,   10,  5,   0,   0,   5,   10,  5,   //
    10,  20,  15,  0,   0,   15,  20,  10,
};

// The table square for a piece of side s on sq: Sente reads its own board upside down
// (tables are printed rank 8 first), Gote reads it turned half a circle.
constexpr int tableIndex(Side s, int sq) {
    return s == Sente ? (sq ^ 56) : (sq ^ 7);
}

// Promotion potential: an unpromoted Rook, Bishop, Princess or Silver standing in the zone
// (or moving out of it) can promote on its next move. Worth a share of the promotion gain.
constexpr int PromotionPotentialShare = 4; // gain / 4

// --- Mobility ----------------------------------------------------------------------------
// Long-range pieces are only as good as the squares they reach.
constexpr int MobilityWeight[KindCount] = {
    3, 4, 4, 0, 0, 1, 0, 0, //
    2, 3, 3, 0, 0, 0, 0, 0,
};

// --- King safety -------------------------------------------------------------------------
// The King zone is the King's square and its neighbours. Each enemy piece attacking the zone
// adds its weight per attacked square; each enemy piece in hand that can be dropped adds a
// threat that grows with the empty squares of the zone (a drop there is a near-King attack
// that no board move has to prepare). Own pieces next to the King cover it. The units are
// turned into a penalty that grows quadratically, capped.
constexpr int AttackWeight[KindCount] = {
    5, 4, 4, 3, 2, 2, 1, 0, //
    6, 6, 5, 3, 3, 3, 3, 0,
};
constexpr int DropThreatWeight[KindCount] = {
    4, 4, 3, 3, 2, 1, 0, 0, //
    5, 5, 4, 3, 3, 3, 3, 0,
};
constexpr int DefenderUnits = 2;
constexpr int KingDangerDivisor = 8;
constexpr int KingDangerCap = 600;

// --- Tempo -------------------------------------------------------------------------------
// The side to move is a move ahead.
constexpr int Tempo = 15;

int placement(int kind, int idx) {
    switch (kind) {
    case Pawn: return PawnTable[idx];
    case King: return KingTable[idx];
    case Silver:
    case Knight:
    case Lance:
    case Silver + 8:
    case Knight + 8:
    case Lance + 8:
    case Pawn + 8: return MinorTable[idx];
    default: return MinorTable[idx] / 2; // the sliders care less where they stand
    }
}

} // namespace

int boardValue(int kind) {
    return BoardValue[kind & 15];
}

int handValue(int kind) {
    return HandValue[kind & 15];
}

int evaluate(const Position& pos, const EvalOptions& opt) {
    const Bitboard occ = pos.occupied();
    int score[2] = {0, 0};
    int kingUnits[2] = {0, 0}; // danger units against side s's King
    Bitboard kingZone[2];
    for (int s = 0; s < 2; ++s) {
        const Side side = Side(s);
        const Square k = pos.kingSquare(side);
        kingZone[s] = k == SQ_NONE ? 0 : (detail::StepAttacks[s][King][k] | squareBB(k));
    }

    for (int s = 0; s < 2; ++s) {
        const Side us = Side(s), them = opposite(us);
        const Bitboard own = pos.pieces(us);
        for (int kind = 0; kind < 15; ++kind) {
            Bitboard b = pos.pieces(us, kind);
            while (b) {
                const Square sq = popLsb(b);
                score[s] += BoardValue[kind];
                if (opt.pieceSquare) {
                    score[s] += placement(kind, tableIndex(us, sq));
                    if (kind <= Silver && (PromotionZone[us] & squareBB(sq)))
                        score[s] +=
                            (BoardValue[kind + 8] - BoardValue[kind]) / PromotionPotentialShare;
                }
                if (kind == King) continue;
                if (!opt.mobility && !opt.kingSafety) continue;
                const Bitboard att = attacks(us, kind, sq, occ);
                if (opt.mobility && MobilityWeight[kind])
                    score[s] += MobilityWeight[kind] * popcount(att & ~own);
                if (opt.kingSafety) {
                    const Bitboard hit = att & kingZone[them];
                    if (hit) kingUnits[them] += AttackWeight[kind] * popcount(hit);
                    if (kingZone[us] & squareBB(sq)) kingUnits[us] -= DefenderUnits;
                }
            }
        }
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr) {
                const int n = pos.handCount(us, PieceType(t), pr);
                if (!n) continue;
                const int kind = makeKind(PieceType(t), pr);
                score[s] += n * (opt.handValues ? HandValue[kind] : BoardValue[kind]);
                if (opt.kingSafety && DropThreatWeight[kind]) {
                    const int empties = popcount(kingZone[them] & ~occ);
                    kingUnits[them] += DropThreatWeight[kind] * std::min(empties, 4);
                }
            }
    }

    if (opt.kingSafety)
        for (int s = 0; s < 2; ++s) {
            const int u = std::max(kingUnits[s], 0);
            score[s] -= std::min(u * u / KingDangerDivisor, KingDangerCap);
        }

    const Side stm = pos.sideToMove();
    return score[stm] - score[opposite(stm)] + Tempo;
}

} // namespace ogi::ai
