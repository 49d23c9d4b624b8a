// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-marks EVAL GAMES [MOVETIME] [SEED]
//
// How well the review's marks tell bad moves from good ones, for one evaluation (EVAL: "hand"
// or "network"), each position searched as the program's analysis searches it (full strength,
// MOVETIME ms, default 300).
//
// GAMES self-play games (level 8, 2,000 nodes a move, up to 100 plies) give the positions.
// Each is analysed; then:
//   - the engine's own moves: where the move played is the one the analysis chose, the move
//     loses nothing by the engine's own judgement, so any mark on it is a false mark (what
//     the analysis's inconsistency from one position to the next costs);
//   - real blunders: in each position, a move that leaves the King to be taken, or a move or
//     drop that takes nothing and leaves a piece (not a Pawn) where the opponent takes it
//     and nothing can take back, when the
//     position has one and it is not the analysis's move; the position after it is analysed
//     too, and the blunder should be marked. The summary counts those of positions still
//     open (no forced King capture seen, the mover's chance between 10 and 90 %).
// Each move is printed as a line "own <game> <ply> <centipawns lost> <chance lost>" or
// "blunder-king|blunder-piece <game> <ply> <centipawns before> <mover's chance before>
// <centipawns lost> <chance lost> <the blunder> <SFEN before it>" (the mover's view; chances by
// the win-chance model of EVAL), for joining the two evaluations' runs, then a summary: today's
// rule (? from 100 centipawns lost, ?? from 300) and the chance thresholds of a grid, each
// with its false-mark rate on the engine's own moves and its share of blunders marked.
#include "ai/levels.h"
#include "ai/nnue.h"
#include "ai/search.h"
#include "model/analysis/evaluation.h"
#include "rules/game.h"
#include "rules/movegen.h"
#include "rules/notation.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

using namespace ogi;

namespace {

struct Analysed {
    Evaluation eval; // Sente's view
    double senteChance = 0.5;
    Move best;
};

struct Loss {
    int centipawns = 0;
    double chance = 0;
};

// The engine can take the King of the side not to move.
bool kingTakeable(const Position& pos) {
    MoveList list;
    generate(pos, list);
    for (int i = 0; i < list.count; ++i) {
        const Piece p = pos.pieceOn(list.moves[i].to());
        if (!list.moves[i].isDrop() && p != NoPiece && typeOf(p) == King) return true;
    }
    return false;
}

// A move that leaves the King to be taken, or a piece (not a Pawn) to be taken with nothing
// to take back; none when the position has none. The first found in a shuffled order.
Move blunderIn(const Game& game, std::mt19937_64& rng, bool* leavesKing) {
    MoveList legal;
    game.legalMoves(legal);
    std::vector<Move> moves(legal.moves, legal.moves + legal.count);
    std::shuffle(moves.begin(), moves.end(), rng);
    for (Move m : moves) {
        Position after = game.position();
        UndoInfo undo;
        after.doMove(m, undo);
        if (!after.bothKings()) continue;
        if (kingTakeable(after)) {
            *leavesKing = true;
            return m;
        }
        // A capture that loses the capturing piece may be a fair trade: only moves and drops
        // that take nothing count as giving a piece away.
        if (!m.isDrop() && game.position().pieceOn(m.to()) != NoPiece) continue;
        MoveList replies;
        generate(after, replies);
        for (int i = 0; i < replies.count; ++i) {
            const Move r = replies.moves[i];
            const Piece taken = r.isDrop() ? NoPiece : after.pieceOn(r.to());
            if (taken == NoPiece || typeOf(taken) == Pawn || typeOf(taken) == King) continue;
            Position then = after;
            UndoInfo u2;
            if (!then.isPseudoLegal(r)) continue;
            then.doMove(r, u2);
            MoveList back;
            generate(then, back);
            bool retaken = false;
            for (int j = 0; j < back.count && !retaken; ++j)
                retaken = !back.moves[j].isDrop() && back.moves[j].to() == r.to();
            if (!retaken) {
                *leavesKing = false;
                return m;
            }
        }
    }
    return Move();
}

std::vector<Move> selfPlay(ai::Searcher& searcher, std::uint64_t seed) {
    Game g;
    std::vector<Move> moves;
    while (moves.size() < 100 && !g.isOver()) {
        ai::SearchLimits limits;
        limits.nodes = 2000;
        const auto r = ai::searchAtLevel(searcher, 8, 1, g.position(), g.history(), limits,
                                         seed + moves.size());
        if (!r.best || g.play(r.best) != Illegal::None) break;
        moves.push_back(r.best);
    }
    return moves;
}

int percentOf(std::size_t part, std::size_t whole) {
    return whole ? int((200 * part + whole) / (2 * whole)) : 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3 || (std::strcmp(argv[1], "hand") != 0 && std::strcmp(argv[1], "network") != 0)) {
        std::fprintf(stderr, "usage: ogi-marks hand|network GAMES [MOVETIME] [SEED]\n");
        return 2;
    }
    const bool network = std::strcmp(argv[1], "network") == 0;
    const ai::EvalKind kind = network ? ai::EvalKind::Network : ai::EvalKind::Hand;
    const int games = std::atoi(argv[2]);
    const int movetime = argc > 3 ? std::atoi(argv[3]) : 300;
    const std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;

