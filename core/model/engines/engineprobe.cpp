// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/engineprobe.h"

#include "model/engines/usiprocess.h"

#include <QTimer>

namespace ogi {

EngineProbe::EngineProbe(QObject* parent) : QObject(parent) {}

EngineProbe::~EngineProbe() = default; // the process goes with the probe

void EngineProbe::probe(const QString& path) {
    if (m_running) return;
    finish();
    // Named by its file until it says its name: the messages say which file would not do.
    m_process = new UsiProcess(path, this);
    m_process->setTimeout(m_timeout);
    m_process->setIdentifyOnly(true);
    m_running = true;
    connect(m_process, &UsiProcess::identified, this, [this](const EngineConfig& engine) {
        m_running = false;
        emit found(engine);
        finish();
    });
    connect(m_process, &UsiProcess::failed, this, [this](const QString& message) {
        m_running = false;
        emit failed(message);
        finish();
    });
    m_process->start(path);
}

void EngineProbe::finish() {
    if (!m_process) return;
    // Let go after the signal that called here: "quit", then killed if it stays.
    UsiProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    QTimer::singleShot(0, process, [process] { delete process; });
}

} // namespace ogi
