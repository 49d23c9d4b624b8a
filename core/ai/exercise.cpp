// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercise.h"

#include "search.h"

#include "rules/bitboard.h"
#include "rules/movegen.h"

#include <algorithm>

namespace ogi::ai {

ExerciseState::ExerciseState(const Exercise& exercise) : m_ex(exercise), m_pos(exercise.start) {
    m_moves.reserve(m_ex.prelude.size() + 64);
    for (Move m : m_ex.prelude) {
        if (m_pos.checkMove(m) != Illegal::None || m_history.repeats(m_pos, m)) break;
        UndoInfo u;
        m_pos.doMove(m, u);
        m_history.push(m, m_pos.key());
        m_moves.push_back(m);
    }
    m_learner = m_pos.sideToMove();
    if (m_ex.goal == GoalKind::CaptureMarked || m_ex.goal == GoalKind::OccupyMarked ||
        m_ex.goal == GoalKind::Promote)
        m_marksLeft = m_ex.marked;
}

Illegal ExerciseState::check(Move m) const {
    const Illegal why = m_pos.checkMove(m);
    if (why != Illegal::None) return why;
    return m_history.repeats(m_pos, m) ? Illegal::Repetition : Illegal::None;
}

bool ExerciseState::usesExercisePiece(Move m) const {
    if (m.isDrop()) return (m_ex.droppable & typeBit(m.dropType())) != 0;
    const Piece p = m_pos.pieceOn(m.from());
    return p != NoPiece && (m_ex.movable & typeBit(typeOf(p))) != 0;
}

int ExerciseState::needed() const {
    return m_ex.count > 0 ? m_ex.count : popcount(m_ex.marked);
}

bool ExerciseState::completesGoal(Move m) const {
    const Piece target = m.isDrop() ? NoPiece : m_pos.pieceOn(m.to());
    const bool captures = target != NoPiece && sideOf(target) != m_learner;
    // Capturing the King wins the game, whatever the exercise asked: a defending side could
    // otherwise "defend" by giving up its King. (Where the other side does not move, the
    // King is just a piece out of the exercise's way.)
    if (captures && typeOf(target) == King && m_ex.replies != ReplyKind::None) return true;
    if (!goalMetBy(m, target, captures)) return false;
    // A goal reached with one's own King left capturable is not reached where the other
    // side answers: the answer would take the King.
    if (m_ex.replies == ReplyKind::None) return true;
    Position after = m_pos;
    UndoInfo u;
    after.doMove(m, u);
    return !after.inCheck(m_learner);
}

bool ExerciseState::goalMetBy(Move m, Piece target, bool captures) const {
    const Bitboard to = squareBB(m.to());
    switch (m_ex.goal) {
    case GoalKind::CaptureMarked: return captures && (m_marksLeft & to) && m_hits + 1 >= needed();
    case GoalKind::OccupyMarked: return (m_marksLeft & to) && m_hits + 1 >= needed();
    case GoalKind::Promote: return m.promotes() && (!m_ex.marked || (m_ex.marked & to));
    case GoalKind::CaptureKing: return captures && typeOf(target) == King;
    case GoalKind::FindMove:
        return std::find(m_ex.accepted.begin(), m_ex.accepted.end(), m) != m_ex.accepted.end();
    case GoalKind::ResetCount:
        return captures || (!m.isDrop() && kindOf(m_pos.pieceOn(m.from())) == Pawn);
    case GoalKind::ClaimDraw: return false;
    }
    return false;
}

void ExerciseState::doLearner(Move m, UndoInfo& undo) {
    const Bitboard to = squareBB(m.to());
    const Piece target = m.isDrop() ? NoPiece : m_pos.pieceOn(m.to());
    if (completesGoal(m)) m_reached = true;
    if (m_ex.goal == GoalKind::CaptureMarked && target != NoPiece && (m_marksLeft & to)) {
        m_marksLeft &= ~to;
        ++m_hits;
    } else if (m_ex.goal == GoalKind::OccupyMarked && (m_marksLeft & to)) {
        m_marksLeft &= ~to;
        ++m_hits;
    }
    m_pos.doMove(m, undo);
    m_history.push(m, m_pos.key());
    m_moves.push_back(m);
    ++m_learnerMoves;
}

void ExerciseState::doReply(Move m, UndoInfo& undo) {
    if (!m) {
        m_pos.doNullMove(undo);
        return;
    }
    if (!m.isDrop()) {
        const Piece target = m_pos.pieceOn(m.to());
        if (target != NoPiece && typeOf(target) == King) m_lost = true;
        // A marked piece that moves keeps its mark; a marked square captured by the other
        // side loses it.
        if (m_ex.goal == GoalKind::CaptureMarked) {
            const Bitboard from = squareBB(m.from()), to = squareBB(m.to());
            if (m_marksLeft & from)
                m_marksLeft = (m_marksLeft & ~from) | to;
            else
                m_marksLeft &= ~to;
        }
    }
    m_pos.doMove(m, undo);
    m_history.push(m, m_pos.key());
    m_moves.push_back(m);
}

void ExerciseState::undo(Move m, const UndoInfo& undo) {
    if (!m) {
        m_pos.undoNullMove(undo);
        return;
    }
    m_pos.undoMove(m, undo);
    m_history.pop();
    m_moves.pop_back();
}

void ExerciseState::restore(const Saved& s) {
    m_marksLeft = s.marksLeft;
    m_hits = s.hits;
    m_reached = s.reached;
    m_lost = s.lost;
    m_learnerMoves = s.learnerMoves;
}

void ExerciseState::playLearner(Move m) {
    UndoInfo u;
    doLearner(m, u);
}

void ExerciseState::playReply(Move reply) {
    UndoInfo u;
    doReply(reply, u);
}

bool ExerciseState::canClaimDraw() const {
    return m_pos.bothKings() && m_pos.quietPlies() >= rules::FiftyMovePlies;
}

bool ExerciseState::claimDraw() {
    if (!canClaimDraw()) return false;
    if (m_ex.goal == GoalKind::ClaimDraw) m_reached = true;
    return true;
}

Move ExerciseState::scriptedReply(Move m) const {
    for (const ScriptedReply& s : m_ex.script)
        if (s.after == m) return s.reply;
    return Move();
}

// The AND/OR search over a private copy of the state. "d" is always the number of learner
// moves still allowed.
class GoalSearch {
public:
    explicit GoalSearch(ExerciseState& state) : s(state) {}

