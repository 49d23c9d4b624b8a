// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-winchance: fits the win-chance model to ogi-nnue gendata files and checks the one built
// into core/ai/winchance.h (docs/winchance.md has the recipe and the results).
//
//   ogi-winchance stats FILE...
//   ogi-winchance fit FILE... [--stage ply|pieces|officers] [--degree D] [--draws wdl|exclude|half]
//                             [--holdout K] [--buckets N]
//   ogi-winchance compare FILE... [--holdout K]
//   ogi-winchance bystage FILE... [--stage ply|pieces|officers] [--degree D] [--bins N]
//   ogi-winchance check FILE... --eval network|hand [--holdout K] [--buckets N]
//   ogi-winchance plot --network FILE[,FILE...] --hand FILE[,FILE...] --out FILE.svg
//                      [--holdout K]
//
// Every kth game (--holdout, 5 by default) is held out of the fit and measured on.
#include "fit.h"
#include "plot.h"

#include "cliargs.h"

#include "ai/winchance.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace ogi;
using namespace ogi::winchance;

namespace {

using Args = tune::CliArgs;

bool load(const std::vector<std::string>& files, std::vector<Point>& points) {
    for (const std::string& f : files) {
        std::string error;
        if (!readPoints(f, points, &error)) {
            std::cerr << "ogi-winchance: " << error << '\n';
            return false;
        }
    }
    if (points.empty()) {
        std::cerr << "ogi-winchance: no position in the files given\n";
        return false;
    }
    return true;
}

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) out.push_back(item);
    return out;
}

Split splitFrom(const Args& args) {
    Split split;
    split.every = int(std::max(args.number("--holdout", 5), 2L));
    return split;
}

// The constant predictor: the training games' frequencies of win, draw and loss.
Outcome frequencies(const std::vector<Point>& points, const Split& split) {
    Outcome f;
    double n = 0;
    for (const Point& p : points) {
        if (split.heldOut(p)) continue;
        (p.result > 0 ? f.win : p.result < 0 ? f.loss : f.draw) += 1;
        ++n;
    }
    f.win /= n;
    f.draw /= n;
    f.loss /= n;
    return f;
}

void printMetricsHeader() {
    std::printf(
        "| Model | Held-out positions | Log-loss | Brier | W/D/L log-loss | Draws predicted "
        "| Draws seen |\n|---|---|---|---|---|---|---|\n");
}

void printMetrics(const std::string& name, const Metrics& m) {
    std::printf("| %s | %zu | %.5f | %.5f | %s | %.2f %% | %.2f %% |\n", name.c_str(), m.count,
                m.logLoss, m.brier,
                std::isfinite(m.wdlLogLoss) ? std::to_string(m.wdlLogLoss).substr(0, 7).c_str()
                                            : "inf",
                100 * m.meanPredictedDraw, 100 * m.observedDraw);
}

void printCalibration(const std::vector<Bucket>& buckets) {
    std::printf("| P(win) predicted | Positions | Mean predicted | Observed wins | Mean predicted "
                "draw | Observed draws |\n|---|---|---|---|---|---|\n");
    for (const Bucket& b : buckets)
        std::printf("| %.2f–%.2f | %zu | %.3f | %.3f | %.4f | %.4f |\n", b.low, b.high, b.count,
                    b.predictedWin, b.observedWin, b.predictedDraw, b.observedDraw);
}

std::string coefficients(const std::vector<double>& c) {
    std::string s = "{";
    char buf[32];
    for (std::size_t k = 0; k < c.size(); ++k) {
        std::snprintf(buf, sizeof buf, "%s%.3f", k ? ", " : "", c[k]);
        s += buf;
    }
    return s + "}";
}

