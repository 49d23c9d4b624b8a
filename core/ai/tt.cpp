#include "tt.h"

#include "score.h"

#include <algorithm>
#include <bit>
#include <new>

namespace ogi::ai {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
    megabytes = std::clamp<std::size_t>(megabytes, 1, 4096);
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Bucket);
    const std::size_t count = std::bit_floor(wanted);
    if (count != m_count) {
        // Buckets are all-zero aggregates: calloc's memory is a valid empty table.
        m_buckets.reset(static_cast<Bucket*>(std::calloc(count, sizeof(Bucket))));
        if (!m_buckets) throw std::bad_alloc();
        m_count = count;
    } else {
        clear();
    }
    m_megabytes = megabytes;
}

void TranspositionTable::clear() {
    std::fill(m_buckets.get(), m_buckets.get() + m_count, Bucket{});
    m_generation = 0;
}

const TTEntry* TranspositionTable::probe(Key key) const {
    const std::uint32_t k = std::uint32_t(key >> 32);
    const Bucket& b = bucketOf(key);
    for (const TTEntry& e : b.entries)
        if (e.key32 == k && e.bound() != BoundNone) return &e;
    return nullptr;
}

void TranspositionTable::store(Key key, Move move, int score, int eval, int depth, Bound bound) {
    const std::uint32_t k = std::uint32_t(key >> 32);
    Bucket& b = bucketOf(key);
    // Same position: overwrite (keeping the old move if we have none). Otherwise replace the
    // entry that is least worth keeping: old generations first, then shallow ones.
    TTEntry* target = &b.entries[0];
    int worst = 1 << 30;
    for (TTEntry& e : b.entries) {
        if (e.key32 == k || e.bound() == BoundNone) {
            target = &e;
            break;
        }
        const int age = (m_generation - (e.genBound >> 2)) & 63;
        const int worth = int(e.depth) - 8 * age;
        if (worth < worst) {
            worst = worth;
            target = &e;
        }
    }
    if (target->key32 == k && move.isNone()) move = Move::fromRaw(target->move);
    if (target->key32 == k && bound != BoundExact && depth + 2 < target->depth &&
        (target->genBound >> 2) == m_generation)
        return; // keep the deeper result of this search
    target->key32 = k;
    target->move = move.raw();
    target->score = std::int16_t(score);
    target->eval = std::int16_t(eval);
    target->depth = std::uint8_t(std::clamp(depth, 0, 255));
    target->genBound = std::uint8_t(m_generation << 2 | bound);
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t n = std::min<std::size_t>(m_count, 250);
    for (std::size_t i = 0; i < n; ++i)
        for (const TTEntry& e : m_buckets[i].entries)
            used += e.bound() != BoundNone && (e.genBound >> 2) == m_generation;
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
