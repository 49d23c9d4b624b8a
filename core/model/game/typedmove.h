// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A move typed by the user (the move box): any of the move forms of RULES.md §8, read by the
// rules core's own parsers — machine (c3c4, b2f6+, R*e5), human (Pc3-c4, Bb2xf6+, N*e4) and
// Japanese (☗歩c3-c4, 銀c5-c6不成, 桂e4打, with ▲△ for ☗☖ as printed kifu write them) — or,
// as a shorthand, just where a piece goes (c4, Pc4, 歩c4) when only one move fits. 同 stands
// for the square of the last move (同歩, ☗銀d1x同). A text that is no move, or that fits
// several moves, gets a message saying so; a move that may promote or not, typed without
// saying which (b2f6, Sc5-c6, 銀c6: + or 成 promotes, = or 不成 declines), comes back with
// its two forms for the player to choose, as the board's prompt asks. Any other well-formed
// move is returned even if illegal (the game's rule judges it, as for a move made with the
// mouse). A square written in shogi's coordinates (５五歩, 7六) is told how Ōgi writes squares.
#pragma once

#include "model/game/gametexts.h"
#include "rules/game.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ogi {

struct TypedMove {
    std::optional<Move> move;
    // Set when the text left a promotion open and both forms are legal: move promotes, other
    // does not, and the player chooses.
    std::optional<Move> other;
    QString error; // empty when move is set
};

// Reads text as a move for the side to move of game. The messages write moves in the
// notation (gyoku: the King drawing of the side to move).
TypedMove readTypedMove(const Game& game, const QString& text, Notation notation, bool gyoku);

// Every legal move of game written in the notation (for completion), in move generation
// order; gyoku: the King drawing of the side to move.
QStringList typedMoveCompletions(const Game& game, Notation notation, bool gyoku);

} // namespace ogi
