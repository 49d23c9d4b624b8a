// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Transposition table: a fixed array of 16-byte entries in buckets of four, allocated once
// when the size is set; probing and storing never allocate. Several search threads share
// one table (Lazy SMP): each entry is two 64-bit words read and written atomically
// (relaxed), the second being the key XOR the first, so that an entry torn by two threads
// writing at once fails the key check instead of giving a wrong result.
#pragma once

#include "prefetch.h"
#include "rules/types.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace ogi::ai {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// What an entry holds, unpacked.
struct TTEntry {
    std::uint16_t move = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint8_t depth = 0;
    std::uint8_t genBound = 0; // generation << 2 | bound

    Bound bound() const { return Bound(genBound & 3); }
    int generation() const { return genBound >> 2; }
    std::uint64_t pack() const;
    static TTEntry unpack(std::uint64_t data);
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16);
    // Not while a search runs.
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { m_generation = std::uint8_t((m_generation + 1) & 63); }
    std::size_t megabytes() const { return m_megabytes; }

    // Asks the processor to fetch key's bucket into the cache: a probe soon after then does
    // not wait for memory.
    void prefetch(Key key) const { ai::prefetch(&bucketOf(key)); }
    // The entry for key into *out; false when there is none.
    bool probe(Key key, TTEntry* out) const;
    void store(Key key, Move move, int score, int eval, int depth, Bound bound);
    // Per mille of sampled entries written in this search (USI "hashfull").
    int hashfull() const;

    // Mate scores are stored relative to the node, not the root.
    static int toTT(int score, int ply);
    static int fromTT(int score, int ply);

private:
    static constexpr int BucketSize = 4;
    struct Slot {
        std::uint64_t data;
        std::uint64_t check; // key ^ data
    };
    struct alignas(64) Bucket {
        Slot entries[BucketSize];
    };
    Bucket& bucketOf(Key key) const { return m_buckets[key & (m_count - 1)]; }
    // A slot's entry, and in *key the key it was stored for (a torn slot gives a key that
    // matches nothing); storing writes both words.
    static TTEntry load(const Slot& s, Key* key);
    static void save(Slot& s, Key key, const TTEntry& e);

    // calloc: the operating system hands over zeroed pages lazily, so a large table costs
    // nothing until the search touches it (engine start-up, fuzzing, the GUI's AiWorker).
    // The buckets start on a cache-line boundary inside the block (a bucket is one line:
    // a probe costs one memory access, not two).
    struct FreeDeleter {
        void operator()(void* p) const { std::free(p); }
    };
    std::unique_ptr<void, FreeDeleter> m_block;
    Bucket* m_buckets = nullptr;
    std::size_t m_count = 0; // a power of two
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
};

} // namespace ogi::ai
