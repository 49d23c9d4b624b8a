// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "histories.h"

#include <cstring>
#include <new>

namespace ogi::ai {

HistoriesPtr makeHistories() {
    void* p = std::calloc(1, sizeof(Histories));
    if (!p) throw std::bad_alloc();
    return HistoriesPtr(static_cast<Histories*>(p));
}

void clearHistories(Histories& h) {
    std::memset(static_cast<void*>(&h), 0, sizeof h);
}

} // namespace ogi::ai
