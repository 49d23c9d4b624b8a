// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/usianalysisengine.h"

#include "model/engines/usiprocess.h"

#include <QTimer>

#include <algorithm>

namespace ogi {

UsiAnalysisEngine::UsiAnalysisEngine(const EngineConfig& engine, QObject* parent)
    : AnalysisEngine(parent), m_engine(engine), m_stopTimer(new QTimer(this)),
      m_timeout(UsiProcess::DefaultTimeout) {
    m_stopTimer->setSingleShot(true);
    connect(m_stopTimer, &QTimer::timeout, this, [this] {
        if (m_process)
            m_process->fail(tr("The engine %1 did not answer “stop” within %n s.", nullptr,
                               (m_timeout + 999) / 1000)
                                .arg(m_engine.name));
    });
}

UsiAnalysisEngine::~UsiAnalysisEngine() = default; // the process says "quit"

int UsiAnalysisEngine::maxLines() const {
    // Until the engine has said what it can, as many as asked.
    if (!m_process || !m_process->isReady()) return MaxAnalysisLines;
    const usi::Option* multiPV = m_process->option(QStringLiteral("MultiPV"));
    if (!multiPV || multiPV->type != usi::Option::Type::Spin) return 1;
    return int(std::clamp<std::int64_t>(multiPV->max.value_or(1), 1, MaxAnalysisLines));
}

void UsiAnalysisEngine::launch() {
    delete m_process;
    m_search = Search::Idle;
    m_stopTimer->stop();
    m_multiPV = 1;
    m_process = new UsiProcess(m_engine.name, this);
    m_process->setTimeout(m_timeout);
    connect(m_process, &UsiProcess::ready, this, [this] {
        // Its own chances of winning on every line, when it can say them (AiInfo).
        if (const usi::Option* wdl = m_process->option(QStringLiteral("USI_ShowWDL"));
            wdl && wdl->type == usi::Option::Type::Check)
            m_process->send(usi::Command{usi::SetOption{wdl->name, "true"}});
        m_process->send(usi::Command{usi::UsiNewGame{}});
        send();
    });
    connect(m_process, &UsiProcess::answer, this, &UsiAnalysisEngine::onAnswer);
    connect(m_process, &UsiProcess::failed, this, [this](const QString& message) {
        m_search = Search::Idle;
        m_request.reset();
        m_stopTimer->stop();
        emit failed(message);
    });
    m_process->start(m_engine.path, m_engine.optionValues());
}

void UsiAnalysisEngine::analyse(const Game& game, int lines) {
    request(game, lines, std::nullopt);
}

void UsiAnalysisEngine::search(const Game& game, const ai::SearchLimits& limits, int lines) {
    request(game, lines, limits);
}

void UsiAnalysisEngine::request(const Game& game, int lines,
                                std::optional<ai::SearchLimits> limits) {
    m_request = Request{game, lines, limits};
    if (!m_process || m_process->hasFailed()) {
        launch();
        return;
    }
    if (!m_process->isReady()) return; // sent once it is
    if (m_search == Search::Idle) {
        send();
    } else if (m_search == Search::Running) {
        m_search = Search::Stopping;
        m_process->send(usi::Command{usi::Stop{}});
        m_stopTimer->start(m_timeout);
    }
}

void UsiAnalysisEngine::cancel() {
    m_request.reset();
    if (m_search != Search::Running) return;
    m_search = Search::Stopping;
    m_process->send(usi::Command{usi::Stop{}});
    m_stopTimer->start(m_timeout);
}

void UsiAnalysisEngine::send() {
    if (!m_request || m_search != Search::Idle) return;
    const Request request = std::move(*m_request);
    m_request.reset();
    const int lines = std::clamp(request.lines, 1, maxLines());
    if (lines != m_multiPV && m_process->option(QStringLiteral("MultiPV"))) {
        const usi::Option* option = m_process->option(QStringLiteral("MultiPV"));
        m_process->send(usi::Command{usi::SetOption{option->name, std::to_string(lines)}});
        m_multiPV = lines;
    }
    m_mover = request.game.sideToMove();
    m_process->send(usi::Command{usi::positionCommand(request.game)});
    usi::Go go;
    m_bounded = request.limits.has_value();
    m_lines.clear();
    if (const auto& limits = request.limits) {
        if (limits->depth > 0) go.depth = limits->depth;
        if (limits->nodes > 0) go.nodes = limits->nodes;
        if (limits->movetime > 0) go.movetime = limits->movetime;
        if (!go.depth && !go.nodes && !go.movetime) go.movetime = 1000; // bounded all the same
    } else {
        go.infinite = true;
    }
    m_process->send(usi::Command{go});
    m_search = Search::Running;
}

void UsiAnalysisEngine::onAnswer(const usi::Answer& answer) {
    if (const auto* info = std::get_if<usi::Info>(&answer)) {
        // Only the running request's lines; none after its "stop".
        if (m_search == Search::Running && !info->pv.empty()) {
            const AiInfo line = aiInfoOf(*info, m_mover);
            if (m_bounded && line.multipv >= 1) {
                if (m_lines.size() < std::size_t(line.multipv))
                    m_lines.resize(std::size_t(line.multipv));
                m_lines[std::size_t(line.multipv - 1)] = line;
            }
            emit this->info(line);
        }
    } else if (const auto* best = std::get_if<usi::BestMove>(&answer)) {
        // The end of a search, stopped or finished by itself (a mate found, say). The process
        // hands on only the bestmove a "go" is owed (usi::Client notes any other), and a "go"
        // is sent only from Idle, so a search is running or stopping here.
        m_stopTimer->stop();
        // A bounded search that ended by itself is reported; one stopped was cancelled.
        const bool report = m_search == Search::Running && m_bounded;
        m_search = Search::Idle;
        if (report) {
            AnalysisResult result;
            if (best->kind == usi::BestMove::Kind::Move) result.best = best->move;
            result.lines = std::move(m_lines);
            m_lines.clear();
            emit finished(result);
        }
        send();
    }
    // Nothing else is handed on: no "go mate" is sent, so no "checkmate" is owed.
}

AnalysisEngine* makeAnalysisEngine(const QString& name, const EngineRegistry* engines,
                                   QObject* parent) {
    if (name.isEmpty()) return new BuiltinAnalysisEngine(parent);
    std::optional<EngineConfig> engine = engines ? engines->find(name) : std::nullopt;
    if (!engine) {
        engine = EngineConfig();
        engine->name = name; // no path: it fails saying it is not among the engines added
    }
    return new UsiAnalysisEngine(*engine, parent);
}

} // namespace ogi