    bool learnerCanReach(int d) {
        if (s.m_reached) return true;
        if (d <= 0 || s.m_lost) return false;
        MoveList list;
        candidates(list, d == 1);
        for (Move m : list) {
            const ExerciseState::Saved saved = s.save();
            UndoInfo u;
            s.doLearner(m, u);
            const bool ok = s.m_reached || (d > 1 && answersKeepReach(d - 1, m));
            s.undo(m, u);
            s.restore(saved);
            if (ok) return true;
        }
        return false;
    }

    // The other side to move after learnerMove; d >= 1 learner moves remain.
    bool answersKeepReach(int d, Move learnerMove) {
        if (s.m_ex.replies == ReplyKind::None) return afterAnswer(Move(), d);
        const Move scripted = s.scriptedReply(learnerMove);
        if (scripted && s.check(scripted) == Illegal::None) return afterAnswer(scripted, d);
        MoveList replies;
        generateLegal(s.m_pos, s.m_history, replies);
        for (Move r : replies)
            if (!afterAnswer(r, d)) return false;
        return true; // also when there is no legal answer: the other side has lost
    }

    bool afterAnswer(Move r, int d) {
        const ExerciseState::Saved saved = s.save();
        UndoInfo u;
        s.doReply(r, u);
        const bool ok = !s.m_lost && learnerCanReach(d);
        s.undo(r, u);
        s.restore(saved);
        return ok;
    }

