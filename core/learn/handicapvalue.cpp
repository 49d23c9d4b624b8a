// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "handicapvalue.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ogi::rating {

namespace {

// docs/handicaps.md, "Levels on one scale": the Ōgi Elo of levels 1-10 (level 1 = 1000) and
// the 95 % interval of each sum.
// Level 10 evaluates with the network: its step from level 9 was +512 with the third network
// (commit 1c74d33), from 57 of 60 games, whose interval has no useful upper end (±400 taken
// for its sum); the fourth network and the AVX2 layers add +92.5 ± 43.6 over that build
// (commit 4e86c1c).
constexpr std::array<double, 10> LevelElo = {1000, 1382, 1676, 1807, 1993,
                                             2137, 2248, 2779, 3290, 3895};
constexpr std::array<double, 10> LevelInterval = {0, 85, 105, 117, 130, 139, 147, 198, 253, 402};

// The strongest of the three strengths the handicaps were measured at: level 10's search
// with the hand-written evaluation at 20,000 nodes a move. It is placed on the scale by a
// match against level 8 (docs/handicaps.md): about level 8's strength, far below level 10
// at its usual time.
constexpr double StrongPointElo = 2846;
constexpr int StrongPointLevel = 8; // the level it is nearest to

struct Measure {
    const char* tag;
    double level3;
    double level6;
    double strong; // at StrongPointElo
};

// docs/handicaps.tsv, column "elo": the handicap's value in Elo at levels 3 and 6 and at the
// strong point. Two values come from the level gap that evens the game out (the receiver at
// levels 7 and 8, docs/handicap-gaps.tsv), as the equal-strength scores were above 90 %:
// +P +P and the largest handicap at the strong point.
const std::array<Measure, 12> Measures = {{
    {"+P", 117.2, 168.4, 275.5},
    {"+P +P", 257.6, 288.1, 529.9}, // the gap (equal strengths: 456.1, 93.2 %)
    {"+L", 57.9, 74.1, 70.4},
    {"+N", 31.4, 79.5, 85.0},
    {"+S", 63.2, 41.9, 36.6},
    {"+B", 50.7, 51.6, 87.8},
    {"+R", 25.2, 41.9, 56.1},
    {"+I", 50.7, 63.2, 125.0},
    {"+R +B", 57.9, 120.1, 153.4},
    {"+R +B +I", 132.9, 159.3, 219.9},
    {"+R +B +I +S +S", 193.2, 216.1, 299.6},
    {"+R +B +I +S +S +N +N +L +L", 253.3, 306.5, 504.8}, // the gap (equal: 494.0, 94.5 %)
}};

int index(int level) {
    return std::clamp(level, MinLevel, MaxLevel) - 1;
}

} // namespace

double levelElo(int level) {
    return LevelElo[std::size_t(index(level))];
}

double levelDeviation(int level) {
    return LevelInterval[std::size_t(index(level))] / 1.96;
}

std::optional<HandicapEstimate> handicapEstimate(std::string_view tag, int level) {
    if (tag.empty()) return std::nullopt;
    const auto it = std::find_if(Measures.begin(), Measures.end(),
                                 [&](const Measure& m) { return tag == m.tag; });
    if (it == Measures.end()) return std::nullopt;
    struct Point {
        double elo, value;
        int level;
        bool near;
    };
    const std::array<Point, 3> points = {{{levelElo(3), it->level3, 3, false},
                                          {levelElo(6), it->level6, 6, false},
                                          {StrongPointElo, it->strong, StrongPointLevel, true}}};
    const auto at = [](const Point& p) {
        return HandicapEstimate{p.value, p.level, p.level, p.near, p.near};
    };
    const double elo = levelElo(level);
    if (elo <= points.front().elo) return at(points.front());
    if (elo >= points.back().elo) return at(points.back());
    for (std::size_t i = 1; i < points.size(); ++i) {
        const Point& a = points[i - 1];
        const Point& b = points[i];
        if (elo == b.elo) return at(b);
        if (elo < b.elo)
            return HandicapEstimate{a.value + (elo - a.elo) / (b.elo - a.elo) * (b.value - a.value),
                                    a.level, b.level, a.near, b.near};
    }
    return at(points.back());
}

std::optional<double> handicapValue(std::string_view tag, int level) {
    if (tag.empty()) return 0.0;
    const auto estimate = handicapEstimate(tag, level);
    if (!estimate) return std::nullopt;
    return estimate->value;
}

double expectedScore(double playerRating, double opponentRating) {
    return 1 / (1 + std::pow(10.0, (opponentRating - playerRating) / 400));
}

std::optional<double> opponentRating(int level, std::string_view tag, bool playerReceives) {
    const auto value = handicapValue(tag, level);
    if (!value) return std::nullopt;
    return levelElo(level) + (playerReceives ? -*value : *value);
}

EvenGame suggestEvenGame(double playerRating, const std::vector<std::string>& tags) {
    std::vector<std::string> all = tags;
    if (std::find(all.begin(), all.end(), std::string()) == all.end())
        all.insert(all.begin(), std::string());
    std::optional<EvenGame> best;
    for (const std::string& tag : all) {
        for (bool receives : {true, false}) {
            if (tag.empty() && !receives) continue;
            for (int level = MinLevel; level <= MaxLevel; ++level) {
                const auto opponent = opponentRating(level, tag, receives);
                if (!opponent) continue;
                const double e = expectedScore(playerRating, *opponent);
                // Strictly nearer only: the order of the loops breaks the ties.
                if (!best || std::abs(e - 0.5) < std::abs(best->expected - 0.5) - 1e-12)
                    best = EvenGame{level, tag, receives, e};
            }
        }
    }
    return *best;
}

} // namespace ogi::rating
