// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation's parameters: every number the evaluation weighs a feature with, in named
// blocks. The numbers themselves are in evalweights.h, written by the tuner (tools/tune); this
// file says what each block is and why it exists. The evaluation (evalterms.h) reads weights
// only through these blocks, so that the tuner can see every feature it counts.
#pragma once

#include "rules/types.h"

#include <cstdint>

namespace ogi::ai::eval {

// The blocks in the order of the weights array. The piece-square blocks follow the piece
// kinds (PsqPrincess + kind), so do the mobility blocks of the kinds that have one.
enum Block : std::uint8_t {
    BoardValue,
    HandValue,
    PsqPrincess,
    PsqRook,
    PsqBishop,
    PsqSilver,
    PsqKnight,
    PsqLance,
    PsqPawn,
    PsqKing,
    PsqPromotedPrincess,
    PsqDragon,
    PsqHorse,
    PsqPromotedSilver,
    PsqPromotedKnight,
    PsqPromotedLance,
    PsqPromotedPawn,
    MobilityPrincess,
    MobilityRook,
    MobilityBishop,
    MobilityLance,
    MobilityPromotedPrincess,
    MobilityDragon,
    MobilityHorse,
    MobilityGold,
    OwnKingDistance,
    EnemyKingDistance,
    ThreatByLesser,
    Hanging,
    HandExposure,
    KingZoneAttack,
    KingZoneDefender,
    KingDropThreat,
    KingHandAttack,
    KingDropCheck,
    KingSafeDropCheck,
    KingBoardCheck,
    KingDangerMisc,
    Tempo,
    BlockCount
};

struct BlockInfo {
    const char* name;
    int size;
    int columns;        // how the table is printed: this many numbers a line
    const char* reason; // one line, printed above the block in evalweights.h
};

// Piece-square tables are written from Sente's side, rank 8 first (as the board is
// printed); Gote reads the square turned half a circle.
inline constexpr BlockInfo Blocks[BlockCount] = {
    {"BoardValue", 16, 8,
     "Material on the board (I R B S N L P K, then promoted). The Princess (Bishop + Knight "
     "jumps) is the strongest piece on 8x8; a promoted minor moves like a shogi Gold."},
    {"HandValue", 16, 8,
     "Material in hand: a piece that can be dropped almost anywhere is worth more than on the "
     "board, except the unpromoted Pawn, which can never be dropped (RULES.md §6); a promoted "
     "piece kept by the King's privilege drops promoted."},
    {"PsqPrincess", 64, 8,
     "Princess placement: the sliders care less where they stand; in the zone it can promote."},
    {"PsqRook", 64, 8, "Rook placement; in the zone it can promote to a Dragon."},
    {"PsqBishop", 64, 8, "Bishop placement; in the zone it can promote to a Horse."},
    {"PsqSilver", 64, 8, "Silver placement: central and a little forward, it attacks and defends."},
    {"PsqKnight", 64, 8, "Knight placement: it only jumps forward, so the centre and the front."},
    {"PsqLance", 64, 8, "Lance placement: it only slides forward."},
    {"PsqPawn", 64, 8,
     "Pawn placement: an advanced Pawn is close to promoting (rank 8 cannot hold one)."},
    {"PsqKing", 64, 8,
     "King placement: in a drop game an exposed King is caught by drops long before any "
     "endgame where it could be active."},
    {"PsqPromotedPrincess", 64, 8, "Promoted Princess placement."},
    {"PsqDragon", 64, 8, "Dragon (promoted Rook) placement."},
    {"PsqHorse", 64, 8, "Horse (promoted Bishop) placement."},
    {"PsqPromotedSilver", 64, 8, "Promoted Silver (a Gold mover) placement."},
    {"PsqPromotedKnight", 64, 8, "Promoted Knight (a Gold mover) placement."},
    {"PsqPromotedLance", 64, 8, "Promoted Lance (a Gold mover) placement."},
    {"PsqPromotedPawn", 64, 8, "Promoted Pawn (a Gold mover) placement."},
    {"MobilityPrincess", 22, 11,
     "Princess mobility, by squares reached not held by its own side: a long-range piece is "
     "only as good as the squares it reaches."},
    {"MobilityRook", 15, 15, "Rook mobility, by squares reached."},
    {"MobilityBishop", 14, 14, "Bishop mobility, by squares reached."},
    {"MobilityLance", 8, 8, "Lance mobility, by squares reached."},
    {"MobilityPromotedPrincess", 26, 13, "Promoted Princess mobility, by squares reached."},
    {"MobilityDragon", 19, 19, "Dragon mobility, by squares reached."},
    {"MobilityHorse", 18, 18, "Horse mobility, by squares reached."},
    {"MobilityGold", 7, 7,
     "Mobility of the promoted Silver, Knight, Lance and Pawn (Gold movers), by squares "
     "reached: a promoted minor hemmed in by its own pieces neither attacks nor defends."},
    {"OwnKingDistance", 60, 4,
     "Each piece (rows I R B S N L P K, then promoted) by its distance in King steps to its own "
     "King (columns 1, 2, 3, 4 or more): the pieces that guard the King stay near it."},
    {"EnemyKingDistance", 60, 4,
     "Each piece by its distance to the enemy King: in a drop game attacks are made by pieces "
     "close to the King."},
    {"ThreatByLesser", 32, 8,
     "A piece (by kind) attacked by a less valuable enemy piece: first the side to move's "
     "pieces (it can still save them), then the other side's."},
    {"Hanging", 32, 8,
     "A piece attacked and not defended at all: the side to move's pieces, then the other "
     "side's."},
    {"HandExposure", 16, 8,
     "Each piece in hand (by kind), times the open squares next to the enemy King (empty and "
     "not guarded by its other pieces): a hand is worth more against an exposed King."},
    {"KingZoneAttack", 16, 8,
     "King danger units (I R B S N L P K, then promoted): an enemy piece attacking the King's "
     "square or its neighbours, per square attacked."},
    {"KingZoneDefender", 16, 8,
     "King danger units: an own piece standing next to the King covers it (negative)."},
    {"KingDropThreat", 16, 8,
     "King danger units: each kind of piece the attacker holds, times the empty squares next "
     "to the King (up to 4): a drop there is an attack no board move has to prepare."},
    {"KingHandAttack", 16, 8,
     "King danger units: each piece the attacker holds, by kind: every one is a drop away "
     "from the King."},
    {"KingDropCheck", 16, 8,
     "King danger units: for each kind the attacker holds, the empty squares where dropping it "
     "would attack the King (up to 3)."},
    {"KingSafeDropCheck", 16, 8,
     "King danger units: the same squares that no defender but the King guards, and where the "
     "King could not take the dropped piece without being taken (up to 3)."},
    {"KingBoardCheck", 16, 8,
     "King danger units: for each kind of attacking piece on the board, the safe squares from "
     "which it would attack the King and which one of them can reach (up to 3)."},
    {"KingDangerMisc", 4, 4,
     "King danger units: a constant (a little danger is none), the attacker to move, each "
     "square next to the King the attacker hits and only the King guards, each square the "
     "King can flee to."},
    {"Tempo", 1, 1, "The side to move is a move ahead."},
};

constexpr int blockOffset(Block b) {
    int offset = 0;
    for (int i = 0; i < b; ++i) offset += Blocks[i].size;
    return offset;
}

inline constexpr int ParamCount = blockOffset(BlockCount);

// Danger units turn into a penalty that grows with their square: one attacker is an
// annoyance, several together are a mating attack. Fixed; the unit weights are tuned (the
// divisor only makes units fine enough for the tuner's integer rounding).
inline constexpr int KingDangerDivisor = 512;
inline constexpr int KingDangerCap = 3000;

// The mobility block of a piece kind, or BlockCount for the kinds without one (the King and the
// unpromoted Silver, Knight and Pawn, whose few steps their placement table already weighs).
constexpr Block mobilityBlock(int kind) {
    switch (kind) {
    case Princess: return MobilityPrincess;
    case Rook: return MobilityRook;
    case Bishop: return MobilityBishop;
    case Lance: return MobilityLance;
    case Princess + 8: return MobilityPromotedPrincess;
    case Rook + 8: return MobilityDragon;
    case Bishop + 8: return MobilityHorse;
    case Silver + 8:
    case Knight + 8:
    case Lance + 8:
    case Pawn + 8: return MobilityGold;
    default: return BlockCount;
    }
}

} // namespace ogi::ai::eval
