// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, the playing side: computer players through AiWorker, hints, clocks, records
// (open/save, SFEN copy/paste), autosave and the interface language. Kept apart from
// mainwindow.cpp (layout, menus, move list) so that each file stays readable.
#include "mainwindow.h"

#include "boardview.h"
#include "clicksound.h"
#include "clockwidget.h"
#include "language.h"
#include "messagebox.h"
#include "model/aiworker.h"
#include "model/autosave.h"
#include "model/gameclock.h"
#include "model/gamemodel.h"
#include "model/gametexts.h"
#include "reviewcontroller.h"
#include "rules/notation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace ogi {

MainWindow::~MainWindow() = default;

void MainWindow::createPlayActions() {
    m_open = new QAction(QIcon::fromTheme("document-open"), QString(), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &MainWindow::openGame);

    m_save = new QAction(QIcon::fromTheme("document-save"), QString(), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::saveGame);

    m_saveAs = new QAction(QIcon::fromTheme("document-save-as"), QString(), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::saveGameAs);

    m_copySfen = new QAction(QIcon::fromTheme("edit-copy"), QString(), this);
    m_copySfen->setShortcut(QKeySequence::Copy);
    connect(m_copySfen, &QAction::triggered, this, &MainWindow::copySfen);

    m_pasteSfen = new QAction(QIcon::fromTheme("edit-paste"), QString(), this);
    m_pasteSfen->setShortcut(QKeySequence::Paste);
    connect(m_pasteSfen, &QAction::triggered, this, &MainWindow::pasteSfen);

    m_hint = new QAction(QIcon::fromTheme("help-hint"), QString(), this);
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hint, &QAction::triggered, this, &MainWindow::showHint);

    m_moveNow = new QAction(QIcon::fromTheme("media-skip-forward"), QString(), this);
    m_moveNow->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_moveNow, &QAction::triggered, this, &MainWindow::moveNow);

    m_stopAi = new QAction(QIcon::fromTheme("media-playback-stop"), QString(), this);
    m_stopAi->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_stopAi, &QAction::triggered, this, &MainWindow::stopAi);

    m_resumeAi = new QAction(QIcon::fromTheme("media-playback-start"), QString(), this);
    connect(m_resumeAi, &QAction::triggered, this, &MainWindow::resumeAi);
}

// The texts of the playing actions and of what the playing side shows, in the current
// language (MainWindow::retranslateUi).
void MainWindow::retranslatePlay() {
    m_open->setText(tr("&Open…"));
    m_open->setStatusTip(tr("Open a game record (.ogn)"));
    m_save->setText(tr("&Save"));
    m_save->setStatusTip(tr("Save the game record"));
    m_saveAs->setText(tr("Save &As…"));
    m_saveAs->setStatusTip(tr("Save the game record under a new name"));
    m_copySfen->setText(tr("&Copy Position (SFEN)"));
    m_copySfen->setStatusTip(tr("Copy the current position as SFEN text"));
    m_pasteSfen->setText(tr("&Paste Position (SFEN)"));
    m_pasteSfen->setStatusTip(tr("Start a game from the SFEN position in the clipboard"));
    m_hint->setText(tr("&Hint"));
    m_hint->setStatusTip(tr("Ask the computer for a move for you"));
    m_moveNow->setText(tr("&Move Now"));
    m_moveNow->setStatusTip(tr("The computer plays the best move it has found so far"));
    m_stopAi->setText(tr("S&top Computer"));
    m_stopAi->setStatusTip(tr("Stop the computer's thinking and pause its clock"));
    m_resumeAi->setText(tr("Resume &Computer"));
    m_resumeAi->setStatusTip(tr("Let the computer think and play again"));
    updateTitle();
    updateClocks();
    for (ClockWidget* w : {m_topClock, m_bottomClock}) w->refresh();
    if (m_aiPaused) m_thinking->setText(tr("The computer is stopped. Resume it to let it play."));
}

