// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A child process with its standard input and output on pipes: what EngineProcess needs of
// the operating system, and nothing more. Two implementations: childprocess_posix.cpp (fork,
// pipes, poll, waitpid) and childprocess_windows.cpp (CreateProcess, an anonymous pipe for
// the child's input and an overlapped named pipe for its output, so that a read can wait
// with a timeout). The child's standard error is the caller's.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace ogi::match {

class ChildProcess {
public:
    ChildProcess();
    ~ChildProcess(); // kills the child if it still runs
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Starts `command`: through /bin/sh -c on POSIX systems, as a command line (the program
    // first, quoted if it holds spaces) on Windows. Returns an empty string, or why it could
    // not start.
    std::string start(const std::string& command);
    bool running() const;

    // Writes all of data to the child's input; false if the child has closed it (or died).
    bool write(const char* data, std::size_t size);
    // Closes the child's input (it reads end of file).
    void closeInput();

    enum class Read { Data, Timeout, Closed };
    // Waits at most timeoutMs for output, then appends what there is to `to` (Data); Closed
    // once the child has closed its output (or died) and all was read.
    Read read(std::string& to, int timeoutMs);

    // Waits at most waitMs for the child to exit by itself; true once it has (and is reaped).
    bool waitExit(int waitMs);
    // Ends the child at once and reaps it; closes the pipes.
    void kill();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace ogi::match
