// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules' terms and their English names: the pieces, why a move is illegal, how a game
// ended. Logs, the engine protocol, records (the Termination tag) and the English of
// errors (error.cpp) use these names; user interfaces translate them (OGI_TRANSLATABLE).
// Needs nothing but types.h, so that saying an error does not need the parsers.
#pragma once

#include "types.h"

namespace ogi {

// Why an attempted move is not legal (RULES.md §7). Repetition is judged with the game's
// history, outside Position.
enum class Illegal : std::uint8_t {
    None,
    NoKing,              // a King is missing: the game is over, nothing may be played
    EmptySquare,         // moving from an empty square
    EnemyPiece,          // moving a piece of the other side
    NotInHand,           // dropping a piece (type and state) the side does not hold
    Unreachable,         // the piece cannot move that way in its current state
    PathBlocked,         // a slide passes through an occupied square
    OwnPieceOnTarget,    // ending on a piece of one's own side
    DropOnOccupied,      // dropping onto an occupied square
    DropPawn,            // dropping an unpromoted Pawn
    DropLanceLastRank,   // dropping an unpromoted Lance on the last rank
    DropKnightLastRanks, // dropping an unpromoted Knight on the last two ranks
    PromotionNotAllowed, // promoting a King, a promoted piece, on a drop or outside the zone
    PromotionMissing,    // not promoting where it is mandatory
    PrivilegeNotAllowed, // claiming the King's privilege where it does not apply
    Repetition,          // the same move already produced the same position
};

enum class Termination : std::uint8_t {
    None,
    KingCaptured,
    Resignation,
    IllegalMove,
    NoLegalMove,
    FiftyMoveRule,
    Time,
};

const char* pieceName(PieceType t); // "Princess", ...
// A short English description of an Illegal value, for logs and the engine protocol.
const char* illegalText(Illegal why);
// How a game ended, as the Termination tag writes it: "king captured", ...
const char* terminationText(Termination t);

} // namespace ogi
