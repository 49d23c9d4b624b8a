// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gamesession.h"

#include "model/analysis/analyser.h"
#include "model/document/gametree.h"
#include "model/engines/enginelist.h"
#include "model/game/computerplayer.h"
#include "model/game/gameclock.h"
#include "model/game/gamegoal.h"
#include "model/game/gamemodel.h"
#include "model/game/player.h"
#include "model/game/usiplayer.h"

#include "learn/handicapvalue.h"

#include <QFileInfo>
#include <QSettings>
#include <QTimer>
#include <algorithm>

namespace ogi {

namespace {
bool sameGame(const Game& a, const Game& b) {
    return a.startPosition() == b.startPosition() && a.moves() == b.moves() &&
           a.outcome().result == b.outcome().result;
}
} // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_model(new GameModel(this)), m_tree(new GameTree(this)),
      m_clock(new GameClock(this)), m_autosaveTimer(new QTimer(this)) {
    for (Side s : {Sente, Gote}) installPlayer(s, new HumanPlayer(this));

    // The session's own handlers come first: the views connected later redraw from a
    // session that has already caught up.
    connect(m_model, &GameModel::positionChanged, this, &GameSession::onPositionChanged);
    connect(m_model, &GameModel::moveMade, this, &GameSession::onMoveMade);
    connect(m_model, &GameModel::moveUndone, this, &GameSession::onMoveUndone);
    connect(m_model, &GameModel::gameOver, this, &GameSession::onGameOver);
    connect(m_model, &GameModel::moveRefused, this, &GameSession::onRefused);
    connect(m_tree, &GameTree::cursorChanged, this, &GameSession::onTreeCursor);
    connect(m_tree, &GameTree::edited, this, [this] {
        // An exercise is no document: arrows drawn on a lesson's board are not kept.
        if (isExercise()) return;
        setModified(true);
        // A comment is kept as it is typed: a crash loses none of it (the autosave holds an
        // unfinished game; the board may show an earlier position of it).
        if (!mainlineGame().isOver()) writeAutoSave();
    });
    connect(m_clock, &GameClock::timeOut, m_model, &GameModel::loseOnTime);
    m_autosaveTimer->setInterval(AutoSaveClockInterval);
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] {
        if (m_clock->isRunning() && !m_model->isOver() && !m_goal) writeAutoSave();
    });
    m_autosaveTimer->start();
    // What the user may do follows every change of the game and of the turn.
    connect(this, &GameSession::stateChanged, this, &GameSession::updateAllowed);
    connect(m_model, &GameModel::undoAvailable, this, &GameSession::updateAllowed);
    connect(m_model, &GameModel::drawClaimAvailable, this, &GameSession::updateAllowed);
    // After the session's own handlers: a hint asked for an old position is dropped before
    // the analysis moves to the new one.
    m_analyser = new Analyser(m_model, this);
    connect(m_analyser, &Analyser::searchInfo, this, [this](quint64 id, const AiInfo& info) {
        if (m_hinting && id == m_hintSearch) emit searchInfo(info);
    });
    connect(m_analyser, &Analyser::searchFinished, this, &GameSession::onHintFound);
    connect(m_analyser, &Analyser::searchFailed, this, [this](quint64 id, const QString& message) {
        if (!m_hinting || id != m_hintSearch) return;
        m_hinting = false;
        m_hintSearch = 0;
        emit hintFailed(message);
        emit stateChanged();
    });
    m_tree->setGame(m_model->game());
    updateHumanToMove();
    updateAllowed();
    scheduleTurn();
}

GameSession::~GameSession() {
    // No signal from here on: the window that owns the session is being destroyed.
    blockSignals(true);
    closeTurn();
    cancelHint();
}

// ---- players ------------------------------------------------------------------------------

