// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "matetable.h"

#include <algorithm>
#include <cstring>

namespace ogi::ai {

MateTable::MateTable(std::size_t megabytes) {
    resize(megabytes);
}

void MateTable::resize(std::size_t megabytes) {
    megabytes = std::max<std::size_t>(1, megabytes);
    std::size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024) count *= 2;
    m_buckets = std::make_unique<Bucket[]>(count); // value-initialised: every epoch 0
    m_count = count;
    m_megabytes = megabytes;
    m_epoch = 1;
}

void MateTable::newEpoch() {
    if (++m_epoch == 0) {
        std::memset(static_cast<void*>(m_buckets.get()), 0, m_count * sizeof(Bucket));
        m_epoch = 1;
    }
}

const MateTable::Entry* MateTable::find(Key key) const {
    const Bucket& b = m_buckets[key & (m_count - 1)];
    for (const Entry& e : b.entries)
        if (e.epoch == m_epoch && e.key == key) return &e;
    return nullptr;
}

MateTable::Entry& MateTable::slotFor(Key key) {
    Bucket& b = m_buckets[key & (m_count - 1)];
    Entry* victim = &b.entries[0];
    for (Entry& e : b.entries) {
        if (e.epoch == m_epoch && e.key == key) return e;
        if (e.epoch != m_epoch) {
            if (victim->epoch == m_epoch) victim = &e;
        } else if (victim->epoch == m_epoch && e.work < victim->work) {
            victim = &e;
        }
    }
    *victim = Entry{key, 1, 1, 0, 0, m_epoch, 0, 0, 0};
    return *victim;
}

MateProbe MateTable::probe(Key key, int bound) const {
    MateProbe r;
    const Entry* e = find(key);
    if (!e) return r;
    if (e->provedAt && e->provedAt <= bound) {
        r.pn = 0;
        r.dn = MateInfinity;
        r.best = e->best;
        r.found = true;
    } else if (e->disprovedAt >= bound) {
        r.pn = MateInfinity;
        r.dn = 0;
        r.found = true;
    } else if (e->workBound == bound) {
        r.pn = e->pn;
        r.dn = e->dn;
        r.found = true;
    }
    return r;
}

void MateTable::storeWork(Key key, int bound, std::uint32_t pn, std::uint32_t dn,
                          std::uint32_t work) {
    Entry& e = slotFor(key);
    e.workBound = std::int8_t(bound);
    e.pn = pn;
    e.dn = dn;
    e.work = std::max(e.work, work);
}

void MateTable::storeProof(Key key, int bound, Move best, std::uint32_t work) {
    Entry& e = slotFor(key);
    if (!e.provedAt || bound < e.provedAt) {
        e.provedAt = std::int8_t(bound);
        e.best = best.raw();
    }
    e.work = std::max(e.work, work);
}

void MateTable::storeDisproof(Key key, int bound, std::uint32_t work) {
    Entry& e = slotFor(key);
    e.disprovedAt = std::int8_t(std::max<int>(e.disprovedAt, bound));
    e.work = std::max(e.work, work);
}

int MateTable::usedPerMille() const {
    const std::size_t n = std::min<std::size_t>(m_count, 1000 / BucketSize);
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (const Entry& e : m_buckets[i].entries) used += e.epoch == m_epoch;
    return int(used * 1000 / std::max<std::size_t>(1, n * BucketSize));
}

} // namespace ogi::ai
