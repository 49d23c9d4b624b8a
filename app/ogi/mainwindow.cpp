// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "boardview.h"
#include "clicksound.h"
#include "messagebox.h"
#include "model/autosave.h"
#include "model/gameclock.h"
#include "model/gamemodel.h"
#include "model/gametexts.h"
#include "reviewcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace ogi {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Ōgi"));
    m_model = new GameModel(this);
    m_view = new BoardView(this);
    m_view->setModel(m_model);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_status->setFont(big);
    m_moveList = new QListWidget(this);
    m_moveList->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_moveList->setSelectionMode(QAbstractItemView::NoSelection);
    m_moveList->setFocusPolicy(Qt::NoFocus);

    // Game review (move tree, navigation, analysis, comments): its panel replaces the plain
    // move list, which stays for tools but hidden.
    m_review = new ReviewController(m_model, m_view, this);
    m_review->setRecordSource([this] { return m_record; });
    m_review->setOpenFile([this](const QString& path) { return openFile(path); });
    m_moveList->hide();

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 6, 6, 6);
    sideLayout->addWidget(m_status);
    sideLayout->addWidget(m_moveList, 1);
    sideLayout->addWidget(m_review->panel(), 1);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_view);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({900, 230});
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    createActions();
    createMenus();

    connect(m_view, &BoardView::moveRequested, m_model, &GameModel::requestMove);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::updateMoveList);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::updateStatus);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::updateActions);
    connect(m_model, &GameModel::gameReset, this, &MainWindow::updateMoveList);
    connect(m_model, &GameModel::undoAvailable, m_undo, &QAction::setEnabled);
    connect(m_model, &GameModel::drawClaimAvailable, m_claimDraw, &QAction::setEnabled);
    connect(m_model, &GameModel::gameOver, this,
            [this](ogi::Result, const QString& reason) { onGameOver(reason); });
    connect(m_model, &GameModel::moveRefused, this,
            [this](ogi::Move, const QString& reason) { onMoveRefused(reason); });
    connect(m_view, &BoardView::flippedChanged, m_flip, &QAction::setChecked);
    setUpPlay(side, sideLayout);
    // Saving keeps the tree's variations, comments and analysis.
    connect(m_review->tree(), &GameTree::treeChanged, this,
            [this] { m_record = m_review->record(); });
    connect(m_review->tree(), &GameTree::edited, this, [this] {
        m_modified = true;
        updateTitle();
    });
    // Stepping through a game against the computer pauses it (Resume plays from there).
    connect(m_review, &ReviewController::navigated, this, &MainWindow::stopAi);
    connect(m_review->tree(), &GameTree::cursorChanged, this, &MainWindow::showRecordedClocks);
    connect(this, &MainWindow::languageChanged, this, [this](const QString& lang) {
        const bool ja = lang == QLatin1String("ja") ||
                        (lang.isEmpty() && QLocale().language() == QLocale::Japanese);
        m_review->setNotation(ja ? Notation::Kanji : Notation::Letters);
    });
    if (QLocale().language() == QLocale::Japanese) // the system language, until preferences
        m_review->setNotation(Notation::Kanji);

    QSettings settings;
    applyPreferences(Preferences::load(settings));
    m_view->setFlipped(settings.value("ui/flipped", false).toBool());
    if (!restoreGeometry(settings.value("window/geometry").toByteArray())) resize(1180, 720);
    restoreState(settings.value("window/state").toByteArray());
    updateActions();
    retranslateUi(); // also fills the move list and the status line
}

void MainWindow::createActions() {
    m_newGame = new QAction(QIcon::fromTheme("document-new"), QString(), this);
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGame);

    m_flip = new QAction(QIcon::fromTheme("object-flip-vertical"), QString(), this);
    m_flip->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_F), QKeySequence(Qt::Key_F)});
    m_flip->setCheckable(true);
    connect(m_flip, &QAction::triggered, m_view, &BoardView::setFlipped);

    m_resign = new QAction(QIcon::fromTheme("flag"), QString(), this);
    connect(m_resign, &QAction::triggered, m_model, &GameModel::resign);

    m_claimDraw = new QAction(QString(), this);
    connect(m_claimDraw, &QAction::triggered, m_model, &GameModel::claimDraw);

    m_undo = new QAction(QIcon::fromTheme("edit-undo"), QString(), this);
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, m_model, &GameModel::undo);

    m_preferences = new QAction(QIcon::fromTheme("preferences-system"), QString(), this);
    m_preferences->setShortcut(QKeySequence::Preferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    connect(m_preferences, &QAction::triggered, this, &MainWindow::showPreferences);

    m_quit = new QAction(QIcon::fromTheme("application-exit"), QString(), this);
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_about = new QAction(QString(), this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::about);

    m_rules = new QAction(QIcon::fromTheme("help-contents"), QString(), this);
    m_rules->setShortcut(QKeySequence::HelpContents);
    connect(m_rules, &QAction::triggered, this, &MainWindow::showRules);

    m_styleGroup = new QActionGroup(this);
    m_eastern = new QAction(QString(), m_styleGroup);
    m_western = new QAction(QString(), m_styleGroup);
    for (QAction* a : {m_eastern, m_western}) a->setCheckable(true);
    createPlayActions();
    connect(m_styleGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        Preferences p = m_prefs;
        p.pieceStyle = a == m_western ? PieceStyle::Western : PieceStyle::Eastern;
        applyPreferences(p);
    });
}