void MainWindow::setUpPlay(QWidget* side, QVBoxLayout* sideLayout) {
    m_ai = new AiWorker(this);
    m_clock = new GameClock(this);
    m_click = new ClickSound(this);
    m_autosave = std::make_unique<AutoSave>();
    // While a clock runs, the autosave also keeps the time spent on the move in progress.
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(AutoSaveClockInterval);
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] {
        if (m_clock->isRunning() && !m_model->isOver()) writeAutoSave();
    });
    m_autosaveTimer->start();

    m_topClock = new ClockWidget(m_clock, Gote, side);
    m_bottomClock = new ClockWidget(m_clock, Sente, side);
    m_thinking = new QLabel(side);
    m_thinking->setWordWrap(true);
    m_thinking->setTextFormat(Qt::PlainText);
    m_thinking->setMinimumHeight(m_thinking->fontMetrics().lineSpacing() * 3);
    m_thinking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Top clock, status, thinking, moves, bottom clock: each clock beside its side's hand.
    sideLayout->insertWidget(0, m_topClock);
    sideLayout->insertWidget(2, m_thinking);
    sideLayout->addWidget(m_bottomClock);

    connect(m_ai, &AiWorker::info, this, &MainWindow::onAiInfo);
    connect(m_ai, &AiWorker::bestMove, this, &MainWindow::onAiBestMove);
    connect(m_ai, &AiWorker::drawClaimAdvised, this, [this] { m_drawAdvised = true; });
    connect(m_clock, &GameClock::timeOut, this, &MainWindow::onTimeOut);
    connect(m_clock, &GameClock::countdown, this, [this](ogi::Side, int) {
        if (m_prefs.sound) QApplication::beep();
    });
    connect(m_model, &GameModel::moveMade, this,
            [this](ogi::Move m, const QString&) { onMoveMade(m); });
    connect(m_model, &GameModel::moveUndone, this, &MainWindow::onMoveUndone);
    connect(m_model, &GameModel::gameOver, this, [this] { onGameEnded(); });
    connect(m_model, &GameModel::positionChanged, this, [this] {
        m_view->setHintMove(Move());
        updateClocks();
        updatePlayActions();
        // Queued: the model finishes its signals before the next search starts.
        QTimer::singleShot(0, this, &MainWindow::maybeStartAi);
    });
    connect(m_model, &GameModel::playersChanged, this, &MainWindow::updatePlayActions);
    connect(m_view, &BoardView::flippedChanged, this, &MainWindow::updateClocks);
    updateClocks();
    updatePlayActions();
    updateTitle();
}

// ---- starting games ------------------------------------------------------------------

void MainWindow::startGame(const GameSetup& setup) {
    cancelAi();
    ++m_generation;
    if (m_gameOverBox) m_gameOverBox->close();
    m_gameOverBox = nullptr;
    m_aiPaused = false;
    m_info = setup.info;
    m_info.clocks.clear();
    m_info.date = QDate::currentDate();
    m_record = Record();
    m_filePath.clear();
    m_modified = false;
    for (Side s : {Sente, Gote}) {
        m_model->setPlayer(s, m_info.players[s].computer ? GameModel::Player::Computer
                                                         : GameModel::Player::Human);
        m_model->setKingIsGyoku(s, m_info.gyoku[s]);
    }
    m_clock->reset(m_info.timeControl);
    m_model->newGame(setup.startPosition());
    if (!m_model->isOver()) m_clock->start(m_model->sideToMove());
    statusBar()->clearMessage();
    updateClocks();
    updateTitle();
    updatePlayActions();
}

void MainWindow::loadRecord(const Record& record, const QString& path) {
    cancelAi();
    ++m_generation;
    if (m_gameOverBox) m_gameOverBox->close();
    m_gameOverBox = nullptr;
    m_aiPaused = false;
    const Game game = record.mainlineGame();
    m_record = record;
    m_info = gameInfoFromRecord(record);
    m_info.clocks.resize(game.moves().size(), -1);
    m_filePath = path;
    m_modified = false;
    for (Side s : {Sente, Gote}) {
        m_model->setPlayer(s, m_info.players[s].computer ? GameModel::Player::Computer
                                                         : GameModel::Player::Human);
        m_model->setKingIsGyoku(s, m_info.gyoku[s]);
    }
    // Each side's clock as its last recorded move left it.
    m_clock->reset(m_info.timeControl);
    Side mover = game.startPosition().sideToMove();
    for (qint64 ms : m_info.clocks) {
        if (ms >= 0) m_clock->setRemaining(mover, ms);
        mover = opposite(mover);
    }
    // An autosave written in the middle of a move knows how much of it was already used.
    if (m_info.moverClock >= 0 && !game.isOver())
        m_clock->setRemaining(game.position().sideToMove(), m_info.moverClock);
    m_info.moverClock = -1;
    m_model->setGame(game);
    m_modified = false; // as opened, even when it is a finished game
    if (!m_model->isOver()) m_clock->start(m_model->sideToMove());
    updateClocks();
    updateTitle();
    updatePlayActions();
}

