// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-check: the Qt-free check of a build for another system or processor, where the Qt Test
// programs cannot go (the MinGW-w64 build under wine: scripts/dev.sh cross-windows). It
// prints figures that are the same wherever the program is right, perft counts and bench
// nodes, so that two builds are compared line by line; lines that start with "info" (times,
// speeds, the instructions used) are for reading, not comparing.
//   ogi-check perft [MAXDEPTH] < tests/data/perft.tsv
//       every vector up to MAXDEPTH plies (default 5), checked against its count in the file
//   ogi-check bench [DEPTH]
//       ogi-engine's bench (default depth 13), with the built-in network and by hand
// Exit status: 0; 1 when a perft count is not the file's or a line cannot be read, or when
// a bench fails (an error, no nodes, or the network's bench equal to the hand-written one's:
// the network not in use); 2 for bad arguments.
#include "ai/nnue.h"
#include "rules/game.h"
#include "rules/perft.h"
#include "usi.h"
#include "usi/codec.h"

#include <charconv>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace ogi;

namespace {

// A whole number from 1 to max, or 0.
int number(std::string_view text, int max) {
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    return ec == std::errc() && end == text.data() + text.size() && n >= 1 && n <= max ? n : 0;
}

std::vector<std::string_view> split(std::string_view line, char sep) {
    std::vector<std::string_view> parts;
    for (std::size_t at = 0;;) {
        const std::size_t next = line.find(sep, at);
        parts.push_back(line.substr(at, next - at));
        if (next == std::string_view::npos) return parts;
        at = next + 1;
    }
}

// Perft of every vector read from stdin (tests/data/perft.tsv: spec, depth, count).
int checkPerft(int maxDepth) {
    int failures = 0, vectors = 0;
    std::uint64_t leaves = 0;
    const auto t0 = std::chrono::steady_clock::now();
    std::string line;
    for (int lineNo = 1; std::getline(std::cin, line); ++lineNo) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line.front() == '#') continue;
        const auto cols = split(line, '\t');
        std::uint64_t expected = 0;
        const int depth = cols.size() == 3 ? number(cols[1], 20) : 0;
        const bool countRead =
            cols.size() == 3 &&
            std::from_chars(cols[2].data(), cols[2].data() + cols[2].size(), expected).ec ==
                std::errc();
        const auto parsed = usi::parseCommand("position " + std::string(cols[0]));
        const auto* position =
            parsed.ok() ? std::get_if<usi::PositionCommand>(&*parsed.value) : nullptr;
        if (!depth || !countRead || !position) {
            std::cerr << "line " << lineNo << ": not a perft vector: " << line << '\n';
            ++failures;
            continue;
        }
        if (depth > maxDepth) continue;
        Game game(position->start);
        for (Move m : position->moves) game.play(m);
        Position pos = game.position();
        History history = game.history();
        history.reserve(history.size() + std::size_t(depth) + 1);
        const std::uint64_t count = perft(pos, history, depth);
        std::cout << "perft " << cols[0] << " depth " << depth << ": " << count << '\n';
        if (count != expected) {
            std::cerr << "line " << lineNo << ": perft " << count << ", the file says " << expected
                      << '\n';
            ++failures;
        }
        ++vectors;
        leaves += count;
    }
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0)
            .count();
    std::cout << "info perft: " << vectors << " vectors, " << leaves << " leaves in " << ms
              << " ms\n";
    if (failures) std::cerr << failures << " perft vectors failed\n";
    return failures ? 1 : 0;
}

// ogi-engine's bench, by the engine's own code: "bench <evaluation>: <nodes> nodes". Returns
// the nodes (0 when there was an error, or no total).
std::uint64_t bench(const char* evaluation, const std::vector<std::string>& commands) {
    std::ostringstream out;
    {
        UsiEngine engine(out);
        for (const std::string& c : commands) engine.handle(c);
    }
    std::istringstream lines(out.str());
    std::string line;
    std::uint64_t nodes = 0;
    bool error = false;
    while (std::getline(lines, line)) {
        constexpr std::string_view Nodes = "Nodes searched: ", Speed = "Nodes/second: ",
                                   Evaluation = "info string bench evaluation: ";
        if (line.starts_with(Nodes)) {
            const std::string_view n = std::string_view(line).substr(Nodes.size());
            std::from_chars(n.data(), n.data() + n.size(), nodes);
            std::cout << "bench " << evaluation << ": " << n << " nodes\n";
        } else if (line.starts_with(Speed))
            std::cout << "info bench " << evaluation << ": " << line.substr(Speed.size())
                      << " nodes/s\n";
        else if (line.starts_with(Evaluation))
            std::cout << "info bench " << evaluation << ": " << line.substr(Evaluation.size())
                      << '\n';
        else if (line.starts_with("info string error")) {
            std::cerr << line << '\n';
            error = true;
        }
    }
    return error ? 0 : nodes;
}

} // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::string_view what = argc >= 2 ? argv[1] : "";
    const int value = argc >= 3 ? number(argv[2], 30) : -1;
    if (argc > 3 || value == 0 || (what != "perft" && what != "bench")) {
        std::cerr << "usage: ogi-check perft [MAXDEPTH] < perft.tsv\n"
                     "       ogi-check bench [DEPTH]\n";
        return 2;
    }
    if (what == "perft") return checkPerft(value > 0 ? value : 5);
    const std::string command = value > 0 ? "bench " + std::to_string(value) : "bench";
    const std::uint64_t network = bench("network", {command});
    const std::uint64_t byHand =
        bench("hand-written", {"setoption name UseNNUE value false", command});
    if (!network || !byHand) {
        std::cerr << "bench failed\n";
        return 1;
    }
    if (ai::nnue::builtinNetwork() && network == byHand) {
        std::cerr << "bench: the same nodes with the network as by hand: is it in use?\n";
        return 1;
    }
    return 0;
}
