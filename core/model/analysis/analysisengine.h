// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisEngine: what the analyser (analyser.h) needs from an engine, and the built-in one.
#pragma once

#include "ai/limits.h"
#include "model/analysis/evaluation.h"
#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>

#include <vector>

namespace ogi {

class AiWorker;

// The most lines the analysis shows.
constexpr int MaxAnalysisLines = 5;

// The end of a bounded search: the move the engine chose and the last report of each line.
struct AnalysisResult {
    Move best;                 // null when the side to move has no legal move
    std::vector<AiInfo> lines; // best first (line 1 first); empty when nothing was reported
};

// What an analyser needs from an engine: an endless search of one position for N lines
// (analyse), a bounded one that ends with a move (search), and a way to drop either. A new
// request replaces the one before. info() reports lines (AiInfo::multipv 1-based, best first
// within an iteration) and finished() ends a search(), both of the latest request only:
// nothing of a cancelled or replaced request is reported. failed() says that the engine
// cannot go on (it could not be started, or stopped).
class AnalysisEngine : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Starts analysing game's position for `lines` lines until cancel() or the next call.
    virtual void analyse(const Game& game, int lines) = 0;
    // Searches game's position for `lines` lines within limits (a depth, a node count, a
    // time), then reports finished().
    virtual void search(const Game& game, const ai::SearchLimits& limits, int lines) = 0;
    virtual void cancel() = 0;
    // The most lines the engine reports for one position (fewer than asked for an engine
    // that has no MultiPV).
    virtual int maxLines() const { return 64; }

signals:
    void info(const ogi::AiInfo& info);
    void failed(const QString& message);
    void finished(const ogi::AnalysisResult& result);
};

// The built-in engine, on its own thread (AiWorker).
class BuiltinAnalysisEngine : public AnalysisEngine {
    Q_OBJECT
public:
    explicit BuiltinAnalysisEngine(QObject* parent = nullptr);
    ~BuiltinAnalysisEngine() override;
    void analyse(const Game& game, int lines) override;
    void search(const Game& game, const ai::SearchLimits& limits, int lines) override;
    void cancel() override;

private:
    void start(const Game& game, const ai::SearchLimits& limits);

    AiWorker* m_worker;
    std::vector<AiInfo> m_lines; // the last report of each line of the request under way
};

} // namespace ogi
