// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation into caller-owned fixed arrays: nothing here allocates.
#pragma once

#include "position.h"

namespace ogi {

struct MoveList {
    // The array is left uninitialised on purpose (a union member): zeroing 4 KB for every
    // list showed up in perft profiles. Only moves[0..count) are ever read.
    union {
        Move moves[rules::MaxMoves];
    };
    int count = 0;

    MoveList() {}

    void add(Move m) { moves[count++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    Move* begin() { return moves; }
    Move* end() { return moves + count; }
    int size() const { return count; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
};

enum class GenType {
    All,      // every board move and drop allowed by §4-§6
    Captures, // board moves that capture or promote (quiescence)
    Quiets,   // the rest of All: non-capturing non-promoting board moves, and drops
};

// Every move of the side to move allowed by RULES.md §4-§6, not yet filtered by the
// repetition rule. Empty when a King is missing. Promotion and non-promotion, privilege and
// non-privilege variants are separate moves.
template <GenType T = GenType::All> void generate(const Position& pos, MoveList& list);

// The number of moves generate<All> would produce, computed without listing them.
int countMoves(const Position& pos);

} // namespace ogi
