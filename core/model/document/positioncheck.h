// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a set-up position (position editor, FEEN/SFEN import) can be played: each side has
// exactly one King, no piece type appears more often than the game has it, and no unpromoted
// piece stands where it could never move (Pawn or Lance on its last rank, Knight on its last
// two ranks).
#pragma once
#include "rules/position.h"

#include <QString>

namespace ogi {

// Empty when the position is fine; otherwise a translated sentence naming the first problem
// found and where it is.
QString setupProblem(const Position& pos);

} // namespace ogi
