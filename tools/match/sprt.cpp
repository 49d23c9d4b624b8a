// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprt.h"

#include <algorithm>
#include <cmath>

namespace ogi::match {

namespace {

constexpr double Z95 = 1.959964; // two-sided 95% normal quantile
constexpr double PseudoCount = 1e-3;

// Elo of a score, clamped so that a perfect score gives a large finite number.
double clampedElo(double score) {
    return eloFromScore(std::clamp(score, 1e-6, 1 - 1e-6));
}

EloEstimate interval(double mean, double stdError) {
    EloEstimate e;
    e.elo = clampedElo(mean);
    e.low = clampedElo(mean - Z95 * stdError);
    e.high = clampedElo(mean + Z95 * stdError);
    return e;
}

// log L(s) - log L(observed): the log-likelihood of the counts under the maximum-likelihood
// pair distribution whose mean is s, relative to the unconstrained one.
double constrainedLogLikelihood(const std::array<double, 5>& n, double s) {
    double total = 0;
    for (double c : n) total += c;
    std::array<double, 5> q{}, d{};
    double lowest = 1, highest = 0; // the range of the pair scores seen
    for (int k = 0; k < 5; ++k) {
        q[k] = n[k] / total;
        d[k] = k / 4.0 - s;
        if (n[k] > 0) lowest = std::min(lowest, k / 4.0), highest = std::max(highest, k / 4.0);
    }
    // f(lambda) = sum q_k d_k / (1 + lambda d_k) decreases on the interval where every
    // 1 + lambda d_k with q_k > 0 is positive, from +inf to -inf: bisect for its root.
    double lo = -1.0 / (highest - s), hi = 1.0 / (s - lowest);
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        double f = 0;
        for (int k = 0; k < 5; ++k)
            if (q[k] > 0) f += q[k] * d[k] / (1 + mid * d[k]);
        (f > 0 ? lo : hi) = mid;
    }
    const double lambda = (lo + hi) / 2;
    double ll = 0;
    for (int k = 0; k < 5; ++k)
        if (n[k] > 0) ll -= n[k] * std::log(1 + lambda * d[k]);
    return ll;
}

} // namespace

double scoreFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double eloFromScore(double score) {
    return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate eloFromResults(int wins, int draws, int losses) {
    const int n = wins + draws + losses;
    if (n == 0) return {};
    const double score = (wins + 0.5 * draws) / n;
    const double var = (wins * std::pow(1 - score, 2) + draws * std::pow(0.5 - score, 2) +
                        losses * std::pow(0 - score, 2)) /
                       n;
    return interval(score, std::sqrt(var / n));
}

std::int64_t Pentanomial::pairs() const {
    std::int64_t n = 0;
    for (std::int64_t c : count) n += c;
    return n;
}

void Pentanomial::add(double pairPoints) {
    ++count[std::size_t(std::clamp(int(std::lround(pairPoints * 2)), 0, 4))];
}

double Pentanomial::mean() const {
    const std::int64_t n = pairs();
    if (n == 0) return 0.5;
    double sum = 0;
    for (int k = 0; k < 5; ++k) sum += double(count[std::size_t(k)]) * (k / 4.0);
    return sum / double(n);
}

double Pentanomial::variance() const {
    const std::int64_t n = pairs();
    if (n == 0) return 0;
    const double m = mean();
    double sum = 0;
    for (int k = 0; k < 5; ++k) sum += double(count[std::size_t(k)]) * std::pow(k / 4.0 - m, 2);
    return sum / double(n);
}

EloEstimate eloFromPentanomial(const Pentanomial& p) {
    const std::int64_t n = p.pairs();
    if (n == 0) return {};
    return interval(p.mean(), std::sqrt(p.variance() / double(n)));
}

double SprtBounds::lower() const {
    return std::log(beta / (1 - alpha));
}

double SprtBounds::upper() const {
    return std::log((1 - beta) / alpha);
}

double sprtLlr(const Pentanomial& p, double elo0, double elo1) {
    if (p.pairs() == 0) return 0;
    const double s0 = scoreFromElo(elo0), s1 = scoreFromElo(elo1);
    std::array<double, 5> n{};
    double lowest = 1, highest = 0;
    for (int k = 0; k < 5; ++k) {
        n[std::size_t(k)] = double(p.count[std::size_t(k)]);
        if (n[std::size_t(k)] > 0)
            lowest = std::min(lowest, k / 4.0), highest = std::max(highest, k / 4.0);
    }
    // A hypothesis outside the range of the pair scores seen cannot be fitted to them: then
    // a tiny count in every cell stands for the pairs not seen yet.
    const double lo = std::min(s0, s1), hi = std::max(s0, s1);
    if (!(lowest < lo && hi < highest))
        for (double& c : n) c += PseudoCount;
    return constrainedLogLikelihood(n, s1) - constrainedLogLikelihood(n, s0);
}

} // namespace ogi::match
