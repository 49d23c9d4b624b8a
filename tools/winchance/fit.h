// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fitting the win-chance model (core/ai/winchance.h) to self-play data: the positions of
// ogi-nnue gendata's files, their search scores and their games' results. docs/winchance.md
// gives the method and the fit.
//
// The model: P(the side to move wins | score s, stage x) = 1 / (1 + exp((a(x) - s) / b(x))),
// P(it loses) = the same at -s, a draw the rest; a and b are polynomials in the stage x.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ogi::winchance {

// One position of the data.
struct Point {
    float score = 0;              // the search's score, centipawns, side to move's view
    std::int8_t result = 0;       // for the side to move: 1 won, 0 drawn, -1 lost
    std::uint16_t ply = 0;        // the position's ply number
    std::uint16_t quiet = 0;      // plies since the last capture or Pawn move
    std::uint8_t pieces = 0;      // pieces on the board, Kings left out (34 at the start)
    std::uint8_t officers = 0;    // the same without Pawns (promoted or not) (18 at the start)
    std::uint16_t modelStage = 0; // the stage as the built-in model reads it (ai::gameStage)
    std::uint32_t game = 0;       // which game of the files read, from 0
};

// What the stage x of the model is measured by; x is the measure clamped to [low, high] and
// mapped onto [0, 1] (x = 0 at low), so that the polynomials' coefficients have like sizes.
enum class StageKind : std::uint8_t { Ply, Pieces, Officers };
constexpr int StageKindCount = 3;
const char* stageName(StageKind kind);
bool stageFromName(const std::string& name, StageKind& kind);
double stageMeasure(const Point& p, StageKind kind);
double stageLow(StageKind kind);
double stageHigh(StageKind kind);
double stageX(const Point& p, StageKind kind);

// Reads gendata files (tools/nnue/README.md) and appends their positions. Games are told
// apart by the data's order: a record starts a new game when its ply is not above the
// previous record's, or when the result seen from Sente changes (each game's records are
// written together, in the order played; the first record of a file starts a game).
bool readPoints(const std::string& path, std::vector<Point>& points, std::string* error);

// The held-out games: every k-th game (game % k == k - 1).
struct Split {
    int every = 5;
    bool heldOut(const Point& p) const {
        return every > 0 && p.game % unsigned(every) == unsigned(every - 1);
    }
};

// How drawn games enter the fit.
enum class Draws : std::uint8_t {
    Wdl,     // three outcomes: maximum likelihood of win, draw and loss (a(x) > 0 gives draws)
    Exclude, // decisive games only; a = 0 (the model then predicts no draw)
    Half,    // a draw is half a win: cross-entropy of P(win) against 1, 1/2, 0; a = 0
};
const char* drawsName(Draws d);
bool drawsFromName(const std::string& name, Draws& d);

struct Model {
    StageKind stage = StageKind::Ply;
    std::vector<double> a, b; // coefficients in centipawns, of x^0, x^1, ...
    double aAt(double x) const;
    double bAt(double x) const;
};

struct Outcome {
    double win = 0, draw = 0, loss = 0;
};
Outcome predict(const Model& model, double score, double x);

struct FitSettings {
    StageKind stage = StageKind::Ply;
    int degree = 2; // of both polynomials; 0: a stage-independent logistic
    Draws draws = Draws::Wdl;
    int maxIterations = 2000;
};
struct FitReport {
    int iterations = 0;
    double trainLoss = 0; // mean negative log-likelihood of the fit's objective
    bool converged = false;
};
// Maximum likelihood on the points `use` accepts (BFGS, analytic gradient).
Model fit(const std::vector<Point>& points, const std::function<bool(const Point&)>& use,
          const FitSettings& settings, FitReport* report = nullptr);

// How well predictions match the results, over the points `use` accepts. A prediction gives
// the expected score E = P(win) + P(draw)/2, the result the score t = 1, 1/2, 0:
// logLoss = mean of -(t ln E + (1 - t) ln(1 - E)), brier = mean of (E - t)^2. wdlLogLoss is
// the mean of -ln P(the outcome) over the three outcomes (infinite when a draw came that the
// model gave no chance).
struct Metrics {
    std::size_t count = 0;
    double logLoss = 0, brier = 0, wdlLogLoss = 0;
    double meanPredictedDraw = 0, observedDraw = 0;
};
using Predictor = std::function<Outcome(const Point&)>;
Metrics measure(const std::vector<Point>& points, const std::function<bool(const Point&)>& use,
                const Predictor& predictor);

// Predicted against observed, by buckets of the predicted win chance of equal width.
struct Bucket {
    double low = 0, high = 0;
    std::size_t count = 0;
    double predictedWin = 0, observedWin = 0; // means
    double predictedDraw = 0, observedDraw = 0;
};
std::vector<Bucket> calibration(const std::vector<Point>& points,
                                const std::function<bool(const Point&)>& use,
                                const Predictor& predictor, int buckets);

} // namespace ogi::winchance
