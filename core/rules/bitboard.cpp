// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitboard.h"

#include <cstdlib>

namespace ogi {

namespace detail {
Bitboard StepAttacks[2][KindCount][64];
Bitboard Rays[8][64];
} // namespace detail

namespace {

struct Delta {
    int df, dr;
};

// Directions are written for Sente ("forward" = +1 rank); Gote's are mirrored.
constexpr Delta KnightJumps[8] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                  {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Delta Orthogonal[4] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
constexpr Delta Diagonal[4] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
constexpr Delta SilverSteps[5] = {{0, 1}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}};
constexpr Delta GoldSteps[6] = {{0, 1}, {-1, 1}, {1, 1}, {-1, 0}, {1, 0}, {0, -1}};
constexpr Delta KnightSteps[2] = {{-1, 2}, {1, 2}};
constexpr Delta PawnSteps[1] = {{0, 1}};

template <std::size_t N> Bitboard steps(Side s, int sq, const Delta (&deltas)[N]) {
    Bitboard b = 0;
    int sign = s == Sente ? 1 : -1;
    for (const Delta& d : deltas) {
        int f = fileOf(sq) + d.df * sign, r = rankOf(sq) + d.dr * sign;
        if (onBoard(f, r)) b |= squareBB(makeSquare(f, r));
    }
    return b;
}

Bitboard BetweenTable[64][64];

void init() {
    constexpr Delta rayDeltas[8] = {{0, 1},  {1, 1},   {-1, 1}, {1, 0},
                                    {0, -1}, {-1, -1}, {1, -1}, {-1, 0}};
    for (int sq = 0; sq < 64; ++sq)
        for (int d = 0; d < 8; ++d) {
            Bitboard b = 0;
            int f = fileOf(sq) + rayDeltas[d].df, r = rankOf(sq) + rayDeltas[d].dr;
            for (; onBoard(f, r); f += rayDeltas[d].df, r += rayDeltas[d].dr) {
                b |= squareBB(makeSquare(f, r));
                BetweenTable[sq][makeSquare(f, r)] = b & ~squareBB(makeSquare(f, r));
            }
            detail::Rays[d][sq] = b;
        }

    for (Side s : {Sente, Gote})
        for (int sq = 0; sq < 64; ++sq) {
            Bitboard orth = steps(s, sq, Orthogonal), diag = steps(s, sq, Diagonal);
            Bitboard gold = steps(s, sq, GoldSteps), jumps = steps(s, sq, KnightJumps);
            auto& t = detail::StepAttacks[s];
            t[Princess][sq] = jumps;
            t[Princess + 8][sq] = jumps | orth;
            t[Rook][sq] = 0;
            t[Rook + 8][sq] = diag;
            t[Bishop][sq] = 0;
            t[Bishop + 8][sq] = orth;
            t[Silver][sq] = steps(s, sq, SilverSteps);
            t[Knight][sq] = steps(s, sq, KnightSteps);
            t[Lance][sq] = 0;
            t[Pawn][sq] = steps(s, sq, PawnSteps);
            t[King][sq] = orth | diag;
            for (int k : {Silver + 8, Knight + 8, Lance + 8, Pawn + 8}) t[k][sq] = gold;
            t[King + 8][sq] = 0;
        }
}

struct Initializer {
    Initializer() { init(); }
} initializer;

} // namespace

void initBitboards() {
    // Tables are filled by a static initializer in this file; calling this from other static
    // initializers makes the order explicit.
    static bool done = (init(), true);
    (void)done;
}

Bitboard between(int a, int b) {
    return BetweenTable[a][b];
}

} // namespace ogi
