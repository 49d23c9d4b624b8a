// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The data generator: fast engine self-play games whose quiet positions are written with the
// game's result (dataset.h gives the format).
#pragma once

#include "dataset.h"

#include "rules/game.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace ogi::ai {
class Searcher;
}

namespace ogi::tune {

struct SelfPlaySettings {
    std::uint64_t nodes = 5000; // per move, varied by up to +-50% per side and game
    int maxNoise = 40;          // each side's evaluation noise is drawn from 0..maxNoise cp
    int minOpeningPlies = 4;    // random plies at the start, drawn from this range
    int maxOpeningPlies = 12;
    int openingMargin = 120; // an opening move is drawn among those this close to the best
    int maxPlies = 300;      // a game still going after this many plies is a draw
    // A game is adjudicated when the side to move's search sees a forced King capture, or
    // when both sides' searches agree on a score of at least this for 8 plies.
    int adjudicateScore = 2500;
    int hashMegabytes = 8;
};

struct SelfPlayGame {
    Result result = Result::Ongoing;
    int plies = 0;
    // The quiet positions (the quiescence leaves of the positions played), with the result.
    std::vector<LabelledPosition> samples;
};

// Plays games, one at a time, with both sides' engines kept from game to game (their hash
// tables are cleared between games, so that a game depends on its seed only).
class SelfPlayer {
public:
    explicit SelfPlayer(const SelfPlaySettings& settings);
    ~SelfPlayer();
    // Plays one game; seed decides the opening, the noise and the node counts.
    SelfPlayGame play(std::uint64_t seed);

private:
    SelfPlaySettings m_settings;
    std::unique_ptr<ai::Searcher> m_searchers[2];
};

// A random opening: plies moves from the start, each drawn uniformly among the legal moves
// whose quiescence score is within margin of the best one (so no opening throws material
// away). Fewer plies if a side runs out of moves.
Game randomOpening(int plies, int margin, std::uint64_t seed);

} // namespace ogi::tune
