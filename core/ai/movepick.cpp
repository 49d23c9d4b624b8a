// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "movepick.h"

#include "eval.h"
#include "see.h"

#include <algorithm>

namespace ogi::ai {

namespace {

// A quiet move that attacks the enemy King, if the piece is not simply lost there, is
// tried among the first quiets.
constexpr int QuietCheckBonus = 16384;
constexpr int EvasionCaptureBase = 1 << 28;

// Sorts [begin, end) by descending score, moving only the moves scored at least `limit` to
// the front (the rest keep their order at the back: they are rarely reached).
void partialInsertionSort(ScoredMove* begin, ScoredMove* end, int limit) {
    for (ScoredMove *sortedEnd = begin, *p = begin + 1; p < end; ++p)
        if (p->score >= limit) {
            const ScoredMove tmp = *p;
            ScoredMove* q = ++sortedEnd;
            *p = *q;
            for (; q != begin && (q - 1)->score < tmp.score; --q) *q = *(q - 1);
            *q = tmp;
        }
}

// The moves that may answer a check: captures and promotions (the checker's capture among
// them), quiet King moves, and, against a single sliding checker, quiet moves and drops onto
// the squares between it and the King. Whether each really leaves the King safe is decided
// by CheckInfo::exposesKing.
void generateEvasions(const Position& pos, const CheckInfo& ci, MoveList& list) {
    generate<GenType::Captures>(pos, list);
    const Side us = pos.sideToMove();
    const Bitboard occ = pos.occupied();
    for (Bitboard t = attacks(us, King, ci.ourKing, occ) & ~occ; t;)
        list.add(Move::board(ci.ourKing, popLsb(t)));
    if (ci.checkers & (ci.checkers - 1)) return;
    const Bitboard block = betweenSquares(ci.ourKing, lsb(ci.checkers));
    if (!block) return;
    for (int kind = 0; kind < KindCount - 1; ++kind) {
        if (kind == King) continue;
        for (Bitboard froms = pos.pieces(us, kind); froms;) {
            const Square from = popLsb(froms);
            for (Bitboard t = attacks(us, kind, from, occ) & block; t;) {
                const Square to = popLsb(t);
                if (!pos.promotionMandatory(from, to)) list.add(Move::board(from, to));
            }
        }
    }
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr)
            if (pos.handCount(us, PieceType(t), pr))
                for (Bitboard b = block & dropRegion(us, PieceType(t), pr); b;)
                    list.add(Move::drop(PieceType(t), pr, popLsb(b)));
}

} // namespace

MovePicker::MovePicker(const Position& pos, const CheckInfo& ci, const Histories& h,
                       const PieceToHistory* const contHist[4], Move ttMove,
                       const Move refutations[3], int depth, MoveBuffer& buffer)
    : m_pos(pos), m_ci(ci), m_h(h), m_contHist(contHist), m_buf(buffer), m_depth(depth) {
    m_stage = ci.inCheck() ? Stage::EvasionTT : Stage::MainTT;
    m_ttMove = ttMoveFits(ttMove, false) ? ttMove : Move();
    if (m_ttMove.isNone()) m_stage = Stage(int(m_stage) + 1);
    for (int i = 0; i < 3; ++i) m_refutations[i] = refutations[i];
}

MovePicker::MovePicker(const Position& pos, const CheckInfo& ci, const Histories& h,
                       const PieceToHistory* const contHist[4], Move ttMove, MoveBuffer& buffer)
    : m_pos(pos), m_ci(ci), m_h(h), m_contHist(contHist), m_buf(buffer) {
    m_stage = ci.inCheck() ? Stage::EvasionTT : Stage::QTT;
    m_ttMove = ttMoveFits(ttMove, !ci.inCheck()) ? ttMove : Move();
    if (m_ttMove.isNone()) m_stage = Stage(int(m_stage) + 1);
}

bool MovePicker::ttMoveFits(Move ttMove, bool quiescence) const {
    if (ttMove.isNone() || !m_pos.isPseudoLegal(ttMove)) return false;
    if (quiescence && !isTactical(ttMove)) return false;
    return !m_ci.inCheck() || !m_ci.exposesKing(m_pos, ttMove);
}

int MovePicker::pieceIndex(Move m) const {
    return m.isDrop() ? int(makePiece(m_pos.sideToMove(), m.dropKind()))
                      : int(m_pos.pieceOn(m.from()));
}

ScoredMove* MovePicker::scoreCaptures(ScoredMove* at) {
    for (Move m : m_buf.generated) {
        const Piece mover = m_pos.pieceOn(m.from());
        const Piece victim = m_pos.pieceOn(m.to());
        int value = 0;
        int capturedType = 0;
        if (victim != NoPiece) {
            value = captureValue(kindOf(victim));
            capturedType = typeOf(victim);
        }
        if (m.promotes()) value += boardValue(kindOf(mover) | 8) - boardValue(kindOf(mover));
        if (m.keepsPromoted()) value += 50; // the piece stays promoted in hand
        *at++ = {m, 7 * value + m_h.capture[mover][m.to()][capturedType]};
    }
    return at;
}

