// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gamesession.h"

#include "model/analysis/adviser.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/engines/engineregistry.h"
#include "model/exercises/exerciserun.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/player.h"
#include "model/progress/gamerater.h"

namespace ogi {

namespace {
bool sameGame(const Game& a, const Game& b) {
    return a.startPosition() == b.startPosition() && a.moves() == b.moves() &&
           a.outcome().result == b.outcome().result;
}
} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_model(new GameModel(this)), m_engines(new EngineRegistry(this)),
      m_document(new Document(this)), m_journal(new Journal(m_document, QString(), this)),
      m_rater(new GameRater(this)) {
    // The session's own handlers come first: the parts and the views connected later follow
    // a session that has already caught up (a hint asked for an old position is dropped
    // before the analysis moves to the new one).
    connect(m_model, &GameModel::positionChanged, this, &GameSession::onPositionChanged);
    connect(m_model, &GameModel::moveMade, this, &GameSession::onMoveMade);
    connect(m_model, &GameModel::moveUndone, this, &GameSession::onMoveUndone);
    connect(m_model, &GameModel::gameOver, this, &GameSession::onGameOver);
    connect(m_model, &GameModel::moveRefused, this, &GameSession::moveRefused);
    connect(m_document->tree(), &GameTree::cursorChanged, this, &GameSession::onTreeCursor);
    m_runner = new GameRunner(m_model, m_engines, this);
    m_adviser = new Adviser(m_model, m_engines, this);
    m_exercise = new ExerciseRun(m_model, this);
    connect(m_exercise, &ExerciseRun::remark, this, &GameSession::goalRemark);
    connect(m_exercise, &ExerciseRun::continueWith, this, &GameSession::continueExercise);
    connect(m_exercise, &ExerciseRun::finished, this, [this](bool reached, const QString& text) {
        m_runner->setFinished(true);
        emit goalFinished(reached, text);
        emit stateChanged();
    });
    m_journal->setClock(m_runner->clock());
    connect(m_runner, &GameRunner::moveRefused, this, &GameSession::moveRefused);
    connect(m_runner, &GameRunner::illegalMoveHeld, this, &GameSession::illegalMoveHeld);
    connect(m_runner, &GameRunner::searchInfo, this, &GameSession::searchInfo);
    connect(m_runner, &GameRunner::stateChanged, this, &GameSession::stateChanged);
    connect(m_adviser, &Adviser::searchInfo, this, &GameSession::searchInfo);
    connect(m_adviser, &Adviser::stateChanged, this, &GameSession::stateChanged);
    connect(m_adviser, &Adviser::hintFound, this, [this](Move move) {
        if (m_runner->isHumanToMove()) emit hintFound(move);
    });
    // What the user may do follows every change of the game and of the turn.
    connect(this, &GameSession::stateChanged, this, &GameSession::updateAllowed);
    connect(m_model, &GameModel::undoAvailable, this, &GameSession::updateAllowed);
    connect(m_model, &GameModel::drawClaimAvailable, this, &GameSession::updateAllowed);
    m_document->tree()->setGame(m_model->game());
    updateAllowed();
}

GameSession::~GameSession() {
    // No signal from here on: the window that owns the session is being destroyed. The parts
    // that work on the model go before it (QObject would delete the children in the order
    // they were made, the model first).
    blockSignals(true);
    delete m_exercise;
    delete m_adviser;
    delete m_runner;
}

const GameInfo& GameSession::info() const {
    return m_document->info();
}

// ---- players and rules --------------------------------------------------------------------

void GameSession::setPlayer(Side s, const PlayerInfo& info) {
    const PlayerInfo& was = m_document->info().players[s];
    const bool changed = was.kind != info.kind ||
                         (info.kind == PlayerInfo::Kind::Computer && was.level != info.level) ||
                         was.engine != info.engine;
    if (changed && !m_loading && !m_model->game().moves().empty())
        m_rater->note(Unrated::LevelChanged);
    if (!m_loading) m_document->setPlayer(s, info);
    m_runner->setPlayer(s, info);
}

// The players the document names (a new game, a record).
void GameSession::installPlayers() {
    for (Side s : {Sente, Gote}) m_runner->setPlayer(s, m_document->info().players[s]);
}

void GameSession::setRefuseIllegal(bool on) {
    m_model->setRefuseIllegal(on);
    if (on) m_rater->note(Unrated::FriendlyRule);
    m_document->setRefuseIllegal(on);
    emit stateChanged();
}

bool GameSession::refusesIllegal() const {
    return m_model->refuseIllegal();
}

GameRater::Game GameSession::ratedGame() const {
    return {m_runner->humanSide(), m_runner->hasComputer(), &m_document->info(),
            m_document->mainlineGame()};
}

Unrated GameSession::unrated() const {
    return m_rater->unrated(ratedGame());
}

bool GameSession::isGameOver() const {
    return m_document->mainlineGame().isOver();
}

// ---- what the user may do -----------------------------------------------------------------

GameSession::Allowed GameSession::allowed() const {
    const bool exercise = isExercise();
    const bool over = m_model->isOver() || isGameOver();
    Allowed a;
    a.undo = m_model->canUndo() && !exercise;
    a.resign = !over && !exercise;
    a.claimDraw = m_model->canClaimDraw();
    a.hint = m_runner->isHumanToMove() && !m_adviser->isHinting() && !exercise;
    a.moveNow = m_runner->isThinking();
    a.stopComputer =
        (m_runner->computerToMove() && !m_runner->isPaused()) || m_adviser->isHinting();
    a.resume = m_runner->isPaused() && !over;
    a.manageComputer = m_runner->hasComputer() && !exercise;
    return a;
}

void GameSession::updateAllowed() {
    const Allowed now = allowed();
    if (now == m_allowed) return;
    m_allowed = now;
    emit allowedChanged();
}

// ---- the user's actions -------------------------------------------------------------------

void GameSession::undo() {
    if (isExercise()) return; // an exercise is retried from its start, by its own panel
    if (const int actions = m_runner->actionsToUndo()) {
        m_rater->note(Unrated::Takeback);
        m_model->undo(actions);
    }
}

void GameSession::stopComputer() {
    if (m_adviser->isHinting())
        m_adviser->cancelHint();
    else
        m_runner->stopComputer();
}

void GameSession::requestHint() {
    if (!allowed().hint) return;
    m_rater->note(Unrated::Hint);
    m_adviser->requestHint();
}

void GameSession::setAnalysisShown(bool on) {
    m_analysisShown = on;
    // Once seen during a game, the engine's lines count even if they are hidden again.
    if (on && !m_model->isOver()) m_rater->note(Unrated::Analysis);
}

int GameSession::enterLine(const std::vector<Move>& moves) {
    int entered = 0;
    for (Move m : moves) {
        if (!m_runner->isHumanToMove() || isExercise() ||
            (m_runner->hasComputer() && !m_runner->isPaused()))
            break;
        if (!m_model->game().isLegal(m)) break;
        m_runner->play(m);
        ++entered;
    }
    return entered;
}

void GameSession::close() {
    m_runner->setFinished(true);
    m_adviser->cancelHint();
    m_journal->close();
}

// ---- following the game -------------------------------------------------------------------

void GameSession::onPositionChanged() {
    if (!m_loading && !m_navigating) followInTree();
    m_adviser->cancelHint();
    m_runner->afterPositionChange();
}

void GameSession::followInTree() {
    m_following = true;
    m_document->tree()->followGame(m_model->game());
    m_following = false;
}

bool GameSession::atLiveEnd() const {
    const GameTree* tree = m_document->tree();
    return !tree->inVariation() && tree->ply() >= tree->lineLength();
}

void GameSession::onMoveMade() {
    const Game& game = m_model->game();
    const Side mover = opposite(game.sideToMove());
    m_runner->afterMove(mover);
    // The clocks belong to the main line: a move tried in a variation leaves them alone.
    const GameClock* clock = m_runner->clock();
    if (!m_document->tree()->inVariation() && clock->isEnabled())
        m_document->setClockAfter(int(game.moves().size()), clock->mainLeft(mover));
    m_exercise->movePlayed(game);
}

void GameSession::onMoveUndone() {
    if (!m_document->tree()->inVariation())
        m_document->keepClocks(int(m_model->game().moves().size()));
    m_document->markModified();
    m_runner->afterUndo();
}

void GameSession::onGameOver(Result result, const QString& text) {
    // An illegal attempt or a resignation ends the game without changing the position.
    if (!m_loading && !m_navigating) followInTree();
    m_adviser->cancelHint();
    m_runner->afterGameOver();
    if (m_loading || m_navigating) return; // shown, not played
    emit gameEnded(result, text);
    if (!isExercise()) m_rater->rate(ratedGame(), result);
}

void GameSession::onTreeCursor() {
    if (m_following || m_loading) return;
    const Game game = m_document->tree()->game();
    if (sameGame(game, m_model->game())) return;
    const bool wasThinking = m_runner->isThinking();
    m_navigating = true;
    m_model->setGame(game);
    m_navigating = false;
    // Stepping through a game against the computer pauses it (Resume plays from there), so
    // that the user may try moves for either side without the computer answering; back at
    // the end of the game, the game goes on as it was.
    if (atLiveEnd() && m_runner->isPausedByReview())
        m_runner->resume();
    else if (!atLiveEnd() && (wasThinking || (m_runner->hasComputer() && !m_model->isOver())))
        m_runner->pauseForReview();
    emit navigated();
}

qint64 GameSession::liveClock() const {
    const GameClock* clock = m_runner->clock();
    return clock->isRunning() ? clock->mainLeft(clock->runningSide()) : -1;
}

// ---- replacing the document ---------------------------------------------------------------

// The model shows the game the tree now holds; the players are asked afterwards.
void GameSession::show(const Game& game, const bool gyoku[2]) {
    m_adviser->cancelHint();
    for (Side s : {Sente, Gote}) m_model->setKingIsGyoku(s, gyoku[s]);
    m_model->setRefuseIllegal(isExercise() ? false : m_document->info().refuseIllegal);
    m_loading = true;
    m_model->setGame(game);
    m_loading = false;
    m_runner->afterLoad();
    emit gameStarted();
    emit stateChanged();
}

// The document was replaced: its players, clocks and game go on the board.
void GameSession::loadDocument() {
    setGoal(nullptr);
    m_loading = true;
    installPlayers();
    m_loading = false;
    const Game game = m_document->mainlineGame();
    m_document->info().restoreClocks(*m_runner->clock(), game);
    show(game, m_document->info().gyoku);
}

void GameSession::begin(const GameInfo& info, const Position& start) {
    GameInfo fresh = info;
    fresh.date = QDate::currentDate();
    if (m_analysisShown) m_rater->note(Unrated::Analysis);
    m_loading = true;
    m_document->reset(fresh, start);
    m_loading = false;
    loadDocument();
}

void GameSession::start(const GameSetup& setup) {
    m_rater->startGame(setup.handicap.weaker, true);
    begin(setup.info, setup.startPosition());
}

void GameSession::startFrom(const Position& start) {
    GameInfo info = m_document->info(); // the same players, Kings and time control...
    info.handicap.clear();              // ...from a position of its own
    m_rater->startGame(Sente, false);
    begin(info, start);
}

void GameSession::load(const Record& record, const QString& path) {
    m_rater->startGame(Sente, false); // its history is not known
    m_loading = true;
    m_document->load(record, path);
    m_loading = false;
    loadDocument();
}

void GameSession::restore(const Record& record, const QString& file) {
    m_rater->startGame(Sente, false);
    m_loading = true;
    m_document->restore(record, file);
    m_loading = false;
    loadDocument();
}

Record GameSession::record() const {
    return m_document->record(liveClock());
}

bool GameSession::save(const QString& path, QString* error) {
    // A record saved by hand is a record: the clock of a move in progress is the journal's.
    return m_document->save(path, error);
}

// ---- exercises ----------------------------------------------------------------------------

GameGoal* GameSession::goal() const {
    return m_exercise->goal();
}

void GameSession::setGoal(GameGoal* goal) {
    m_exercise->setGoal(goal);
    m_runner->setGoal(goal);
}

void GameSession::startExercise(const Game& game, Player* sente, Player* gote, GameGoal* goal,
                                const GameInfo& info) {
    if (!isExercise()) { // the document steps aside, as it is, clocks included
        m_keptRating = m_rater->state();
        m_document->suspend(liveClock());
    }
    m_runner->clock()->reset(TimeControl());
    m_runner->setPlayer(Sente, sente);
    m_runner->setPlayer(Gote, gote);
    setGoal(goal);
    m_loading = true;
    m_document->tree()->setGame(game);
    m_loading = false;
    show(game, info.gyoku);
}

void GameSession::continueExercise(const Game& game) {
    m_loading = true;
    m_document->tree()->setGame(game);
    m_model->setGame(game);
    m_loading = false;
    m_runner->afterPositionChange();
}

bool GameSession::resumeGame() {
    if (!isExercise() || !m_document->isSuspended()) return false;
    m_loading = true;
    m_document->resume();
    m_loading = false;
    loadDocument();
    m_rater->setState(m_keptRating);
    return true;
}

bool GameSession::keptGameUnsaved() const {
    return isExercise() && m_document->isSuspended() && m_document->isModified() &&
           !m_document->record().mainline.nodes.empty();
}

} // namespace ogi
