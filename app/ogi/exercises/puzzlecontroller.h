// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleController: the tsume puzzles on the window's board. The collection's puzzles come
// one after the other by difficulty around the player's rating (PuzzleProgress, Glicko-2);
// the first result of each is rated and remembered. A puzzle can also be made of any
// position (the board's, or a SFEN or FEEN text), and any position can be asked "is there a
// forced King capture here, and how long?". The solver works on its own thread
// (PuzzleWorker); the board, the goal and the session do the rest (core/model/puzzlegoal.h).
#pragma once

#include "exercises/exercisecontroller.h"
#include "learn/puzzle.h"
#include "model/exercises/puzzlecollection.h"
#include "model/exercises/puzzleprogress.h"

#include <QPointer>

class QAction;
class QProgressDialog;
class QWidget;

namespace ogi {

class BoardView;
class GameSession;
class PuzzleGoal;
class PuzzlePanel;
class PuzzleWorker;

class PuzzleController : public ExerciseController {
    Q_OBJECT
public:
    PuzzleController(GameSession* session, BoardView* board, QWidget* window,
                     const QString& progressDirectory, QObject* parent = nullptr);

    QList<QAction*> actions() const;
    PuzzlePanel* panel() const { return m_panel; }
    const PuzzleCollection& collection() const { return m_collection; }
    void retranslate();

public slots:
    // The next puzzle of the collection for the player's rating.
    void nextPuzzle();
    // A puzzle of the collection by id (false: no such puzzle).
    bool startPuzzle(const QString& id);
    // The board's position as a puzzle; a SFEN or FEEN text as a puzzle.
    void puzzleFromPosition();
    void puzzleFromText();
    bool startPuzzleFromText(const QString& text, QString* error = nullptr);
    // Is there a forced King capture in the board's position?
    void checkForcedWin();

signals:
    // checkForcedWin's answer, also shown in a message box.
    void forcedWinAnswered(const QString& text);

private:
    PuzzleController(GameSession* session, BoardView* board, QWidget* window,
                     const QString& progressDirectory, PuzzlePanel* panel, QObject* parent);
    bool showsRefusals() const override;
    void start(const learn::Puzzle& puzzle, bool fromCollection);
    void startFromPosition(const Position& pos);
    void onFinished(bool solved, const QString& text);
    void showRating(double before);
    void showTexts();
    // The puzzle's first result will move the rating (a puzzle of the collection, not yet
    // rated).
    bool ratesResult() const;
    QString refutationText() const;
    void showSearching();

    PuzzleCollection m_collection;
    PuzzleProgress m_progress;
    PuzzleWorker* m_worker;
    PuzzlePanel* m_panel;
    QPointer<PuzzleGoal> m_goal;
    learn::Puzzle m_puzzle;
    bool m_hasPuzzle = false;
    int m_number = 0; // the puzzle's number in the collection (0: not from it)
    bool m_fromCollection = false;
    bool m_rated = false; // this puzzle's first result is recorded
    bool m_hintUsed = false;
    QPointer<QProgressDialog> m_searching;
    quint64 m_analysis = 0;
    quint64 m_puzzleSearch = 0;
    Position m_searched; // the position of m_puzzleSearch

    QAction* m_puzzlesAction;
    QAction* m_fromPositionAction;
    QAction* m_fromTextAction;
    QAction* m_forcedWinAction;
};

} // namespace ogi
