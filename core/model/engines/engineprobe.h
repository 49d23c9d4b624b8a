// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProbe: asks an engine's executable who it is, as the Engines dialog does when an
// engine is added. It runs the program, sends "usi", reads "id name", "id author" and the
// options declared until "usiok", then lets the program go ("quit"). Nothing blocks; the
// answer comes by signal: found() with what was read, or failed() saying what is wrong (not
// an executable, could not be started, no "usiok" within the timeout, exited). The
// conversation is a UsiProcess's.
#pragma once

#include "model/engines/engineregistry.h"

#include <QObject>

namespace ogi {

class EngineProbe : public QObject {
    Q_OBJECT
public:
    explicit EngineProbe(QObject* parent = nullptr);
    ~EngineProbe() override;

    // How long the program may take to answer "usi" (ms), 10 s by default.
    void setTimeout(int ms) { m_timeout = ms; }
    int timeout() const { return m_timeout; }
    // Starts asking the program at path; one probe at a time.
    void probe(const QString& path);
    bool isRunning() const { return m_running; }

signals:
    void found(const ogi::EngineConfig& engine);
    void failed(const QString& message);

private:
    void finish();

    class UsiProcess* m_process = nullptr;
    int m_timeout = 10000;
    bool m_running = false;
};

} // namespace ogi
