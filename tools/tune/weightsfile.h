// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes tuned weights as core/ai/evalweights.h: one commented table per block of
// evalparams.h, rounded to integers, ready to be built into the engine.
#pragma once

#include "tuner.h"

#include <iosfwd>
#include <string>

namespace ogi::tune {

// provenance: a line or two saying how the weights were made (data, error before and after);
// it goes in the file's header comment.
void writeWeightsHeader(std::ostream& out, const Params& params, const std::string& provenance);

} // namespace ogi::tune
