// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tsume collection's generator: problems found in engine games, checked by the mate
// search (a forced King capture by checks alone, one winning first move, no shorter win, a
// sensible position), deduplicated and rated.
#pragma once

#include "learn/puzzle.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ogi::puzzles {

struct GenerateOptions {
    int count = 320;              // problems wanted, a quarter for each length
    int games = 20000;            // at most this many games
    std::uint64_t seed = 1;       // games are seeded by seed + game number
    std::uint64_t nodes = 400000; // mate search budget per position
};

// What makes a problem hard, measured along its solution.
struct PuzzleFeatures {
    int firstChecks = 0;     // checking moves at the start: the candidates
    int defenderReplies = 0; // replies that do not lose at once, summed over the solution
    bool keySacrifice = false;
    bool laterSacrifice = false;
    bool keyDrop = false;
    bool keyQuiet = false; // the key move is a board move that neither captures nor promotes
    bool declinedPromotion = false;
    bool privilege = false;
};

PuzzleFeatures measure(const learn::Puzzle& p);
int rate(int plies, const PuzzleFeatures& f);
std::vector<std::string> themes(const PuzzleFeatures& f);

// Sorted by length, then rating. Progress goes to stderr.
std::vector<learn::Puzzle> generate(const GenerateOptions& opt);

} // namespace ogi::puzzles
