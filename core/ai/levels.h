// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels 1-10, in one table (levels.cpp).
#pragma once

#include "limits.h"
#include "search.h"

#include "rules/history.h"
#include "rules/position.h"

#include <cstdint>

namespace ogi::ai {

struct Level {
    int level;
    int maxDepth;           // 0 = no cap
    std::uint64_t maxNodes; // 0 = no cap
    int evalNoise;          // centipawns of position-keyed noise in the evaluation
    int randomMovePercent;  // chance of playing a uniformly random legal move instead
    const char* summary;
};

constexpr int MinLevel = 1;
constexpr int MaxLevel = 10;

// The row for a level (clamped to 1-10).
const Level& levelInfo(int level);

// Applies a level to a search request: caps depth and nodes (time limits stay as given; the
// caps make the low levels answer at once), and sets the evaluation noise. noiseSeed makes
// the noise differ from game to game; pass a fixed seed for reproducible play. Levels
// without noise (9 and 10) ignore it. The capped levels (1-9) use the hand-written
// evaluation: options.network is cleared; level 10 keeps the one given.
void applyLevel(int level, SearchLimits& limits, SearchOptions& options, std::uint64_t noiseSeed);

// The search threads a level may use out of `threads`: a node cap counts one thread's
// nodes, so only a level without one (10) uses helper threads; the others get one.
int levelThreads(int level, int threads);

// With the level's randomMovePercent chance (decided by seed), a uniformly random legal move
// replaces the searched one. Levels 3 and up never do this, so they keep the guarantee that
// the King is not left capturable when a move avoids it.
Move levelMove(int level, const Position& pos, const History& history, Move searched,
               std::uint64_t seed);

// One move as a level plays it, the only sequence every caller uses (the engine, the
// program's AiWorker, the match tools): the level's thread count out of `threads`, its caps
// and noise on a copy of the searcher's options, the search, then the level's random-move
// choice. The returned result's `best` is the move to play. The searcher's options are left
// as the level set them.
SearchResult searchAtLevel(Searcher& searcher, int level, int threads, const Position& pos,
                           const History& history, SearchLimits limits, std::uint64_t seed,
                           const InfoCallback& onInfo = {});

} // namespace ogi::ai
