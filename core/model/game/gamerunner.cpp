// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gamerunner.h"

#include "model/engines/engineregistry.h"
#include "model/game/computerplayer.h"
#include "model/game/gameclock.h"
#include "model/game/gamegoal.h"
#include "model/game/gamemodel.h"
#include "model/game/gametexts.h"
#include "model/game/player.h"
#include "model/game/usiplayer.h"

#include <QTimer>

#include <utility>

namespace ogi {

GameRunner::GameRunner(GameModel* model, EngineRegistry* engines, QObject* parent)
    : QObject(parent), m_model(model), m_engines(engines), m_clock(new GameClock(this)) {
    for (Side s : {Sente, Gote}) installPlayer(s, new HumanPlayer(this));
    connect(m_clock, &GameClock::timeOut, m_model, &GameModel::loseOnTime);
    updateHumanToMove();
    scheduleTurn();
}

GameRunner::~GameRunner() {
    // No signal from here on: the session that owns the runner is being destroyed, and the
    // model may be gone already. The players say nothing more to the runner either: a turn
    // cancelled below changes the player's state, which would run the clock on that model.
    blockSignals(true);
    for (Player* player : m_players)
        if (player) player->disconnect(this);
    closeTurn();
}

// ---- players ------------------------------------------------------------------------------

Player* GameRunner::makePlayer(const PlayerInfo& info) {
    switch (info.kind) {
    case PlayerInfo::Kind::Human: break;
    case PlayerInfo::Kind::Computer: return new ComputerPlayer(info.level, this);
    case PlayerInfo::Kind::Engine: {
        // The engine as it was added (Settings ▸ Engines…): its executable on this machine
        // and the options the user set.
        const std::optional<EngineConfig> added =
            m_engines ? m_engines->find(info.engine) : std::nullopt;
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

void GameRunner::setPlayer(Side s, const PlayerInfo& info) {
    Player* now = m_players[s];
    auto* engine = qobject_cast<UsiPlayer*>(now);
    if (auto* computer = qobject_cast<ComputerPlayer*>(now);
        computer && info.kind == PlayerInfo::Kind::Computer) {
        computer->setLevel(info.level); // from its next turn
    } else if (engine && info.kind == PlayerInfo::Kind::Engine && engine->name() == info.engine &&
               engine->state() != Player::State::Failed) {
        // The same engine goes on.
    } else if (!(qobject_cast<HumanPlayer*>(now) && info.kind == PlayerInfo::Kind::Human)) {
        setPlayer(s, makePlayer(info));
        return;
    }
    emit stateChanged();
}

void GameRunner::setPlayer(Side s, Player* player) {
    if (m_turn.open && m_turn.side == s) closeTurn();
    installPlayer(s, player);
    updateHumanToMove();
    runClock();
    scheduleTurn();
    emit stateChanged();
}

void GameRunner::installPlayer(Side s, Player* player) {
    Player* old = m_players[s];
    player->setParent(this);
    m_players[s] = player;
    connect(player, &Player::moveChosen, this, [this, player](Move m) { onMoveChosen(player, m); });
    connect(player, &Player::drawClaimed, this, [this, player] { onDrawClaimed(player); });
    connect(player, &Player::resigned, this, [this, player] { onResigned(player); });
    connect(player, &Player::failed, this,
            [this, player](const QString& message) { onPlayerFailed(player, message); });
    connect(player, &Player::searchInfo, this, [this, player](const AiInfo& info) {
        if (m_turn.open && player == m_players[m_turn.side]) emit searchInfo(info);
    });
    // An engine that was starting is ready: its clock may run now.
    connect(player, &Player::stateChanged, this, [this] { runClock(); });
    if (old && old != player) {
        old->cancelTurn();
        old->deleteLater();
    }
}

void GameRunner::setGoal(GameGoal* goal) {
    m_goal = goal;
    m_finished = false;
    scheduleTurn();
}

void GameRunner::setFinished(bool finished) {
    m_finished = finished;
    if (finished) {
        closeTurn();
        m_clock->stop();
    }
    updateHumanToMove();
    emit stateChanged();
}

// ---- who may move -------------------------------------------------------------------------

bool GameRunner::isHumanToMove() const {
    if (m_model->isOver() || m_finished) return false;
    // While the computer is stopped (Stop, or stepping through the game), the user may
    // enter moves for its side too: to try a line in review or a variation.
    return m_players[m_model->sideToMove()]->isHuman() || (m_paused && !m_goal);
}

bool GameRunner::isThinking() const {
    return m_turn.open && !m_players[m_turn.side]->isHuman();
}

bool GameRunner::hasComputer() const {
    return !m_players[Sente]->isHuman() || !m_players[Gote]->isHuman();
}

bool GameRunner::computerToMove() const {
    return !m_model->isOver() && !m_players[m_model->sideToMove()]->isHuman();
}

std::optional<Side> GameRunner::humanSide() const {
    if (m_players[Sente]->isHuman() == m_players[Gote]->isHuman()) return std::nullopt;
    return m_players[Sente]->isHuman() ? Sente : Gote;
}

Side GameRunner::resigningSide() const {
    return humanSide().value_or(m_model->sideToMove());
}

int GameRunner::actionsToUndo() const {
    Game game = m_model->game();
    if (!game.undo()) return 0;
    int actions = 1;
    const bool oneHuman = m_players[Sente]->isHuman() != m_players[Gote]->isHuman();
    while (oneHuman && !m_players[game.sideToMove()]->isHuman() && !game.moves().empty() &&
           game.undo())
        ++actions;
    return actions;
}

void GameRunner::updateHumanToMove() {
    const bool now = isHumanToMove();
    if (now == m_humanToMove) return;
    m_humanToMove = now;
    emit humanToMoveChanged(now);
}

// ---- the clock ----------------------------------------------------------------------------

void GameRunner::runClock() {
    if (!m_clock->isEnabled()) return;
    const Side side = m_model->sideToMove();
    const Player* player = m_players[side];
    const bool runs = !m_model->isOver() && !m_finished && !m_paused &&
                      player->state() != Player::State::Starting &&
                      !(m_userAway && player->isHuman());
    if (!runs) {
        if (m_clock->isRunning()) m_clock->stop();
    } else if (!m_clock->isRunning() || m_clock->runningSide() != side) {
        m_clock->start(side);
    }
}

void GameRunner::setUserAway(bool away) {
    if (m_userAway == away) return;
    m_userAway = away;
    runClock();
}

// ---- asking the players -------------------------------------------------------------------

void GameRunner::scheduleTurn() {
    if (m_turnScheduled) return;
    m_turnScheduled = true;
    // Queued: the model finishes its signals before a player is asked (a player may answer
    // at once).
    QTimer::singleShot(0, this, &GameRunner::askPlayer);
}

void GameRunner::askPlayer() {
    m_turnScheduled = false;
    if (m_turn.open || m_model->isOver() || m_finished) return;
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

void GameRunner::closeTurn() {
    if (!m_turn.open) return;
    const Side side = m_turn.side;
    m_turn = Turn{false, false, side, m_turn.id + 1};
    m_players[side]->cancelTurn();
}

// The player answered: its turn is over (nothing to withdraw).
void GameRunner::endTurn() {
    m_turn.open = false;
    ++m_turn.id;
    emit stateChanged();
}

void GameRunner::play(Move move) {
    if (!isHumanToMove()) return;
    m_held.reset();
    // Held back where it would lose: the official rule (the friendly one refuses it in the
    // model), no exercise (its goal explains an illegal move), not strict.
    if (!m_strictIllegal && !m_goal && !m_model->refuseIllegal()) {
        const Illegal why = m_model->game().check(move);
        if (why != Illegal::None) {
            m_held = Held{move, m_model->position()};
            emit illegalMoveHeld(move, texts::illegalMoveHeld(m_model->position(), move, why));
            return;
        }
    }
    enter(move);
}

void GameRunner::playHeldMove() {
    const std::optional<Held> held = std::exchange(m_held, std::nullopt);
    if (!held || !isHumanToMove() || !(held->position == m_model->position())) return;
    enter(held->move);
}

void GameRunner::enter(Move move) {
    auto* human = qobject_cast<HumanPlayer*>(m_players[m_model->sideToMove()]);
    if (!human) {
        // The stopped computer's side, played by the user: judged by the rules like any
        // move, and the computer stays stopped (its clock too) until Resume.
        m_model->requestMove(move);
        return;
    }
    // The board may be quicker than the queued question: a move entered in the same turn of
    // the event loop as the last change opens the human's turn first.
    if (!m_turn.open) askPlayer();
    human->enter(move);
}

void GameRunner::onMoveChosen(Player* player, Move move) {
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

void GameRunner::onDrawClaimed(Player* player) {
    if (!m_turn.open || m_turn.answered || player != m_players[m_turn.side]) return;
    endTurn();
    m_model->claimDraw();
    if (!m_model->isOver()) scheduleTurn(); // not claimable after all: ask again
}

void GameRunner::onResigned(Player* player) {
    if (!m_turn.open || m_turn.answered || player != m_players[m_turn.side]) return;
    const Side side = m_turn.side;
    endTurn();
    m_model->resign(side);
}

// A failed player can play no more: the game stops where it is, kept whole, until another
// player takes the side and the user resumes.
void GameRunner::onPlayerFailed(Player* player, const QString& message) {
    for (Side s : {Sente, Gote}) {
        if (player != m_players[s]) continue;
        if (!m_model->isOver() && !m_goal) pause();
        if (auto* engine = qobject_cast<UsiPlayer*>(player); engine && m_engines)
            m_engines->markFailed(engine->name(), message);
        emit playerFailed(s, message);
        return;
    }
}

void GameRunner::applyMove(Move move) {
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

void GameRunner::resign() {
    m_model->resign(resigningSide());
}

void GameRunner::moveNow() {
    if (isThinking()) m_players[m_turn.side]->moveNow();
}

// ---- stopping and going on ----------------------------------------------------------------

void GameRunner::pause() {
    closeTurn();
    m_paused = true;
    m_pausedByReview = false; // pauseForReview says when the review paused it
    runClock();
    updateHumanToMove();
    emit stateChanged();
}

void GameRunner::pauseForReview() {
    pause();
    m_pausedByReview = true;
}

void GameRunner::stopComputer() {
    if (computerToMove() || isThinking()) pause();
}

void GameRunner::resume() {
    if (m_paused) run();
}

// Unpaused: the clock, the turn and the window follow the game as it now stands.
void GameRunner::run() {
    m_paused = false;
    m_pausedByReview = false;
    runClock();
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

// ---- the game moved on --------------------------------------------------------------------

void GameRunner::afterLoad() {
    closeTurn();
    m_held.reset();
    run();
}

void GameRunner::afterPositionChange() {
    closeTurn(); // whatever was asked was about another position
    m_held.reset();
    updateHumanToMove();
    scheduleTurn();
    emit stateChanged();
}

void GameRunner::afterMove(Side mover) {
    if (m_clock->isEnabled()) m_clock->moveMade(mover);
    // moveMade starts the next side's clock; it runs only if it may (a stopped computer, an
    // engine still starting, the user away…).
    runClock();
}

void GameRunner::afterUndo() {
    runClock();
}

void GameRunner::afterGameOver() {
    closeTurn();
    m_clock->stop();
    updateHumanToMove();
    emit stateChanged();
}

} // namespace ogi
