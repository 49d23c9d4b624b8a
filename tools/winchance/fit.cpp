// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit.h"

#include "data.h"

#include "ai/winchance.h"
#include "rules/position.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace ogi::winchance {

namespace {

double sigmoid(double z) {
    if (z >= 0) return 1 / (1 + std::exp(-z));
    const double e = std::exp(z);
    return e / (1 + e);
}

// ln sigmoid(z), without overflow for any z.
double logSigmoid(double z) {
    return z >= 0 ? -std::log1p(std::exp(-z)) : z - std::log1p(std::exp(z));
}

double polynomial(const std::vector<double>& c, double x) {
    double v = 0;
    for (std::size_t k = c.size(); k-- > 0;) v = v * x + c[k];
    return v;
}

constexpr double Infinity = std::numeric_limits<double>::infinity();

} // namespace

const char* stageName(StageKind kind) {
    switch (kind) {
    case StageKind::Ply: return "ply";
    case StageKind::Pieces: return "pieces";
    case StageKind::Officers: return "officers";
    }
    return "?";
}

bool stageFromName(const std::string& name, StageKind& kind) {
    for (int k = 0; k < StageKindCount; ++k)
        if (name == stageName(StageKind(k))) {
            kind = StageKind(k);
            return true;
        }
    return false;
}

double stageMeasure(const Point& p, StageKind kind) {
    switch (kind) {
    case StageKind::Ply: return p.ply;
    case StageKind::Pieces: return p.pieces;
    case StageKind::Officers: return p.officers;
    }
    return 0;
}

// The model reads the stage between the 1st and the 99th percentile of the self-play data's
// positions, or so: a polynomial is not trusted where there is hardly any data (fitted without
// the bound, b at ply 200 came out at seven times its value at ply 50). Ply: 99 % of the
// positions lie before ply 81 (the games last about 50 plies), and none before 11 (the
// openings' plies). Pieces on the board: 1 % have fewer than 21; 34 at the start. Officers:
// 1 % have fewer than 12; 18 at the start.
double stageLow(StageKind kind) {
    return kind == StageKind::Ply ? 12 : kind == StageKind::Pieces ? 21 : 12;
}

double stageHigh(StageKind kind) {
    return kind == StageKind::Ply ? 80 : kind == StageKind::Pieces ? 34 : 18;
}

double stageX(const Point& p, StageKind kind) {
    const double lo = stageLow(kind), hi = stageHigh(kind);
    return (std::clamp(stageMeasure(p, kind), lo, hi) - lo) / (hi - lo);
}

bool readPoints(const std::string& path, std::vector<Point>& points, std::string* error) {
    std::vector<std::uint8_t> records;
    if (!nnuetools::readDataFile(path, records, error)) return false;
    const std::size_t n = records.size() / nnuetools::RecordSize;
    std::uint32_t game = points.empty() ? 0 : points.back().game + 1;
    int lastPly = -1, lastSenteResult = 2;
    points.reserve(points.size() + n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint8_t* r = records.data() + i * nnuetools::RecordSize;
        nnuetools::Sample sample;
        if (!nnuetools::unpackSample(r, sample)) {
            *error = path + ": record " + std::to_string(i + 1) + " cannot be read";
            return false;
        }
        const Position& pos = sample.position;
        Point p;
        p.score = float(sample.score);
        p.result = std::int8_t(sample.result);
        p.ply = std::uint16_t(pos.ply());
        p.quiet = std::uint16_t(r[38] | (r[39] << 8));
        for (Bitboard b = pos.occupied(); b; b &= b - 1) {
            const PieceType t = typeOf(pos.pieceOn(std::countr_zero(b)));
            if (t == King) continue;
            ++p.pieces;
            if (t != Pawn) ++p.officers;
        }
        p.modelStage = std::uint16_t(ai::gameStage(pos));
        const int senteResult = pos.sideToMove() == Sente ? p.result : -p.result;
        if (lastPly >= 0 && (p.ply <= lastPly || senteResult != lastSenteResult)) ++game;
        lastPly = p.ply;
        lastSenteResult = senteResult;
        p.game = game;
        points.push_back(p);
    }
    return true;
}

const char* drawsName(Draws d) {
    return d == Draws::Wdl ? "wdl" : d == Draws::Exclude ? "exclude" : "half";
}

bool drawsFromName(const std::string& name, Draws& d) {
    for (Draws v : {Draws::Wdl, Draws::Exclude, Draws::Half})
        if (name == drawsName(v)) {
            d = v;
            return true;
        }
    return false;
}

double Model::aAt(double x) const {
    return polynomial(a, x);
}

double Model::bAt(double x) const {
    return polynomial(b, x);
}

Outcome predict(const Model& model, double score, double x) {
    const double a = std::max(model.aAt(x), 0.0);
    const double b = std::max(model.bAt(x), 1.0);
    Outcome o;
    o.win = sigmoid((score - a) / b);
    o.loss = sigmoid((-score - a) / b);
    o.draw = std::max(1 - o.win - o.loss, 0.0);
    return o;
}

