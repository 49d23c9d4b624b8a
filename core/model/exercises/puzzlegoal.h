// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A tsume puzzle played in a GameSession: the player is the attacker, PuzzleDefender plays
// the other side, and PuzzleGoal asks the solver (PuzzleWorker, on its own thread) what each
// attacking move is worth.
//
//   - An illegal attempt is refused with the rule it breaks (a puzzle never ends by the
//     illegal-move rule).
//   - A legal move is played; the solver then says how the defender answers it: the
//     strongest defence (the puzzle goes on), the move was the capture (solved), or the
//     refutation (the move does not win in time, or is no check): the defender plays it and
//     the puzzle is failed, the refutation shown. A move that gives no check but wins all
//     the same is no mistake: it is taken back (GameGoal::takeBack) with a remark that a
//     tsume asks for a check with every move, and the player tries again.
//   - hint() asks the solver for a winning move from the position shown.
#pragma once

#include "ai/puzzlesolver.h"
#include "learn/puzzle.h"
#include "model/game/gamegoal.h"
#include "model/game/metatypes.h"
#include "model/game/player.h"

#include <QPointer>
#include <QString>

namespace ogi {

class PuzzleWorker;

class PuzzleGoal : public GameGoal {
    Q_OBJECT
public:
    enum class State { Playing, Thinking, Solved, Failed };

    PuzzleGoal(const learn::Puzzle& puzzle, PuzzleWorker* worker, QObject* parent = nullptr);

    const learn::Puzzle& puzzle() const { return m_puzzle; }
    Game startGame() const { return Game(m_puzzle.position); }
    Side attacker() const { return m_puzzle.position.sideToMove(); }
    State state() const { return m_state; }
    // Attacker moves still to play, the capture included.
    int movesLeft() const { return m_movesLeft; }
    // Checks still to give: the player's moves left before the King can be taken.
    int checksLeft() const { return m_movesLeft - 1; }
    // The defender's answer found and not played yet.
    Move pendingReply() const { return m_reply; }
    // Failed: the refutation, then how the defence goes on (the defender's moves first).
    const std::vector<Move>& refutation() const { return m_refutation; }
    // Asks the solver for a winning move in the current game (hintFound).
    void requestHint(const Game& game);

    MoveVerdict judgeMove(const Game& game, Move move) override;
    void movePlayed(const Game& game) override;

signals:
    void stateChanged(ogi::PuzzleGoal::State state);
    void replyReady();
    void hintFound(ogi::Move move);

private:
    void setState(State state);
    void onAnswer(quint64 ticket, const ai::PuzzleSolver::Answer& answer);

    learn::Puzzle m_puzzle;
    QPointer<PuzzleWorker> m_worker;
    State m_state = State::Playing;
    int m_movesLeft = 0;
    Game m_before; // the game before the attacker's last move
    Move m_attack;
    bool m_attackPlayed = false;
    quint64 m_ticket = 0;
    quint64 m_hintTicket = 0;
    Move m_reply;
    bool m_failAfterReply = false;
    QString m_failText;
    std::vector<Move> m_refutation;
};

// The defender: plays the answer the goal's solver found, a moment after it is known.
class PuzzleDefender : public Player {
    Q_OBJECT
public:
    explicit PuzzleDefender(PuzzleGoal* goal, QObject* parent = nullptr);
    bool isHuman() const override { return false; }
    void startTurn(const Game& game, const GameClock* clock) override;
    void cancelTurn() override;
    static constexpr int ReplyDelay = 300; // ms

private:
    void answerIfReady();

    QPointer<PuzzleGoal> m_goal;
    bool m_turn = false;
    quint64 m_turnId = 0;
};

} // namespace ogi
