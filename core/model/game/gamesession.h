// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession: the window's game, wired together. It owns the parts, each with its concern:
// - GameModel: the game on the board and its rule (the single writer of the game);
// - Document and Journal: what the user works on, what Save writes, and its recovery;
// - GameRunner: the players, their turns and the clocks;
// - Adviser: the analysis and the hint;
// - GameRater: whether the game counts for the rating, and its rating;
// - EngineRegistry: the external engines added;
// - the goal of an exercise (a lesson, a puzzle, a quiz question), when one is on.
// It replaces the document (a new game, a record opened or restored, an exercise and the way
// back from it) and passes each change of the game to the parts in the order they need.
//
// The view only asks: the board's moves go to play(), the actions to the slots, and the
// window redraws from the signals of the session and its parts. Nothing here knows about
// widgets: tests run whole games through this class alone.
#pragma once

#include "model/document/gameinfo.h"
#include "model/game/gamegoal.h"
#include "model/game/gamesetup.h"
#include "model/game/metatypes.h"
#include "model/progress/gamerater.h"

#include <QObject>

#include <optional>

namespace ogi {

class Adviser;
class Document;
class EngineRegistry;
class ExerciseRun;
class GameModel;
class GameRater;
class GameRunner;
class Journal;
class Player;

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    GameModel* model() const { return m_model; }
    Document* document() const { return m_document; }
    Journal* journal() const { return m_journal; }
    GameRunner* runner() const { return m_runner; }
    Adviser* adviser() const { return m_adviser; }
    GameRater* rater() const { return m_rater; }
    EngineRegistry* engines() const { return m_engines; }
    // The document's headers: players, handicap, King drawings, time control.
    const GameInfo& info() const;

    // A side's player, during a game too (the document's headers follow, and a change of the
    // computer's level during a game keeps it from being rated).
    void setPlayer(Side s, const PlayerInfo& info);
    // The rule for illegal moves of the game under way: the official one (off: an illegal
    // move loses) or the friendly one (on: it is refused with the reason).
    void setRefuseIllegal(bool on);
    bool refusesIllegal() const;
    // Why the game so far would not be rated when it ends (Unrated::None: it would).
    Unrated unrated() const;
    // The game of the document is over (the board may show an earlier position of it).
    bool isGameOver() const;

    // What the user may do now (allowedChanged). An exercise has its own hint and retry: no
    // takeback, no resignation, no computer to manage. A finished game is reviewed: nothing
    // to resign or resume.
    struct Allowed {
        bool undo = false, resign = false, claimDraw = false, hint = false;
        bool moveNow = false;        // the computer to move is thinking
        bool stopComputer = false;   // the computer to move is not stopped, or a hint is sought
        bool resume = false;         // the computer was stopped and the game goes on
        bool manageComputer = false; // the computer plays a side of this game (no exercise)
        bool operator==(const Allowed&) const = default;
    };
    Allowed allowed() const;

    // ---- replacing the document (the caller has checked the input and asked first) -------
    // A new game as set up (New Game).
    void start(const GameSetup& setup);
    // A new game from start with the same players, Kings and time control, no handicap.
    void startFrom(const Position& start);
    // A record read from path (empty: from elsewhere, such as the clipboard).
    void load(const Record& record, const QString& path = QString());
    // Unsaved work brought back from the journal: the record, still tied to file if it has
    // one, modified; a game in play goes on.
    void restore(const Record& record, const QString& file);
    // Saves the document atomically.
    bool save(const QString& path, QString* error = nullptr);
    // The record as Save writes it.
    Record record() const;

    // ---- exercises -----------------------------------------------------------------------
    // A lesson, a puzzle or a quiz question: `game` between the two players given, judged by
    // `goal` (the session owns all three). No clock, no takeback; it is not the document: the
    // document steps aside as it is (Document::suspend) for resumeGame(). info: the King
    // drawings (a tsume draws the defender's King as 玉).
    void startExercise(const Game& game, Player* sente, Player* gote, GameGoal* goal,
                       const GameInfo& info = GameInfo());
    // Back to the document the exercises replaced, as it was (its players and clocks too).
    // False when there is none.
    bool resumeGame();
    // During exercises: whether the document kept aside has unsaved moves.
    bool keptGameUnsaved() const;
    bool isExercise() const { return goal() != nullptr; }
    GameGoal* goal() const;
    // A goal for the game on the board (the session owns it); nullptr: the rules alone.
    void setGoal(GameGoal* goal);

public slots:
    // Takes back the last action; against the computer, back to the human's previous turn.
    void undo();
    // Drops a hint search; otherwise stops the computer to move until GameRunner::resume().
    void stopComputer();
    void requestHint();
    // The live analysis is shown (or hidden): a game during which it was shown is not rated.
    void setAnalysisShown(bool on);
    // Enters moves (an analysis line) as the user's own, where the user may try moves: in a
    // game against the computer only while it is stopped, never in an exercise. Returns how
    // many went in.
    int enterLine(const std::vector<ogi::Move>& moves);
    // The program ends cleanly: nothing more is asked, the clock stops, the journal goes.
    void close();

signals:
    // A new game, an opened or restored record, an exercise, or the way back from one.
    void gameStarted();
    // The game ended by play (a move, a resignation, the clock…); text says how.
    void gameEnded(ogi::Result result, const QString& text);
    // A move was not played: refused by the goal or by the friendly rule.
    void moveRefused(ogi::Move move, const QString& reason);
    // The user's illegal move was held back under the official rule: the window asks whether
    // to play it (GameRunner::playHeldMove) or not (then nothing happens; the user moves
    // again).
    void illegalMoveHeld(ogi::Move move, const QString& reason);
    // Who may move, who thinks, a pause or a hint changed.
    void stateChanged();
    // allowed() changed.
    void allowedChanged();
    // Progress of the search under way (a computer player's or the hint's).
    void searchInfo(const ogi::AiInfo& info);
    void hintFound(ogi::Move move);
    // The board shows another position of the tree, chosen by the user.
    void navigated();
    // From the goal.
    void goalRemark(const QString& text);
    void goalFinished(bool reached, const QString& text);

private:
    void begin(const GameInfo& info, const Position& start);
    void loadDocument();
    void show(const Game& game, const bool gyoku[2]);
    void continueExercise(const Game& game);
    void installPlayers();
    qint64 liveClock() const;

    void onPositionChanged();
    void onMoveMade();
    void onMoveUndone();
    void onGameOver(Result result, const QString& text);
    void onTreeCursor();
    void followInTree();
    void updateAllowed();
    GameRater::Game ratedGame() const;
    bool atLiveEnd() const;

    GameModel* m_model;
    EngineRegistry* m_engines;
    Document* m_document;
    Journal* m_journal;
    GameRunner* m_runner;
    Adviser* m_adviser;
    GameRater* m_rater;
    ExerciseRun* m_exercise;
    GameRater::State m_keptRating; // the rater's state of the document kept aside
    bool m_analysisShown = false;
    Allowed m_allowed;         // the answers last published
    bool m_loading = false;    // setting up a game: the tree and the model are set together
    bool m_navigating = false; // showing a position of the tree in the model
    bool m_following = false;  // the tree follows a change of the model
};

} // namespace ogi