int stats(const Args& args) {
    std::vector<Point> points;
    if (!load(args.positional, points)) return 1;
    const Split split = splitFrom(args);
    // Per game: its result for Sente, its last ply, its largest count of quiet plies.
    struct GameInfo {
        int senteResult = 0, lastPly = 0, maxQuiet = 0;
        std::size_t positions = 0;
    };
    std::map<std::uint32_t, GameInfo> games;
    std::size_t wins = 0, draws = 0, losses = 0, heldOut = 0;
    int maxQuiet = 0;
    for (const Point& p : points) {
        GameInfo& g = games[p.game];
        g.senteResult = p.result; // the sign is only used to count decisive games
        g.lastPly = std::max(g.lastPly, int(p.ply));
        g.maxQuiet = std::max(g.maxQuiet, int(p.quiet));
        ++g.positions;
        maxQuiet = std::max(maxQuiet, int(p.quiet));
        (p.result > 0 ? wins : p.result < 0 ? losses : draws) += 1;
        heldOut += split.heldOut(p);
    }
    std::size_t drawnGames = 0, drawnQuiet = 0, drawnLong = 0;
    for (const auto& [id, g] : games) {
        if (g.senteResult != 0) continue;
        ++drawnGames;
        if (g.maxQuiet >= 80) ++drawnQuiet;
        if (g.lastPly >= 250) ++drawnLong;
    }
    std::printf("%zu positions in %zu games (%.1f a game); %zu positions held out (every %dth "
                "game)\n",
                points.size(), games.size(), double(points.size()) / double(games.size()), heldOut,
                split.every);
    std::printf("side to move: %zu won (%.2f %%), %zu drawn (%.2f %%), %zu lost (%.2f %%)\n", wins,
                100.0 * double(wins) / double(points.size()), draws,
                100.0 * double(draws) / double(points.size()), losses,
                100.0 * double(losses) / double(points.size()));
    std::printf("drawn games: %zu (%.2f %%); of them %zu with a kept position 80+ plies after "
                "the last capture or Pawn move (50-move rule near), %zu with one at ply 250+ "
                "(300-ply cap near)\n",
                drawnGames, 100.0 * double(drawnGames) / double(games.size()), drawnQuiet,
                drawnLong);
    std::printf("plies since the last capture or Pawn move: at most %d (the 50-move rule needs "
                "100)\n",
                maxQuiet);
    // Distributions of the stage measures and the scores.
    for (int k = 0; k < StageKindCount; ++k) {
        std::vector<double> v;
        for (const Point& p : points) v.push_back(stageMeasure(p, StageKind(k)));
        std::sort(v.begin(), v.end());
        auto q = [&](double f) { return v[std::size_t(f * double(v.size() - 1))]; };
        std::printf("%s: min %.0f, p1 %.0f, p10 %.0f, median %.0f, p90 %.0f, p99 %.0f, max %.0f\n",
                    stageName(StageKind(k)), v.front(), q(0.01), q(0.1), q(0.5), q(0.9), q(0.99),
                    v.back());
    }
    // The side to move's results where the search calls the position even.
    std::size_t evenCount = 0, evenWins = 0;
    for (const Point& p : points)
        if (std::abs(p.score) <= 25) ++evenCount, evenWins += p.result > 0;
    std::printf("|score| <= 25 cp: %zu positions, the side to move won %.1f %%\n", evenCount,
                evenCount ? 100.0 * double(evenWins) / double(evenCount) : 0.0);
    std::vector<double> s;
    for (const Point& p : points) s.push_back(std::abs(p.score));
    std::sort(s.begin(), s.end());
    auto q = [&](double f) { return s[std::size_t(f * double(s.size() - 1))]; };
    std::printf("|score|: median %.0f, p90 %.0f, p99 %.0f, max %.0f cp\n", q(0.5), q(0.9), q(0.99),
                s.back());
    return 0;
}

