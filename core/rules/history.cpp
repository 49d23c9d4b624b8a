// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "history.h"

namespace ogi {

History::History() = default;

void History::push(Move m, Key keyAfter) {
    m_entries.push_back({m, keyAfter});
    ++m_played[bucket(m)];
}

void History::pop() {
    --m_played[bucket(m_entries.back().move)];
    m_entries.pop_back();
}

void History::clear() {
    for (const Entry& e : m_entries) m_played[bucket(e.move)] = 0;
    m_entries.clear();
}

bool History::contains(Move m, Key keyAfter) const {
    if (!m_played[bucket(m)]) return false;
    for (const Entry& e : m_entries)
        if (e.move == m && e.keyAfter == keyAfter) return true;
    return false;
}

int History::countRepeating(const Position& pos) const {
    int n = 0;
    const Side us = pos.sideToMove();
    for (const Entry& e : m_entries) {
        // Cheap necessary conditions first, so that keyAfter() is safe to call; the full
        // check runs only when the keys match, which is rare.
        const Move m = e.move;
        if (m.isDrop()) {
            if (m.dropType() >= HandTypes || !pos.handCount(us, m.dropType(), m.dropPromoted()))
                continue;
        } else {
            const Piece p = pos.pieceOn(m.from());
            if (p == NoPiece || sideOf(p) != us) continue;
        }
        if (pos.keyAfter(m) == e.keyAfter && pos.isPseudoLegal(m)) ++n;
    }
    return n;
}

void History::filter(const Position& pos, MoveList& list) const {
    if (m_entries.empty()) return;
    int kept = 0;
    for (int i = 0; i < list.count; ++i)
        if (!repeats(pos, list.moves[i])) list.moves[kept++] = list.moves[i];
    list.count = kept;
}

void generateLegal(const Position& pos, const History& history, MoveList& list) {
    generate<GenType::All>(pos, list);
    history.filter(pos, list);
}

} // namespace ogi
