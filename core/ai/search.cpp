// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The searcher's set-up, its helper threads, the statistics it learns, and iterative
// deepening at the root with its use of time. The node searches are in node.cpp.
#include "search.h"

#include "checks.h"
#include "mate.h"

#include "rules/splitmix.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

namespace ogi::ai {

namespace {

constexpr int AspirationDelta = 35;
// How much shallower than the first line the later lines (MultiPV) are searched.
constexpr int LaterLineReduction = 2;
constexpr int RootReserve = MaxPly + 8;

// The root mate search's budget. In a game it gets a thousand nodes at most, and a
// sixteenth of the move's planned time: a first version with an eighth of the time or of
// the node limit and no cap lost 71 +- 40 Elo at 100 ms a move (268 games), most positions
// having no mate for it to find. Proofs are cheap where there is one (the 233 captures in 3
// of tests/data/mates3.tsv that start with a check take at most 387 nodes); disproofs are
// what costs. An analysis until stopped gets more, within a short delay of its first report.
constexpr std::uint64_t RootMateNodes = 1000;
constexpr int RootMateTimeShare = 16; // of the planned time, or of a node limit
constexpr std::uint64_t ShorterMateNodes = 10000;
constexpr std::uint64_t AnalysisMateNodes = 100000;
constexpr int AnalysisMateMs = 200;
constexpr std::size_t RootMateTableMb = 4;

// The history bonus of a move that cut off at this depth (and the malus of those tried
// before it).
int statBonus(int depth) {
    return std::min(16 * depth * depth + 64 * depth - 64, 1600);
}

} // namespace

bool shouldClaimDraw(const Position& pos, int searchScore) {
    return pos.quietPlies() >= rules::FiftyMovePlies && searchScore <= ScoreDraw;
}

Searcher::Searcher(std::size_t hashMegabytes) : Searcher(nullptr, 0) {
    m_ownTT = std::make_unique<TranspositionTable>(hashMegabytes);
    m_tt = m_ownTT.get();
    m_mate = std::make_unique<MateSearch>(RootMateTableMb);
}

Searcher::Searcher(TranspositionTable* shared, int helperIndex)
    : m_tt(shared), m_firstDepth(1 + helperIndex % 2), m_frames(FramesBeforeRoot + MaxPly + 2),
      m_histories(makeHistories()) {
    for (int d = 0; d < 64; ++d)
        for (int m = 0; m < 64; ++m)
            m_reductions[d][m] =
                (d && m) ? int(1024 * (0.25 + std::log(double(d)) * std::log(double(m)) / 2.25))
                         : 0;
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
    clearHistories(*m_histories);
    for (auto& h : m_helpers) clearHistories(*h->m_histories);
}

int Searcher::evaluate() const {
    int e = m_options.network
                ? std::clamp(m_nnue->evaluate(m_pos), -ScoreMateBound + 1, ScoreMateBound - 1)
                : ai::evaluate(m_pos, m_options.eval);
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

int Searcher::pieceIndex(Move m) const {
    return m.isDrop() ? int(makePiece(m_pos.sideToMove(), m.dropKind()))
                      : int(m_pos.pieceOn(m.from()));
}

void Searcher::doMove(Frame* ss, Move m, UndoInfo& undo) {
    if (m_options.transpositionTable) m_tt->prefetch(m_pos.keyAfter(m));
    ss->currentMove = m;
    ss->movedPiece = pieceIndex(m);
    ss->movedTo = m.to();
    ss->contHist = &m_histories->continuation.table[ss->movedPiece][ss->movedTo];
    if (m_options.network) m_nnue->push(m_pos, m);
    m_pos.doMove(m, undo);
    m_history.push(m, m_pos.key());
}

void Searcher::undoMove(Move m, const UndoInfo& undo) {
    m_history.pop();
    m_pos.undoMove(m, undo);
    if (m_options.network) m_nnue->pop();
}

void Searcher::updateContinuation(Frame* ss, int piece, int to, int bonus) {
    // The moves one and two plies back, and four unless the King is attacked (then the
    // answer depends on the check more than on the earlier moves).
    for (int i : {1, 2, 4}) {
        if (i == 4 && ss->inCheck) break;
        if (!(ss - i)->currentMove.isNone()) (*(ss - i)->contHist)[piece][to].update(bonus);
    }
}

void Searcher::updatePv(Frame* ss, Move m) {
    const Frame* child = ss + 1;
    ss->pv[0] = m;
    std::copy(child->pv, child->pv + child->pvLength, ss->pv + 1);
    ss->pvLength = child->pvLength + 1;
}

void Searcher::scoreRootMove(const Frame* ss, Move m, int s, int alpha) {
    auto rm = std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                           [m](const RootMove& r) { return r.move == m; });
    if (rm == m_rootMoves.end()) return;
    if (s <= alpha) {
        rm->score = -ScoreInfinite;
        return;
    }
    // Raised alpha: the move's last search was the open-window one, whose line is below.
    const Frame* child = ss + 1;
    rm->score = s;
    rm->pv.clear();
    rm->pv.push_back(m);
    rm->pv.insert(rm->pv.end(), child->pv, child->pv + child->pvLength);
}

bool Searcher::isEarlierLine(Move m) const {
    for (int i = 0; i < m_pvIndex; ++i)
        if (m_rootMoves[std::size_t(i)].move == m) return true;
    return false;
}

void Searcher::sortRootMoves(std::size_t first, std::size_t last) {
    // Insertion sort: stable, and it needs no buffer (the list is nearly in order).
    for (std::size_t i = first + 1; i < last; ++i)
        for (std::size_t j = i; j > first && m_rootMoves[j].score > m_rootMoves[j - 1].score; --j)
            std::swap(m_rootMoves[j], m_rootMoves[j - 1]);
}

void Searcher::updateStats(Frame* ss, Move best, int depth, const TriedMoves& tried) {
    Histories& h = *m_histories;
    const Side us = m_pos.sideToMove();
    const int bonus = statBonus(depth);
    auto captureEntry = [&](Move m) -> StatEntry<10692>& {
        const Piece victim = m_pos.pieceOn(m.to());
        return h.capture[m_pos.pieceOn(m.from())][m.to()][victim == NoPiece ? 0 : typeOf(victim)];
    };
    auto quietUpdate = [&](Move m, int b) {
        if (m_options.historyHeuristic) h.butterfly[us][fromIndex(m)][m.to()].update(b);
        if (m_options.continuationHistory) updateContinuation(ss, pieceIndex(m), m.to(), b);
    };
    if (!isTactical(best)) {
        if (m_options.killers && ss->killers[0] != best) {
            ss->killers[1] = ss->killers[0];
            ss->killers[0] = best;
        }
        const Frame* prev = ss - 1;
        if (m_options.counterMoves && !prev->currentMove.isNone())
            h.counterMoves[prev->movedPiece][prev->movedTo] = best;
        quietUpdate(best, bonus);
        for (int i = 0; i < tried.quietCount; ++i) quietUpdate(tried.quiets[i], -bonus);
    } else {
        captureEntry(best).update(bonus);
    }
    for (int i = 0; i < tried.captureCount; ++i) captureEntry(tried.captures[i]).update(-bonus);
}

int Searcher::aspirationSearch(int depth, int lastScore) {
    Frame* root = &m_frames[FramesBeforeRoot];
    int alpha = -ScoreInfinite, beta = ScoreInfinite, delta = AspirationDelta;
    if (m_options.aspiration && depth >= 4 && !isMateScore(lastScore)) {
        alpha = std::max(lastScore - delta, -ScoreInfinite);
        beta = std::min(lastScore + delta, ScoreInfinite);
    }
    for (;;) {
        const int s = searchNode<NodeType::Root>(root, alpha, beta, depth, false);
        if (m_stopped) return s;
        if (s <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(s - delta, -ScoreInfinite);
        } else if (s >= beta) {
            beta = std::min(s + delta, ScoreInfinite);
        } else {
            return s;
        }
        delta += delta;
        if (delta > 1000) alpha = -ScoreInfinite, beta = ScoreInfinite;
    }
}

bool Searcher::rootMateSearch(const SearchLimits& limits, const MoveList& rootMoves,
                              SearchResult& result, const InfoCallback& onInfo) {
    MateLimits budget;
    budget.stopFlag = &m_stop;
    const bool analysis = !limits.nodes && m_budget.maximum == 0;
    budget.nodes = analysis ? AnalysisMateNodes : RootMateNodes;
    if (limits.nodes)
        budget.nodes =
            std::min(budget.nodes, std::max<std::uint64_t>(1, limits.nodes / RootMateTimeShare));
    if (m_budget.maximum > 0) budget.timeMs = std::max(1, m_budget.optimum / RootMateTimeShare);
    if (analysis) budget.timeMs = AnalysisMateMs;
    MateResult r = findRootMate(*m_mate, m_pos, m_history, budget);
    if (r.status == MateStatus::Win && r.moves > 3) {
        // Found by checks alone, and none by any move up to 2: one of 3 by a quiet move is
        // shorter. Asked only when a win is already in hand, so it may cost more: in the
        // 233 captures in 3 of mates3.tsv, any move up to 3 takes at most 2,500 nodes.
        MateLimits shorter = budget;
        shorter.maxMoves = 3;
        shorter.nodes = std::max(budget.nodes, ShorterMateNodes);
        if (budget.timeMs) shorter.timeMs = std::max(budget.timeMs, m_budget.optimum / 4);
        MateResult quiet = m_mate->solve(m_pos, m_history, MateMode::AnyMove, shorter);
        quiet.nodes += r.nodes;
        if (quiet.status == MateStatus::Win)
            r = std::move(quiet);
        else
            r.nodes = quiet.nodes;
    }
    // Its nodes count against a node limit, so that "go nodes" stays a fair comparison.
    m_nodes += r.nodes;
    if (r.status != MateStatus::Win || r.line.empty()) return false;
    if (std::find(rootMoves.begin(), rootMoves.end(), r.line.front()) == rootMoves.end())
        return false;

    result.best = r.line.front();
    if (r.line.size() >= 2) result.ponder = r.line[1];
    // The capture is the attacker's r.moves-th move, made at ply 2 * (r.moves - 1).
    result.score = ScoreMate - 2 * (r.moves - 1);
    result.depth = 2 * r.moves - 1;
    result.nodes = m_nodes;
    result.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - m_start)
                        .count();
    if (onInfo) {
        SearchInfo info;
        info.depth = result.depth;
        info.seldepth = int(r.line.size());
        info.score = result.score;
        info.nodes = result.nodes;
        info.timeMs = result.timeMs;
        info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : 0;
        info.pv = r.line;
        onInfo(info);
    }
    return true;
}