int fitCommand(const Args& args) {
    std::vector<Point> points;
    if (!load(args.positional, points)) return 1;
    const Split split = splitFrom(args);
    FitSettings settings;
    if (const std::string* s = args.get("--stage"); s && !stageFromName(*s, settings.stage)) {
        std::cerr << "fit: --stage is ply, pieces or officers\n";
        return 2;
    }
    if (const std::string* d = args.get("--draws"); d && !drawsFromName(*d, settings.draws)) {
        std::cerr << "fit: --draws is wdl, exclude or half\n";
        return 2;
    }
    settings.degree = int(std::clamp(args.number("--degree", 2), 0L, 5L));
    const auto train = [&](const Point& p) { return !split.heldOut(p); };
    const auto test = [&](const Point& p) { return split.heldOut(p); };
    FitReport report;
    const Model model = fit(points, train, settings, &report);
    const double lo = stageLow(settings.stage), hi = stageHigh(settings.stage);
    std::printf("stage %s (x = (clamp(%s, %.0f, %.0f) - %.0f) / %.0f), degree %d, draws %s: %d "
                "iterations%s, training loss %.6f\n",
                stageName(settings.stage), stageName(settings.stage), lo, hi, lo, hi - lo,
                settings.degree, drawsName(settings.draws), report.iterations,
                report.converged ? "" : " (not converged)", report.trainLoss);
    std::printf("a(x) = %s\nb(x) = %s   (coefficients of x^0, x^1, ...; centipawns)\n",
                coefficients(model.a).c_str(), coefficients(model.b).c_str());
    for (double x : {0.0, 0.25, 0.5, 0.75, 1.0})
        std::printf("  %s %.1f: a %.1f, b %.1f\n", stageName(settings.stage), lo + x * (hi - lo),
                    model.aAt(x), model.bAt(x));

    FitSettings flat = settings;
    flat.degree = 0;
    const Model flatModel = fit(points, train, flat);
    const Outcome constant = frequencies(points, split);
    const auto byModel = [](const Model& m) {
        return [&m](const Point& p) { return predict(m, p.score, stageX(p, m.stage)); };
    };
    std::printf("\n");
    printMetricsHeader();
    printMetrics("this fit", measure(points, test, byModel(model)));
    printMetrics("stage-independent (a " + std::to_string(int(std::lround(flatModel.a[0]))) +
                     ", b " + std::to_string(int(std::lround(flatModel.b[0]))) + ")",
                 measure(points, test, byModel(flatModel)));
    printMetrics("constant", measure(points, test, [&](const Point&) { return constant; }));
    std::printf("\n");
    printCalibration(calibration(points, test, byModel(model),
                                 int(std::clamp(args.number("--buckets", 10), 1L, 100L))));
    return 0;
}

// Every stage measure, degree and treatment of draws, measured on the held-out games.
int compare(const Args& args) {
    std::vector<Point> points;
    if (!load(args.positional, points)) return 1;
    const Split split = splitFrom(args);
    const auto train = [&](const Point& p) { return !split.heldOut(p); };
    const auto test = [&](const Point& p) { return split.heldOut(p); };
    // Without a drawn game the three treatments of draws are the same fit (a = 0).
    bool anyDraw = false;
    for (const Point& p : points) anyDraw = anyDraw || (train(p) && p.result == 0);
    if (!anyDraw) std::printf("No drawn game in the training games: draws wdl only.\n\n");
    printMetricsHeader();
    for (Draws draws : {Draws::Wdl, Draws::Exclude, Draws::Half})
        for (int k = 0; k < StageKindCount && (anyDraw || draws == Draws::Wdl); ++k)
            for (int degree = 0; degree <= 3; ++degree) {
                if (degree == 0 && k > 0) continue; // the same model for every stage
                FitSettings s;
                s.stage = StageKind(k);
                s.degree = degree;
                s.draws = draws;
                FitReport report;
                const Model m = fit(points, train, s, &report);
                const std::string name = std::string(drawsName(draws)) + ", " +
                                         (degree == 0 ? std::string("stage-independent")
                                                      : std::string(stageName(s.stage)) +
                                                            ", degree " + std::to_string(degree)) +
                                         (report.converged ? "" : " (not converged)");
                printMetrics(name, measure(points, test, [&](const Point& p) {
                                 return predict(m, p.score, stageX(p, m.stage));
                             }));
                std::fflush(stdout);
            }
    return 0;
}