void MainWindow::createMenus() {
    QMenu* game = m_gameMenu = menuBar()->addMenu(QString());
    game->addAction(m_newGame);
    game->addAction(m_open);
    game->addMenu(m_review->recentFilesMenu());
    game->addAction(m_save);
    game->addAction(m_saveAs);
    game->addSeparator();
    game->addAction(m_undo);
    game->addAction(m_resign);
    game->addAction(m_claimDraw);
    game->addSeparator();
    game->addAction(m_hint);
    game->addAction(m_moveNow);
    game->addAction(m_stopAi);
    game->addAction(m_resumeAi);
    game->addSeparator();
    game->addAction(m_quit);
    QMenu* edit = m_editMenu = menuBar()->addMenu(QString());
    edit->addAction(m_copySfen);
    edit->addAction(m_pasteSfen);
    edit->addSeparator();
    edit->addActions(m_review->editActions());
    QMenu* view = m_viewMenu = menuBar()->addMenu(QString());
    view->addAction(m_flip);
    view->addSeparator();
    view->addAction(m_eastern);
    view->addAction(m_western);
    menuBar()->addMenu(m_review->reviewMenu());
    QMenu* settings = m_settingsMenu = menuBar()->addMenu(QString());
    settings->addAction(m_preferences);
    QMenu* help = m_helpMenu = menuBar()->addMenu(QString());
    help->addAction(m_rules);
    help->addSeparator();
    help->addAction(m_about);

    QToolBar* bar = m_toolBar = addToolBar(QString());
    bar->setObjectName("mainToolBar");
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_newGame);
    bar->addAction(m_flip);
    bar->addAction(m_undo);
    bar->addAction(m_resign);
    bar->addAction(m_claimDraw);
    bar->addSeparator();
    bar->addAction(m_hint);
    bar->addAction(m_moveNow);
    bar->addAction(m_stopAi);
    bar->addAction(m_resumeAi);
}

