// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A fake engine for the engine player's tests: it speaks our dialect through the codec and
// misbehaves as its first argument says (or, without one, the variable OGI_FAKE_ENGINE).
//   good     answers everything and plays the first legal move at once
//   silent   never answers "usi"
//   die      answers the handshake, then exits in the middle of its first search
//   garbage  writes lines that are not of the dialect before its answers, else as good
//   illegal  answers "go" with a move that is not legal (from the square a legal move
//            goes to)
//   slow     never answers "go" (nor "stop"): its time runs out
#include "rules/game.h"
#include "rules/movegen.h"
#include "usi/codec.h"

#include <cstdlib>
#include <iostream>
#include <string>

using namespace ogi;

namespace {
void say(const usi::Answer& answer) {
    std::cout << usi::format(answer) << std::endl;
}
} // namespace

int main(int argc, char** argv) {
    const char* env = std::getenv("OGI_FAKE_ENGINE");
    const std::string mode = argc > 1 ? argv[1] : env ? env : "good";
    const bool garbage = mode == "garbage";
    Game game;
    std::string line;
    while (std::getline(std::cin, line)) {
        const auto parsed = usi::parseCommand(line);
        if (!parsed.value) continue;
        const usi::Command& command = *parsed.value;
        if (std::holds_alternative<usi::Usi>(command)) {
            if (mode == "silent") continue;
            if (garbage) std::cout << "hello there \x01\x02 not a usi line" << std::endl;
            say(usi::Id{usi::Id::Field::Name, "Fake " + mode});
            say(usi::Id{usi::Id::Field::Author, "the tests"});
            usi::Option depth;
            depth.name = "Depth";
            depth.type = usi::Option::Type::Spin;
            depth.defaultValue = "3";
            depth.min = 1;
            depth.max = 9;
            say(depth);
            say(usi::UsiOk{});
        } else if (std::holds_alternative<usi::IsReady>(command)) {
            say(usi::ReadyOk{});
        } else if (const auto* pos = std::get_if<usi::PositionCommand>(&command)) {
            game = Game(pos->start);
            for (Move m : pos->moves) game.play(m);
        } else if (std::holds_alternative<usi::Go>(command)) {
            if (mode == "die") return 3;
            if (mode == "slow") continue;
            if (garbage) {
                std::cout << "bestmove zz99" << std::endl;
                std::cout << "info depth x score cp" << std::endl;
            }
            MoveList list;
            game.legalMoves(list);
            if (list.count == 0) {
                say(usi::BestMove{usi::BestMove::Kind::Resign, Move(), std::nullopt});
                continue;
            }
            Move move = list.moves[0];
            if (mode == "illegal") move = Move::board(move.to(), move.isDrop() ? 0 : move.from());
            usi::Info info;
            info.depth = 1;
            info.score = usi::Score{usi::Score::Kind::Cp, 12};
            info.pv = {move};
            say(info);
            say(usi::BestMove{usi::BestMove::Kind::Move, move, std::nullopt});
        } else if (std::holds_alternative<usi::Quit>(command)) {
            return 0;
        }
    }
    return 0;
}