// The width b fitted apart in each of `--bins` slices of the stage (equal counts of training
// positions), beside the chosen polynomial fit at the slice's mean stage: how much the
// chance of a given score changes with the stage, without assuming a polynomial.
int byStage(const Args& args) {
    std::vector<Point> points;
    if (!load(args.positional, points)) return 1;
    const Split split = splitFrom(args);
    FitSettings settings;
    if (const std::string* s = args.get("--stage"); s && !stageFromName(*s, settings.stage)) {
        std::cerr << "bystage: --stage is ply, pieces or officers\n";
        return 2;
    }
    settings.degree = int(std::clamp(args.number("--degree", 2), 0L, 5L));
    const StageKind kind = settings.stage;
    const auto train = [&](const Point& p) { return !split.heldOut(p); };
    const Model model = fit(points, train, settings);
    std::vector<double> measures;
    for (const Point& p : points)
        if (train(p)) measures.push_back(stageMeasure(p, kind));
    std::sort(measures.begin(), measures.end());
    const int bins = int(std::clamp(args.number("--bins", 8), 1L, 50L));
    std::vector<double> edges = {measures.front()};
    for (int i = 1; i < bins; ++i) {
        const double e = measures[measures.size() * std::size_t(i) / std::size_t(bins)];
        if (e > edges.back()) edges.push_back(e);
    }
    edges.push_back(measures.back() + 1);
    std::printf("| %s | Positions | b, fitted on the slice | b, polynomial fit | P(win) at +300 cp "
                "(slice) | Held-out positions | Log-loss, slice fit | Log-loss, polynomial |\n"
                "|---|---|---|---|---|---|---|---|\n",
                stageName(kind));
    for (std::size_t i = 0; i + 1 < edges.size(); ++i) {
        const auto in = [&](const Point& p) {
            const double m = stageMeasure(p, kind);
            return m >= edges[i] && m < edges[i + 1];
        };
        FitSettings flat;
        flat.degree = 0;
        flat.draws = settings.draws;
        const Model slice = fit(
            points, [&](const Point& p) { return train(p) && in(p); }, flat);
        double sum = 0;
        std::size_t n = 0;
        for (const Point& p : points)
            if (train(p) && in(p)) sum += stageX(p, kind), ++n;
        const double meanX = n ? sum / double(n) : 0;
        const auto test = [&](const Point& p) { return split.heldOut(p) && in(p); };
        const Metrics sliceMetrics =
            measure(points, test, [&](const Point& p) { return predict(slice, p.score, 0); });
        const Metrics polyMetrics = measure(
            points, test, [&](const Point& p) { return predict(model, p.score, stageX(p, kind)); });
        std::printf("| %.0f–%.0f | %zu | %.0f | %.0f | %.1f %% | %zu | %.5f | %.5f |\n", edges[i],
                    edges[i + 1] - 1, n, slice.b[0], model.bAt(meanX),
                    100 * predict(slice, 300, 0).win, sliceMetrics.count, sliceMetrics.logLoss,
                    polyMetrics.logLoss);
    }
    return 0;
}

bool evaluationFromName(const std::string& name, ai::EvalKind& e) {
    if (name != "network" && name != "hand") return false;
    e = name == "network" ? ai::EvalKind::Network : ai::EvalKind::Hand;
    return true;
}

// The built-in model (core/ai/winchance.h) at a position of the data.
Outcome builtIn(const Point& p, ai::EvalKind evaluation) {
    const ai::WinLogistic model = ai::winLogistic(p.modelStage, evaluation);
    Outcome o;
    o.win = ai::winChance(double(p.score), model);
    o.loss = ai::winChance(-double(p.score), model);
    o.draw = std::max(1 - o.win - o.loss, 0.0);
    return o;
}

