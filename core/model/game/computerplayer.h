// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerPlayer: the program's AI as a player. It owns an AiWorker (its own search thread),
// turns the clock into search limits, plays at a level (1-10) exactly as ogi-engine does
// (both go through ai::searchAtLevel), answers only for the turn it was asked, claims the
// 50-move draw when the search advises it, and reports its progress (searchInfo).
#pragma once

#include "ai/levels.h"
#include "model/game/metatypes.h"
#include "model/game/player.h"

namespace ogi {

class AiWorker;

class ComputerPlayer : public Player {
    Q_OBJECT
public:
    explicit ComputerPlayer(int level, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    int level() const { return m_level; }
    // Takes effect at the next turn.
    void setLevel(int level);
    // How long to think when the game has no clock (or no clock is given): by default two
    // seconds a move. Any limits are possible (a node count, a depth).
    void setLimitsWithoutClock(const ai::SearchLimits& limits) { m_fixed = limits; }
    // Search threads at full strength (AiWorker::setSearchThreads).
    void setSearchThreads(int threads);

    bool isHuman() const override { return false; }
    void startTurn(const Game& game, const GameClock* clock) override;
    void cancelTurn() override;
    void moveNow() override;
    // Whether it is searching for the move of a turn.
    bool isThinking() const;

    static constexpr int DefaultMoveTime = 2000; // ms a move without a clock

private:
    void onBestMove(Move move);

    AiWorker* m_worker;
    int m_level;
    ai::SearchLimits m_fixed;
    Game m_game; // the turn's game, to check a draw claim
    bool m_turn = false;
    bool m_drawAdvised = false;
};

} // namespace ogi
