// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine protocol (our USI dialect, core/usi/README.md) as typed messages: every command
// a GUI sends and every answer an engine gives, parsed from one line and formatted into one.
// Pure C++, no Qt; ogi-engine, tools/match and the engine player all speak through it.
//
// Parsing never throws and never trusts the line: a result holds the message read, or an
// English error saying what is wrong and where ("go: 'btime' needs a whole number >= 0,
// found 'abc'"), or, where the dialect says what to keep of a faulty line, both (a position
// up to its first unreadable move; an info line without its unreadable fields). Memory use
// is bounded by the line's length, and lines longer than MaxLineLength are refused.
// Formatting always gives one line, without its newline.
#pragma once

#include "rules/game.h"
#include "rules/position.h"
#include "rules/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ogi::usi {

constexpr std::size_t MaxLineLength = std::size_t(1) << 20;
// Times and counts that a search takes as an int are read up to this (12 days in ms).
constexpr int MaxInt = 1 << 30;

// The result of reading one line. A blank line gives neither a value nor an error.
template <class T> struct Parsed {
    std::optional<T> value; // what to act on (with an error: what the dialect keeps)
    std::string error;      // what is wrong, in English; empty when the line was read whole
    bool ok() const { return value.has_value() && error.empty(); }
};

// ---- Commands: GUI to engine -------------------------------------------------------------

struct Usi {
    bool operator==(const Usi&) const = default;
};
struct IsReady {
    bool operator==(const IsReady&) const = default;
};
// "setoption name <id> [value <x>]": the value runs to the end of the line (a path may hold
// spaces); a button option has none.
struct SetOption {
    std::string name;
    std::optional<std::string> value;
    bool operator==(const SetOption&) const = default;
};
struct UsiNewGame {
    bool operator==(const UsiNewGame&) const = default;
};
// "position startpos|sfen <sfen> [moves <move>...]", moves in machine form.
struct PositionCommand {
    bool startpos = true; // written "startpos" (start is then Position::start())
    Position start = Position::start();
    std::vector<Move> moves;
    bool operator==(const PositionCommand&) const = default;
};
// "go" with its limits (ms, plies, nodes); absent when not given. Values above MaxInt are
// read as MaxInt.
struct Go {
    bool ponder = false;
    std::optional<int> btime, wtime, binc, winc, byoyomi, movestogo, movetime, depth;
    std::optional<std::uint64_t> nodes;
    bool infinite = false;
    bool operator==(const Go&) const = default;
};
// "go mate <ms>|infinite": the mate search (no time: infinite).
struct GoMate {
    std::optional<int> timeMs;
    bool operator==(const GoMate&) const = default;
};
// "go perft <depth>": move-generation counts (ogi-engine's own).
struct GoPerft {
    int depth = 1;
    bool operator==(const GoPerft&) const = default;
};
struct Stop {
    bool operator==(const Stop&) const = default;
};
struct PonderHit {
    bool operator==(const PonderHit&) const = default;
};
struct GameOver {
    enum class Result : std::uint8_t { Win, Lose, Draw } result = Result::Draw;
    bool operator==(const GameOver&) const = default;
};
struct Quit {
    bool operator==(const Quit&) const = default;
};
// "bench [<depth>]" and "d": ogi-engine's benchmark and diagram.
struct Bench {
    std::optional<int> depth;
    bool operator==(const Bench&) const = default;
};
struct Display {
    bool operator==(const Display&) const = default;
};

using Command = std::variant<Usi, IsReady, SetOption, UsiNewGame, PositionCommand, Go, GoMate,
                             GoPerft, Stop, PonderHit, GameOver, Quit, Bench, Display>;

// ---- Answers: engine to GUI --------------------------------------------------------------

