// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tuning data: positions labelled with the result of the game they were taken from.
//
// File format (text, UTF-8, one position a line):
//   <SFEN> <result>
// where <SFEN> is a position in RULES.md §8 form (board, side, hands, ply) and <result> is
// the game's result from Sente's side: 1 (Sente won), 0.5 (draw) or 0 (Gote won). Lines
// that are empty or start with '#' are comments (the generator writes its settings there).
#pragma once

#include "rules/position.h"

#include <functional>
#include <iosfwd>
#include <string>

namespace ogi::tune {

struct LabelledPosition {
    Position position;
    double result = 0.5; // from Sente's side: 1, 0.5 or 0
};

// One line of the format above, with its newline.
std::string formatSample(const Position& pos, double result);

// Parses one non-comment line. On failure, returns false and says why in *error.
bool parseSample(std::string_view line, LabelledPosition& out, std::string* error);

// Reads every position of a stream, calling onSample for each. Stops at the first bad line
// and returns false with "line N: why" in *error; true when the whole stream was read.
bool readSamples(std::istream& in, const std::function<void(const LabelledPosition&)>& onSample,
                 std::string* error);

} // namespace ogi::tune
