// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Positions from engine games, the raw material of the mate measurements and the puzzles.
#pragma once

#include "rules/history.h"
#include "rules/position.h"

#include <cstdint>
#include <functional>

namespace ogi::puzzles {

// Plays `games` games between two levels that change from game to game (a weaker side
// against a stronger one, so that games end in attacks on the King), each from the start
// with the levels' own noise as the only randomness, seeded by seed + game number. Calls
// visit for every position reached before the end, with the game's history. visit returns
// false to stop everything.
using PositionVisitor = std::function<bool(int game, const Position& pos, const History& history)>;
void forEachGamePosition(int games, std::uint64_t seed, const PositionVisitor& visit);

} // namespace ogi::puzzles
