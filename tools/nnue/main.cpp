// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-nnue: the NNUE data generator and trainer (README.md in this folder has the recipe).
//
//   ogi-nnue gendata --out FILE [--positions N] [--nodes N] [--noise CP] [--threads T]
//                    [--seed S] [--openings FILE] [--random-plies MIN,MAX] [--net builtin|FILE]
//   ogi-nnue train FILE... --out-dir DIR [--epochs N] [--batch N] [--rate R] [--lambda L]
//                  [--scale CP] [--threads T] [--seed S] [--validation SHARE]
#include "data.h"
#include "trainer.h"

#include "cliargs.h"
#include "match.h"
#include "selfplay.h"

#include "ai/eval.h"
#include "ai/nnue.h"
#include "rules/splitmix.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_set>
#include <vector>

using namespace ogi;
using namespace ogi::nnuetools;

namespace {

using tune::secondsSince;
using Args = tune::CliArgs;

int gendata(const Args& args) {
    const std::string* out = args.get("--out");
    if (!out) {
        std::cerr << "gendata: --out FILE is required\n";
        return 2;
    }
    tune::SelfPlaySettings settings;
    settings.keepScored = true;
    settings.nodes = std::uint64_t(args.number("--nodes", 2000));
    settings.maxNoise = int(args.number("--noise", 0));
    settings.minOpeningPlies = 2;
    settings.maxOpeningPlies = 8;
    if (const std::string* r = args.get("--random-plies")) {
        if (std::sscanf(r->c_str(), "%d,%d", &settings.minOpeningPlies,
                        &settings.maxOpeningPlies) != 2 ||
            settings.minOpeningPlies < 0 || settings.maxOpeningPlies < settings.minOpeningPlies) {
            std::cerr << "gendata: --random-plies needs MIN,MAX\n";
            return 2;
        }
    }
    // --net builtin, or a weights file: both sides search with that network.
    std::unique_ptr<ai::nnue::Network> loaded;
    if (const std::string* net = args.get("--net")) {
        if (*net == "builtin") {
            settings.network = ai::nnue::builtinNetwork();
            if (!settings.network) {
                std::cerr << "gendata: --net builtin: this build has no built-in network\n";
                return 2;
            }
        } else {
            std::string error;
            loaded = ai::nnue::Network::fromFile(*net, &error);
            if (!loaded) {
                std::cerr << "gendata: --net " << *net << ": " << error << '\n';
                return 2;
            }
            settings.network = loaded.get();
        }
    }
    const long wanted = args.number("--positions", 100000);
    const int threads = int(std::clamp(args.number("--threads", 1), 1L, 64L));
    const std::uint64_t seed = std::uint64_t(args.number("--seed", 1));
    std::vector<Game> openings;
    const std::string openingsFile = args.get("--openings") ? *args.get("--openings") : "";
    if (!openingsFile.empty()) {
        std::string error;
        openings = match::readOpenings(openingsFile, error);
        if (openings.empty()) {
            std::cerr << "gendata: " << (error.empty() ? openingsFile + ": no opening" : error)
                      << '\n';
            return 1;
        }
    }

    std::ofstream file(*out, std::ios::binary | std::ios::trunc);
    if (!file) {
        std::cerr << "gendata: cannot write " << *out << '\n';
        return 1;
    }
    writeDataHeader(file);

    // Game g is played from opening g mod the number of openings with seed (seed, g), and
    // games are written in the order of g whatever thread played them: the file depends on
    // the settings and the seed only. A game finished before an earlier one waits in
    // `finished` (the thread goes on to its next game) until the games before it are written.
    std::mutex lock;
    long nextToWrite = 0, written = 0, games = 0, plies = 0;
    std::map<long, tune::SelfPlayGame> finished;
    std::unordered_set<Key> seen;
    std::atomic<long> nextGame{0};
    std::atomic<bool> done{false};
    const auto t0 = std::chrono::steady_clock::now();
    auto writeGame = [&](const tune::SelfPlayGame& game) {
        const int result = game.result == Result::SenteWins  ? 1
                           : game.result == Result::GoteWins ? -1
                                                             : 0;
        std::string bytes;
        for (const tune::ScoredPosition& s : game.scored) {
            if (written >= wanted) break;
            if (!seen.insert(s.position.key()).second) continue;
            Sample sample{s.position, s.score, s.position.sideToMove() == Sente ? result : -result};
            std::uint8_t record[RecordSize];
            if (!packSample(sample, record)) continue;
            bytes.append(reinterpret_cast<const char*>(record), RecordSize);
            ++written;
        }
        file.write(bytes.data(), std::streamsize(bytes.size()));
        ++games;
        plies += game.plies;
        if (games % 50 == 0 || written >= wanted)
            std::fprintf(stderr, "%ld games (%.0f plies each), %ld positions, %.0f/s\n", games,
                         double(plies) / double(games), written,
                         double(written) / secondsSince(t0));
        if (written >= wanted) done = true;
    };
    auto worker = [&] {
        tune::SelfPlayer player(settings);
        while (!done) {
            const long g = nextGame.fetch_add(1);
            const Game start =
                openings.empty() ? Game() : openings[std::size_t(g) % openings.size()];
            tune::SelfPlayGame game =
                player.play(splitmix64(seed * 1000003 + std::uint64_t(g)), start);
            std::lock_guard guard(lock);
            finished.emplace(g, std::move(game));
            for (auto it = finished.begin(); it != finished.end() && it->first == nextToWrite;
                 it = finished.erase(it), ++nextToWrite)
                if (!done) writeGame(it->second);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (std::thread& t : pool) t.join();
    file.close();
    if (!file) {
        std::cerr << "gendata: writing " << *out << " failed\n";
        return 1;
    }
    const double s = secondsSince(t0);
    std::printf("%ld positions from %ld games written to %s in %.1f s: %.0f positions/s\n", written,
                games, out->c_str(), s, double(written) / s);
    return 0;
}

void printEpoch(const EpochReport& r) {
    std::printf("epoch %d: train loss %.6f, validation loss %.6f, %.1f s\n", r.epoch, r.trainLoss,
                r.validationLoss, r.seconds);
    std::fflush(stdout);
}

int trainCommand(const Args& args) {
    const std::string* dir = args.get("--out-dir");
    if (args.positional.empty() || !dir) {
        std::cerr << "train: give one or more data files and --out-dir DIR\n";
        return 2;
    }
    std::vector<std::uint8_t> records;
    for (const std::string& path : args.positional) {
        std::string error;
        if (!readDataFile(path, records, &error)) {
            std::cerr << "train: " << error << '\n';
            return 1;
        }
    }
    TrainSettings s;
    s.epochs = int(args.number("--epochs", s.epochs));
    s.batch = int(args.number("--batch", s.batch));
    s.rate = args.real("--rate", s.rate);
    s.lambda = args.real("--lambda", s.lambda);
    s.scale = int(std::clamp(args.number("--scale", s.scale), 1L, 65535L));
    s.threads = int(args.number("--threads", s.threads));
    s.seed = std::uint64_t(args.number("--seed", long(s.seed)));
    s.validation = args.real("--validation", s.validation);
    // The records in a fixed shuffled order, so that the held-out ones are spread evenly.
    const std::size_t n = records.size() / RecordSize;
    SplitMix64 rng(s.seed);
    for (std::size_t i = n; i > 1; --i) {
        const std::size_t j = std::size_t(rng.next() % i);
        std::swap_ranges(records.begin() + std::ptrdiff_t((i - 1) * RecordSize),
                         records.begin() + std::ptrdiff_t(i * RecordSize),
                         records.begin() + std::ptrdiff_t(j * RecordSize));
    }
    std::printf("%zu positions, %.0f%% held out\n", n, 100 * s.validation);
    // The yardstick: the same loss for the hand-written evaluation on the held-out positions.
    {
        double sum = 0;
        std::size_t count = 0;
        for (std::size_t i = n - std::size_t(double(n) * s.validation); i < n; ++i) {
            Sample sample;
            if (!unpackSample(&records[i * RecordSize], sample) || !sample.position.bothKings())
                continue;
            auto sigmoid = [](double x) { return 1 / (1 + std::exp(-x)); };
            const double target = s.lambda * sigmoid(double(sample.score) / s.scale) +
                                  (1 - s.lambda) * (sample.result + 1) / 2.0;
            const double e = sigmoid(double(ai::evaluate(sample.position)) / s.scale) - target;
            sum += e * e;
            ++count;
        }
        std::printf("hand-written evaluation: validation loss %.6f\n",
                    count ? sum / double(count) : 0.0);
    }
    FloatNetwork net(s.seed, s.scale);
    train(net, records, s, printEpoch);
    const std::vector<std::uint8_t> bytes = net.quantise(s.scale);
    std::string error;
    auto check = ai::nnue::Network::fromBytes(bytes.data(), bytes.size(), &error);
    if (!check) {
        std::cerr << "train: the written network does not load: " << error << '\n';
        return 1;
    }
    const std::string path = *dir + "/" + check->name();
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    file.close();
    if (!file) {
        std::cerr << "train: cannot write " << path << '\n';
        return 1;
    }
    std::printf("wrote %s (%zu bytes)\n", path.c_str(), bytes.size());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    Args args;
    std::string error;
    if (!tune::parseCliArgs(argc, argv, 2, {}, args, error)) {
        std::cerr << "ogi-nnue: " << error << '\n';
        return 2;
    }
    if (command == "gendata") return gendata(args);
    if (command == "train") return trainCommand(args);
    std::cerr << "usage: ogi-nnue gendata --out FILE [--positions N] [--nodes N] [--noise CP] "
                 "[--threads T] [--seed S] [--openings FILE] [--random-plies MIN,MAX] "
                 "[--net builtin|FILE]\n"
                 "       ogi-nnue train FILE... --out-dir DIR [--epochs N] [--batch N] "
                 "[--rate R] [--lambda L] [--scale CP] [--threads T] [--seed S] "
                 "[--validation SHARE]\n";
    return 2;
}
