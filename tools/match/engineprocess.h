// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// An engine binary run as a child process and spoken to in lines over pipes, with a deadline
// on every read: the referee must be able to call a hung engine's time. What it needs of the
// operating system is ChildProcess's (childprocess.h: POSIX and Windows).
#pragma once

#include "childprocess.h"

#include <chrono>
#include <string>
#include <string_view>

namespace ogi::match {

class EngineProcess {
public:
    using Clock = std::chrono::steady_clock;

    EngineProcess() = default;
    ~EngineProcess(); // kills the child if it still runs
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Runs `command` (see ChildProcess::start). Returns an empty string, or why it could not
    // start.
    std::string start(const std::string& command);
    bool running() const { return m_child.running(); }
    // Writes one line; false if the engine has gone (its input is closed).
    bool send(std::string_view line);

    enum class Read { Line, Timeout, Closed };
    // The next line (without its newline) into `line`, waiting until `deadline` at most.
    Read readLine(std::string& line, Clock::time_point deadline);

    // Ends the child: "quit", a short grace period, then it is killed; reaps it.
    void stop();

private:
    ChildProcess m_child;
    std::string m_buffer;
    bool m_closed = false; // the engine's output has ended
};

} // namespace ogi::match
