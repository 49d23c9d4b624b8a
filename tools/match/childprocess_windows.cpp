// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChildProcess on Windows: CreateProcessW with the command line as given. The child's input
// is an anonymous pipe; its output a named pipe that we read overlapped, since a read on an
// anonymous pipe cannot wait with a timeout. TerminateProcess ends it.
#include "childprocess.h"

#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <algorithm>
#include <atomic>
#include <mutex>

namespace ogi::match {

namespace {

// "what: the system's message" for the last error.
std::string lastError(const char* what) {
    const DWORD code = GetLastError();
    char* text = nullptr;
    FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
                       FORMAT_MESSAGE_IGNORE_INSERTS,
                   nullptr, code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
    std::string message = text ? text : "error " + std::to_string(code);
    if (text) LocalFree(text);
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r'))
        message.pop_back();
    return std::string(what) + ": " + message;
}

std::wstring fromUtf8(const std::string& text) {
    if (text.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, text.data(), int(text.size()), nullptr, 0);
    std::wstring wide(std::size_t(std::max(n, 0)), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, text.data(), int(text.size()), wide.data(), n);
    return wide;
}

// The child's ends of its pipes are inheritable, and CreateProcess hands a child every
// inheritable handle: children are started one at a time, so that none gets another's.
std::mutex startLock;
std::atomic<unsigned> pipeSerial{0};

void closeHandle(HANDLE& h) {
    if (h) CloseHandle(h);
    h = nullptr;
}

} // namespace

struct ChildProcess::Impl {
    HANDLE process = nullptr;
    HANDLE in = nullptr;  // our end of the child's input (anonymous pipe)
    HANDLE out = nullptr; // our end of the child's output (named pipe, overlapped)
    OVERLAPPED overlapped{};
    bool pending = false; // a read into buffer is under way
    char buffer[4096];

    Impl() { overlapped.hEvent = CreateEventW(nullptr, TRUE, FALSE, nullptr); }
    ~Impl() { closeHandle(overlapped.hEvent); }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    void closeOut() {
        if (!out) return;
        if (pending) {
            // The read must be over before its buffer and OVERLAPPED may be reused.
            CancelIoEx(out, &overlapped);
            DWORD n = 0;
            GetOverlappedResult(out, &overlapped, &n, TRUE);
            pending = false;
        }
        closeHandle(out);
    }
};

ChildProcess::ChildProcess() : m(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() {
    kill();
}

std::string ChildProcess::start(const std::string& command) {
    kill();
    if (!m->overlapped.hEvent) return lastError("CreateEvent");
    const std::lock_guard lock(startLock);
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE childIn = nullptr, ourIn = nullptr;
    if (!CreatePipe(&childIn, &ourIn, &inherit, 0)) return lastError("CreatePipe");
    SetHandleInformation(ourIn, HANDLE_FLAG_INHERIT, 0);
    const std::wstring name = L"\\\\.\\pipe\\ogi-match-" + std::to_wstring(GetCurrentProcessId()) +
                              L"-" + std::to_wstring(pipeSerial++);
    HANDLE ourOut = CreateNamedPipeW(
        name.c_str(), PIPE_ACCESS_INBOUND | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
        PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT, 1, 4096, 4096, 0, nullptr);
    if (ourOut == INVALID_HANDLE_VALUE) {
        const std::string why = lastError("CreateNamedPipe");
        CloseHandle(childIn);
        CloseHandle(ourIn);
        return why;
    }
    HANDLE childOut = CreateFileW(name.c_str(), GENERIC_WRITE, 0, &inherit, OPEN_EXISTING,
                                  FILE_ATTRIBUTE_NORMAL, nullptr);
    if (childOut == INVALID_HANDLE_VALUE) {
        const std::string why = lastError("CreateFile (pipe)");
        for (HANDLE h : {childIn, ourIn, ourOut}) CloseHandle(h);
        return why;
    }
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = childIn;
    startup.hStdOutput = childOut;
    startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    PROCESS_INFORMATION info{};
    std::wstring line = fromUtf8(command); // CreateProcessW may write into it
    const BOOL started = CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, 0, nullptr,
                                        nullptr, &startup, &info);
    const std::string why = started ? std::string() : lastError("CreateProcess");
    CloseHandle(childIn);
    CloseHandle(childOut);
    if (!started) {
        CloseHandle(ourIn);
        CloseHandle(ourOut);
        return why;
    }
    CloseHandle(info.hThread);
    m->process = info.hProcess;
    m->in = ourIn;
    m->out = ourOut;
    m->pending = false;
    return {};
}

bool ChildProcess::running() const {
    return m->process != nullptr;
}

bool ChildProcess::write(const char* data, std::size_t size) {
    while (size > 0) {
        if (!m->in) return false;
        DWORD n = 0;
        const DWORD chunk = DWORD(std::min<std::size_t>(size, 1 << 16));
        if (!WriteFile(m->in, data, chunk, &n, nullptr) || n == 0) return false;
        data += n;
        size -= n;
    }
    return m->in != nullptr;
}

void ChildProcess::closeInput() {
    closeHandle(m->in);
}

ChildProcess::Read ChildProcess::read(std::string& to, int timeoutMs) {
    if (!m->out) return Read::Closed;
    if (!m->pending) {
        // Done at once or under way: either way the event tells when it is over.
        if (!ReadFile(m->out, m->buffer, sizeof m->buffer, nullptr, &m->overlapped) &&
            GetLastError() != ERROR_IO_PENDING) {
            m->closeOut(); // ERROR_BROKEN_PIPE: the child closed its output, or died
            return Read::Closed;
        }
        m->pending = true;
    }
    if (WaitForSingleObject(m->overlapped.hEvent, DWORD(std::max(timeoutMs, 0))) != WAIT_OBJECT_0)
        return Read::Timeout; // the read stays under way for the next call
    m->pending = false;
    DWORD n = 0;
    if (!GetOverlappedResult(m->out, &m->overlapped, &n, FALSE)) {
        m->closeOut();
        return Read::Closed;
    }
    to.append(m->buffer, n);
    return Read::Data;
}

bool ChildProcess::waitExit(int waitMs) {
    if (!m->process) return true;
    if (WaitForSingleObject(m->process, DWORD(std::max(waitMs, 0))) != WAIT_OBJECT_0) return false;
    closeHandle(m->process);
    return true;
}

void ChildProcess::kill() {
    if (m->process) {
        TerminateProcess(m->process, 1);
        WaitForSingleObject(m->process, INFINITE);
        closeHandle(m->process);
    }
    closeHandle(m->in);
    m->closeOut();
}

} // namespace ogi::match
