// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// UsiAnalysisEngine: an external engine (one of the engines added in Settings ▸ Engines…)
// as the live analyser's engine. Its program runs in a UsiProcess, started by the first
// request. Each request is "setoption name MultiPV value N" (when the engine declares the
// option, and the number changed), "position … moves …" and "go infinite"; its "info" lines
// with a line (pv) are reported, the score turned to Sente's view. A bounded search (search())
// is "go" with its depth, nodes or movetime; its "bestmove" ends it (finished()).
//
// A request never overlaps another: a new one (or cancel()) sends "stop" and waits for the
// "bestmove" that answers it before the next is sent; nothing the engine says between the
// "stop" and that "bestmove" is reported. An engine that does not answer "stop" within
// timeout() fails, as one that cannot be started, does not answer "usi" in time, or exits:
// failed() with the message. The next analyse() after a failure starts the program again.
#pragma once

#include "model/analysis/analysisengine.h"
#include "model/engines/engineregistry.h"
#include "model/game/metatypes.h"

#include <optional>

class QTimer;

namespace ogi {

class UsiProcess;

class UsiAnalysisEngine : public AnalysisEngine {
    Q_OBJECT
public:
    explicit UsiAnalysisEngine(const EngineConfig& engine, QObject* parent = nullptr);
    ~UsiAnalysisEngine() override;

    void analyse(const Game& game, int lines) override;
    void search(const Game& game, const ai::SearchLimits& limits, int lines) override;
    void cancel() override;
    int maxLines() const override;

    QString name() const { return m_engine.name; }
    // How long the engine may take to answer "usi", "isready" and "stop" (ms).
    void setTimeout(int ms) { m_timeout = ms; }
    // The running program's conversation (its log), null before the first request.
    UsiProcess* process() const { return m_process; }

private:
    void launch();
    void request(const Game& game, int lines, std::optional<ai::SearchLimits> limits);
    void send();
    void onAnswer(const usi::Answer& answer);

    EngineConfig m_engine;
    UsiProcess* m_process = nullptr;
    QTimer* m_stopTimer;
    int m_timeout;
    struct Request {
        Game game;
        int lines = 1;
        std::optional<ai::SearchLimits> limits; // a bounded search; none: go infinite
    };
    std::optional<Request> m_request; // waiting to be sent
    enum class Search { Idle, Running, Stopping } m_search = Search::Idle;
    Side m_mover = Sente;        // of the running search's position
    bool m_bounded = false;      // the running search is a bounded one
    std::vector<AiInfo> m_lines; // its last report of each line
    int m_multiPV = 1;           // as last set in the engine
};

// The analysis engine the user chose by name: the built-in one when empty, else the engine
// added under that name in engines (one that is no longer there fails saying so).
AnalysisEngine* makeAnalysisEngine(const QString& name, const EngineRegistry* engines,
                                   QObject* parent = nullptr);

} // namespace ogi