namespace {

struct Sample {
    double s, x;
    int r;
};

constexpr int MaxTerms = 8; // degree 7 at most

// The mean negative log-likelihood and its gradient. theta holds, in the three-outcome fit,
// ln(a / 100 cp) first (a is one number: too few games are drawn to see it change with the
// stage, and a > 0 is what makes the draw chance positive), then b's coefficients in units
// of 100 cp, so that all are of the order of one.
class Objective {
public:
    Objective(std::vector<Sample> samples, Draws draws, int degree)
        : m_samples(std::move(samples)), m_draws(draws),
          m_terms(std::clamp(degree + 1, 1, MaxTerms)) {}

    int size() const { return (m_draws == Draws::Wdl ? 1 : 0) + m_terms; }

    double operator()(const std::vector<double>& theta, std::vector<double>& grad) const {
        grad.assign(theta.size(), 0.0);
        const bool withA = m_draws == Draws::Wdl;
        const double a = withA ? 100 * std::exp(theta[0]) : 0;
        const double* cb = theta.data() + (withA ? 1 : 0);
        double total = 0, gradA = 0;
        double powers[MaxTerms];
        for (const Sample& p : m_samples) {
            double xk = 1;
            for (int k = 0; k < m_terms; ++k, xk *= p.x) powers[k] = xk;
            double b = 0;
            for (int k = 0; k < m_terms; ++k) b += cb[k] * powers[k];
            b *= 100;
            if (!(b > 0)) return Infinity; // a negative b would turn the curve round
            double loss = 0, dA = 0, dB = 0;
            if (!withA) {
                const double t = (p.r + 1) * 0.5;
                const double u = p.s / b;
                loss = -(t * logSigmoid(u) + (1 - t) * logSigmoid(-u));
                dB = (sigmoid(u) - t) * (-u / b);
            } else if (p.r != 0) {
                // Win: -ln sigmoid((s - a) / b); loss: the same at -s.
                const double u = (p.r > 0 ? p.s - a : -p.s - a) / b;
                loss = -logSigmoid(u);
                const double g = sigmoid(-u);
                dA = g / b;
                dB = g * u / b;
            } else {
                // Draw: sigmoid(hi) - sigmoid(lo) = sigmoid(hi) sigmoid(-lo) (1 - exp(-d)).
                const double hi = (p.s + a) / b, lo = (p.s - a) / b, d = hi - lo;
                const double em = std::expm1(d);
                loss = -(logSigmoid(hi) + logSigmoid(-lo) + std::log(-std::expm1(-d)));
                dA = -(sigmoid(-hi) + sigmoid(lo) + 2 / em) / b;
                dB = (hi * sigmoid(-hi) - lo * sigmoid(lo) + d / em) / b;
            }
            total += loss;
            gradA += dA;
            for (int k = 0; k < m_terms; ++k)
                grad[std::size_t((withA ? 1 : 0) + k)] += 100 * dB * powers[k];
        }
        if (withA) grad[0] = gradA * a; // d/d ln a
        const double n = double(std::max<std::size_t>(m_samples.size(), 1));
        for (double& g : grad) g /= n;
        return total / n;
    }

private:
    std::vector<Sample> m_samples;
    Draws m_draws;
    int m_terms;
};

double dot(const std::vector<double>& u, const std::vector<double>& v) {
    double s = 0;
    for (std::size_t i = 0; i < u.size(); ++i) s += u[i] * v[i];
    return s;
}

} // namespace

