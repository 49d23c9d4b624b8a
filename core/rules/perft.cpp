// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "perft.h"

namespace ogi {

std::uint64_t perft(Position& pos, History& history, int depth) {
    // The last ply is counted, not made; repetitions are subtracted from the history.
    if (depth <= 1) return std::uint64_t(countMoves(pos) - history.countRepeating(pos));
    MoveList list;
    generate<GenType::All>(pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        if (history.repeats(pos, m)) continue;
        UndoInfo undo;
        pos.doMove(m, undo);
        history.push(m, pos.key());
        nodes += perft(pos, history, depth - 1);
        history.pop();
        pos.undoMove(m, undo);
    }
    return nodes;
}

} // namespace ogi
