// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-tune: makes tuning data from engine self-play and fits the evaluation's weights to it.
//
//   ogi-tune selfplay --out FILE [--games N] [--nodes N] [--noise CP] [--threads T] [--seed S]
//                     [--append]
//   ogi-tune fit FILE... [--epochs N] [--batch N] [--rate R] [--threads T] [--blocks A,B,...]
//                        [--min-usage N] [--validation N] [--k K] [--write PATH]
//
// selfplay writes one quiet position a line with the game's result (tools/tune/dataset.h
// gives the format); fit prints K and the error before and after, and with --write rewrites
// the weights file (README.md in this folder has the whole recipe).
#include "cliargs.h"
#include "dataset.h"
#include "selfplay.h"
#include "tuner.h"
#include "weightsfile.h"

#include "ai/evalparams.h"
#include "rules/splitmix.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_set>
#include <vector>

using namespace ogi;
using namespace ogi::tune;

namespace {

using Args = CliArgs;

int selfplay(const Args& args) {
    const std::string* out = args.get("--out");
    if (!out) {
        std::cerr << "selfplay: --out FILE is required\n";
        return 2;
    }
    SelfPlaySettings settings;
    settings.nodes = std::uint64_t(args.number("--nodes", long(settings.nodes)));
    settings.maxNoise = int(args.number("--noise", settings.maxNoise));
    settings.maxPlies = int(args.number("--max-plies", settings.maxPlies));
    const long games = args.number("--games", 1000);
    const int threads = int(std::clamp(args.number("--threads", 1), 1L, 64L));
    const std::uint64_t seed = std::uint64_t(args.number("--seed", 1));

    std::ofstream file(*out, args.has("--append") ? std::ios::app : std::ios::trunc);
    if (!file) {
        std::cerr << "selfplay: cannot write " << *out << '\n';
        return 1;
    }
    file << "# ogi-tune selfplay --games " << games << " --nodes " << settings.nodes << " --noise "
         << settings.maxNoise << " --max-plies " << settings.maxPlies << " --seed " << seed << "\n";

    std::mutex lock; // the file, the set of positions seen and the tallies
    std::unordered_set<Key> seen;
    long done = 0, written = 0, results[3] = {0, 0, 0}, plies = 0;
    std::atomic<long> next{0};
    const auto t0 = std::chrono::steady_clock::now();
    auto worker = [&] {
        SelfPlayer player(settings);
        for (long g; (g = next.fetch_add(1)) < games;) {
            const SelfPlayGame game = player.play(splitmix64(seed * 1000003 + std::uint64_t(g)));
            std::string text;
            std::lock_guard<std::mutex> guard(lock);
            for (const LabelledPosition& s : game.samples)
                if (seen.insert(s.position.key()).second) {
                    text += formatSample(s.position, s.result);
                    ++written;
                }
            file << text << std::flush;
            ++done;
            plies += game.plies;
            ++results[game.result == Result::SenteWins ? 0 : game.result == Result::Draw ? 1 : 2];
            if (done % 100 == 0 || done == games) {
                const double s = secondsSince(t0);
                std::fprintf(stderr,
                             "%ld games (%ld-%ld-%ld for Sente, %.0f plies each), %ld positions, "
                             "%.1f games/s\n",
                             done, results[0], results[1], results[2], double(plies) / done,
                             written, done / s);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (std::thread& t : pool) t.join();
    file.close();
    if (!file) {
        std::cerr << "selfplay: writing " << *out << " failed\n";
        return 1;
    }
    std::printf("%ld games, %ld positions written to %s in %.0f s\n", done, written, out->c_str(),
                secondsSince(t0));
    return 0;
}

// Reads the data, every validation-th position into `validation`, the rest into `training`.
bool loadData(const std::vector<std::string>& files, int validation, TuningSet& training,
              TuningSet& held, std::string* error) {
    long n = 0;
    for (const std::string& path : files) {
        std::ifstream in(path);
        if (!in) {
            *error = path + ": cannot read";
            return false;
        }
        std::string why;
        const bool ok = readSamples(
            in,
            [&](const LabelledPosition& s) {
                (validation > 0 && ++n % validation == 0 ? held : training)
                    .add(s.position, s.result);
            },
            &why);
        if (!ok) {
            *error = path + ": " + why;
            return false;
        }
    }
    return true;
}

int fit(const Args& args) {
    if (args.positional.empty()) {
        std::cerr << "fit: give one or more data files (ogi-tune selfplay makes them)\n";
        return 2;
    }
    const int threads = int(std::clamp(args.number("--threads", 1), 1L, 64L));
    const int validation = int(args.number("--validation", 10));
    TuningSet training, held;
    std::string error;
    const auto t0 = std::chrono::steady_clock::now();
    if (!loadData(args.positional, validation, training, held, &error)) {
        std::cerr << "fit: " << error << '\n';
        return 1;
    }
    std::printf("%d training positions, %d held out (1 in %d), traced in %.0f s\n", training.size(),
                held.size(), validation, secondsSince(t0));
    if (training.size() == 0) return 1;

    AdamSettings adamSettings;
    const std::string* blocks = args.get("--blocks");
    if (!tunableBlocks(blocks ? *blocks : "", adamSettings.tunable, &error)) {
        std::cerr << "fit: " << error << '\n';
        return 2;
    }
    // A weight that too few positions count would only learn their noise: it stays as it is.
    const int minUsage = int(args.number("--min-usage", 1000));
    const std::vector<int> usage = training.usage();
    int frozen = 0, tunable = 0;
    for (int p = 0; p < ai::eval::ParamCount; ++p) {
        if (adamSettings.tunable[std::size_t(p)] && usage[std::size_t(p)] < minUsage) {
            adamSettings.tunable[std::size_t(p)] = false;
            ++frozen;
        }
        tunable += adamSettings.tunable[std::size_t(p)];
    }
    adamSettings.epochs = int(args.number("--epochs", adamSettings.epochs));
    adamSettings.batchSize = int(args.number("--batch", adamSettings.batchSize));
    adamSettings.learningRate = args.real("--rate", 1.0);
    adamSettings.threads = threads;

    const Params before = engineWeights();
    const double k = args.has("--k") ? args.real("--k", 0) : fitScale(training, before, threads);
    const double trainBefore = meanSquaredError(training, before, k, threads);
    const double heldBefore = meanSquaredError(held, before, k, threads);
    std::printf("K = %.6f; %d weights tuned (%d left alone: fewer than %d positions use them)\n", k,
                tunable, frozen, minUsage);
    std::printf("error before: %.6f training, %.6f held out\n", trainBefore, heldBefore);
    std::fflush(stdout);

    Params params = before;
    adam(training, params, k, adamSettings, [&](int epoch, double e) {
        std::printf("  epoch %3d: training error %.6f (%.0f s)\n", epoch + 1, e, secondsSince(t0));
        std::fflush(stdout);
    });
    for (double& p : params) p = std::round(p);
    centreTables(training, params);
    const double trainAfter = meanSquaredError(training, params, k, threads);
    const double heldAfter = meanSquaredError(held, params, k, threads);
    std::printf("error after (weights rounded): %.6f training, %.6f held out\n", trainAfter,
                heldAfter);

    // What moved, block by block.
    for (int b = 0, index = 0; b < ai::eval::BlockCount; ++b) {
        const ai::eval::BlockInfo& block = ai::eval::Blocks[b];
        double sum = 0, largest = 0;
        for (int i = index; i < index + block.size; ++i) {
            const double d = std::abs(params[std::size_t(i)] - before[std::size_t(i)]);
            sum += d;
            largest = std::max(largest, d);
        }
        std::printf("  %-26s mean change %6.1f, largest %6.0f\n", block.name, sum / block.size,
                    largest);
        index += block.size;
    }

    if (const std::string* path = args.get("--write")) {
        std::ostringstream provenance;
        provenance.precision(6);
        provenance << "Fit to " << training.size() << " positions (" << held.size()
                   << " held out), K = " << k << ", " << adamSettings.epochs
                   << " epochs of Adam in batches of " << adamSettings.batchSize << ": error "
                   << trainBefore << " -> " << trainAfter << " (held out " << heldBefore << " -> "
                   << heldAfter << ").";
        // Written beside the target, then renamed over it: never a half-written file.
        const std::string temp = *path + ".tmp";
        {
            std::ofstream out(temp, std::ios::trunc);
            writeWeightsHeader(out, params, provenance.str());
            out.close();
            if (!out) {
                std::cerr << "fit: cannot write " << temp << '\n';
                return 1;
            }
        }
        if (std::rename(temp.c_str(), path->c_str()) != 0) {
            std::cerr << "fit: cannot replace " << *path << '\n';
            return 1;
        }
        std::printf("weights written to %s\n", path->c_str());
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    Args args;
    std::string error;
    if (!parseCliArgs(argc, argv, 2, {"--append"}, args, error)) {
        std::cerr << "ogi-tune: " << error << '\n';
        return 2;
    }
    if (command == "selfplay") return selfplay(args);
    if (command == "fit") return fit(args);
    std::cerr << "usage: ogi-tune selfplay --out FILE [--games N] [--nodes N] [--noise CP] "
                 "[--max-plies N] [--threads T] [--seed S] [--append]\n"
                 "       ogi-tune fit FILE... [--epochs N] [--batch N] [--rate R] [--threads T] "
                 "[--blocks A,B] [--min-usage N] [--validation N] [--k K] [--write PATH]\n";
    return 2;
}
