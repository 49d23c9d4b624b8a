// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Quiet positions for the tuner. A static evaluation cannot see a capture that is about to
// happen, so the tuner learns from the position at the end of the captures a quiescence
// search expects (the leaf of its principal variation), never from one in the middle of an
// exchange.
#pragma once

#include "rules/position.h"

namespace ogi::tune {

// A captures-and-promotions search on the engine's evaluation, from the side to move's
// point of view: standing pat is allowed; a King that can be captured is captured.
int quiescence(const Position& pos, int alpha, int beta);

// The leaf of pos's quiescence principal variation, and its score from pos's side to move.
// Returns false when there is nothing quiet to learn from: either side's King is attacked
// in pos or in the leaf, or the line ends in a King capture.
bool quietLeaf(const Position& pos, Position& leaf, int* score = nullptr);

} // namespace ogi::tune
