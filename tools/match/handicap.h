// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Handicap games for matches (RULES.md §9): one side starts with chosen pieces promoted.
// A match measures what a handicap is worth by giving it to side A in both games of every
// pair, from the same balanced openings as an even match.
#pragma once

#include "rules/game.h"
#include "rules/handicap.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::match {

// The pieces a handicap promotes, as the Handicap tag writes them: "+R +B", "+S +S", "+P"
// (rules/handicap.h reads and writes the tag and places the pieces).
struct HandicapSpec {
    std::vector<PieceType> pieces;

    bool empty() const { return pieces.empty(); }
    // The start squares of the promoted pieces for the side that receives the handicap.
    std::vector<Square> startSquares(Side weaker) const { return handicapSquares(weaker, pieces); }
    std::string text() const { return handicapTag(pieces); } // "+R +B"
};

// Parses the tag form; an empty text is an even game. Returns an error message, or empty.
inline std::string parseHandicap(std::string_view text, HandicapSpec& spec) {
    return parseHandicapTag(text, spec.pieces);
}

// The opening played out, then `weaker`'s handicap pieces promoted where they stand: a Game
// that starts from that position. Nothing when the opening does not start from the initial
// position, when one of those pieces was captured or has promoted already, or when the
// promotion would leave the side not to move in check.
std::optional<Game> handicapOpening(const Game& opening, Side weaker, const HandicapSpec& spec);

} // namespace ogi::match
