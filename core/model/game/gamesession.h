// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession: the one object that runs a game (cutechess's ChessGame, KReversi's
// KReversiGame). It owns the GameModel (the game and its rule), the clocks, the GameTree (the
// one copy of the record: moves, variations, comments, analysis), the GameInfo saved with it
// (players, handicap, King drawings, time control, clock readings), the modified flag, the
// autosave and the Analyser (the one analysis engine: live analysis, hint, game analysis).
//
// Two players (player.h) and, for a lesson, a puzzle or a quiz, a goal (gamegoal.h) make the
// game. When it is a side's turn, the session asks that side's player for a move and judges
// the answer (the goal first, then the game's rule in the model); an answer it did not ask
// for, or asked for in another position, is dropped. A takeback, a new game, a pause or a
// move shown from the review withdraws the question.
//
// The view only asks: the board's moves go to play(), the actions to the slots, and the
// window redraws from the signals of the session and of its model, tree and clock. Nothing
// here knows about widgets: tests run whole games through this class alone.
#pragma once

#include "model/document/autosave.h"
#include "model/document/gameinfo.h"
#include "model/game/gamegoal.h"
#include "model/game/gamesetup.h"
#include "model/game/metatypes.h"
#include "model/progress/gamerating.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <optional>

class QTimer;

namespace ogi {

class Analyser;
struct AnalysisResult;
class GameClock;
class GameModel;
class GameTree;
class Player;

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    GameModel* model() const { return m_model; }
    GameTree* tree() const { return m_tree; }
    GameClock* clock() const { return m_clock; }
    // The analysis engine of this window: the live analysis of the position in view, whose
    // engine also finds the hint and analyses the whole game (off until the view turns it on).
    Analyser* analyser() const { return m_analyser; }
    // Players, handicap, King drawings, time control and the clock after each main-line move.
    const GameInfo& info() const { return m_info; }

    // ---- players --------------------------------------------------------------------------
    Player* player(Side s) const { return m_players[s]; }
    // A human or the computer at a level, as info says (also during a game: the game goes
    // on with the new player, which is asked at once if it is its turn). A player of the
    // right kind already there is kept (a computer only changes level).
    void setPlayer(Side s, const PlayerInfo& info);
    // Any player (a lesson's script, a puzzle's defender, an engine); the session owns it.
    void setPlayer(Side s, Player* player);
    // Where a finished game against the computer is rated (not owned; nullptr: nowhere).
    void setRating(GameRating* rating);
    // Why the game so far would not be rated when it ends (Unrated::None: it would): two
    // humans or two computers, a start other than the setup's, a takeback, a hint, the
    // friendly rule, a level changed during the game, a handicap without measured value, no
    // move of the human's yet (a game resigned or lost on time before it is not rated).
    Unrated unrated() const;
    // Whether the user may enter a move now: the game is on and its side to move is human,
    // or the computer is stopped (then the user may move for either side, as in review).
    bool isHumanToMove() const;
    // Whether a player that is not human has the turn and has not answered yet.
    bool isThinking() const;
    // Whether the computer was stopped (stopComputer) and waits for resume().
    bool isPaused() const { return m_paused; }
    bool isHinting() const { return m_hinting; }
    bool hasComputer() const;
    // The side of the one human playing the computer; nullopt when both sides are human, or
    // neither.
    std::optional<Side> humanSide() const;
    // Who gives up on Resign: the human against the computer, else the side to move.
    Side resigningSide() const;

    // ---- what the user may do now ----------------------------------------------------------
    // The game's actions follow these (allowedChanged). An exercise (lesson, puzzle, quiz)
    // has its own hint and retry, no takeback, no resignation, and no computer to manage.
    bool canUndo() const;
    bool canResign() const;
    bool canClaimDraw() const;
    bool canHint() const;
    bool canMoveNow() const;      // the computer to move is thinking
    bool canStopComputer() const; // the computer to move is not stopped, or a hint is sought
    bool canResume() const;       // the computer was stopped and the game goes on
    bool managesComputer() const; // the computer plays a side of this game (no exercise)

    // A dialog the user opened is up over the game (Open, Save, New Game, Preferences…): the
    // clock of a human to move stands still until it is closed; a computer's runs on.
    void setUserAway(bool away);

