// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-engine: reads protocol commands on stdin, answers on stdout.
#include "usi.h"

#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    // Every answer is written and flushed under the engine's output lock, from this thread or
    // the search thread. cin's default tie would also flush cout before each read, unlocked,
    // racing a bestmove being written: the line could come out twice.
    std::cin.tie(nullptr);
    ogi::UsiEngine engine(std::cout);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.size() > 1 << 20) line.resize(1 << 20); // absurd lines are cut, not trusted
        if (!engine.handle(line)) break;
    }
    return 0;
}
