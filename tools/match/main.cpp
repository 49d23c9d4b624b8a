// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-match: engine matches refereed by the rules core, with Elo and SPRT; opening books;
// tactical positions. See usage() or `ogi-match --help`.
#include "handicap.h"
#include "match.h"
#include "sprt.h"

#include "learn/solver.h"
#include "learn/tactics.h"
#include "rules/notation.h"
#include "rules/record.h"
#include "rules/splitmix.h"

#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace ogi;

namespace {

const char* const Usage = R"(usage: ogi-match [match options] --a SPEC --b SPEC
       ogi-match --make-openings COUNT [--opening-plies N] [--seed S] [--nodes N]
       ogi-match --find-tactics COUNT [--seed S]
       ogi-match --solve FILE

A match plays game pairs: each opening twice, each side having Sente once. Results are from
A's point of view: W-D-L, the pentanomial counts of the pairs (A scored 0, 1/2, 1, 3/2, 2),
Elo with its 95% interval, and the SPRT log-likelihood ratio when --sprt is given. A line is
printed after every pair. Every move is checked by the rules core: an illegal move, a time
overrun, a crash or a resignation loses; 100 plies without capture or unpromoted-Pawn move
and --max-plies are draws.

SPEC (key=value,...): a side, either
  cmd=COMMAND       an engine binary speaking our USI dialect (an old build, a new build),
                    run through /bin/sh (on Windows: a command line, the program first);
                    opt.NAME=VALUE sends 'setoption name NAME value VALUE' (e.g. opt.Hash=64)
  or the search in this process: level, threads, hash (MB), nnue (1, the default: level
                    10 evaluates with the built-in network, as the program does; 0: by
                    hand; levels 1-9 always evaluate by hand), and the feature switches
                    listed at the end (1 = on, 0 = off)
  and for both:     name=TEXT, and a time control of its own replacing the match's:
                    movetime nodes depth time inc byoyomi (ms)

Match options:
  --games N             games to play, rounded up to whole pairs (default 100)
  --movetime MS         fixed time per move
  --nodes N             node limit per move (load-proof, but blind to speed)
  --depth D             depth limit per move
  --clock T[+I]         a clock: T seconds + I seconds per move (e.g. 10+0.1)
  --byoyomi MS          byoyomi per move, with or without main time
  --margin MS           time allowed beyond the limit before a loss on time: 100 with
                        --movetime, 0 with a clock (default)
  --concurrency J       games played at once (default 1; alias --jobs)
  --openings FILE       openings, one per line ('startpos moves ...' or 'sfen S moves ...');
                        pairs take them in order from a start chosen by --seed
  --opening-plies N     without --openings: random balanced openings of N plies (default 4)
  --max-plies N         draw after N plies (default 300)
  --sprt E0,E1[,A,B]    stop when H0 (A is E0 Elo stronger) or H1 (E1 stronger) is accepted,
                        error rates A and B (default 0.05 each)
  --handicap TEXT       A starts with these pieces promoted, in both games of a pair
                        ("+R +B", "+S +S", "+P"; RULES.md 9): each opening is played out,
                        then A's pieces promoted where they stand; openings where one was
                        taken or promoted are left out
  --pgn FILE            append every game to FILE (.ogn records)
  --seed S              openings, level noise (default 1)
  --first-pair N        start at pair N of the sequence the seed gives (default 0): a match
                        of 400 games continued with --games 400 --first-pair 200 plays
                        what the second half of an 800-game match would
  --prior "W-D-L P0 P1 P2 P3 P4 [SECONDS]"
                        the results of this match's earlier run (its 'summary' line's W-D-L,
                        pair counts and seconds): counted with the games played now, with
                        --first-pair to continue where it stopped
  --verbose             one line per game on stderr

The last line, for scripts, is tab-separated: 'summary', games, W-D-L, score (%), Elo, its
95% interval (low, high), seconds, the five pair counts.

Other modes:
  --make-openings COUNT prints COUNT balanced openings of --opening-plies plies (default 8):
                        each ply among the moves within 80 cp of the best at depth 2, the
                        end position kept when a search of --nodes nodes (default 300000)
                        scores it within 60 cp, no position twice
  --find-tactics COUNT  forced King captures in 1, 2, 3 with a unique first move
  --solve FILE          times the engine on such positions

