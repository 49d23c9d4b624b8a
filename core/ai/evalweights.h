// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation's weights, one table per block of evalparams.h, which says what each block counts.
// Written by ogi-tune (tools/tune) from the hand-set weights of the first evaluation, before any
// tuning.
#pragma once

#include "evalparams.h"

#include <iterator>

namespace ogi::ai::eval {

namespace weights {

// Material on the board (I R B S N L P K, then promoted). The Princess (Bishop + Knight jumps) is
// the strongest piece on 8x8; a promoted minor moves like a shogi Gold.
inline constexpr int BoardValue[] = {
    1050, 800,  650, 450, 300, 300, 100, 0, //
    1250, 1050, 900, 520, 520, 520, 520, 0, //
};

// Material in hand: a piece that can be dropped almost anywhere is worth more than on the board,
// except the unpromoted Pawn, which can never be dropped (RULES.md §6); a promoted piece kept by
// the King's privilege drops promoted.
inline constexpr int HandValue[] = {
    1120, 860,  700,  490, 330, 320, 5,   0, //
    1350, 1150, 1000, 600, 600, 600, 600, 0, //
};

// Princess placement: the sliders care less where they stand; in the zone it can promote.
inline constexpr int PsqPrincess[] = {
    50, 54, 56, 57, 57, 56, 54, 50, //
    52, 56, 59, 61, 61, 59, 56, 52, //
    52, 56, 60, 62, 62, 60, 56, 52, //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Rook placement; in the zone it can promote to a Dragon.
inline constexpr int PsqRook[] = {
    62, 66, 68, 69, 69, 68, 66, 62, //
    64, 68, 71, 73, 73, 71, 68, 64, //
    64, 68, 72, 74, 74, 72, 68, 64, //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Bishop placement; in the zone it can promote to a Horse.
inline constexpr int PsqBishop[] = {
    62, 66, 68, 69, 69, 68, 66, 62, //
    64, 68, 71, 73, 73, 71, 68, 64, //
    64, 68, 72, 74, 74, 72, 68, 64, //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Silver placement: central and a little forward, it attacks and defends.
inline constexpr int PsqSilver[] = {
    17, 25, 29, 31, 31, 29, 25, 17, //
    21, 29, 35, 39, 39, 35, 29, 21, //
    21, 29, 37, 41, 41, 37, 29, 21, //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Knight placement: it only jumps forward, so the centre and the front.
inline constexpr int PsqKnight[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Lance placement: it only slides forward.
inline constexpr int PsqLance[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Pawn placement: an advanced Pawn is close to promoting (rank 8 cannot hold one).
inline constexpr int PsqPawn[] = {
    0,  0,  0,  0,  0,  0,  0,  0,  //
    45, 50, 55, 60, 60, 55, 50, 45, //
    25, 30, 35, 40, 40, 35, 30, 25, //
    10, 14, 18, 22, 22, 18, 14, 10, //
    4,  6,  8,  10, 10, 8,  6,  4,  //
    0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,  //
    0,  0,  0,  0,  0,  0,  0,  0,  //
};

// King placement: in a drop game an exposed King is caught by drops long before any endgame where
// it could be active.
inline constexpr int PsqKing[] = {
    -90, -90, -90, -90, -90, -90, -90, -90, //
    -80, -80, -80, -80, -80, -80, -80, -80, //
    -70, -70, -70, -70, -70, -70, -70, -70, //
    -60, -60, -60, -60, -60, -60, -60, -60, //
    -45, -45, -45, -45, -45, -45, -45, -45, //
    -20, -20, -25, -25, -25, -25, -20, -20, //
    5,   10,  5,   0,   0,   5,   10,  5,   //
    10,  20,  15,  0,   0,   15,  20,  10,  //
};

// Promoted Princess placement.
inline constexpr int PsqPromotedPrincess[] = {
    0,  4,  6,  7,  7,  6,  4,  0,  //
    2,  6,  9,  11, 11, 9,  6,  2,  //
    2,  6,  10, 12, 12, 10, 6,  2,  //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Dragon (promoted Rook) placement.
inline constexpr int PsqDragon[] = {
    0,  4,  6,  7,  7,  6,  4,  0,  //
    2,  6,  9,  11, 11, 9,  6,  2,  //
    2,  6,  10, 12, 12, 10, 6,  2,  //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Horse (promoted Bishop) placement.
inline constexpr int PsqHorse[] = {
    0,  4,  6,  7,  7,  6,  4,  0,  //
    2,  6,  9,  11, 11, 9,  6,  2,  //
    2,  6,  10, 12, 12, 10, 6,  2,  //
    1,  5,  8,  10, 10, 8,  5,  1,  //
    0,  3,  6,  7,  7,  6,  3,  0,  //
    -2, 1,  3,  4,  4,  3,  1,  -2, //
    -3, 0,  1,  2,  2,  1,  0,  -3, //
    -4, -2, 0,  0,  0,  0,  -2, -4, //
};

// Promoted Silver (a Gold mover) placement.
inline constexpr int PsqPromotedSilver[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Promoted Knight (a Gold mover) placement.
inline constexpr int PsqPromotedKnight[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Promoted Lance (a Gold mover) placement.
inline constexpr int PsqPromotedLance[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Promoted Pawn (a Gold mover) placement.
inline constexpr int PsqPromotedPawn[] = {
    0,  8,  12, 14, 14, 12, 8,  0,  //
    4,  12, 18, 22, 22, 18, 12, 4,  //
    4,  12, 20, 24, 24, 20, 12, 4,  //
    2,  10, 16, 20, 20, 16, 10, 2,  //
    0,  6,  12, 14, 14, 12, 6,  0,  //
    -4, 2,  6,  8,  8,  6,  2,  -4, //
    -6, 0,  2,  4,  4,  2,  0,  -6, //
    -8, -4, 0,  0,  0,  0,  -4, -8, //
};

// Princess mobility, by squares reached not held by its own side: a long-range piece is only as
// good as the squares it reaches.
inline constexpr int MobilityPrincess[] = {
    0,  3,  6,  9,  12, 15, 18, 21, 24, 27, 30, //
    33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, //
};

// Rook mobility, by squares reached.
inline constexpr int MobilityRook[] = {
    0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, //
};

// Bishop mobility, by squares reached.
inline constexpr int MobilityBishop[] = {
    0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, //
};

// Lance mobility, by squares reached.
inline constexpr int MobilityLance[] = {
    0, 1, 2, 3, 4, 5, 6, 7, //
};

// Promoted Princess mobility, by squares reached.
inline constexpr int MobilityPromotedPrincess[] = {
    0,  2,  4,  6,  8,  10, 12, 14, 16, 18, 20, 22, 24, //
    26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, //
};

// Dragon mobility, by squares reached.
inline constexpr int MobilityDragon[] = {
    0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, //
};

// Horse mobility, by squares reached.
inline constexpr int MobilityHorse[] = {
    0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, //
};

// King danger units (I R B S N L P K, then promoted): an enemy piece attacking the King's square or
// its neighbours, per square attacked.
inline constexpr int KingZoneAttack[] = {
    40, 32, 32, 24, 16, 16, 8,  0, //
    48, 48, 40, 24, 24, 24, 24, 0, //
};

// King danger units: an own piece standing next to the King covers it (negative).
inline constexpr int KingZoneDefender[] = {
    -16, -16, -16, -16, -16, -16, -16, 0, //
    -16, -16, -16, -16, -16, -16, -16, 0, //
};

// King danger units: each kind of piece the attacker holds, times the empty squares next to the
// King (up to 4): a drop there is an attack no board move has to prepare.
inline constexpr int KingDropThreat[] = {
    32, 32, 24, 24, 16, 8,  0,  0, //
    40, 40, 32, 24, 24, 24, 24, 0, //
};

// The side to move is a move ahead.
inline constexpr int Tempo[] = {
    15, //
};

} // namespace weights

// Each block's table, in the order of the blocks.
inline constexpr const int* BlockWeights[BlockCount] = {
    weights::BoardValue,
    weights::HandValue,
    weights::PsqPrincess,
    weights::PsqRook,
    weights::PsqBishop,
    weights::PsqSilver,
    weights::PsqKnight,
    weights::PsqLance,
    weights::PsqPawn,
    weights::PsqKing,
    weights::PsqPromotedPrincess,
    weights::PsqDragon,
    weights::PsqHorse,
    weights::PsqPromotedSilver,
    weights::PsqPromotedKnight,
    weights::PsqPromotedLance,
    weights::PsqPromotedPawn,
    weights::MobilityPrincess,
    weights::MobilityRook,
    weights::MobilityBishop,
    weights::MobilityLance,
    weights::MobilityPromotedPrincess,
    weights::MobilityDragon,
    weights::MobilityHorse,
    weights::KingZoneAttack,
    weights::KingZoneDefender,
    weights::KingDropThreat,
    weights::Tempo,
};

static_assert(std::size(weights::BoardValue) == 16);
static_assert(std::size(weights::HandValue) == 16);
static_assert(std::size(weights::PsqPrincess) == 64);
static_assert(std::size(weights::PsqRook) == 64);
static_assert(std::size(weights::PsqBishop) == 64);
static_assert(std::size(weights::PsqSilver) == 64);
static_assert(std::size(weights::PsqKnight) == 64);
static_assert(std::size(weights::PsqLance) == 64);
static_assert(std::size(weights::PsqPawn) == 64);
static_assert(std::size(weights::PsqKing) == 64);
static_assert(std::size(weights::PsqPromotedPrincess) == 64);
static_assert(std::size(weights::PsqDragon) == 64);
static_assert(std::size(weights::PsqHorse) == 64);
static_assert(std::size(weights::PsqPromotedSilver) == 64);
static_assert(std::size(weights::PsqPromotedKnight) == 64);
static_assert(std::size(weights::PsqPromotedLance) == 64);
static_assert(std::size(weights::PsqPromotedPawn) == 64);
static_assert(std::size(weights::MobilityPrincess) == 22);
static_assert(std::size(weights::MobilityRook) == 15);
static_assert(std::size(weights::MobilityBishop) == 14);
static_assert(std::size(weights::MobilityLance) == 8);
static_assert(std::size(weights::MobilityPromotedPrincess) == 26);
static_assert(std::size(weights::MobilityDragon) == 19);
static_assert(std::size(weights::MobilityHorse) == 18);
static_assert(std::size(weights::KingZoneAttack) == 16);
static_assert(std::size(weights::KingZoneDefender) == 16);
static_assert(std::size(weights::KingDropThreat) == 16);
static_assert(std::size(weights::Tempo) == 1);

} // namespace ogi::ai::eval
