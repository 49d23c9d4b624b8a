// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the caller asks of one search: how long, how deep, how many nodes.
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

    bool hasClock() const { return time[0] || time[1] || inc[0] || inc[1] || byoyomi; }
};

// The time the search may use for one move, computed from SearchLimits at the start.
struct TimeBudget {
    int optimum = 0; // ms: do not start a new iteration after about this much
    int maximum = 0; // ms: stop the search here, whatever happens (0 = no time limit)
};

// Fixed time: use it all (minus a safety margin). Clock: a share of the main time plus most
// of the increment or the byoyomi, never more than the clock holds.
TimeBudget computeTimeBudget(const SearchLimits& limits, int sideToMove, int gamePly);

} // namespace ogi::ai
