// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "winchance.h"

#include "score.h"

#include "rules/position.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace ogi::ai {

namespace {

// The fit (docs/winchance.md): a is one number, b a quadratic in x, the stage read between
// StageLow and StageHigh and mapped onto [0, 1]; coefficients of x^0, x^1, x^2 in centipawns.
// Made by `ogi-winchance fit --stage pieces --degree 2` on self-play games at 500 nodes a
// move (half to one and a half times that), every fifth game held out and measured on. No
// game was drawn, so a = 0: the model gives no draw chance.
struct Fit {
    double a;
    double b[3];
};
constexpr double StageLow = 21;  // 1 % of the positions have fewer pieces on the board
constexpr double StageHigh = 34; // the start
constexpr Fit NetworkFit = {0.0, {785.762, -580.216, 575.195}};
constexpr Fit HandFit = {0.0, {1640.791, -1741.588, 1495.171}};

} // namespace

int gameStage(const Position& pos) {
    const Bitboard kings = pos.pieces(Sente, King) | pos.pieces(Gote, King);
    return std::popcount(pos.occupied() & ~kings);
}

WinLogistic winLogistic(int stage, EvalKind evaluation) {
    const Fit& fit = evaluation == EvalKind::Network ? NetworkFit : HandFit;
    const double x =
        (std::clamp(double(stage), StageLow, StageHigh) - StageLow) / (StageHigh - StageLow);
    const double b = fit.b[0] + x * (fit.b[1] + x * fit.b[2]);
    return {fit.a, b};
}

double winChance(double score, const WinLogistic& model) {
    // exp overflows to infinity far out, which gives 0: the formula's limit.
    return 1 / (1 + std::exp((model.a - score) / model.b));
}

double winChance(int score, int stage, EvalKind evaluation) {
    if (isMateScore(score)) return score > 0 ? 1 : 0;
    return winChance(double(score), winLogistic(stage, evaluation));
}

Wdl wdl(double score, const WinLogistic& model) {
    double win = 1000 * winChance(score, model);
    double loss = 1000 * winChance(-score, model);
    // Computed alike for s and -s, so that wdl(-s) is wdl(s) turned round to the unit.
    if (win + loss > 1000) { // a < 0 (never in the fits), or a = 0 and a rounding error
        const double scale = 1000 / (win + loss);
        win *= scale;
        loss *= scale;
    }
    const double draw = std::max(1000 - (win + loss), 0.0);
    Wdl out{int(win), int(draw), int(loss)};
    // The largest remainders get the units the rounding down lost (two at most).
    struct Share {
        double remainder;
        int* value;
    } shares[3] = {
        {draw - out.draw, &out.draw}, {win - out.win, &out.win}, {loss - out.loss, &out.loss}};
    std::stable_sort(std::begin(shares), std::end(shares),
                     [](const Share& x, const Share& y) { return x.remainder > y.remainder; });
    for (int i = 0, missing = 1000 - out.win - out.draw - out.loss; i < missing; ++i)
        ++*shares[i % 3].value;
    return out;
}

Wdl wdl(int score, int stage, EvalKind evaluation) {
    if (isMateScore(score)) return score > 0 ? Wdl{1000, 0, 0} : Wdl{0, 0, 1000};
    return wdl(double(score), winLogistic(stage, evaluation));
}

} // namespace ogi::ai
