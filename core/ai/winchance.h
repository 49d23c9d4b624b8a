// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The win-chance model: how often the side to move goes on to win from a position that a search
// scores s centipawns, at a stage m of the game. It has the form of Stockfish's win-rate model,
// a logistic in the score whose centre a and width b depend on the stage:
//
//     P(win  | s, m) = 1 / (1 + exp((a(m) - s) / b(m)))
//     P(loss | s, m) = P(win | -s, m)
//     P(draw | s, m) = 1 - P(win) - P(loss)
//
// fitted by maximum likelihood on self-play games, once for the network's scores and once for
// the hand-written evaluation's (their centipawns do not mean the same). docs/winchance.md
// gives the data, the method, the parameters and how well they predict held-out games;
// tools/winchance fits them again. Pure C++, no allocation.
#pragma once

#include <cstdint>

namespace ogi {
class Position;
}

namespace ogi::ai {

// Which evaluation gave the score: the learned network (level 10 with UseNNUE, the default)
// or the hand-written one (levels 1-9, or UseNNUE off).
enum class EvalKind : std::uint8_t { Network, Hand };

// The stage the model reads, from a position: the pieces standing on the board, Kings left out
// (34 at the start). Captured pieces wait in hand, so the count falls as the game goes on. The
// model reads a stage below 21 as 21 (1 % of the fitted positions had fewer).
int gameStage(const Position& pos);

// The logistic at one stage, in centipawns: P(win) = 1 / (1 + exp((a - s) / b)), b > 0, a >= 0.
struct WinLogistic {
    double a = 0;
    double b = 100;
};
WinLogistic winLogistic(int stage, EvalKind evaluation);

// The chance that the side to move wins, from 0 to 1: the formula above.
double winChance(double score, const WinLogistic& model);
// The same for a search score (ai/score.h): a mate score is a certain win (1) or loss (0).
double winChance(int score, int stage, EvalKind evaluation);

// Win, draw and loss in per mille, summing to exactly 1000: each chance's thousandths rounded
// down, and the units missing given to the largest remainders (the draw first, then the win,
// on a tie), so that each is within one of its exact value.
struct Wdl {
    int win = 0, draw = 0, loss = 0;
    bool operator==(const Wdl&) const = default;
};
Wdl wdl(double score, const WinLogistic& model);
// A mate score gives {1000, 0, 0} or {0, 0, 1000}.
Wdl wdl(int score, int stage, EvalKind evaluation);

} // namespace ogi::ai