Examples:
  ogi-match --a cmd=build/app/ogi-engine/ogi-engine,name=new --b cmd=/tmp/base,name=base \
            --movetime 40 --concurrency 2 --openings tools/match/openings.txt --sprt 0,10
  ogi-match --a level=8 --b level=9 --movetime 100 --games 200 --concurrency 2
  ogi-match --a null=0 --b '' --nodes 20000 --games 400
)";

template <class T> bool toNumber(const std::string& s, T& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size() && v >= 0;
}

// Positions with a forced King capture in n = 1, 2, 3 moves and a unique winning first move,
// taken from games between a weak and a stronger level.
int findTactics(int count, std::uint64_t seed) {
    int found[4] = {0, 0, 0, 0};
    std::set<Key> seen;
    const int levels[2] = {6, 2};
    ai::Searcher probe(16);
    for (int g = 0; g < 2000 && (found[1] < count || found[2] < count || found[3] < count); ++g) {
        Game game = match::randomOpening(2, seed + std::uint64_t(g), 200);
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
                        const auto wins = learn::winningFirstMoves(q, h, n);
                        if (wins.size() == 1 &&
                            (n == 1 || !learn::forcedKingCapture(q, h, n - 1))) {
                            ++found[n];
                            std::cout << n << '\t' << pos.toSfen() << '\t' << moveToMachine(wins[0])
                                      << std::endl;
                        }
                    }
                }
            }
            ai::Searcher s(4);
            const int level = levels[(game.sideToMove() + g) % 2];
            const Move m = ai::searchAtLevel(s, level, 1, game.position(), game.history(), {},
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
    const learn::TacticsFile tactics = learn::readTactics(file);
    if (!tactics.opened) {
        std::cerr << "cannot read " << file << '\n';
        return 1;
    }
    for (const std::string& error : tactics.errors) std::cerr << error << '\n';
    int solved = 0, total = 0;
    double worst = 0;
    for (const learn::Tactic& t : tactics.tactics) {
        ++total;
        ai::Searcher s(16);
        const auto t0 = std::chrono::steady_clock::now();
        ai::SearchLimits lim;
        lim.movetime = 1000;
        const ai::SearchResult r = s.search(t.position, History(), lim);
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        // Time to find: stop as soon as the forced result is proven (the search does).
        worst = std::max(worst, secs);
        const bool ok = t.expects(moveToMachine(r.best)) && ai::isMateScore(r.score) &&
                        ai::matePlies(r.score) == 2 * t.n - 1;
        solved += ok;
        std::printf("%s in %d: expected %s, played %s, mate %d, %.3f s, %llu nodes\n",
                    ok ? "ok  " : "FAIL", t.n, t.moves.c_str(), moveToMachine(r.best).c_str(),
                    ai::isMateScore(r.score) ? ai::matePlies(r.score) : 0, secs,
                    static_cast<unsigned long long>(r.nodes));
    }
    std::printf("solved %d of %d, slowest %.3f s\n", solved, total, worst);
    return solved == total ? 0 : 1;
}

// Balanced openings for matches: random near-best moves, then a deeper look at the result.
int makeOpenings(int count, int plies, std::uint64_t seed, std::uint64_t nodes) {
    std::set<Key> seen;
    ai::Searcher judge(64);
    int made = 0;
    for (std::uint64_t attempt = 0; made < count && attempt < std::uint64_t(count) * 20;
         ++attempt) {
        const Game g = match::randomOpening(plies, seed * 1000003 + attempt, 80);
        if (g.moves().size() != std::size_t(plies) || !seen.insert(g.position().key()).second)
            continue;
        ai::SearchLimits limits;
        limits.nodes = nodes;
        judge.clearHash();
        const int score = judge.search(g.position(), g.history(), limits).score;
        if (std::abs(score) > 60) continue;
        // Printed from Sente's view.
        const int sente = g.sideToMove() == Sente ? score : -score;
        std::printf("%s # %+d\n", match::openingLine(g).c_str(), sente);
        std::fflush(stdout);
        ++made;
    }
    return made == count ? 0 : 1;
}