// ---- the computer ----------------------------------------------------------------------

bool MainWindow::isAiThinking() const {
    return m_purpose == SearchPurpose::Play && m_ai->isSearching();
}

void MainWindow::cancelAi() {
    m_ai->cancel();
    m_purpose = SearchPurpose::None;
    m_drawAdvised = false;
    m_thinking->clear();
    updatePlayActions();
}

void MainWindow::maybeStartAi() {
    const Game& game = m_model->game();
    if (game.isOver() || m_aiPaused) return;
    const Side us = game.sideToMove();
    if (m_model->player(us) != GameModel::Player::Computer) return;
    if (m_purpose == SearchPurpose::Play && m_searchKey == game.position().key() &&
        m_searchPly == game.moves().size() && m_ai->isSearching())
        return; // already thinking about this very position
    ai::SearchLimits limits;
    if (m_clock->isEnabled()) {
        const TimeControl& tc = m_clock->timeControl();
        for (Side s : {Sente, Gote}) {
            limits.time[s] = int(qMin<qint64>(m_clock->mainLeft(s), 1 << 30));
            limits.inc[s] = int(tc.incrementMs);
        }
        limits.byoyomi = int(tc.byoyomiMs);
    } else {
        limits.movetime = m_aiMoveTime;
    }
    m_purpose = SearchPurpose::Play;
    m_searchKey = game.position().key();
    m_searchPly = game.moves().size();
    m_drawAdvised = false;
    m_searchTimer.start();
    m_thinking->setText(tr("%1 is thinking…").arg(texts::sideName(us)));
    m_ai->startSearch(game, limits, m_info.players[us].level);
    updatePlayActions();
}

void MainWindow::onAiInfo(const AiInfo& info) {
    if (m_purpose == SearchPurpose::None) return;
    const Side us = m_model->sideToMove();
    // Who is better, in pawns.
    const Evaluation& e = info.eval;
    QString eval;
    if (e.isMate) {
        eval = tr("%1 captures the King in %n ply(s)", nullptr, e.matePlies)
                   .arg(texts::sideName(e.senteMates ? Sente : Gote));
    } else if (e.centipawns == 0) {
        eval = tr("even");
    } else {
        const Side better = e.centipawns > 0 ? Sente : Gote;
        eval = tr("%1 +%2").arg(texts::sideName(better)).arg(qAbs(e.centipawns) / 100.0, 0, 'f', 2);
    }
    // Non-breaking hyphens: a wrapped line never splits "Pc3-c4" in two.
    const bool gyoku[2] = {m_model->kingIsGyoku(Sente), m_model->kingIsGyoku(Gote)};
    const QString line = texts::lineText(m_model->position(), info.pv, 8, Notation::Letters, gyoku)
                             .replace(QLatin1Char('-'), QChar(0x2011));
    if (m_purpose == SearchPurpose::Hint)
        m_thinking->setText(
            tr("Looking for a hint… depth %1, %2\n%3").arg(info.depth).arg(eval, line));
    else
        m_thinking->setText(tr("%1 is thinking… depth %2, %3\nBest line: %4")
                                .arg(texts::sideName(us))
                                .arg(info.depth)
                                .arg(eval, line));
}

void MainWindow::onAiBestMove(Move move) {
    const SearchPurpose purpose = m_purpose;
    m_purpose = SearchPurpose::None;
    const Game& game = m_model->game();
    const bool samePosition =
        m_searchKey == game.position().key() && m_searchPly == game.moves().size();
    if (purpose == SearchPurpose::Hint) {
        m_thinking->clear();
        if (samePosition && move && m_model->isHumanToMove()) {
            m_view->setHintMove(move);
            statusBar()->showMessage(tr("Hint: %1").arg(m_model->moveText(move)), 15000);
        }
        updatePlayActions();
        return;
    }
    if (purpose != SearchPurpose::Play || !samePosition) {
        updatePlayActions();
        return;
    }
    // When the computer plays both sides, leave the watcher time to see each move.
    const bool watching = m_model->player(Sente) == GameModel::Player::Computer &&
                          m_model->player(Gote) == GameModel::Player::Computer;
    const qint64 wait = watching ? m_watchDelay - m_searchTimer.elapsed() : 0;
    const quint64 generation = m_generation;
    if (wait > 0) {
        m_purpose = SearchPurpose::Play; // still "thinking" until the move is shown
        QTimer::singleShot(int(wait), this, [this, move, generation] {
            m_purpose = SearchPurpose::None;
            applyAiMove(move, generation);
        });
        return;
    }
    applyAiMove(move, generation);
}

