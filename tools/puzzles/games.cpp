// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "games.h"

#include "ai/levels.h"
#include "rules/game.h"
#include "rules/splitmix.h"

namespace ogi::puzzles {

namespace {

// (weaker, stronger) level pairs: the weaker side blunders into attacks at every strength.
constexpr int Pairings[][2] = {{2, 4}, {3, 5}, {2, 6}, {4, 6}, {1, 5}, {3, 6}};
constexpr int MaxPlies = 240;

} // namespace

void forEachGamePosition(int games, std::uint64_t seed, const PositionVisitor& visit) {
    ai::Searcher searcher(8);
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = splitmix64(seed + std::uint64_t(g));
        const auto& pair = Pairings[gameSeed % std::size(Pairings)];
        const bool weakIsSente = (gameSeed >> 8) & 1;
        const int levels[2] = {weakIsSente ? pair[0] : pair[1], weakIsSente ? pair[1] : pair[0]};
        Game game;
        searcher.clearHash();
        for (int ply = 0; ply < MaxPlies && !game.isOver(); ++ply) {
            if (!visit(g, game.position(), game.history())) return;
            const int level = levels[game.sideToMove()];
            const ai::SearchResult r =
                ai::searchAtLevel(searcher, level, 1, game.position(), game.history(), {},
                                  splitmix64(gameSeed ^ std::uint64_t(ply + 1)));
            if (r.best.isNone()) break;
            game.play(r.best);
        }
    }
}

} // namespace ogi::puzzles
