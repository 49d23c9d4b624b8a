// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluations as the program shows them, in one format wherever one is seen (the move list,
// the evaluation graph, the comment panel, the analysis line, the computer's thinking, the
// quiz):
//   - pawns (100 centipawns) with one decimal, in the locale's form ("+0,8" in French), the
//     same rounding everywhere (half away from zero);
//   - a forced King capture in so many plies (the capture included): "#5";
//   - from WonCentipawns on, no number: the side that is winning (a search score that large
//     says the game is decided, not by how much).
// The short forms fit a column and start with the mark of the side that leads ("☗ +0.8",
// "☖ #5": never a bare sign that a reader may take for the side to move's view); the long
// ones are phrases naming the side.
#pragma once

#include "model/analysis/evaluation.h"

#include <QString>

namespace ogi::texts {

// At and beyond this (30 pawns), an evaluation says who is winning instead of a number.
inline constexpr int WonCentipawns = 3000;

// "☗ +0.8", "☖ +1.2", "0.0", "☗ #5", "☖ #5", "☗ winning", "☖ won" (the King already
// captured); a no-break space after the mark.
QString evaluationShort(const Evaluation& e);
// "Sente is ahead by 0.8 pawns", "Even", "Gote captures the King in 5 plies", "Sente is
// winning", "Gote has captured the King".
QString evaluationLong(const Evaluation& e);
// An amount of pawns, unsigned: "0.8 pawns" ("0,8 pion", "2,0 pions" in French).
QString pawnAmount(int centipawns);

} // namespace ogi::texts
