// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprocess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace ogi::match {

namespace {

// A write to an engine that has died must fail with EPIPE, not kill the referee.
struct IgnoreSigpipe {
    IgnoreSigpipe() { std::signal(SIGPIPE, SIG_IGN); }
} ignoreSigpipe;

} // namespace

EngineProcess::~EngineProcess() {
    stop();
}

std::string EngineProcess::start(const std::string& command) {
    stop();
    int toChild[2], fromChild[2];
    if (pipe2(toChild, O_CLOEXEC) != 0) return std::string("pipe: ") + std::strerror(errno);
    if (pipe2(fromChild, O_CLOEXEC) != 0) {
        close(toChild[0]);
        close(toChild[1]);
        return std::string("pipe: ") + std::strerror(errno);
    }
    const pid_t pid = fork();
    if (pid < 0) {
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) close(fd);
        return std::string("fork: ") + std::strerror(errno);
    }
    if (pid == 0) {
        // The child: only async-signal-safe calls until exec.
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    m_pid = pid;
    m_in = toChild[1];
    m_out = fromChild[0];
    m_buffer.clear();
    return {};
}

bool EngineProcess::send(std::string_view line) {
    if (m_in < 0) return false;
    std::string data(line);
    data += '\n';
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(m_in, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

EngineProcess::Read EngineProcess::readLine(std::string& line, Clock::time_point deadline) {
    for (;;) {
        const std::size_t nl = m_buffer.find('\n');
        if (nl != std::string::npos) {
            line.assign(m_buffer, 0, nl);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            m_buffer.erase(0, nl + 1);
            return Read::Line;
        }
        if (m_out < 0) return Read::Closed;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) return Read::Timeout;
        pollfd p{m_out, POLLIN, 0};
        const int r = poll(&p, 1, int(std::min<long long>(left, 1000)));
        if (r < 0 && errno != EINTR) return Read::Closed;
        if (r <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(m_out, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(m_out);
            m_out = -1;
            continue; // a last line without its newline is dropped: the engine died mid-line
        }
        m_buffer.append(chunk, std::size_t(n));
    }
}

void EngineProcess::kill() {
    if (m_pid > 0) {
        ::kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
        m_pid = -1;
    }
}

void EngineProcess::stop() {
    if (m_pid > 0) {
        send("quit");
        if (m_in >= 0) close(m_in);
        m_in = -1;
        // A well-behaved engine exits at once; give it a moment, then end it.
        for (int i = 0; i < 50 && m_pid > 0; ++i) {
            if (waitpid(m_pid, nullptr, WNOHANG) == m_pid)
                m_pid = -1;
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        kill();
    }
    if (m_in >= 0) close(m_in);
    if (m_out >= 0) close(m_out);
    m_in = m_out = -1;
    m_buffer.clear();
}

} // namespace ogi::match
