// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "player.h"

namespace ogi {

void HumanPlayer::startTurn(const Game&, const GameClock*) {
    m_turn = true;
}

void HumanPlayer::cancelTurn() {
    m_turn = false;
}

void HumanPlayer::enter(Move move) {
    if (!m_turn) return;
    m_turn = false;
    emit moveChosen(move);
}

} // namespace ogi
