// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson stage played in a GameSession: LessonGoal puts the stage's LessonJudge between
// the learner and the game, and LessonReplyPlayer plays the other side's answers the judge
// has chosen.
//
// Every learner move goes to the judge first. A wrong one is refused with its explanation
// (the board stays as it was: explained, not adjudicated); a good one is played, then the
// judge's reply (a scripted or computed answer) by LessonReplyPlayer, or, in a stage where
// the other side does not move, the game goes on from the position reached with the learner
// to move again (GameGoal::passTurn). The goal reached ends the stage with its stars.
#pragma once

#include "model/exercises/lessonjudge.h"
#include "model/game/gamegoal.h"
#include "model/game/metatypes.h"
#include "model/game/player.h"

#include <QPointer>

namespace ogi {

class LessonGoal : public GameGoal {
    Q_OBJECT
public:
    explicit LessonGoal(const LessonStage& stage, QObject* parent = nullptr);

    const LessonJudge& judge() const { return m_judge; }
    // The game the session starts with: the stage's start (and prelude).
    Game startGame() const { return m_judge.game(); }
    // The last verdict on a learner move (Kind::Wrong with no text before any).
    const LessonVerdict& lastVerdict() const { return m_verdict; }
    // The other side's answer chosen by the judge and not played yet (none when it passes).
    Move pendingReply() const { return m_reply; }
    // A move of a fastest way to the goal.
    Move hint() const { return m_judge.hint(); }
    // The 50-move claim of the stage about it (the judge says whether it is open).
    void claimDraw();

    MoveVerdict judgeMove(const Game& game, Move move) override;
    void movePlayed(const Game& game) override;

signals:
    // A learner move was judged (wrong, progress or success): the panel says so.
    void judged(const ogi::LessonVerdict& verdict);

private:
    LessonJudge m_judge;
    LessonVerdict m_verdict;
    Move m_reply;
    bool m_learnerMovePlayed = false;
};

// The other side of a lesson: answers with the reply the judge chose, after a short pause so
// that the learner sees the two moves one after the other.
class LessonReplyPlayer : public Player {
    Q_OBJECT
public:
    explicit LessonReplyPlayer(LessonGoal* goal, QObject* parent = nullptr);
    bool isHuman() const override { return false; }
    void startTurn(const Game& game, const GameClock* clock) override;
    void cancelTurn() override { ++m_turn; }
    static constexpr int ReplyDelay = 350; // ms

private:
    QPointer<LessonGoal> m_goal;
    quint64 m_turn = 0;
};

} // namespace ogi
