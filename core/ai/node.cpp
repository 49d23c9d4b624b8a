// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The node search and the quiescence search. Both are templated on the node type: a PV
// node is searched with an open window and keeps its principal variation, a non-PV node
// with a null window, and only non-PV nodes are pruned or cut off by the table.
//
// searchNode reads as the outline of a node; each step is a helper below it, defined
// inline in this file only (nothing else calls them), so the compiled search is the same.
#include "search.h"

#include "checks.h"
#include "see.h"

#include <algorithm>

namespace ogi::ai {

namespace {

constexpr int FutilityBase = 100;
constexpr int FutilityMargin = 120; // per ply of remaining depth
constexpr int ReverseFutilityMargin = 90;
constexpr int RazorMargin = 350;
constexpr int SeeCaptureMargin = 150;
constexpr int SeeQuietMargin = 30;
constexpr int QsFutilityMargin = 150;
constexpr int QsSeeMargin = 80;

} // namespace

template <Searcher::NodeType NT>
int Searcher::searchNode(Frame* ss, int alpha, int beta, int depth, bool cutNode) {
    constexpr bool pvNode = NT != NodeType::NonPV;
    constexpr bool rootNode = NT == NodeType::Root;
    if (const std::optional<int> v = enterNode<NT>(ss, alpha, beta, depth)) return *v;
    const int ply = ss->ply;

    CheckInfo ci(m_pos);
    ci.computeCheckSquares(m_pos);
    ss->inCheck = ci.inCheck();
    if (ss->inCheck && m_options.checkExtension && ply < MaxPly / 2) ++depth;

    const Key key = m_pos.key();
    TTProbe tt;
    if (probeTT<pvNode>(key, ply, alpha, beta, depth, tt)) return tt.score;
    // The root searches the last iteration's best move first, with or without a table; the
    // search of a later line, that line's move (the table's is an earlier line's).
    if (rootNode) {
        if (m_pvIndex > 0)
            tt.move = m_rootMoves[std::size_t(m_pvIndex)].move;
        else if (tt.move.isNone())
            tt.move = m_rootBest;
    }

    const NodeEval ev = evaluateNode(ss, tt);
    if (!pvNode && !ss->inCheck && !isMateScore(beta)) {
        if (const std::optional<int> v = pruneNode(ss, alpha, beta, depth, cutNode, ev)) return *v;
    }

    const PieceToHistory* contHist[4] = {(ss - 1)->contHist, (ss - 2)->contHist, (ss - 3)->contHist,
                                         (ss - 4)->contHist};
    Move refutations[3];
    findRefutations(ss, refutations);
    MovePicker picker(m_pos, ci, *m_histories, contHist, tt.move, refutations, depth, ss->moves);
    const bool ttTactical = !tt.move.isNone() && isTactical(tt.move);
    bool skipQuiets = false;

    TriedMoves tried;
    int moveCount = 0, exposing = 0;
    int best = -ScoreInfinite;
    Move bestMove;
    const int oldAlpha = alpha;
    for (Move m = picker.next(); !m.isNone(); m = picker.next(skipQuiets)) {
        if (m_history.repeats(m_pos, m)) continue; // the repetition rule, for both sides
        if (ci.exposesKing(m_pos, m)) {
            ++exposing; // loses at once: only if nothing else is left
            continue;
        }
        if (rootNode && m_pvIndex > 0 && isEarlierLine(m)) continue;
        ++moveCount;
        const MoveFacts mf{m, isTactical(m), ci.givesCheck(m_pos, m), pieceIndex(m)};
        // The reduction by depth and move number: the shallow-depth pruning judges a move
        // at the depth it would be searched to, before the per-move adjustments.
        int r = m_reductions[std::min(depth, 63)][std::min(moveCount, 63)];
        if (!ev.improving) r += 512;
        // Pruning at shallow depth, once a move that does not lose is known.
        if (!rootNode && best > -ScoreMateBound &&
            pruneMove(ss, mf, alpha, depth, r, moveCount, ev, contHist, skipQuiets))
            continue;
        r = lateMoveReduction<NT>(mf, r, depth, moveCount, cutNode, ttTactical, contHist);

        const int s = searchMove<NT>(ss, m, alpha, beta, depth - 1, r, moveCount, cutNode);
        if (m_stopped) return 0;
        if (rootNode) scoreRootMove(ss, m, s, alpha);
        if (s > best) {
            best = s;
            if (s > alpha) {
                bestMove = m;
                alpha = s;
                if (pvNode) updatePv(ss, m);
                if (rootNode && m_pvIndex == 0) {
                    m_rootBest = m;
                    m_rootBestScore = s;
                }
                if (alpha >= beta) break;
            }
        }
        if (m != bestMove) tried.add(m, mf.tactical);
    }

    // Nothing but moves that leave the King capturable (when in check, there always are
    // some): the opponent takes it next. No move at all: the side to move loses now (RULES.md
    // §7.4).
    if (moveCount == 0) return -ScoreMate + ply + (exposing || ss->inCheck ? 1 : 0);

    if (best >= beta) updateStats(ss, bestMove, depth, tried);
    // A later line's root leaves out the earlier lines' moves: its score is not the root's.
    if (!rootNode || m_pvIndex == 0)
        storeTT(ss, key, bestMove, best, oldAlpha, beta, depth, ev.staticEval);
    return best;
}

// What ends a node before any move is searched: the horizon (the quiescence search), a
// stop, the ply limit, the 50-move claim, or mate-distance pruning, which also narrows the
// window.
template <Searcher::NodeType NT>
inline std::optional<int> Searcher::enterNode(Frame* ss, int& alpha, int& beta, int depth) {
    constexpr bool pvNode = NT != NodeType::NonPV;
    constexpr bool rootNode = NT == NodeType::Root;
    constexpr NodeType ChildPV = pvNode ? NodeType::PV : NodeType::NonPV;
    const int ply = ss->ply;
    ss->pvLength = 0;

    if (depth <= 0) {
        if (m_options.quiescence) return quiesce<ChildPV>(ss, alpha, beta, 0);
        ++m_nodes;
        return evaluate();
    }

    ++m_nodes;
    pollStop();
    if (m_stopped) return 0;
    if (pvNode) m_seldepth = std::max(m_seldepth, ply + 1);

    // No node below the root can take the enemy King: a move that leaves its own King
    // capturable is never searched (exposesKing), and the root takes the King itself.
    if (!rootNode) {
        if (ply >= MaxPly - 2) return evaluate();
        // Either side may claim the 50-move draw from here on; whoever is worse off will.
        if (m_pos.quietPlies() >= rules::FiftyMovePlies) return ScoreDraw;
        // Mate-distance pruning: no line from here can beat a shorter win already found.
        alpha = std::max(alpha, -ScoreMate + ply);
        beta = std::min(beta, ScoreMate - ply - 1);
        if (alpha >= beta) return alpha;
    }

    return std::nullopt;
}

// The quiet moves tried right after the good captures: this ply's two killers and the
// counter-move to the opponent's last move (none where switched off or after a null move).
inline void Searcher::findRefutations(const Frame* ss, Move refutations[3]) const {
    refutations[0] = refutations[1] = refutations[2] = Move();
    if (m_options.killers) refutations[0] = ss->killers[0], refutations[1] = ss->killers[1];
    if (m_options.counterMoves && !(ss - 1)->currentMove.isNone())
        refutations[2] = m_histories->counterMoves[(ss - 1)->movedPiece][(ss - 1)->movedTo];
}

// Transposition table. Move legality depends on the game history (repetition rule), so a
// stored move is re-checked before use; stored scores are trusted as usual.
template <bool PvNode>
inline bool Searcher::probeTT(Key key, int ply, int alpha, int beta, int depth, TTProbe& tt) {
    if (!m_options.transpositionTable) return false;
    TTEntry e;
    if (!m_tt->probe(key, &e)) return false;
    tt.hit = true;
    tt.move = Move::fromRaw(e.move);
    tt.eval = e.eval;
    tt.score = TranspositionTable::fromTT(e.score, ply);
    tt.depth = e.depth;
    tt.bound = e.bound();
    if (!PvNode && tt.depth >= depth &&
        ((tt.bound == BoundLower && tt.score >= beta) ||
         (tt.bound == BoundUpper && tt.score <= alpha) || tt.bound == BoundExact))
        return true;
    if (tt.move && (!m_pos.isPseudoLegal(tt.move) || m_history.repeats(m_pos, tt.move)))
        tt.move = Move();
    return false;
}

// The static evaluation, and a better guess from the table's score when its bound allows.
// "Improving": better than two plies ago (four when that ply was in check), where the
// prunings can be bolder. In check there is no static evaluation.
inline Searcher::NodeEval Searcher::evaluateNode(Frame* ss, const TTProbe& tt) {
    NodeEval ev;
    if (!ss->inCheck) {
        ev.staticEval = ev.eval = tt.hit ? tt.eval : evaluate();
        if (tt.score != ScoreNone && !isMateScore(tt.score) &&
            (tt.bound & (tt.score > ev.eval ? BoundLower : BoundUpper)))
            ev.eval = tt.score;
        const int before =
            (ss - 2)->staticEval != ScoreNone ? (ss - 2)->staticEval : (ss - 4)->staticEval;
        ev.improving = m_options.improving && (before == ScoreNone || ev.staticEval > before);
    }
    ss->staticEval = ev.staticEval;
    return ev;
}

// The prunings of a whole non-PV node out of check, before any move is tried: the score to
// return, or nothing when the node must be searched.
inline std::optional<int> Searcher::pruneNode(Frame* ss, int alpha, int beta, int depth,
                                              bool cutNode, const NodeEval& ev) {
    // Razoring: far below alpha, only captures could help; if they do not, give up.
    if (m_options.razoring && depth <= 3 && ev.eval < alpha - RazorMargin * depth) {
        const int v = quiesce<NodeType::NonPV>(ss, alpha - 1, alpha, 0);
        if (m_stopped) return 0;
        if (v < alpha) return v;
    }
    // Reverse futility: far enough above beta that a few plies will not bring it down.
    if (m_options.reverseFutility && depth < 9 &&
        ev.eval - ReverseFutilityMargin * (depth - ev.improving) >= beta && !isMateScore(ev.eval))
        return ev.eval;

    // Null move: give the opponent a free move; if we are still above beta, this node is not
    // worth a full search. Zugzwang is rare in a drop game (a drop is almost always
    // available), but not while our King is attacked. The reduction grows with the depth and
    // with the margin over beta.
    if (m_options.nullMove && !(ss - 1)->currentMove.isNone() && depth >= 2 && ev.eval >= beta &&
        ev.staticEval >= beta - 20 * depth + 150) {
        const int r = 3 + depth / 3 + std::min((ev.eval - beta) / 200, 3);
        ss->currentMove = Move();
        ss->movedPiece = NoPiece;
        ss->movedTo = 0;
        ss->contHist = &m_histories->continuation.table[NoPiece][0];
        UndoInfo undo;
        m_pos.doNullMove(undo);
        const int s = -searchNode<NodeType::NonPV>(ss + 1, -beta, -beta + 1, depth - r, !cutNode);
        m_pos.undoNullMove(undo);
        if (m_stopped) return 0;
        if (s >= beta) return isMateScore(s) ? beta : s;
    }
    return std::nullopt;
}

// The shallow-depth pruning of one move (not at the root, once a move that does not lose is
// known): true when the move is skipped. May also decide that no further quiet move is worth
// generating (skipQuiets). r is the move's reduction before its per-move adjustments.
inline bool Searcher::pruneMove(const Frame* ss, const MoveFacts& mf, int alpha, int depth, int r,
                                int moveCount, const NodeEval& ev,
                                const PieceToHistory* const contHist[4], bool& skipQuiets) const {
    const Move m = mf.move;
    const int lmrDepth = depth - 1 - r / 1024;
    // Move-count pruning: late quiet moves are not even generated.
    if (m_options.moveCountPruning && moveCount >= (3 + depth * depth) * (ev.improving ? 2 : 1) / 2)
        skipQuiets = true;
    if (mf.tactical || mf.givesCheck)
        return m_options.seePruning && !seeGe(m_pos, m, -SeeCaptureMargin * depth);
    if (skipQuiets) return true;
    // Quiet moves whose history says they never work here.
    if (m_options.continuationHistory && lmrDepth < 6 &&
        (*contHist[0])[mf.piece][m.to()] + (*contHist[1])[mf.piece][m.to()] < -4000 * depth)
        return true;
    // Futility: even a good gain would leave the score below alpha.
    if (m_options.futility && !ss->inCheck && lmrDepth < 10 &&
        ev.staticEval + FutilityBase + FutilityMargin * lmrDepth <= alpha)
        return true;
    // A quiet move or drop onto a square where it is simply lost.
    const int d = std::max(lmrDepth, 0);
    return m_options.seePruning && !seeGe(m_pos, m, -SeeQuietMargin * d * d);
}

// Late-move reductions: a move ordered late is searched shallower with a null window first,
// less so in PV nodes, for moves with good histories and for checks, more at expected cut
// nodes and when the table's move is a capture. Returns the reduction in 1/1024 ply, from
// r, the one by depth and move number.
template <Searcher::NodeType NT>
inline int Searcher::lateMoveReduction(const MoveFacts& mf, int r, int depth, int moveCount,
                                       bool cutNode, bool ttTactical,
                                       const PieceToHistory* const contHist[4]) const {
    constexpr bool pvNode = NT != NodeType::NonPV;
    constexpr bool rootNode = NT == NodeType::Root;
    if (!m_options.lmr || depth < 2 || moveCount <= 1 + (rootNode ? 1 : 0)) return 0;
    const Move m = mf.move;
    int statScore;
    if (mf.tactical) {
        const Piece victim = m_pos.pieceOn(m.to());
        statScore =
            m_histories
                ->capture[m_pos.pieceOn(m.from())][m.to()][victim == NoPiece ? 0 : typeOf(victim)] -
            2000;
    } else {
        statScore = 2 * m_histories->butterfly[m_pos.sideToMove()][fromIndex(m)][m.to()] +
                    (*contHist[0])[mf.piece][m.to()] + (*contHist[1])[mf.piece][m.to()] - 4000;
    }
    if (pvNode) r -= 1024;
    if (cutNode) r += 1024;
    if (ttTactical) r += 1024;
    if (mf.givesCheck) r -= 1024;
    if (mf.tactical) r -= 1024;
    return r - statScore * 1024 / 10000;
}

// Searches one move to newDepth less the reduction r: reduced with a null window first, at
// full depth when that beats alpha, and with the open window in a PV node for the first move
// and for any move that still beats alpha. The score is from this node's side.
template <Searcher::NodeType NT>
inline int Searcher::searchMove(Frame* ss, Move m, int alpha, int beta, int newDepth, int r,
                                int moveCount, bool cutNode) {
    constexpr bool pvNode = NT != NodeType::NonPV;
    UndoInfo undo;
    doMove(ss, m, undo);
    int s = 0;
    if (r >= 1024) {
        const int d = std::clamp(newDepth - r / 1024, 1, newDepth);
        s = -searchNode<NodeType::NonPV>(ss + 1, -alpha - 1, -alpha, d, true);
        if (s > alpha && d < newDepth)
            s = -searchNode<NodeType::NonPV>(ss + 1, -alpha - 1, -alpha, newDepth, !cutNode);
    } else if (!pvNode || moveCount > 1) {
        s = -searchNode<NodeType::NonPV>(ss + 1, -alpha - 1, -alpha, newDepth, !cutNode);
    }
    if (pvNode && (moveCount == 1 || s > alpha))
        s = -searchNode<NodeType::PV>(ss + 1, -beta, -alpha, newDepth, false);
    undoMove(m, undo);
    return s;
}

// Stores a node's result: a lower bound when it failed high, exact when it raised alpha, an
// upper bound otherwise. No static evaluation is kept for a node in check.
inline void Searcher::storeTT(const Frame* ss, Key key, Move bestMove, int best, int oldAlpha,
                              int beta, int depth, int staticEval) {
    if (!m_options.transpositionTable) return;
    const Bound bound = best >= beta ? BoundLower : best > oldAlpha ? BoundExact : BoundUpper;
    m_tt->store(key, bestMove, TranspositionTable::toTT(best, ss->ply),
                ss->inCheck ? 0 : staticEval, depth, bound);
}

template <Searcher::NodeType NT> int Searcher::quiesce(Frame* ss, int alpha, int beta, int depth) {
    constexpr bool pvNode = NT == NodeType::PV;
    const int ply = ss->ply;
    ss->pvLength = 0;
    ++m_nodes;
    pollStop();
    if (m_stopped) return 0;
    if (pvNode) m_seldepth = std::max(m_seldepth, ply + 1);

    if (ply >= MaxPly - 2) return evaluate();
    if (m_pos.quietPlies() >= rules::FiftyMovePlies) return ScoreDraw;

    // The table: positions recur here as much as in the main search.
    const Key key = m_pos.key();
    Move ttMove;
    bool ttHit = false;
    int ttEval = 0;
    if (m_options.transpositionTable) {
        TTEntry e;
        if (m_tt->probe(key, &e)) {
            ttHit = true;
            ttMove = Move::fromRaw(e.move);
            ttEval = e.eval;
            const int ttScore = TranspositionTable::fromTT(e.score, ply);
            if (!pvNode &&
                ((e.bound() == BoundLower && ttScore >= beta) ||
                 (e.bound() == BoundUpper && ttScore <= alpha) || e.bound() == BoundExact))
                return ttScore;
            if (ttMove && m_history.repeats(m_pos, ttMove)) ttMove = Move();
        }
    }

    // Our King attacked: standing pat would ignore the capture threat, so the evasions are
    // tried; otherwise the side to move may stand on the static evaluation.
    const CheckInfo ci(m_pos);
    ss->inCheck = ci.inCheck();
    int best = -ScoreInfinite, staticEval = 0;
    if (!ss->inCheck) {
        staticEval = best = ttHit ? ttEval : evaluate();
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
    }
    const int oldAlpha = alpha;

    const PieceToHistory* contHist[4] = {(ss - 1)->contHist, (ss - 2)->contHist, (ss - 3)->contHist,
                                         (ss - 4)->contHist};
    MovePicker picker(m_pos, ci, *m_histories, contHist, ttMove, ss->moves);
    int moveCount = 0;
    Move bestMove;
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        if (m_history.repeats(m_pos, m) || ci.exposesKing(m_pos, m)) continue;
        ++moveCount;
        // Once a line that does not lose is known: no quiet evasion after the first two,
        // no capture that cannot lift the score to alpha, none that loses material.
        if (best > -ScoreMateBound) {
            if (!isTactical(m) && moveCount > 2) continue;
            if (!ss->inCheck && isCapture(m) && !m.promotes() &&
                staticEval + QsFutilityMargin + captureValue(kindOf(m_pos.pieceOn(m.to()))) <=
                    alpha) {
                continue;
            }
            if (!seeGe(m_pos, m, -QsSeeMargin)) continue;
        }
        UndoInfo undo;
        doMove(ss, m, undo);
        const int s = -quiesce<NT>(ss + 1, -beta, -alpha, depth - 1);
        undoMove(m, undo);
        if (m_stopped) return 0;
        if (s > best) {
            best = s;
            if (s > alpha) {
                bestMove = m;
                alpha = s;
                if (pvNode) updatePv(ss, m);
                if (s >= beta) break;
            }
        }
    }
    if (ss->inCheck && moveCount == 0) return -ScoreMate + ply + 1;

    storeTT(ss, key, bestMove, best, oldAlpha, beta, 0, staticEval);
    return best;
}

template int Searcher::searchNode<Searcher::NodeType::Root>(Frame*, int, int, int, bool);

} // namespace ogi::ai
