// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-match: engine configurations against each other, in-process.
//
//   ogi-match --games 200 --nodes 20000 --a null=0 --b ''        (A = without null move)
//   ogi-match --find-tactics 10 --seed 7 > positions.tsv         (build tactical positions)
//   ogi-match --solve tests/data/tactics.tsv                     (verify and time them)
//
// Prints W-D-L from A's point of view and an Elo estimate with its 95% interval.
#include "match.h"

#include "ai/solver.h"
#include "rules/notation.h"

#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace ogi;

namespace {

void usage() {
    std::cerr
        << "usage: ogi-match [--games N] [--nodes N] [--movetime MS] [--depth D]\n"
           "                 [--a SWITCHES] [--b SWITCHES] [--opening-plies N]\n"
           "                 [--max-plies N] [--seed S] [--jobs J] [--verbose]\n"
           "       ogi-match --find-tactics COUNT [--seed S]\n"
           "       ogi-match --solve FILE\n"
           "SWITCHES: key=value,... with keys level threads nodes depth movetime tt pvs asp null\n"
           "          lmr killers history qs checkext futility pst kingsafety mobility hand\n";
}

bool toNumber(const std::string& s, long long& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size() && v >= 0;
}

// Positions with a forced King capture in n = 1, 2, 3 moves and a unique winning first move,
// taken from games between a weak and a stronger level.
int findTactics(int count, std::uint64_t seed) {
    int found[4] = {0, 0, 0, 0};
    std::set<Key> seen;
    match::Player weak, strong;
    weak.level = 2;
    strong.level = 6;
    ai::Searcher probe(16);
    for (int g = 0; g < 2000 && (found[1] < count || found[2] < count || found[3] < count); ++g) {
        Game game = match::randomOpening(2, seed + std::uint64_t(g), 200);
        const match::Player* pl[2] = {g % 2 ? &weak : &strong, g % 2 ? &strong : &weak};
        for (int ply = 0; ply < 200 && !game.isOver(); ++ply) {
            const Position& pos = game.position();
            if (!seen.count(pos.key())) {
                seen.insert(pos.key());
                ai::SearchLimits lim;
                lim.depth = 6;
                lim.nodes = 300000;
                const ai::SearchResult r = probe.search(pos, game.history(), lim);
                const int p = ai::isMateScore(r.score) ? ai::matePlies(r.score) : 0;
                if (p == 1 || p == 3 || p == 5) {
                    const int n = (p + 1) / 2;
                    Position q = pos;
                    History h = game.history();
                    h.reserve(h.size() + 16);
                    if (found[n] < count) {
                        const auto wins = ai::winningFirstMoves(q, h, n);
                        if (wins.size() == 1 && (n == 1 || !ai::forcedKingCapture(q, h, n - 1))) {
                            ++found[n];
                            std::cout << n << '\t' << pos.toSfen() << '\t' << moveToMachine(wins[0])
                                      << std::endl;
                        }
                    }
                }
            }
            ai::Searcher s(4);
            const match::Player& who = *pl[game.sideToMove()];
            const Move m = ai::searchAtLevel(s, who.level, 1, game.position(), game.history(), {},
                                             seed * 31 + std::uint64_t(ply + g * 1000))
                               .best;
            if (m.isNone()) break;
            game.play(m);
        }
    }
    std::cerr << "found: in 1: " << found[1] << ", in 2: " << found[2] << ", in 3: " << found[3]
              << '\n';
    return 0;
}

int solve(const std::string& file) {
    std::ifstream in(file);
    if (!in) {
        std::cerr << "cannot read " << file << '\n';
        return 1;
    }
    std::string line;
    int lineNo = 0, solved = 0, total = 0;
    double worst = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        std::string nText, sfen, moveText;
        std::getline(ls, nText, '\t');
        std::getline(ls, sfen, '\t');
        std::getline(ls, moveText, '\t');
        auto pos = Position::fromSfen(sfen);
        if (!pos) {
            std::cerr << file << ':' << lineNo << ": " << pos.error() << '\n';
            continue;
        }
        ++total;
        ai::Searcher s(16);
        const auto t0 = std::chrono::steady_clock::now();
        ai::SearchLimits lim;
        lim.movetime = 1000;
        const ai::SearchResult r = s.search(*pos, History(), lim);
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        // Time to find: stop as soon as the forced result is proven (the search does).
        worst = std::max(worst, secs);
        const bool ok = moveToMachine(r.best) == moveText && ai::isMateScore(r.score) &&
                        ai::matePlies(r.score) == 2 * std::stoi(nText) - 1;
        solved += ok;
        std::printf("%s in %s: expected %s, played %s, mate %d, %.3f s, %llu nodes\n",
                    ok ? "ok  " : "FAIL", nText.c_str(), moveText.c_str(),
                    moveToMachine(r.best).c_str(),
                    ai::isMateScore(r.score) ? ai::matePlies(r.score) : 0, secs,
                    static_cast<unsigned long long>(r.nodes));
    }
    std::printf("solved %d of %d, slowest %.3f s\n", solved, total, worst);
    return solved == total ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    int games = 100, openingPlies = 4, maxPlies = 300, jobs = 1, findCount = 0;
    std::uint64_t seed = 1;
    bool verbose = false;
    std::string solveFile;
    match::Player a, b;
    a.name = "A";
    b.name = "B";
    std::string specA, specB;
    long long nodes = 0, movetime = 0, depth = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](long long& v) {
            if (i + 1 >= argc || !toNumber(argv[i + 1], v)) {
                std::cerr << "ogi-match: " << arg << " needs a whole number >= 0\n";
                std::exit(2);
            }
            ++i;
        };
        long long v = 0;
        if (arg == "--games")
            value(v), games = int(v);
        else if (arg == "--nodes")
            value(nodes);
        else if (arg == "--movetime")
            value(movetime);
        else if (arg == "--depth")
            value(depth);
        else if (arg == "--opening-plies")
            value(v), openingPlies = int(v);
        else if (arg == "--max-plies")
            value(v), maxPlies = int(v);
        else if (arg == "--seed")
            value(v), seed = std::uint64_t(v);
        else if (arg == "--jobs")
            value(v), jobs = std::max(1, int(v));
        else if (arg == "--find-tactics")
            value(v), findCount = int(v);
        else if (arg == "--verbose")
            verbose = true;
        else if (arg == "--solve" && i + 1 < argc)
            solveFile = argv[++i];
        else if (arg == "--a" && i + 1 < argc)
            specA = argv[++i];
        else if (arg == "--b" && i + 1 < argc)
            specB = argv[++i];
        else {
            usage();
            return 2;
        }
    }
    if (!solveFile.empty()) return solve(solveFile);
    if (findCount > 0) return findTactics(findCount, seed);

    for (match::Player* p : {&a, &b}) {
        p->limits.nodes = std::uint64_t(nodes);
        p->limits.movetime = int(movetime);
        p->limits.depth = int(depth);
    }
    for (auto [p, spec] : {std::pair{&a, &specA}, std::pair{&b, &specB}}) {
        const std::string err = match::configure(*p, *spec);
        if (!err.empty()) {
            std::cerr << "ogi-match: " << p->name << ": " << err << '\n';
            return 2;
        }
    }
    if (!a.limits.nodes && !a.limits.movetime && !a.limits.depth && a.level == ai::MaxLevel) {
        std::cerr << "ogi-match: give --nodes, --movetime or --depth (else games never end)\n";
        return 2;
    }
    games += games % 2; // every opening is played with both colours

    std::atomic<int> next{0};
    std::mutex mtx;
    int wins = 0, draws = 0, losses = 0, illegal = 0, lengthDraws = 0;
    long long totalPlies = 0;
    auto worker = [&] {
        for (;;) {
            const int g = next.fetch_add(1);
            if (g >= games) return;
            const int pair = g / 2;
            const bool aSente = g % 2 == 0;
            const Game opening = match::randomOpening(openingPlies, seed * 1000003 + pair);
            const match::GameRecord rec = match::playGame(opening, aSente ? a : b, aSente ? b : a,
                                                          maxPlies, seed * 7919 + std::uint64_t(g));
            std::lock_guard lock(mtx);
            const Result aWin = aSente ? Result::SenteWins : Result::GoteWins;
            const Result bWin = aSente ? Result::GoteWins : Result::SenteWins;
            if (rec.result == aWin)
                ++wins;
            else if (rec.result == bWin)
                ++losses;
            else
                ++draws;
            illegal += rec.illegal;
            lengthDraws += rec.adjudicatedLength;
            totalPlies += rec.plies;
            if (verbose)
                std::fprintf(stderr, "game %d (A %s): %s after %d plies, termination %d\n", g + 1,
                             aSente ? "Sente" : "Gote",
                             rec.result == aWin   ? "A wins"
                             : rec.result == bWin ? "B wins"
                                                  : "draw",
                             rec.plies, int(rec.termination));
        }
    };
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const match::EloEstimate e = match::eloFromResults(wins, draws, losses);
    std::printf("A [%s] vs B [%s], %d games, %s\n", specA.c_str(), specB.c_str(), games,
                nodes      ? ("nodes " + std::to_string(nodes)).c_str()
                : movetime ? ("movetime " + std::to_string(movetime)).c_str()
                           : ("depth " + std::to_string(depth)).c_str());
    std::printf("A: W-D-L %d-%d-%d  score %.1f%%  Elo %+.0f  (95%%: %+.0f .. %+.0f)\n", wins, draws,
                losses, 100.0 * (wins + 0.5 * draws) / std::max(1, games), e.elo, e.low, e.high);
    std::printf("mean length %.0f plies, ply-limit draws %d, illegal moves %d, %.0f s\n",
                double(totalPlies) / std::max(1, games), lengthDraws, illegal, secs);
    return illegal ? 1 : 0;
}
