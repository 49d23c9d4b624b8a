// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Static evaluation of an Ōgi position. The terms are in evalterms.h, the blocks of weights and
// the reason for each in evalparams.h, the tuned numbers in evalweights.h (tools/tune).
#pragma once

#include "rules/position.h"

namespace ogi::ai {

// Switches for the evaluation terms, so that the match tool can measure each one.
struct EvalOptions {
    bool pieceSquare = true;  // placement tables
    bool kingDistance = true; // each piece's distance to both Kings
    bool kingSafety = true;   // attackers, defenders, checks and drops near the King
    bool mobility = true;     // squares the sliders, the Princess and the Gold movers reach
    bool handValues = true;   // value pieces in hand separately (else: as on the board)
    bool threats = true;      // pieces attacked by lesser ones, pieces left undefended
};

// Material values in centipawns, by piece kind (type + 8 * promoted); index 7 (the King)
// is 0 because the King is never traded.
int boardValue(int kind);
int handValue(int kind);

// The score of pos for the side to move. It never sees a missing King: the search scores
// King captures before it asks.
int evaluate(const Position& pos, const EvalOptions& options = {});

} // namespace ogi::ai
