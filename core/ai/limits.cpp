// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "limits.h"

#include <algorithm>

namespace ogi::ai {

namespace {
constexpr int ReserveMs = 2000;
} // namespace

int safetyMarginMs(const SearchLimits& limits) {
    if (limits.movetime > 0) return std::clamp(limits.movetime / 20, 1, 10);
    return 30;
}

TimeBudget computeTimeBudget(const SearchLimits& limits, int side, int gamePly) {
    TimeBudget b;
    if (limits.infinite) return b;
    const int margin = safetyMarginMs(limits);
    if (limits.movetime > 0) {
        b.maximum = b.optimum = std::max(1, limits.movetime - margin);
        b.fixed = true;
        return b;
    }
    if (!limits.hasClock()) return b;
    const int left = std::max(0, limits.time[side]);
    const int inc = std::max(0, limits.inc[side]);
    const int byo = std::max(0, limits.byoyomi);
    // With byoyomi only (main time spent), the period is the move's time: use it.
    if (left == 0 && byo > 0) {
        b.maximum = b.optimum = std::max(1, byo - margin);
        b.fixed = true;
        return b;
    }
    // A reserve of the main time is never planned for: half the clock, at most 2 s. It is
    // what absorbs a machine that stalls the engine (seen: most of a second under heavy
    // load); when the usable part runs out, the moves live on the increment or byoyomi and
    // the clock stays at the reserve.
    const int usable = left - std::min(left / 2, ReserveMs);
    // Games on 8x8 are short: about 25 moves a side, often fewer; assume some 30 more moves
    // early on, fewer later, never under 12.
    const int movesLeft = limits.movesToGo > 0 ? limits.movesToGo : std::max(12, 32 - gamePly / 4);
    const int optimum = usable / movesLeft + inc * 3 / 4 + byo * 9 / 10;
    // Hard cap: five times the usual share, at most a quarter of the usable time beyond what
    // the increment or byoyomi gives back, and never past the flag (the increment comes only
    // after the move).
    int maximum = std::min({5 * optimum, usable / 4 + inc + byo, left + byo}) - margin;
    maximum = std::max(maximum, 1);
    b.optimum = std::clamp(optimum, 1, maximum);
    b.maximum = maximum;
    return b;
}

int iterationTarget(const TimeBudget& budget, const TimeDecision& d) {
    // A best move that keeps changing is worth more time, a settled one less.
    static constexpr int StabilityPercent[] = {140, 110, 90, 75, 60};
    const int stable = std::clamp(d.stableIterations, 0, 4);
    const int falling = std::clamp(100 + d.scoreDrop / 2, 100, 150);
    const long long target =
        static_cast<long long>(budget.optimum) * StabilityPercent[stable] / 100 * falling / 100;
    return int(std::min<long long>(target, budget.maximum));
}

} // namespace ogi::ai