    ai::Searcher player(1), analyst(1);
    ai::SearchOptions options = analyst.options();
    options.network = network ? ai::nnue::builtinNetwork() : nullptr;
    analyst.setOptions(options);
    const auto analyse = [&](const Game& g) {
        ai::SearchLimits limits;
        limits.movetime = movetime;
        // As the program's analysis: full strength, one thread (AiWorker, MaxLevel).
        analyst.setOptions(options);
        const ai::SearchResult r =
            ai::searchAtLevel(analyst, ai::MaxLevel, 1, g.position(), g.history(), limits, 7);
        Analysed a;
        a.eval = Evaluation::fromSearch(r.score, g.position().sideToMove());
        a.senteChance = senteWinChance(a.eval, g.position(), kind);
        a.best = r.best;
        return a;
    };
    const auto lossOf = [](Side mover, const Analysed& before, const Analysed& after) {
        const int b = before.eval.clampedCentipawns(), a = after.eval.clampedCentipawns();
        Loss l;
        l.centipawns = mover == Sente ? b - a : a - b;
        l.chance = mover == Sente ? before.senteChance - after.senteChance
                                  : after.senteChance - before.senteChance;
        return l;
    };

    std::vector<Loss> own, blunders, kingBlunders; // pieces left to be taken; the King
    std::mt19937_64 rng(seed);
    for (int n = 0; n < games; ++n) {
        const std::vector<Move> moves = selfPlay(player, seed * 100000 + 1000 * std::uint64_t(n));
        Game game;
        std::vector<Analysed> at{analyse(game)};
        for (Move m : moves) {
            // A blunder of this position, analysed after it.
            bool leavesKing = false;
            if (const Move b = blunderIn(game, rng, &leavesKing); b && b != at.back().best) {
                Game wrong = game;
                if (wrong.play(b) == Illegal::None) {
                    const Analysed after = wrong.isOver() ? Analysed{} : analyse(wrong);
                    Analysed decided = after;
                    if (wrong.isOver()) { // the King taken: lost for the mover
                        decided.eval.isMate = true;
                        decided.eval.senteMates = game.sideToMove() != Sente;
                        decided.senteChance = decided.eval.senteMates ? 1.0 : 0.0;
                    }
                    const Loss l = lossOf(game.sideToMove(), at.back(), decided);
                    const Analysed& before = at.back();
                    const double moverBefore =
                        game.sideToMove() == Sente ? before.senteChance : 1.0 - before.senteChance;
                    // Only where the game is still open: a piece or the King given away in a
                    // game already lost (or won past doubt) changes nothing worth a mark.
                    if (!before.eval.isMate && moverBefore > 0.1 && moverBefore < 0.9)
                        (leavesKing ? kingBlunders : blunders).push_back(l);
                    std::printf("blunder-%s %d %zu %d %.4f %d %.4f %s %s\n",
                                leavesKing ? "king" : "piece", n, at.size() - 1,
                                before.eval.clampedCentipawns(), moverBefore, l.centipawns,
                                l.chance, moveToMachine(b).c_str(),
                                game.position().toSfen().c_str());
                }
            }
            const Side mover = game.sideToMove();
            const bool engines = m == at.back().best;
            game.play(m);
            if (game.isOver()) break;
            at.push_back(analyse(game));
            if (engines) {
                const Loss l = lossOf(mover, at[at.size() - 2], at.back());
                own.push_back(l);
                std::printf("own %d %zu %d %.4f\n", n, at.size() - 2, l.centipawns, l.chance);
            }
        }
        std::fprintf(stderr, "game %d: %zu plies, %zu own moves, %zu blunders so far\n", n + 1,
                     moves.size(), own.size(), blunders.size());
        std::fflush(stdout);
    }

    const auto rate = [](const std::vector<Loss>& v, auto marked) {
        return percentOf(std::size_t(std::count_if(v.begin(), v.end(), marked)), v.size());
    };
    std::printf("# %s, %d ms a position: %zu own moves, %zu blunders that leave a piece to "
                "be taken, %zu that leave the King\n",
                argv[1], movetime, own.size(), blunders.size(), kingBlunders.size());
    std::printf("# blunders that leave the King: marked ? or ?? by today's rule %d %%, chance "
                "lost >= 0.10 %d %%\n",
                rate(kingBlunders, [](const Loss& l) { return l.centipawns >= 100; }),
                rate(kingBlunders, [](const Loss& l) { return l.chance >= 0.10; }));
    std::printf("# today's rule: ? from 100 cp, ?? from 300 cp: own moves marked %d %% (?? %d "
                "%%), blunders marked %d %% (?? %d %%)\n",
                rate(own, [](const Loss& l) { return l.centipawns >= 100; }),
                rate(own, [](const Loss& l) { return l.centipawns >= 300; }),
                rate(blunders, [](const Loss& l) { return l.centipawns >= 100; }),
                rate(blunders, [](const Loss& l) { return l.centipawns >= 300; }));
    for (const double t : {0.03, 0.05, 0.075, 0.10, 0.125, 0.15, 0.20, 0.25, 0.30})
        std::printf("# chance lost >= %.3f: own moves marked %d %%, blunders marked %d %%\n", t,
                    rate(own, [t](const Loss& l) { return l.chance >= t; }),
                    rate(blunders, [t](const Loss& l) { return l.chance >= t; }));
    return 0;
}
