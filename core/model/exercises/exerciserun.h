// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ExerciseRun: the course of the exercise on the board — a lesson's stage, a puzzle, a quiz
// question — around its goal (gamegoal.h). It tells the goal of each move played, carries out
// what the goal asks (the same side moves again; the last move is withdrawn) by handing the
// game to go on with to the session, and says when the goal is reached or missed. The session
// asks no player once it is done.
#pragma once

#include "model/game/gamegoal.h"

#include <QObject>
#include <QPointer>

namespace ogi {

class GameModel;

class ExerciseRun : public QObject {
    Q_OBJECT
public:
    // model: the game on the board, which the goal's requests start from.
    explicit ExerciseRun(GameModel* model, QObject* parent = nullptr);

    // The goal of the exercise (taken over, the one before deleted); nullptr: no exercise.
    void setGoal(GameGoal* goal);
    GameGoal* goal() const { return m_goal; }
    bool isDone() const { return m_done; }
    // A move was played on the board.
    void movePlayed(const Game& game);

signals:
    // The goal asks that the exercise go on from `game` (after the move that led here has
    // been taken in by everyone).
    void continueWith(const ogi::Game& game);
    void remark(const QString& text);
    void finished(bool reached, const QString& text);

private:
    GameModel* m_model;
    QPointer<GameGoal> m_goal;
    bool m_done = false;
};

} // namespace ogi
