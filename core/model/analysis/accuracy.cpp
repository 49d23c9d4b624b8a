// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/accuracy.h"

#include "model/analysis/evaluation.h"
#include "rules/game.h"

#include <algorithm>
#include <cmath>

namespace ogi {

double moveAccuracy(double before, double after) {
    const double lost = std::max(0.0, 100.0 * (before - after) - NoiseAllowance);
    if (lost <= 1e-9) return 100.0; // within the noise, rounding included
    // lichess's curve (lila, AccuracyPercent): 100 at no loss, about 65 at 10 points.
    const double raw =
        103.1668100711649 * std::exp(-0.04354415386753951 * lost) - 3.166924740191411;
    return std::clamp(raw, 0.0, 100.0);
}

namespace {

double standardDeviation(const double* begin, const double* end) {
    const double n = double(end - begin);
    double mean = 0;
    for (const double* p = begin; p != end; ++p) mean += *p;
    mean /= n;
    double sum = 0;
    for (const double* p = begin; p != end; ++p) sum += (*p - mean) * (*p - mean);
    return std::sqrt(sum / n);
}

} // namespace

GameAccuracy gameAccuracy(Side first, const std::vector<double>& senteChances,
                          const std::vector<std::string>& marks) {
    GameAccuracy result;
    const std::size_t positions = senteChances.size();
    if (positions < 2) return result;
    // Sente's chance in points; an unknown one takes the last known (for the volatility).
    std::vector<double> points(positions);
    double last = 50;
    for (std::size_t i = 0; i < positions; ++i) {
        if (senteChances[i] >= 0) last = 100 * senteChances[i];
        points[i] = last;
    }
    // The volatility about each move: the windows of lichess, the first ones repeated.
    const std::size_t moves = positions - 1;
    const std::size_t window = std::clamp<std::size_t>(moves / 10, 2, 8);
    std::vector<double> weights(moves);
    for (std::size_t m = 0; m < moves; ++m) {
        const std::size_t start =
            m + 2 >= window ? std::min(m + 2 - window, positions - window) : 0;
        const double* begin = points.data() + start;
        weights[m] =
            std::clamp(standardDeviation(begin, begin + std::min(window, positions)), 0.5, 12.0);
    }
    struct Sums {
        double weighted = 0, weights = 0, inverse = 0;
    } sums[2];
    Side mover = first;
    for (std::size_t m = 0; m < moves; ++m, mover = opposite(mover)) {
        SideAccuracy& side = result.side[mover];
        const std::string mark = m < marks.size() ? marks[m] : std::string();
        side.inaccuracies += mark == "?!";
        side.mistakes += mark == "?";
        side.blunders += mark == "??";
        if (senteChances[m] < 0 || senteChances[m + 1] < 0) continue;
        const double before = mover == Sente ? senteChances[m] : 1 - senteChances[m];
        const double after = mover == Sente ? senteChances[m + 1] : 1 - senteChances[m + 1];
        const double a = moveAccuracy(before, after);
        ++side.moves;
        sums[mover].weighted += a * weights[m];
        sums[mover].weights += weights[m];
        // The harmonic mean takes no zero: a move of 0 % counts as 1 %.
        sums[mover].inverse += 1 / std::max(a, 1.0);
    }
    for (Side s : {Sente, Gote}) {
        SideAccuracy& side = result.side[s];
        if (side.moves == 0) continue;
        const double weighted = sums[s].weighted / sums[s].weights;
        const double harmonic = side.moves / sums[s].inverse;
        side.accuracy = (weighted + harmonic) / 2;
    }
    return result;
}

GameAccuracy recordAccuracy(const Record& record) {
    std::vector<double> chances{-1.0};
    std::vector<std::string> marks;
    Game game(record.start);
    for (const RecordNode& node : record.mainline.nodes) {
        if (game.isOver() || game.play(node.move) != Illegal::None) break;
        const std::string* eval = node.annotation("eval");
        const auto e = eval ? Evaluation::parse(*eval) : std::nullopt;
        chances.push_back(e ? senteWinChance(*e, game.position()) : -1.0);
        const std::string* mark = node.annotation("mark");
        marks.push_back(mark ? *mark : std::string());
    }
    return gameAccuracy(record.start.sideToMove(), chances, marks);
}

} // namespace ogi