    // The rule for illegal moves of the game under way: the official one (off: an illegal
    // move loses) or the friendly one (on: it is refused with the reason, moveRefused). Kept
    // in info() and the record; a new game takes the one set up, a record the one it names.
    void setRefuseIllegal(bool on);
    bool refusesIllegal() const { return m_info.refuseIllegal; }
    // A lesson's, puzzle's or quiz's goal (the session owns it); nullptr: the rules alone.
    // A new game, an opened or restored record has none.
    void setGoal(GameGoal* goal);
    GameGoal* goal() const { return m_goal; }

    // ---- games and files ------------------------------------------------------------------
    // A new game as set up (New Game).
    void start(const GameSetup& setup);
    // A new game from start with the same players, Kings and time control, no handicap
    // (a pasted or imported position, the position editor).
    void startFrom(const Position& start);
    // A lesson, a puzzle or a quiz question: `game` (its start and the moves already played)
    // between the two players given, judged by `goal` (the session owns all three). No
    // clock; it is not a document: never marked modified, never autosaved, no takeback (the
    // exercise is retried from its own start instead).
    // info: the King drawings (a tsume draws the defender's King as 玉); the rest is unused.
    // The game the first exercise replaces is kept, as it was, for resumeGame().
    void startExercise(const Game& game, Player* sente, Player* gote, GameGoal* goal,
                       const GameInfo& info = GameInfo());
    // Back to the game that the exercises replaced, as it was: its record, its file, whether
    // it was saved, its players and clocks. False when there is none (no exercise is on, or
    // a game was started or opened since).
    bool resumeGame();
    // During exercises: whether the game they replaced has moves that were not saved (it
    // would be lost by closing the window, or by a new game).
    bool keptGameUnsaved() const;
    bool isExercise() const { return m_goal != nullptr; }
    // Opens a record file; on failure nothing changes and *error names the line and the
    // problem.
    bool open(const QString& path, QString* error = nullptr);
    // Saves the whole record (variations, comments, analysis, clocks) atomically.
    bool save(const QString& path, QString* error = nullptr);
    // The game an earlier session left unfinished (AutoSave::takePending): it goes on,
    // unsaved, and is autosaved again.
    void restore(const Record& record);
    // The record as Save writes it: the whole main line whatever the board shows.
    Record record() const;
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    AutoSave& autoSave() { return m_autosave; }
    // While a clock runs, the autosave is rewritten this often (ms) with the time the move
    // in progress has used, so that a crash gives no time back.
    static constexpr int AutoSaveClockInterval = 5000;
    // When no computer plays, at least this long (ms) between two moves, so that the game
    // can be watched.
    static constexpr int WatchDelay = 600;

    // The time side s had at the position the tree shows, read from the record, while an
    // earlier move of the main line is shown; nullopt at the live end (the clock is live).
    std::optional<qint64> recordedClock(Side s) const;

public slots:
    // A move the user entered for the side to move (the board): the human player's answer,
    // or, while the computer is stopped, a move the user plays for the computer's side.
    void play(ogi::Move move);
    // Takes back the last action; against the computer, back to the human's previous turn.
    void undo();
    // resigningSide() resigns.
    void resign();
    void claimDraw();
    // The computer plays the best move it has found so far.
    void moveNow();
    // Drops a hint search; otherwise stops the computer to move (its clock too) until
    // resume().
    void stopComputer();
    void resume();
    // Asks the analyser's engine for a move for the human to move (hintFound): full
    // strength, 1.5 s; the live analysis pauses meanwhile.
    void requestHint();
    // The live analysis is shown (or hidden): a game against the computer during which it
    // was shown is not rated.
    void setAnalysisShown(bool on);
    // Enters moves (an analysis line) as the user's own, so that the game tree keeps them as a
    // variation: in a game against the computer only while the computer is stopped (Stop, or
    // stepping back through the game), never in an exercise. Returns how many went in.
    int enterLine(const std::vector<ogi::Move>& moves);
    // The program ends cleanly: nothing more is asked or played, the clock stops, and the
    // autosave is removed (nothing to offer next time).
    void close();

signals:
    // A new game, an opened or a restored record.
    void gameStarted();
    // The player of side s failed (an engine that could not be started, did not answer or
    // stopped): the game is paused and kept; message says what happened. Another player may
    // take the side (setPlayer) and resume() goes on.
    void playerFailed(ogi::Side side, const QString& message);
    // The game ended by play (a move, a resignation, the clock...), not by opening a finished
    // record or showing a position of the review. text says how.
    void gameEnded(ogi::Result result, const QString& text);
    // A move was not played: refused by the goal or by the friendly rule; the player is asked
    // again.
    void moveRefused(ogi::Move move, const QString& reason);
    // Who may move, who thinks, a pause or a hint changed: actions and labels follow.
    void stateChanged();
    // One of canUndo(), canResign()… changed.
    void allowedChanged();
    // Whether the user may enter a move now (isHumanToMove) changed.
    void humanToMoveChanged(bool humanToMove);
    // Progress of the search under way (a computer player's or the adviser's).
    void searchInfo(const ogi::AiInfo& info);
    void hintFound(ogi::Move move);
    // The analysis engine (an external one the user chose) failed before the hint came.
    void hintFailed(const QString& message);
    // The file path or the modified flag changed.
    void documentChanged();
    // The board now shows another position of the tree, chosen by the user.
    void navigated();
    void autoSaveFailed(const QString& error);
    // From the goal.
    void goalRemark(const QString& text);
    // After gameEnded of a game (no exercise): whether it was rated, for the player ("Rated:
    // your rating is now 1432 ± 85", "Not rated: you took back a move").
    void gameRated(bool rated, const QString& text);
    void goalFinished(bool reached, const QString& text);

private:
    struct Turn {
        bool open = false;     // a player was asked and its answer is still wanted
        bool answered = false; // ... and has answered (waiting out the watch delay)
        Side side = Sente;
        quint64 id = 0; // changes with every question and every withdrawal
    };

