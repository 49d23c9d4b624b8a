// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameGoal: what a session plays for beyond the rules. A normal game has none: the rules
// alone judge every move and end the game. A lesson ("capture every marked square in three
// moves"), a puzzle (find the King capture) or a quiz question ("find the better move") is a
// goal: it is consulted before each move, told after it, and says when the task is done.
#pragma once

#include "rules/game.h"

#include <QObject>
#include <QString>

namespace ogi {

class GameGoal : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Every move a player makes, before it is played (game is the game before it). An empty
    // text lets it be played (the game's rule then judges it). Any other text refuses the
    // move — it is not played, the text explains why, and the same player is asked again (a
    // wrong move in a lesson is explained, not adjudicated). A goal that keeps its own state
    // (a lesson's judge counting the moves used) updates it here.
    virtual QString judgeMove(const Game& game, Move move) = 0;
    // After a move was played (game holds it).
    virtual void movePlayed(const Game& game) = 0;

signals:
    // Something to tell the player (an explanation, a hint of what to try).
    void remark(const QString& text);
    // The task is over: the session asks no player any more.
    void finished(bool reached, const QString& text);
};

} // namespace ogi
