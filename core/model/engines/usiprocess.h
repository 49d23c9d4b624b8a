// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// UsiProcess: one external engine's program, run with QProcess, and the conversation with
// it, shared by EngineProbe, UsiPlayer and UsiAnalysisEngine. The rules of the conversation
// are usi::Client's (core/usi/client.h), which ogi-match drives too; this class is its pipe,
// its clock (a timer) and its log. start() checks the file, runs it and sends "usi"; the
// "id" and "option" lines are kept until "usiok" (identified()); then the options given to
// start() are sent as "setoption", "isready" is sent, and "readyok" makes the engine
// ready(). Each wait is bounded by timeout(). Once ready, every "info" line, and every
// "bestmove" (or "checkmate") that a "go" asked for, is handed on (answer()); any other
// answer is noted in the log and ignored.
//
// What goes wrong ends in failed() with a message naming the engine: a file that is not
// there or not a program, a program that cannot be started, no answer in time, an exit.
// Every line sent and received, and every problem with one, is kept in log() (the newest
// MaxLog entries) and signalled (logged()); each entry also goes to the program's EngineLog,
// which the engine log view shows.
#pragma once

#include "model/analysis/evaluation.h"
#include "model/engines/engineregistry.h"
#include "model/game/metatypes.h"
#include "rules/position.h"
#include "usi/client.h"
#include "usi/codec.h"

#include <QDateTime>
#include <QObject>
#include <QProcess>
#include <QStringList>

#include <deque>
#include <utility>
#include <vector>

class QTimer;

namespace ogi {

// One entry of an engine's log.
struct UsiLogEntry {
    enum class Kind : std::uint8_t {
        Sent,     // a line to the engine
        Received, // a line from the engine, understood
        Garbage,  // a line from the engine that was not understood (whole or in part)
        Problem,  // what was wrong, or what the program did about it
        Note,     // what the program did (the program started)
    };
    Kind kind = Kind::Received;
    QString engine; // the engine's name
    QDateTime time;
    QString text;
    // As UsiPlayer::log() writes it: "> " sent, "< " received, "! " a problem, "# " a note.
    QString prefixed() const;
};

// The log of every engine the program talks to, newest last, at most MaxLog entries: what
// the engine log view shows. One per program (global()); it lives in the main thread.
class EngineLog : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t MaxLog = 5000;
    static EngineLog& global();
    const std::deque<UsiLogEntry>& entries() const { return m_entries; }
    void add(const UsiLogEntry& entry);
    void clear();

signals:
    void added(const ogi::UsiLogEntry& entry);
    void cleared();

private:
    using QObject::QObject;
    std::deque<UsiLogEntry> m_entries;
};

class UsiProcess : public QObject {
    Q_OBJECT
public:
    using OptionValue = std::pair<QString, QString>; // a null value: a button, sent bare
    static constexpr int DefaultTimeout = 10000;     // ms
    static constexpr qsizetype MaxLog = 5000;

    // name: what the user calls the engine (messages, log); its file name when empty.
    explicit UsiProcess(const QString& name = QString(), QObject* parent = nullptr);
    ~UsiProcess() override; // sends "quit"; an engine that does not leave at once is killed

    void setName(const QString& name) { m_name = name; }
    QString name() const { return m_name; }
    int timeout() const { return m_timeout; }
    void setTimeout(int ms) { m_timeout = ms; }

    // Runs the program at path and starts the handshake; failed() at once when the file
    // will not do. Once only.
    void start(const QString& path, std::vector<OptionValue> options = {});
    // Stops after "usiok" (identified()): no options, no "isready"; for a probe.
    void setIdentifyOnly(bool on) { m_identifyOnly = on; }
    bool isStarted() const { return m_client.phase() != usi::Client::Phase::NotStarted; }
    bool isReady() const { return m_client.phase() == usi::Client::Phase::Ready; }
    bool hasFailed() const { return m_client.phase() == usi::Client::Phase::Failed; }
    QString errorText() const { return m_error; }

    // What the engine said of itself before "usiok".
    const EngineConfig& identity() const { return m_identity; }
    // The option the engine declared by that name (USI names are not case-sensitive).
    const usi::Option* option(const QString& name) const;

    void send(const usi::Command& command);
    // A note in the log ("! "): something the program did not take from the engine.
    void note(const QString& text);
    // Fails with message (killing the program), as if the engine had failed.
    void fail(const QString& message);
    // Leaves the engine: "quit", then killed if it does not go. No signal after.
    void quit();

    // Every line exchanged, oldest first, prefixed as UsiLogEntry::prefixed() says.
    QStringList log() const;

signals:
    void identified(const ogi::EngineConfig& engine); // "usiok" read
    void ready();                                     // "readyok" read: it takes commands
    void answer(const ogi::usi::Answer& answer);      // each answer read once ready
    void failed(const QString& message);
    void logged(const QString& line); // an entry was added to log(), prefixed

private:
    void addLog(UsiLogEntry::Kind kind, const QString& text);
    void onReadyRead();
    void onLine(const std::string& line);
    void flush();                     // writes what the client has to send
    void armTimer();                  // to the client's deadline, or stopped
    void onTimeout();                 // the client's deadline, or a little before
    void end(const QString& message); // fail(), also once the client has failed

    QProcess* m_process;
    QTimer* m_timer;
    QString m_name;
    int m_timeout = DefaultTimeout;
    bool m_identifyOnly = false;
    usi::Client m_client;
    EngineConfig m_identity;
    QString m_error;
    std::deque<UsiLogEntry> m_log;
};

// An "info" line as the analysis and the players take it: the score turned from the view of
// the side to move (USI's) to Sente's; multipv 1 when the engine does not say.
AiInfo aiInfoOf(const usi::Info& info, Side sideToMove);

} // namespace ogi
