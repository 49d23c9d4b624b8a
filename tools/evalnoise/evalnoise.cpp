// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-evalnoise GAMES PLIES LEVEL NODES [MOVETIME]
//
// Plays GAMES self-play games of up to PLIES plies at LEVEL (NODES nodes a move, a different
// seed each move), analyses each with GameAnalysis as the program does (MOVETIME ms a
// position, default 300), and prints how much the evaluation dropped, from the mover's
// view, between the position before a move and the one after it: for the moves that were
// the engine's own choice (pure search inconsistency) and for all moves.
#include "ai/levels.h"
#include "model/analysis/analyser.h"
#include "model/analysis/gameanalysis.h"
#include "model/game/gamemodel.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace ogi;

namespace {
int percentile(std::vector<int> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::size_t(q * double(v.size() - 1))];
}

std::vector<Move> selfPlay(ai::Searcher& searcher, int plies, int level, std::uint64_t nodes,
                           std::uint64_t seed) {
    Game g;
    std::vector<Move> moves;
    while (int(moves.size()) < plies && !g.isOver()) {
        ai::SearchLimits limits;
        limits.nodes = nodes;
        const auto r = ai::searchAtLevel(searcher, level, 1, g.position(), g.history(), limits,
                                         seed + moves.size());
        if (!r.best) break;
        g.play(r.best);
        moves.push_back(r.best);
    }
    return moves;
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 5) {
        std::fprintf(stderr, "usage: ogi-evalnoise GAMES PLIES LEVEL NODES [MOVETIME]\n");
        return 2;
    }
    const int games = std::atoi(argv[1]), plies = std::atoi(argv[2]), level = std::atoi(argv[3]);
    const std::uint64_t nodes = std::strtoull(argv[4], nullptr, 10);
    const int movetime = argc > 5 ? std::atoi(argv[5]) : 300;
    std::vector<int> ownMove, allMoves;
    ai::Searcher searcher;
    GameModel model;
    Analyser analyser(&model); // the engine the program's analysis runs on
    for (int n = 0; n < games; ++n) {
        const std::vector<Move> moves = selfPlay(searcher, plies, level, nodes, 1000 * (n + 1));
        GameAnalysis analysis(&analyser);
        ai::SearchLimits limits;
        limits.movetime = movetime;
        analysis.setLimits(limits);
        QEventLoop loop;
        QObject::connect(&analysis, &GameAnalysis::finished, &loop, &QEventLoop::quit);
        analysis.start(Position::start(), moves);
        loop.exec();
        const auto& r = analysis.results();
        Side mover = Sente;
        for (std::size_t i = 1; i < r.size(); ++i, mover = opposite(mover)) {
            if (r[i].eval.isMate || r[i - 1].eval.isMate) continue; // decided, not noise
            const int before = r[i - 1].eval.clampedCentipawns();
            const int after = r[i].eval.clampedCentipawns();
            const int loss = mover == Sente ? before - after : after - before;
            allMoves.push_back(loss);
            if (r[i - 1].best == moves[i - 1]) ownMove.push_back(loss);
        }
        std::fprintf(stderr, "game %d: %zu plies analysed\n", n + 1, moves.size());
    }
    std::printf("engine's own move: %zu moves, drop median %d, p90 %d, p95 %d, p99 %d\n",
                ownMove.size(), percentile(ownMove, .5), percentile(ownMove, .9),
                percentile(ownMove, .95), percentile(ownMove, .99));
    std::printf("every move:        %zu moves, drop median %d, p90 %d, p95 %d, p99 %d\n",
                allMoves.size(), percentile(allMoves, .5), percentile(allMoves, .9),
                percentile(allMoves, .95), percentile(allMoves, .99));
    return 0;
}
