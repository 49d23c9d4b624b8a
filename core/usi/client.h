// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// usi::Client: the GUI's side of a conversation with one engine, without the pipe. The driver
// (UsiProcess over QProcess in the program, ogi-match over its own pipes) runs the engine,
// hands every line the engine writes to receive(), and writes what takeOutgoing() gives;
// the client says what each line meant (an Event) and keeps the rules of the conversation:
//
//   start()    "usi"; the "id" and "option" lines are kept until "usiok" (Identified); then
//              the setup's options as "setoption", and "isready"; "readyok" makes it Ready.
//   newGame()  "usinewgame" and "isready"; "readyok" makes it Ready again.
//   send()     any other command; each "go" is owed one "bestmove", each "go mate" one
//              "checkmate". A bestmove or checkmate that nobody owes, or an answer out of its
//              place (a second "usiok"), is Unexpected and to be ignored.
//
// Each wait for "usiok" or "readyok" is bounded: deadline() says until when, and expire()
// at that time ends the conversation (Failed). So does closed(), when the engine's output
// ends. The client reads the clock only through the times it is given, and does no input or
// output: every rule here can be tested with lines in and commands out.
#pragma once

#include "usi/codec.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ogi::usi {

// What an engine said of itself before "usiok".
struct Identity {
    std::string name, author; // empty when it did not say
    std::vector<Option> options;
};

class Client {
public:
    using Clock = std::chrono::steady_clock;
    using Ms = std::chrono::milliseconds;

    struct Setup {
        std::vector<SetOption> options; // sent after "usiok", in this order
        bool identifyOnly = false;      // stop at "usiok" (Ready then): no options, no "isready"
        Ms usiTimeout{10000};           // from "usi" to "usiok"
        Ms readyTimeout{10000};         // from "isready" to "readyok"
    };

    enum class Phase : std::uint8_t { NotStarted, WaitUsiOk, WaitReadyOk, Ready, Failed, Quit };

    // What was wrong: for an Unexpected event (the line is ignored) or a Failed one (the
    // conversation is over). describe() says it in English; the program translates by kind.
    enum class Problem : std::uint8_t {
        None,
        UnaskedMove, // a "bestmove" (or "checkmate") that no "go" (or "go mate") asked for
        OutOfPlace,  // an answer that has no place now ("usiok" after the handshake, ...)
        NoUsiOk,     // no "usiok" within the setup's time
        NoReadyOk,   // no "readyok" within the setup's time
        EngineGone,  // the engine's output ended
    };

    struct Event {
        enum class Kind : std::uint8_t {
            None,       // nothing to act on (a blank line, an "id", an "option", ...)
            Identified, // "usiok": identity() is complete
            Ready,      // "readyok": the engine takes commands
            Info,       // an "info" line (answer)
            BestMove,   // the "bestmove" owed to a "go" (answer)
            Checkmate,  // the "checkmate" owed to a "go mate" (answer)
            BadMove,    // a "bestmove" line, owed, that cannot be read (error); still owed
            Unreadable, // a line that is no answer at all (error)
            Unexpected, // an answer with no place now, ignored (answer, problem)
            Failed,     // the conversation is over (problem)
        };
        Kind kind = Kind::None;
        std::optional<Answer> answer;
        // What is wrong with the line, in the codec's words; empty when it was read whole.
        // It may come with any kind: an "info" line keeps the fields it could read.
        std::string error;
        Problem problem = Problem::None;
        std::string message; // problem in English (describe()), for Unexpected and Failed
    };

    Client();
    explicit Client(Setup setup);

    // "usi", and the wait for "usiok". Once only.
    void start(Clock::time_point now);
    // "usinewgame", "isready", and the wait for "readyok". Only once Ready.
    void newGame(Clock::time_point now);
    // Any command. Dropped (false) before start() and after the end.
    bool send(const Command& command);
    // One line from the engine, without its newline.
    Event receive(std::string_view line, Clock::time_point now);
    // The waiting time is over by `now` (at or after deadline()): Failed, else None.
    Event expire(Clock::time_point now);
    // The engine's output has ended: Failed, unless the conversation was already over.
    Event closed();
    // "quit": the conversation ends, as the driver wishes.
    void quit();
    // The driver ends the conversation for a reason of its own (its message, not ours).
    void abandon();

    // The commands to write, in order, since the last call.
    std::vector<Command> takeOutgoing();
    // Until when the engine may take to give the answer awaited, when one is.
    std::optional<Clock::time_point> deadline() const { return m_deadline; }
    Phase phase() const { return m_phase; }
    const Identity& identity() const { return m_identity; }

    // The problem in English, with the wait it was given where there was one.
    std::string describe(Problem problem) const;

private:
    Event failure(Problem problem);
    Event unexpected(Event event, Problem problem);
    void queue(const Command& command);

    Setup m_setup;
    Phase m_phase = Phase::NotStarted;
    std::optional<Clock::time_point> m_deadline;
    Identity m_identity;
    std::vector<Command> m_outgoing;
    int m_searches = 0;     // "bestmove"s owed
    int m_mateSearches = 0; // "checkmate"s owed
};

} // namespace ogi::usi