struct Tally {
    int wins = 0, draws = 0, losses = 0; // A's
    match::Pentanomial penta;
    int timeLosses[2] = {0, 0}; // A, B
    int illegal = 0, crashes = 0, plyLimit = 0, fiftyMove = 0;
    long long plies = 0;
    int worstOverrun = -1000000;
};

// A's points in one game.
double pointsForA(const match::GameRecord& rec, bool aSente) {
    const Result r = rec.plyLimit ? Result::Draw : rec.game.outcome().result;
    if (r == Result::Draw || r == Result::Ongoing) return 0.5;
    return (r == Result::SenteWins) == aSente ? 1.0 : 0.0;
}

} // namespace

int main(int argc, char** argv) {
    int games = 100, openingPlies = -1, jobs = 1, findCount = 0, makeCount = 0;
    int margin = -1;
    std::uint64_t seed = 1, nodes = 0;
    int firstPair = 0;
    std::string prior;
    bool verbose = false, sprt = false;
    match::SprtBounds bounds;
    std::string solveFile, openingsFile, pgnFile, specA, specB;
    match::RefereeSettings settings;
    match::HandicapSpec handicap;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto text = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "ogi-match: " << arg << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        const auto number = [&]() -> long long {
            long long v = 0;
            const std::string t = text();
            if (!toNumber(t, v)) {
                std::cerr << "ogi-match: " << arg << " needs a whole number >= 0, not '" << t
                          << "'\n";
                std::exit(2);
            }
            return v;
        };
        if (arg == "--help" || arg == "-h") {
            std::cout << Usage << "\nFeature switches: " << match::switchNames() << '\n';
            return 0;
        } else if (arg == "--games") {
            games = int(number());
        } else if (arg == "--nodes") {
            nodes = std::uint64_t(number());
        } else if (arg == "--movetime") {
            settings.tc.movetime = int(number());
        } else if (arg == "--depth") {
            settings.tc.depth = int(number());
        } else if (arg == "--clock") {
            const std::string t = text();
            if (!match::parseClock(t, settings.tc)) {
                std::cerr << "ogi-match: --clock needs seconds[+increment], e.g. 10+0.1, not '" << t
                          << "'\n";
                return 2;
            }
        } else if (arg == "--byoyomi") {
            settings.tc.byoyomi = int(number());
        } else if (arg == "--margin") {
            margin = int(number());
        } else if (arg == "--opening-plies") {
            openingPlies = int(number());
        } else if (arg == "--max-plies") {
            settings.maxPlies = int(number());
        } else if (arg == "--seed") {
            seed = std::uint64_t(number());
        } else if (arg == "--first-pair") {
            firstPair = std::max(0, int(number()));
        } else if (arg == "--prior") {
            prior = text();
        } else if (arg == "--jobs" || arg == "--concurrency") {
            jobs = std::max(1, int(number()));
        } else if (arg == "--find-tactics") {
            findCount = int(number());
        } else if (arg == "--make-openings") {
            makeCount = int(number());
        } else if (arg == "--verbose") {
            verbose = true;
        } else if (arg == "--solve") {
            solveFile = text();
        } else if (arg == "--openings") {
            openingsFile = text();
        } else if (arg == "--handicap") {
            const std::string err = match::parseHandicap(text(), handicap);
            if (!err.empty()) {
                std::cerr << "ogi-match: " << err << '\n';
                return 2;
            }
        } else if (arg == "--pgn") {
            pgnFile = text();
        } else if (arg == "--a") {
            specA = text();
        } else if (arg == "--b") {
            specB = text();
        } else if (arg == "--sprt") {
            const std::string t = text();
            double v[4] = {0, 10, 0.05, 0.05};
            int n = std::sscanf(t.c_str(), "%lf,%lf,%lf,%lf", &v[0], &v[1], &v[2], &v[3]);
            if (n < 2 || v[1] <= v[0] || v[2] <= 0 || v[2] >= 0.5 || v[3] <= 0 || v[3] >= 0.5) {
                std::cerr << "ogi-match: --sprt needs ELO0,ELO1[,ALPHA,BETA] with ELO0 < ELO1, "
                             "not '"
                          << t << "'\n";
                return 2;
            }
            bounds = {v[0], v[1], v[2], v[3]};
            sprt = true;
        } else {
            std::cerr << "ogi-match: unknown argument '" << arg << "' (see --help)\n";
            return 2;
        }
    }
    if (!solveFile.empty()) return solve(solveFile);
    if (findCount > 0) return findTactics(findCount, seed);
    if (makeCount > 0)
        return makeOpenings(makeCount, openingPlies < 0 ? 8 : openingPlies, seed,
                            nodes ? nodes : 300000);
    settings.tc.nodes = nodes;
    settings.marginMs = margin >= 0 ? margin : settings.tc.clock() ? 0 : 100;

    match::PlayerSpec a, b;
    a.name = "A";
    b.name = "B";
    for (auto [p, spec] : {std::pair{&a, &specA}, std::pair{&b, &specB}}) {
        const std::string err = match::configure(*p, *spec);
        if (!err.empty()) {
            std::cerr << "ogi-match: " << p->name << ": " << err << '\n';
            return 2;
        }
    }
    for (const match::PlayerSpec* p : {&a, &b}) {
        const bool capped = ai::levelInfo(p->level).maxNodes || p->external();
        if (!(p->ownTc.any() || settings.tc.any()) && !capped) {
            std::cerr << "ogi-match: give --movetime, --nodes, --depth or --clock (else games "
                         "never end)\n";
            return 2;
        }
    }
    std::vector<Game> openings;
    if (!openingsFile.empty()) {
        std::string err;
        openings = match::readOpenings(openingsFile, err);
        if (openings.empty()) {
            std::cerr << "ogi-match: " << err << '\n';
            return 2;
        }
    }
    if (openingPlies < 0) openingPlies = 4;
    const int pairs = (games + 1) / 2;
    // With a handicap, each opening is played twice with A's pieces promoted where they stand:
    // once with A as Sente, once as Gote. Openings where that cannot be done are left out.
    std::vector<std::array<Game, 2>> handicapBook;
    if (!handicap.empty()) {
        const auto both = [&](const Game& opening) -> std::optional<std::array<Game, 2>> {
            auto asSente = match::handicapOpening(opening, Sente, handicap);
            auto asGote = match::handicapOpening(opening, Gote, handicap);
            if (!asSente || !asGote) return std::nullopt;
            return std::array<Game, 2>{std::move(*asSente), std::move(*asGote)};
        };
        if (openings.empty())
            for (std::uint64_t k = 0; int(handicapBook.size()) < firstPair + pairs &&
                                      k < 100u * std::uint64_t(firstPair + pairs);
                 ++k)
                if (auto g = both(match::randomOpening(openingPlies, seed * 1000003 + k)))
                    handicapBook.push_back(std::move(*g));
        for (const Game& opening : openings)
            if (auto g = both(opening)) handicapBook.push_back(std::move(*g));
        if (handicapBook.empty()) {
            std::cerr << "ogi-match: no opening leaves the handicap's pieces in place\n";
            return 2;
        }
    }
    std::ofstream pgn;
    if (!pgnFile.empty()) {
        pgn.open(pgnFile, std::ios::app);
        if (!pgn) {
            std::cerr << "ogi-match: cannot write " << pgnFile << '\n';
            return 2;
        }
    }

    std::printf("A [%s] vs B [%s], %d games, %s\n", specA.c_str(), specB.c_str(), 2 * pairs,
                settings.tc.text().c_str());
    if (!handicap.empty())
        std::printf("handicap %s for A (promoted where they stand after the opening), %zu "
                    "openings\n",
                    handicap.text().c_str(), handicapBook.size());
    if (sprt)
        std::printf("SPRT elo0 %.1f elo1 %.1f alpha %.3f beta %.3f: bounds %.2f %.2f\n",
                    bounds.elo0, bounds.elo1, bounds.alpha, bounds.beta, bounds.lower(),
                    bounds.upper());
    std::fflush(stdout);

    std::atomic<int> next{0};
    std::atomic<bool> decided{false};
    std::mutex mtx;
    Tally t;
    double priorSeconds = 0;
    if (!prior.empty()) {
        long long c[5];
        const int n =
            std::sscanf(prior.c_str(), "%d-%d-%d %lld %lld %lld %lld %lld %lf", &t.wins, &t.draws,
                        &t.losses, &c[0], &c[1], &c[2], &c[3], &c[4], &priorSeconds);
        const long long pairsBefore = c[0] + c[1] + c[2] + c[3] + c[4];
        if (n < 8 || t.wins < 0 || t.draws < 0 || t.losses < 0 || c[0] < 0 || c[1] < 0 ||
            c[2] < 0 || c[3] < 0 || c[4] < 0 || 2 * pairsBefore != t.wins + t.draws + t.losses) {
            std::cerr << "ogi-match: --prior needs \"W-D-L P0 P1 P2 P3 P4 [SECONDS]\" with twice "
                         "as many games as pairs, not '"
                      << prior << "'\n";
            return 2;
        }
        if (n < 9) priorSeconds = 0;
        for (int k = 0; k < 5; ++k) t.penta.count[std::size_t(k)] = c[k];
    }
    const int gamesBefore = t.wins + t.draws + t.losses;
    const std::size_t bookStart = !handicapBook.empty() ? splitmix64(seed) % handicapBook.size()
                                  : openings.empty()    ? 0
                                                        : splitmix64(seed) % openings.size();
    const auto startTime = std::chrono::steady_clock::now();
    auto report = [&](const char* prefix) {
        const match::EloEstimate e = match::eloFromPentanomial(t.penta);
        std::printf(
            "%s%lld pairs, W-D-L %d-%d-%d, penta [%lld %lld %lld %lld %lld], "
            "Elo %+.1f +-%.1f (%+.1f..%+.1f)",
            prefix, static_cast<long long>(t.penta.pairs()), t.wins, t.draws, t.losses,
            static_cast<long long>(t.penta.count[0]), static_cast<long long>(t.penta.count[1]),
            static_cast<long long>(t.penta.count[2]), static_cast<long long>(t.penta.count[3]),
            static_cast<long long>(t.penta.count[4]), e.elo, (e.high - e.low) / 2, e.low, e.high);
        if (sprt)
            std::printf(", LLR %.2f (%.2f, %.2f)",
                        match::sprtLlr(t.penta, bounds.elo0, bounds.elo1), bounds.lower(),
                        bounds.upper());
        std::printf("\n");
        std::fflush(stdout);
    };
    auto worker = [&] {
        const auto pa = match::makePlayer(a), pb = match::makePlayer(b);
        for (;;) {
            const int played = next.fetch_add(1);
            if (played >= pairs || decided) return;
            const int pair = firstPair + played;
            const Game even =
                !handicapBook.empty() ? Game()
                : openings.empty()
                    ? match::randomOpening(openingPlies, seed * 1000003 + std::uint64_t(pair))
                    : openings[(bookStart + std::size_t(pair)) % openings.size()];
            double pairPoints = 0;
            for (int g = 0; g < 2; ++g) {
                const bool aSente = g == 0;
                const Game& opening =
                    handicapBook.empty()
                        ? even
                        : handicapBook[(bookStart + std::size_t(pair)) % handicapBook.size()][g];
                const std::uint64_t gameSeed = seed * 7919 + std::uint64_t(2 * pair + g);
                const match::GameRecord rec =
                    aSente ? match::playGame(opening, *pa, *pb, a, b, settings, gameSeed)
                           : match::playGame(opening, *pb, *pa, b, a, settings, gameSeed);
                const double pts = pointsForA(rec, aSente);
                pairPoints += pts;
                std::lock_guard lock(mtx);
                (pts == 1 ? t.wins : pts == 0 ? t.losses : t.draws)++;
                const Side loser = rec.game.outcome().result == Result::SenteWins ? Gote : Sente;
                const bool aLost = (loser == Sente) == aSente;
                if (rec.timeLoss) ++t.timeLosses[aLost ? 0 : 1];
                t.illegal += rec.illegal;
                t.crashes += rec.crash;
                t.plyLimit += rec.plyLimit;
                t.fiftyMove += rec.game.outcome().termination == Termination::FiftyMoveRule;
                t.plies += int(rec.game.moves().size() - opening.moves().size());
                t.worstOverrun = std::max(t.worstOverrun, rec.maxOverrunMs);
                if (!rec.note.empty())
                    std::fprintf(stderr, "game %d: %s\n", 2 * pair + g + 1, rec.note.c_str());
                if (verbose)
                    std::fprintf(stderr, "game %d (A %s): %s, %s, %zu plies\n", 2 * pair + g + 1,
                                 aSente ? "Sente" : "Gote",
                                 pts == 1   ? "A wins"
                                 : pts == 0 ? "B wins"
                                            : "draw",
                                 rec.plyLimit ? "ply limit"
                                              : terminationText(rec.game.outcome().termination),
                                 rec.game.moves().size());
                if (pgn.is_open()) {
                    Record r;
                    r.setGame(rec.game);
                    r.setTag("Event", "ogi-match");
                    r.setTag("Round", std::to_string(2 * pair + g + 1));
                    r.setTag("Sente", aSente ? a.name : b.name);
                    r.setTag("Gote", aSente ? b.name : a.name);
                    r.setTag("TimeControl", settings.tc.text());
                    if (!handicap.empty()) r.setTag("Handicap", handicap.text());
                    if (rec.plyLimit) r.setTag("Result", "1/2-1/2");
                    if (!rec.note.empty()) r.setTag("Note", rec.note);
                    pgn << writeRecord(r) << '\n';
                    pgn.flush();
                }
            }
            std::lock_guard lock(mtx);
            t.penta.add(pairPoints);
            report("");
            if (sprt) {
                const double llr = match::sprtLlr(t.penta, bounds.elo0, bounds.elo1);
                if (llr >= bounds.upper() || llr <= bounds.lower()) decided = true;
            }
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < std::min(jobs, pairs); ++j) threads.emplace_back(worker);
    for (auto& th : threads) th.join();
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - startTime).count();

    std::printf("== A [%s] vs B [%s], %s\n", specA.c_str(), specB.c_str(),
                settings.tc.text().c_str());
    report("final: ");
    const int n = t.wins + t.draws + t.losses;
    std::printf("score %.1f%%", 100.0 * (t.wins + 0.5 * t.draws) / std::max(1, n));
    if (sprt) {
        const double llr = match::sprtLlr(t.penta, bounds.elo0, bounds.elo1);
        std::printf(", SPRT [%g,%g]: %s", bounds.elo0, bounds.elo1,
                    llr >= bounds.upper()   ? "H1 accepted"
                    : llr <= bounds.lower() ? "H0 accepted"
                                            : "undecided");
    }
    std::printf("\ntime losses A %d B %d", t.timeLosses[0], t.timeLosses[1]);
    if (t.worstOverrun > -1000000)
        std::printf(" (worst move: %+d ms beyond the time given)", t.worstOverrun);
    std::printf(", illegal moves %d, crashes %d, 50-move draws %d, ply-limit draws %d, "
                "mean length %.0f plies, %.0f s\n",
                t.illegal, t.crashes, t.fiftyMove, t.plyLimit,
                double(t.plies) / std::max(1, n - gamesBefore), secs);
    const match::EloEstimate e = match::eloFromPentanomial(t.penta);
    std::printf(
        "summary\t%d\t%d-%d-%d\t%.1f\t%+.1f\t%+.1f\t%+.1f\t%.0f\t%lld %lld %lld %lld %lld\n", n,
        t.wins, t.draws, t.losses, 100.0 * (t.wins + 0.5 * t.draws) / std::max(1, n), e.elo, e.low,
        e.high, priorSeconds + secs, static_cast<long long>(t.penta.count[0]),
        static_cast<long long>(t.penta.count[1]), static_cast<long long>(t.penta.count[2]),
        static_cast<long long>(t.penta.count[3]), static_cast<long long>(t.penta.count[4]));
    return t.illegal || t.crashes ? 1 : 0;
}
