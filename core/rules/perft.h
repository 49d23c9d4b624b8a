// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the number of leaf nodes of the legal-move tree, the reference check of move
// generation (tests/data/perft.tsv).
#pragma once

#include "history.h"
#include "position.h"

#include <cstdint>

namespace ogi {

// Leaves at depth >= 1 below pos, honouring the repetition rule with the given history
// (which must have room reserved for depth more entries: nothing allocates here).
std::uint64_t perft(Position& pos, History& history, int depth);

} // namespace ogi
