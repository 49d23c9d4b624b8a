// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/player.h"

namespace ogi {

void Player::setState(State state) {
    if (m_state == state || m_state == State::Failed) return;
    m_state = state;
    emit stateChanged(state);
}

void Player::fail(const QString& message) {
    if (m_state == State::Failed) return;
    m_error = message;
    m_state = State::Failed;
    emit stateChanged(State::Failed);
    emit failed(message);
}

void HumanPlayer::startTurn(const Game&, const GameClock*) {
    m_turn = true;
    setState(State::Thinking);
}

void HumanPlayer::cancelTurn() {
    m_turn = false;
    setState(State::Ready);
}

void HumanPlayer::enter(Move move) {
    if (!m_turn) return;
    m_turn = false;
    setState(State::Ready);
    emit moveChosen(move);
}

} // namespace ogi
