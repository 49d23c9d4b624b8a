// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine-vs-engine games refereed by the rules core. A side is either a configuration of the
// search in this process (feature switches, level) or an engine binary speaking our USI
// dialect, run as a child process (old build against new build). Every move is checked by
// Game::play; an illegal move, an overrun of the time allowed, a crash or a resignation
// loses.
#pragma once

#include "ai/levels.h"
#include "ai/search.h"
#include "rules/game.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ogi::match {

// How long a side may think. One of: a fixed time per move, a node or depth limit per move
// (no clock: load-proof), or a clock (main time, Fischer increment, byoyomi), in ms.
struct TimeControl {
    int movetime = 0;
    std::uint64_t nodes = 0;
    int depth = 0;
    int time = 0, inc = 0, byoyomi = 0;

    bool clock() const { return time > 0 || inc > 0 || byoyomi > 0; }
    bool any() const { return movetime > 0 || nodes > 0 || depth > 0 || clock(); }
    std::string text() const; // "movetime 100 ms", "10000+100 ms", "nodes 20000", ...
};

// Parses a clock written in seconds as usual, "10+0.1" (main time + increment) or "10", into
// tc.time and tc.inc. Returns false when the text is not such a clock.
bool parseClock(std::string_view text, TimeControl& tc);

// One side's configuration.
// Default search options with the built-in network (if the binary has one).
ai::SearchOptions withBuiltinNetwork();

struct PlayerSpec {
    std::string name;
    // Non-empty: an engine binary (run through /bin/sh), sent `setoption` for each option.
    std::string command;
    std::vector<std::pair<std::string, std::string>> engineOptions;
    // In this process: the search features, level, threads and hash size. Level 10
    // evaluates with the built-in network, as the program and ogi-engine do (switch nnue=0:
    // by hand); the levels below it always evaluate by hand (ai/levels.h).
    ai::SearchOptions options = withBuiltinNetwork();
    int level = ai::MaxLevel;
    int threads = 1;
    int hashMb = 16;
    // When set, replaces the match's time control for this side (e.g. 4x the opponent's).
    TimeControl ownTc;

    bool external() const { return !command.empty(); }
};

// Parses "key=value,key=value" onto a spec. Keys: cmd (an engine command; no commas),
// name, opt.NAME (a setoption for the engine), level, threads, hash, the time-control keys
// movetime nodes depth time inc byoyomi, nnue (0: the hand-written evaluation at level 10),
// and the in-process search and evaluation switches (switchNames()). Returns an error message, or
// empty.
std::string configure(PlayerSpec& p, std::string_view spec);
// The names of the in-process switches, space-separated.
std::string switchNames();

// A side while a match runs: each concurrent game has its own two.
class Player {
public:
    using Clock = std::chrono::steady_clock;
    struct Reply {
        enum Kind { Played, Resigned, TimedOut, Crashed, Unreadable } kind = Played;
        Move move;
        std::string text; // what the engine said, for the record when it was not a move
    };

    virtual ~Player() = default;
    // Before each game. Returns an empty string, or why the side cannot play.
    virtual std::string newGame() = 0;
    // The side's move in game (its turn), with the clocks as they stand (ms) and a hard
    // deadline after which it has lost on time.
    virtual Reply play(const Game& game, const TimeControl& tc, const int clocks[2],
                       Clock::time_point deadline, std::uint64_t seed) = 0;
};

std::unique_ptr<Player> makePlayer(const PlayerSpec& spec);

struct RefereeSettings {
    TimeControl tc;               // each side's, unless the spec has its own
    int maxPlies = 300;           // a draw when reached
    int marginMs = 100;           // allowed beyond the time given before a loss on time
    int noClockTimeoutMs = 60000; // node- and depth-limited moves: a hung engine loses
};

struct GameRecord {
    Game game;                   // start, moves and outcome
    bool plyLimit = false;       // drawn at maxPlies
    bool illegal = false;        // the loser attempted an illegal move
    bool timeLoss = false;       // the loser overran its time
    bool crash = false;          // the loser's engine died or said nothing readable
    int maxOverrunMs = -1000000; // timed moves: the worst (time used - time allowed)
    std::string note;            // what went wrong, for the record and the log
};

// Plays one game from `opening` (a Game holding the opening moves). The 50-move draw is
// taken as soon as it may be claimed (the side that is not winning would claim it).
GameRecord playGame(Game opening, Player& sente, Player& gote, const PlayerSpec& senteSpec,
                    const PlayerSpec& goteSpec, const RefereeSettings& settings,
                    std::uint64_t seed);

// A varied opening: `plies` random moves from the start, each chosen among the moves a
// depth-2 search scores within `margin` of the best, so no opening hangs material.
Game randomOpening(int plies, std::uint64_t seed, int margin = 80);

// Openings file: one per line, `startpos [moves m1 m2 ...]` or `sfen <SFEN> [moves ...]`,
// moves in machine form; '#' starts a comment. On failure the list is empty and `error`
// names the line and what is wrong.
std::vector<Game> readOpenings(const std::string& path, std::string& error);
// The line that readOpenings reads back for an opening.
std::string openingLine(const Game& opening);

} // namespace ogi::match
