// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ExerciseController: what the puzzle and quiz controllers share — the session, board and
// window they work with, their panel (a LearnPanel) whose "Back to a Game" they pass on,
// the refusals of the session shown in that panel while their exercise is on, the guard
// asked before an exercise replaces a game, and the message boxes.
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace ogi {

class BoardView;
class GameSession;
class LearnPanel;

class ExerciseController : public QObject {
    Q_OBJECT
signals:
    // An exercise is on the board: the window shows the panel.
    void started();
    void leaveRequested();

protected:
    // The controller owns the panel until the window puts it in its layout.
    ExerciseController(GameSession* session, BoardView* board, QWidget* window, LearnPanel* panel,
                       QObject* parent);

    // Whether a move the session refuses now is about this controller's exercise.
    virtual bool showsRefusals() const = 0;
    void notice(const QString& title, const QString& text);

    GameSession* m_session;
    BoardView* m_board;
    QWidget* m_window;
};

} // namespace ogi
