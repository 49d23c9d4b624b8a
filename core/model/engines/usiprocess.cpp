// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/usiprocess.h"

#include <QFileInfo>
#include <QTimer>

#include <cstdlib>

namespace ogi {

QString UsiLogEntry::prefixed() const {
    switch (kind) {
    case Kind::Sent: return QStringLiteral("> ") + text;
    case Kind::Received:
    case Kind::Garbage: return QStringLiteral("< ") + text;
    case Kind::Problem: return QStringLiteral("! ") + text;
    case Kind::Note: break;
    }
    return QStringLiteral("# ") + text;
}

EngineLog& EngineLog::global() {
    static EngineLog* log = new EngineLog; // never destroyed: engines log until the end
    return *log;
}

void EngineLog::add(const UsiLogEntry& entry) {
    m_entries.push_back(entry);
    if (m_entries.size() > MaxLog) m_entries.pop_front();
    emit added(entry);
}

void EngineLog::clear() {
    m_entries.clear();
    emit cleared();
}

UsiProcess::UsiProcess(const QString& name, QObject* parent)
    : QObject(parent), m_process(new QProcess(this)), m_timer(new QTimer(this)), m_name(name) {
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const int seconds = (m_timeout + 999) / 1000;
        fail(m_phase == Phase::WaitUsiOk
                 ? tr("The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?",
                      nullptr, seconds)
                       .arg(m_name)
                 : tr("The engine %1 did not answer “isready” within %n s.", nullptr, seconds)
                       .arg(m_name));
    });
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UsiProcess::onReadyRead);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QString text = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        if (!text.isEmpty()) addLog(UsiLogEntry::Kind::Problem, text);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(
                tr("The engine %1 could not be started: %2").arg(m_name, m_process->errorString()));
        else if (error == QProcess::Crashed)
            fail(tr("The engine %1 stopped unexpectedly.").arg(m_name));
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        if (status == QProcess::CrashExit) return; // said by errorOccurred
        fail(tr("The engine %1 stopped unexpectedly (exit code %2).").arg(m_name).arg(code));
    });
}

UsiProcess::~UsiProcess() {
    quit();
}

void UsiProcess::quit() {
    m_timer->stop();
    if (m_phase != Phase::Failed) m_phase = Phase::Quit;
    m_process->disconnect(this);
    if (m_process->state() == QProcess::NotRunning) return;
    m_process->write("quit\n");
    m_process->closeWriteChannel();
    // A well-behaved engine leaves at once; one that does not is killed.
    if (!m_process->waitForFinished(300)) {
        m_process->kill();
        m_process->waitForFinished(300);
    }
}

void UsiProcess::start(const QString& path, std::vector<OptionValue> options) {
    if (m_phase != Phase::NotStarted) return;
    m_path = path;
    m_options = std::move(options);
    m_identity = EngineConfig();
    m_identity.path = path;
    if (m_name.isEmpty()) m_name = QFileInfo(path).fileName();
    const QFileInfo file(path);
    m_phase = Phase::WaitUsiOk;
    if (path.isEmpty()) {
        fail(tr("The engine %1 is not among the engines added (Settings ▸ Engines…).").arg(m_name));
        return;
    }
    if (!file.exists()) {
        fail(tr("%1 does not exist.").arg(path));
        return;
    }
    if (!file.isFile() || !file.isExecutable()) {
        fail(tr("%1 is not an executable program.").arg(path));
        return;
    }
    addLog(UsiLogEntry::Kind::Note, path);
    m_process->setWorkingDirectory(file.absolutePath());
    m_process->start(path, {});
    send(usi::Command{usi::Usi{}});
    m_timer->start(m_timeout);
}

const usi::Option* UsiProcess::option(const QString& name) const {
    for (const usi::Option& o : m_identity.options)
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void UsiProcess::send(const usi::Command& command) {
    if (m_phase == Phase::Failed || m_phase == Phase::Quit || m_phase == Phase::NotStarted) return;
    const std::string line = usi::format(command);
    addLog(UsiLogEntry::Kind::Sent, QString::fromStdString(line));
    m_process->write(line.data(), qint64(line.size()));
    m_process->write("\n", 1);
}

void UsiProcess::note(const QString& text) {
    addLog(UsiLogEntry::Kind::Problem, text);
}

void UsiProcess::fail(const QString& message) {
    if (m_phase == Phase::Failed || m_phase == Phase::Quit) return;
    m_timer->stop();
    m_phase = Phase::Failed;
    m_error = message;
    addLog(UsiLogEntry::Kind::Problem, message);
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(300);
    }
    emit failed(message);
}

