// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprocess.h"

#include <algorithm>

namespace ogi::match {

EngineProcess::~EngineProcess() {
    stop();
}

std::string EngineProcess::start(const std::string& command) {
    stop();
    m_buffer.clear();
    m_closed = false;
    return m_child.start(command);
}

bool EngineProcess::send(std::string_view line) {
    std::string data(line);
    data += '\n';
    return m_child.write(data.data(), data.size());
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
        // A last line without its newline is dropped: the engine died mid-line.
        if (m_closed) return Read::Closed;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) return Read::Timeout;
        if (m_child.read(m_buffer, int(std::min<long long>(left, 1000))) ==
            ChildProcess::Read::Closed)
            m_closed = true;
    }
}

void EngineProcess::stop() {
    if (m_child.running()) {
        send("quit");
        m_child.closeInput();
        // A well-behaved engine exits at once; give it half a second, then end it.
        m_child.waitExit(500);
    }
    m_child.kill();
    m_buffer.clear();
}

} // namespace ogi::match