SearchResult Searcher::search(const Position& pos, const History& history,
                              const SearchLimits& limits, const InfoCallback& onInfo) {
    m_start = std::chrono::steady_clock::now();
    m_stopped = false;
    m_pos = pos;
    // Only the table's owner: a helper shares it, and starts while the main search runs.
    if (m_ownTT && m_options.network != m_tableNetwork) {
        m_tt->clear();
        m_tableNetwork = m_options.network;
    }
    if (m_options.network) {
        if (!m_nnue) m_nnue = std::make_unique<nnue::AccumulatorStack>();
        m_nnue->reset(m_pos, *m_options.network);
    }
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
    for (std::size_t i = 0; i < m_frames.size(); ++i) {
        Frame& f = m_frames[i];
        f.ply = int(i) - FramesBeforeRoot;
        f.killers[0] = f.killers[1] = Move();
        f.currentMove = Move();
        f.staticEval = ScoreNone;
        f.inCheck = false;
        f.contHist = &m_histories->continuation.table[NoPiece][0];
        f.movedPiece = NoPiece;
        f.movedTo = 0;
    }

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
    // The root moves' records; a record's line keeps the capacity it had in earlier searches.
    m_rootMoves.resize(std::size_t(rootMoves.size()));
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        rm.move = rootMoves.moves[i];
        rm.score = rm.previousScore = -ScoreInfinite;
        rm.pv.clear();
        rm.pv.reserve(MaxPly + 1);
    }
    m_pvIndex = 0;

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

    // A move that leaves our King capturable loses at once: when only one move does not, the
    // choice is forced and a clock's time is better kept. Only those make lines.
    const int safeMoves = lineMoves(m_pos, rootMoves);
    const int lines = std::clamp(limits.multiPV, 1, safeMoves);

    // A forced King capture that alpha-beta would be slow to see among the drops: the mate
    // search proves it, with its shortest line, before alpha-beta starts (one line only).
    if (m_options.rootMate && m_mate && limits.depth == 0 && lines == 1 &&
        rootMateSearch(limits, rootMoves, result, onInfo))
        return result;

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

    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 4) : MaxPly - 4;
    int score = 0;
    int completed = 0;
    std::vector<Move> pv;
    TimeDecision timing;
    Move lastBest;
    for (int depth = std::min(m_firstDepth, maxDepth); depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        for (RootMove& rm : m_rootMoves) {
            rm.previousScore = rm.score;
            rm.score = -ScoreInfinite;
        }
        // The lines one after the other, each searched without the moves of those before it
        // and within a window around its own last score. The first line, whose move is
        // played, is searched to the full depth; the later ones LaterLineReduction plies
        // less, as they only inform (a quarter of the cost of each, about). A later line
        // that scores above the first at that depth is searched again to the full depth
        // before it can take the first place.
        int s = 0;
        for (m_pvIndex = 0; m_pvIndex < lines; ++m_pvIndex) {
            const std::size_t k = std::size_t(m_pvIndex);
            int lineDepth = k ? std::max(1, depth - LaterLineReduction) : depth;
            int lineScore = aspirationSearch(lineDepth, k ? m_rootMoves[k].previousScore : score);
            if (!m_stopped && k > 0 && lineDepth < depth && lineScore > s) {
                lineDepth = depth;
                lineScore = aspirationSearch(depth, lineScore);
            }
            if (m_stopped) break;
            if (k == 0) s = lineScore;
            if (lines > 1) {
                sortRootMoves(k, m_rootMoves.size()); // this line's move comes to k
                m_rootMoves[k].depth = lineDepth;
            }
        }
        m_pvIndex = 0;
        if (m_stopped) break;
        const Frame& root = m_frames[FramesBeforeRoot];
        if (lines == 1) {
            pv.assign(root.pv, root.pv + root.pvLength);
        } else {
            // A later line may have scored above an earlier one.
            sortRootMoves(0, std::size_t(lines));
            s = m_rootMoves[0].score;
            pv = m_rootMoves[0].pv;
        }
        timing.scoreDrop = completed ? std::max(0, score - s) : 0;
        score = s;
        completed = depth;
        m_completedDepth = depth;
        if (!pv.empty()) m_rootBest = pv.front();
        timing.stableIterations = m_rootBest == lastBest ? timing.stableIterations + 1 : 0;
        lastBest = m_rootBest;
        m_rootBestScore = score;
        if (onInfo) {
            SearchInfo info;
            info.depth = depth;
            info.seldepth = m_seldepth;
            info.nodes = m_nodes + helperNodes();
            info.timeMs = elapsedMs();
            info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : 0;
            info.hashfull = m_options.transpositionTable ? m_tt->hashfull() : 0;
            for (int line = 0; line < lines; ++line) {
                info.multipv = line + 1;
                if (lines > 1) info.depth = m_rootMoves[std::size_t(line)].depth;
                info.score = line ? m_rootMoves[std::size_t(line)].score : score;
                if (line)
                    info.pv = m_rootMoves[std::size_t(line)].pv;
                else
                    info.pv = pv;
                onInfo(info);
            }
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

} // namespace ogi::ai
