// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LearnController: the Learn menu and the learning mode. A lesson stage is played on the
// window's own board through the GameSession (startExercise with a LessonGoal): the board
// takes the learner's moves, the goal decides, and the controller shows what it said in the
// panel beside the board (which replaces the game panel while learning) and the marked
// squares on the board. Stars are kept in LessonProgress across restarts.
//
// Starting a game or opening a record (from the Game menu) leaves the learning mode; so does
// "Back to a Game", which returns to the game the exercises replaced, as it was.
#pragma once

#include "model/exercises/lessonjudge.h"
#include "model/exercises/lessonprogress.h"

#include <QObject>

#include <QPointer>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QStackedWidget;
class QWidget;

namespace ogi {

class BoardView;
class GameSession;
class LessonGoal;
class LessonPanel;
class PuzzleController;
class QuizController;
class WelcomePanel;

class LearnController : public QObject {
    Q_OBJECT
public:
    // window: the parent of the dialogs and message boxes. progressDirectory: where the
    // progress files are (empty: the application's data folder).
    LearnController(GameSession* session, BoardView* board, QWidget* window,
                    const QString& progressDirectory = QString());

    QMenu* menu() const { return m_menu; }
    // Help → Welcome: the welcome panel again.
    QAction* welcomeAction() const { return m_welcomeAction; }
    WelcomePanel* welcome() const { return m_welcome; }
    // Asked before a game is replaced for good (unsaved moves: save, discard or cancel): by
    // a beginner's game, or a puzzle from a position pasted; false keeps the game. A lesson,
    // puzzle or quiz question asks nothing: the game it replaces is kept for Back to the game
    // (RecordFiles asks about that one when it would be lost).
    void setGameGuard(std::function<bool()> mayReplaceGame);
    bool mayReplaceGame() const;
    // What replaces the game panel beside the board while learning.
    QWidget* panel() const;
    PuzzleController* puzzles() const { return m_puzzles; }
    QuizController* quiz() const { return m_quiz; }
    const LessonProgress& lessonProgress() const { return m_lessonProgress; }
    void retranslate();

public slots:
    // The chooser; the stage picked starts.
    void chooseLesson();
    // Starts the stage with that id on the board (false: no such stage).
    bool startStage(const QString& id);
    void leave();
    void showWelcome();
    // The first unfinished stage (the lessons from where the learner stopped).
    void continueLessons();
    // A new game against the computer at a beginner's level, the learner with Sente.
    void playBeginnerGame();

signals:
    // The learning mode began or ended: the window shows panel() or its game panel.
    void activeChanged(bool active);

private:
    void setActive(bool active);
    void showPanel(QWidget* panel);
    void onJudged(const LessonVerdict& verdict);
    void onFinished();
    void updateMarks();
    QString nextStage() const;
    void reportProgressError(const QString& error);

    GameSession* m_session;
    BoardView* m_board;
    QWidget* m_window;
    LessonProgress m_lessonProgress;
    QMenu* m_menu;
    QAction* m_lessonsAction;
    QAction* m_welcomeAction;
    WelcomePanel* m_welcome;
    std::function<bool()> m_gameGuard;
    QStackedWidget* m_stack;
    LessonPanel* m_lessonPanel;
    PuzzleController* m_puzzles;
    QuizController* m_quiz;
    QPointer<LessonGoal> m_goal;
    QString m_stageId;
    bool m_active = false;
    bool m_stopped = false;           // the stage's game ended before its goal (a resignation)
    std::optional<bool> m_flipBefore; // while learning: how the board faced before
};

} // namespace ogi
