// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "usiplayer.h"

#include "gameclock.h"
#include "usi/codec.h"

#include <QFileInfo>
#include <QTimer>

#include <algorithm>

namespace ogi {

namespace {
int msArg(qint64 ms) {
    return int(std::clamp<qint64>(ms, 0, usi::MaxInt));
}
} // namespace

UsiPlayer::UsiPlayer(const QString& path, const QString& name, std::vector<OptionValue> options,
                     QObject* parent)
    : Player(parent), m_process(new QProcess(this)), m_startTimer(new QTimer(this)), m_path(path),
      m_name(name.isEmpty() ? QFileInfo(path).fileName() : name), m_options(std::move(options)) {
    setState(State::Starting);
    m_startTimer->setSingleShot(true);
    connect(m_startTimer, &QTimer::timeout, this, [this] {
        const int seconds = (m_startTimeout + 999) / 1000;
        failWith(m_phase == Phase::WaitUsiOk
                     ? tr("The engine %1 did not answer “usi” within %n s.", nullptr, seconds)
                           .arg(m_name)
                     : tr("The engine %1 did not answer “isready” within %n s.", nullptr, seconds)
                           .arg(m_name));
    });
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UsiPlayer::onReadyRead);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QString text = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        if (!text.isEmpty()) addLog(QStringLiteral("! ") + text);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (m_phase == Phase::Quitting) return;
        if (error == QProcess::FailedToStart)
            failWith(
                tr("The engine %1 could not be started: %2").arg(m_name, m_process->errorString()));
        else if (error == QProcess::Crashed)
            failWith(tr("The engine %1 stopped unexpectedly.").arg(m_name));
    });
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        if (m_phase == Phase::Quitting || status == QProcess::CrashExit) return;
        failWith(tr("The engine %1 stopped unexpectedly (exit code %2).").arg(m_name).arg(code));
    });
}

UsiPlayer::~UsiPlayer() {
    if (m_process->state() == QProcess::NotRunning) return;
    m_phase = Phase::Quitting;
    m_process->disconnect(this);
    m_process->write("quit\n");
    m_process->closeWriteChannel();
    // A well-behaved engine leaves at once; one that does not is killed.
    if (!m_process->waitForFinished(300)) {
        m_process->kill();
        m_process->waitForFinished(300);
    }
}

void UsiPlayer::start() {
    if (m_phase != Phase::NotStarted) return;
    const QFileInfo file(m_path);
    if (m_path.isEmpty()) {
        failWith(
            tr("The engine %1 is not among the engines added (Settings ▸ Engines…).").arg(m_name));
        return;
    }
    if (!file.exists()) {
        failWith(tr("The engine file %1 does not exist.").arg(m_path));
        return;
    }
    if (!file.isFile() || !file.isExecutable()) {
        failWith(tr("The engine file %1 is not an executable program.").arg(m_path));
        return;
    }
    m_phase = Phase::WaitUsiOk;
    addLog(QStringLiteral("# ") + m_path);
    m_process->setWorkingDirectory(file.absolutePath());
    m_process->start(m_path, {});
    send(usi::format(usi::Command{usi::Usi{}}));
    m_startTimer->start(m_startTimeout);
}

void UsiPlayer::send(const std::string& line) {
    if (m_process->state() == QProcess::NotRunning && m_phase != Phase::WaitUsiOk) return;
    addLog(QStringLiteral("> ") + QString::fromStdString(line));
    m_process->write(line.data(), qint64(line.size()));
    m_process->write("\n", 1);
}

void UsiPlayer::addLog(const QString& line) {
    m_log.append(line);
    constexpr qsizetype MaxLog = 5000; // lines kept: the newest
    if (m_log.size() > MaxLog) m_log.removeFirst();
    emit logged(line);
}

void UsiPlayer::failWith(const QString& message) {
    m_startTimer->stop();
    addLog(QStringLiteral("! ") + message);
    m_turn = false;
    if (m_phase != Phase::Quitting && m_phase != Phase::NotStarted) {
        m_phase = Phase::Quitting;
        m_process->kill();
    }
    m_phase = Phase::Quitting;
    fail(message);
}

void UsiPlayer::onReadyRead() {
    while (m_process->canReadLine()) {
        QByteArray line = m_process->readLine();
        while (!line.isEmpty() && (line.endsWith('\n') || line.endsWith('\r'))) line.chop(1);
        onLine(line.toStdString());
        if (state() == State::Failed) return;
    }
    if (m_process->bytesAvailable() > qint64(usi::MaxLineLength)) {
        addLog(QStringLiteral("! ") +
               tr("a line longer than %1 bytes was dropped").arg(qulonglong(usi::MaxLineLength)));
        m_process->readAllStandardOutput();
    }
}

