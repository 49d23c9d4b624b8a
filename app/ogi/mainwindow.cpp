// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "board/boardframe.h"
#include "board/boardview.h"
#include "board/clicksound.h"
#include "dialogs/enginelogwindow.h"
#include "dialogs/enginesdialog.h"
#include "dialogs/keyboarddialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/playersdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/ratingdialog.h"
#include "dialogs/rulesdialog.h"
#include "exercises/learncontroller.h"
#include "exercises/quizcontroller.h"
#include "exercises/welcomepanel.h"
#include "files/recordfiles.h"
#include "files/transferactions.h"
#include "language.h"
#include "messagebox.h"
#include "model/analysis/adviser.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/engines/engineregistry.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "model/game/player.h"
#include "model/game/usiplayer.h"
#include "model/progress/gamerater.h"
#include "play/gamepanel.h"
#include "play/modalwatch.h"
#include "review/analysispanel.h"
#include "review/reviewcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace ogi {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    m_session = new GameSession(this);
    m_board = new BoardView(this);
    m_board->setModel(m_session->model());
    m_click = new ClickSound(this);
    m_review = new ReviewController(m_session, this);
    m_panel = new GamePanel(m_session, m_board, m_review->panel(), this);
    m_files = new RecordFiles(m_session, this);
    m_transfer = new TransferActions(m_session, m_board, m_files, this);
    connect(m_files, &RecordFiles::setupRestored, m_transfer,
            qOverload<const Position&>(&TransferActions::openPositionEditor));

    m_gameRating.load(); // a damaged file is reported once the window is up
    m_session->rater()->setRating(&m_gameRating);
    // A finished game says whether it counted for the player's rating, under the result.
    // After a rated game, the next game offered moves towards 50 %: a button opens New Game
    // with the balanced game for the rating just updated.
    connect(
        m_session->rater(), &GameRater::gameRated, this, [this](bool rated, const QString& text) {
            if (!m_gameOverBox) return;
            m_gameOverBox->setInformativeText(text);
            if (!rated) return;
            QPushButton* next =
                m_gameOverBox->addButton(tr("Next &Balanced Game…"), QMessageBox::AcceptRole);
            next->setToolTip(tr("Opens New Game with the level and handicap where you now score "
                                "about 50%."));
            connect(next, &QPushButton::clicked, this, &MainWindow::newBalancedGame);
        });

    m_learn = new LearnController(m_session, m_board, this);
    m_learn->setGameGuard([this] { return m_files->keepUnsaved(); });
    connect(m_learn->welcome(), &WelcomePanel::openChosen, m_files, &RecordFiles::openGame);
    // An analysed game's mistakes become quiz questions.
    connect(m_review, &ReviewController::analysisFinished, m_learn->quiz(),
            &QuizController::addGame);
    // The panel scrolls between its clocks when the window is lower than its minimum (a small
    // or scaled screen), so that the window always fits the screen.
    QWidget* gameSide = m_panel;
    // Beside the board: the game panel, or the lesson's while learning.
    auto* side = new QStackedWidget(this);
    side->addWidget(gameSide);
    side->addWidget(m_learn->panel());
    connect(m_learn, &LearnController::activeChanged, side, [this, side, gameSide](bool learning) {
        side->setCurrentWidget(learning ? m_learn->panel() : gameSide);
    });
    // The evaluation bar of the live analysis stands beside the board as drawn.
    auto* boardSide = new BoardFrame(m_board, m_review->evalBar(), this);
    connect(m_board, &BoardView::flippedChanged, m_review,
            [this](bool flipped) { m_review->setBoardLook(m_board->pieceStyle(), flipped); });
    // The best move of each analysis line as an arrow, the better lines thicker and stronger,
    // as lishogi draws them; none while the analysis is off or thinking anew.
    connect(m_review->analyser(), &Analyser::bestMovesChanged, m_board,
            [this](const std::vector<Move>& moves) {
                QList<BoardShape> arrows;
                const Side mover = m_review->analyser()->position().sideToMove();
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    BoardShape arrow = BoardShape::ofMove(moves[i], mover, ShapeColor::Blue);
                    arrow.width = std::max(0.5f, 1.3f - 0.3f * float(i));
                    arrow.opacity = std::max(0.4f, 1.0f - 0.25f * float(i));
                    arrows << arrow;
                }
                m_board->setShapes(arrows, ShapeLayer::Analysis);
            });
    auto* splitter = new QSplitter(this);
    splitter->addWidget(boardSide);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({900, 230});
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    createActions();
    createMenus();
    connectSession();

    applyPreferences(Preferences::load(QSettings()));
    // The board at the start follows the rule a new game would have (friendly until the
    // player chooses the official one in New Game).
    m_session->setRefuseIllegal(GameSetup::load(QSettings()).info.refuseIllegal);
    const remembered::Window was = remembered::window();
    m_board->setFlipped(was.flipped);
    // The first window is roomy but never larger than the screen (a scaled or small one).
    if (!restoreGeometry(was.geometry))
        resize(QSize(1180, 720).boundedTo(screen()->availableGeometry().size() * 0.92));
    restoreState(was.state);
    retranslateUi();
    updateActions();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::addGameAction(const char* icon) {
    return new QAction(QIcon::fromTheme(QLatin1String(icon)), QString(), this);
}

