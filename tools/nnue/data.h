// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The NNUE training data: positions with a search score and the game's result, in a compact
// binary file (README.md in this folder gives the layout byte by byte).
#pragma once

#include "rules/position.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace ogi::nnuetools {

constexpr char DataMagic[8] = {'O', 'G', 'I', '-', 'D', 'A', 'T', 'A'};
constexpr std::uint32_t DataVersion = 1;
constexpr std::size_t RecordSize = 40;
constexpr std::size_t DataHeaderSize = 16;

struct Sample {
    Position position;
    int score = 0;  // the search's score, centipawns, side to move's view
    int result = 0; // the game's result for the side to move: 1 won, 0 drawn, -1 lost
};

// One record; false when the position does not fit (more than 36 pieces on the board and in
// hands, or a piece the format cannot say).
bool packSample(const Sample& sample, std::uint8_t out[RecordSize]);
// false when the record is not one packSample makes.
bool unpackSample(const std::uint8_t in[RecordSize], Sample& out);

void writeDataHeader(std::ostream& out);
// Reads a whole data file's records (header checked); false with the reason in *error.
bool readDataFile(const std::string& path, std::vector<std::uint8_t>& records, std::string* error);

} // namespace ogi::nnuetools
