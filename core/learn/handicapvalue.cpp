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
constexpr std::array<double, 10> LevelElo = {1000, 1382, 1676, 1807, 1993,
                                             2137, 2248, 2779, 3290, 3672};
constexpr std::array<double, 10> LevelInterval = {0, 85, 105, 117, 130, 139, 147, 198, 253, 358};

struct Measure {
    const char* tag;
    double level3;
    double level6;
    double level10; // NaN where not measured
};

constexpr double None = std::numeric_limits<double>::quiet_NaN();

// docs/handicaps.tsv, column "elo": the handicap's value in Elo at levels 3 and 6 (400 games
// each) and at level 10 (nodes=20000: +P, +P +P, +L, +N, +S, +B; NaN for the others, not yet
// measured).
const std::array<Measure, 12> Measures = {{
    {"+P", 117.2, 168.4, 275.5},
    {"+P +P", 257.6, 288.1, 456.1},
    {"+L", 57.9, 74.1, 70.4},
    {"+N", 31.4, 79.5, 85.0},
    {"+S", 63.2, 41.9, 36.6},
    {"+B", 50.7, 65.0, 75.9},
    {"+R", 10.4, 29.6, None},
    {"+I", 50.7, 63.2, None},
    {"+R +B", 61.4, 132.9, None},
    {"+R +B +I", 141.0, 179.5, None},
    {"+R +B +I +S +S", 188.5, 235.4, None},
    {"+R +B +I +S +S +N +N +L +L", 238.1, 281.7, None},
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

std::optional<double> handicapValue(std::string_view tag, int level) {
    if (tag.empty()) return 0.0;
    const auto it = std::find_if(Measures.begin(), Measures.end(),
                                 [&](const Measure& m) { return tag == m.tag; });
    if (it == Measures.end()) return std::nullopt;
    std::vector<std::pair<double, double>> points = {{levelElo(3), it->level3},
                                                     {levelElo(6), it->level6}};
    if (!std::isnan(it->level10)) points.emplace_back(levelElo(10), it->level10);
    const double elo = levelElo(level);
    if (elo <= points.front().first) return points.front().second;
    if (elo >= points.back().first) return points.back().second;
    for (std::size_t i = 1; i < points.size(); ++i) {
        const auto [x0, y0] = points[i - 1];
        const auto [x1, y1] = points[i];
        if (elo <= x1) return y0 + (elo - x0) / (x1 - x0) * (y1 - y0);
    }
    return points.back().second;
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