ScoredMove* MovePicker::scoreQuiets(ScoredMove* at) {
    const Side us = m_pos.sideToMove();
    for (Move m : m_buf.generated) {
        const int pc = pieceIndex(m), to = m.to();
        int score = 2 * m_h.butterfly[us][fromIndex(m)][to] + 2 * (*m_contHist[0])[pc][to] +
                    (*m_contHist[1])[pc][to] + (*m_contHist[3])[pc][to];
        if ((m_ci.checkSquares[kindAfter(m_pos, m)] & squareBB(to)) && seeGe(m_pos, m, -75))
            score += QuietCheckBonus;
        *at++ = {m, score};
    }
    return at;
}

ScoredMove* MovePicker::scoreEvasions(ScoredMove* at) {
    const Side us = m_pos.sideToMove();
    for (Move m : m_buf.generated) {
        if (m == m_ttMove || m_ci.exposesKing(m_pos, m)) continue;
        int score;
        if (isTactical(m)) {
            const Piece victim = m_pos.pieceOn(m.to());
            score = EvasionCaptureBase + (victim != NoPiece ? captureValue(kindOf(victim)) : 0) -
                    kindOf(m_pos.pieceOn(m.from()));
        } else {
            score =
                m_h.butterfly[us][fromIndex(m)][m.to()] + (*m_contHist[0])[pieceIndex(m)][m.to()];
        }
        *at++ = {m, score};
    }
    return at;
}

Move MovePicker::next(bool skipQuiets) {
    for (;;) {
        switch (m_stage) {
        case Stage::MainTT:
        case Stage::EvasionTT:
        case Stage::QTT: m_stage = Stage(int(m_stage) + 1); return m_ttMove;

        case Stage::CaptureInit:
        case Stage::QCaptureInit:
            generate<GenType::Captures>(m_pos, m_buf.generated);
            m_cur = m_endBadCaptures = m_buf.moves;
            m_end = scoreCaptures(m_cur);
            partialInsertionSort(m_cur, m_end, -(1 << 30));
            m_stage = Stage(int(m_stage) + 1);
            break;

        case Stage::GoodCapture:
            while (m_cur < m_end) {
                const ScoredMove sm = *m_cur++;
                if (sm.move == m_ttMove) continue;
                if (seeGe(m_pos, sm.move, -sm.score / 18)) return sm.move;
                *m_endBadCaptures++ = sm; // kept for the end
            }
            m_stage = Stage::Refutation;
            m_refutationIndex = 0;
            break;

        case Stage::Refutation:
            while (m_refutationIndex < 3) {
                const Move m = m_refutations[m_refutationIndex++];
                if (m.isNone() || m == m_ttMove || !m_pos.isPseudoLegal(m) || isTactical(m))
                    continue;
                // The counter-move may equal a killer.
                bool seen = false;
                for (int i = 0; i < m_refutationIndex - 1; ++i) seen |= m_refutations[i] == m;
                if (!seen) return m;
            }
            m_stage = Stage::QuietInit;
            break;

        case Stage::QuietInit:
            if (!skipQuiets) {
                generate<GenType::Quiets>(m_pos, m_buf.generated);
                m_beginQuiets = m_cur = m_end;
                m_end = scoreQuiets(m_cur);
                partialInsertionSort(m_cur, m_end, -3000 * m_depth);
            } else {
                m_beginQuiets = m_cur = m_end;
            }
            m_stage = Stage::Quiet;
            break;

        case Stage::Quiet:
            if (!skipQuiets)
                while (m_cur < m_end) {
                    const Move m = (m_cur++)->move;
                    if (m == m_ttMove || m == m_refutations[0] || m == m_refutations[1] ||
                        m == m_refutations[2])
                        continue;
                    return m;
                }
            m_cur = m_buf.moves;
            m_end = m_endBadCaptures;
            m_stage = Stage::BadCapture;
            break;

        case Stage::BadCapture:
            if (m_cur < m_end) return (m_cur++)->move;
            m_stage = Stage::Done;
            break;

        case Stage::EvasionInit:
            generateEvasions(m_pos, m_ci, m_buf.generated);
            m_cur = m_buf.moves;
            m_end = scoreEvasions(m_cur);
            partialInsertionSort(m_cur, m_end, -(1 << 30));
            m_stage = Stage::Evasion;
            break;

        case Stage::Evasion:
            if (m_cur < m_end) return (m_cur++)->move;
            m_stage = Stage::Done;
            break;

        case Stage::QCapture:
            while (m_cur < m_end) {
                const Move m = (m_cur++)->move;
                if (m != m_ttMove) return m;
            }
            m_stage = Stage::Done;
            break;

        case Stage::Done: return Move();
        }
    }
}

} // namespace ogi::ai
