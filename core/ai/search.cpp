// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "checks.h"

#include "rules/splitmix.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

namespace ogi::ai {

namespace {

// Move ordering bands: TT move, then captures and promotions (MVV-LVA), then killers, then
// quiet moves by history.
constexpr int OrderTT = 1 << 30;
constexpr int OrderCapture = 1 << 26;
constexpr int OrderKiller = 1 << 25;
constexpr int HistoryMax = 1 << 14;

constexpr int AspirationDelta = 35;
constexpr int FutilityMargin = 160; // per ply of remaining depth
constexpr int RootReserve = MaxPly + 8;

} // namespace

bool shouldClaimDraw(const Position& pos, int searchScore) {
    return pos.quietPlies() >= rules::FiftyMovePlies && searchScore <= ScoreDraw;
}

Searcher::Searcher(std::size_t hashMegabytes) : Searcher(nullptr, 0) {
    m_ownTT = std::make_unique<TranspositionTable>(hashMegabytes);
    m_tt = m_ownTT.get();
}

Searcher::Searcher(TranspositionTable* shared, int helperIndex)
    : m_tt(shared), m_firstDepth(1 + helperIndex % 2), m_plies(MaxPly + 2) {
    std::memset(m_historyTable, 0, sizeof m_historyTable);
    for (int d = 0; d < 64; ++d)
        for (int m = 0; m < 64; ++m)
            m_lmr[d][m] = (d && m) ? int(0.4 + std::log(double(d)) * std::log(double(m)) / 2.3) : 0;
}

Searcher::~Searcher() = default;

void Searcher::setThreads(int threads) {
    const std::size_t helpers = std::size_t(std::clamp(threads, 1, MaxThreads) - 1);
    while (m_helpers.size() > helpers) m_helpers.pop_back();
    while (m_helpers.size() < helpers)
        m_helpers.push_back(
            std::unique_ptr<Searcher>(new Searcher(m_tt, int(m_helpers.size()) + 1)));
}

std::uint64_t Searcher::helperNodes() const {
    std::uint64_t n = 0;
    for (const auto& h : m_helpers) n += h->m_sharedNodes.load(std::memory_order_relaxed);
    return n;
}

void Searcher::clearHash() {
    m_tt->clear();
    std::memset(m_historyTable, 0, sizeof m_historyTable);
    for (auto& h : m_helpers) std::memset(h->m_historyTable, 0, sizeof h->m_historyTable);
}

int Searcher::evaluate() const {
    int e = ai::evaluate(m_pos, m_options.eval);
    if (m_options.evalNoise > 0) {
        const std::uint64_t h = splitmix64(m_pos.key() ^ m_options.noiseSeed);
        e += int(h % std::uint64_t(2 * m_options.evalNoise + 1)) - m_options.evalNoise;
    }
    return e;
}

void Searcher::pollStop() {
    // Every limit, stop() included, applies once the first iteration is complete: depth 1 is
    // what guarantees that a King left capturable is seen, and it takes well under a
    // millisecond.
    if ((m_nodes & 1023) == 0) m_sharedNodes.store(m_nodes, std::memory_order_relaxed);
    if (m_completedDepth == 0) return;
    if (m_stop.load(std::memory_order_relaxed)) {
        m_stopped = true;
        return;
    }
    if (m_limits.nodes && m_nodes >= m_limits.nodes) m_stopped = true;
    if (m_budget.maximum > 0 && (m_nodes & 255) == 0) {
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - m_start)
                            .count();
        if (ms >= m_budget.maximum) m_stopped = true;
    }
}

void Searcher::doMove(Move m, UndoInfo& undo) {
    m_pos.doMove(m, undo);
    m_history.push(m, m_pos.key());
}

void Searcher::undoMove(Move m, const UndoInfo& undo) {
    m_history.pop();
    m_pos.undoMove(m, undo);
}

int Searcher::historyIndex(Move m) const {
    return m.isDrop() ? 16 + m.dropKind() : kindOf(m_pos.pieceOn(m.from()));
}