// The built-in model on the held-out games, against the stage-independent fit and the
// constant predictor made from the other games.
int check(const Args& args) {
    std::vector<Point> points;
    if (!load(args.positional, points)) return 1;
    ai::EvalKind evaluation = ai::EvalKind::Network;
    if (!args.get("--eval") || !evaluationFromName(*args.get("--eval"), evaluation)) {
        std::cerr << "check: --eval network or --eval hand\n";
        return 2;
    }
    const Split split = splitFrom(args);
    const auto train = [&](const Point& p) { return !split.heldOut(p); };
    const auto test = [&](const Point& p) { return split.heldOut(p); };
    const Predictor model = [evaluation](const Point& p) { return builtIn(p, evaluation); };
    FitSettings flat;
    flat.degree = 0;
    const Model flatModel = fit(points, train, flat);
    const Outcome constant = frequencies(points, split);
    printMetricsHeader();
    printMetrics("built-in model", measure(points, test, model));
    printMetrics(
        "stage-independent (b " + std::to_string(int(std::lround(flatModel.b[0]))) + ")",
        measure(points, test, [&](const Point& p) { return predict(flatModel, p.score, 0); }));
    printMetrics("constant", measure(points, test, [&](const Point&) { return constant; }));
    std::printf("\n");
    printCalibration(
        calibration(points, test, model, int(std::clamp(args.number("--buckets", 10), 1L, 100L))));
    return 0;
}

// The picture: the built-in model's calibration on held-out games and its curves.
int plot(const Args& args) {
    const std::string* out = args.get("--out");
    if (!out || !args.get("--network") || !args.get("--hand")) {
        std::cerr << "plot: --network FILES --hand FILES --out FILE.svg\n";
        return 2;
    }
    const Split split = splitFrom(args);
    const auto test = [&](const Point& p) { return split.heldOut(p); };
    const std::vector<int> stages = {34, 28, 22};
    std::vector<std::string> stageNames;
    for (int m : stages) stageNames.push_back(std::to_string(m) + " pieces on the board");
    std::vector<double> scores;
    for (int s = -1500; s <= 1500; s += 25) scores.push_back(s);
    std::vector<PlotSeries> series;
    for (const auto& [option, evaluation] :
         {std::pair{"--network", ai::EvalKind::Network}, {"--hand", ai::EvalKind::Hand}}) {
        std::vector<Point> points;
        if (!load(splitList(*args.get(option)), points)) return 1;
        PlotSeries ps;
        ps.name = evaluation == ai::EvalKind::Network ? "network" : "hand-written";
        ps.buckets = calibration(
            points, test, [evaluation](const Point& p) { return builtIn(p, evaluation); }, 20);
        for (int m : stages) {
            std::vector<double> curve;
            for (double s : scores)
                curve.push_back(ai::winChance(s, ai::winLogistic(m, evaluation)));
            ps.curves.push_back(std::move(curve));
        }
        series.push_back(std::move(ps));
    }
    // Written beside, then renamed: an old picture stays whole if the writing fails.
    const std::string temporary = *out + ".tmp";
    std::ofstream file(temporary, std::ios::trunc);
    file << plotSvg(series, stageNames, scores);
    file.close();
    std::error_code error;
    if (!file || (std::filesystem::rename(temporary, *out, error), error)) {
        std::cerr << "plot: cannot write " << *out << '\n';
        std::filesystem::remove(temporary, error);
        return 1;
    }
    return 0;
}

int usage() {
    std::cerr << "usage: ogi-winchance stats|fit|compare|bystage|check|plot FILE... [options] "
                 "(see tools/winchance/main.cpp)\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage();
    const std::string command = argv[1];
    Args args;
    std::string error;
    if (!tune::parseCliArgs(argc, argv, 2, {}, args, error)) {
        std::cerr << "ogi-winchance: " << error << '\n';
        return 2;
    }
    if (command == "stats") return stats(args);
    if (command == "fit") return fitCommand(args);
    if (command == "compare") return compare(args);
    if (command == "bystage") return byStage(args);
    if (command == "check") return check(args);
    if (command == "plot") return plot(args);
    return usage();
}
