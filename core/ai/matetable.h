// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The mate search's own transposition table: proof and disproof numbers of the df-pn search,
// and what is known for good about a position (proved within so many attacker moves,
// disproved up to so many). Allocated once; probing and storing never allocate.
#pragma once

#include "prefetch.h"
#include "rules/types.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace ogi::ai {

// Proof and disproof numbers: 0 means proved (pn) or disproved (dn); MateInfinity is the
// other side of a settled node. Sums saturate below it.
constexpr std::uint32_t MateInfinity = 0x3fffffff;

inline std::uint32_t mateSum(std::uint32_t a, std::uint32_t b) {
    const std::uint32_t s = a + b;
    return s >= MateInfinity ? MateInfinity - 1 : s;
}

// What the table knows about one position for a given bound (attacker moves left).
struct MateProbe {
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
    std::uint16_t best = 0; // a proved attacker node: the move that proved it (raw)
    bool found = false;     // false: the initial guess (1, 1)
};

class MateTable {
public:
    explicit MateTable(std::size_t megabytes = 16);
    void resize(std::size_t megabytes);
    std::size_t megabytes() const { return m_megabytes; }
    // Forgets every entry at once (by generation); the memory is wiped only every 255 calls.
    void newEpoch();

    // The values for key searched with this bound. A proof with a smaller bound or a
    // disproof with a larger one settles it; working numbers count only for the same bound.
    MateProbe probe(Key key, int bound) const;
    // Starts loading key's bucket into the cache, for a probe a little later.
    void prefetch(Key key) const { ai::prefetch(&m_buckets[key & (m_count - 1)]); }
    // Working numbers for an unsettled node.
    void storeWork(Key key, int bound, std::uint32_t pn, std::uint32_t dn, std::uint32_t work);
    void storeProof(Key key, int bound, Move best, std::uint32_t work);
    void storeDisproof(Key key, int bound, std::uint32_t work);
    // Per mille of the first thousand buckets' entries used in this epoch.
    int usedPerMille() const;

private:
    struct Entry {
        Key key;
        std::uint32_t pn, dn;
        std::uint32_t work; // nodes spent below: what replacement keeps
        std::uint16_t best;
        std::uint8_t epoch; // 0: empty
        std::int8_t workBound;
        std::int8_t provedAt;    // smallest bound proved (0: none)
        std::int8_t disprovedAt; // largest bound disproved (0: none)
    };
    static constexpr int BucketSize = 4;
    struct Bucket {
        Entry entries[BucketSize];
    };
    const Entry* find(Key key) const;
    Entry& slotFor(Key key);

    std::unique_ptr<Bucket[]> m_buckets;
    std::size_t m_count = 0; // a power of two
    std::size_t m_megabytes = 0;
    std::uint8_t m_epoch = 1;
};

} // namespace ogi::ai
