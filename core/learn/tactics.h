// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A tactics file (tests/data/tactics.tsv and the files `ogi-puzzles findmates` writes): one
// forced King capture a line, as n, SFEN and the winning first move or moves
// (comma-separated, machine form), separated by tabs; `#` starts a comment line. The match
// tool's --solve and `ogi-puzzles mates` read it here.
#pragma once

#include "rules/position.h"

#include <string>
#include <vector>

namespace ogi::learn {

struct Tactic {
    int line = 0; // in the file, from 1
    int n = 0;    // attacker moves to the King capture, the capture included
    Position position;
    std::string moves; // the expected first move(s), comma-separated; may be empty
    // Whether the machine-form move is one of moves (any move when none is given).
    bool expects(const std::string& move) const;
};

struct TacticsFile {
    bool opened = false;             // false: the file could not be read at all
    std::vector<Tactic> tactics;     // the lines that read
    std::vector<std::string> errors; // "FILE:LINE: what is wrong", one a line that does not
};

TacticsFile readTactics(const std::string& path);

} // namespace ogi::learn
