// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluations as the program shows them, in one format wherever one is seen (the move list,
// the evaluation graph, the comment panel, the analysis line, the computer's thinking, the
// quiz):
//   - pawns (100 centipawns) with one decimal, in the locale's form ("+0,8" in French), the
//     same rounding everywhere (half away from zero);
//   - a forced mate as tsume-shogi counts it: "mate in 3" (「3手詰」) when the King is
//     checkmated after 3 plies and captured on the 5th; "mate" when it is already;
//   - from WonCentipawns on, no number: the side that is winning (a search score that large
//     says the game is decided, not by how much).
//   - a chance of winning (senteWinChance): the leading side's, in whole per cent, "☗ 72 %".
// The short forms fit a column and start with the mark of the side that leads ("☗ +0.8",
// "☖ mate in 3": never a bare sign that a reader may take for the side to move's view); the
// long ones are phrases naming the side.
#pragma once

#include "model/analysis/evaluation.h"

#include <QString>

namespace ogi::texts {

// At and beyond this (30 pawns), an evaluation says who is winning instead of a number.
inline constexpr int WonCentipawns = 3000;

// "☗ +0.8", "☖ +1.2", "0.0", "☗ mate in 3", "☖ mate", "☗ winning", "☖ won" (the King
// already captured); a no-break space after the mark.
QString evaluationShort(const Evaluation& e);
// "Sente is ahead by 0.8 pawns", "Even", "Gote mates in 3 plies", "Sente is winning", "Gote
// has captured the King".
QString evaluationLong(const Evaluation& e);
// The plies of a mate as tsume-shogi counts them: the mating side's last check included,
// the defence after it and the capture not (#5, a capture at ply 5, is a mate in 3); 0 when
// the King is already mated (#1, #2). Only for a mate not yet played out (matePlies > 0).
int tsumePlies(const Evaluation& e);
// The chance of winning of the side that leads, Sente's at even: "☗ 72 %", "☖ 64 %",
// "50 %"; never 0 or 100 % unless certain (a mate, a King captured).
QString winChanceShort(double senteChance);
// "Sente's chance of winning: 72 %".
QString winChanceLong(double senteChance);
// A whole percentage in the language's form: "72%", "72 %" in French.
QString percent(int value);
// An amount of pawns, unsigned: "0.8 pawns" ("0,8 pion", "2,0 pions" in French).
QString pawnAmount(int centipawns);

} // namespace ogi::texts
