// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The NNUE trainer: the network of core/ai/nnue.h in floating point, trained with Adam on
// mini-batches against a blend of the search's score and the game's result, and written as
// the quantised weights file the engine reads.
#pragma once

#include "data.h"

#include "ai/nnue.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ogi::nnuetools {

struct TrainSettings {
    int epochs = 10;
    int batch = 1024;
    double rate = 1e-3;  // Adam's step, decayed linearly to a tenth over the epochs
    double lambda = 0.7; // weight of the score in the target (the rest: the result)
    int scale = 400;     // centipawns per unit of the network's output (sigmoid's)
    int threads = 1;
    std::uint64_t seed = 1;   // weights' initial values and the shuffles
    double validation = 0.05; // share of the records held out
};

// The float network. Its value v for a position is in units of `scale` centipawns.
class FloatNetwork {
public:
    // The linear part starts as the hand-written evaluation's material, in units of scale.
    explicit FloatNetwork(std::uint64_t seed, int scale = 400);
    // The value of a record's position, side to move's view.
    double evaluate(const Position& pos) const;
    // The quantised weights file.
    std::vector<std::uint8_t> quantise(int scale) const;

    static constexpr int W = ai::nnue::Width, H1 = ai::nnue::Hidden1, H2 = ai::nnue::Hidden2;
    // ftW: the engine's feature rows, then the factor rows shared by the King buckets
    // (folded into each bucket's rows when quantised). psqt: the linear part, one value per
    // row of ftW, added to v as (ours - theirs) / 2.
    std::vector<float> ftW, ftB, l1W, l1B, l2W, l2B, oW, oB, psqt;
};

struct EpochReport {
    int epoch = 0;
    double trainLoss = 0, validationLoss = 0, seconds = 0;
};

// Trains net on records (RecordSize bytes each); calls onEpoch after each epoch (epoch 0:
// the losses before training). Returns the last report.
EpochReport train(FloatNetwork& net, const std::vector<std::uint8_t>& records,
                  const TrainSettings& settings, void (*onEpoch)(const EpochReport&));

// The loss of net over records [first, last) (mean squared error of the win probability).
double loss(const FloatNetwork& net, const std::vector<std::uint8_t>& records, std::size_t first,
            std::size_t last, const TrainSettings& settings);

} // namespace ogi::nnuetools
