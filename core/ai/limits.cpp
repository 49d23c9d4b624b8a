// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "limits.h"

#include <algorithm>

namespace ogi::ai {

namespace {
// Reading stdin, writing bestmove, process scheduling on a loaded 2-core machine: the search
// stops this much before a hard deadline.
constexpr int SafetyMarginMs = 30;
} // namespace

TimeBudget computeTimeBudget(const SearchLimits& limits, int side, int gamePly) {
    TimeBudget b;
    if (limits.infinite) return b;
    if (limits.movetime > 0) {
        b.maximum = std::max(1, limits.movetime - SafetyMarginMs);
        b.optimum = b.maximum; // a fixed time is used in full
        return b;
    }
    if (!limits.hasClock()) return b;
    const int left = std::max(0, limits.time[side]);
    const int inc = std::max(0, limits.inc[side]);
    const int byo = std::max(0, limits.byoyomi);
    // Ōgi games on 8x8 are short; assume ~40 more moves early on, fewer later, at least 15.
    const int movesLeft = limits.movesToGo > 0 ? limits.movesToGo : std::max(15, 40 - gamePly / 4);
    int optimum = left / movesLeft + inc * 3 / 4 + byo * 9 / 10;
    // Hard cap: never more than a fifth of the clock beyond what the byoyomi/increment
    // gives back, and never past the flag.
    int maximum = std::min(left / 5 + inc + byo, left + byo) - SafetyMarginMs;
    maximum = std::max(maximum, 1);
    optimum = std::clamp(optimum, 1, maximum);
    // With byoyomi only (main time spent), the period is the move's time: use it.
    if (left == 0 && byo > 0) optimum = maximum;
    b.optimum = optimum;
    b.maximum = maximum;
    return b;
}

} // namespace ogi::ai
