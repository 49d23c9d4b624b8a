// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainer.h"

#include "ai/eval.h"
#include "rules/splitmix.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>
#include <thread>

namespace ogi::nnuetools {

namespace {

using ai::nnue::Features;
constexpr int W = FloatNetwork::W, H1 = FloatNetwork::H1, H2 = FloatNetwork::H2;
constexpr float HiddenLimit = 127.0f / 64.0f; // the int8 weights' range, in float

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

double uniform(SplitMix64& rng, double a) {
    return (double(rng.next() >> 11) / double(1ULL << 53) * 2 - 1) * a;
}

// The trainer's feature rows: the engine's, then one factor row per feature of a bucket,
// shared by the three buckets (what a (piece, square) or hand piece is worth whatever the
// King's bucket), which the weights file folds into each bucket's row. A rare bucket learns
// from the others' positions through it.
constexpr int Factors = ai::nnue::FeaturesPerBucket;
constexpr int TrainRows = Features + Factors;

// One position's features (and their factors) for both perspectives, side to move first.
struct Inputs {
    int features[2][2 * ai::nnue::MaxActive];
    int count[2];
    double target = 0;
};

int withFactors(const Position& pos, Side perspective, int* out) {
    const int n = ai::nnue::activeFeatures(pos, perspective, out);
    for (int k = 0; k < n; ++k) out[n + k] = Features + out[k] % ai::nnue::FeaturesPerBucket;
    return 2 * n;
}

bool inputs(const std::uint8_t* record, const TrainSettings& s, Inputs& in) {
    Sample sample;
    if (!unpackSample(record, sample) || !sample.position.bothKings()) return false;
    const Side us = sample.position.sideToMove();
    in.count[0] = withFactors(sample.position, us, in.features[0]);
    in.count[1] = withFactors(sample.position, opposite(us), in.features[1]);
    in.target = s.lambda * sigmoid(double(sample.score) / s.scale) +
                (1 - s.lambda) * (sample.result + 1) / 2.0;
    return true;
}

// The activations of one forward pass, kept for the backward one.
struct Pass {
    float acc[2][W], x[2 * W], z1[H1], h1[H1], z2[H2], h2[H2];
    double lin[2] = {0, 0};
    double v = 0;
};

void forward(const FloatNetwork& n, const Inputs& in, Pass& p) {
    for (int s = 0; s < 2; ++s) {
        float* acc = p.acc[s];
        std::memcpy(acc, n.ftB.data(), sizeof(float) * W);
        double lin = 0;
        for (int k = 0; k < in.count[s]; ++k) {
            const float* row = n.ftW.data() + std::size_t(in.features[s][k]) * W;
            for (int i = 0; i < W; ++i) acc[i] += row[i];
            lin += n.psqt[std::size_t(in.features[s][k])];
        }
        p.lin[s] = lin;
        for (int i = 0; i < W; ++i) p.x[s * W + i] = std::clamp(acc[i], 0.0f, 1.0f);
    }
    for (int j = 0; j < H1; ++j) {
        const float* w = n.l1W.data() + std::size_t(j) * 2 * W;
        float z = n.l1B[j];
        for (int i = 0; i < 2 * W; ++i) z += w[i] * p.x[i];
        p.z1[j] = z;
        p.h1[j] = std::clamp(z, 0.0f, 1.0f);
    }
    for (int j = 0; j < H2; ++j) {
        const float* w = n.l2W.data() + std::size_t(j) * H1;
        float z = n.l2B[j];
        for (int i = 0; i < H1; ++i) z += w[i] * p.h1[i];
        p.z2[j] = z;
        p.h2[j] = std::clamp(z, 0.0f, 1.0f);
    }
    double v = n.oB[0] + (p.lin[0] - p.lin[1]) / 2;
    for (int i = 0; i < H2; ++i) v += double(n.oW[i]) * p.h2[i];
    p.v = v;
}

// A batch's gradients (one set per thread).
struct Gradients {
    std::vector<float> ftW, ftB, l1W, l1B, l2W, l2B, oW, oB, psqt;
    std::vector<std::uint8_t> touched; // feature rows with a gradient
    std::vector<int> rows;
    double loss = 0;
    int count = 0;
    Gradients()
        : ftW(std::size_t(TrainRows) * W), ftB(W), l1W(std::size_t(H1) * 2 * W), l1B(H1),
          l2W(std::size_t(H2) * H1), l2B(H2), oW(H2), oB(1), psqt(TrainRows), touched(TrainRows) {}
    void clear() {
        for (int r : rows) {
            std::fill_n(ftW.begin() + std::ptrdiff_t(r) * W, W, 0.0f);
            psqt[std::size_t(r)] = 0;
            touched[std::size_t(r)] = 0;
        }
        rows.clear();
        for (auto* v : {&ftB, &l1W, &l1B, &l2W, &l2B, &oW, &oB}) std::fill(v->begin(), v->end(), 0);
        loss = 0;
        count = 0;
    }
};

void backward(const FloatNetwork& n, const Inputs& in, const Pass& p, Gradients& g) {
    const double prob = sigmoid(p.v);
    const double err = prob - in.target;
    g.loss += err * err;
    ++g.count;
    const float dv = float(2 * err * prob * (1 - prob));
    float dz2[H2], dh1[H1] = {}, dz1[H1], dx[2 * W] = {};
    g.oB[0] += dv;
    for (int j = 0; j < H2; ++j) {
        g.oW[j] += dv * p.h2[j];
        dz2[j] = p.z2[j] > 0 && p.z2[j] < 1 ? dv * n.oW[j] : 0.0f;
    }
    for (int j = 0; j < H2; ++j) {
        if (dz2[j] == 0) continue;
        g.l2B[j] += dz2[j];
        float* gw = g.l2W.data() + std::size_t(j) * H1;
        const float* w = n.l2W.data() + std::size_t(j) * H1;
        for (int i = 0; i < H1; ++i) {
            gw[i] += dz2[j] * p.h1[i];
            dh1[i] += dz2[j] * w[i];
        }
    }
    for (int j = 0; j < H1; ++j) dz1[j] = p.z1[j] > 0 && p.z1[j] < 1 ? dh1[j] : 0.0f;
    for (int j = 0; j < H1; ++j) {
        if (dz1[j] == 0) continue;
        g.l1B[j] += dz1[j];
        float* gw = g.l1W.data() + std::size_t(j) * 2 * W;
        const float* w = n.l1W.data() + std::size_t(j) * 2 * W;
        for (int i = 0; i < 2 * W; ++i) {
            gw[i] += dz1[j] * p.x[i];
            dx[i] += dz1[j] * w[i];
        }
    }
    for (int s = 0; s < 2; ++s) {
        float da[W];
        for (int i = 0; i < W; ++i) {
            const float a = p.acc[s][i];
            da[i] = a > 0 && a < 1 ? dx[s * W + i] : 0.0f;
            g.ftB[i] += da[i];
        }
        for (int k = 0; k < in.count[s]; ++k) {
            const int r = in.features[s][k];
            if (!g.touched[std::size_t(r)]) {
                g.touched[std::size_t(r)] = 1;
                g.rows.push_back(r);
            }
            float* gw = g.ftW.data() + std::size_t(r) * W;
            for (int i = 0; i < W; ++i) gw[i] += da[i];
            g.psqt[std::size_t(r)] += s == 0 ? dv / 2 : -dv / 2;
        }
    }
}

// Adam's moments for one block of weights.
struct Moments {
    std::vector<float> m, v;
    explicit Moments(std::size_t n) : m(n), v(n) {}
};

void adam(float* w, const float* g, Moments& mo, std::size_t first, std::size_t count, double rate,
          double scale, int step, float limit) {
    constexpr double B1 = 0.9, B2 = 0.999, Eps = 1e-8;
    const double c1 = 1 - std::pow(B1, step), c2 = 1 - std::pow(B2, step);
    for (std::size_t i = first; i < first + count; ++i) {
        const double gi = g[i] * scale;
        mo.m[i] = float(B1 * mo.m[i] + (1 - B1) * gi);
        mo.v[i] = float(B2 * mo.v[i] + (1 - B2) * gi * gi);
        double wi = w[i] - rate * (mo.m[i] / c1) / (std::sqrt(mo.v[i] / c2) + Eps);
        if (limit > 0) wi = std::clamp(wi, double(-limit), double(limit));
        w[i] = float(wi);
    }
}

template <class T> void putLE(std::vector<std::uint8_t>& out, T value) {
    using U = std::make_unsigned_t<T>;
    const U u = U(value);
    for (std::size_t b = 0; b < sizeof(T); ++b) out.push_back(std::uint8_t(u >> (8 * b)));
}

template <class T> T quant(double x) {
    const double lo = double(std::numeric_limits<T>::min()),
                 hi = double(std::numeric_limits<T>::max());
    return T(std::clamp(std::round(x), lo, hi));
}

} // namespace

FloatNetwork::FloatNetwork(std::uint64_t seed, int scale)
    : ftW(std::size_t(TrainRows) * W), ftB(W, 0.25f), l1W(std::size_t(H1) * 2 * W), l1B(H1, 0.25f),
      l2W(std::size_t(H2) * H1), l2B(H2, 0.25f), oW(H2), oB(1, 0.0f), psqt(TrainRows, 0.0f) {
    // The linear part's shared rows start as material: a piece of ours on any square, or in
    // hand, is worth its value in the hand-written evaluation, an enemy one as much less.
    const ai::nnue::Orientation plain;
    for (Side side : {Sente, Gote}) {
        const float sign = side == Sente ? 1.0f : -1.0f;
        for (int kind = 0; kind < 15; ++kind) { // the King's value is 0
            const float value = sign * float(ai::boardValue(kind)) / float(scale);
            for (int sq = 0; sq < 64; ++sq)
                psqt[std::size_t(Features + ai::nnue::boardFeature(
                                                Sente, plain, makePiece(side, kind), sq))] = value;
        }
        for (int t = 0; t < HandTypes; ++t)
            for (bool promoted : {false, true})
                for (int count = 1; count <= 8; ++count)
                    psqt[std::size_t(Features + ai::nnue::handFeature(Sente, plain, side,
                                                                      PieceType(t), promoted,
                                                                      count))] =
                        sign * float(ai::handValue(t + 8 * int(promoted))) / float(scale);
    }
    SplitMix64 rng(seed);
    for (std::size_t i = 0; i < std::size_t(Features) * W; ++i) ftW[i] = float(uniform(rng, 0.1));
    for (float& w : l1W) w = float(uniform(rng, 1.0 / std::sqrt(2.0 * W)));
    for (float& w : l2W) w = float(uniform(rng, 1.0 / std::sqrt(double(H1))));
    for (float& w : oW) w = float(uniform(rng, 1.0 / std::sqrt(double(H2))));
}

double FloatNetwork::evaluate(const Position& pos) const {
    Inputs in;
    const Side us = pos.sideToMove();
    in.count[0] = withFactors(pos, us, in.features[0]);
    in.count[1] = withFactors(pos, opposite(us), in.features[1]);
    Pass p;
    forward(*this, in, p);
    return p.v;
}

std::vector<std::uint8_t> FloatNetwork::quantise(int scale) const {
    std::vector<std::uint8_t> out(ai::nnue::FileMagic, ai::nnue::FileMagic + 8);
    out.reserve(ai::nnue::Network::fileSize());
    putLE<std::uint32_t>(out, ai::nnue::FileVersion);
    putLE<std::uint32_t>(out, Features);
    putLE<std::uint16_t>(out, W);
    putLE<std::uint16_t>(out, H1);
    putLE<std::uint16_t>(out, H2);
    putLE<std::uint16_t>(out, std::uint16_t(scale));
    for (float b : ftB) putLE(out, quant<std::int16_t>(b * 127.0));
    for (int f = 0; f < Features; ++f) {
        const float* row = ftW.data() + std::size_t(f) * W;
        const float* factor =
            ftW.data() + std::size_t(Features + f % ai::nnue::FeaturesPerBucket) * W;
        for (int i = 0; i < W; ++i) putLE(out, quant<std::int16_t>((row[i] + factor[i]) * 127.0));
    }
    for (int f = 0; f < Features; ++f)
        putLE(out,
              quant<std::int32_t>((double(psqt[std::size_t(f)]) +
                                   psqt[std::size_t(Features + f % ai::nnue::FeaturesPerBucket)]) *
                                  127.0 * 64.0));
    for (float b : l1B) putLE(out, quant<std::int32_t>(b * 127.0 * 64.0));
    for (float w : l1W) putLE(out, quant<std::int8_t>(w * 64.0));
    for (float b : l2B) putLE(out, quant<std::int32_t>(b * 127.0 * 64.0));
    for (float w : l2W) putLE(out, quant<std::int8_t>(w * 64.0));
    putLE(out, quant<std::int32_t>(oB[0] * 127.0 * 64.0));
    for (float w : oW) putLE(out, quant<std::int8_t>(w * 64.0));
    putLE<std::uint64_t>(out, ai::nnue::checksum(out.data(), out.size()));
    return out;
}

double loss(const FloatNetwork& net, const std::vector<std::uint8_t>& records, std::size_t first,
            std::size_t last, const TrainSettings& settings) {
    double sum = 0;
    std::size_t n = 0;
    Inputs in;
    Pass p;
    for (std::size_t i = first; i < last; ++i) {
        if (!inputs(&records[i * RecordSize], settings, in)) continue;
        forward(net, in, p);
        const double e = sigmoid(p.v) - in.target;
        sum += e * e;
        ++n;
    }
    return n ? sum / double(n) : 0.0;
}

EpochReport train(FloatNetwork& net, const std::vector<std::uint8_t>& records,
                  const TrainSettings& settings, void (*onEpoch)(const EpochReport&)) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::size_t total = records.size() / RecordSize;
    const std::size_t held = std::size_t(double(total) * settings.validation);
    const std::size_t trainCount = total - held; // the last `held` records are the validation
    const int threads = std::clamp(settings.threads, 1, 64);
    std::vector<Gradients> grads(static_cast<std::size_t>(threads));
    Moments mFtW(net.ftW.size()), mFtB(net.ftB.size()), mL1W(net.l1W.size()), mL1B(net.l1B.size()),
        mL2W(net.l2W.size()), mL2B(net.l2B.size()), mOW(net.oW.size()), mOB(net.oB.size()),
        mPsqt(net.psqt.size());
    std::vector<std::size_t> order(trainCount);
    for (std::size_t i = 0; i < trainCount; ++i) order[i] = i;
    SplitMix64 rng(settings.seed ^ 0x5eed);

    auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };
    EpochReport report;
    report.trainLoss = loss(net, records, 0, trainCount, settings);
    report.validationLoss = loss(net, records, trainCount, total, settings);
    report.seconds = seconds();
    if (onEpoch) onEpoch(report);

    int step = 0;
    const std::size_t batch = std::size_t(std::max(settings.batch, 1));
    for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
        for (std::size_t i = trainCount; i > 1; --i)
            std::swap(order[i - 1], order[std::size_t(rng.next() % i)]);
        const double rate =
            settings.rate * (1.0 - 0.9 * double(epoch - 1) / std::max(settings.epochs - 1, 1));
        double epochLoss = 0;
        std::size_t epochCount = 0;
        for (std::size_t start = 0; start < trainCount; start += batch) {
            const std::size_t end = std::min(start + batch, trainCount);
            auto work = [&](int t) {
                Gradients& g = grads[std::size_t(t)];
                g.clear();
                Inputs in;
                Pass p;
                for (std::size_t i = start + std::size_t(t); i < end; i += std::size_t(threads)) {
                    if (!inputs(&records[order[i] * RecordSize], settings, in)) continue;
                    forward(net, in, p);
                    backward(net, in, p, g);
                }
            };
            if (threads == 1) {
                work(0);
            } else {
                std::vector<std::thread> pool;
                for (int t = 0; t < threads; ++t) pool.emplace_back(work, t);
                for (auto& th : pool) th.join();
            }
            Gradients& g = grads[0];
            for (int t = 1; t < threads; ++t) {
                Gradients& o = grads[std::size_t(t)];
                for (int r : o.rows) {
                    if (!g.touched[std::size_t(r)]) {
                        g.touched[std::size_t(r)] = 1;
                        g.rows.push_back(r);
                    }
                    float* dst = g.ftW.data() + std::size_t(r) * W;
                    const float* src = o.ftW.data() + std::size_t(r) * W;
                    for (int i = 0; i < W; ++i) dst[i] += src[i];
                    g.psqt[std::size_t(r)] += o.psqt[std::size_t(r)];
                }
                auto add = [](std::vector<float>& a, const std::vector<float>& b) {
                    for (std::size_t i = 0; i < a.size(); ++i) a[i] += b[i];
                };
                add(g.ftB, o.ftB);
                add(g.l1W, o.l1W);
                add(g.l1B, o.l1B);
                add(g.l2W, o.l2W);
                add(g.l2B, o.l2B);
                add(g.oW, o.oW);
                add(g.oB, o.oB);
                g.loss += o.loss;
                g.count += o.count;
            }
            if (g.count == 0) continue;
            epochLoss += g.loss;
            epochCount += std::size_t(g.count);
            ++step;
            const double scale = 1.0 / g.count;
            for (int r : g.rows) {
                adam(net.ftW.data(), g.ftW.data(), mFtW, std::size_t(r) * W, W, rate, scale, step,
                     0);
                adam(net.psqt.data(), g.psqt.data(), mPsqt, std::size_t(r), 1, rate, scale, step,
                     0);
            }
            adam(net.ftB.data(), g.ftB.data(), mFtB, 0, net.ftB.size(), rate, scale, step, 0);
            adam(net.l1W.data(), g.l1W.data(), mL1W, 0, net.l1W.size(), rate, scale, step,
                 HiddenLimit);
            adam(net.l1B.data(), g.l1B.data(), mL1B, 0, net.l1B.size(), rate, scale, step, 0);
            adam(net.l2W.data(), g.l2W.data(), mL2W, 0, net.l2W.size(), rate, scale, step,
                 HiddenLimit);
            adam(net.l2B.data(), g.l2B.data(), mL2B, 0, net.l2B.size(), rate, scale, step, 0);
            adam(net.oW.data(), g.oW.data(), mOW, 0, net.oW.size(), rate, scale, step, HiddenLimit);
            adam(net.oB.data(), g.oB.data(), mOB, 0, net.oB.size(), rate, scale, step, 0);
        }
        report.epoch = epoch;
        report.trainLoss = epochCount ? epochLoss / double(epochCount) : 0;
        report.validationLoss = loss(net, records, trainCount, total, settings);
        report.seconds = seconds();
        if (onEpoch) onEpoch(report);
    }
    return report;
}

} // namespace ogi::nnuetools
