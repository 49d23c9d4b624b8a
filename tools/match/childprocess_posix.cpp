// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChildProcess on POSIX systems: fork and exec /bin/sh, pipes made close-on-exec (pipe and
// fcntl: pipe2 is not POSIX), poll for reads with a timeout, waitpid.
#include "childprocess.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace ogi::match {

namespace {

// A write to a child that has died must fail with EPIPE, not kill the caller.
struct IgnoreSigpipe {
    IgnoreSigpipe() { std::signal(SIGPIPE, SIG_IGN); }
} ignoreSigpipe;

// A pipe whose two ends are not inherited by the programs the parent starts (another engine
// of the same match holding this one's pipe open would keep it from ever seeing end of file).
// The caller holds startLock: no other thread forks between pipe() and fcntl().
bool closeOnExecPipe(int fds[2]) {
    if (pipe(fds) != 0) return false;
    for (int i = 0; i < 2; ++i) {
        if (fcntl(fds[i], F_SETFD, FD_CLOEXEC) != 0) {
            close(fds[0]);
            close(fds[1]);
            return false;
        }
    }
    return true;
}

// Held from the pipes' creation to the fork, by every thread that starts a child (a match
// plays several games at once).
std::mutex startLock;

void closeFd(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
}

} // namespace

struct ChildProcess::Impl {
    pid_t pid = -1;
    int in = -1;  // our end of the child's stdin
    int out = -1; // our end of the child's stdout
};

ChildProcess::ChildProcess() : m(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() {
    kill();
}

std::string ChildProcess::start(const std::string& command) {
    kill();
    const std::lock_guard lock(startLock);
    int toChild[2], fromChild[2];
    if (!closeOnExecPipe(toChild)) return std::string("pipe: ") + std::strerror(errno);
    if (!closeOnExecPipe(fromChild)) {
        const int error = errno;
        close(toChild[0]);
        close(toChild[1]);
        return std::string("pipe: ") + std::strerror(error);
    }
    const pid_t pid = fork();
    if (pid < 0) {
        const int error = errno;
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) close(fd);
        return std::string("fork: ") + std::strerror(error);
    }
    if (pid == 0) {
        // The child: only async-signal-safe calls until exec. dup2 clears close-on-exec on
        // the copies.
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    m->pid = pid;
    m->in = toChild[1];
    m->out = fromChild[0];
    return {};
}

bool ChildProcess::running() const {
    return m->pid > 0;
}

bool ChildProcess::write(const char* data, std::size_t size) {
    if (m->in < 0) return false;
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(m->in, data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

void ChildProcess::closeInput() {
    closeFd(m->in);
}

ChildProcess::Read ChildProcess::read(std::string& to, int timeoutMs) {
    for (;;) {
        if (m->out < 0) return Read::Closed;
        pollfd p{m->out, POLLIN, 0};
        const int r = poll(&p, 1, timeoutMs);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) return Read::Closed;
        if (r == 0) return Read::Timeout;
        char chunk[4096];
        const ssize_t n = ::read(m->out, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            closeFd(m->out);
            return Read::Closed;
        }
        to.append(chunk, std::size_t(n));
        return Read::Data;
    }
}

bool ChildProcess::waitExit(int waitMs) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(waitMs);
    while (m->pid > 0) {
        if (waitpid(m->pid, nullptr, WNOHANG) == m->pid) {
            m->pid = -1;
            break;
        }
        if (std::chrono::steady_clock::now() >= end) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
}

void ChildProcess::kill() {
    if (m->pid > 0) {
        ::kill(m->pid, SIGKILL);
        waitpid(m->pid, nullptr, 0);
        m->pid = -1;
    }
    closeFd(m->in);
    closeFd(m->out);
}

} // namespace ogi::match
