// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tuner.h"

#include "ai/evalterms.h"
#include "rules/splitmix.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <thread>

namespace ogi::tune {

using namespace ai::eval;

namespace {

// Collects what evalterms.h counts for one position.
struct Recorder {
    int linear[ParamCount] = {};
    std::vector<int> touched;
    struct DangerCount {
        int param, king, count;
    };
    std::vector<DangerCount> dangers;

    void linearTerm(int p, Side s, int n) {
        if (linear[p] == 0) touched.push_back(p);
        linear[p] += s == Sente ? n : -n;
    }
    void dangerTerm(int p, Side king, int n) {
        for (DangerCount& d : dangers)
            if (d.param == p && d.king == king) {
                d.count += n;
                return;
            }
        dangers.push_back({p, int(king), n});
    }
};

// The interface evalterms.h calls.
struct TraceAdapter {
    Recorder& r;
    void linear(int p, Side s, int n) { r.linearTerm(p, s, n); }
    void danger(int p, Side king, int n) { r.dangerTerm(p, king, n); }
};

double penalty(double units) {
    if (units <= 0) return 0;
    return std::min(units * units / KingDangerDivisor, double(KingDangerCap));
}

double penaltySlope(double units) {
    if (units <= 0 || units * units / KingDangerDivisor >= KingDangerCap) return 0;
    return 2 * units / KingDangerDivisor;
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// Runs fn(begin, end) on `threads` slices of [0, n) and returns the sum of what they return.
template <class Fn> double parallelSum(int n, int threads, Fn fn) {
    threads = std::clamp(threads, 1, 64);
    if (threads == 1 || n < 1000) return fn(0, n, 0);
    std::vector<double> sums(std::size_t(threads), 0.0);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            sums[std::size_t(t)] =
                fn(int(std::int64_t(n) * t / threads), int(std::int64_t(n) * (t + 1) / threads), t);
        });
    for (std::thread& th : pool) th.join();
    double total = 0;
    for (double s : sums) total += s;
    return total;
}

} // namespace

Params engineWeights() {
    Params p;
    for (int b = 0; b < BlockCount; ++b)
        p.insert(p.end(), BlockWeights[b], BlockWeights[b] + Blocks[b].size);
    return p;
}

void TuningSet::add(const Position& pos, double result) {
    // The recorder is large (one counter per weight): one per thread, reused.
    thread_local Recorder rec;
    TraceAdapter trace{rec};
    ai::eval::evaluate(pos, ai::EvalOptions{}, trace);
    std::sort(rec.touched.begin(), rec.touched.end());
    for (int p : rec.touched) {
        if (rec.linear[p]) m_linear.push_back({std::uint16_t(p), std::int16_t(rec.linear[p])});
        rec.linear[p] = 0;
    }
    rec.touched.clear();
    for (const auto& d : rec.dangers)
        if (d.count)
            m_danger.push_back(
                {std::uint16_t(d.param), std::uint8_t(d.king), std::int16_t(d.count)});
    rec.dangers.clear();
    m_linearEnd.push_back(std::uint32_t(m_linear.size()));
    m_dangerEnd.push_back(std::uint32_t(m_danger.size()));
    m_results.push_back(float(result));
}

double TuningSet::dangerUnits(int i, int king, const Params& params) const {
    double u = 0;
    for (std::uint32_t j = i ? m_dangerEnd[std::size_t(i - 1)] : 0; j < m_dangerEnd[std::size_t(i)];
         ++j)
        if (m_danger[j].king == king) u += m_danger[j].count * params[m_danger[j].param];
    return u;
}

double TuningSet::evaluate(int i, const Params& params) const {
    double e = 0;
    for (std::uint32_t j = i ? m_linearEnd[std::size_t(i - 1)] : 0; j < m_linearEnd[std::size_t(i)];
         ++j)
        e += m_linear[j].count * params[m_linear[j].param];
    // Each side pays for the danger to its own King.
    e -= penalty(dangerUnits(i, Sente, params));
    e += penalty(dangerUnits(i, Gote, params));
    return e;
}

