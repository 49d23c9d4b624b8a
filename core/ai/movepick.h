// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The move picker: moves of a node one at a time, in stages, so that a node that cuts off
// early never generates or sorts what it does not reach.
//
// Main search: the transposition-table move; captures and promotions that do not lose
// material (by SEE), best victims first; the killers and the counter-move; quiet board moves
// and drops ordered by their histories; last, the captures that lose material. When the
// King is attacked: the moves that do not leave it capturable (evasions), captures first.
// Quiescence: captures and promotions only (evasions when in check).
#pragma once

#include "checks.h"
#include "histories.h"

#include "rules/movegen.h"
#include "rules/position.h"

namespace ogi::ai {

struct ScoredMove {
    Move move;
    int score;
};

// Storage for one node's moves, owned by the search (one per ply): nothing is allocated
// while searching.
struct MoveBuffer {
    MoveList generated;
    ScoredMove moves[rules::MaxMoves];
};

class MovePicker {
public:
    // contHist: the continuation-history rows of the moves 1, 2, 3 and 4 plies back.
    // refutations: killer 1, killer 2, counter-move (any may be none).
    MovePicker(const Position& pos, const CheckInfo& ci, const Histories& h,
               const PieceToHistory* const contHist[4], Move ttMove, const Move refutations[3],
               int depth, MoveBuffer& buffer);
    // Quiescence.
    MovePicker(const Position& pos, const CheckInfo& ci, const Histories& h,
               const PieceToHistory* const contHist[4], Move ttMove, MoveBuffer& buffer);

    // The next move, or none at the end. With skipQuiets, the remaining quiet moves (not the
    // killers and counter-move) are passed over.
    Move next(bool skipQuiets = false);

private:
    enum class Stage {
        MainTT,
        CaptureInit,
        GoodCapture,
        Refutation,
        QuietInit,
        Quiet,
        BadCapture,
        EvasionTT,
        EvasionInit,
        Evasion,
        QTT,
        QCaptureInit,
        QCapture,
        Done
    };

    bool ttMoveFits(Move ttMove, bool quiescence) const;
    bool isTactical(Move m) const {
        return m.promotes() || (!m.isDrop() && m_pos.pieceOn(m.to()) != NoPiece);
    }
    int pieceIndex(Move m) const;
    // Copies the generated moves to [m_end, ...) with their scores; returns the new end.
    ScoredMove* scoreCaptures(ScoredMove* at);
    ScoredMove* scoreQuiets(ScoredMove* at);
    ScoredMove* scoreEvasions(ScoredMove* at);

    const Position& m_pos;
    const CheckInfo& m_ci;
    const Histories& m_h;
    const PieceToHistory* const* m_contHist;
    MoveBuffer& m_buf;
    Stage m_stage;
    Move m_ttMove;
    Move m_refutations[3] = {};
    int m_depth = 0;
    ScoredMove *m_cur = nullptr, *m_end = nullptr;
    ScoredMove* m_endBadCaptures = nullptr;
    ScoredMove* m_beginQuiets = nullptr;
    int m_refutationIndex = 0;
};

} // namespace ogi::ai
