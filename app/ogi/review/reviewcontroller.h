// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewController: game review in the main window — the widgets that show and walk the
// session's game tree (navigation bar, move list, evaluation graph, comment panel), the
// background analysis of the whole game with its progress, the live analysis of the shown
// position (an Analyser: its lines in an AnalysisPanel, its best score on an EvalBar beside
// the board), and the Review menu (analyse, stop, live, promote or delete a variation).
//
// It changes nothing itself: the widgets move the tree's cursor and edit its comments, and
// GameSession keeps the board and the tree together (a position chosen in the tree is shown
// on the board; a move played on the board goes into the tree).
#pragma once

#include "board/piecetheme.h"
#include "model/analysis/evaluation.h"
#include "model/game/gametexts.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QWidget;

namespace ogi {

class Analyser;
class AnalysisPanel;
class CommentPanel;
class EvalBar;
class EvalGraph;
class GameAnalysis;
class GameSession;
class MoveListView;
class NavigationBar;

class ReviewController : public QObject {
    Q_OBJECT
public:
    // window: where the actions and the menu live.
    ReviewController(GameSession* session, QWidget* window);
    ~ReviewController() override;

    GameAnalysis* analysis() const { return m_analysis; }
    // The side panel with everything (navigation, moves, graph, analysis, comment).
    QWidget* panel() const { return m_panel; }
    // The Review menu (MainWindow adds Set Up Position… to it).
    QMenu* reviewMenu() const { return m_menu; }
    // The live analysis of the position in view (its bestMovesChanged: arrows on the board).
    Analyser* analyser() const;
    // The evaluation bar, for the window to place beside the board (shown while analysing).
    EvalBar* evalBar() const { return m_evalBar; }

    // How the board looks (its pieces and orientation): the evaluation bar stands the same
    // way, and the analysis lines are previewed in the same pieces.
    void setBoardLook(PieceStyle style, bool flipped);
    // The evaluation bar and graph in pawns instead of chances of winning (Preferences).
    void setEvaluationInPawns(bool pawns);

    // Every text in the current language, and the notation of moves with it
    // (MainWindow::retranslateUi).
    void retranslate();

public slots:
    void analyseGame();
    void cancelAnalysis();
    void setLiveAnalysis(bool on);

signals:
    void analysisFinished();

private:
    void createActions();
    void createPanel();
    void showBestEvaluation();
    void showGraph();
    void showAccuracy(); // each side's, once the game is analysed
    void updateActions();
    void showProgressText();
    void showGameInfo();

    GameSession* m_session;
    QWidget* m_window;
    GameAnalysis* m_analysis;
    QPointer<Analyser> m_analyser; // the session's (which may go first when the window closes)
    AnalysisPanel* m_analysisPanel = nullptr;
    EvalBar* m_evalBar = nullptr;
    QWidget* m_panel = nullptr;
    MoveListView* m_moveList = nullptr;
    NavigationBar* m_nav = nullptr;
    CommentPanel* m_comments = nullptr;
    EvalGraph* m_graph = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QLabel* m_gameLabel = nullptr;     // the handicap, if any
    QLabel* m_accuracyLabel = nullptr; // each side's accuracy and marks
    QLabel* m_progressLabel = nullptr; // "Analysing: 12 of 40 positions"
    QMenu* m_menu = nullptr;
    QAction* m_analyse = nullptr;
    QAction* m_cancelAnalysis = nullptr;
    QAction* m_live = nullptr;
    QAction* m_promote = nullptr;
    QAction* m_deleteVariation = nullptr;
    Notation m_notation = Notation::Letters;
};

} // namespace ogi
