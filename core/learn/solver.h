// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A brute-force solver for forced King captures, independent of the search: it looks at
// every legal move of both sides with no pruning beyond "this move already fails". Used to
// build and verify the tactical test positions (a unique winning first move) and as the
// oracle the mate search (mate.h) is tested against, never to play.
#pragma once

#include "rules/history.h"
#include "rules/position.h"

#include <vector>

namespace ogi::learn {

// Whether the side to move can force a King capture with its n-th move at the latest,
// whatever the opponent replies (an opponent left with no legal move has lost as well).
// checksOnly: every move of the side to move before the capture must give check (tsume).
bool forcedKingCapture(Position& pos, History& history, int n, bool checksOnly = false);

// Every first move after which the King capture is forced within n moves in all (the move
// itself counting as the first). Empty if there is none.
std::vector<Move> winningFirstMoves(Position& pos, History& history, int n,
                                    bool checksOnly = false);

} // namespace ogi::learn
