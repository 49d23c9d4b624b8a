// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// SplitMix64 (Steele, Lea and Flood), the one pseudo-random mixer of the project: the Zobrist
// keys, the levels' evaluation noise and random moves, and the match tools' seeds all use it,
// so the same seed means the same numbers everywhere.
#pragma once

#include <cstdint>

namespace ogi {

// The n-th output of the generator seeded with 0, for n = x / golden: a stateless hash of x
// whose output bits all depend on every input bit.
constexpr std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// The generator itself: each call advances the state by the golden-ratio step.
class SplitMix64 {
public:
    explicit constexpr SplitMix64(std::uint64_t seed) : m_state(seed) {}
    constexpr std::uint64_t next() {
        const std::uint64_t r = splitmix64(m_state);
        m_state += 0x9e3779b97f4a7c15ull;
        return r;
    }

private:
    std::uint64_t m_state;
};

} // namespace ogi
