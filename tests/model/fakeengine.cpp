// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A fake engine for the engine player's tests: it speaks our dialect through the codec and
// misbehaves as its first argument says (or, without one, the variable OGI_FAKE_ENGINE).
//   good     answers everything and plays the first legal move at once
//   silent   never answers "usi"
//   die      answers the handshake, then exits in the middle of its first search
//   garbage  writes lines that are not of the dialect before its answers, and a move that
//            was not asked for before its "readyok", else as good
//   illegal  answers "go" with a move that is not legal (from the square a legal move
//            goes to)
//   slow     never answers "go" (nor "stop"): its time runs out
// and for the analysis (UsiAnalysisEngine), each declaring the option MultiPV (1-16):
//   analyse          answers "go infinite" with two iterations of MultiPV lines (the first
//                    legal moves, scores falling from the side to move's view), then waits
//                    for "stop"; it answers "stop" with a late line of the old search
//                    (score cp 999) before its "bestmove"
//   analyse-garbage  as analyse, with a line that is not of the dialect before the lines
//   analyse-die      as analyse, but exits after its first lines
//   analyse-deaf     as analyse, but never answers "stop"
#include "rules/game.h"
#include "rules/movegen.h"
#include "usi/codec.h"

#include <algorithm>
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
    const bool analyse = mode.rfind("analyse", 0) == 0;
    const bool garbage = mode == "garbage" || mode == "analyse-garbage";
    int multiPV = 1;
    bool showWdl = false;
    bool searching = false; // an infinite search runs (analyse)
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
            if (mode == "analyse-wdl") { // it says its chances when asked (USI_ShowWDL)
                usi::Option wdl;
                wdl.name = "USI_ShowWDL";
                wdl.type = usi::Option::Type::Check;
                wdl.defaultValue = "false";
                say(wdl);
            }
            if (analyse) {
                usi::Option lines;
                lines.name = "MultiPV";
                lines.type = usi::Option::Type::Spin;
                lines.defaultValue = "1";
                lines.min = 1;
                lines.max = 16;
                say(lines);
            }
            say(usi::UsiOk{});
        } else if (std::holds_alternative<usi::IsReady>(command)) {
            if (mode == "garbage") std::cout << "bestmove c3c4" << std::endl;
            say(usi::ReadyOk{});
        } else if (const auto* pos = std::get_if<usi::PositionCommand>(&command)) {
            game = Game(pos->start);
            for (Move m : pos->moves) game.play(m);
        } else if (const auto* set = std::get_if<usi::SetOption>(&command)) {
            if (set->name == "MultiPV" && set->value) multiPV = std::stoi(*set->value);
            if (set->name == "USI_ShowWDL") showWdl = set->value == "true";
        } else if (std::holds_alternative<usi::Stop>(command)) {
            if (!analyse || !searching || mode == "analyse-deaf") continue;
            searching = false;
            MoveList list;
            game.legalMoves(list);
            if (list.count == 0) {
                say(usi::BestMove{usi::BestMove::Kind::Resign, Move(), std::nullopt});
                continue;
            }
            usi::Info late;
            late.multipv = 1;
            late.depth = 3;
            late.score = usi::Score{usi::Score::Kind::Cp, 999};
            late.pv = {list.moves[0]};
            say(late);
            say(usi::BestMove{usi::BestMove::Kind::Move, list.moves[0], std::nullopt});
        } else if (analyse && std::holds_alternative<usi::Go>(command)) {
            MoveList list;
            game.legalMoves(list);
            if (garbage) std::cout << "info multipv one two three" << std::endl;
            for (int depth = 1; depth <= 2; ++depth)
                for (int k = 1; k <= std::min(multiPV, list.count); ++k) {
                    usi::Info info;
                    info.multipv = k;
                    info.depth = depth;
                    info.score = usi::Score{usi::Score::Kind::Cp, 50 - 10 * k};
                    info.nodes = 1000u * unsigned(depth);
                    info.nps = 50000;
                    info.pv = {list.moves[k - 1]};
                    // The side to move's chances: 70 % to win on the first line, 10 % less
                    // each line below, and a draw of 10 %.
                    if (showWdl) info.wdl = usi::Wdl{800 - 100 * k, 100, 100 + 100 * k};
                    say(info);
                }
            if (mode == "analyse-die") return 3;
            searching = true;
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