// "id name <text>" or "id author <text>".
struct Id {
    enum class Field : std::uint8_t { Name, Author } field = Field::Name;
    std::string text;
    bool operator==(const Id&) const = default;
};
// "option name <id> type <type> [default <x>] [min <n>] [max <n>] [var <x>]...": min and
// max only for spin, var only for combo. A string or filename default runs to the end of
// the line.
struct Option {
    enum class Type : std::uint8_t { Check, Spin, Combo, Button, String, Filename };
    std::string name;
    Type type = Type::String;
    std::optional<std::string> defaultValue;
    std::optional<std::int64_t> min, max;
    std::vector<std::string> vars;
    bool operator==(const Option&) const = default;
};
struct UsiOk {
    bool operator==(const UsiOk&) const = default;
};
struct ReadyOk {
    bool operator==(const ReadyOk&) const = default;
};
// "score cp <n>" (centipawns), "score mate <plies>" (negative: mated), "score mate +|-"
// (mate, distance unknown; value +1 or -1), each maybe with "lowerbound" or "upperbound".
struct Score {
    enum class Kind : std::uint8_t { Cp, Mate, MateUnknown } kind = Kind::Cp;
    int value = 0;
    enum class Bound : std::uint8_t { Exact, Lower, Upper } bound = Bound::Exact;
    bool operator==(const Score&) const = default;
};
// "wdl <win> <draw> <loss>": the chances of the side to move, per mille, summing to 1000
// (USI_ShowWDL).
struct Wdl {
    int win = 0, draw = 0, loss = 0;
    bool operator==(const Wdl&) const = default;
};
// "info" with any of its fields; written in this order, "string" last (it runs to the end
// of the line).
struct Info {
    std::optional<int> depth, seldepth, multipv; // multipv: which line, 1 the best
    std::optional<Score> score;
    std::optional<Wdl> wdl;
    std::optional<std::uint64_t> nodes, nps;
    std::optional<std::int64_t> time; // ms
    std::optional<int> hashfull;      // per mille
    std::optional<Move> currmove;
    std::optional<int> currmovenumber;
    std::vector<Move> pv;
    std::optional<std::string> text; // "string <text>"
    bool operator==(const Info&) const = default;
};
// "bestmove <move>|resign|win [ponder <move>]".
struct BestMove {
    enum class Kind : std::uint8_t { Move, Resign, Win } kind = Kind::Move;
    ogi::Move move; // Kind::Move
    std::optional<ogi::Move> ponder;
    bool operator==(const BestMove&) const = default;
};
// "checkmate <move>...|nomate|timeout|notimplemented": the answer to "go mate".
struct Checkmate {
    enum class Kind : std::uint8_t { Mate, NoMate, Timeout, NotImplemented } kind = Kind::Mate;
    std::vector<Move> line; // Kind::Mate: both sides' moves, never empty
    bool operator==(const Checkmate&) const = default;
};

using Answer = std::variant<Id, Option, UsiOk, ReadyOk, Info, BestMove, Checkmate>;

// ---- Reading and writing -----------------------------------------------------------------

// A line from a GUI. Words are separated by spaces, tabs or returns. An unknown command is
// an error ("unknown command 'x'"); so is anything the command cannot take, except words
// after a command that takes none, which are ignored.
Parsed<Command> parseCommand(std::string_view line);
// A line from an engine; an unknown answer is an error ("unknown answer 'x'"). Fields of an
// info line that cannot be read are left out and reported, the others kept.
Parsed<Answer> parseAnswer(std::string_view line);

std::string format(const Command& command);
std::string format(const Answer& answer);

// The first word of a line, as the parsers find it ("" for a blank line).
std::string_view commandWord(std::string_view line);
// The position command that sets up a game: its start and every move played.
PositionCommand positionCommand(const Game& game);
// The text of a piece of input for an error message or a log: at most `max` bytes, whole
// UTF-8 characters kept, anything else unprintable shown as '?'.
std::string printable(std::string_view text, std::size_t max = 40);

} // namespace ogi::usi
