// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "selfplay.h"

#include "quiet.h"

#include "ai/score.h"
#include "ai/search.h"
#include "rules/splitmix.h"

#include <algorithm>
#include <memory>

namespace ogi::tune {

Game randomOpening(int plies, int margin, std::uint64_t seed, Game start) {
    SplitMix64 rng(seed);
    Game game = std::move(start);
    std::vector<Move> good;
    std::vector<std::pair<int, Move>> scored;
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        MoveList list;
        game.legalMoves(list);
        scored.clear();
        int best = -ai::ScoreInfinite;
        for (Move m : list) {
            Position p = game.position();
            UndoInfo undo;
            p.doMove(m, undo);
            const int s = -quiescence(p, -ai::ScoreInfinite, ai::ScoreInfinite);
            scored.push_back({s, m});
            best = std::max(best, s);
        }
        good.clear();
        for (const auto& [s, m] : scored)
            if (s >= best - margin) good.push_back(m);
        if (good.empty()) break;
        game.play(good[rng.next() % good.size()]);
    }
    return game;
}

namespace {

double resultForSente(Result r) {
    return r == Result::SenteWins ? 1.0 : r == Result::GoteWins ? 0.0 : 0.5;
}

} // namespace

SelfPlayer::SelfPlayer(const SelfPlaySettings& settings) : m_settings(settings) {
    for (auto& s : m_searchers)
        s = std::make_unique<ai::Searcher>(std::size_t(settings.hashMegabytes));
}

SelfPlayer::~SelfPlayer() = default;

SelfPlayGame SelfPlayer::play(std::uint64_t seed, const Game& start) {
    const SelfPlaySettings& settings = m_settings;
    SplitMix64 rng(seed);
    const int span = std::max(settings.maxOpeningPlies - settings.minOpeningPlies + 1, 1);
    const int openingPlies = settings.minOpeningPlies + int(rng.next() % std::uint64_t(span));
    Game game = randomOpening(openingPlies, settings.openingMargin, rng.next(), start);

    ai::SearchLimits limits[2];
    for (int s = 0; s < 2; ++s) {
        ai::Searcher& searcher = *m_searchers[s];
        searcher.clearHash();
        ai::SearchOptions options;
        options.evalNoise =
            settings.maxNoise > 0 ? int(rng.next() % std::uint64_t(settings.maxNoise + 1)) : 0;
        options.noiseSeed = rng.next();
        options.network = settings.network;
        searcher.setOptions(options);
        // Half to one and a half times the nominal node count.
        limits[s].nodes = settings.nodes / 2 + rng.next() % (settings.nodes + 1);
    }

    SelfPlayGame out;
    Result adjudicated = Result::Ongoing;
    int agreeingPlies = 0; // consecutive plies whose score passed adjudicateScore, one way
    int lastSign = 0;
    while (!game.isOver() && adjudicated == Result::Ongoing) {
        if (int(game.moves().size()) >= settings.maxPlies) {
            adjudicated = Result::Draw;
            break;
        }
        const Position& pos = game.position();
        const Side us = pos.sideToMove();
        Position leaf;
        const bool quiet = quietLeaf(pos, leaf);
        if (quiet) out.samples.push_back({leaf, 0.5});

        const ai::SearchResult r = m_searchers[us]->search(pos, game.history(), limits[us]);
        if (r.best.isNone()) break; // no legal move: Game has already adjudicated it
        if (r.claimDraw) {
            game.claimDraw();
            break;
        }
        const int senteScore = us == Sente ? r.score : -r.score;
        if (ai::isMateScore(r.score)) {
            adjudicated = senteScore > 0 ? Result::SenteWins : Result::GoteWins;
            break;
        }
        const int sign = senteScore >= settings.adjudicateScore    ? 1
                         : senteScore <= -settings.adjudicateScore ? -1
                                                                   : 0;
        agreeingPlies = sign != 0 && sign == lastSign ? agreeingPlies + 1 : (sign != 0 ? 1 : 0);
        lastSign = sign;
        if (agreeingPlies >= 8) {
            adjudicated = sign > 0 ? Result::SenteWins : Result::GoteWins;
            break;
        }
        if (settings.keepScored && quiet && leaf == pos && !r.best.promotes() &&
            (r.best.isDrop() || pos.pieceOn(r.best.to()) == NoPiece))
            out.scored.push_back({pos, r.score});
        game.play(r.best);
    }
    out.result = adjudicated != Result::Ongoing ? adjudicated : game.outcome().result;
    if (out.result == Result::Ongoing) out.result = Result::Draw;
    out.plies = int(game.moves().size());
    const double result = resultForSente(out.result);
    for (LabelledPosition& s : out.samples) s.result = result;
    return out;
}

} // namespace ogi::tune
