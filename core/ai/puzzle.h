// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tsume puzzles: the collection's line format (resources/puzzles/README.md) and what a
// puzzle mode asks of the mate search while the player solves one.
//
// A puzzle "in L plies" (L = 1, 3, 5, 7) counts as tsume-shogi does: the attacker checks at
// every one of its moves, and after the attacker's move at ply L every defender reply leaves
// the King capturable; the capture itself is ply L + 2. In the mate search's units that is
// a win in L / 2 + 2 attacker moves, the capture included.
//
// PuzzleSolver's calls block; a program calls them from a worker thread and may call stop()
// from any thread, after which the pending call returns Unknown soon.
#pragma once

#include "mate.h"

#include "rules/history.h"
#include "rules/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::ai {

struct Puzzle {
    std::string id; // stable across regenerations of the collection: from the SFEN
    int plies = 0;  // 1, 3, 5 or 7
    int rating = 0; // difficulty, on a chess-like rating scale
    Position position;
    std::vector<Move> solution;      // `plies` moves: the checks and the longest defences
    std::vector<std::string> themes; // "drop", "sacrifice", "quiet-key", "promotion", ...

    int attackerMoves() const { return attackerMovesForPlies(plies); }
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

class PuzzleSolver {
public:
    explicit PuzzleSolver(std::size_t hashMegabytes = 16) : m_search(hashMegabytes) {}

    // How the defender answers the player's attacking move `move`, played in `pos` (the
    // attacker to move) with attackerMoves moves left, the capture included.
    struct Answer {
        enum Verdict : std::uint8_t {
            Continues, // still a forced capture in time: reply is the strongest defence
            Solved,    // the move took the King, or the defender has no legal move
            Wrong,     // reply refutes it (escapes, or resists past the moves left)
            Illegal,   // not a legal move here: nothing was searched
            Unknown,   // a limit or stop() came first
        };
        Verdict verdict = Unknown;
        bool check = false; // the move gave check (a tsume rule: a move that does not is Wrong)
        Move reply;
        // Continues: attacker moves after reply, the capture included. 1 after the last
        // check of the solution: every reply loses, and the capture is all that is left.
        int movesLeft = 0;
        std::vector<Move> line; // the continuation after reply (both sides' moves)
    };
    Answer answer(const Position& pos, const History& history, Move move, int attackerMoves,
                  const MateLimits& limits = {});

    // A winning move for the side to move within attackerMoves (the quickest), for a hint:
    // show its piece (the piece on from(), or the dropped type) or its destination square.
    // None when there is no win in time or a limit came first (then *status says which).
    Move hint(const Position& pos, const History& history, int attackerMoves,
              const MateLimits& limits = {}, MateStatus* status = nullptr);

    // Any position: is there a forced King capture for the side to move, and how long?
    MateResult analyse(const Position& pos, const History& history, MateMode mode,
                       const MateLimits& limits, const MateProgressCallback& onProgress = {}) {
        return m_search.solve(pos, history, mode, limits, onProgress);
    }

    void stop() { m_search.stop(); }
    void resetStop() { m_search.resetStop(); }

private:
    MateSearch m_search;
};

} // namespace ogi::ai