Model fit(const std::vector<Point>& points, const std::function<bool(const Point&)>& use,
          const FitSettings& settings, FitReport* report) {
    std::vector<Sample> samples;
    for (const Point& p : points) {
        if (!use(p)) continue;
        if (settings.draws == Draws::Exclude && p.result == 0) continue;
        samples.push_back({p.score, stageX(p, settings.stage), p.result});
    }
    const int terms = std::clamp(settings.degree + 1, 1, MaxTerms);
    const Objective objective(std::move(samples), settings.draws, settings.degree);
    const bool withA = settings.draws == Draws::Wdl;

    // Start from a flat curve: a = 20 cp, b = 300 cp at every stage.
    std::vector<double> theta(std::size_t(objective.size()), 0.0);
    if (withA) theta[0] = std::log(0.2);
    theta[withA ? 1 : 0] = 3;
    const std::size_t n = theta.size();

    // BFGS with a backtracking (Armijo) line search; h is the inverse Hessian's estimate.
    std::vector<double> grad, newGrad, dir(n), s(n), y(n), hy(n), trial(n);
    double f = objective(theta, grad);
    std::vector<double> h(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i) h[i * n + i] = 1;
    int iteration = 0, still = 0;
    bool converged = false, restarted = false;
    for (; iteration < settings.maxIterations; ++iteration) {
        for (std::size_t i = 0; i < n; ++i) {
            dir[i] = 0;
            for (std::size_t j = 0; j < n; ++j) dir[i] -= h[i * n + j] * grad[j];
        }
        double slope = dot(grad, dir);
        if (!(slope < 0)) { // not a descent direction: start the estimate again
            std::fill(h.begin(), h.end(), 0.0);
            for (std::size_t i = 0; i < n; ++i) h[i * n + i] = 1, dir[i] = -grad[i];
            slope = dot(grad, dir);
        }
        double step = 1, newF = Infinity;
        for (; step > 1e-14; step *= 0.5) {
            for (std::size_t i = 0; i < n; ++i) trial[i] = theta[i] + step * dir[i];
            newF = objective(trial, newGrad);
            if (newF <= f + 1e-4 * step * slope) break;
        }
        if (!(newF <= f + 1e-4 * step * slope)) {
            if (restarted) {
                converged = true; // not even the gradient's direction lowers the loss
                break;
            }
            // The estimate may have gone stale: start it again from the gradient.
            restarted = true;
            std::fill(h.begin(), h.end(), 0.0);
            for (std::size_t i = 0; i < n; ++i) h[i * n + i] = 1;
            continue;
        }
        restarted = false;
        for (std::size_t i = 0; i < n; ++i) s[i] = trial[i] - theta[i], y[i] = newGrad[i] - grad[i];
        const double change = f - newF;
        theta = trial;
        grad = newGrad;
        f = newF;
        double gmax = 0;
        for (double g : grad) gmax = std::max(gmax, std::abs(g));
        still = change < 1e-13 * (1 + std::abs(f)) ? still + 1 : 0;
        if (gmax < 1e-9 || still >= 5) {
            converged = true;
            ++iteration;
            break;
        }
        const double ys = dot(y, s);
        if (ys <= 1e-18) continue;
        if (iteration == 0) { // scale the first estimate as the curvature seen says
            const double scale = ys / dot(y, y);
            for (std::size_t i = 0; i < n; ++i) h[i * n + i] = scale;
        }
        // H = (I - rho s y') H (I - rho y s') + rho s s'
        const double rho = 1 / ys;
        for (std::size_t i = 0; i < n; ++i) {
            hy[i] = 0;
            for (std::size_t j = 0; j < n; ++j) hy[i] += h[i * n + j] * y[j];
        }
        const double yhy = dot(y, hy);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                h[i * n + j] +=
                    -rho * (hy[i] * s[j] + s[i] * hy[j]) + (rho * rho * yhy + rho) * s[i] * s[j];
    }

    Model model;
    model.stage = settings.stage;
    model.a = {withA ? 100 * std::exp(theta[0]) : 0.0};
    model.b.assign(std::size_t(terms), 0.0);
    for (int k = 0; k < terms; ++k)
        model.b[std::size_t(k)] = 100 * theta[std::size_t((withA ? 1 : 0) + k)];
    if (report) {
        report->iterations = iteration;
        report->trainLoss = f;
        report->converged = converged;
    }
    return model;
}

Metrics measure(const std::vector<Point>& points, const std::function<bool(const Point&)>& use,
                const Predictor& predictor) {
    Metrics m;
    constexpr double Tiny = 1e-15;
    for (const Point& p : points) {
        if (!use(p)) continue;
        const Outcome o = predictor(p);
        const double e = std::clamp(o.win + 0.5 * o.draw, Tiny, 1 - Tiny);
        const double t = (p.result + 1) * 0.5;
        m.logLoss -= t * std::log(e) + (1 - t) * std::log(1 - e);
        m.brier += (e - t) * (e - t);
        const double pr = p.result > 0 ? o.win : p.result < 0 ? o.loss : o.draw;
        m.wdlLogLoss -= pr > 0 ? std::log(pr) : -Infinity;
        m.meanPredictedDraw += o.draw;
        m.observedDraw += p.result == 0;
        ++m.count;
    }
    if (m.count) {
        const double n = double(m.count);
        m.logLoss /= n;
        m.brier /= n;
        m.wdlLogLoss /= n;
        m.meanPredictedDraw /= n;
        m.observedDraw /= n;
    }
    return m;
}

std::vector<Bucket> calibration(const std::vector<Point>& points,
                                const std::function<bool(const Point&)>& use,
                                const Predictor& predictor, int buckets) {
    std::vector<Bucket> out(std::size_t(std::max(buckets, 1)));
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].low = double(i) / double(out.size());
        out[i].high = double(i + 1) / double(out.size());
    }
    for (const Point& p : points) {
        if (!use(p)) continue;
        const Outcome o = predictor(p);
        const std::size_t i = std::min(std::size_t(o.win * double(out.size())), out.size() - 1);
        Bucket& b = out[i];
        ++b.count;
        b.predictedWin += o.win;
        b.observedWin += p.result > 0;
        b.predictedDraw += o.draw;
        b.observedDraw += p.result == 0;
    }
    for (Bucket& b : out)
        if (b.count) {
            const double n = double(b.count);
            b.predictedWin /= n;
            b.observedWin /= n;
            b.predictedDraw /= n;
            b.observedDraw /= n;
        }
    return out;
}

} // namespace ogi::winchance
