// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewController: game review in the main window — the game tree, its widgets (move list,
// navigation bar, evaluation graph, analysis progress, live analysis, comment panel), the
// review actions and menu, exports and the position editor.
//
// GameModel stays the single writer of the game on the board. When the user navigates, the
// controller shows the tree's game for the cursor through GameModel::setGame(); when the
// model's game changes otherwise (a move played, an undo, the computer's move), the tree
// follows it (GameTree::followGame), recording a move played at an earlier position as a
// variation. A new game or an opened record resets the tree, from the window's record when
// it holds this very game (tags, comments and variations kept).
#pragma once
#include "model/analysis.h"
#include "model/gametexts.h"
#include "model/gametree.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QWidget;

namespace ogi {

class AiWorker;
class BoardView;
class CommentPanel;
class EvalGraph;
class GameModel;
class MoveListView;
class NavigationBar;
class PositionEditor;

class ReviewController : public QObject {
    Q_OBJECT
public:
    // window: the main window (actions, dialogs, drag and drop); board: for the piece style
    // and orientation of exported diagrams.
    ReviewController(GameModel* model, BoardView* board, QWidget* window);
    ~ReviewController() override;

    GameTree* tree() const { return m_tree; }
    GameAnalysis* analysis() const { return m_analysis; }
    // The side panel with everything (navigation, moves, graph, analysis, comment).
    QWidget* panel() const { return m_panel; }
    MoveListView* moveList() const { return m_moveList; }
    NavigationBar* navigationBar() const { return m_nav; }
    CommentPanel* commentPanel() const { return m_comments; }
    EvalGraph* evalGraph() const { return m_graph; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* liveLabel() const { return m_liveLabel; }
    // The "Review" menu; the Edit menu items (copy/paste, export, set up position).
    QMenu* reviewMenu() const { return m_menu; }
    QList<QAction*> editActions() const;

    QAction* analyseAction() const { return m_analyse; }
    QAction* cancelAnalysisAction() const { return m_cancelAnalysis; }
    QAction* liveAnalysisAction() const { return m_live; }
    QAction* promoteAction() const { return m_promote; }
    QAction* deleteVariationAction() const { return m_deleteVariation; }
    QAction* editPositionAction() const { return m_editPosition; }

    // Whether the controller itself is changing the model's game (navigation): the window
    // should not greet a finished game with its game-over box then.
    bool isNavigating() const { return m_navigating; }

    // The record as it should be saved: the tree's moves, variations, comments and analysis,
    // with the tags of base (players, event...). The game for storeGame(): the mainline's.
    Record record() const { return m_tree->record(); }
    Game mainlineGame() const;

    // Where the window keeps the record it opened (tags, comments, variations): read when
    // the model's game is reset, so that an opened file keeps its variations.
    void setRecordSource(std::function<Record()> source) { m_recordSource = std::move(source); }
    // How to start a game from a set-up or imported position (default: GameModel::newGame).
    void setStartPosition(std::function<void(const Position&)> start) {
        m_startFrom = std::move(start);
    }
    // Opens a file for the drag-and-drop and the Recent Files menu (e.g. MainWindow::openFile).
    void setOpenFile(std::function<bool(const QString&)> open) { m_open = std::move(open); }
    QMenu* recentFilesMenu() const { return m_recentMenu; }
    QStringList recentFiles() const; // most recent first
    void addRecentFile(const QString& path);
    // Recent files are kept in QSettings unless off (tests, screenshots).
    void setPersistent(bool on) { m_persistent = on; }

    void setNotation(Notation notation);

public slots:
    void analyseGame();
    void cancelAnalysis();
    void setLiveAnalysis(bool on);
    void editPosition();
    void exportDiagram();
    void copyGame();
    void copyFeen();
    void pasteFeen();
    // Imports a FEEN text; false with *error naming the problem when it is not usable.
    bool importFeen(const QString& text, QString* error = nullptr);
    // Opens the position editor (non-blocking); returns it for tools and tests.
    PositionEditor* openPositionEditor();

signals:
    void analysisFinished();
    // The user moved through the game and the board now shows another position (a computer
    // player should not move on its own there).
    void navigated();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createPanel();
    void retranslate();
    void onTreeCursor();
    void onModelReset();
    void onModelPosition();
    void onLiveInfo(const AiInfo& info);
    void restartLive();
    void updateActions();
    void updateRecentMenu();

    GameModel* m_model;
    QPointer<BoardView> m_board;
    QWidget* m_window;
    GameTree* m_tree;
    GameAnalysis* m_analysis;
    AiWorker* m_liveWorker;
    QWidget* m_panel = nullptr;
    MoveListView* m_moveList = nullptr;
    NavigationBar* m_nav = nullptr;
    CommentPanel* m_comments = nullptr;
    EvalGraph* m_graph = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QLabel* m_liveLabel = nullptr;
    QMenu* m_menu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_analyse = nullptr;
    QAction* m_cancelAnalysis = nullptr;
    QAction* m_live = nullptr;
    QAction* m_promote = nullptr;
    QAction* m_deleteVariation = nullptr;
    QAction* m_editPosition = nullptr;
    QAction* m_exportDiagram = nullptr;
    QAction* m_copyGame = nullptr;
    QAction* m_copyFeen = nullptr;
    QAction* m_pasteFeen = nullptr;
    std::function<Record()> m_recordSource;
    std::function<void(const Position&)> m_startFrom;
    std::function<bool(const QString&)> m_open;
    QStringList m_recent;
    bool m_persistent = true;
    bool m_navigating = false;
    bool m_kanji = false;
    bool m_following = false;
    Position m_livePosition;
};

} // namespace ogi
