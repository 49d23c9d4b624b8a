// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the board in the centre, the move list and status beside it, menus, toolbar
// and preferences. It wires BoardView::moveRequested to GameModel::requestMove and follows
// the model's signals; it never changes the game itself.
#pragma once

#include "model/evaluation.h"
#include "model/gamedocument.h"
#include "newgamedialog.h"
#include "preferencesdialog.h"
#include "rulesdialog.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QTimer;
class QListWidget;
class QToolBar;
class QVBoxLayout;

namespace ogi {

class AiWorker;
class AutoSave;
class ReviewController;
class BoardView;
class ClickSound;
class ClockWidget;
class GameClock;
class GameModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameModel* model() const { return m_model; }
    BoardView* boardView() const { return m_view; }
    QListWidget* moveList() const { return m_moveList; }
    // Game review: move tree, navigation, analysis, comments, exports (reviewcontroller.h).
    ReviewController* review() const { return m_review; }
    QString statusLine() const;
    const Preferences& preferences() const { return m_prefs; }
    void applyPreferences(const Preferences& prefs);
    // Whether window geometry and preferences are written back to QSettings (off for
    // one-shot runs such as --screenshot).
    void setPersistent(bool on) { m_persistent = on; }
    // The non-blocking message box shown at the end of a game, if open.
    QMessageBox* gameOverBox() const { return m_gameOverBox; }

    QAction* newGameAction() const { return m_newGame; }
    QAction* flipAction() const { return m_flip; }
    QAction* undoAction() const { return m_undo; }
    QAction* resignAction() const { return m_resign; }
    QAction* claimDrawAction() const { return m_claimDraw; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* copySfenAction() const { return m_copySfen; }
    QAction* pasteSfenAction() const { return m_pasteSfen; }
    QAction* moveNowAction() const { return m_moveNow; }
    QAction* stopAiAction() const { return m_stopAi; }
    QAction* resumeAiAction() const { return m_resumeAi; }
    QAction* hintAction() const { return m_hint; }
    QAction* rulesAction() const { return m_rules; }
    // The Rules window (Help → Rules) while it is open.
    RulesDialog* rulesDialog() const { return m_rulesDialog; }

    // ---- playing (mainwindowplay.cpp) ----
    // Starts the game described by setup at once (what New Game's dialog does on Start).
    void startGame(const GameSetup& setup);
    // The New Game dialog while it is open (it is modeless: open(), never exec()).
    NewGameDialog* newGameDialog() const { return m_newGameDialog; }
    const GameInfo& gameInfo() const { return m_info; }
    AiWorker* aiWorker() const { return m_ai; }
    GameClock* gameClock() const { return m_clock; }
    // The clock shown above the board (top) or below it, following the board's orientation.
    ClockWidget* clockWidget(bool top) const { return top ? m_topClock : m_bottomClock; }
    ClockWidget* clockWidgetFor(Side s) const;
    QLabel* thinkingLabel() const { return m_thinking; }
    ClickSound* clickSound() const { return m_click; }
    // Whether the computer is searching for its move (not a hint).
    bool isAiThinking() const;
    bool isAiPaused() const { return m_aiPaused; }
    // Fixed time per computer move when the game has no clock (ms), and the minimum time
    // between two computer moves when the computer plays both sides (to watch).
    void setAiMoveTime(int ms) { m_aiMoveTime = ms; }
    void setWatchDelay(int ms) { m_watchDelay = ms; }

    // ---- records and autosave (mainwindowplay.cpp) ----
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    // Opens a record; on failure the current game is untouched, a (modeless) message names
    // the line and the problem, and false is returned with *error.
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr);
    // The last modeless warning or question shown (bad file, bad SFEN, autosave offer).
    QMessageBox* messageBox() const { return m_messageBox; }
    // Where the game in progress is written after every move (default: AppDataLocation).
    void setAutoSaveDirectory(const QString& dir);
    void setAutoSaveEnabled(bool on) { m_autosaveEnabled = on; }
    AutoSave* autoSave() const { return m_autosave.get(); }
    // While a clock runs, the autosave is also rewritten this often (ms), with the time the
    // move in progress has used, so that a crash gives no time back.
    static constexpr int AutoSaveClockInterval = 5000;
    void setAutoSaveClockInterval(int ms);
    // At start-up: offers a game the last session left behind (modeless question), or
    // reports a corrupt autosave (set aside). Returns whether something was found.
    bool checkAutoSave();
    // Ask Save/Discard/Cancel before losing an unsaved game (off in tests and tools).
    void setConfirmUnsaved(bool on) { m_confirmUnsaved = on; }
    // Installs the translator for lang ("" = system) and emits languageChanged.
    void setLanguage(const QString& lang);

signals:
    // The interface language changed (Preferences): the translation work retranslates here.
    void languageChanged(const QString& language);

public slots:
    void newGame();
    void openGame();
    bool saveGame();
    bool saveGameAs();
    void copySfen();
    void pasteSfen();
    void moveNow();
    void stopAi();
    void resumeAi();
    void showHint();
    void showPreferences();
    void about();
    void showRules();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    // Every text of the window in the current language; run again on LanguageChange.
    void retranslateUi();
    void updateMoveList();
    void updateStatus();
    void updateActions();
    void onGameOver(const QString& reason);
    void onMoveRefused(const QString& reason);
    // mainwindowplay.cpp
    void createPlayActions();
    void retranslatePlay();
    void setUpPlay(QWidget* side, QVBoxLayout* sideLayout);
    void maybeStartAi();
    void cancelAi();
    void onAiInfo(const AiInfo& info);
    void onAiBestMove(Move move);
    void applyAiMove(Move move, quint64 generation);
    void onMoveMade(Move move);
    void onMoveUndone();
    void onGameEnded();
    void onTimeOut(Side side);
    void updateClocks();
    void updatePlayActions();
    void updateTitle();
    bool playingMainline() const;
    void showRecordedClocks();
    Game gameToStore() const;
    void writeAutoSave();
    void loadRecord(const Record& record, const QString& path);
    void showMessage(QMessageBox::Icon icon, const QString& title, const QString& text);
    bool maybeKeepUnsaved();
    QString playerText(Side s) const;

