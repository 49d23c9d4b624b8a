// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation's weights, one table per block of evalparams.h, which says what each block counts.
// Written by ogi-tune (tools/tune). Fit to 965117 positions (107235 held out), K = 0.00105163, 20
// epochs of Adam in batches of 4096: error 0.210751 -> 0.21043 (held out 0.210969 -> 0.210692).
#pragma once

#include "evalparams.h"

#include <iterator>

namespace ogi::ai::eval {

namespace weights {

// Material on the board (I R B S N L P K, then promoted). The Princess (Bishop + Knight jumps) is
// the strongest piece on 8x8; a promoted minor moves like a shogi Gold.
inline constexpr int BoardValue[] = {
    1101, 679,  534, 488, 197, 210, 147, 0, //
    1490, 1054, 931, 435, 355, 446, 546, 0, //
};

// Material in hand: a piece that can be dropped almost anywhere is worth more than on the board,
// except the unpromoted Pawn, which can never be dropped (RULES.md §6); a promoted piece kept by
// the King's privilege drops promoted.
inline constexpr int HandValue[] = {
    658,  619, 450, 412, 314, 324, 5,   0, //
    1035, 934, 572, 708, 387, 388, 437, 0, //
};

// Princess placement: the sliders care less where they stand; in the zone it can promote.
inline constexpr int PsqPrincess[] = {
    -154, 66,   64,   40,  41,  354,  12,   62,  //
    64,   217,  71,   73,  -5,  270,  176,  64,  //
    64,   369,  72,   377, 451, 72,   195,  64,  //
    32,   146,  116,  165, 110, 278,  81,   109, //
    -18,  -106, 90,   -24, 58,  -62,  -86,  -1,  //
    -12,  9,    -79,  -20, 12,  -125, 4,    197, //
    -94,  -78,  -7,   14,  -28, 84,   -33,  -57, //
    281,  123,  -190, -69, -75, -375, -111, -98, //
};

// Rook placement; in the zone it can promote to a Dragon.
inline constexpr int PsqRook[] = {
    -13, 353,  48,   77,  79,  106, 287,  59,   //
    114, 155,  -44,  70,  70,  89,  20,   58,   //
    61,  130,  69,   71,  71,  69,  65,   61,   //
    -2,  174,  8,    129, 162, 0,   -33,  -442, //
    -3,  -189, -155, 44,  19,  -54, -63,  -368, //
    -5,  85,   67,   74,  76,  135, -65,  -210, //
    -92, -35,  24,   76,  127, -38, -45,  -122, //
    -7,  -16,  -4,   154, 23,  115, -120, -211, //
};

// Bishop placement; in the zone it can promote to a Horse.
inline constexpr int PsqBishop[] = {
    -332, 70,   -50, -266, -286, -11,  -300, 56,   //
    68,   -198, 75,  77,   206,  -138, -40,  28,   //
    68,   4,    76,  129,  240,  76,   -34,  68,   //
    217,  9,    140, 159,  158,  23,   142,  5,    //
    -52,  23,   434, 32,   -43,  132,  140,  -14,  //
    16,   143,  6,   -75,  -16,  305,  121,  2,    //
    -80,  -24,  213, -23,  154,  59,   165,  -104, //
    -92,  2,    -39, 77,   -81,  252,  2,    0,    //
};

// Silver placement: central and a little forward, it attacks and defends.
inline constexpr int PsqSilver[] = {
    -18,  -10,  24,  -4,  1,   -6,   -10,  -18,  //
    -14,  -6,   0,   4,   4,   0,    -6,   -14,  //
    -14,  -6,   2,   182, 87,  2,    -6,   -14,  //
    -33,  -136, 116, 163, -35, -98,  -19,  -33,  //
    -686, -163, -47, -76, 97,  74,   47,   -35,  //
    -171, 7,    9,   47,  9,   40,   -13,  145,  //
    -632, -78,  111, 110, 114, 50,   -146, -139, //
    -43,  -1,   -41, -60, -14, -112, -301, -624, //
};

// Knight placement: it only jumps forward, so the centre and the front.
inline constexpr int PsqKnight[] = {
    37,  45,  49,   51,   51,   49,   45,   37,  //
    41,  49,  55,   59,   59,   55,   49,   41,  //
    41,  516, 185,  82,   15,   -135, 266,  41,  //
    39,  178, 242,  254,  110,  300,  -63,  39,  //
    37,  43,  -34,  -156, -139, 478,  -260, 37,  //
    -49, 39,  12,   294,  36,   55,   39,   -79, //
    31,  37,  -163, 66,   107,  18,   37,   31,  //
    29,  -22, 37,   -57,  -618, 37,   -28,  29,  //
};

// Lance placement: it only slides forward.
inline constexpr int PsqLance[] = {
    24,   32,   36,  38,  38,  36,   32,  24, //
    28,   36,   42,  46,  46,  -284, 36,  28, //
    28,   64,   44,  210, 220, 44,   356, 28, //
    -126, 554,  40,  209, 238, 359,  34,  86, //
    -77,  -106, 42,  -36, 208, -40,  25,  81, //
    -112, -104, -54, 138, 385, -271, 26,  5,  //
    -28,  40,   350, 325, -37, -102, 213, 5,  //
    17,   20,   357, 502, -34, 24,   20,  -6, //
};

// Pawn placement: an advanced Pawn is close to promoting (rank 8 cannot hold one).
inline constexpr int PsqPawn[] = {
    -3, -3,  -3,  -3,  -3,  -3,  -3,  -3,  //
    42, 47,  52,  57,  57,  52,  47,  42,  //
    22, 27,  32,  37,  37,  32,  27,  22,  //
    13, 49,  69,  192, 243, -33, 299, -9,  //
    42, -59, -20, 15,  7,   34,  -10, 19,  //
    -2, 4,   -74, 59,  29,  -32, -59, -15, //
    -3, -3,  -3,  -3,  -3,  -3,  -3,  -3,  //
    -3, -3,  -3,  -3,  -3,  -3,  -3,  -3,  //
};

// King placement: in a drop game an exposed King is caught by drops long before any endgame where
// it could be active.
inline constexpr int PsqKing[] = {
    -39, -39, -39,  -39,  -39,  -39, -39, -39, //
    -29, -29, -29,  -29,  -29,  -29, -29, -29, //
    -19, -19, -19,  -19,  -19,  -19, -19, -19, //
    -9,  -9,  -9,   -9,   -9,   -9,  -9,  -9,  //
    6,   6,   6,    6,    6,    6,   6,   6,   //
    31,  144, -237, -134, -209, -74, 407, 31,  //
    379, 62,  46,   -183, -102, 74,  265, 320, //
    291, 274, 34,   -17,  -46,  154, 258, 271, //
};

// Promoted Princess placement.
inline constexpr int PsqPromotedPrincess[] = {
    -10,  -24, 27,  -260, -73,  -19,  55,   35,   //
    -9,   17,  -22, -123, -197, -18,  21,   -19,  //
    100,  -21, 56,  -83,  -2,   -214, -116, 44,   //
    -28,  40,  121, -19,  131,  -6,   -19,  -417, //
    -300, 74,  212, 65,   180,  67,   -38,  -224, //
    -31,  -36, -15, 266,  124,  -252, -120, -31,  //
    -32,  -77, 170, 297,  208,  -85,  -29,  -32,  //
    -33,  -31, -29, -29,  -29,  -29,  -31,  -33,  //
};

// Dragon (promoted Rook) placement.
inline constexpr int PsqDragon[] = {
    -22,  186,  86,  -91,  -56, 43,  64,   -81,  //
    -217, 161,  84,  -289, 250, 64,  138,  43,   //
    3,    -125, 90,  27,   187, 148, 5,    -255, //
    -96,  115,  -89, 125,  -25, 1,   -123, -96,  //
    -97,  -94,  -91, -90,  -90, -91, -280, -97,  //
    -99,  -96,  -94, -93,  -93, -94, -96,  -99,  //
    -100, -97,  -96, -95,  -95, -96, -210, -100, //
    -101, -99,  -97, -97,  -97, -97, -99,  -101, //
};

// Horse (promoted Bishop) placement.
inline constexpr int PsqHorse[] = {
    -4,  39,   -62, 49, 49,   -101, -63, -3,  //
    177, -342, -71, 53, 59,   -213, -89, -85, //
    44,  -5,   0,   90, 97,   -11,  -50, 149, //
    43,  -115, 33,  50, -120, 86,   56,  43,  //
    42,  74,   166, 6,  366,  -124, 45,  42,  //
    40,  43,   -63, 46, -114, 45,   43,  40,  //
    39,  42,   43,  44, 44,   43,   42,  39,  //
    38,  40,   42,  42, 42,   42,   40,  38,  //
};

// Promoted Silver (a Gold mover) placement.
inline constexpr int PsqPromotedSilver[] = {
    -49, -41, -37, -35, -35, -37, -41, -49, //
    -45, -37, -31, -27, -27, -31, -37, -45, //
    -45, -37, -29, 215, -6,  -29, 86,  -45, //
    -47, -39, -33, -29, -29, -33, -39, -47, //
    -49, -43, -37, -35, -35, -37, -43, -49, //
    -53, -47, -43, -41, -41, -43, -47, -53, //
    -55, -49, -47, -45, -45, -47, -49, -55, //
    -57, -53, -49, -49, -49, -49, -53, -57, //
};

// Promoted Knight (a Gold mover) placement.
inline constexpr int PsqPromotedKnight[] = {
    35,  -203, 128, 49, 49, 42,  -93, 35,   //
    120, 47,   79,  57, 57, -33, 47,  -346, //
    39,  47,   55,  59, 59, 55,  47,  39,   //
    37,  45,   51,  55, 55, 51,  45,  37,   //
    35,  41,   47,  49, 49, 47,  41,  35,   //
    31,  37,   41,  43, 43, 41,  37,  31,   //
    29,  35,   37,  39, 39, 37,  35,  29,   //
    27,  31,   35,  35, 35, 35,  31,  27,   //
};

// Promoted Lance (a Gold mover) placement.
inline constexpr int PsqPromotedLance[] = {
    84,   -33, -17, -15, -15, 161, -11,  11,   //
    -171, 448, -11, -7,  -7,  -11, -180, 91,   //
    51,   -17, -9,  -5,  -5,  -9,  -349, -108, //
    -27,  -19, -13, -9,  -9,  -13, -19,  -27,  //
    -29,  -23, -17, -15, -15, -17, -23,  -29,  //
    -33,  -27, -23, -21, -21, -23, -27,  -33,  //
    -35,  -29, -27, -25, -25, -27, -29,  -35,  //
    -37,  -33, -29, -29, -29, -29, -33,  -37,  //
};

// Promoted Pawn (a Gold mover) placement.
inline constexpr int PsqPromotedPawn[] = {
    -1,   7,   11,   13, 13,  11, -144, 29,   //
    3,    11,  17,   21, 21,  17, -220, 170,  //
    -249, -63, -126, 82, 134, 13, 49,   -307, //
    1,    9,   15,   19, 19,  15, 9,    1,    //
    -1,   5,   11,   13, 13,  11, 5,    -1,   //
    -5,   1,   5,    7,  7,   5,  1,    -5,   //
    -7,   -1,  1,    3,  3,   1,  -1,   -7,   //
    -9,   -5,  -1,   -1, -1,  -1, -5,   -9,   //
};

// Princess mobility, by squares reached not held by its own side: a long-range piece is only as
// good as the squares it reaches.
inline constexpr int MobilityPrincess[] = {
    -188, -134, -82, -59, -57, -51, -24, -30, 4,  0,  11, //
    60,   90,   112, 112, 89,  75,  121, 33,  36, 39, 42, //
};

// Rook mobility, by squares reached.
inline constexpr int MobilityRook[] = {
    -298, -203, -84, -17, 8, 28, 72, 62, 93, 120, 147, 115, 140, 236, 93, //
};

// Bishop mobility, by squares reached.
inline constexpr int MobilityBishop[] = {
    -74, -59, -23, 32, 30, 45, 82, 89, 59, 76, 170, 67, 57, 61, //
};

// Lance mobility, by squares reached.
inline constexpr int MobilityLance[] = {
    1, -1, -8, 38, 84, 59, -33, -125, //
};

// Promoted Princess mobility, by squares reached.
inline constexpr int MobilityPromotedPrincess[] = {
    -80, -78, -76, -74, -16, -41, -85, -47, -36, -6,  30,  2,   -10, //
    -10, -8,  9,   -15, 64,  29,  58,  139, 91,  -36, -34, -32, -30, //
};

// Dragon mobility, by squares reached.
inline constexpr int MobilityDragon[] = {
    -8, -5, -2, 1, 228, 63, 0, -45, -15, -108, 25, -24, 36, 0, -76, 120, 391, 43, 46, //
};

// Horse mobility, by squares reached.
inline constexpr int MobilityHorse[] = {
    -50, -47, -44, -285, -88, -39, -151, 52, 61, 1, 40, 43, 28, 63, -143, -5, -2, 1, //
};

// Mobility of the promoted Silver, Knight, Lance and Pawn (Gold movers), by squares reached: a
// promoted minor hemmed in by its own pieces neither attacks nor defends.
inline constexpr int MobilityGold[] = {
    -59, -28, -84, -45, 154, -4, -7, //
};

// Each piece (rows I R B S N L P K, then promoted) by its distance in King steps to its own King
// (columns 1, 2, 3, 4 or more): the pieces that guard the King stay near it.
inline constexpr int OwnKingDistance[] = {
    92,   -4,  -52, -90, //
    -6,   8,   3,   -7,  //
    -53,  -3,  19,  19,  //
    -33,  49,  -3,  -96, //
    -19,  12,  10,  -5,  //
    296,  -52, -13, -36, //
    15,   22,  -10, -33, //
    0,    0,   0,   0,   //
    -114, 28,  67,  -12, //
    142,  321, 85,  -37, //
    270,  134, 134, -49, //
    247,  247, 247, -19, //
    313,  313, 313, -38, //
    181,  181, 181, -8,  //
    221,  221, 115, -14, //
};

// Each piece by its distance to the enemy King: in a drop game attacks are made by pieces close to
// the King.
inline constexpr int EnemyKingDistance[] = {
    -87,  -8,  12,  -4,   //
    -209, 64,  -2,  -4,   //
    37,   17,  -16, 3,    //
    188,  9,   10,  -5,   //
    -177, -80, -13, 15,   //
    -262, -29, -18, 11,   //
    29,   73,  1,   -10,  //
    0,    0,   0,   0,    //
    -13,  151, 38,  -102, //
    -17,  123, 0,   -75,  //
    -37,  210, 44,  -159, //
    -99,  95,  9,   -170, //
    -40,  221, -24, -129, //
    -84,  227, -43, -127, //
    -122, 103, 54,  -237, //
};

// A piece (by kind) attacked by a less valuable enemy piece: first the side to move's pieces (it
// can still save them), then the other side's.
inline constexpr int ThreatByLesser[] = {
    -302, -310, -232, -273, -220, -124, 0,   0, //
    -319, -203, -157, 0,    0,    -192, 162, 0, //
    -140, -211, -87,  -16,  72,   0,    0,   0, //
    -126, 0,    3,    0,    35,   -191, 162, 0, //
};

// A piece attacked and not defended at all: the side to move's pieces, then the other side's.
inline constexpr int Hanging[] = {
    -127, -122, -110, -99, -98,  -103, -51,  0, //
    80,   -77,  -41,  0,   -101, -39,  -226, 0, //
    0,    12,   61,   -21, 11,   8,    16,   0, //
    0,    0,    0,    0,   0,    0,    -231, 0, //
};

// Each piece in hand (by kind), times the open squares next to the enemy King (empty and not
// guarded by its other pieces): a hand is worth more against an exposed King.
inline constexpr int HandExposure[] = {
    38,  5,   -8,  -9, -36, -20, 6,    0, //
    -56, 184, 114, 0,  -12, -7,  -123, 0, //
};

// King danger units (I R B S N L P K, then promoted): an enemy piece attacking the King's square or
// its neighbours, per square attacked.
inline constexpr int KingZoneAttack[] = {
    20, 26, 29, 47, 50, 61, 27, 0, //
    10, 19, 21, 94, 30, 22, 43, 0, //
};

// King danger units: an own piece standing next to the King covers it (negative).
inline constexpr int KingZoneDefender[] = {
    85,  -25,  -12,  -49, 0,   125, -21, 0, //
    -29, -127, -101, -16, -16, -16, -16, 0, //
};

// King danger units: each kind of piece the attacker holds, times the empty squares next to the
// King (up to 4): a drop there is an attack no board move has to prepare.
inline constexpr int KingDropThreat[] = {
    -22, 8,   5,   31,  22,  6,  0,  0, //
    -41, -52, -29, -15, -10, 12, 34, 0, //
};

// King danger units: each piece the attacker holds, by kind: every one is a drop away from the
// King.
inline constexpr int KingHandAttack[] = {
    228, 2,   35, -16, -62, -40, 5,  0, //
    85,  135, 93, 81,  -81, 8,   40, 0, //
};

// King danger units: for each kind the attacker holds, the empty squares where dropping it would
// attack the King (up to 3).
inline constexpr int KingDropCheck[] = {
    23, 24, 6,  -19, 28, 22, 0,   0, //
    74, 27, 41, -67, 64, 16, -11, 0, //
};

// King danger units: the same squares that no defender but the King guards, and where the King
// could not take the dropped piece without being taken (up to 3).
inline constexpr int KingSafeDropCheck[] = {
    100, 65, 7,   18, 69, 54, 0, 0, //
    172, 27, -58, 0,  42, 0,  0, 0, //
};

// King danger units: for each kind of attacking piece on the board, the safe squares from which it
// would attack the King and which one of them can reach (up to 3).
inline constexpr int KingBoardCheck[] = {
    51, 59, 39, 39, 94, 0,  104, 0, //
    82, 33, 22, 6,  58, 17, 28,  0, //
};

// King danger units: a constant (a little danger is none), the attacker to move, each square next
// to the King the attacker hits and only the King guards, each square the King can flee to.
inline constexpr int KingDangerMisc[] = {
    350, 159, 13, -5, //
};

// The side to move is a move ahead.
inline constexpr int Tempo[] = {
    -204, //
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
    weights::MobilityGold,
    weights::OwnKingDistance,
    weights::EnemyKingDistance,
    weights::ThreatByLesser,
    weights::Hanging,
    weights::HandExposure,
    weights::KingZoneAttack,
    weights::KingZoneDefender,
    weights::KingDropThreat,
    weights::KingHandAttack,
    weights::KingDropCheck,
    weights::KingSafeDropCheck,
    weights::KingBoardCheck,
    weights::KingDangerMisc,
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
static_assert(std::size(weights::MobilityGold) == 7);
static_assert(std::size(weights::OwnKingDistance) == 60);
static_assert(std::size(weights::EnemyKingDistance) == 60);
static_assert(std::size(weights::ThreatByLesser) == 32);
static_assert(std::size(weights::Hanging) == 32);
static_assert(std::size(weights::HandExposure) == 16);
static_assert(std::size(weights::KingZoneAttack) == 16);
static_assert(std::size(weights::KingZoneDefender) == 16);
static_assert(std::size(weights::KingDropThreat) == 16);
static_assert(std::size(weights::KingHandAttack) == 16);
static_assert(std::size(weights::KingDropCheck) == 16);
static_assert(std::size(weights::KingSafeDropCheck) == 16);
static_assert(std::size(weights::KingBoardCheck) == 16);
static_assert(std::size(weights::KingDangerMisc) == 4);
static_assert(std::size(weights::Tempo) == 1);

} // namespace ogi::ai::eval