Player* GameSession::makePlayer(const PlayerInfo& info) {
    switch (info.kind()) {
    case PlayerInfo::Kind::Human: break;
    case PlayerInfo::Kind::Computer: return new ComputerPlayer(info.level, this);
    case PlayerInfo::Kind::Engine: {
        // The engine as it was added (Settings ▸ Engines…): its executable on this machine
        // and the options the user set.
        QSettings settings;
        const std::optional<EngineConfig> added = engines::find(settings, info.engine);
        std::vector<UsiPlayer::OptionValue> options;
        if (added) options = added->optionValues();
        const QString path = !info.enginePath.isEmpty() ? info.enginePath
                             : added                    ? added->path
                                                        : QString();
        auto* engine = new UsiPlayer(path, info.engine, std::move(options), this);
        // Started at once: a failure shows before its first turn.
        QTimer::singleShot(0, engine, &UsiPlayer::start);
        return engine;
    }
    }
    return new HumanPlayer(this);
}

void GameSession::setPlayer(Side s, const PlayerInfo& info) {
    const PlayerInfo& was = m_info.players[s];
    const bool changed = was.kind() != info.kind() || was.name != info.name ||
                         (info.kind() == PlayerInfo::Kind::Computer && was.level != info.level) ||
                         was.engine != info.engine;
    m_info.players[s] = info;
    // Changed during a game: the record's player tags now differ from the saved ones.
    if (changed && !m_loading && !m_model->game().moves().empty()) {
        setModified(true);
        m_unrated |= 1u << unsigned(Unrated::LevelChanged);
    }
    Player* now = m_players[s];
    auto* engine = qobject_cast<UsiPlayer*>(now);
    if (auto* computer = qobject_cast<ComputerPlayer*>(now);
        computer && info.kind() == PlayerInfo::Kind::Computer) {
        computer->setLevel(info.level); // from its next turn
    } else if (engine && info.kind() == PlayerInfo::Kind::Engine && engine->name() == info.engine &&
               engine->state() != Player::State::Failed) {
        // The same engine goes on.
    } else if (!(qobject_cast<HumanPlayer*>(now) && info.kind() == PlayerInfo::Kind::Human)) {
        setPlayer(s, makePlayer(info));
        return;
    }
    emit stateChanged();
}

// The players a new game or a record names (not a change during the game).
void GameSession::installPlayers() {
    const bool wasLoading = m_loading;
    m_loading = true;
    const GameInfo info = m_info;
    for (Side s : {Sente, Gote}) setPlayer(s, info.players[s]);
    m_loading = wasLoading;
}

