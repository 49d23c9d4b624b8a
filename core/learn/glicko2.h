// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Glicko-2 rating system (Mark Glickman, "Example of the Glicko-2 system", 2013), used
// for the player's puzzle rating: each puzzle is an opponent with a rating of its own, and
// solving it is a win.
//
// Ratings are on the usual Glicko scale, centred on 1500 (a new player: 1500, deviation
// 350, volatility 0.06). The system constant tau (0.5 here, as in Glickman's example)
// limits how fast the volatility moves.
#pragma once

#include <vector>

namespace ogi::rating {

struct Glicko2 {
    double rating = 1500;
    double deviation = 350; // RD
    double volatility = 0.06;
};

// One game of a rating period: the opponent's rating and deviation, and the player's score
// (1 win, 0.5 draw, 0 loss).
struct GameResult {
    double rating;
    double deviation;
    double score;
};

constexpr double DefaultTau = 0.5;

// The player's rating after one rating period with these games (steps 1-8 of Glickman's
// paper). With no games, only the deviation grows (step 6).
Glicko2 ratePeriod(const Glicko2& player, const std::vector<GameResult>& games,
                   double tau = DefaultTau);

// The player's expected score against an opponent (the paper's E, on the Glicko scale).
double expectedScore(const Glicko2& player, double opponentRating, double opponentDeviation);

} // namespace ogi::rating