void UsiPlayer::onLine(const std::string& text) {
    addLog(QStringLiteral("< ") + QString::fromStdString(usi::printable(text, 2000)));
    const usi::Parsed<usi::Answer> parsed = usi::parseAnswer(text);
    if (!parsed.error.empty()) addLog(QStringLiteral("! ") + QString::fromStdString(parsed.error));
    if (!parsed.value) return;
    const usi::Answer& answer = *parsed.value;
    if (std::holds_alternative<usi::UsiOk>(answer)) {
        if (m_phase != Phase::WaitUsiOk) return;
        for (const auto& [name, value] : m_options) {
            usi::SetOption option{name.toStdString(), std::nullopt};
            if (!value.isNull()) option.value = value.toStdString();
            send(usi::format(usi::Command{option}));
        }
        m_phase = Phase::WaitReadyOk;
        send(usi::format(usi::Command{usi::IsReady{}}));
        m_startTimer->start(m_startTimeout);
    } else if (std::holds_alternative<usi::ReadyOk>(answer)) {
        if (m_phase == Phase::WaitReadyOk) onReady();
    } else if (const auto* info = std::get_if<usi::Info>(&answer)) {
        if (!m_turn || m_stale > 0 || (!info->score && info->pv.empty())) return;
        AiInfo ai;
        ai.depth = info->depth.value_or(0);
        ai.multipv = info->multipv.value_or(1);
        ai.nodes = qint64(info->nodes.value_or(0));
        ai.nps = qint64(info->nps.value_or(0));
        ai.pv = info->pv;
        if (info->score) {
            const Side mover = m_game.sideToMove();
            const usi::Score& sc = *info->score;
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
        emit searchInfo(ai);
    } else if (const auto* best = std::get_if<usi::BestMove>(&answer)) {
        if (m_stale > 0) {
            --m_stale; // the answer to a search that was stopped
            return;
        }
        if (!m_turn || !m_sent) {
            addLog(QStringLiteral("! ") + tr("a move that was not asked for, ignored"));
            return;
        }
        m_turn = false;
        m_sent = false;
        setState(State::Ready);
        switch (best->kind) {
        case usi::BestMove::Kind::Move: emit moveChosen(best->move); break;
        case usi::BestMove::Kind::Resign: emit resigned(); break;
        case usi::BestMove::Kind::Win:
            // Our rules know no declared win: the engine cannot go on with this game.
            failWith(tr("The engine %1 claimed a win by declaration, which the rules of Ōgi "
                        "do not know.")
                         .arg(m_name));
            break;
        }
    } else {
        addLog(QStringLiteral("! ") + tr("an answer that was not expected now, ignored"));
    }
}

void UsiPlayer::onReady() {
    m_startTimer->stop();
    m_phase = Phase::Ready;
    send(usi::format(usi::Command{usi::UsiNewGame{}}));
    setState(m_turn ? State::Thinking : State::Ready);
    if (m_turn) sendTurn();
}

void UsiPlayer::startTurn(const Game& game, const GameClock* clock) {
    if (state() == State::Failed) return;
    m_game = game;
    m_turn = true;
    m_sent = false;
    usi::Go go;
    if (clock && clock->isEnabled()) {
        const TimeControl& tc = clock->timeControl();
        go.btime = msArg(clock->mainLeft(Sente));
        go.wtime = msArg(clock->mainLeft(Gote));
        if (tc.kind == TimeControl::Kind::Increment) {
            go.binc = msArg(tc.incrementMs);
            go.winc = msArg(tc.incrementMs);
        } else if (tc.kind == TimeControl::Kind::Byoyomi) {
            go.byoyomi = msArg(tc.byoyomiMs);
        }
    } else {
        go.movetime = m_moveTime;
    }
    m_go = {usi::format(usi::Command{usi::positionCommand(game)}), usi::format(usi::Command{go})};
    if (m_phase == Phase::NotStarted) start();
    if (m_phase == Phase::Ready) {
        setState(State::Thinking);
        sendTurn();
    }
}

void UsiPlayer::sendTurn() {
    for (const std::string& line : m_go) send(line);
    m_sent = true;
}

void UsiPlayer::cancelTurn() {
    if (!m_turn) return;
    m_turn = false;
    if (m_sent) {
        ++m_stale; // its bestmove is still to come, and is dropped
        send(usi::format(usi::Command{usi::Stop{}}));
    }
    m_sent = false;
    setState(State::Ready);
}

void UsiPlayer::moveNow() {
    if (m_turn && m_sent) send(usi::format(usi::Command{usi::Stop{}}));
}

} // namespace ogi
