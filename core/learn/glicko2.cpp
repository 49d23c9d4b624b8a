// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "glicko2.h"

#include <cmath>
#include <numbers>

namespace ogi::rating {

namespace {

// Glicko-2 works on its own scale: mu = (r - 1500) / 173.7178, phi = RD / 173.7178.
constexpr double Scale = 173.7178;
constexpr double Centre = 1500;
constexpr double Epsilon = 0.000001; // convergence of the volatility iteration

double g(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muJ, double phiJ) {
    return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ)));
}

// Step 5: the new volatility, by the Illinois variant of regula falsi on f.
double newVolatility(double sigma, double phi, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    while (std::abs(B - A) > Epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2);
}

} // namespace

double expectedScore(const Glicko2& player, double opponentRating, double opponentDeviation) {
    return expected((player.rating - Centre) / Scale, (opponentRating - Centre) / Scale,
                    opponentDeviation / Scale);
}

Glicko2 ratePeriod(const Glicko2& player, const std::vector<GameResult>& games, double tau) {
    const double mu = (player.rating - Centre) / Scale;
    const double phi = player.deviation / Scale;
    Glicko2 out = player;
    if (games.empty()) {
        out.deviation = std::sqrt(phi * phi + player.volatility * player.volatility) * Scale;
        return out;
    }
    // Steps 3 and 4: the estimated variance v and the estimated improvement delta.
    double inverseV = 0, sum = 0;
    for (const GameResult& game : games) {
        const double muJ = (game.rating - Centre) / Scale;
        const double phiJ = game.deviation / Scale;
        const double e = expected(mu, muJ, phiJ);
        inverseV += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * sum;
    // Steps 5 to 8.
    const double sigma = newVolatility(player.volatility, phi, v, delta, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double newPhi = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double newMu = mu + newPhi * newPhi * sum;
    out.rating = newMu * Scale + Centre;
    out.deviation = newPhi * Scale;
    out.volatility = sigma;
    return out;
}

} // namespace ogi::rating
