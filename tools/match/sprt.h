// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Match statistics: Elo estimates with their 95% intervals, and the sequential probability
// ratio test (SPRT) on game pairs.
//
// Every opening is played twice, each side having Sente once. The two games of a pair share
// their opening, so they are not independent; the pair is the unit of the statistics (the
// "pentanomial" model of modern engine testing): a pair scores 0, 0.5, 1, 1.5 or 2 points
// for the tested side, and the test reads the five counts.
#pragma once

#include <array>
#include <cstdint>

namespace ogi::match {

// The expected score of a side that is `elo` logistic Elo points stronger, and back.
double scoreFromElo(double elo);
double eloFromScore(double score);

struct EloEstimate {
    double elo = 0, low = 0, high = 0; // 95% interval
};

// From single games (wins, draws, losses), each game taken as independent.
EloEstimate eloFromResults(int wins, int draws, int losses);

// Pair counts: count[k] pairs in which the tested side scored k / 2 points (k = 0..4).
struct Pentanomial {
    std::array<std::int64_t, 5> count{};

    std::int64_t pairs() const;
    void add(double pairPoints); // 0, 0.5, 1, 1.5 or 2
    // The mean score per game and its variance per pair (score of a pair = points / 2).
    double mean() const;
    double variance() const;
};

// Elo and its 95% interval from the pair results.
EloEstimate eloFromPentanomial(const Pentanomial& p);

// The hypotheses of the test: H0 "the tested side is elo0 stronger", H1 "elo1 stronger",
// in logistic Elo; alpha and beta are the error rates (false accept of H1, of H0).
struct SprtBounds {
    double elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05;
    double lower() const; // accept H0 at or below: log(beta / (1 - alpha))
    double upper() const; // accept H1 at or above: log((1 - beta) / alpha)
};

// The generalised log-likelihood ratio of H1 against H0: under each hypothesis, the five
// pair probabilities are the maximum-likelihood ones whose mean score is that hypothesis's
// expected score (a one-parameter family p_k = q_k / (1 + lambda (x_k - s)), with q the
// observed frequencies and lambda solved numerically). When a hypothesis lies outside the
// range of the pair scores seen (early, or in a lopsided match), a tiny count in every cell
// stands for the pairs not seen yet and keeps the estimate defined.
double sprtLlr(const Pentanomial& p, double elo0, double elo1);

} // namespace ogi::match
