// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a level and a handicap are worth on the Ōgi Elo scale, as measured in docs/handicaps.md
// (the level scale, level 1 = 1000) and docs/handicaps.tsv (each handicap at levels 3 and 6
// and at a strong point, about level 8); and the game that is nearest to even for a player
// of a given rating.
//
// A handicap's value at a level is interpolated linearly on the Elo scale between the
// strengths it was measured at, and held flat below the weakest and above the strongest.
// This is Ōgi Elo against our own levels, not a federation's rating.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::rating {

constexpr int MinLevel = 1;
constexpr int MaxLevel = 10;

// The level's strength on the Ōgi Elo scale (level clamped to 1-10).
double levelElo(int level);
// The level's uncertainty as a standard deviation (half the 95 % interval / 1.96).
double levelDeviation(int level);

// The measured value (Elo) of a handicap, by its tag ("+R +B", pieces by importance as
// Handicap::tagText writes them), at the strength of `level`; nullopt for a handicap that
// was not measured (an even game, "", is worth 0).
std::optional<double> handicapValue(std::string_view tag, int level);

// Where a handicap's value at a level comes from, for a player to judge it: the strengths it
// was measured at on either side of the level. Both are the same when the level is one of
// them, or lies outside them (the value is then that measure's, held flat). A strength is a
// level; the strongest measure, the strong point, is near level 8 (2846 against level 8's
// 2779), hence `near`.
struct HandicapEstimate {
    double value = 0;
    int lowLevel = 0;  // the measure at or below the level (or the lowest one, above it)
    int highLevel = 0; // the measure at or above the level (or the highest one, below it)
    bool lowNear = false, highNear = false; // that measure was near the level, not at it
};
// nullopt for a handicap that was not measured, and for the even game (worth 0 by
// definition, measured nowhere).
std::optional<HandicapEstimate> handicapEstimate(std::string_view tag, int level);

// The Elo expected score of a player against an opponent (1 / (1 + 10^(-d/400))).
double expectedScore(double playerRating, double opponentRating);

// The rating a game counts against: the level's, minus the handicap's value when the player
// received it (the computer is handicapped by it), plus it when the player gave it. nullopt
// when the handicap has no measured value.
std::optional<double> opponentRating(int level, std::string_view tag, bool playerReceives);

struct EvenGame {
    int level = 1;
    std::string tag;            // "" for an even game
    bool playerReceives = true; // meaningless for an even game
    double expected = 0.5;      // the player's expected score
};

// Among levels 1-10 and the handicaps `tags` (the even game "" among them, or it is added),
// received or given, the game whose expected score is nearest to 50 %; on a tie the
// smaller handicap (earlier in `tags`), then the player receiving it, then the lower level.
EvenGame suggestEvenGame(double playerRating, const std::vector<std::string>& tags);

} // namespace ogi::rating
