// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-engine: reads protocol commands on stdin, answers on stdout.
//   ogi-engine [--help | --version]
#include "usi.h"

#include <iostream>
#include <string>
#include <string_view>

int main(int argc, char* argv[]) {
    // A GUI runs the engine without arguments; these two are for people and packagers
    // (the manual page, packaging/ogi-engine.6.in, documents them).
    if (argc > 1) {
        const std::string_view arg = argv[1];
        const bool version = arg == "--version" || arg == "-v";
        const bool help = arg == "--help" || arg == "-h";
        if (argc == 2 && version) {
            std::cout << "ogi-engine " OGI_VERSION "\n";
            return 0;
        }
        if (argc == 2 && help) {
            std::cout << "Usage: ogi-engine [--help | --version]\n"
                         "Plays Ōgi through a dialect of the USI protocol: reads commands on its\n"
                         "standard input, one a line, and answers on its standard output.\n"
                         "Send 'usi' to see its options and 'quit' to end it; 'man ogi-engine'\n"
                         "lists the commands.\n"
                         "  -h, --help     print this help and exit\n"
                         "  -v, --version  print the version and exit\n";
            return 0;
        }
        std::cerr << "ogi-engine: unexpected argument '" << argv[version || help ? 2 : 1]
                  << "'; try ogi-engine --help\n";
        return 2;
    }
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