void GameSession::setPlayer(Side s, Player* player) {
    if (m_turn.open && m_turn.side == s) closeTurn();
    installPlayer(s, player);
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

void GameSession::installPlayer(Side s, Player* player) {
    Player* old = m_players[s];
    player->setParent(this);
    m_players[s] = player;
    connectPlayer(player);
    if (old && old != player) {
        old->cancelTurn();
        old->deleteLater();
    }
}

void GameSession::connectPlayer(Player* player) {
    connect(player, &Player::moveChosen, this, [this, player](Move m) { onMoveChosen(player, m); });
    connect(player, &Player::drawClaimed, this, [this, player] { onDrawClaimed(player); });
    connect(player, &Player::resigned, this, [this, player] { onResigned(player); });
    connect(player, &Player::failed, this,
            [this, player](const QString& message) { onPlayerFailed(player, message); });
    connect(player, &Player::searchInfo, this, [this, player](const AiInfo& info) {
        if (m_turn.open && player == m_players[m_turn.side]) emit searchInfo(info);
    });
}

void GameSession::onHintFound(quint64 id, const AnalysisResult& result) {
    if (!m_hinting || id != m_hintSearch) return;
    const Game& game = m_model->game();
    const bool samePosition =
        m_hintKey == game.position().key() && m_hintPly == game.moves().size();
    m_hinting = false;
    m_hintSearch = 0;
    if (samePosition && result.best && isHumanToMove()) emit hintFound(result.best);
    emit stateChanged();
}

bool GameSession::isHumanToMove() const {
    if (m_model->isOver() || m_goalDone) return false;
    // While the computer is stopped (Stop, or stepping through the game), the user may
    // enter moves for its side too: to try a line in review or a variation.
    return m_players[m_model->sideToMove()]->isHuman() || (m_paused && !m_goal);
}

bool GameSession::isThinking() const {
    return m_turn.open && !m_players[m_turn.side]->isHuman();
}

bool GameSession::hasComputer() const {
    return !m_players[Sente]->isHuman() || !m_players[Gote]->isHuman();
}

bool GameSession::computerToMove() const {
    return !m_model->isOver() && !m_players[m_model->sideToMove()]->isHuman();
}

std::optional<Side> GameSession::humanSide() const {
    if (m_players[Sente]->isHuman() == m_players[Gote]->isHuman()) return std::nullopt;
    return m_players[Sente]->isHuman() ? Sente : Gote;
}

// ---- what the user may do -----------------------------------------------------------------

bool GameSession::canUndo() const {
    return m_model->canUndo() && !isExercise();
}

bool GameSession::canResign() const {
    return !m_model->isOver() && !isExercise();
}

bool GameSession::canClaimDraw() const {
    return m_model->canClaimDraw();
}

bool GameSession::canHint() const {
    return isHumanToMove() && !m_hinting && !isExercise();
}

bool GameSession::canMoveNow() const {
    return isThinking();
}

bool GameSession::canStopComputer() const {
    return (computerToMove() && !m_paused) || m_hinting;
}

bool GameSession::canResume() const {
    return m_paused && !m_model->isOver();
}

bool GameSession::managesComputer() const {
    return hasComputer() && !isExercise();
}

void GameSession::updateAllowed() {
    const bool answers[] = {canUndo(),    canResign(),       canClaimDraw(), canHint(),
                            canMoveNow(), canStopComputer(), canResume(),    managesComputer()};
    unsigned bits = 0;
    for (std::size_t i = 0; i < std::size(answers); ++i)
        if (answers[i]) bits |= 1u << i;
    if (bits == m_allowed) return;
    m_allowed = bits;
    emit allowedChanged();
}

// ---- the user away in a dialog ------------------------------------------------------------

void GameSession::setUserAway(bool away) {
    if (m_userAway == away) return;
    m_userAway = away;
    if (away) {
        holdHumanClock();
        return;
    }
    if (!m_clockHeld) return;
    m_clockHeld = false;
    // The game may have ended, or been stopped, meanwhile.
    if (!m_model->isOver() && !m_paused && !m_clock->isRunning())
        m_clock->start(m_model->sideToMove());
}

// While the user is away, a human's turn does not cost time: run after every start of the
// clock.
void GameSession::holdHumanClock() {
    if (!m_userAway || !m_clock->isRunning() || !m_players[m_clock->runningSide()]->isHuman())
        return;
    m_clock->stop();
    m_clockHeld = true;
}

void GameSession::setRefuseIllegal(bool on) {
    m_model->setRefuseIllegal(on);
    if (on) m_unrated |= 1u << unsigned(Unrated::FriendlyRule);
    if (m_info.refuseIllegal == on) return;
    m_info.refuseIllegal = on;
    if (!m_model->game().moves().empty()) setModified(true);
    emit stateChanged();
}

void GameSession::setGoal(GameGoal* goal) {
    if (m_goal) m_goal->deleteLater();
    m_goal = goal;
    m_goalDone = false;
    if (goal) {
        goal->setParent(this);
        connect(goal, &GameGoal::remark, this, &GameSession::goalRemark);
        // After the move that led here has been taken in by everyone.
        connect(goal, &GameGoal::passTurn, this, [this, goal] {
            QTimer::singleShot(0, goal, [this] {
                Position pos = m_model->position();
                UndoInfo undo;
                pos.doNullMove(undo);
                continueExercise(Game(pos));
            });
        });
        connect(goal, &GameGoal::takeBack, this, [this, goal] {
            QTimer::singleShot(0, goal, [this] {
                Game game = m_model->game();
                if (game.undo()) continueExercise(game);
            });
        });
        connect(goal, &GameGoal::finished, this, [this](bool reached, const QString& text) {
            m_goalDone = true;
            closeTurn();
            emit goalFinished(reached, text);
            emit stateChanged();
        });
    }
    scheduleTurn();
}

// ---- asking the players -------------------------------------------------------------------

void GameSession::scheduleTurn() {
    if (m_turnScheduled) return;
    m_turnScheduled = true;
    // Queued: the model finishes its signals before a player is asked (a player may answer
    // at once).
    QTimer::singleShot(0, this, &GameSession::askPlayer);
}

void GameSession::askPlayer() {
    m_turnScheduled = false;
    if (m_turn.open || m_model->isOver() || m_goalDone) return;
    const Side side = m_model->sideToMove();
    if (m_paused && !m_players[side]->isHuman()) return; // a pause stops the computer only
    if (m_players[side]->state() == Player::State::Failed) {
        onPlayerFailed(m_players[side], m_players[side]->errorText());
        return;
    }
    m_turn = Turn{true, false, side, m_turn.id + 1};
    m_turnTimer.start();
    m_players[side]->startTurn(m_model->game(), m_clock);
    emit stateChanged();
}

void GameSession::closeTurn() {
    if (!m_turn.open) return;
    const Side side = m_turn.side;
    m_turn = Turn{false, false, side, m_turn.id + 1};
    m_players[side]->cancelTurn();
}

void GameSession::play(Move move) {
    if (!isHumanToMove()) return;
    auto* human = qobject_cast<HumanPlayer*>(m_players[m_model->sideToMove()]);
    if (!human) {
        // The stopped computer's side, played by the user: judged by the rules like any
        // move, and the computer stays stopped (its clock too) until Resume.
        m_model->requestMove(move);
        m_clock->stop();
        return;
    }
    // The board may be quicker than the queued question: a move entered in the same turn of
    // the event loop as the last change opens the human's turn first.
    if (!m_turn.open) askPlayer();
    human->enter(move);
}

void GameSession::onMoveChosen(Player* player, Move move) {
    if (!m_turn.open || m_turn.answered || player != m_players[m_turn.side]) return; // stale
    // When no human plays, the watcher gets time to see each move.
    const bool watched = !m_players[Sente]->isHuman() && !m_players[Gote]->isHuman();
    const qint64 wait = watched ? WatchDelay - m_turnTimer.elapsed() : 0;
    if (wait > 0) {
        m_turn.answered = true;
        const quint64 id = m_turn.id;
        QTimer::singleShot(int(wait), this, [this, move, id] {
            if (m_turn.open && m_turn.id == id) applyMove(move);
        });
        return;
    }
    applyMove(move);
}

void GameSession::onDrawClaimed(Player* player) {
    if (!m_turn.open || m_turn.answered || player != m_players[m_turn.side]) return;
    endTurn();
    m_model->claimDraw();
    if (!m_model->isOver()) scheduleTurn(); // not claimable after all: ask again
}

void GameSession::onResigned(Player* player) {
    if (!m_turn.open || m_turn.answered || player != m_players[m_turn.side]) return;
    const Side side = m_turn.side;
    endTurn();
    m_model->resign(side);
}

// A failed player can play no more: the game stops where it is, kept whole, until another
// player takes the side and the user resumes.
void GameSession::onPlayerFailed(Player* player, const QString& message) {
    for (Side s : {Sente, Gote}) {
        if (player != m_players[s]) continue;
        if (!m_model->isOver() && !m_goal) pauseComputer();
        emit playerFailed(s, message);
        return;
    }
}

// The player answered: its turn is over (nothing to withdraw).
void GameSession::endTurn() {
    m_turn.open = false;
    ++m_turn.id;
    emit stateChanged();
}

void GameSession::applyMove(Move move) {
    const bool byProgram = !m_players[m_turn.side]->isHuman();
    endTurn();
    if (!move) return; // no legal move: the rules have already ended the game
    if (m_goal) {
        const MoveVerdict verdict = m_goal->judgeMove(m_model->game(), move);
        if (verdict.kind != MoveVerdict::Kind::Play) {
            if (verdict.kind == MoveVerdict::Kind::Refuse) emit moveRefused(move, verdict.reason);
            scheduleTurn();
            return;
        }
    }
    if (byProgram && m_model->refuseIllegal()) {
        // An engine cannot be told why its move was refused (it would only send it again):
        // under the friendly rule too, its illegal move loses, as under the official one.
        m_model->setRefuseIllegal(false);
        m_model->requestMove(move);
        m_model->setRefuseIllegal(true);
        return;
    }
    m_model->requestMove(move); // judged like any other move
}

void GameSession::onRefused(Move move, const QString& reason) {
    emit moveRefused(move, reason);
    scheduleTurn();
}

int GameSession::actionsToUndo() const {
    // Against the computer, back to a position where the human is to move.
    Game game = m_model->game();
    if (!game.undo()) return 0;
    int actions = 1;
    const bool oneHuman = m_players[Sente]->isHuman() != m_players[Gote]->isHuman();
    while (oneHuman && !m_players[game.sideToMove()]->isHuman() && !game.moves().empty() &&
           game.undo())
        ++actions;
    return actions;
}

void GameSession::undo() {
    if (m_goal) return; // an exercise is retried from its start, by its own panel
    if (const int actions = actionsToUndo()) {
        m_unrated |= 1u << unsigned(Unrated::Takeback);
        m_model->undo(actions);
    }
}

Side GameSession::resigningSide() const {
    return humanSide().value_or(m_model->sideToMove());
}

void GameSession::resign() {
    m_model->resign(resigningSide());
}

void GameSession::claimDraw() {
    m_model->claimDraw();
}

void GameSession::moveNow() {
    if (isThinking()) m_players[m_turn.side]->moveNow();
}

void GameSession::pauseComputer() {
    closeTurn();
    m_paused = true;
    m_pausedByReview = false; // the caller says when the review paused it
    m_clock->stop();
    updateHumanToMove();
    emit stateChanged();
}

void GameSession::stopComputer() {
    if (m_hinting) {
        cancelHint();
        return;
    }
    if (computerToMove() || isThinking()) pauseComputer();
}

void GameSession::resume() {
    if (!m_paused) return;
    m_paused = false;
    m_pausedByReview = false;
    if (!m_model->isOver()) m_clock->start(m_model->sideToMove());
    holdHumanClock();
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

void GameSession::requestHint() {
    if (!isHumanToMove() || m_hinting) return;
    const Game& game = m_model->game();
    m_hinting = true;
    m_unrated |= 1u << unsigned(Unrated::Hint);
    m_hintKey = game.position().key();
    m_hintPly = game.moves().size();
    ai::SearchLimits quick;
    quick.movetime = 1500;
    m_hintSearch = m_analyser->search(game, quick);
    emit stateChanged();
}

void GameSession::cancelHint() {
    if (!m_hinting) return;
    m_hinting = false;
    m_analyser->cancelSearch(m_hintSearch);
    m_hintSearch = 0;
    emit stateChanged();
}

void GameSession::close() {
    closeTurn();
    cancelHint();
    m_goalDone = true; // nothing is asked any more
    m_clock->stop();
    m_autosave.clear();
}

// ---- following the game -------------------------------------------------------------------

void GameSession::updateHumanToMove() {
    const bool now = isHumanToMove();
    if (now == m_humanToMove) return;
    m_humanToMove = now;
    emit humanToMoveChanged(now);
}

void GameSession::onPositionChanged() {
    if (!m_loading && !m_navigating) followInTree();
    closeTurn(); // whatever was asked was about another position
    cancelHint();
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

void GameSession::followInTree() {
    m_following = true;
    m_tree->followGame(m_model->game());
    m_following = false;
}

void GameSession::onMoveMade() {
    const Game& game = m_model->game();
    const Side mover = opposite(game.sideToMove());
    if (m_clock->isEnabled()) {
        m_clock->moveMade(mover);
        if (game.isOver()) m_clock->stop();
        holdHumanClock();
    }
    // The clocks belong to the main line: a move tried in a variation leaves them alone.
    if (inMainline()) {
        const std::size_t ply = game.moves().size();
        m_info.clocks.resize(ply, -1);
        m_info.clocks[ply - 1] = m_clock->isEnabled() ? m_clock->mainLeft(mover) : -1;
        // In the tree as well, so that the move list can tell the time each move used.
        if (m_clock->isEnabled())
            m_tree->setAnnotation(GameTree::mainline(int(ply)), "clk",
                                  formatClockAnnotation(m_info.clocks[ply - 1]).toStdString());
    }
    if (m_goal) {
        if (!m_goalDone) m_goal->movePlayed(game);
        return; // an exercise is no document
    }
    setModified(true);
    if (!game.isOver()) writeAutoSave();
}

void GameSession::onMoveUndone() {
    if (inMainline()) m_info.clocks.resize(m_model->game().moves().size(), -1);
    setModified(true);
    if (m_clock->isEnabled() && !m_model->isOver() && !m_paused)
        m_clock->start(m_model->sideToMove());
    holdHumanClock();
    writeAutoSave();
}

void GameSession::onGameOver(Result result, const QString& text) {
    // An illegal attempt or a resignation ends the game without changing the position.
    if (!m_loading && !m_navigating) followInTree();
    closeTurn();
    cancelHint();
    updateHumanToMove();
    emit stateChanged();
    if (m_loading || m_navigating) return; // shown, not played
    m_clock->stop();
    if (!m_goal) { // an exercise is no document, and leaves the autosave alone
        if (!m_model->game().moves().empty()) setModified(true);
        m_autosave.clear();
    }
    emit gameEnded(result, text);
    if (!m_goal) rateGame(result);
}

void GameSession::setRating(GameRating* rating) {
    m_rating = rating;
}

Unrated GameSession::unrated() const {
    const auto human = humanSide();
    unsigned why = m_unrated;
    if (!hasComputer())
        why |= 1u << unsigned(Unrated::TwoHumans);
    else if (!human)
        why |= 1u << unsigned(Unrated::TwoComputers);
    if (m_info.refuseIllegal) why |= 1u << unsigned(Unrated::FriendlyRule);
    for (Side s : {Sente, Gote})
        if (m_info.players[s].kind() == PlayerInfo::Kind::Engine)
            why |= 1u << unsigned(Unrated::ExternalEngine);
    if (human && !rating::handicapValue(m_info.handicap.toStdString(),
                                        m_info.players[opposite(*human)].level))
        why |= 1u << unsigned(Unrated::UnmeasuredHandicap);
    if (human && !humanHasMoved(*human)) why |= 1u << unsigned(Unrated::NoMove);
    if (m_analysisShown) why |= 1u << unsigned(Unrated::Analysis);
    for (unsigned i = 1; i <= unsigned(Unrated::Analysis); ++i)
        if (why & (1u << i)) return Unrated(i);
    return Unrated::None;
}

void GameSession::setAnalysisShown(bool on) {
    m_analysisShown = on;
    // Once seen during a game, the engine's lines count even if they are hidden again.
    if (on && !m_model->isOver()) m_unrated |= 1u << unsigned(Unrated::Analysis);
}

int GameSession::enterLine(const std::vector<Move>& moves) {
    int entered = 0;
    for (Move m : moves) {
        // A line goes in as the user's own moves would, and only where it is studied: in a
        // game against the computer, while the computer is stopped (Stop, or stepping back).
        if (!isHumanToMove() || isExercise() || (hasComputer() && !m_paused)) break;
        if (!m_model->game().isLegal(m)) break;
        play(m);
        ++entered;
    }
    return entered;
}

bool GameSession::humanHasMoved(Side human) const {
    // The sides alternate from the start position's side to move.
    const Game game = mainlineGame();
    const std::size_t firstHumanPly = game.startPosition().sideToMove() == human ? 0 : 1;
    if (game.moves().size() > firstHumanPly) return true;
    // An illegal attempt under the official rule was a move too: it lost the game.
    const Outcome& end = m_model->game().outcome();
    return end.termination == Termination::IllegalMove && end.result == winFor(opposite(human));
}

void GameSession::rateGame(Result result) {
    const Unrated why = unrated();
    if (why != Unrated::None) {
        emit gameRated(false, tr("Not rated: %1.").arg(unratedReason(why)));
        return;
    }
    const Side human = *humanSide();
    const double score = result == Result::Draw                              ? 0.5
                         : (result == Result::SenteWins) == (human == Sente) ? 1.0
                                                                             : 0.0;
    if (!m_rating) return;
    QString error;
    const bool saved = m_rating->recordGame(m_info.players[opposite(human)].level, m_info.handicap,
                                            m_weaker == human, score, QDate::currentDate(), &error);
    QString text =
        tr("Rated: your rating is now %1.").arg(GameRating::ratingText(m_rating->rating()));
    if (!saved) text += QLatin1Char(' ') + tr("Your rating could not be saved: %1").arg(error);
    emit gameRated(true, text);
}

void GameSession::onTreeCursor() {
    if (m_following || m_loading) return;
    const Game game = m_tree->game();
    if (sameGame(game, m_model->game())) return;
    const bool wasThinking = isThinking();
    m_navigating = true;
    m_model->setGame(game);
    m_navigating = false;
    // Stepping through a game against the computer pauses it (Resume plays from there), so
    // that the user may try moves for either side without the computer answering; back at
    // the end of the game, the game goes on as it was.
    const bool atEnd = !m_tree->inVariation() && m_tree->ply() >= m_tree->lineLength();
    if (atEnd && m_pausedByReview) {
        resume();
    } else if (!atEnd && (wasThinking || (hasComputer() && !m_model->isOver()))) {
        pauseComputer();
        m_pausedByReview = true;
    }
    emit navigated();
}

bool GameSession::inMainline() const {
    return !m_tree->inVariation();
}

Game GameSession::mainlineGame() const {
    return m_tree->gameAt(GameTree::mainline(int(m_tree->record().mainline.nodes.size())));
}

std::optional<qint64> GameSession::recordedClock(Side s) const {
    const bool atEnd = !m_tree->inVariation() && m_tree->ply() >= m_tree->lineLength();
    if (atEnd || !m_clock->isEnabled() || m_tree->inVariation()) return std::nullopt;
    return m_info.clockAfter(s, m_tree->ply(), m_tree->record().start.sideToMove());
}

// ---- games, files, autosave ---------------------------------------------------------------

void GameSession::setModified(bool modified) {
    if (m_modified == modified) return;
    m_modified = modified;
    emit documentChanged();
}

void GameSession::setKings() {
    for (Side s : {Sente, Gote}) m_model->setKingIsGyoku(s, m_info.gyoku[s]);
}

// Sets the tree and the model to a new game at once; the players are asked afterwards.
void GameSession::loadGame(const Record& record, const Game& game, GameGoal* goal) {
    closeTurn();
    cancelHint();
    m_paused = false;
    m_pausedByReview = false;
    setGoal(goal);
    setKings();
    m_model->setRefuseIllegal(m_info.refuseIllegal);
    m_loading = true;
    m_tree->setRecord(record);
    m_model->setGame(game);
    m_loading = false;
    m_clockHeld = false;
    if (!m_model->isOver()) m_clock->start(m_model->sideToMove());
    holdHumanClock();
    updateHumanToMove();
    emit gameStarted();
    emit documentChanged();
    emit stateChanged();
}

void GameSession::startExercise(const Game& game, Player* sente, Player* gote, GameGoal* goal,
                                const GameInfo& info) {
    if (!m_goal) { // a game is replaced: kept as it is, clocks included
        Record record = m_tree->record();
        GameInfo kept = m_info;
        if (m_clock->isRunning()) kept.moverClock = m_clock->mainLeft(m_clock->runningSide());
        storeGame(record, kept, mainlineGame());
        m_suspended = SuspendedGame{std::move(record), m_filePath, m_modified, m_unrated, m_weaker};
    }
    m_info = GameInfo();
    for (Side s : {Sente, Gote}) m_info.gyoku[s] = info.gyoku[s];
    m_filePath.clear();
    m_modified = false;
    installPlayer(Sente, sente);
    installPlayer(Gote, gote);
    m_clock->reset(TimeControl());
    Record record;
    record.setGame(game);
    loadGame(record, game, goal);
}

void GameSession::continueExercise(const Game& game) {
    if (!m_goal || m_goalDone) return;
    closeTurn();
    m_loading = true;
    m_tree->setGame(game);
    m_model->setGame(game);
    m_loading = false;
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

bool GameSession::resumeGame() {
    if (!m_goal || !m_suspended) return false;
    SuspendedGame game = std::move(*m_suspended);
    m_suspended.reset();
    loadRecord(game.record, game.path);
    setModified(game.modified);
    m_unrated = game.unrated;
    m_weaker = game.weaker;
    return true;
}

bool GameSession::keptGameUnsaved() const {
    return m_goal && m_suspended && m_suspended->modified &&
           !m_suspended->record.mainlineGame().moves().empty();
}

void GameSession::start(const GameSetup& setup) {
    m_unrated = 0;
    m_weaker = setup.handicap.weaker;
    begin(setup.info, setup.startPosition());
}

void GameSession::startFrom(const Position& start) {
    GameInfo info = m_info; // the same players, Kings and time control...
    info.handicap.clear();  // ...from a position of its own
    m_unrated = 1u << unsigned(Unrated::NotFromStart);
    begin(info, start);
}

void GameSession::begin(const GameInfo& info, const Position& start) {
    m_suspended.reset();
    m_info = info;
    m_info.clocks.clear();
    m_info.moverClock = -1;
    m_info.date = QDate::currentDate();
    m_filePath.clear();
    m_modified = false;
    installPlayers();
    m_clock->reset(m_info.timeControl);
    const Game game(start);
    Record record;
    record.setGame(game);
    loadGame(record, game);
}

void GameSession::loadRecord(const Record& record, const QString& path) {
    const Game game = record.mainlineGame();
    m_unrated = 1u << unsigned(Unrated::NotFromStart); // its history is not known
    m_info = gameInfoFromRecord(record);
    m_info.clocks.resize(game.moves().size(), -1);
    m_filePath = path;
    m_modified = false;
    installPlayers();
    m_info.restoreClocks(*m_clock, game);
    m_info.moverClock = -1; // used once: the clocks now run from there
    loadGame(record, game);
}

bool GameSession::open(const QString& path, QString* error) {
    const auto record = readRecordFile(path, error);
    if (!record) return false;
    m_suspended.reset();
    loadRecord(*record, QFileInfo(path).absoluteFilePath());
    return true;
}

void GameSession::restore(const Record& record) {
    m_suspended.reset();
    loadRecord(record, QString());
    setModified(true);
    writeAutoSave(); // still unfinished: keep it safe
}

Record GameSession::record() const {
    Record record = m_tree->record();
    storeGame(record, m_info, mainlineGame());
    return record;
}

bool GameSession::save(const QString& path, QString* error) {
    if (!writeRecordFile(path, record(), error)) return false;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_modified = false;
    emit documentChanged();
    return true;
}

void GameSession::writeAutoSave() {
    if (m_tree->record().mainline.nodes.empty()) return;
    Record record = m_tree->record();
    GameInfo info = m_info;
    if (m_clock->isRunning()) info.moverClock = m_clock->mainLeft(m_clock->runningSide());
    storeGame(record, info, mainlineGame());
    QString error;
    if (!m_autosave.write(record, &error)) emit autoSaveFailed(error);
}

} // namespace ogi