void MainWindow::applyAiMove(Move move, quint64 generation) {
    m_thinking->clear();
    const Game& game = m_model->game();
    // A new game, an undo or a file opened since: this answer belongs to another game.
    if (generation != m_generation || m_aiPaused || game.isOver() ||
        m_model->player(game.sideToMove()) != GameModel::Player::Computer ||
        m_searchKey != game.position().key() || m_searchPly != game.moves().size()) {
        updatePlayActions();
        return;
    }
    if (m_drawAdvised && m_model->canClaimDraw()) {
        m_model->claimDraw();
    } else if (move) {
        m_model->requestMove(move); // the model checks it like any other move
    }
    // A null move means no legal move: the rules have already ended the game.
    updatePlayActions();
}

void MainWindow::moveNow() {
    if (isAiThinking()) m_ai->stop();
}

void MainWindow::stopAi() {
    const bool computerToMove =
        !m_model->isOver() && m_model->player(m_model->sideToMove()) == GameModel::Player::Computer;
    if (m_purpose == SearchPurpose::Hint) {
        cancelAi();
        return;
    }
    if (!computerToMove && !isAiThinking()) return;
    ++m_generation;
    cancelAi();
    m_aiPaused = true;
    m_clock->stop();
    m_thinking->setText(tr("The computer is stopped. Resume it to let it play."));
    updatePlayActions();
}

void MainWindow::resumeAi() {
    if (!m_aiPaused) return;
    m_aiPaused = false;
    m_thinking->clear();
    if (!m_model->isOver()) m_clock->start(m_model->sideToMove());
    maybeStartAi();
    updatePlayActions();
}

void MainWindow::showHint() {
    if (!m_model->isHumanToMove() || m_ai->isSearching()) return;
    ai::SearchLimits limits;
    limits.movetime = qMin(m_aiMoveTime, 1500);
    const Game& game = m_model->game();
    m_purpose = SearchPurpose::Hint;
    m_searchKey = game.position().key();
    m_searchPly = game.moves().size();
    m_thinking->setText(tr("Looking for a hint…"));
    m_ai->startSearch(game, limits, ai::MaxLevel);
    updatePlayActions();
}

// ---- the game that a file keeps ------------------------------------------------------------

// Whether the model is playing the record's main line (at its end or beyond it, or stepped
// back along it) rather than a variation.
bool MainWindow::playingMainline() const {
    if (!m_review) return true;
    const auto& played = m_model->game().moves();
    const auto main = m_review->mainlineGame();
    const auto& line = main.moves();
    const std::size_t n = std::min(played.size(), line.size());
    return std::equal(played.begin(), played.begin() + std::ptrdiff_t(n), line.begin());
}

// While an earlier move of the main line is shown, the clocks show what each side had then
// (the [%clk] times kept per move); at the end of the main line they are live again.
void MainWindow::showRecordedClocks() {
    GameTree* tree = m_review->tree();
    const int shown = tree->ply();
    const bool atEnd = !tree->inVariation() && shown >= tree->lineLength();
    const Side first = m_record.start.sideToMove();
    for (Side s : {Sente, Gote}) {
        std::optional<qint64> ms;
        if (!atEnd && m_clock->isEnabled() && !tree->inVariation()) {
            ms = m_clock->timeControl().mainMs;
            // Ply i (0-based) was played by first, then alternately.
            for (int i = 0; i < shown && i < int(m_info.clocks.size()); ++i)
                if ((i % 2 == 0 ? first : opposite(first)) == s &&
                    m_info.clocks[std::size_t(i)] >= 0)
                    ms = m_info.clocks[std::size_t(i)];
        }
        clockWidgetFor(s)->showRecorded(ms);
    }
}

// What Save and autosave write: the whole main line, even while the board shows an earlier
// move or a variation. At the end of the main line the model's game also carries the result.
Game MainWindow::gameToStore() const {
    const Game& played = m_model->game();
    if (!m_review) return played;
    Game main = m_review->mainlineGame();
    const auto& a = played.moves();
    const auto& b = main.moves();
    if (a.size() >= b.size() && std::equal(b.begin(), b.end(), a.begin())) return played;
    return main;
}

// ---- moves, clocks, end of game ---------------------------------------------------------

