// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/usiprocess.h"

#include <QFileInfo>
#include <QTimer>

#include <algorithm>
#include <chrono>
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
    connect(m_timer, &QTimer::timeout, this, &UsiProcess::onTimeout);
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
    m_client.quit();
    m_process->disconnect(this);
    if (m_process->state() == QProcess::NotRunning) return;
    // Not logged: the engine is left, and no one listens any more.
    for (const usi::Command& command : m_client.takeOutgoing())
        m_process->write((usi::format(command) + '\n').c_str());
    m_process->closeWriteChannel();
    // A well-behaved engine leaves at once; one that does not is killed.
    if (!m_process->waitForFinished(300)) {
        m_process->kill();
        m_process->waitForFinished(300);
    }
}

void UsiProcess::start(const QString& path, std::vector<OptionValue> options) {
    if (isStarted()) return;
    usi::Client::Setup setup;
    setup.identifyOnly = m_identifyOnly;
    setup.usiTimeout = setup.readyTimeout = usi::Client::Ms(m_timeout);
    for (const auto& [name, value] : options) {
        usi::SetOption option{name.toStdString(), std::nullopt};
        if (!value.isNull()) option.value = value.toStdString();
        setup.options.push_back(std::move(option));
    }
    m_client = usi::Client(std::move(setup));
    m_identity = EngineConfig();
    m_identity.path = path;
    if (m_name.isEmpty()) m_name = QFileInfo(path).fileName();
    const QFileInfo file(path);
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
    m_client.start(usi::Client::Clock::now());
    flush();
    armTimer();
}

const usi::Option* UsiProcess::option(const QString& name) const {
    for (const usi::Option& o : m_identity.options)
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void UsiProcess::send(const usi::Command& command) {
    if (m_client.send(command)) flush();
}

void UsiProcess::flush() {
    for (const usi::Command& command : m_client.takeOutgoing()) {
        const std::string line = usi::format(command);
        addLog(UsiLogEntry::Kind::Sent, QString::fromStdString(line));
        m_process->write(line.data(), qint64(line.size()));
        m_process->write("\n", 1);
    }
}

void UsiProcess::armTimer() {
    const auto deadline = m_client.deadline();
    if (!deadline) {
        m_timer->stop();
        return;
    }
    const auto left =
        std::chrono::ceil<std::chrono::milliseconds>(*deadline - usi::Client::Clock::now());
    m_timer->start(int(std::max<std::chrono::milliseconds::rep>(left.count(), 0)));
}

void UsiProcess::onTimeout() {
    const usi::Client::Event event = m_client.expire(usi::Client::Clock::now());
    if (event.kind != usi::Client::Event::Kind::Failed) {
        armTimer(); // the timer came a little early
        return;
    }
    const int seconds = (m_timeout + 999) / 1000;
    end(event.problem == usi::Client::Problem::NoUsiOk
            ? tr("The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?",
                 nullptr, seconds)
                  .arg(m_name)
            : tr("The engine %1 did not answer “isready” within %n s.", nullptr, seconds)
                  .arg(m_name));
}

void UsiProcess::note(const QString& text) {
    addLog(UsiLogEntry::Kind::Problem, text);
}

void UsiProcess::fail(const QString& message) {
    if (hasFailed() || m_client.phase() == usi::Client::Phase::Quit) return;
    end(message);
}

void UsiProcess::end(const QString& message) {
    m_timer->stop();
    m_client.abandon();
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
        if (hasFailed() || m_client.phase() == usi::Client::Phase::Quit) return;
    }
    if (m_process->bytesAvailable() > qint64(usi::MaxLineLength)) {
        note(tr("a line longer than %1 bytes was dropped").arg(qulonglong(usi::MaxLineLength)));
        m_process->readAllStandardOutput();
    }
}

void UsiProcess::onLine(const std::string& text) {
    using Kind = usi::Client::Event::Kind;
    const usi::Client::Event event = m_client.receive(text, usi::Client::Clock::now());
    addLog(event.error.empty() ? UsiLogEntry::Kind::Received : UsiLogEntry::Kind::Garbage,
           QString::fromStdString(usi::printable(text, 2000)));
    if (!event.error.empty()) note(QString::fromStdString(event.error));
    flush(); // after "usiok": the options and "isready"
    armTimer();
    switch (event.kind) {
    case Kind::Identified: {
        const usi::Identity& id = m_client.identity();
        m_identity.name = QString::fromStdString(id.name);
        m_identity.author = QString::fromStdString(id.author);
        m_identity.options = id.options;
        if (m_identity.name.isEmpty()) m_identity.name = QFileInfo(m_identity.path).fileName();
        emit identified(m_identity);
        return;
    }
    case Kind::Ready: emit ready(); return;
    case Kind::Info:
        if (isReady()) emit answer(*event.answer); // not the words of an engine that loads
        return;
    case Kind::BestMove:
    case Kind::Checkmate: emit answer(*event.answer); return;
    case Kind::Unexpected:
        note(event.problem == usi::Client::Problem::UnaskedMove
                 ? tr("a move that was not asked for, ignored")
                 : tr("an answer that was not expected now, ignored"));
        return;
    default: return; // a line not understood is in the log already
    }
}

AiInfo aiInfoOf(const usi::Info& info, Side mover) {
    AiInfo ai;
    ai.depth = info.depth.value_or(0);
    ai.multipv = info.multipv.value_or(1);
    ai.nodes = qint64(info.nodes.value_or(0));
    ai.nps = qint64(info.nps.value_or(0));
    ai.pv = info.pv;
    if (info.wdl) { // the side to move's chances: Sente's win and half the draw
        const int twice = info.wdl->win * 2 + info.wdl->draw; // in half per mille
        ai.senteWinPermille = (mover == Sente ? twice : 2000 - twice) / 2;
    }
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
