// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tsume puzzles: the collection's line format (resources/puzzles/README.md). What a puzzle
// mode asks of the mate search while the player solves one is ai::PuzzleSolver
// (core/ai/puzzlesolver.h).
//
// A puzzle "in L plies" (L = 1, 3, 5, 7) counts as tsume-shogi does: the attacker checks at
// every one of its moves, and after the attacker's move at ply L every defender reply leaves
// the King capturable; the capture itself is ply L + 2. In the mate search's units that is
// a win in L / 2 + 2 attacker moves, the capture included.
#pragma once

#include "rules/history.h"
#include "rules/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::learn {

struct Puzzle {
    std::string id; // stable across regenerations of the collection: from the SFEN
    int plies = 0;  // 1, 3, 5 or 7
    int rating = 0; // difficulty, on a chess-like rating scale
    Position position;
    std::vector<Move> solution;      // `plies` moves: the checks and the longest defences
    std::vector<std::string> themes; // "drop", "sacrifice", "quiet-key", "promotion", ...

    int attackerMoves() const { return attackerMovesForPlies(plies); }
    // The attacker's moves in the puzzle's L plies: its checks, the capture after them not
    // counted ("a 3-ply tsume: mate in 2 of your moves").
    int checks() const { return plies / 2 + 1; }
    static constexpr int attackerMovesForPlies(int plies) { return plies / 2 + 2; }
};

struct PuzzleParse {
    std::optional<Puzzle> puzzle; // none: error says what is wrong and in which column
    std::string error;
};

// One line of the collection: id, plies, rating, SFEN, solution, themes, separated by tabs.
// Checks everything that needs no search: the SFEN is legal with both Kings, the solution
// has `plies` legal moves and every attacking move in it gives check.
PuzzleParse parsePuzzleLine(std::string_view line);
std::string formatPuzzleLine(const Puzzle& puzzle);
// The id of a puzzle starting from this SFEN (12 hexadecimal digits).
std::string puzzleId(std::string_view sfen);

} // namespace ogi::learn