void MainWindow::createActions() {
    m_newGame = addGameAction("document-new");
    m_newGame->setShortcut(QKeySequence::New);
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newGame);
    m_undo = addGameAction("edit-undo");
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, m_session, &GameSession::undo);
    m_resign = addGameAction("flag");
    connect(m_resign, &QAction::triggered, this, &MainWindow::resign);
    m_claimDraw = addGameAction("");
    connect(m_claimDraw, &QAction::triggered, m_session->model(), &GameModel::claimDraw);
    m_players = addGameAction("system-users");
    connect(m_players, &QAction::triggered, this, &MainWindow::changePlayers);
    m_hint = addGameAction("help-hint");
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hint, &QAction::triggered, m_session, &GameSession::requestHint);
    m_moveNow = addGameAction("media-skip-forward");
    m_moveNow->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_moveNow, &QAction::triggered, m_session->runner(), &GameRunner::moveNow);
    m_stop = addGameAction("media-playback-stop");
    m_stop->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_stop, &QAction::triggered, m_session, &GameSession::stopComputer);
    m_resume = addGameAction("media-playback-start");
    connect(m_resume, &QAction::triggered, m_session->runner(), &GameRunner::resume);

    m_flip = addGameAction("object-flip-vertical");
    m_flip->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_F), QKeySequence(Qt::Key_F)});
    m_flip->setCheckable(true);
    connect(m_flip, &QAction::triggered, m_board, &BoardView::setFlipped);
    connect(m_board, &BoardView::flippedChanged, m_flip, &QAction::setChecked);
    m_styleGroup = new QActionGroup(this);
    m_eastern = new QAction(m_styleGroup);
    m_western = new QAction(m_styleGroup);
    for (QAction* a : {m_eastern, m_western}) a->setCheckable(true);
    connect(m_styleGroup, &QActionGroup::triggered, this, [this](QAction* a) {
        Preferences p = m_prefs;
        p.pieceStyle = a == m_western ? PieceStyle::Western : PieceStyle::Eastern;
        applyPreferences(p);
    });

    m_preferences = addGameAction("preferences-system");
    m_preferences->setShortcut(QKeySequence::Preferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    connect(m_preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    m_engines = addGameAction("applications-games");
    connect(m_engines, &QAction::triggered, this, &MainWindow::showEngines);
    m_engineLog = addGameAction("utilities-log-viewer");
    m_engineLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    addAction(m_engineLog);
    connect(m_engineLog, &QAction::triggered, this, [this] {
        // Beside the window, not modal: it follows the engines while they play or analyse.
        if (!m_engineLogWindow) m_engineLogWindow = new EngineLogWindow(this);
        m_engineLogWindow->show();
        m_engineLogWindow->raise();
        m_engineLogWindow->activateWindow();
    });
    m_quit = addGameAction("application-exit");
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_rules = addGameAction("help-contents");
    m_rules->setShortcut(QKeySequence::HelpContents);
    connect(m_rules, &QAction::triggered, this, &MainWindow::showRules);
    m_keys = addGameAction("input-keyboard");
    connect(m_keys, &QAction::triggered, this, [this] {
        auto* dialog = new KeyboardDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_about = addGameAction("");
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus() {
    QMenu* game = m_gameMenu = menuBar()->addMenu(QString());
    game->addAction(m_newGame);
    game->addAction(m_files->openAction());
    game->addMenu(m_files->recentMenu());
    game->addAction(m_files->saveAction());
    game->addAction(m_files->saveAsAction());
    game->addSeparator();
    game->addActions({m_undo, m_resign, m_claimDraw, m_players});
    game->addSeparator();
    game->addActions({m_hint, m_moveNow, m_stop, m_resume});
    game->addSeparator();
    game->addAction(m_quit);
    QMenu* edit = m_editMenu = menuBar()->addMenu(QString());
    edit->addAction(m_transfer->copySfenAction());
    edit->addAction(m_transfer->pasteSfenAction());
    edit->addSeparator();
    edit->addActions(m_transfer->moreActions());
    QMenu* view = m_viewMenu = menuBar()->addMenu(QString());
    view->addAction(m_flip);
    view->addSeparator();
    view->addActions({m_eastern, m_western});
    view->addSeparator();
    view->addAction(m_engineLog);
    QMenu* review = m_review->reviewMenu();
    review->addSeparator();
    review->addAction(m_transfer->editPositionAction());
    menuBar()->addMenu(review);
    m_yourGames = new QAction(this);
    connect(m_yourGames, &QAction::triggered, this, [this] {
        auto* dialog = new RatingDialog(m_gameRating, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_learn->menu()->addSeparator();
    m_learn->menu()->addAction(m_yourGames);
    menuBar()->addMenu(m_learn->menu());
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->addAction(m_preferences);
    m_settingsMenu->addAction(m_engines);
    QMenu* help = m_helpMenu = menuBar()->addMenu(QString());
    help->addAction(m_rules);
    help->addAction(m_keys);
    help->addAction(m_learn->welcomeAction());
    help->addSeparator();
    help->addAction(m_about);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName("mainToolBar");
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions({m_newGame, m_flip, m_undo, m_resign, m_claimDraw});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_hint, m_moveNow, m_stop, m_resume});
}

// The window follows the session: the board takes moves while a human is to move, the
// actions and the title follow the game, and what happened is said where it is seen.
void MainWindow::connectSession() {
    GameModel* model = m_session->model();
    connect(m_board, &BoardView::moveRequested, m_session->runner(), &GameRunner::play);
    connect(m_session->runner(), &GameRunner::humanToMoveChanged, m_board,
            &BoardView::setAcceptsMoves);
    m_board->setAcceptsMoves(m_session->runner()->isHumanToMove());
    connect(model, &GameModel::moveMade, m_click, &ClickSound::play);
    connect(m_session->runner()->clock(), &GameClock::countdown, this, [this] {
        if (m_prefs.sound) QApplication::beep();
    });
    connect(m_session, &GameSession::allowedChanged, this, &MainWindow::updateActions);
    connect(m_session->document(), &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_session->document(), &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_session->document(), &Document::replaced, this, &MainWindow::updateTitle);
    connect(m_session, &GameSession::gameStarted, this, &MainWindow::onGameStarted);
    // A human's clock stands still while a dialog is up over the window.
    new ModalWatch(this, m_session);
    // A lesson, puzzle or quiz says how it ended in its own panel.
    connect(m_session, &GameSession::gameEnded, this, [this](Result, const QString& text) {
        if (!m_session->isExercise()) showGameOver(text);
    });
    // A refused move is explained over the board, where the player is looking; a lesson,
    // puzzle or quiz explains it in its own panel.
    // An engine that failed: the game waits, kept, for another player; its log says more.
    connect(m_session->runner(), &GameRunner::playerFailed, this,
            [this](Side, const QString& message) {
                QMessageBox* box = showMessageBox(
                    this, MessageKind::Notice, QMessageBox::Warning, tr("Engine Failed"),
                    tr("%1\n\nThe game is paused and kept. Choose another player in Game ▸ "
                       "Players…, then resume.")
                        .arg(message));
                for (Side s : {Sente, Gote})
                    if (auto* engine = qobject_cast<UsiPlayer*>(m_session->runner()->player(s));
                        engine && engine->state() == Player::State::Failed)
                        box->setDetailedText(
                            engine->log()
                                .mid(std::max<qsizetype>(0, engine->log().size() - 200))
                                .join(QLatin1Char('\n')));
            });
    connect(m_session, &GameSession::moveRefused, m_board, [this](Move, const QString& reason) {
        if (!m_session->isExercise()) m_board->showNotice(reason);
    });
    connect(m_session, &GameSession::illegalMoveHeld, this,
            [this](Move, const QString& reason) { askIllegalMove(reason); });
    connect(m_session, &GameSession::hintFound, this, [this](Move m) {
        // Drawn where the player looks, and said in the status bar.
        const GameModel* model = m_session->model();
        m_board->setShapes({BoardShape::ofMove(m, model->sideToMove(), ShapeColor::Blue)},
                           ShapeLayer::Hint);
        const QString move = texts::moveText(model->position(), m, interfaceNotation(),
                                             model->kingIsGyoku(model->sideToMove()));
        statusBar()->showMessage(tr("Hint: %1").arg(move), 15000);
    });
    connect(m_session->adviser(), &Adviser::hintFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("No hint: %1").arg(message), 15000);
    });
    // The user's arrows and circles belong to the move in view: the board asks the record's
    // tree, which decides (draw, erase, recolour), and shows what the tree keeps.
    GameTree* tree = m_session->document()->tree();
    connect(m_board, &BoardView::shapeDrawn, tree, &GameTree::drawShape);
    const auto showUserShapes = [this, tree] {
        const std::vector<BoardShape> drawn = tree->shapes();
        m_board->setShapes(QList<BoardShape>(drawn.begin(), drawn.end()), ShapeLayer::User);
    };
    connect(tree, &GameTree::treeChanged, m_board, showUserShapes);
    connect(tree, &GameTree::cursorChanged, m_board, showUserShapes);
    showUserShapes();
    connect(m_session, &GameSession::goalRemark, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    for (QObject* source : {static_cast<QObject*>(m_files), static_cast<QObject*>(m_transfer),
                            static_cast<QObject*>(m_learn->quiz()), static_cast<QObject*>(m_board)})
        connect(source, SIGNAL(message(QString, int)), statusBar(),
                SLOT(showMessage(QString, int)));
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
    m_players->setText(tr("&Players…"));
    m_players->setStatusTip(tr("Change who plays each side, or the computer's level, during the "
                               "game"));
    m_hint->setText(tr("&Hint"));
    m_hint->setStatusTip(tr("Ask the computer for a move for you"));
    m_moveNow->setText(tr("&Move Now"));
    m_moveNow->setStatusTip(tr("The computer plays the best move it has found so far"));
    m_stop->setText(tr("S&top Computer"));
    m_stop->setStatusTip(tr("Stop the computer's thinking and pause its clock"));
    m_resume->setText(tr("Resume &Computer"));
    m_resume->setStatusTip(tr("Let the computer think and play again"));
    m_preferences->setText(tr("&Preferences…"));
    m_engines->setText(tr("&Engines…"));
    m_engines->setStatusTip(tr("Add engines that can play a side, and set their options"));
    m_engineLog->setText(tr("Engine &Log"));
    m_engineLog->setStatusTip(tr("The lines exchanged with external engines, as they come"));
    m_quit->setText(tr("&Quit"));
    m_about->setText(tr("&About Ōgi"));
    m_eastern->setText(tr("&Eastern Pieces (kanji)"));
    m_western->setText(tr("&Western Pieces (symbols)"));
    m_rules->setText(tr("&Rules of Ōgi"));
    m_rules->setStatusTip(tr("How the game is played and how each piece moves"));
    m_keys->setText(tr("&Keyboard Shortcuts"));
    m_yourGames->setText(tr("Your &Games…"));
    m_yourGames->setStatusTip(
        tr("Your rating from your games against the computer, and how it went"));
    m_keys->setStatusTip(tr("Every key the window answers to"));
    m_gameMenu->setTitle(tr("&Game"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main"));
    m_files->retranslate();
    m_transfer->retranslate();
    m_review->retranslate();
    m_learn->retranslate();
    // The toolbar has its own short labels: with a computer player the menu texts would not
    // fit the default width in French ("Faire jouer l'ordinateur").
    m_newGame->setIconText(tr("New Game", "toolbar button"));
    m_flip->setIconText(tr("Flip", "toolbar button"));
    m_undo->setIconText(tr("Undo", "toolbar button"));
    m_resign->setIconText(tr("Resign", "toolbar button"));
    m_claimDraw->setIconText(tr("Draw", "toolbar button: claim a draw"));
    m_hint->setIconText(tr("Hint", "toolbar button"));
    m_moveNow->setIconText(tr("Move Now", "toolbar button: the computer plays at once"));
    m_stop->setIconText(tr("Stop", "toolbar button: stop the computer"));
    m_resume->setIconText(tr("Resume", "toolbar button: let the computer play again"));
    updateTitle();
    if (m_gameOverBox && m_session->model()->isOver()) {
        m_gameOverBox->setWindowTitle(tr("Game over"));
        m_gameOverBox->setText(m_session->model()->outcomeText());
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

// The session says what is allowed; the actions only show it.
void MainWindow::updateActions() {
    const GameSession* s = m_session;
    const GameSession::Allowed a = s->allowed();
    m_resign->setEnabled(a.resign);
    m_undo->setEnabled(a.undo);
    m_claimDraw->setEnabled(a.claimDraw);
    m_hint->setEnabled(a.hint);
    m_moveNow->setEnabled(a.moveNow);
    m_stop->setEnabled(a.stopComputer);
    m_resume->setEnabled(a.resume);
    for (QAction* action : {m_moveNow, m_stop, m_resume}) action->setVisible(a.manageComputer);
}

void MainWindow::updateTitle() {
    const QString path = m_session->document()->filePath();
    if (path.isEmpty())
        setWindowTitle(tr("Untitled[*] — Ōgi"));
    else
        setWindowTitle(tr("%1[*] — Ōgi").arg(QFileInfo(path).fileName()));
    setWindowModified(m_session->document()->isModified());
}

void MainWindow::onGameStarted() {
    if (m_gameOverBox) m_gameOverBox->close();
    statusBar()->clearMessage();
    // Only a game that starts now: a record opened or a game restored is shown as it was,
    // and a lesson, puzzle or quiz turns the board and says its rules itself.
    const bool afterExercise = m_exerciseShown;
    m_exerciseShown = m_session->isExercise();
    if (m_session->isExercise() || !m_session->document()->filePath().isEmpty() ||
        !m_session->model()->game().moves().empty())
        return;
    // The board faces the human; back from a lesson, puzzle or quiz it faces the way the
    // player had it before (LearnController). From here on the player's own flip stands for
    // the rest of the game.
    if (const auto human = m_session->runner()->humanSide(); human && !afterExercise)
        m_board->setFlipped(*human == Gote);
    const QString rule =
        m_session->refusesIllegal()
            ? tr("Friendly game: a move the rules forbid is refused, and the reason is given. "
                 "For the official rule, where such a move loses at once, choose it in "
                 "Game ▸ New Game.")
        : m_prefs.strictIllegal
            ? tr("Official rule: a move the rules forbid loses the game at once. For a "
                 "friendly game, where it is refused instead, choose it in Game ▸ New Game.")
            : tr("Official rule: a move the rules forbid loses the game; you are told why and "
                 "asked before it is played. For a friendly game, where it is refused instead, "
                 "choose it in Game ▸ New Game.");
    // The same, short enough for the status bar of a small window (it cannot wrap), where
    // it stays once the first move has cleared the board.
    const QString brief =
        m_session->refusesIllegal()
            ? tr("Friendly game: a forbidden move is refused. Official rule: Game ▸ New Game.")
        : m_prefs.strictIllegal
            ? tr("Official rule: a forbidden move loses at once. Friendly game: Game ▸ New Game.")
            : tr("Official rule: a forbidden move loses if you confirm it. Friendly game: "
                 "Game ▸ New Game.");
    // Over the board, where the player looks.
    m_board->showNotice(rule, BoardView::NoticeKind::Information);
    statusBar()->showMessage(brief, 30000);
}

void MainWindow::resign() {
    if (!m_session->allowed().resign) return;
    if (!m_prefs.confirmResign) {
        m_session->runner()->resign();
        return;
    }
    const Side loser = m_session->runner()->resigningSide();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Resign"),
                                tr("%1 resigns, and %2 wins the game. Resign?")
                                    .arg(texts::sideName(loser), texts::sideName(opposite(loser))),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->button(QMessageBox::Yes)->setText(tr("&Resign"));
    box->button(QMessageBox::No)->setText(tr("&Keep Playing"));
    box->setDefaultButton(QMessageBox::No);
    box->setCheckBox(new QCheckBox(tr("Do not ask again"), box));
    connect(box, &QMessageBox::finished, this, [this, box](int answer) {
        if (answer != QMessageBox::Yes) return;
        if (box->checkBox()->isChecked()) {
            Preferences p = m_prefs;
            p.confirmResign = false; // Preferences can turn the question back on
            applyPreferences(p);
        }
        if (m_session->allowed().resign)
            m_session->runner()->resign(); // the game may have ended meanwhile
    });
    box->open(); // window-modal, never blocking the event loop; the human's clock waits
}

void MainWindow::askIllegalMove(const QString& reason) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Illegal Move"), reason,
                                QMessageBox::NoButton, this);
    box->setInformativeText(
        tr("This move is illegal and loses the game under the official rule. Play it anyway?"));
    QPushButton* play = box->addButton(tr("&Play It Anyway"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box->addButton(QMessageBox::Cancel);
    // Enter and Esc both keep the game: losing takes a deliberate choice.
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, play] {
        if (box->clickedButton() == play) m_session->runner()->playHeldMove();
    });
    box->open(); // window-modal, never blocking the event loop; the human's clock waits
}

void MainWindow::showGameOver(const QString& text) {
    m_gameOverBox = showMessageBox(this, MessageKind::GameOver, QMessageBox::Information,
                                   tr("Game over"), text);
}

void MainWindow::applyPreferences(const Preferences& prefs) {
    const Preferences old = m_prefs;
    m_prefs = prefs;
    m_board->setPieceStyle(prefs.pieceStyle);
    m_review->setBoardLook(prefs.pieceStyle, m_board->isFlipped());
    m_review->setEvaluationInPawns(prefs.evaluationInPawns);
    if (m_rulesDialog) m_rulesDialog->setPieceStyle(prefs.pieceStyle);
    m_board->setShowLegalTargets(prefs.showLegalTargets);
    m_board->setShowCoordinates(prefs.showCoordinates);
    m_click->setEnabled(prefs.sound);
    m_session->runner()->setStrictIllegal(prefs.strictIllegal);
    if (prefs.language != old.language) applyLanguage(prefs.language);
    (prefs.pieceStyle == PieceStyle::Western ? m_western : m_eastern)->setChecked(true);
    QSettings settings;
    prefs.save(settings);
}

void MainWindow::welcomeOnFirstStart() {
    if (!WelcomePanel::wasDismissed(QSettings())) m_learn->showWelcome();
    if (!m_gameRating.error().isEmpty())
        showMessageBox(this, MessageKind::Notice, QMessageBox::Warning, tr("Your rating"),
                       m_gameRating.error());
}

void MainWindow::newGame() {
    openNewGame(false);
}

void MainWindow::newBalancedGame() {
    openNewGame(true);
}

void MainWindow::openNewGame(bool balanced) {
    if (m_newGameDialog) {
        if (balanced) m_newGameDialog->suggestEvenGame();
        m_newGameDialog->raise();
        m_newGameDialog->activateWindow();
        return;
    }
    auto* dialog = new NewGameDialog(GameSetup::load(QSettings()), m_prefs.pieceStyle,
                                     *m_session->engines(), this);
    dialog->setPlayerRating(m_gameRating.rating(), m_gameRating.isProvisional());
    if (balanced) dialog->suggestEvenGame();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_newGameDialog = dialog;
    // Check, ask, replace: the game chosen, then the unsaved work asked about, then the new
    // game (Cancel keeps the game on the board; the choice is remembered all the same).
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const GameSetup chosen = dialog->setup();
        QSettings settings;
        chosen.save(settings);
        if (m_files->keepUnsaved()) m_session->start(chosen);
    });
    dialog->open(); // window-modal but never blocking the event loop (AI, clocks)
}

void MainWindow::changePlayers() {
    const GameInfo& info = m_session->info();
    auto* dialog =
        new PlayersDialog(info.players[Sente], info.players[Gote], *m_session->engines(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        for (Side s : {Sente, Gote}) m_session->setPlayer(s, dialog->player(s));
    });
    dialog->open();
}

void MainWindow::showPreferences() {
    auto* dialog = new PreferencesDialog(m_prefs, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { applyPreferences(dialog->preferences()); });
    dialog->open();
}

void MainWindow::showEngines() {
    auto* dialog = new EnginesDialog(m_session->engines()->engines(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { m_session->engines()->setEngines(dialog->engines()); });
    dialog->open();
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

void MainWindow::about() {
    // The licence as packaging/copyright records it, the program's and the fonts'.
    QMessageBox::about(
        this, tr("About Ōgi"),
        tr("<h3>Ōgi %1</h3><p>Play and study Ōgi (王棋), the 8×8 game of the King.</p>"
           "<p>Ōgi is free software: you may share it and change it under the terms of the GNU "
           "General Public License, version 3 or (as you choose) any later version "
           "(GPL-3.0-or-later).</p><p>It comes with no warranty at all, not even that it is fit "
           "to sell or for any particular use; the licence says this in full.</p><p>The kanji "
           "on the Eastern pieces and in the icon are drawn from Noto Serif CJK, under the SIL "
           "Open Font License 1.1 (OFL-1.1).</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_files->keepUnsaved()) {
        event->ignore();
        return;
    }
    // No stray move after this, and a clean exit leaves no autosave to offer next time.
    m_session->close();
    remembered::setWindow({saveGeometry(), saveState(), m_board->isFlipped()});
    event->accept();
}

} // namespace ogi
