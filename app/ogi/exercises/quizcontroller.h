// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QuizController: the quiz from the player's own games. After a game is analysed (Review →
// Analyse), addGame() turns the positions where a human side's move lost a lot into quiz
// items (QuizDeck, kept across games and restarts). Learn → Quiz asks the questions due
// today on the window's board (core/model/quizgoal.h), records each answer once and
// reschedules it (Leitner boxes: 1, 3, 7 days).
#pragma once

#include "exercises/exercisecontroller.h"
#include "model/exercises/quizdeck.h"

#include <QPointer>

class QAction;
class QWidget;

namespace ogi {

class BoardView;
class GameSession;
class QuizGoal;
class QuizPanel;

class QuizController : public ExerciseController {
    Q_OBJECT
public:
    QuizController(GameSession* session, BoardView* board, QWidget* window,
                   const QString& progressDirectory, QObject* parent = nullptr);

    QAction* action() const { return m_action; }
    QuizPanel* panel() const { return m_panel; }
    // How long a search judges an answer of the player's own (ms).
    static constexpr int JudgeSearchMs = 1000;
    void retranslate();

public slots:
    // The session's game was analysed: its mistakes become questions. Returns how many
    // are new (or came back).
    int addGame();
    // The first question due today (a message says so when none is).
    void start();

signals:
    // A line for the status bar.
    void message(const QString& text, int timeout);

private:
    QuizController(GameSession* session, BoardView* board, QWidget* window,
                   const QString& progressDirectory, QuizPanel* panel, QObject* parent);
    void ask(const QuizItem& item);
    void onFinished(bool right, const QString& text);
    void notice(const QString& text);
    bool showsRefusals() const override;

    QuizDeck m_deck;
    QuizPanel* m_panel;
    QAction* m_action;
    QPointer<QuizGoal> m_goal;
    QString m_itemId;
    bool m_recorded = false;
};

} // namespace ogi
