// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the search learns about moves while it runs, to order and reduce them: which quiet
// moves (drops included) cut off before (butterfly history), which captures (capture
// history), which moves answer the opponent's last move (counter-moves) and which follow
// well on the moves one, two and four plies back (continuation histories).
#pragma once

#include "rules/types.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace ogi::ai {

// One learned value, kept in (-Limit, Limit) by a gravity update: a bonus moves it
// towards the limit by less the closer it already is.
template <int Limit> struct StatEntry {
    std::int16_t value = 0;
    operator int() const { return value; }
    void update(int bonus) {
        bonus = std::clamp(bonus, -Limit, Limit);
        value = std::int16_t(value + bonus - value * std::abs(bonus) / Limit);
    }
};

// Pieces are indexed as Piece values (kind + 16 * side, 0-31); NoPiece (32) is the row of
// a null move or of the plies before the root.
constexpr int PieceIndexCount = 33;
// "From" of a board move, or 64 + the dropped kind.
constexpr int FromIndexCount = 64 + KindCount;

inline int fromIndex(Move m) {
    return m.isDrop() ? 64 + m.dropKind() : m.from();
}

using ButterflyHistory = StatEntry<7183>[2][FromIndexCount][64];
using CaptureHistory = StatEntry<10692>[32][64][8];           // [mover][to][captured type]
using PieceToHistory = StatEntry<29952>[PieceIndexCount][64]; // [piece][to]
using CounterMoves = Move[PieceIndexCount][64];

// The continuation histories: one PieceToHistory per (piece, to) of an earlier move.
struct ContinuationHistory {
    PieceToHistory table[PieceIndexCount][64];
};

// All of a searcher's tables, allocated zeroed in one block (the continuation histories are
// 9 MB): calloc hands the pages over lazily, so an unused searcher costs little.
struct Histories {
    ButterflyHistory butterfly;
    CaptureHistory capture;
    CounterMoves counterMoves;
    ContinuationHistory continuation;
};

struct HistoriesDeleter {
    void operator()(Histories* h) const { std::free(h); }
};
using HistoriesPtr = std::unique_ptr<Histories, HistoriesDeleter>;

// Zeroed tables (every entry type is valid as all-zero bytes).
HistoriesPtr makeHistories();
void clearHistories(Histories& h);

} // namespace ogi::ai
