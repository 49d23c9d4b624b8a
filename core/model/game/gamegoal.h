// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameGoal: what a session plays for beyond the rules. A normal game has none: the rules
// alone judge every move and end the game. A lesson ("capture every marked square in three
// moves"), a puzzle (find the King capture) or a quiz question ("find the better move") is a
// goal: it is consulted before each move, told after it, and says when the task is done.
#pragma once

#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>
#include <QString>

namespace ogi {

// What a goal says of a move before it is played.
struct MoveVerdict {
    enum class Kind {
        Play,   // the move is played (the game's rule then judges it)
        Refuse, // not played: reason says why, and the same player is asked again
        Ignore, // not played, nothing said (a move no one should have made: a stale reply)
    };
    Kind kind = Kind::Play;
    QString reason; // Refuse

    static MoveVerdict play() { return {}; }
    static MoveVerdict refuse(QString reason) { return {Kind::Refuse, std::move(reason)}; }
    static MoveVerdict ignore() { return {Kind::Ignore, QString()}; }
};

class GameGoal : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Every move a player makes, before it is played (game is the game before it). Play lets
    // it be played; Refuse explains why it is not (a wrong move in a lesson is explained,
    // not adjudicated) and the same player is asked again; Ignore drops it silently. A goal
    // that keeps its own state (a lesson's judge counting the moves used) updates it here.
    virtual MoveVerdict judgeMove(const Game& game, Move move) = 0;
    // After a move was played (game holds it).
    virtual void movePlayed(const Game& game) = 0;

signals:
    // Something to tell the player (an explanation, a hint of what to try).
    void remark(const QString& text);
    // The task is over: the session asks no player any more.
    void finished(bool reached, const QString& text);
    // The other side does not move: the game goes on from the position reached, with the
    // player who just moved to move again (a lesson where one piece walks a quiet board).
    void passTurn();
    // The last move is withdrawn: the game goes on from the position before it, the same
    // player to move (a puzzle move that wins but breaks the puzzle's rule).
    void takeBack();
};

} // namespace ogi
