// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "levels.h"

#include "rules/splitmix.h"

#include <algorithm>

namespace ogi::ai {

namespace {

// Level 1 is for someone learning the moves: it looks one move ahead (it still sees a King
// capture one reply away), judges positions through heavy noise, and one move in four is
// random -- so it can leave its King en prise. Level 2 is less erratic. From level 3 up every
// move comes from a full-width search of at least depth 1 plus the King-capture test at
// each reply (a depth-2 look), with no random moves: the King is never left capturable
// when a move avoids it. The noise fades out and the caps rise until level 10, which uses
// everything within the time given.
constexpr Level Levels[] = {
    {1, 1, 2000, 300, 25, "beginner: one move deep, noisy, sometimes random"},
    {2, 2, 6000, 200, 8, "novice: two plies, noisy, rarely random"},
    {3, 2, 20000, 120, 0, "casual: two plies, never leaves its King capturable"},
    {4, 4, 50000, 80, 0, "club: four plies"},
    {5, 5, 120000, 50, 0, "five plies"},
    {6, 6, 300000, 30, 0, "six plies"},
    {7, 7, 1000000, 15, 0, "seven plies"},
    {8, 10, 3000000, 5, 0, "ten plies"},
    {9, 13, 4000000, 0, 0, "strong: thirteen plies"},
    {10, 0, 0, 0, 0, "full strength within the time given"},
};

} // namespace

const Level& levelInfo(int level) {
    return Levels[std::clamp(level, MinLevel, MaxLevel) - 1];
}

void applyLevel(int level, SearchLimits& limits, SearchOptions& options, std::uint64_t noiseSeed) {
    const Level& l = levelInfo(level);
    if (l.maxDepth && (limits.depth == 0 || limits.depth > l.maxDepth)) limits.depth = l.maxDepth;
    if (l.maxNodes && (limits.nodes == 0 || limits.nodes > l.maxNodes)) limits.nodes = l.maxNodes;
    if (l.maxDepth || l.maxNodes) {
        limits.infinite = false;
        // The capped levels evaluate by hand: their strength (the ladder, the handicap values
        // and the players' ratings of docs/handicaps.md) was measured with that evaluation,
        // and their noise is in its centipawns. Only full strength uses the network.
        options.network = nullptr;
    }
    options.evalNoise = l.evalNoise;
    options.noiseSeed = noiseSeed;
}

int levelThreads(int level, int threads) {
    return levelInfo(level).maxNodes == 0 ? threads : 1;
}

Move levelMove(int level, const Position& pos, const History& history, Move searched,
               std::uint64_t seed) {
    const Level& l = levelInfo(level);
    if (l.randomMovePercent == 0) return searched;
    const std::uint64_t r = splitmix64(seed ^ pos.key());
    if (int(r % 100) >= l.randomMovePercent) return searched;
    MoveList list;
    generateLegal(pos, history, list);
    if (list.size() == 0) return searched;
    return list.moves[(r >> 8) % std::uint64_t(list.size())];
}

} // namespace ogi::ai

namespace ogi::ai {

SearchResult searchAtLevel(Searcher& searcher, int level, int threads, const Position& pos,
                           const History& history, SearchLimits limits, std::uint64_t seed,
                           const InfoCallback& onInfo) {
    SearchOptions options = searcher.options();
    applyLevel(level, limits, options, seed);
    searcher.setOptions(options);
    searcher.setThreads(levelThreads(level, threads));
    SearchResult r = searcher.search(pos, history, limits, onInfo);
    r.best = levelMove(level, pos, history, r.best, seed);
    return r;
}

} // namespace ogi::ai