int Searcher::scoreMoves(int ply, Move ttMove) {
    PlyData& pd = m_plies[ply];
    const Side us = m_pos.sideToMove();
    const bool useKillers = m_options.killers;
    const bool useHistory = m_options.historyHeuristic;
    int n = 0;
    for (Move m : pd.moves) {
        int s = 0;
        if (m == ttMove) {
            s = OrderTT;
        } else if (!m.isDrop() && (m_pos.pieceOn(m.to()) != NoPiece || m.promotes())) {
            const Piece mover = m_pos.pieceOn(m.from());
            const Piece victim = m_pos.pieceOn(m.to());
            int gain = victim != NoPiece ? boardValue(kindOf(victim)) : 0;
            if (m.promotes()) gain += boardValue(kindOf(mover) + 8) - boardValue(kindOf(mover));
            if (m.keepsPromoted()) gain += 50; // the privilege keeps a promoted piece in hand
            s = OrderCapture + gain * 16 - boardValue(kindOf(mover)) / 16;
        } else if (useKillers && m == pd.killers[0]) {
            s = OrderKiller + 1;
        } else if (useKillers && m == pd.killers[1]) {
            s = OrderKiller;
        } else if (useHistory) {
            s = m_historyTable[us][historyIndex(m)][m.to()];
        }
        pd.scored[n++] = {m, s};
    }
    return n;
}

// The best remaining move. The first few are picked one by one (most nodes cut off early);
// after that the rest is sorted once.
Move Searcher::pickMove(int ply, int index, int count) {
    ScoredMove* sm = m_plies[ply].scored;
    constexpr int PickLimit = 5;
    if (index < PickLimit) {
        int best = index;
        for (int i = index + 1; i < count; ++i)
            if (sm[i].score > sm[best].score) best = i;
        std::swap(sm[index], sm[best]);
    } else if (index == PickLimit) {
        std::stable_sort(sm + index, sm + count, [](const ScoredMove& a, const ScoredMove& b) {
            return a.score > b.score;
        });
    }
    return sm[index].move;
}

void Searcher::updateQuietStats(Move m, int depth, int ply, const Move* tried, int triedCount) {
    PlyData& pd = m_plies[ply];
    if (m_options.killers && pd.killers[0] != m) {
        pd.killers[1] = pd.killers[0];
        pd.killers[0] = m;
    }
    if (!m_options.historyHeuristic) return;
    const Side us = m_pos.sideToMove();
    const int bonus = std::min(depth * depth, 400);
    auto update = [&](Move x, int b) {
        int& h = m_historyTable[us][historyIndex(x)][x.to()];
        h += b - h * std::abs(b) / HistoryMax;
    };
    update(m, bonus);
    for (int i = 0; i < triedCount; ++i)
        if (tried[i] != m) update(tried[i], -bonus);
}

