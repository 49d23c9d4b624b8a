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
namespace nnue {
class Network;
}
} // namespace ogi::ai

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
    // Also keep the positions played that are quiet enough to learn a search score from
    // (SelfPlayGame::scored): for the NNUE data.
    bool keepScored = false;
    // Both sides evaluate with this network (it must outlive the player); by hand when null.
    const ai::nnue::Network* network = nullptr;
};

// A position played, with the score of the search that chose its move (side to move's view).
struct ScoredPosition {
    Position position;
    int score = 0;
};

struct SelfPlayGame {
    Result result = Result::Ongoing;
    int plies = 0;
    // The quiet positions (the quiescence leaves of the positions played), with the result.
    std::vector<LabelledPosition> samples;
    // With keepScored: the positions where neither King is attacked, the quiescence search
    // expects no capture (its principal variation is empty), the search's move is neither a
    // capture nor a promotion and its score is not a forced result.
    std::vector<ScoredPosition> scored;
};

// Plays games, one at a time, with both sides' engines kept from game to game (their hash
// tables are cleared between games, so that a game depends on its seed only).
class SelfPlayer {
public:
    explicit SelfPlayer(const SelfPlaySettings& settings);
    ~SelfPlayer();
    // Plays one game from start (the initial position unless given); seed decides the
    // random opening plies, the noise and the node counts.
    SelfPlayGame play(std::uint64_t seed, const Game& start = Game());

private:
    SelfPlaySettings m_settings;
    std::unique_ptr<ai::Searcher> m_searchers[2];
};

// A random opening: plies moves from start, each drawn uniformly among the legal moves
// whose quiescence score is within margin of the best one (so no opening throws material
// away). Fewer plies if a side runs out of moves.
Game randomOpening(int plies, int margin, std::uint64_t seed, Game start = Game());

} // namespace ogi::tune