    void begin(const GameInfo& info, const Position& start);
    void loadRecord(const Record& record, const QString& path);
    void loadGame(const Record& record, const Game& game, GameGoal* goal = nullptr);
    void continueExercise(const Game& game);
    void setKings();
    Player* makePlayer(const PlayerInfo& info);
    void installPlayers();
    void installPlayer(Side s, Player* player);
    void connectPlayer(Player* player);

    void scheduleTurn();
    void askPlayer();
    void closeTurn();
    void endTurn();
    void cancelHint();
    void onHintFound(quint64 id, const AnalysisResult& result);
    void pauseComputer();
    void onMoveChosen(Player* player, Move move);
    void onDrawClaimed(Player* player);
    void onResigned(Player* player);
    void onPlayerFailed(Player* player, const QString& message);
    void applyMove(Move move);
    int actionsToUndo() const;
    bool computerToMove() const;

    void onPositionChanged();
    void onMoveMade();
    void onMoveUndone();
    void onGameOver(Result result, const QString& text);
    void onRefused(Move move, const QString& reason);
    void onTreeCursor();
    void followInTree();
    void updateHumanToMove();
    void updateAllowed();
    void holdHumanClock();
    void setModified(bool modified);
    void rateGame(Result result);

    Game mainlineGame() const;
    // Whether the human has played a move of the game (an illegal attempt that lost counts).
    bool humanHasMoved(Side human) const;
    bool inMainline() const;
    void writeAutoSave();

    GameModel* m_model;
    GameTree* m_tree;
    GameClock* m_clock;
    Player* m_players[2] = {nullptr, nullptr};
    QPointer<GameGoal> m_goal;
    // The game an exercise replaced (startExercise, resumeGame).
    struct SuspendedGame {
        Record record;
        QString path;
        bool modified = false;
        unsigned unrated = 0;
        Side weaker = Sente;
    };
    std::optional<SuspendedGame> m_suspended;
    GameInfo m_info;
    QString m_filePath;
    bool m_modified = false;
    AutoSave m_autosave;
    QTimer* m_autosaveTimer;

    Turn m_turn;
    bool m_turnScheduled = false;
    QElapsedTimer m_turnTimer;
    bool m_paused = false;
    bool m_analysisShown = false;
    bool m_pausedByReview = false; // paused by stepping back: going on at the game's end
    Analyser* m_analyser = nullptr;
    bool m_hinting = false;
    quint64 m_hintSearch = 0; // the analyser's search for the hint
    Key m_hintKey = 0;
    std::size_t m_hintPly = 0;
    bool m_goalDone = false;
    GameRating* m_rating = nullptr;
    unsigned m_unrated = 0; // what happened in this game: 1 << Unrated, one bit each
    Side m_weaker = Sente;  // the side that received the handicap
    bool m_humanToMove = false;
    unsigned m_allowed = 0;   // the can…() answers last published, one bit each
    bool m_userAway = false;  // a dialog is up (setUserAway)
    bool m_clockHeld = false; // ... and stopped the clock of the human to move

    bool m_loading = false;    // setting up a game: the tree and the model are set together
    bool m_navigating = false; // showing a position of the tree in the model
    bool m_following = false;  // the tree follows a change of the model
};

} // namespace ogi