SearchResult Searcher::search(const Position& pos, const History& history,
                              const SearchLimits& limits, const InfoCallback& onInfo) {
    m_start = std::chrono::steady_clock::now();
    m_stopped = false;
    m_pos = pos;
    m_history = history;
    m_history.reserve(m_history.size() + RootReserve);
    m_limits = limits;
    m_budget = computeTimeBudget(limits, pos.sideToMove(), pos.ply());
    m_nodes = 0;
    m_seldepth = 0;
    m_completedDepth = 0;
    m_rootBest = Move();
    m_rootBestScore = -ScoreInfinite;
    if (m_ownTT) m_tt->newSearch(); // the main searcher, not a helper
    m_sharedNodes.store(0, std::memory_order_relaxed);
    for (PlyData& pd : m_plies) pd.killers[0] = pd.killers[1] = Move();
    // Old history values are kept but halved: they still order well after a move.
    for (auto& side : m_historyTable)
        for (auto& row : side)
            for (int& h : row) h /= 2;

    SearchResult result;
    auto elapsedMs = [this] {
        return std::int64_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - m_start)
                                .count());
    };

    MoveList rootMoves;
    generateLegal(m_pos, m_history, rootMoves);
    if (!m_pos.bothKings() || rootMoves.size() == 0) {
        result.score = -ScoreMate;
        return result; // no legal move: the side to move has lost
    }

    // The enemy King can be taken: take it (with the least valuable piece). The capture may
    // be forbidden by the repetition rule; then the search below decides.
    const Side us = m_pos.sideToMove();
    if (m_pos.attackersTo(m_pos.kingSquare(opposite(us)), us)) {
        const Square k = m_pos.kingSquare(opposite(us));
        int bestValue = 1 << 20;
        for (Move m : rootMoves) {
            if (m.isDrop() || m.to() != k) continue;
            const int v = boardValue(kindOf(m_pos.pieceOn(m.from()))) + (m.promotes() ? 0 : 1);
            if (v < bestValue) {
                bestValue = v;
                result.best = m;
            }
        }
        if (!result.best.isNone()) {
            result.score = ScoreMate;
            result.depth = 1;
            result.nodes = 1;
            if (onInfo) {
                SearchInfo info;
                info.depth = 1;
                info.seldepth = 1;
                info.score = ScoreMate;
                info.nodes = 1;
                info.pv.push_back(result.best);
                onInfo(info);
            }
            return result;
        }
    }

    // Helpers search the same position until this search ends, sharing the table: what
    // they store orders and cuts this thread's search (Lazy SMP).
    std::vector<std::thread> helperThreads;
    if (!m_helpers.empty()) {
        SearchLimits helperLimits;
        helperLimits.depth = limits.depth;
        helperLimits.infinite = true; // until stopped
        helperThreads.reserve(m_helpers.size());
        for (auto& h : m_helpers) {
            h->m_options = m_options;
            h->resetStop();
            Searcher* helper = h.get();
            helperThreads.emplace_back([helper, &pos, &history, helperLimits] {
                helper->search(pos, history, helperLimits);
            });
        }
    }

    // A move that leaves our King capturable loses at once: when only one move does not, the
    // choice is forced and a clock's time is better kept.
    int safeMoves = 0;
    {
        const CheckInfo ci(m_pos);
        for (Move m : rootMoves) safeMoves += !ci.exposesKing(m_pos, m);
    }

    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 4) : MaxPly - 4;
    int score = 0;
    int completed = 0;
    std::vector<Move> pv;
    TimeDecision timing;
    Move lastBest;
    for (int depth = std::min(m_firstDepth, maxDepth); depth <= maxDepth; ++depth) {
        int alpha = -ScoreInfinite, beta = ScoreInfinite, delta = AspirationDelta;
        if (m_options.aspiration && depth >= 4 && !isMateScore(score)) {
            alpha = std::max(score - delta, -ScoreInfinite);
            beta = std::min(score + delta, ScoreInfinite);
        }
        int s = 0;
        for (;;) {
            s = alphaBeta(alpha, beta, depth, 0, true, false);
            if (m_stopped) break;
            if (s <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = std::max(s - delta, -ScoreInfinite);
            } else if (s >= beta) {
                beta = std::min(s + delta, ScoreInfinite);
            } else {
                break;
            }
            delta += delta;
            if (delta > 1000) alpha = -ScoreInfinite, beta = ScoreInfinite;
        }
        if (m_stopped) break;
        timing.scoreDrop = completed ? std::max(0, score - s) : 0;
        score = s;
        completed = depth;
        m_completedDepth = depth;
        const PlyData& root = m_plies[0];
        pv.assign(root.pv, root.pv + root.pvLength);
        if (!pv.empty()) m_rootBest = pv.front();
        timing.stableIterations = m_rootBest == lastBest ? timing.stableIterations + 1 : 0;
        lastBest = m_rootBest;
        m_rootBestScore = score;
        if (onInfo) {
            SearchInfo info;
            info.depth = depth;
            info.seldepth = m_seldepth;
            info.score = score;
            info.nodes = m_nodes + helperNodes();
            info.timeMs = elapsedMs();
            info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : 0;
            info.hashfull = m_options.transpositionTable ? m_tt->hashfull() : 0;
            info.pv = pv;
            onInfo(info);
        }
        if (limits.infinite) continue;
        // A forced result found well within the depth searched will not change.
        if (isMateScore(score) && depth >= 2 * std::abs(matePlies(score)) + 2) break;
        if (m_budget.maximum > 0 && !m_budget.fixed &&
            (safeMoves <= 1 || elapsedMs() > iterationTarget(m_budget, timing) / 2))
            break;
    }

    for (auto& h : m_helpers) h->stop();
    for (std::thread& t : helperThreads) t.join();
    std::uint64_t nodes = m_nodes;
    for (const auto& h : m_helpers) nodes += h->m_nodes;

    if (m_rootBest.isNone()) m_rootBest = rootMoves.moves[0];
    result.best = m_rootBest;
    if (pv.size() >= 2 && pv.front() == result.best) result.ponder = pv[1];
    result.score = completed ? m_rootBestScore : 0;
    result.depth = completed;
    result.nodes = nodes;
    result.timeMs = elapsedMs();
    result.claimDraw = completed && shouldClaimDraw(pos, result.score);
    return result;
}