QStringList UsiProcess::log() const {
    QStringList lines;
    for (const UsiLogEntry& e : m_log) lines << e.prefixed();
    return lines;
}

void UsiProcess::addLog(UsiLogEntry::Kind kind, const QString& text) {
    UsiLogEntry entry{kind, m_name, QDateTime::currentDateTime(), text};
    m_log.push_back(entry);
    if (m_log.size() > std::size_t(MaxLog)) m_log.pop_front();
    EngineLog::global().add(entry);
    emit logged(entry.prefixed());
}

void UsiProcess::onReadyRead() {
    while (m_process->canReadLine()) {
        QByteArray line = m_process->readLine();
        while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r'))) line.chop(1);
        onLine(line.toStdString());
        if (m_phase == Phase::Failed || m_phase == Phase::Quit) return;
    }
    if (m_process->bytesAvailable() > qint64(usi::MaxLineLength)) {
        note(tr("a line longer than %1 bytes was dropped").arg(qulonglong(usi::MaxLineLength)));
        m_process->readAllStandardOutput();
    }
}

void UsiProcess::onLine(const std::string& text) {
    const usi::Parsed<usi::Answer> parsed = usi::parseAnswer(text);
    addLog(parsed.error.empty() ? UsiLogEntry::Kind::Received : UsiLogEntry::Kind::Garbage,
           QString::fromStdString(usi::printable(text, 2000)));
    if (!parsed.error.empty()) note(QString::fromStdString(parsed.error));
    if (!parsed.value) return;
    const usi::Answer& got = *parsed.value;
    switch (m_phase) {
    case Phase::WaitUsiOk:
        if (const auto* id = std::get_if<usi::Id>(&got)) {
            (id->field == usi::Id::Field::Name ? m_identity.name : m_identity.author) =
                QString::fromStdString(id->text);
        } else if (const auto* option = std::get_if<usi::Option>(&got)) {
            if (parsed.ok()) m_identity.options.push_back(*option);
        } else if (std::holds_alternative<usi::UsiOk>(got)) {
            m_timer->stop();
            if (m_identity.name.isEmpty()) m_identity.name = QFileInfo(m_path).fileName();
            if (m_identifyOnly) {
                m_phase = Phase::Ready;
                emit identified(m_identity);
                return;
            }
            for (const auto& [name, value] : m_options) {
                usi::SetOption option{name.toStdString(), std::nullopt};
                if (!value.isNull()) option.value = value.toStdString();
                send(usi::Command{option});
            }
            m_phase = Phase::WaitReadyOk;
            send(usi::Command{usi::IsReady{}});
            m_timer->start(m_timeout);
            emit identified(m_identity);
        }
        return;
    case Phase::WaitReadyOk:
        if (std::holds_alternative<usi::ReadyOk>(got)) {
            m_timer->stop();
            m_phase = Phase::Ready;
            emit ready();
        }
        return;
    case Phase::Ready: emit answer(got); return;
    default: return;
    }
}

AiInfo aiInfoOf(const usi::Info& info, Side mover) {
    AiInfo ai;
    ai.depth = info.depth.value_or(0);
    ai.multipv = info.multipv.value_or(1);
    ai.nodes = qint64(info.nodes.value_or(0));
    ai.nps = qint64(info.nps.value_or(0));
    ai.pv = info.pv;
    if (info.score) {
        const usi::Score& sc = *info.score;
        if (sc.kind == usi::Score::Kind::Cp) {
            ai.eval.centipawns = mover == Sente ? sc.value : -sc.value;
        } else {
            ai.eval.isMate = true;
            ai.eval.matePlies = std::abs(sc.kind == usi::Score::Kind::Mate ? sc.value : 0);
            ai.eval.senteMates = (sc.value > 0) == (mover == Sente);
            ai.eval.centipawns =
                ai.eval.senteMates ? Evaluation::MateCentipawns : -Evaluation::MateCentipawns;
        }
    }
    return ai;
}

} // namespace ogi