void MainWindow::onMoveMade(Move) {
    const Game& game = m_model->game();
    const Side mover = opposite(game.sideToMove());
    if (m_clock->isEnabled()) {
        m_clock->moveMade(mover);
        if (game.isOver()) m_clock->stop();
    }
    // The clocks belong to the main line: a move tried in a variation leaves them alone.
    const std::size_t ply = game.moves().size();
    if (playingMainline()) {
        m_info.clocks.resize(ply, -1);
        if (ply > 0) m_info.clocks[ply - 1] = m_clock->isEnabled() ? m_clock->mainLeft(mover) : -1;
    }
    m_modified = true;
    m_click->play();
    updateTitle();
    if (!game.isOver()) writeAutoSave();
}

void MainWindow::onMoveUndone() {
    ++m_generation;
    cancelAi();
    if (playingMainline()) m_info.clocks.resize(m_model->game().moves().size(), -1);
    m_modified = true;
    if (m_clock->isEnabled() && !m_model->isOver() && !m_aiPaused)
        m_clock->start(m_model->sideToMove());
    updateTitle();
    writeAutoSave();
}

void MainWindow::onGameEnded() {
    cancelAi();
    m_clock->stop();
    m_modified = m_modified || !m_model->game().moves().empty();
    if (m_autosaveEnabled) m_autosave->clear();
    updateTitle();
    updatePlayActions();
}

void MainWindow::onTimeOut(Side side) {
    m_model->loseOnTime(side);
}

ClockWidget* MainWindow::clockWidgetFor(Side s) const {
    return m_topClock->side() == s ? m_topClock : m_bottomClock;
}

QString MainWindow::playerText(Side s) const {
    const PlayerInfo& p = m_info.players[s];
    QString who = p.name;
    if (who.isEmpty()) who = p.computer ? tr("Computer, level %1").arg(p.level) : tr("Human");
    const QString mark = s == Sente ? QStringLiteral("☗") : QStringLiteral("☖");
    return tr("%1 %2: %3").arg(mark, texts::sideName(s), who);
}

void MainWindow::updateClocks() {
    const Side top = m_view->isFlipped() ? Sente : Gote;
    m_topClock->setSide(top);
    m_bottomClock->setSide(opposite(top));
    for (ClockWidget* w : {m_topClock, m_bottomClock}) {
        w->setPlayerText(playerText(w->side()));
        w->setActive(!m_model->isOver() && m_model->sideToMove() == w->side());
    }
}

void MainWindow::updatePlayActions() {
    if (!m_hint) return;
    const bool over = m_model->isOver();
    const bool computerToMove =
        !over && m_model->player(m_model->sideToMove()) == GameModel::Player::Computer;
    const bool anyComputer = m_model->player(Sente) == GameModel::Player::Computer ||
                             m_model->player(Gote) == GameModel::Player::Computer;
    m_hint->setEnabled(m_model->isHumanToMove() && !m_ai->isSearching());
    m_moveNow->setEnabled(isAiThinking());
    m_stopAi->setEnabled((computerToMove && !m_aiPaused) || m_purpose == SearchPurpose::Hint);
    m_resumeAi->setEnabled(m_aiPaused && !over);
    m_moveNow->setVisible(anyComputer);
    m_stopAi->setVisible(anyComputer);
    m_resumeAi->setVisible(anyComputer);
}

void MainWindow::updateTitle() {
    if (m_filePath.isEmpty())
        setWindowTitle(tr("Ōgi[*]"));
    else
        setWindowTitle(tr("%1[*] — Ōgi").arg(QFileInfo(m_filePath).fileName()));
    setWindowModified(m_modified);
}

// ---- records ---------------------------------------------------------------------------

void MainWindow::showMessage(QMessageBox::Icon icon, const QString& title, const QString& text) {
    if (m_messageBox) m_messageBox->close();
    m_messageBox = showMessageBox(this, icon, title, text);
}

bool MainWindow::openFile(const QString& path, QString* error) {
    QString why;
    const auto record = readRecordFile(path, &why);
    if (!record) {
        showMessage(QMessageBox::Warning, tr("Cannot open the game"), why);
        if (error) *error = why;
        return false;
    }
    loadRecord(*record, QFileInfo(path).absoluteFilePath());
    if (m_review) m_review->addRecentFile(path);
    if (m_persistent) {
        QSettings settings;
        settings.setValue("files/lastFolder", QFileInfo(path).absolutePath());
    }
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error) {
    storeGame(m_record, m_info, gameToStore());
    QString why;
    if (!writeRecordFile(path, m_record, &why)) {
        showMessage(QMessageBox::Warning, tr("Cannot save the game"), why);
        if (error) *error = why;
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_modified = false;
    if (m_review) m_review->addRecentFile(path);
    if (m_persistent) {
        QSettings settings;
        settings.setValue("files/lastFolder", QFileInfo(path).absolutePath());
    }
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_filePath)), 5000);
    return true;
}

