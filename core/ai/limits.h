// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the caller asks of one search: how long, how deep, how many nodes, how many lines.
#pragma once

#include <cstdint>

namespace ogi::ai {

// Zero means "no limit of this kind". With no limit at all the search runs until stop().
// Times are in milliseconds; time/inc are indexed by Side (Sente = 0).
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int movetime = 0;      // fixed time for this move
    int time[2] = {0, 0};  // main time left on each clock
    int inc[2] = {0, 0};   // increment per move (Fischer)
    int byoyomi = 0;       // byoyomi period after main time
    int movesToGo = 0;     // moves until the next time control, if known
    bool infinite = false; // search until stop(), whatever else is set
    // A clock was given, even one with nothing left on it (then the move is made at once).
    bool clock = false;
    // Lines (MultiPV): the best multiPV root moves, each with its own score and principal
    // variation, reported one SearchInfo per line per iteration. Fewer when fewer moves keep
    // the King safe. 1 searches exactly the tree a single-line search does.
    int multiPV = 1;

    bool hasClock() const { return clock || time[0] || time[1] || inc[0] || inc[1] || byoyomi; }
};

// The time the search may use for one move, computed from SearchLimits at the start.
struct TimeBudget {
    int optimum = 0;    // ms: the usual time for this move, scaled by how settled the search is
    int maximum = 0;    // ms: stop the search here, whatever happens (0 = no time limit)
    bool fixed = false; // movetime or byoyomi alone: the whole time is the move's, used in full
};

// Reading stdin, writing bestmove and the scheduling of a loaded machine take a few ms: the
// search stops this much before a hard deadline (a share of a short movetime, at most 10 ms
// with movetime, 30 ms with a clock).
int safetyMarginMs(const SearchLimits& limits);

// Fixed time (movetime, or byoyomi with the main time spent): all of it but the margin.
// Clock: a share of the main time for the moves still to come plus most of the increment or
// byoyomi, capped by what the clock holds.
TimeBudget computeTimeBudget(const SearchLimits& limits, int sideToMove, int gamePly);

// How far the search should go with a clock, after an iteration: the optimum is scaled up
// when the best move has just changed or the score is falling, and down when the best move
// has stayed the same for several iterations. A new iteration is started only while the time
// used is below about half of this target (the next one takes about as long as all before).
struct TimeDecision {
    int stableIterations = 0; // iterations since the best move last changed
    int scoreDrop = 0;        // centipawns lost since the previous iteration (>= 0)
};
int iterationTarget(const TimeBudget& budget, const TimeDecision& d);

} // namespace ogi::ai
