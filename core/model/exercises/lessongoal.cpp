// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/lessongoal.h"

#include <QTimer>

namespace ogi {

LessonGoal::LessonGoal(const LessonStage& stage, QObject* parent)
    : GameGoal(parent), m_judge(stage) {}

MoveVerdict LessonGoal::judgeMove(const Game& game, Move move) {
    if (game.sideToMove() != m_judge.learner()) {
        // The other side plays only the judge's answer, already counted in the judge.
        if (move != m_reply) return MoveVerdict::ignore();
        m_reply = Move();
        return MoveVerdict::play();
    }
    m_verdict = m_judge.attempt(move);
    m_reply = m_verdict.kind == LessonVerdict::Kind::Progress ? m_verdict.reply : Move();
    emit judged(m_verdict);
    if (m_verdict.kind != LessonVerdict::Kind::Wrong) {
        m_learnerMovePlayed = true;
        return MoveVerdict::play();
    }
    if (m_verdict.wrong == LessonVerdict::Wrong::Finished) return MoveVerdict::ignore();
    return MoveVerdict::refuse(m_verdict.reminder.isEmpty()
                                   ? m_verdict.text
                                   : m_verdict.text + QLatin1Char('\n') + m_verdict.reminder);
}

void LessonGoal::movePlayed(const Game&) {
    if (!m_learnerMovePlayed) return; // the reply: the learner moves next
    m_learnerMovePlayed = false;
    if (m_verdict.kind == LessonVerdict::Kind::Success) {
        emit finished(true, m_verdict.text);
        return;
    }
    // Where the other side answers, the session now asks LessonReplyPlayer.
    if (!m_reply) emit passTurn(); // the other side does not move
}

void LessonGoal::claimDraw() {
    m_verdict = m_judge.claimDraw();
    emit judged(m_verdict);
    if (m_verdict.kind == LessonVerdict::Kind::Success) emit finished(true, m_verdict.text);
}

LessonReplyPlayer::LessonReplyPlayer(LessonGoal* goal, QObject* parent)
    : Player(parent), m_goal(goal) {}

void LessonReplyPlayer::startTurn(const Game&, const GameClock*) {
    const quint64 turn = ++m_turn;
    QTimer::singleShot(ReplyDelay, this, [this, turn] {
        if (turn != m_turn || !m_goal || !m_goal->pendingReply()) return;
        emit moveChosen(m_goal->pendingReply());
    });
}

} // namespace ogi
