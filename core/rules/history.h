// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The repetition rule of RULES.md §7: a move is illegal when the very same move already
// produced the very same position earlier in the game.
#pragma once

#include "movegen.h"
#include "position.h"

#include <vector>

namespace ogi {

class History {
public:
    struct Entry {
        Move move;
        Key keyAfter;
    };

    History();
    void push(Move m, Key keyAfter);
    void pop();
    void clear();
    int size() const { return int(m_entries.size()); }
    const std::vector<Entry>& entries() const { return m_entries; }
    void reserve(int n) { m_entries.reserve(std::size_t(n)); }

    bool contains(Move m, Key keyAfter) const;
    // Whether playing the pseudo-legal move m in pos breaks the repetition rule.
    bool repeats(const Position& pos, Move m) const {
        return m_played[bucket(m)] && contains(m, pos.keyAfter(m));
    }
    // How many moves of generate<All>(pos) break the rule (perft leaves count without making
    // the moves: the pairs in the history are unique, so each one removes at most one move).
    int countRepeating(const Position& pos) const;
    // Removes the moves that break the rule from a list of pseudo-legal moves.
    void filter(const Position& pos, MoveList& list) const;

private:
    // Moves hash into a small table (it stays in the L1 cache on the perft/search hot path);
    // a non-zero bucket only means "maybe played": contains() then scans the entries.
    static constexpr int Buckets = 4096;
    static int bucket(Move m) { return (m.raw() ^ (m.raw() >> 12)) & (Buckets - 1); }

    std::vector<Entry> m_entries;
    std::uint16_t m_played[Buckets] = {}; // entries per bucket
};

// Every legal move: generate<All> minus the repetition rule.
void generateLegal(const Position& pos, const History& history, MoveList& list);

} // namespace ogi