    GameModel* m_model;
    BoardView* m_view;
    QListWidget* m_moveList;
    ReviewController* m_review = nullptr;
    QLabel* m_status;
    QPointer<QMessageBox> m_gameOverBox;
    Preferences m_prefs;
    bool m_persistent = true;

    QAction* m_newGame = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_claimDraw = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
    QAction* m_rules = nullptr;
    QPointer<RulesDialog> m_rulesDialog;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QAction* m_eastern = nullptr;
    QAction* m_western = nullptr;
    QActionGroup* m_styleGroup = nullptr;

    // Playing: AI, clocks, records, autosave (mainwindowplay.cpp).
    enum class SearchPurpose { None, Play, Hint };
    AiWorker* m_ai = nullptr;
    GameClock* m_clock = nullptr;
    ClockWidget* m_topClock = nullptr;
    ClockWidget* m_bottomClock = nullptr;
    QLabel* m_thinking = nullptr;
    ClickSound* m_click = nullptr;
    QPointer<NewGameDialog> m_newGameDialog;
    QPointer<QMessageBox> m_messageBox;
    GameInfo m_info;
    Record m_record; // what was opened (tags, comments, variations kept on save)
    QString m_filePath;
    bool m_modified = false;
    std::unique_ptr<AutoSave> m_autosave;
    QTimer* m_autosaveTimer = nullptr;
    bool m_autosaveEnabled = true;
    bool m_confirmUnsaved = false;
    SearchPurpose m_purpose = SearchPurpose::None;
    Key m_searchKey = 0;
    std::size_t m_searchPly = 0;
    quint64 m_generation = 0; // bumped by every new game, undo, open: stale results die
    bool m_drawAdvised = false;
    bool m_aiPaused = false;
    int m_aiMoveTime = 2000;
    int m_watchDelay = 600;
    QElapsedTimer m_searchTimer;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_copySfen = nullptr;
    QAction* m_pasteSfen = nullptr;
    QAction* m_moveNow = nullptr;
    QAction* m_stopAi = nullptr;
    QAction* m_resumeAi = nullptr;
    QAction* m_hint = nullptr;
};

} // namespace ogi
