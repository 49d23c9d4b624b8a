// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a puzzle mode asks of the mate search while the player solves a tsume
// (learn/puzzle.h counts its length): the defender's answer to each attacking move, and a
// hint.
//
// PuzzleSolver's calls block; a program calls them from a worker thread and may call stop()
// from any thread, after which the pending call returns Unknown soon.
#pragma once

#include "mate.h"

#include "rules/history.h"
#include "rules/position.h"

#include <vector>

namespace ogi::ai {

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
        // Wrong, no check: the move still forces the King capture within the moves left (by
        // any moves, not only checks). It wins, but it is no tsume move.
        bool winsWithoutCheck = false;
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
