// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Texel tuner: fits every weight of the evaluation to game results. The evaluation E of a
// position (Sente's view) predicts Sente's expected result sigmoid(K * E); the tuner first
// fits K to the current weights, then minimises the mean squared error between prediction
// and result over the weights with Adam, a gradient method.
//
// It never calls the evaluation while it fits: each position is traced once (evalterms.h)
// into the features it has -- how many times each weight counts for each side, and each
// King's danger units -- and E is rebuilt from them for any weights.
#pragma once

#include "rules/position.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ogi::tune {

using Params = std::vector<double>; // one value per weight of evalparams.h

// The weights the engine is built with.
Params engineWeights();

// Positions, traced, with their results.
class TuningSet {
public:
    void add(const Position& pos, double result);
    int size() const { return int(m_results.size()); }
    double result(int i) const { return m_results[std::size_t(i)]; }
    // Sente's evaluation of position i under params: the engine's evaluation (from Sente's
    // side) when params are the engine's weights, but for the rounding of the danger penalty.
    double evaluate(int i, const Params& params) const;
    // One step of the fit for position i: adds the derivative of (sigmoid(k E) - result)^2
    // to gradient and returns that squared error.
    double addErrorGradient(int i, const Params& params, double k, Params& gradient) const;
    // How many positions count each weight at all (a weight no position counts cannot be fit).
    std::vector<int> usage() const;

private:
    struct Linear {
        std::uint16_t param;
        std::int16_t count; // Sente's count minus Gote's
    };
    struct Danger {
        std::uint16_t param;
        std::uint8_t king; // the side whose King the units threaten
        std::int16_t count;
    };
    double dangerUnits(int i, int king, const Params& params) const;

    std::vector<Linear> m_linear;
    std::vector<Danger> m_danger;
    std::vector<std::uint32_t> m_linearEnd, m_dangerEnd; // position i's entries end here
    std::vector<float> m_results;
};

// Mean of (sigmoid(k * E) - result)^2 over the set.
double meanSquaredError(const TuningSet& set, const Params& params, double k, int threads = 1);

// The K that minimises the error of params (a golden-section search over a wide range).
double fitScale(const TuningSet& set, const Params& params, int threads = 1);

struct AdamSettings {
    int epochs = 30;       // passes over the set
    int batchSize = 16384; // positions per step; 0: the whole set (plain gradient descent)
    // In weight units: about the largest step of one update. It decays linearly to a tenth
    // over the run, so that the last epochs settle instead of jittering around the minimum.
    double learningRate = 1.0;
    double beta1 = 0.9, beta2 = 0.999;
    std::vector<bool> tunable; // per weight; empty: every weight
    int threads = 1;
    std::uint64_t seed = 1; // the order of the positions, shuffled once
};

// Minimises the error over the tunable weights with Adam on mini-batches. progress(epoch,
// error) is called after each epoch with the mean error of its batches (each taken before
// its step).
void adam(const TuningSet& set, Params& params, double k, const AdamSettings& settings,
          const std::function<void(int, double)>& progress = {});

// Moves the mean of each per-piece table (placement, distances to both Kings, mobility) into
// the piece's material value on the board. Every piece on the board counts exactly one entry
// of each table, so no evaluation changes; but a fit only sees the sums, and left alone a
// Rook's worth could drift from its material value into its mobility table. Centred, the
// material value is the piece's average worth (what the search's exchange arithmetic uses)
// and the tables show differences. The means are weighted by how many positions use each
// entry. The King's placement table is centred on 0 (both sides always have a King).
void centreTables(const TuningSet& set, Params& params);

// The weights of the named blocks (comma-separated) are tunable, the others fixed. An empty
// list means every block. Returns false with the unknown name in *error. The value of an
// unpromoted Pawn in hand is never tunable: a Pawn cannot be dropped, so a capture only ever
// moves one from the board to a hand, and the data sees the sum of the two values, never
// how it splits; it stays at what its reason says (next to nothing).
bool tunableBlocks(const std::string& names, std::vector<bool>& tunable, std::string* error);

} // namespace ogi::tune
