// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-puzzles: the mate search measured, and the tsume collection made and verified.
//
//   ogi-puzzles mates FILE [--mode any|checks] [--max N] [--ms T] [--search MS]
//       solves every position of a tactics file (n, SFEN, move or moves: tests/data/
//       tactics.tsv) and prints the time of each, the length found and the line; --search
//       also runs the main search for MS milliseconds and says whether it plays a shortest
//       win.
//   ogi-puzzles findmates [--games G] [--seed S] [--max N] [--ms T] > FILE
//       every position of engine games with a forced King capture in 2..N moves (any move),
//       written as a tactics file (n, SFEN, the shortest winning first moves), with the
//       time the mate search took for each position, mate or not, summed up on stderr.
//   ogi-puzzles generate [--count N] [--games G] [--seed S] [--nodes N] > FILE
//       finds tsume problems in engine games (resources/puzzles/README.md).
//   ogi-puzzles verify FILE [--oracle]
//       proves every problem of a collection, shows its first move is the only one and its
//       defences the longest, and prints the time of each and the totals; --oracle also asks
//       the brute-force solver (learn/solver.h) for the length and the unique first move.
#include "games.h"
#include "generate.h"

#include "ai/mate.h"
#include "ai/search.h"
#include "learn/puzzle.h"
#include "learn/solver.h"
#include "learn/tactics.h"
#include "rules/notation.h"

#include <chrono>

#include <charconv>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <set>
#include <string>
#include <vector>

using namespace ogi;

