// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// An engine binary run as a child process and spoken to in lines over pipes (POSIX), with a
// deadline on every read: the referee must be able to call a hung engine's time.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace ogi::match {

class EngineProcess {
public:
    using Clock = std::chrono::steady_clock;

    EngineProcess() = default;
    ~EngineProcess(); // kills the child if it still runs
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Runs `command` through /bin/sh. Returns an empty string, or why it could not start.
    std::string start(const std::string& command);
    bool running() const { return m_pid > 0; }
    // Writes one line; false if the engine has gone (its input is closed).
    bool send(std::string_view line);

    enum class Read { Line, Timeout, Closed };
    // The next line (without its newline) into `line`, waiting until `deadline` at most.
    Read readLine(std::string& line, Clock::time_point deadline);

    // Ends the child: "quit", a short grace period, then SIGKILL; reaps it.
    void stop();

private:
    void kill();

    pid_t m_pid = -1;
    int m_in = -1;  // our end of the engine's stdin
    int m_out = -1; // our end of the engine's stdout
    std::string m_buffer;
};

} // namespace ogi::match