void MainWindow::retranslateUi() {
    m_newGame->setText(tr("&New Game"));
    m_newGame->setStatusTip(tr("Choose players, handicap and clock, and start a game"));
    m_flip->setText(tr("&Flip Board"));
    m_flip->setStatusTip(tr("Turn the board around"));
    m_resign->setText(tr("&Resign"));
    m_resign->setStatusTip(tr("The side to move resigns"));
    m_claimDraw->setText(tr("Claim &Draw"));
    m_claimDraw->setStatusTip(tr("Claim a draw under the 50-move rule"));
    m_undo->setText(tr("&Undo Move"));
    m_undo->setStatusTip(tr("Take back the last move"));
    m_preferences->setText(tr("&Preferences…"));
    m_quit->setText(tr("&Quit"));
    m_about->setText(tr("&About Ōgi"));
    m_eastern->setText(tr("&Eastern Pieces (kanji)"));
    m_western->setText(tr("&Western Pieces (symbols)"));
    m_rules->setText(tr("&Rules of Ōgi"));
    m_rules->setStatusTip(tr("How the game is played and how each piece moves"));
    m_gameMenu->setTitle(tr("&Game"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main"));
    retranslatePlay();
    // Japanese menus write the mnemonic as "対局(&G)"; a toolbar button shows no "(G)".
    static const QRegularExpression mnemonic(QStringLiteral("\\(&.\\)|&|…$"));
    for (QAction* a : m_toolBar->actions())
        if (!a->isSeparator()) a->setIconText(a->text().remove(mnemonic).trimmed());
    updateMoveList();
    updateStatus();
    if (m_gameOverBox && m_model->isOver()) {
        m_gameOverBox->setWindowTitle(tr("Game over"));
        m_gameOverBox->setText(m_model->outcomeText());
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::showRules() {
    if (!m_rulesDialog) {
        // Modeless, so that it can stay open beside the board while playing.
        auto* dialog = new RulesDialog(m_prefs.pieceStyle, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_rulesDialog = dialog;
    }
    m_rulesDialog->show();
    m_rulesDialog->raise();
    m_rulesDialog->activateWindow();
}

void MainWindow::applyPreferences(const Preferences& prefs) {
    const Preferences old = m_prefs;
    m_prefs = prefs;
    m_view->setPieceStyle(prefs.pieceStyle);
    if (m_rulesDialog) m_rulesDialog->setPieceStyle(prefs.pieceStyle);
    m_view->setShowLegalTargets(prefs.showLegalTargets);
    m_view->setShowCoordinates(prefs.showCoordinates);
    m_model->setRefuseIllegal(prefs.refuseIllegal);
    m_click->setEnabled(prefs.sound);
    if (prefs.language != old.language) setLanguage(prefs.language);
    (prefs.pieceStyle == PieceStyle::Western ? m_western : m_eastern)->setChecked(true);
    if (m_persistent) {
        QSettings settings;
        prefs.save(settings);
    }
}

void MainWindow::newGame() {
    if (!maybeKeepUnsaved()) return;
    if (m_newGameDialog) {
        m_newGameDialog->raise();
        m_newGameDialog->activateWindow();
        return;
    }
    QSettings settings;
    GameSetup setup = GameSetup::load(settings);
    auto* dialog = new NewGameDialog(setup, m_prefs.pieceStyle, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_newGameDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const GameSetup chosen = dialog->setup();
        if (m_persistent) {
            QSettings st;
            chosen.save(st);
        }
        startGame(chosen);
    });
    dialog->open(); // window-modal but never blocking the event loop (tests, AI, clocks)
}

void MainWindow::showPreferences() {
    auto* dialog = new PreferencesDialog(m_prefs, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { applyPreferences(dialog->preferences()); });
    dialog->open();
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Ōgi"),
        tr("<h3>Ōgi %1</h3><p>Play and study Ōgi (王棋), the 8×8 game of the King.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeKeepUnsaved()) {
        event->ignore();
        return;
    }
    // No stray move after this: the search is dropped, the clock stops, and a clean exit
    // leaves no autosave to offer next time.
    cancelAi();
    m_clock->stop();
    if (m_autosaveEnabled && m_autosave) m_autosave->clear();
    if (m_persistent) {
        QSettings settings;
        settings.setValue("window/geometry", saveGeometry());
        settings.setValue("window/state", saveState());
        settings.setValue("ui/flipped", m_view->isFlipped());
    }
    event->accept();
}

QString MainWindow::statusLine() const {
    return m_status->text();
}

void MainWindow::updateMoveList() {
    // One row per move number: "12. Sc5-c6=   Pd6xd5".
    m_moveList->clear();
    const QStringList moves = m_model->moveTexts();
    const Game& game = m_model->game();
    int number = 1;
    int i = 0;
    QString row;
    if (game.startPosition().sideToMove() == Gote && !moves.isEmpty()) {
        m_moveList->addItem(
            tr("%1. %2 %3").arg(number++).arg(QStringLiteral("…"), -9).arg(moves[0]));
        i = 1;
    }
    for (; i < moves.size(); i += 2) {
        if (i + 1 < moves.size())
            m_moveList->addItem(tr("%1. %2 %3").arg(number++).arg(moves[i], -9).arg(moves[i + 1]));
        else
            m_moveList->addItem(tr("%1. %2").arg(number++).arg(moves[i]));
    }
    if (game.isOver()) {
        const Outcome& o = game.outcome();
        if (o.termination == Termination::IllegalMove)
            m_moveList->addItem(tr("(illegal: %1)").arg(m_model->moveText(o.illegalMove)));
        m_moveList->addItem(texts::resultText(o.result));
    }
    m_moveList->scrollToBottom();
}

void MainWindow::updateStatus() {
    m_status->setText(m_model->statusText());
}

void MainWindow::updateActions() {
    const bool on = !m_model->isOver();
    m_resign->setEnabled(on);
    m_undo->setEnabled(m_model->canUndo());
    m_claimDraw->setEnabled(m_model->canClaimDraw());
}

void MainWindow::onGameOver(const QString& reason) {
    updateMoveList();
    updateStatus();
    updateActions();
    if (m_review && m_review->isNavigating()) return; // reviewing a finished game: no box
    if (m_gameOverBox) m_gameOverBox->close();
    m_gameOverBox = showMessageBox(this, QMessageBox::Information, tr("Game over"), reason);
}

void MainWindow::onMoveRefused(const QString& reason) {
    statusBar()->showMessage(reason, 10000);
}

} // namespace ogi
