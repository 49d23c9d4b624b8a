// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesolver.h"

#include "rules/movegen.h"

namespace ogi::ai {

namespace {
bool capturesKing(const Position& pos, Move m) {
    return !m.isDrop() && pos.pieceOn(m.to()) != NoPiece && typeOf(pos.pieceOn(m.to())) == King;
}
} // namespace

PuzzleSolver::Answer PuzzleSolver::answer(const Position& pos, const History& history, Move move,
                                          int attackerMoves, const MateLimits& limits) {
    Answer a;
    MoveList legal;
    generateLegal(pos, history, legal);
    if (!legal.contains(move) || attackerMoves < 1) {
        a.verdict = Answer::Illegal;
        return a;
    }
    if (capturesKing(pos, move)) {
        a.verdict = Answer::Solved;
        return a;
    }
    Position after = pos;
    UndoInfo u;
    after.doMove(move, u);
    History next = history;
    next.push(move, after.key());
    a.check = after.inCheck();
    const DefenceResult d =
        m_search.defend(after, next, MateMode::Checks, attackerMoves - 1, limits);
    a.reply = d.reply;
    switch (d.outcome) {
    case DefenceResult::Unknown: a.verdict = Answer::Unknown; break;
    case DefenceResult::Escapes: a.verdict = Answer::Wrong; break;
    case DefenceResult::Loses:
        // No legal reply at all: the defender has lost (RULES.md §7), check or not.
        if (d.reply.isNone())
            a.verdict = Answer::Solved;
        else
            a.verdict = a.check ? Answer::Continues : Answer::Wrong;
        a.movesLeft = d.moves;
        a.line = d.line;
        break;
    }
    if (a.verdict == Answer::Wrong && !a.check) {
        // A quiet move may win all the same (by moves that need not check).
        const DefenceResult any =
            m_search.defend(after, next, MateMode::AnyMove, attackerMoves - 1, limits);
        a.winsWithoutCheck = any.outcome == DefenceResult::Loses;
    }
    return a;
}

Move PuzzleSolver::hint(const Position& pos, const History& history, int attackerMoves,
                        const MateLimits& limits, MateStatus* status) {
    MateLimits lim = limits;
    lim.maxMoves = attackerMoves;
    const MateResult r = m_search.solve(pos, history, MateMode::Checks, lim);
    if (status) *status = r.status;
    return r.status == MateStatus::Win && !r.line.empty() ? r.line.front() : Move();
}

} // namespace ogi::ai
