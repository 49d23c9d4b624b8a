// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/lessonjudge.h"

#include "model/exercises/lessontexts.h"

#include <QCoreApplication>

namespace ogi {

namespace {
struct LessonJudgeTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::LessonJudge)
};
} // namespace

LessonJudge::LessonJudge(LessonStage stage)
    : m_stage(std::move(stage)), m_state(m_stage.exercise) {}

Game LessonJudge::game() const {
    if (m_stage.exercise.replies == ai::ReplyKind::None && m_state.learnerMoves() > 0)
        return Game(m_state.position());
    Game g(m_state.start());
    for (Move m : m_state.moves()) g.play(m);
    return g;
}

QString LessonJudge::illegalText(Move m, Illegal why) const {
    for (const IllegalNote& note : m_stage.illegalNotes)
        if (note.why == why) return lessonText(note.text);
    return lessontexts::illegalExplanation(m_state.position(), m, why);
}

LessonVerdict LessonJudge::wrong(Move m, LessonVerdict::Wrong kind, QString text) {
    LessonVerdict v;
    v.kind = LessonVerdict::Kind::Wrong;
    v.wrong = kind;
    v.move = m;
    v.text = std::move(text);
    if (kind != LessonVerdict::Wrong::Finished) ++m_movesUsed;
    return v;
}

LessonVerdict LessonJudge::succeed(Move m) {
    m_finished = true;
    m_stars = starsFor(m_stage, m_movesUsed);
    LessonVerdict v;
    v.kind = LessonVerdict::Kind::Success;
    v.move = m;
    v.stars = m_stars;
    v.text = lessonText(m_stage.success);
    return v;
}

LessonVerdict LessonJudge::attempt(Move m) {
    using W = LessonVerdict::Wrong;
    if (m_finished) return wrong(m, W::Finished, QString());
    const Illegal why = m_state.check(m);
    if (why != Illegal::None) {
        LessonVerdict v = wrong(m, W::Illegal, illegalText(m, why));
        v.illegal = why;
        v.reminder = lessontexts::illegalReminder();
        return v;
    }
    if (!m_state.usesExercisePiece(m))
        return wrong(m, W::WrongPiece,
                     m_stage.wrongPiece ? lessonText(m_stage.wrongPiece)
                                        : lessontexts::wrongPiece());
    const int limit = m_stage.exercise.limit;
    const bool completes = m_state.completesGoal(m);
    if (!completes) {
        const int left = limit - m_state.learnerMoves() - 1;
        const bool reachable = m_stage.exercise.goal != ai::GoalKind::FindMove &&
                               ai::movesToGoalAfter(m_state, m, left) <= left;
        if (!reachable) {
            LessonVerdict v = wrong(m, W::Unhelpful, lessonText(m_stage.unhelpful));
            ai::ExerciseState after = m_state;
            after.playLearner(m);
            const Move reply = ai::chooseReply(after, limit);
            // The engine's answer to a move that merely misses the point would be some quiet
            // move: only a capture shows why the move was wrong.
            const bool shows =
                m_stage.exercise.replies != ai::ReplyKind::Engine ||
                (reply && !reply.isDrop() && after.position().pieceOn(reply.to()) != NoPiece);
            if (shows) v.reply = reply;
            return v;
        }
    }
    ++m_movesUsed;
    m_state.playLearner(m);
    if (completes) return succeed(m);
    const Move reply = ai::chooseReply(m_state, limit - m_state.learnerMoves());
    if (!reply && m_stage.exercise.replies != ai::ReplyKind::None)
        return succeed(m); // the other side has no legal move: it has lost the game
    m_state.playReply(reply);
    LessonVerdict v;
    v.kind = LessonVerdict::Kind::Progress;
    v.move = m;
    v.reply = reply;
    return v;
}

QString LessonJudge::claimRefusedText() const {
    return LessonJudgeTexts::tr("A draw can be claimed only after 50 moves of each side (100 "
                                "plies) with no capture and no move of an unpromoted Pawn. The "
                                "count here is %n plies.",
                                nullptr, m_state.position().quietPlies());
}

LessonVerdict LessonJudge::explained(LessonVerdict v) const {
    using W = LessonVerdict::Wrong;
    switch (v.kind) {
    case LessonVerdict::Kind::Success: v.text = lessonText(m_stage.success); break;
    case LessonVerdict::Kind::Progress: break;
    case LessonVerdict::Kind::Wrong:
        switch (v.wrong) {
        case W::Illegal:
            v.text = illegalText(v.move, v.illegal);
            v.reminder = lessontexts::illegalReminder();
            break;
        case W::WrongPiece:
            v.text =
                m_stage.wrongPiece ? lessonText(m_stage.wrongPiece) : lessontexts::wrongPiece();
            break;
        case W::Unhelpful:
            v.text = v.move || m_state.canClaimDraw() ? lessonText(m_stage.unhelpful)
                                                      : claimRefusedText();
            break;
        case W::None:
        case W::Finished: break;
        }
        break;
    }
    return v;
}

LessonVerdict LessonJudge::claimDraw() {
    using W = LessonVerdict::Wrong;
    if (m_finished) return wrong(Move(), W::Finished, QString());
    if (!m_state.canClaimDraw()) return wrong(Move(), W::Unhelpful, claimRefusedText());
    if (m_stage.exercise.goal != ai::GoalKind::ClaimDraw)
        return wrong(Move(), W::Unhelpful, lessonText(m_stage.unhelpful));
    ++m_movesUsed;
    m_state.claimDraw();
    return succeed(Move());
}

Move LessonJudge::hint() const {
    if (m_finished) return Move();
    const auto moves = ai::fastestMoves(m_state, m_stage.exercise.limit - m_state.learnerMoves());
    // The author's line first, when it is still a fastest way.
    const std::size_t played = std::size_t(m_state.learnerMoves());
    if (played < m_stage.solution.size())
        for (Move m : moves)
            if (m == m_stage.solution[played]) return m;
    return moves.empty() ? Move() : moves.front();
}

} // namespace ogi