double TuningSet::addErrorGradient(int i, const Params& params, double k, Params& gradient) const {
    const std::uint32_t linearBegin = i ? m_linearEnd[std::size_t(i - 1)] : 0;
    const std::uint32_t linearEnd = m_linearEnd[std::size_t(i)];
    const std::uint32_t dangerBegin = i ? m_dangerEnd[std::size_t(i - 1)] : 0;
    const std::uint32_t dangerEnd = m_dangerEnd[std::size_t(i)];
    double e = 0;
    for (std::uint32_t j = linearBegin; j < linearEnd; ++j)
        e += m_linear[j].count * params[m_linear[j].param];
    double units[2] = {0, 0};
    for (std::uint32_t j = dangerBegin; j < dangerEnd; ++j)
        units[m_danger[j].king] += m_danger[j].count * params[m_danger[j].param];
    e += penalty(units[Gote]) - penalty(units[Sente]);

    const double p = sigmoid(k * e);
    const double d = p - m_results[std::size_t(i)];
    const double factor = 2 * d * p * (1 - p) * k;
    for (std::uint32_t j = linearBegin; j < linearEnd; ++j)
        gradient[m_linear[j].param] += factor * m_linear[j].count;
    const double slope[2] = {-factor * penaltySlope(units[Sente]),
                             factor * penaltySlope(units[Gote])};
    for (std::uint32_t j = dangerBegin; j < dangerEnd; ++j)
        gradient[m_danger[j].param] += slope[m_danger[j].king] * m_danger[j].count;
    return d * d;
}

std::vector<int> TuningSet::usage() const {
    std::vector<int> used(ParamCount, 0);
    for (const Linear& l : m_linear) ++used[l.param];
    for (const Danger& d : m_danger) ++used[d.param];
    return used;
}

double meanSquaredError(const TuningSet& set, const Params& params, double k, int threads) {
    if (set.size() == 0) return 0;
    const double sum = parallelSum(set.size(), threads, [&](int begin, int end, int) {
        double s = 0;
        for (int i = begin; i < end; ++i) {
            const double d = sigmoid(k * set.evaluate(i, params)) - set.result(i);
            s += d * d;
        }
        return s;
    });
    return sum / set.size();
}

double fitScale(const TuningSet& set, const Params& params, int threads) {
    // The error is unimodal in K: golden-section search on a log scale.
    double lo = std::log(1e-5), hi = std::log(1e-1);
    const double g = (std::sqrt(5.0) - 1) / 2;
    auto err = [&](double x) { return meanSquaredError(set, params, std::exp(x), threads); };
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double fa = err(a), fb = err(b);
    for (int it = 0; it < 40; ++it) {
        if (fa < fb) {
            hi = b, b = a, fb = fa;
            a = hi - g * (hi - lo), fa = err(a);
        } else {
            lo = a, a = b, fa = fb;
            b = lo + g * (hi - lo), fb = err(b);
        }
    }
    return std::exp((lo + hi) / 2);
}