namespace {

struct Options {
    ai::MateMode mode = ai::MateMode::AnyMove;
    int maxMoves = 5;
    int ms = 0;
    int searchMs = 0;    // mates: also run the main search this long
    bool oracle = false; // verify: also ask the brute-force solver
    puzzles::GenerateOptions generate;
};

bool toInt(const std::string& s, int& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size() && v >= 0;
}

std::string lineText(const std::vector<Move>& line) {
    std::string s;
    // Appended piece by piece: ("" + a temporary string) trips GCC 12's -Wrestrict at -O3.
    for (Move m : line) {
        if (!s.empty()) s += ' ';
        s += moveToMachine(m);
    }
    return s;
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// What the main search makes of a forced capture in n in ms milliseconds: the mate length it
// reports, whether its move is one of the shortest wins, and when it first reported that
// answer (it may go on searching to make sure).
std::string compareMainSearch(const Position& pos, int n, const std::string& expected, int ms) {
    ai::Searcher searcher(64);
    ai::SearchLimits lim;
    lim.movetime = ms;
    // When the final answer (move and score) was first reported and never changed after.
    std::int64_t settledMs = 0;
    Move lastMove;
    int lastScore = 0;
    const ai::SearchResult r =
        searcher.search(pos, History(), lim, [&](const ai::SearchInfo& info) {
            if (info.pv.empty()) return;
            if (info.pv.front() != lastMove || info.score != lastScore) settledMs = info.timeMs;
            lastMove = info.pv.front();
            lastScore = info.score;
        });
    const std::string best = moveToMachine(r.best);
    const bool mate = ai::isMateScore(r.score) && r.score > 0;
    const bool shortest = mate && ai::matePlies(r.score) == 2 * n - 1 &&
                          ("," + expected + ",").find("," + best + ",") != std::string::npos;
    return std::string(shortest ? "; main search: shortest" : "; main search: MISSES") + " (" +
           best + ", " + (mate ? "mate " + std::to_string(ai::matePlies(r.score)) : "no mate") +
           ", found at " + std::to_string(settledMs) + " ms)";
}

int mates(const std::string& file, const Options& opt) {
    const learn::TacticsFile tactics = learn::readTactics(file);
    if (!tactics.opened) {
        std::cerr << "ogi-puzzles: cannot read " << file << '\n';
        return 1;
    }
    for (const std::string& error : tactics.errors) std::cerr << error << '\n';
    ai::MateSearch search(64);
    int total = 0, shortest = 0;
    double sum = 0, worst = 0;
    for (const learn::Tactic& t : tactics.tactics) {
        ++total;
        ai::MateLimits lim;
        lim.maxMoves = opt.maxMoves;
        lim.timeMs = opt.ms;
        const auto t0 = std::chrono::steady_clock::now();
        const ai::MateResult r = search.solve(t.position, History(), opt.mode, lim);
        const double secs = secondsSince(t0);
        sum += secs;
        worst = std::max(worst, secs);
        // The expected first move, or one of a comma-separated list.
        const std::string first = r.line.empty() ? "" : moveToMachine(r.line.front());
        const bool ok = r.status == ai::MateStatus::Win && r.moves == t.n && t.expects(first);
        shortest += ok;
        std::string mainSearch;
        if (opt.searchMs) mainSearch = compareMainSearch(t.position, t.n, t.moves, opt.searchMs);
        std::printf("%s line %d, in %d: %s %d, %.4f s, %llu nodes: %s%s\n", ok ? "ok  " : "FAIL",
                    t.line, t.n,
                    r.status == ai::MateStatus::Win     ? "win in"
                    : r.status == ai::MateStatus::NoWin ? "no win within"
                                                        : "unknown at",
                    r.status == ai::MateStatus::Win ? r.moves : opt.maxMoves, secs,
                    static_cast<unsigned long long>(r.nodes), lineText(r.line).c_str(),
                    mainSearch.c_str());
    }
    std::printf("%d of %d found with their length and first move; total %.3f s, slowest %.3f s\n",
                shortest, total, sum, worst);
    return shortest == total ? 0 : 1;
}

// Every defender move of the solution resists as long as any other: after it, the win
// takes exactly as many moves as the strongest defence allows.
bool longestDefences(ai::MateSearch& search, const learn::Puzzle& p, std::string& why) {
    Position pos = p.position;
    History history;
    history.reserve(16);
    int movesLeft = p.attackerMoves();
    for (std::size_t i = 0; i < p.solution.size(); ++i) {
        const Move m = p.solution[i];
        if (i % 2 == 1) {
            const ai::DefenceResult d =
                search.defend(pos, history, ai::MateMode::Checks, movesLeft, {});
            if (d.outcome != ai::DefenceResult::Loses || d.moves != movesLeft) {
                why = "defence at ply " + std::to_string(i + 1) + " is not forced to lose in " +
                      std::to_string(movesLeft);
                return false;
            }
        }
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
        if (i % 2 == 0) --movesLeft;
    }
    return true;
}

// The brute-force solver's opinion (learn/solver.h), independent of the mate search.
std::string oracleDisagrees(const learn::Puzzle& p) {
    Position pos = p.position;
    History history;
    history.reserve(32);
    const int n = p.attackerMoves();
    if (!learn::forcedKingCapture(pos, history, n, true)) return "brute force: no forced capture";
    if (learn::forcedKingCapture(pos, history, n - 1, true)) return "brute force: a shorter one";
    const std::vector<Move> wins = learn::winningFirstMoves(pos, history, n, true);
    if (wins.size() != 1 || wins[0] != p.solution[0])
        return "brute force: " + std::to_string(wins.size()) + " winning first moves";
    return {};
}

// Calls each(line number, text) for every line of a collection file that is not empty or a comment;
// false (and a message) when the file cannot be read.
bool forEachLine(const std::string& file,
                 const std::function<void(int lineNo, const std::string& text)>& each) {
    std::ifstream in(file);
    if (!in) {
        std::cerr << "ogi-puzzles: cannot read " << file << '\n';
        return false;
    }
    std::string text;
    for (int lineNo = 1; std::getline(in, text); ++lineNo)
        if (!text.empty() && text[0] != '#') each(lineNo, text);
    return true;
}

int verify(const std::string& file, bool oracle) {
    ai::MateSearch search(64);
    int failures = 0;
    struct Totals {
        int count = 0;
        double seconds = 0, slowest = 0;
    } byLength[8];
    double checkSeconds = 0;
    const bool read = forEachLine(file, [&](int lineNo, const std::string& text) {
        const learn::PuzzleParse parsed = learn::parsePuzzleLine(text);
        if (!parsed.puzzle) {
            std::printf("FAIL line %d: %s\n", lineNo, parsed.error.c_str());
            ++failures;
            return;
        }
        const learn::Puzzle& p = *parsed.puzzle;
        const int n = p.attackerMoves();
        // The proof and the uniqueness of the first move: what the puzzle mode relies on.
        const auto t0 = std::chrono::steady_clock::now();
        ai::MateLimits lim;
        lim.maxMoves = n;
        const ai::MateResult r = search.solve(p.position, History(), ai::MateMode::Checks, lim);
        ai::MateStatus status;
        const std::vector<Move> wins =
            search.winningMoves(p.position, History(), ai::MateMode::Checks, n, {}, &status);
        const double secs = secondsSince(t0);
        std::string why;
        if (r.status != ai::MateStatus::Win || r.moves != n)
            why = "not a forced capture in exactly " + std::to_string(p.plies) + " plies";
        else if (wins.size() != 1 || wins[0] != p.solution[0])
            why = std::to_string(wins.size()) + " winning first moves";
        const auto t1 = std::chrono::steady_clock::now();
        if (why.empty()) longestDefences(search, p, why);
        if (why.empty() && oracle) why = oracleDisagrees(p);
        checkSeconds += secondsSince(t1);
        Totals& t = byLength[p.plies];
        ++t.count;
        t.seconds += secs;
        t.slowest = std::max(t.slowest, secs);
        failures += !why.empty();
        std::printf("%s %s %d plies, rating %d: %.4f s, %llu nodes%s%s\n",
                    why.empty() ? "ok  " : "FAIL", p.id.c_str(), p.plies, p.rating, secs,
                    static_cast<unsigned long long>(r.nodes), why.empty() ? "" : ": ", why.c_str());
    });
    if (!read) return 1;
    int total = 0;
    double seconds = 0;
    for (int plies : {1, 3, 5, 7}) {
        const Totals& t = byLength[plies];
        total += t.count;
        seconds += t.seconds;
        std::printf("%d plies: %d problems, %.3f s in all, %.4f s on average, slowest %.4f s\n",
                    plies, t.count, t.seconds, t.seconds / std::max(1, t.count), t.slowest);
    }
    std::printf("%d problems, %d failures; proofs and unique first moves %.3f s, longest "
                "defences%s checked in %.3f s more\n",
                total, failures, seconds, oracle ? " and brute force" : "", checkSeconds);
    return failures ? 1 : 0;
}

int findMates(const Options& opt) {
    ai::MateSearch search(64);
    std::set<Key> seen;
    int found[8] = {}, unknown = 0;
    double foundSeconds = 0, foundSlowest = 0, otherSeconds = 0, otherSlowest = 0;
    std::uint64_t others = 0;
    puzzles::forEachGamePosition(
        opt.generate.games, opt.generate.seed, [&](int, const Position& pos, const History&) {
            if (!seen.insert(pos.key()).second) return true;
            ai::MateLimits lim;
            lim.maxMoves = opt.maxMoves;
            lim.timeMs = opt.ms;
            const auto t0 = std::chrono::steady_clock::now();
            const ai::MateResult r = search.solve(pos, History(), ai::MateMode::AnyMove, lim);
            const double secs = secondsSince(t0);
            if (r.status == ai::MateStatus::Unknown) {
                ++unknown;
                std::fprintf(stderr, "unknown after %.1f s: %s\n", secs, pos.toSfen().c_str());
                return true;
            }
            if (r.status != ai::MateStatus::Win || r.moves < 2) {
                ++others;
                otherSeconds += secs;
                otherSlowest = std::max(otherSlowest, secs);
                return true;
            }
            ++found[r.moves];
            foundSeconds += secs;
            foundSlowest = std::max(foundSlowest, secs);
            ai::MateStatus status;
            const std::vector<Move> wins =
                search.winningMoves(pos, History(), ai::MateMode::AnyMove, r.moves, {}, &status);
            std::string moves;
            for (Move m : wins) {
                if (!moves.empty()) moves += ',';
                moves += moveToMachine(m);
            }
            std::printf("%d\t%s\t%s\n", r.moves, pos.toSfen().c_str(), moves.c_str());
            std::fflush(stdout);
            return true;
        });
    const int mates = found[2] + found[3] + found[4] + found[5];
    std::fprintf(stderr,
                 "%d forced captures (in 2: %d, in 3: %d, more: %d): %.3f s in all, slowest "
                 "%.3f s\n%llu other positions: %.3f s in all, slowest %.3f s; %d unknown\n",
                 mates, found[2], found[3], mates - found[2] - found[3], foundSeconds, foundSlowest,
                 static_cast<unsigned long long>(others), otherSeconds, otherSlowest, unknown);
    return 0;
}

int generate(const Options& opt) {
    const std::vector<learn::Puzzle> list = puzzles::generate(opt.generate);
    std::printf("# SPDX-FileCopyrightText: 2026 The Ōgi developers\n"
                "# SPDX-License-Identifier: GPL-3.0-or-later\n"
                "# Ōgi tsume problems, format 1 (resources/puzzles/README.md)\n");
    std::printf("# ogi-puzzles generate --count %d --games %d --seed %llu --nodes %llu\n",
                opt.generate.count, opt.generate.games,
                static_cast<unsigned long long>(opt.generate.seed),
                static_cast<unsigned long long>(opt.generate.nodes));
    std::printf("# id\tplies\trating\tsfen\tsolution\tthemes\n");
    for (const learn::Puzzle& p : list) std::printf("%s\n", learn::formatPuzzleLine(p).c_str());
    return 0;
}

void usage() {
    std::cerr << "usage: ogi-puzzles mates FILE [--mode any|checks] [--max N] [--ms T] "
                 "[--search MS]\n"
                 "       ogi-puzzles findmates [--games G] [--seed S] [--max N] [--ms T]\n"
                 "       ogi-puzzles generate [--count N] [--games G] [--seed S] [--nodes N]\n"
                 "       ogi-puzzles verify FILE [--oracle]\n";
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        usage();
        return 2;
    }
    const std::string command = argv[1];
    std::string file;
    Options opt;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--mode" && hasValue) {
            const std::string v = argv[++i];
            if (v != "any" && v != "checks") return usage(), 2;
            opt.mode = v == "any" ? ai::MateMode::AnyMove : ai::MateMode::Checks;
        } else if (arg == "--max" && hasValue) {
            if (!toInt(argv[++i], opt.maxMoves)) return usage(), 2;
        } else if (arg == "--ms" && hasValue) {
            if (!toInt(argv[++i], opt.ms)) return usage(), 2;
        } else if (arg == "--search" && hasValue) {
            if (!toInt(argv[++i], opt.searchMs)) return usage(), 2;
        } else if (arg == "--oracle") {
            opt.oracle = true;
        } else if (arg == "--count" && hasValue) {
            if (!toInt(argv[++i], opt.generate.count)) return usage(), 2;
        } else if (arg == "--games" && hasValue) {
            if (!toInt(argv[++i], opt.generate.games)) return usage(), 2;
        } else if ((arg == "--seed" || arg == "--nodes") && hasValue) {
            int v = 0;
            if (!toInt(argv[++i], v)) return usage(), 2;
            (arg == "--seed" ? opt.generate.seed : opt.generate.nodes) = std::uint64_t(v);
        } else if (file.empty() && arg[0] != '-') {
            file = arg;
        } else {
            usage();
            return 2;
        }
    }
    if (command == "mates" && !file.empty()) return mates(file, opt);
    if (command == "verify" && !file.empty()) return verify(file, opt.oracle);
    if (command == "generate" && file.empty()) return generate(opt);
    if (command == "findmates" && file.empty()) return findMates(opt);
    usage();
    return 2;
}
