// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "rules/splitmix.h"

#include <charconv>
#include <cmath>
#include <random>

namespace ogi::match {

std::string configure(Player& p, std::string_view spec) {
    while (!spec.empty()) {
        const std::size_t comma = spec.find(',');
        std::string_view item = spec.substr(0, comma);
        spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
        if (item.empty()) continue;
        const std::size_t eq = item.find('=');
        // Built by append: GCC 12 warns (-Wrestrict, falsely) on "'" + std::string at -O3.
        const auto problem = [item](std::string_view what) {
            return std::string(1, '\'').append(item).append("': ").append(what);
        };
        if (eq == std::string_view::npos) return problem("expected key=value");
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        long long n = 0;
        auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || ptr != value.data() + value.size() || n < 0)
            return problem("the value must be a whole number >= 0");
        const bool on = n != 0;
        ai::SearchOptions& o = p.options;
        if (key == "level")
            p.level = int(std::clamp<long long>(n, ai::MinLevel, ai::MaxLevel));
        else if (key == "threads")
            p.threads = int(std::clamp<long long>(n, 1, ai::Searcher::MaxThreads));
        else if (key == "nodes")
            p.limits.nodes = std::uint64_t(n);
        else if (key == "depth")
            p.limits.depth = int(n);
        else if (key == "movetime")
            p.limits.movetime = int(n);
        else if (key == "tt")
            o.transpositionTable = on;
        else if (key == "pvs")
            o.pvs = on;
        else if (key == "asp")
            o.aspiration = on;
        else if (key == "null")
            o.nullMove = on;
        else if (key == "lmr")
            o.lmr = on;
        else if (key == "killers")
            o.killers = on;
        else if (key == "history")
            o.historyHeuristic = on;
        else if (key == "qs")
            o.quiescence = on;
        else if (key == "checkext")
            o.checkExtension = on;
        else if (key == "futility")
            o.futility = on;
        else if (key == "pst")
            o.eval.pieceSquare = on;
        else if (key == "kingsafety")
            o.eval.kingSafety = on;
        else if (key == "mobility")
            o.eval.mobility = on;
        else if (key == "hand")
            o.eval.handValues = on;
        else
            return "unknown switch '" + std::string(key) + "'";
    }
    return {};
}

GameRecord playGame(Game game, const Player& sente, const Player& gote, int maxPlies,
                    std::uint64_t seed) {
    GameRecord rec;
    ai::Searcher searchers[2] = {ai::Searcher(4), ai::Searcher(4)};
    const Player* players[2] = {&sente, &gote};
    int plies = 0;
    while (!game.isOver()) {
        if (plies >= maxPlies) {
            rec.adjudicatedLength = true;
            rec.result = Result::Draw;
            break;
        }
        const Side side = game.sideToMove();
        const Player& pl = *players[side];
        const std::uint64_t moveSeed = splitmix64(seed ^ std::uint64_t(plies) * 1315423911ull);
        searchers[side].setOptions(pl.options);
        const ai::SearchResult r =
            ai::searchAtLevel(searchers[side], pl.level, pl.threads, game.position(),
                              game.history(), pl.limits, moveSeed);
        if (r.claimDraw && game.claimDraw()) break;
        const Move m = r.best;
        if (m.isNone()) { // no legal move: Game has already adjudicated this
            break;
        }
        if (game.play(m) != Illegal::None) rec.illegal = true;
        ++plies;
    }
    if (!rec.adjudicatedLength) rec.result = game.outcome().result;
    rec.termination = game.outcome().termination;
    rec.plies = plies;
    return rec;
}

Game randomOpening(int plies, std::uint64_t seed, int margin) {
    std::mt19937_64 rng(seed);
    for (int attempt = 0; attempt < 50; ++attempt) {
        Game game;
        ai::Searcher searcher(1);
        ai::SearchLimits limits;
        limits.depth = 2;
        bool ok = true;
        for (int i = 0; i < plies && ok; ++i) {
            MoveList list;
            game.legalMoves(list);
            // Score every move with a depth-2 search after it; keep those near the best.
            std::vector<std::pair<int, Move>> scored;
            int best = -ai::ScoreInfinite;
            for (Move m : list) {
                Game g = game;
                g.play(m);
                if (g.isOver()) continue;
                const int s = -searcher.search(g.position(), g.history(), limits).score;
                scored.push_back({s, m});
                best = std::max(best, s);
            }
            std::vector<Move> good;
            for (auto& [s, m] : scored)
                if (s >= best - margin) good.push_back(m);
            if (good.empty()) {
                ok = false;
                break;
            }
            game.play(good[rng() % good.size()]);
        }
        if (!ok || game.isOver()) continue;
        // The opening must leave a balanced game.
        limits.depth = 4;
        const int s = searcher.search(game.position(), game.history(), limits).score;
        if (std::abs(s) <= 150) return game;
    }
    return Game();
}

EloEstimate eloFromResults(int wins, int draws, int losses) {
    const int n = wins + draws + losses;
    EloEstimate e;
    if (n == 0) return e;
    const double score = (wins + 0.5 * draws) / n;
    // Per-game variance of the score (1, 0.5, 0), then a normal 95% interval on the mean.
    const double var = (wins * std::pow(1 - score, 2) + draws * std::pow(0.5 - score, 2) +
                        losses * std::pow(0 - score, 2)) /
                       n;
    const double se = std::sqrt(var / n);
    auto elo = [](double p) {
        p = std::clamp(p, 1e-3, 1 - 1e-3);
        return -400.0 * std::log10(1.0 / p - 1.0);
    };
    e.elo = elo(score);
    e.low = elo(score - 1.96 * se);
    e.high = elo(score + 1.96 * se);
    return e;
}

} // namespace ogi::match
