// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine-vs-engine games in-process, adjudicated by the rules core, and the Elo arithmetic.
#pragma once

#include "ai/levels.h"
#include "ai/search.h"
#include "rules/game.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::match {

// One side's configuration: search features, level and per-move limits.
struct Player {
    std::string name = "default";
    ai::SearchOptions options;
    ai::SearchLimits limits; // per move: nodes / depth / movetime
    int level = ai::MaxLevel;
    int threads = 1; // search threads (level 10 only, as in the engine)
};

// Parses "key=value,key=value" switches onto a player (level, threads, nodes, depth, movetime, tt,
// pvs, asp, null, lmr, killers, history, qs, checkext, futility, pst, kingsafety, mobility,
// hand). Returns an error message, or empty.
std::string configure(Player& p, std::string_view spec);

struct GameRecord {
    Result result = Result::Ongoing; // from Sente's view
    Termination termination = Termination::None;
    int plies = 0;
    bool adjudicatedLength = false; // stopped at the ply limit: a draw
    bool illegal = false;           // some engine move was refused by the rules core
};

// Plays one game from start (a Game already holding the opening moves); sente/gote are the
// players. Each engine move is checked by Game::play; the 50-move claim is taken when
// shouldClaimDraw says so.
GameRecord playGame(Game game, const Player& sente, const Player& gote, int maxPlies,
                    std::uint64_t seed);

// A varied opening: `plies` random moves from the start, each chosen among the moves a
// depth-2 search scores within `margin` of the best, so no opening hangs material.
Game randomOpening(int plies, std::uint64_t seed, int margin = 80);

struct EloEstimate {
    double elo = 0, low = 0, high = 0; // 95% interval
};
EloEstimate eloFromResults(int wins, int draws, int losses);

} // namespace ogi::match