int Searcher::alphaBeta(int alpha, int beta, int depth, int ply, bool pvNode, bool allowNull) {
    PlyData& pd = m_plies[ply];
    pd.pvLength = 0;
    if (depth <= 0)
        return m_options.quiescence ? quiesce(alpha, beta, ply, 0) : ([&] {
            ++m_nodes;
            const Side u = m_pos.sideToMove();
            return m_pos.attackersTo(m_pos.kingSquare(opposite(u)), u) ? ScoreMate - ply
                                                                       : evaluate();
        })();

    ++m_nodes;
    pollStop();
    if (m_stopped) return 0;
    m_seldepth = std::max(m_seldepth, ply + 1);

    const Side us = m_pos.sideToMove(), them = opposite(us);
    const bool root = ply == 0;
    if (!root) {
        // The side to move can take the King: that is the win (RULES.md §7.1).
        if (m_pos.attackersTo(m_pos.kingSquare(them), us)) return ScoreMate - ply;
        if (ply >= MaxPly - 2) return evaluate();
        // Either side may claim the 50-move draw from here on; whoever is worse off will.
        if (m_pos.quietPlies() >= rules::FiftyMovePlies) return ScoreDraw;
        // Mate-distance pruning: no line from here can beat a shorter win already found.
        alpha = std::max(alpha, -ScoreMate + ply);
        beta = std::min(beta, ScoreMate - ply - 1);
        if (alpha >= beta) return alpha;
    }

    const bool inCheck = m_pos.attackersTo(m_pos.kingSquare(us), them) != 0;
    if (inCheck && m_options.checkExtension && ply < MaxPly / 2) ++depth;

    // Transposition table. Move legality depends on the game history (repetition rule), so
    // a stored move is re-checked before use; stored scores are trusted as usual.
    Move ttMove;
    const Key key = m_pos.key();
    int ttEval = 0;
    bool ttHit = false;
    if (m_options.transpositionTable) {
        TTEntry e;
        if (m_tt->probe(key, &e)) {
            ttHit = true;
            ttMove = Move::fromRaw(e.move);
            ttEval = e.eval;
            const int ttScore = TranspositionTable::fromTT(e.score, ply);
            if (!pvNode && e.depth >= depth &&
                ((e.bound() == BoundLower && ttScore >= beta) ||
                 (e.bound() == BoundUpper && ttScore <= alpha) || e.bound() == BoundExact))
                return ttScore;
            if (ttMove && (!m_pos.isPseudoLegal(ttMove) || m_history.repeats(m_pos, ttMove)))
                ttMove = Move();
        }
    }

    // The root searches the last iteration's best move first, with or without a table.
    if (root && ttMove.isNone()) ttMove = m_rootBest;

    const int staticEval = ttHit ? ttEval : evaluate();

    // Null move: give the opponent a free move; if we are still above beta, this node is
    // not worth a full search. Zugzwang is rare in a drop game (a drop is almost always
    // available), but not while our King is attacked.
    if (m_options.nullMove && !pvNode && !root && allowNull && !inCheck && depth >= 3 &&
        staticEval >= beta && !isMateScore(beta)) {
        const int r = 2 + depth / 4;
        UndoInfo undo;
        m_pos.doNullMove(undo);
        const int s = -alphaBeta(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
        m_pos.undoNullMove(undo);
        if (m_stopped) return 0;
        if (s >= beta) return isMateScore(s) ? beta : s;
    }

    generate<GenType::All>(m_pos, pd.moves);
    const int count = scoreMoves(ply, ttMove);
    const bool futilityOk = m_options.futility && !pvNode && !inCheck && depth <= 2 &&
                            staticEval + FutilityMargin * depth <= alpha;

    Move quietsTried[64];
    int quietCount = 0;
    int legal = 0;
    int best = -ScoreInfinite;
    Move bestMove;
    const int oldAlpha = alpha;
    for (int i = 0; i < count; ++i) {
        const Move m = pickMove(ply, i, count);
        if (m_history.repeats(m_pos, m)) continue; // the repetition rule, for both sides
        ++legal;
        const bool quiet = !isCapture(m) && !m.promotes();

        UndoInfo undo;
        doMove(m, undo);
        const bool givesCheck = m_pos.attackersTo(m_pos.kingSquare(them), us) != 0;
        if (futilityOk && quiet && !givesCheck && legal > 1 && best > -ScoreMateBound) {
            undoMove(m, undo);
            continue;
        }
        int s;
        if (legal == 1 || !m_options.pvs) {
            s = -alphaBeta(-beta, -alpha, depth - 1, ply + 1, pvNode, true);
        } else {
            int r = 0;
            if (m_options.lmr && depth >= 3 && quiet && !inCheck && !givesCheck && legal > 3 &&
                m != pd.killers[0] && m != pd.killers[1]) {
                r = m_lmr[std::min(depth, 63)][std::min(legal, 63)];
                if (pvNode) r -= 1;
                r = std::clamp(r, 0, depth - 2);
            }
            s = -alphaBeta(-alpha - 1, -alpha, depth - 1 - r, ply + 1, false, true);
            if (s > alpha && r > 0)
                s = -alphaBeta(-alpha - 1, -alpha, depth - 1, ply + 1, false, true);
            if (s > alpha && s < beta)
                s = -alphaBeta(-beta, -alpha, depth - 1, ply + 1, true, true);
        }
        undoMove(m, undo);
        if (m_stopped) return 0;

        if (s > best) {
            best = s;
            if (s > alpha) {
                bestMove = m;
                alpha = s;
                if (pvNode) {
                    const PlyData& child = m_plies[ply + 1];
                    pd.pv[0] = m;
                    std::copy(child.pv, child.pv + child.pvLength, pd.pv + 1);
                    pd.pvLength = child.pvLength + 1;
                }
                if (root) {
                    m_rootBest = m;
                    m_rootBestScore = s;
                }
                if (alpha >= beta) {
                    if (quiet) updateQuietStats(m, depth, ply, quietsTried, quietCount);
                    break;
                }
            }
        }
        if (quiet && quietCount < 64) quietsTried[quietCount++] = m;
    }

    // No legal move: the side to move loses (RULES.md §7.4).
    if (legal == 0) return -ScoreMate + ply;

    if (m_options.transpositionTable) {
        const Bound bound = best >= beta ? BoundLower : best > oldAlpha ? BoundExact : BoundUpper;
        m_tt->store(key, bestMove, TranspositionTable::toTT(best, ply), staticEval, depth, bound);
    }
    return best;
}

int Searcher::quiesce(int alpha, int beta, int ply, int qply) {
    PlyData& pd = m_plies[ply];
    pd.pvLength = 0;
    ++m_nodes;
    pollStop();
    if (m_stopped) return 0;
    m_seldepth = std::max(m_seldepth, ply + 1);

    const Side us = m_pos.sideToMove(), them = opposite(us);
    if (m_pos.attackersTo(m_pos.kingSquare(them), us)) return ScoreMate - ply;
    if (ply >= MaxPly - 2) return evaluate();
    if (m_pos.quietPlies() >= rules::FiftyMovePlies) return ScoreDraw;

    // Our King attacked right at the horizon: standing pat would ignore the capture threat,
    // so the first quiescence ply tries every move (the evasions); deeper, the threat is
    // only counted by the evaluation.
    const bool inCheck = qply == 0 && m_pos.attackersTo(m_pos.kingSquare(us), them) != 0;
    int best = -ScoreInfinite;
    if (!inCheck) {
        best = evaluate();
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
        generate<GenType::Captures>(m_pos, pd.moves);
    } else {
        generate<GenType::All>(m_pos, pd.moves);
    }

    const int count = scoreMoves(ply, Move());
    int legal = 0;
    for (int i = 0; i < count; ++i) {
        const Move m = pickMove(ply, i, count);
        if (m_history.repeats(m_pos, m)) continue;
        ++legal;
        UndoInfo undo;
        doMove(m, undo);
        const int s = -quiesce(-beta, -alpha, ply + 1, qply + 1);
        undoMove(m, undo);
        if (m_stopped) return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                alpha = s;
                if (s >= beta) break;
            }
        }
    }
    if (inCheck && legal == 0) return -ScoreMate + ply;
    return best;
}

} // namespace ogi::ai
