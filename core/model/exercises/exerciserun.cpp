// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/exerciserun.h"

#include "model/game/gamemodel.h"

#include <QTimer>

namespace ogi {

ExerciseRun::ExerciseRun(GameModel* model, QObject* parent) : QObject(parent), m_model(model) {}

void ExerciseRun::setGoal(GameGoal* goal) {
    if (m_goal && m_goal != goal) m_goal->deleteLater();
    m_goal = goal;
    m_done = false;
    if (!goal) return;
    goal->setParent(this);
    connect(goal, &GameGoal::remark, this, &ExerciseRun::remark);
    // Queued: after the move that led here has been taken in by everyone.
    connect(goal, &GameGoal::passTurn, this, [this, goal] {
        QTimer::singleShot(0, goal, [this] {
            Position pos = m_model->position();
            UndoInfo undo;
            pos.doNullMove(undo);
            if (!m_done) emit continueWith(Game(pos));
        });
    });
    connect(goal, &GameGoal::takeBack, this, [this, goal] {
        QTimer::singleShot(0, goal, [this] {
            Game game = m_model->game();
            if (!m_done && game.undo()) emit continueWith(game);
        });
    });
    connect(goal, &GameGoal::finished, this, [this](bool reached, const QString& text) {
        m_done = true;
        emit finished(reached, text);
    });
}

void ExerciseRun::movePlayed(const Game& game) {
    if (m_goal && !m_done) m_goal->movePlayed(game);
}

} // namespace ogi
