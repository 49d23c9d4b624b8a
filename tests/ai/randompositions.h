// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Varied positions for the evaluation and tuner tests: every position of random games
// (uniform pseudo-legal moves from the start) while both Kings are on the board. Random play
// hangs pieces, so there are hands of every kind, promoted pieces and exposed Kings.
#pragma once

#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/splitmix.h"

#include <cstdint>
#include <vector>

namespace ogi::testing {

inline std::vector<Position> randomPositions(int count, std::uint64_t seed) {
    SplitMix64 rng(seed);
    std::vector<Position> out;
    out.reserve(std::size_t(count));
    while (int(out.size()) < count) {
        Position pos = Position::start();
        const int plies = 20 + int(rng.next() % 100);
        for (int i = 0; i < plies && int(out.size()) < count; ++i) {
            MoveList list;
            generate<GenType::All>(pos, list);
            if (list.size() == 0) break;
            UndoInfo undo;
            pos.doMove(list.moves[rng.next() % std::uint64_t(list.size())], undo);
            if (!pos.bothKings()) break;
            out.push_back(pos);
        }
    }
    return out;
}

} // namespace ogi::testing
