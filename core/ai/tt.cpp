// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tt.h"

#include "score.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace ogi::ai {

namespace {
constexpr std::size_t HugePage = 2 * 1024 * 1024;
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::clamp<std::size_t>(megabytes, 1, 4096);
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Bucket);
    const std::size_t count = std::bit_floor(wanted);
    if (count != m_count) {
        // Buckets are all-zero aggregates: calloc's memory is a valid empty table. A table of
        // 2 MB or more starts on a 2 MB boundary, and Linux is asked to back it with huge
        // pages: a probe lands anywhere in the table, and with 4 KB pages nearly every one
        // also misses the processor's address cache (TLB).
        const std::size_t bytes = count * sizeof(Bucket);
        const std::size_t align = bytes >= HugePage ? HugePage : alignof(Bucket);
        m_block.reset(std::calloc(bytes + align, 1));
        if (!m_block) throw std::bad_alloc();
        const auto at = reinterpret_cast<std::uintptr_t>(m_block.get());
        m_buckets = reinterpret_cast<Bucket*>((at + align - 1) & ~(align - 1));
#if defined(__linux__)
        if (align == HugePage) madvise(m_buckets, bytes, MADV_HUGEPAGE); // only a wish
#endif
        m_count = count;
    } else {
        clear();
    }
    m_megabytes = megabytes;
}

void TranspositionTable::clear() {
    std::fill(m_buckets, m_buckets + m_count, Bucket{});
    m_generation = 0;
}

std::uint64_t TTEntry::pack() const {
    return std::uint64_t(move) | std::uint64_t(std::uint16_t(score)) << 16 |
           std::uint64_t(std::uint16_t(eval)) << 32 | std::uint64_t(depth) << 48 |
           std::uint64_t(genBound) << 56;
}

TTEntry TTEntry::unpack(std::uint64_t data) {
    TTEntry e;
    e.move = std::uint16_t(data);
    e.score = std::int16_t(std::uint16_t(data >> 16));
    e.eval = std::int16_t(std::uint16_t(data >> 32));
    e.depth = std::uint8_t(data >> 48);
    e.genBound = std::uint8_t(data >> 56);
    return e;
}

TTEntry TranspositionTable::load(const Slot& s, Key* key) {
    // The table is plain memory (calloc); atomic_ref makes each word access atomic.
    auto& d = const_cast<std::uint64_t&>(s.data);
    auto& c = const_cast<std::uint64_t&>(s.check);
    const std::uint64_t data = std::atomic_ref<std::uint64_t>(d).load(std::memory_order_relaxed);
    const std::uint64_t check = std::atomic_ref<std::uint64_t>(c).load(std::memory_order_relaxed);
    if (key) *key = data ^ check;
    return TTEntry::unpack(data);
}

void TranspositionTable::save(Slot& s, Key key, const TTEntry& e) {
    const std::uint64_t data = e.pack();
    std::atomic_ref<std::uint64_t>(s.data).store(data, std::memory_order_relaxed);
    std::atomic_ref<std::uint64_t>(s.check).store(data ^ key, std::memory_order_relaxed);
}

bool TranspositionTable::probe(Key key, TTEntry* out) const {
    for (const Slot& s : bucketOf(key).entries) {
        Key stored;
        const TTEntry e = load(s, &stored);
        if (stored == key && e.bound() != BoundNone) {
            *out = e;
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(Key key, Move move, int score, int eval, int depth, Bound bound) {
    // Same position: overwrite (keeping the old move if we have none). Otherwise replace the
    // entry that is least worth keeping: old generations first, then shallow ones.
    Slot* target = nullptr;
    TTEntry old;
    bool same = false;
    int worst = 1 << 30;
    for (Slot& s : bucketOf(key).entries) {
        Key stored;
        const TTEntry e = load(s, &stored);
        if (stored == key || e.bound() == BoundNone) {
            target = &s;
            old = e;
            same = stored == key && e.bound() != BoundNone;
            break;
        }
        const int worth = int(e.depth) - 8 * ((m_generation - e.generation()) & 63);
        if (worth < worst) {
            worst = worth;
            target = &s;
        }
    }
    if (same && move.isNone()) move = Move::fromRaw(old.move);
    if (same && bound != BoundExact && depth + 2 < old.depth && old.generation() == m_generation)
        return; // keep the deeper result of this search
    TTEntry e;
    e.move = move.raw();
    e.score = std::int16_t(score);
    e.eval = std::int16_t(eval);
    e.depth = std::uint8_t(std::clamp(depth, 0, 255));
    e.genBound = std::uint8_t(m_generation << 2 | bound);
    save(*target, key, e);
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t n = std::min<std::size_t>(m_count, 250);
    for (std::size_t i = 0; i < n; ++i)
        for (const Slot& s : m_buckets[i].entries) {
            const TTEntry e = load(s, nullptr);
            used += e.bound() != BoundNone && e.generation() == m_generation;
        }
    return n ? int(used * 1000 / (n * BucketSize)) : 0;
}

int TranspositionTable::toTT(int score, int ply) {
    if (score >= ScoreMateBound) return score + ply;
    if (score <= -ScoreMateBound) return score - ply;
    return score;
}

int TranspositionTable::fromTT(int score, int ply) {
    if (score >= ScoreMateBound) return score - ply;
    if (score <= -ScoreMateBound) return score + ply;
    return score;
}

} // namespace ogi::ai
