// Transposition table: a fixed array of 16-byte entries in buckets of four, allocated once
// when the size is set; probing and storing never allocate.
#pragma once

#include "rules/types.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace ogi::ai {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

struct TTEntry {
    std::uint32_t key32 = 0; // upper half of the Zobrist key
    std::uint16_t move = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint8_t depth = 0;
    std::uint8_t genBound = 0; // generation << 2 | bound
    std::uint32_t pad = 0;

    Bound bound() const { return Bound(genBound & 3); }
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16);
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { m_generation = std::uint8_t((m_generation + 1) & 63); }
    std::size_t megabytes() const { return m_megabytes; }

    // The entry for key, or nullptr.
    const TTEntry* probe(Key key) const;
    void store(Key key, Move move, int score, int eval, int depth, Bound bound);
    // Per mille of sampled entries written in this search (USI "hashfull").
    int hashfull() const;

    // Mate scores are stored relative to the node, not the root.
    static int toTT(int score, int ply);
    static int fromTT(int score, int ply);

private:
    static constexpr int BucketSize = 4;
    struct Bucket {
        TTEntry entries[BucketSize];
    };
    Bucket& bucketOf(Key key) const { return m_buckets[key & (m_count - 1)]; }

    // calloc: the operating system hands over zeroed pages lazily, so a large table costs
    // nothing until the search touches it (engine start-up, fuzzing, the GUI's AiWorker).
    struct FreeDeleter {
        void operator()(Bucket* p) const { std::free(p); }
    };
    std::unique_ptr<Bucket[], FreeDeleter> m_buckets;
    std::size_t m_count = 0; // a power of two
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
};

} // namespace ogi::ai
