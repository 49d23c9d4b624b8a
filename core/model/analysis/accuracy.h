// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Accuracy: how well each side played an analysed game, in per cent, as lichess gives it,
// from the chances of winning the analysis saw before and after each move (docs/marks.md).
//
// A move's accuracy falls with the points of chance of winning it lost (the mover's view):
//     accuracy = 103.1668 exp(-0.04354 d) - 3.1669, from 0 to 100,
// where d is the points lost (0 to 100) less the analysis's own noise, NoiseAllowance: the
// engine's own moves lose that much or less in three positions of four at the analysis's
// 300 ms a position (docs/marks.md), so that a move as good as the engine's is not docked for
// the search's inconsistency. A move that gains is 100 %. (lichess adds one point instead, its
// "uncertainty bonus"; the curve itself, lichess's fit, is kept: it is defined on the scale
// of the chance of winning, which our model gives, docs/winchance.md.)
//
// A side's accuracy mixes two means of its moves' accuracies, half each:
//   - the mean weighted by the game's volatility around each move (the standard deviation of
//     Sente's chance over a window of the positions about it, from 0.5 to 12 points; the
//     window is a tenth of the game, 2 to 8 positions): a slip in a quiet stretch weighs
//     more than one in a wild exchange, where every move swings the chances;
//   - the harmonic mean, which one bad move pulls down more than a good one lifts (a move
//     counts at 1 % at least there, as lichess's bonus makes it).
// Pure computation.
#pragma once

#include "rules/record.h"
#include "rules/types.h"

#include <string>
#include <vector>

namespace ogi {

struct SideAccuracy {
    int moves = 0;       // the side's moves that were analysed before and after
    double accuracy = 0; // per cent, 0 to 100 (0 when no move)
    int inaccuracies = 0, mistakes = 0, blunders = 0; // marked ?!, ?, ??
};

struct GameAccuracy {
    SideAccuracy side[2];
};

// Points of chance lost that a move may lose before its accuracy falls: the analysis's own
// noise (docs/marks.md).
inline constexpr double NoiseAllowance = 1.2;

// The accuracy of a move that took the mover's chance of winning from `before` to `after`
// (0 to 1).
double moveAccuracy(double before, double after);

// senteChances: Sente's chance of winning in each position of the line, the start first
// (moves + 1 of them); marks: each move's mark ("", "?!", "?", "??"); first: who moved
// first. A side's moves count from the first whose two positions are known; chances below 0
// mark a position not analysed (its moves are left out).
GameAccuracy gameAccuracy(Side first, const std::vector<double>& senteChances,
                          const std::vector<std::string>& marks);

// The accuracy of an analysed record's mainline, from its [%eval] and [%mark] annotations
// (GameAnalysis::apply), each evaluation read at its position (senteWinChance). The start
// position has no evaluation in a record: the first move is not counted. No evaluation at
// all: no move counted.
GameAccuracy recordAccuracy(const Record& record);

// The tags of the accuracies in a record ("SenteAccuracy", "GoteAccuracy"), written with one
// decimal ("86.4").
inline constexpr const char* AccuracyTags[2] = {"SenteAccuracy", "GoteAccuracy"};

} // namespace ogi