    // The fewest learner moves (at most limit) that reach the goal; limit + 1 if none.
    int deepen(int limit) {
        for (int d = 0; d <= limit; ++d)
            if (learnerCanReach(d)) return d;
        return limit + 1;
    }

private:
    // The learner's legal moves with the exercise's pieces; on the last allowed move, only
    // the ones that complete the goal.
    void candidates(MoveList& list, bool lastMove) {
        generateLegal(s.m_pos, s.m_history, list);
        int kept = 0;
        for (Move m : list)
            if (s.usesExercisePiece(m) && (!lastMove || s.completesGoal(m))) list.moves[kept++] = m;
        list.count = kept;
    }

    ExerciseState& s;
};

int movesToGoal(const ExerciseState& state, int limit) {
    ExerciseState copy = state;
    return GoalSearch(copy).deepen(limit);
}

int movesToGoalAfter(const ExerciseState& state, Move m, int limit) {
    ExerciseState copy = state;
    copy.playLearner(m);
    if (copy.reached()) return 0;
    GoalSearch search(copy);
    for (int d = 1; d <= limit; ++d)
        if (search.answersKeepReach(d, m)) return d;
    return limit + 1;
}

namespace {

// Among answers that keep the goal equally far, the one a person would choose: one that
// leaves its own King safe (an answer that ignores a threat to it looks absurd to a learner,
// even when every answer loses), then the most valuable capture.
int answerRank(const Position& before, Move r, const Position& after) {
    const Side them = before.sideToMove();
    int rank = after.hasKing(them) && !after.inCheck(them) ? 100 : 0;
    if (r.isDrop()) return rank;
    const Piece target = before.pieceOn(r.to());
    if (target != NoPiece) rank += typeOf(target) == Pawn ? 1 : 10 - typeOf(target);
    return rank;
}

Move engineReply(const ExerciseState& state) {
    Searcher searcher(1);
    SearchLimits limits;
    limits.depth = 4;
    return searcher.search(state.position(), state.history(), limits).best;
}

} // namespace

Move chooseReply(const ExerciseState& state, int limit) {
    const Exercise& ex = state.exercise();
    if (ex.replies == ReplyKind::None || state.learnerToMove()) return Move();
    const Move last = state.moves().empty() ? Move() : state.moves().back();
    const Move scripted = state.scriptedReply(last);
    if (scripted && state.check(scripted) == Illegal::None) return scripted;
    MoveList replies;
    generateLegal(state.position(), state.history(), replies);
    if (replies.size() == 0) return Move();
    if (ex.replies == ReplyKind::Engine) return engineReply(state);
    Move best;
    int bestDistance = -1, bestRank = -1;
    for (Move r : replies) {
        ExerciseState copy = state;
        copy.playReply(r);
        const int rank = answerRank(state.position(), r, copy.position());
        const int distance = copy.learnerLost() ? limit + 2 : GoalSearch(copy).deepen(limit);
        if (distance > bestDistance || (distance == bestDistance && rank > bestRank)) {
            best = r;
            bestDistance = distance;
            bestRank = rank;
        }
    }
    return best;
}

std::vector<Move> fastestMoves(const ExerciseState& state, int limit) {
    std::vector<Move> result;
    if (state.exercise().goal == GoalKind::FindMove) {
        for (Move m : state.exercise().accepted)
            if (state.check(m) == Illegal::None) result.push_back(m);
        return result;
    }
    const int best = movesToGoal(state, limit);
    if (best == 0 || best > limit) return result;
    MoveList list;
    generateLegal(state.position(), state.history(), list);
    for (Move m : list) {
        if (!state.usesExercisePiece(m)) continue;
        if (state.completesGoal(m) ? best == 1 : movesToGoalAfter(state, m, best - 1) == best - 1)
            result.push_back(m);
    }
    return result;
}

} // namespace ogi::ai
