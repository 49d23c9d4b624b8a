// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineprobe.h"

#include <QFileInfo>
#include <QTimer>

namespace ogi {

EngineProbe::EngineProbe(QObject* parent)
    : QObject(parent), m_process(new QProcess(this)), m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        finish(tr("%1 did not answer “usi” within %n s: is it an engine for Ōgi?", nullptr,
                  (m_timeout + 999) / 1000)
                   .arg(m_engine.path));
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineProbe::onReadyRead);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(tr("%1 could not be started: %2").arg(m_engine.path, m_process->errorString()));
    });
    connect(m_process, &QProcess::finished, this, [this](int code) {
        finish(tr("%1 stopped (exit code %2) before it answered “usiok”.")
                   .arg(m_engine.path)
                   .arg(code));
    });
}

EngineProbe::~EngineProbe() {
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(300);
    }
}

void EngineProbe::probe(const QString& path) {
    if (m_running) return;
    m_engine = EngineConfig();
    m_engine.path = path;
    const QFileInfo file(path);
    if (!file.exists()) {
        emit failed(tr("%1 does not exist.").arg(path));
        return;
    }
    if (!file.isFile() || !file.isExecutable()) {
        emit failed(tr("%1 is not an executable program.").arg(path));
        return;
    }
    m_running = true;
    m_process->setWorkingDirectory(file.absolutePath());
    m_process->start(path, {});
    const std::string usi = usi::format(usi::Command{usi::Usi{}}) + "\n";
    m_process->write(usi.data(), qint64(usi.size()));
    m_timer->start(m_timeout);
}

void EngineProbe::onReadyRead() {
    while (m_running && m_process->canReadLine()) {
        QByteArray line = m_process->readLine();
        while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r'))) line.chop(1);
        const auto parsed = usi::parseAnswer(line.toStdString());
        if (!parsed.value) continue; // not of the dialect: ignored
        if (const auto* id = std::get_if<usi::Id>(&*parsed.value)) {
            (id->field == usi::Id::Field::Name ? m_engine.name : m_engine.author) =
                QString::fromStdString(id->text);
        } else if (const auto* option = std::get_if<usi::Option>(&*parsed.value)) {
            if (parsed.ok()) m_engine.options.push_back(*option);
        } else if (std::holds_alternative<usi::UsiOk>(*parsed.value)) {
            if (m_engine.name.isEmpty()) m_engine.name = QFileInfo(m_engine.path).fileName();
            finish(QString());
        }
    }
}

void EngineProbe::finish(const QString& error) {
    if (!m_running) return;
    m_running = false;
    m_timer->stop();
    if (m_process->state() != QProcess::NotRunning) {
        m_process->write("quit\n");
        m_process->closeWriteChannel();
        // Not waited for: it leaves by itself, or is killed with the probe.
        QTimer::singleShot(1000, m_process, [p = m_process] {
            if (p->state() != QProcess::NotRunning) p->kill();
        });
    }
    if (error.isEmpty())
        emit found(m_engine);
    else
        emit failed(error);
}

} // namespace ogi
