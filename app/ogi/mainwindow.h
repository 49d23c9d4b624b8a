// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: lays out the board and the panel beside it, builds the menus, the toolbar and
// the game actions, sets the title and applies the preferences. It runs no game: the actions
// go to the GameSession, the board's moves too, and everything shown follows the session's
// signals. Files, the clipboard and review have controllers of their own (files/, review/).
#pragma once

#include "dialogs/newgamedialog.h"
#include "dialogs/rulesdialog.h"
#include "model/progress/gamerating.h"
#include "settings.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QMessageBox;
class QToolBar;

namespace ogi {

class BoardView;
class ClickSound;
class GamePanel;
class LearnController;
class GameSession;
class RecordFiles;
class ReviewController;
class TransferActions;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The record files: main() opens the file named on the command line.
    RecordFiles* files() const { return m_files; }

    // Applies and keeps the preferences (the language switches live).
    void applyPreferences(const Preferences& prefs);

public slots:
    void newGame();
    // New Game with the level and handicap where the player scores about 50 % already chosen,
    // from the rating as it stands (offered after each rated game).
    void newBalancedGame();
    // Who plays which side, during the game (the dialog; the session decides when).
    void changePlayers();
    void showPreferences();
    // Settings ▸ Engines…: the external engines that may play a side.
    void showEngines();
    void showRules();
    void about();
    // The welcome panel over the board, unless it was dismissed once (Help → Welcome brings
    // it back).
    void welcomeOnFirstStart();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QAction* addGameAction(const char* icon);
    void createActions();
    void createMenus();
    void connectSession();
    // Every text of the window in the current language; run again on LanguageChange.
    void retranslateUi();
    void updateActions();
    void updateTitle();
    void showGameOver(const QString& text);
    void openNewGame(bool balanced);
    // Resign, once the player confirms it (unless the player asked not to be asked).
    void resign();
    // The user's illegal move, held back under the official rule: played (and lost) only if
    // the player confirms.
    void askIllegalMove(const QString& reason);
    // A new game: the board faces the human playing the computer, and the rule for illegal
    // moves is said over the board with the way to change it.
    void onGameStarted();

    GameSession* m_session;
    BoardView* m_board;
    ReviewController* m_review;
    GamePanel* m_panel;
    RecordFiles* m_files;
    TransferActions* m_transfer;
    LearnController* m_learn;
    ClickSound* m_click;
    Preferences m_prefs;
    QPointer<QMessageBox> m_gameOverBox;
    QPointer<NewGameDialog> m_newGameDialog;
    QPointer<RulesDialog> m_rulesDialog;
    bool m_exerciseShown = false; // the last game started was a lesson, puzzle or quiz

    QAction* m_newGame = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_claimDraw = nullptr;
    QAction* m_players = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_moveNow = nullptr;
    QAction* m_stop = nullptr;
    QAction* m_resume = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_eastern = nullptr;
    QAction* m_western = nullptr;
    QActionGroup* m_styleGroup = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_engines = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_rules = nullptr;
    QAction* m_keys = nullptr;
    QAction* m_engineLog = nullptr; // View ▸ Engine Log
    QWidget* m_engineLogWindow = nullptr;
    QAction* m_yourGames = nullptr;
    GameRating m_gameRating; // games against the computer, rated (Learn ▸ Your Games)
    QAction* m_about = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
};

} // namespace ogi
