// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The node search and the quiescence search. Both are templated on the node type: a PV
// node is searched with an open window and keeps its principal variation, a non-PV node
// with a null window, and only non-PV nodes are pruned or cut off by the table.
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

    CheckInfo ci(m_pos);
    ci.computeCheckSquares(m_pos);
    ss->inCheck = ci.inCheck();
    if (ss->inCheck && m_options.checkExtension && ply < MaxPly / 2) ++depth;

    // Transposition table. Move legality depends on the game history (repetition rule), so
    // a stored move is re-checked before use; stored scores are trusted as usual.
    Move ttMove;
    const Key key = m_pos.key();
    int ttEval = 0, ttScore = ScoreNone, ttDepth = 0;
    Bound ttBound = BoundNone;
    bool ttHit = false;
    if (m_options.transpositionTable) {
        TTEntry e;
        if (m_tt->probe(key, &e)) {
            ttHit = true;
            ttMove = Move::fromRaw(e.move);
            ttEval = e.eval;
            ttScore = TranspositionTable::fromTT(e.score, ply);
            ttDepth = e.depth;
            ttBound = e.bound();
            if (!pvNode && ttDepth >= depth &&
                ((ttBound == BoundLower && ttScore >= beta) ||
                 (ttBound == BoundUpper && ttScore <= alpha) || ttBound == BoundExact))
                return ttScore;
            if (ttMove && (!m_pos.isPseudoLegal(ttMove) || m_history.repeats(m_pos, ttMove)))
                ttMove = Move();
        }
    }
    // The root searches the last iteration's best move first, with or without a table.
    if (rootNode && ttMove.isNone()) ttMove = m_rootBest;

    // The static evaluation, and a better guess from the table's score when its bound
    // allows. "Improving": better than two plies ago (four when that ply was in check),
    // where the prunings below can be bolder.
    int staticEval = ScoreNone, eval = ScoreNone;
    bool improving = false;
    if (!ss->inCheck) {
        staticEval = eval = ttHit ? ttEval : evaluate();
        if (ttScore != ScoreNone && !isMateScore(ttScore) &&
            (ttBound & (ttScore > eval ? BoundLower : BoundUpper)))
            eval = ttScore;
        const int before =
            (ss - 2)->staticEval != ScoreNone ? (ss - 2)->staticEval : (ss - 4)->staticEval;
        improving = m_options.improving && (before == ScoreNone || staticEval > before);
    }
    ss->staticEval = staticEval;

    if (!pvNode && !ss->inCheck && !isMateScore(beta)) {
        // Razoring: far below alpha, only captures could help; if they do not, give up.
        if (m_options.razoring && depth <= 3 && eval < alpha - RazorMargin * depth) {
            const int v = quiesce<NodeType::NonPV>(ss, alpha - 1, alpha, 0);
            if (m_stopped) return 0;
            if (v < alpha) return v;
        }
        // Reverse futility: far enough above beta that a few plies will not bring it down.
        if (m_options.reverseFutility && depth < 9 &&
            eval - ReverseFutilityMargin * (depth - improving) >= beta && !isMateScore(eval))
            return eval;

        // Null move: give the opponent a free move; if we are still above beta, this node
        // is not worth a full search. Zugzwang is rare in a drop game (a drop is almost
        // always available), but not while our King is attacked. The reduction grows with
        // the depth and with the margin over beta.
        if (m_options.nullMove && !(ss - 1)->currentMove.isNone() && depth >= 2 && eval >= beta &&
            staticEval >= beta - 20 * depth + 150) {
            const int r = 3 + depth / 3 + std::min((eval - beta) / 200, 3);
            ss->currentMove = Move();
            ss->movedPiece = NoPiece;
            ss->movedTo = 0;
            ss->contHist = &m_histories->continuation.table[NoPiece][0];
            UndoInfo undo;
            m_pos.doNullMove(undo);
            const int s =
                -searchNode<NodeType::NonPV>(ss + 1, -beta, -beta + 1, depth - r, !cutNode);
            m_pos.undoNullMove(undo);
            if (m_stopped) return 0;
            if (s >= beta) return isMateScore(s) ? beta : s;
        }
    }

    const PieceToHistory* contHist[4] = {(ss - 1)->contHist, (ss - 2)->contHist, (ss - 3)->contHist,
                                         (ss - 4)->contHist};
    Move refutations[3] = {};
    if (m_options.killers) refutations[0] = ss->killers[0], refutations[1] = ss->killers[1];
    if (m_options.counterMoves && !(ss - 1)->currentMove.isNone())
        refutations[2] = m_histories->counterMoves[(ss - 1)->movedPiece][(ss - 1)->movedTo];
    MovePicker picker(m_pos, ci, *m_histories, contHist, ttMove, refutations, depth, ss->moves);
    const bool ttTactical = !ttMove.isNone() && isTactical(ttMove);
    bool skipQuiets = false;

    Move quietsTried[64], capturesTried[32];
    int quietCount = 0, captureCount = 0;
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
        ++moveCount;
        const bool tactical = isTactical(m);
        const bool givesCheck = ci.givesCheck(m_pos, m);
        const int pc = pieceIndex(m);

        // Late-move reductions: a move ordered late is searched shallower with a null window
        // first, less so in PV nodes, for moves with good histories and for checks, more
        // at expected cut nodes and when the table's move is a capture.
        const int newDepth = depth - 1;
        int statScore;
        if (tactical) {
            const Piece victim = m_pos.pieceOn(m.to());
            statScore = m_histories->capture[m_pos.pieceOn(m.from())][m.to()]
                                            [victim == NoPiece ? 0 : typeOf(victim)] -
                        2000;
        } else {
            statScore = 2 * m_histories->butterfly[m_pos.sideToMove()][fromIndex(m)][m.to()] +
                        (*contHist[0])[pc][m.to()] + (*contHist[1])[pc][m.to()] - 4000;
        }
        int r = m_reductions[std::min(depth, 63)][std::min(moveCount, 63)];
        if (!improving) r += 512;

        // Pruning at shallow depth, once a move that does not lose is known.
        if (!rootNode && best > -ScoreMateBound) {
            const int lmrDepth = newDepth - r / 1024;
            // Move-count pruning: late quiet moves are not even generated.
            if (m_options.moveCountPruning &&
                moveCount >= (3 + depth * depth) * (improving ? 2 : 1) / 2)
                skipQuiets = true;
            if (tactical || givesCheck) {
                if (m_options.seePruning && !seeGe(m_pos, m, -SeeCaptureMargin * depth)) continue;
            } else {
                if (skipQuiets) continue;
                // Quiet moves whose history says they never work here.
                if (m_options.continuationHistory && lmrDepth < 6 &&
                    (*contHist[0])[pc][m.to()] + (*contHist[1])[pc][m.to()] < -4000 * depth)
                    continue;
                // Futility: even a good gain would leave the score below alpha.
                if (m_options.futility && !ss->inCheck && lmrDepth < 10 &&
                    staticEval + FutilityBase + FutilityMargin * lmrDepth <= alpha)
                    continue;
                // A quiet move or drop onto a square where it is simply lost.
                const int d = std::max(lmrDepth, 0);
                if (m_options.seePruning && !seeGe(m_pos, m, -SeeQuietMargin * d * d)) continue;
            }
        }

        if (m_options.lmr && depth >= 2 && moveCount > 1 + (rootNode ? 1 : 0)) {
            if (pvNode) r -= 1024;
            if (cutNode) r += 1024;
            if (ttTactical) r += 1024;
            if (givesCheck) r -= 1024;
            if (tactical) r -= 1024;
            r -= statScore * 1024 / 10000;
        } else {
            r = 0;
        }

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
        if (m_stopped) return 0;

        if (s > best) {
            best = s;
            if (s > alpha) {
                bestMove = m;
                alpha = s;
                if (pvNode) updatePv(ss, m);
                if (rootNode) {
                    m_rootBest = m;
                    m_rootBestScore = s;
                }
                if (alpha >= beta) break;
            }
        }
        if (m != bestMove) {
            if (tactical && captureCount < 32) capturesTried[captureCount++] = m;
            if (!tactical && quietCount < 64) quietsTried[quietCount++] = m;
        }
    }

    // Nothing but moves that leave the King capturable (when in check, there always are
    // some): the opponent takes it next. No move at all: the side to move loses now (RULES.md
    // §7.4).
    if (moveCount == 0) return -ScoreMate + ply + (exposing || ss->inCheck ? 1 : 0);

    if (best >= beta)
        updateStats(ss, bestMove, depth, quietsTried, quietCount, capturesTried, captureCount);

    if (m_options.transpositionTable) {
        const Bound bound = best >= beta ? BoundLower : best > oldAlpha ? BoundExact : BoundUpper;
        m_tt->store(key, bestMove, TranspositionTable::toTT(best, ply),
                    ss->inCheck ? 0 : staticEval, depth, bound);
    }
    return best;
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

    if (m_options.transpositionTable) {
        const Bound bound = best >= beta ? BoundLower : best > oldAlpha ? BoundExact : BoundUpper;
        m_tt->store(key, bestMove, TranspositionTable::toTT(best, ply),
                    ss->inCheck ? 0 : staticEval, 0, bound);
    }
    return best;
}

template int Searcher::searchNode<Searcher::NodeType::Root>(Frame*, int, int, int, bool);

} // namespace ogi::ai
