// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Player: one side of a game run by GameSession (as cutechess's ChessPlayer or KReversi's
// KReversiPlayer). When it is that side's turn the session asks the player for a move; the
// player answers later, through a signal, with the move it chooses. The session decides what
// becomes of the answer (the game's rule judges the move) and ignores any answer it did not
// ask for.
//
// HumanPlayer is fed by the board: the moves the user enters there. ComputerPlayer
// (computerplayer.h) searches with an AiWorker. A player for a lesson script, a puzzle's
// defender or an external engine speaking the USI dialect over QProcess is one more subclass.
#pragma once

#include "model/analysis/evaluation.h"
#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>

namespace ogi {

class GameClock;

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Where the player is in its life: Starting (an engine being started, not yet able to
    // answer), Ready (waiting for its turn), Thinking (asked for a move, not answered yet),
    // Failed (it can play no more: errorText() says why; the session pauses the game).
    enum class State { Starting, Ready, Thinking, Failed };
    Q_ENUM(State)
    State state() const { return m_state; }
    // Why the player failed, in the interface language; empty unless Failed.
    QString errorText() const { return m_error; }

    // Whether the user enters this player's moves (the board accepts them on its turn).
    virtual bool isHuman() const = 0;
    // It is this player's turn in game (a copy). clock: the game's clock, for a player that
    // paces itself by it (nullptr: take the player's own pace). The answer comes later.
    virtual void startTurn(const Game& game, const GameClock* clock) = 0;
    // The question is withdrawn (a takeback, a new game, a pause, a move shown from the
    // review): no answer may come for it.
    virtual void cancelTurn() = 0;
    // Answer now with the best move found so far ("Move now"); nothing for a human.
    virtual void moveNow() {}

signals:
    // The answer: the move to play (the game's rule judges it, legal or not).
    void moveChosen(ogi::Move move);
    // The answer: a claim of the 50-move draw instead of a move.
    void drawClaimed();
    // Progress of a player that searches: depth, evaluation and line.
    void searchInfo(const ogi::AiInfo& info);
    // The answer: the player gives up instead of moving (an engine's "bestmove resign").
    void resigned();
    void stateChanged(ogi::Player::State state);
    // The player failed (state Failed) and can play no more; message says what went wrong,
    // for the user.
    void failed(const QString& message);

protected:
    void setState(State state);
    // Enters Failed with message (only the first failure is reported).
    void fail(const QString& message);

private:
    State m_state = State::Ready;
    QString m_error;
};

// The user at the board. The moves entered there reach it through GameRunner::play(), and it
// answers with them while it has the turn.
class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;
    bool isHuman() const override { return true; }
    void startTurn(const Game& game, const GameClock* clock) override;
    void cancelTurn() override;
    // A move the user entered: the answer if this player has the turn, else ignored.
    void enter(Move move);

private:
    bool m_turn = false;
};

} // namespace ogi