void adam(const TuningSet& set, Params& params, double k, const AdamSettings& settings,
          const std::function<void(int, double)>& progress) {
    const std::size_t n = params.size();
    const int count = set.size();
    if (count == 0) return;
    const int batch = settings.batchSize > 0 ? std::min(settings.batchSize, count) : count;
    const int batchesPerEpoch = (count + batch - 1) / batch;
    const int steps = settings.epochs * batchesPerEpoch;
    // Consecutive positions come from the same game: the batches take them shuffled.
    std::vector<int> order(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) order[std::size_t(i)] = i;
    SplitMix64 rng(settings.seed);
    for (int i = count - 1; i > 0; --i)
        std::swap(order[std::size_t(i)], order[rng.next() % std::uint64_t(i + 1)]);

    Params m(n, 0.0), v(n, 0.0), gradient(n, 0.0);
    const int threads = std::clamp(settings.threads, 1, 64);
    std::vector<Params> partial(std::size_t(threads), Params(n, 0.0));
    double beta1Power = 1, beta2Power = 1;
    int step = 0;
    for (int epoch = 0; epoch < settings.epochs; ++epoch) {
        double epochError = 0;
        for (int first = 0; first < count; first += batch, ++step) {
            const int size = std::min(batch, count - first);
            for (Params& p : partial) std::fill(p.begin(), p.end(), 0.0);
            epochError += parallelSum(size, threads, [&](int begin, int end, int t) {
                Params& g = partial[std::size_t(t)];
                double s = 0;
                for (int i = begin; i < end; ++i)
                    s += set.addErrorGradient(order[std::size_t(first + i)], params, k, g);
                return s;
            });
            std::fill(gradient.begin(), gradient.end(), 0.0);
            for (const Params& p : partial)
                for (std::size_t j = 0; j < n; ++j) gradient[j] += p[j];
            beta1Power *= settings.beta1;
            beta2Power *= settings.beta2;
            const double rate = settings.learningRate * (1 - 0.9 * step / std::max(steps - 1, 1));
            for (std::size_t j = 0; j < n; ++j) {
                if (!settings.tunable.empty() && !settings.tunable[j]) continue;
                const double g = gradient[j] / size;
                m[j] = settings.beta1 * m[j] + (1 - settings.beta1) * g;
                v[j] = settings.beta2 * v[j] + (1 - settings.beta2) * g * g;
                const double mHat = m[j] / (1 - beta1Power), vHat = v[j] / (1 - beta2Power);
                // The gradients of a mean error are small: a tiny epsilon keeps Adam's steps
                // scale-free.
                params[j] -= rate * mHat / (std::sqrt(vHat) + 1e-15);
            }
        }
        if (progress) progress(epoch, epochError / count);
    }
}

void centreTables(const TuningSet& set, Params& params) {
    const std::vector<int> used = set.usage();
    // Shifts the entries [begin, begin + size) by minus their weighted mean; returns the mean.
    auto centre = [&](int begin, int size) {
        double sum = 0, weight = 0;
        for (int i = begin; i < begin + size; ++i) {
            sum += used[std::size_t(i)] * params[std::size_t(i)];
            weight += used[std::size_t(i)];
        }
        if (weight == 0) return 0.0;
        const double mean = std::round(sum / weight);
        for (int i = begin; i < begin + size; ++i) params[std::size_t(i)] -= mean;
        return mean;
    };
    for (int kind = 0; kind < 15; ++kind) {
        double shift = centre(param(Block(PsqPrincess + kind), 0), 64);
        if (kind == King) continue;
        shift += centre(param(OwnKingDistance, kind * 4), 4);
        shift += centre(param(EnemyKingDistance, kind * 4), 4);
        params[std::size_t(param(BoardValue, kind))] += shift;
    }
    // A mobility table may serve several kinds (the Gold movers share one).
    for (int b = 0; b < BlockCount; ++b) {
        bool isMobility = false;
        for (int kind = 0; kind < 15; ++kind) isMobility = isMobility || mobilityBlock(kind) == b;
        if (!isMobility) continue;
        const double shift = centre(param(Block(b), 0), Blocks[b].size);
        for (int kind = 0; kind < 15; ++kind)
            if (mobilityBlock(kind) == b) params[std::size_t(param(BoardValue, kind))] += shift;
    }
}

bool tunableBlocks(const std::string& names, std::vector<bool>& tunable, std::string* error) {
    tunable.assign(ParamCount, names.empty());
    std::istringstream in(names);
    std::string name;
    while (std::getline(in, name, ',')) {
        if (name.empty()) continue;
        int b = 0;
        while (b < BlockCount && name != Blocks[b].name) ++b;
        if (b == BlockCount) {
            *error = "no block is called '" + name + "'";
            return false;
        }
        std::fill(tunable.begin() + param(Block(b), 0),
                  tunable.begin() + param(Block(b), 0) + Blocks[b].size, true);
    }
    tunable[std::size_t(param(HandValue, Pawn))] = false;
    return true;
}

} // namespace ogi::tune