void MainWindow::openGame() {
    if (!maybeKeepUnsaved()) return;
    QSettings settings;
    const QString folder = settings.value("files/lastFolder", QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), folder,
                                                      tr("Ōgi records (*.ogn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::saveGame() {
    if (m_filePath.isEmpty()) return saveGameAs();
    return saveFile(m_filePath);
}

bool MainWindow::saveGameAs() {
    QSettings settings;
    QString start = m_filePath;
    if (start.isEmpty())
        start = QDir(settings.value("files/lastFolder", QDir::homePath()).toString())
                    .filePath(tr("game.ogn"));
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save Game"), start, tr("Ōgi records (*.ogn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ogn");
    return saveFile(path);
}

void MainWindow::copySfen() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_model->position().toSfen()));
    statusBar()->showMessage(tr("Position copied as SFEN"), 5000);
}

void MainWindow::pasteSfen() {
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    const auto pos = Position::fromSfen(text.toStdString());
    if (!pos.ok()) {
        showMessage(QMessageBox::Warning, tr("Cannot paste the position"),
                    tr("The clipboard does not hold a valid SFEN position: %1")
                        .arg(texts::errorText(pos.failure())));
        return;
    }
    if (!maybeKeepUnsaved()) return;
    GameSetup setup;
    setup.info = m_info;
    setup.info.handicap.clear();
    setup.handicap = Handicap();
    cancelAi();
    startGame(setup);       // players, kings and clock as before...
    m_model->newGame(*pos); // ...from the pasted position
    if (m_clock->isEnabled() && !m_model->isOver()) m_clock->start(m_model->sideToMove());
}

bool MainWindow::maybeKeepUnsaved() {
    if (!m_confirmUnsaved || !m_modified || m_model->game().moves().empty()) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved game"), tr("The current game has not been saved. Save it now?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

// ---- autosave ---------------------------------------------------------------------------

void MainWindow::setAutoSaveDirectory(const QString& dir) {
    m_autosave = std::make_unique<AutoSave>(dir);
}

void MainWindow::setAutoSaveClockInterval(int ms) {
    m_autosaveTimer->setInterval(ms);
}

void MainWindow::writeAutoSave() {
    if (!m_autosaveEnabled || m_model->game().moves().empty()) return;
    Record record = m_record;
    GameInfo info = m_info;
    if (m_clock->isRunning()) info.moverClock = m_clock->mainLeft(m_clock->runningSide());
    storeGame(record, info, gameToStore());
    QString error;
    if (!m_autosave->write(record, &error))
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 10000);
}

bool MainWindow::checkAutoSave() {
    AutoSave::Pending pending = m_autosave->takePending();
    if (pending.status == AutoSave::Status::None) return false;
    if (pending.status == AutoSave::Status::Corrupt) {
        showMessage(QMessageBox::Warning, tr("Autosaved game damaged"),
                    tr("The game saved automatically last time cannot be read and was set "
                       "aside as %1.\n\n%2")
                        .arg(QDir::toNativeSeparators(pending.setAsidePath), pending.error));
        return true;
    }
    const Record record = *pending.record;
    const Game game = record.mainlineGame();
    if (m_messageBox) m_messageBox->close();
    QMessageBox* box = showMessageBox(
        this, QMessageBox::Question, tr("Restore the unfinished game?"),
        tr("The last session ended before its game did (%n move(s) played). Restore that game?",
           nullptr, int(game.moves().size())),
        QMessageBox::Yes | QMessageBox::No);
    m_messageBox = box;
    connect(box, &QMessageBox::finished, this, [this, box, record](int) {
        if (box->clickedButton() == box->button(QMessageBox::Yes)) {
            loadRecord(record, QString());
            m_modified = true;
            updateTitle();
            writeAutoSave(); // still unfinished: keep it safe
        } else {
            m_autosave->clear();
        }
    });
    return true;
}

// ---- language ---------------------------------------------------------------------------

void MainWindow::setLanguage(const QString& lang) {
    applyLanguage(lang);
    emit languageChanged(lang);
}

} // namespace ogi
