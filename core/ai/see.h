// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Static exchange evaluation: the material outcome of the captures on one square, each side
// taking with its least valuable piece and free to stop when going on would lose.
//
// In a drop game a capture is worth more than the piece's value on the board: the opponent
// loses the piece and the captor gains it in hand (unpromoted), ready to be dropped. So each
// capture in the exchange is counted as board value + hand value, the swing the evaluation
// itself would see. A drop is a move like another here: the dropped piece stands on its
// square and the exchange says whether it survives there.
#pragma once

#include "rules/position.h"

namespace ogi::ai {

// The swing of capturing a piece of this kind: its board value plus the hand value of its
// unpromoted type (what the captor gains).
int captureValue(int kind);

// Whether the exchange started by m (pseudo-legal; a capture, a quiet move or a drop) gains
// at least `threshold` centipawns for the side making it. A promotion on m counts its gain.
bool seeGe(const Position& pos, Move m, int threshold);

} // namespace ogi::ai
