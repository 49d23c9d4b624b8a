// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/computerplayer.h"

#include "model/engines/aiworker.h"
#include "model/game/gameclock.h"

#include <algorithm>

namespace ogi {

ComputerPlayer::ComputerPlayer(int level, QObject* parent)
    : Player(parent), m_worker(new AiWorker(this)),
      m_level(std::clamp(level, ai::MinLevel, ai::MaxLevel)) {
    m_fixed.movetime = DefaultMoveTime;
    connect(m_worker, &AiWorker::info, this, &Player::searchInfo);
    connect(m_worker, &AiWorker::drawClaimAdvised, this, [this] { m_drawAdvised = true; });
    connect(m_worker, &AiWorker::bestMove, this, &ComputerPlayer::onBestMove);
}

ComputerPlayer::~ComputerPlayer() {
    m_worker->cancel();
}

void ComputerPlayer::setLevel(int level) {
    m_level = std::clamp(level, ai::MinLevel, ai::MaxLevel);
}

void ComputerPlayer::setSearchThreads(int threads) {
    m_worker->setSearchThreads(threads);
}

void ComputerPlayer::startTurn(const Game& game, const GameClock* clock) {
    ai::SearchLimits limits = m_fixed;
    if (clock && clock->isEnabled()) {
        // The clock as the engine protocol gives it: both sides' main time, the increment,
        // the byoyomi period; the search shares out the time itself.
        limits = ai::SearchLimits();
        const TimeControl& tc = clock->timeControl();
        for (Side s : {Sente, Gote}) {
            limits.time[s] = int(std::min<qint64>(clock->mainLeft(s), 1 << 30));
            limits.inc[s] = int(tc.incrementMs);
        }
        limits.byoyomi = int(tc.byoyomiMs);
    }
    m_game = game;
    m_turn = true;
    m_drawAdvised = false;
    setState(State::Thinking);
    m_worker->startSearch(game, limits, m_level);
}

void ComputerPlayer::cancelTurn() {
    m_turn = false;
    setState(State::Ready);
    m_worker->cancel(); // no answer of that search is ever delivered
}

void ComputerPlayer::moveNow() {
    if (m_turn) m_worker->stop();
}

bool ComputerPlayer::isThinking() const {
    return m_turn && m_worker->isSearching();
}

void ComputerPlayer::onBestMove(Move move) {
    if (!m_turn) return;
    m_turn = false;
    setState(State::Ready);
    if (m_drawAdvised && m_game.canClaimDraw())
        emit drawClaimed();
    else
        emit moveChosen(move);
}

} // namespace ogi
