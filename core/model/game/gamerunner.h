// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameRunner: the game on the board between its two players (cutechess's ChessGame, KReversi's
// KReversiGame). When it is a side's turn it asks that side's player (player.h) for a move and
// hands the answer to the rules (GameModel) — after the goal of an exercise, if there is one,
// has judged it; an answer it did not ask for, or asked for in another position, is dropped.
// It keeps the clocks: the side to move's clock runs while the game is live, that player is
// ready (an engine still starting costs no time), the computer is not stopped and the user is
// not away in a dialog. It stops and resumes the computer, and says who may move now.
//
// GameSession wires it to the document, the exercises and the rating: the runner tells it when
// the game moved on (the session's handlers of GameModel's signals call the after…() members,
// in the order the clock readings need).
//
// Under the official rule an illegal move loses the game. The user's illegal move — a piece
// dragged where it cannot go, a typo — is more often a slip than a choice: unless the user
// chose the strict answer, the runner holds it back and says so (illegalMoveHeld), and plays
// it only when asked to (playHeldMove). A program's illegal move loses at once; under the
// friendly rule the model refuses the move, and in an exercise the goal explains it.
#pragma once

#include "model/document/gameinfo.h"
#include "model/game/metatypes.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <optional>

namespace ogi {

class EngineRegistry;
class GameClock;
class GameGoal;
class GameModel;
class Player;

class GameRunner : public QObject {
    Q_OBJECT
public:
    // engines: where an engine player finds its executable and options (may be nullptr).
    GameRunner(GameModel* model, EngineRegistry* engines, QObject* parent = nullptr);
    ~GameRunner() override;

    GameClock* clock() const { return m_clock; }
    Player* player(Side s) const { return m_players[s]; }
    // A human, the computer at a level or an engine, as info says (also during a game: the
    // game goes on with the new player, asked at once if it is its turn). A player of the
    // right kind already there is kept (a computer only changes level; the same engine goes
    // on unless it failed).
    void setPlayer(Side s, const PlayerInfo& info);
    // Any player (a lesson's script, a puzzle's defender…); the runner owns it.
    void setPlayer(Side s, Player* player);

    // The goal of an exercise, which judges each move before the rules (not owned; nullptr:
    // the rules alone). An exercise has no pause: the user moves only on a human's turn.
    void setGoal(GameGoal* goal);
    // The exercise reached its end, or the program closes: nobody is asked any more.
    void setFinished(bool finished);

    // Strict: the user's illegal move under the official rule loses at once, as a program's
    // does, without being held back (off by default).
    void setStrictIllegal(bool strict) { m_strictIllegal = strict; }
    bool isStrictIllegal() const { return m_strictIllegal; }

    // ---- who may move ------------------------------------------------------------------------
    // Whether the user may enter a move now: the game is on and its side to move is human,
    // or the computer is stopped (then the user may move for either side, as in review).
    bool isHumanToMove() const;
    // Whether a player that is not human has the turn and has not answered yet.
    bool isThinking() const;
    bool isPaused() const { return m_paused; }
    bool hasComputer() const;
    // A program plays the side to move of a game still on.
    bool computerToMove() const;
    // The side of the one human playing the computer; nullopt when both sides are human, or
    // neither.
    std::optional<Side> humanSide() const;
    // Who gives up on Resign: the human against the computer, else the side to move.
    Side resigningSide() const;
    // How many actions Undo takes back: against the computer, back to the human's turn.
    int actionsToUndo() const;

    // A dialog the user opened is up over the game: the clock of a human to move stands still
    // until it is closed; a computer's runs on.
    void setUserAway(bool away);

    // ---- the game moved on (called by the session) -------------------------------------------
    // A new game or record is on the board (nothing is paused any more).
    void afterLoad();
    // The position changed (a move, an undo, a position shown from the review): the question
    // asked was about another position. The clock is left to afterMove() and afterUndo().
    void afterPositionChange();
    // A move was made: the mover's clock stops and gets its increment (after the position
    // changed: GameModel says positionChanged first).
    void afterMove(Side mover);
    // Moves were taken back: the clock of the side to move runs again.
    void afterUndo();
    // The game ended by play.
    void afterGameOver();
    // The user stepped to an earlier position of the game: the computer stops (and goes on when
    // the user comes back to the end).
    void pauseForReview();
    bool isPausedByReview() const { return m_pausedByReview; }

    // With no human playing, at least this long (ms) between two moves, so that the game can
    // be watched.
    static constexpr int WatchDelay = 600;

public slots:
    // A move the user entered for the side to move: the human player's answer, or, while the
    // computer is stopped, a move the user plays for the computer's side. An illegal one under
    // the official rule is held back (illegalMoveHeld) unless strict.
    void play(ogi::Move move);
    // The move held back last, played after all (under the official rule it loses the game),
    // if the game is still where it was held; otherwise nothing happens.
    void playHeldMove();
    // The computer plays the best move it has found so far.
    void moveNow();
    // resigningSide() resigns.
    void resign();
    // Stops the computer to move (its clock too) until resume().
    void stopComputer();
    void resume();

signals:
    // The player of side s failed: the game is paused and kept; message says what happened.
    void playerFailed(ogi::Side side, const QString& message);
    // A move was not played: refused by the goal; the player is asked again.
    void moveRefused(ogi::Move move, const QString& reason);
    // The user's illegal move was held back (the official rule, not strict): nothing changed,
    // the user may move again or have it played (playHeldMove). reason: what the move did
    // wrong, a sentence ("Sente moved the Pawn from c3 to c5, which it cannot reach.").
    void illegalMoveHeld(ogi::Move move, const QString& reason);
    // Progress of the search of the player to move.
    void searchInfo(const ogi::AiInfo& info);
    // Who may move, who thinks, a pause changed.
    void stateChanged();
    // isHumanToMove() changed.
    void humanToMoveChanged(bool humanToMove);

private:
    void run();
    struct Turn {
        bool open = false;     // a player was asked and its answer is still wanted
        bool answered = false; // ... and has answered (waiting out the watch delay)
        Side side = Sente;
        quint64 id = 0; // changes with every question and every withdrawal
    };

    Player* makePlayer(const PlayerInfo& info);
    void installPlayer(Side s, Player* player);
    void scheduleTurn();
    void askPlayer();
    void closeTurn();
    void endTurn();
    void onMoveChosen(Player* player, Move move);
    void onDrawClaimed(Player* player);
    void onResigned(Player* player);
    void onPlayerFailed(Player* player, const QString& message);
    void applyMove(Move move);
    // The user's move goes to the human player to move, or to the model for a stopped
    // computer's side.
    void enter(Move move);
    void pause();
    // Starts or stops the clock as the game's state says (see the header's comment).
    void runClock();
    void updateHumanToMove();

    GameModel* m_model;
    EngineRegistry* m_engines;
    GameClock* m_clock;
    Player* m_players[2] = {nullptr, nullptr};
    QPointer<GameGoal> m_goal;
    Turn m_turn;
    bool m_turnScheduled = false;
    QElapsedTimer m_turnTimer;
    bool m_finished = false;
    bool m_paused = false;
    bool m_pausedByReview = false; // paused by stepping back: going on at the game's end
    bool m_userAway = false;
    bool m_humanToMove = false;
    bool m_strictIllegal = false;
    // The illegal move held back, and the position it was held in (none: no move held).
    struct Held {
        Move move;
        Position position;
    };
    std::optional<Held> m_held;
};

} // namespace ogi
