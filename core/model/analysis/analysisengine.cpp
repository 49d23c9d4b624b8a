// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/analysisengine.h"

#include "model/engines/aiworker.h"

namespace ogi {

BuiltinAnalysisEngine::BuiltinAnalysisEngine(QObject* parent)
    : AnalysisEngine(parent), m_worker(new AiWorker(this)) {
    connect(m_worker, &AiWorker::info, this, [this](const AiInfo& info) {
        if (info.multipv >= 1) {
            if (m_lines.size() < std::size_t(info.multipv))
                m_lines.resize(std::size_t(info.multipv));
            m_lines[std::size_t(info.multipv - 1)] = info;
        }
        emit this->info(info);
    });
    connect(m_worker, &AiWorker::bestMove, this, [this](Move best) {
        AnalysisResult result{best, std::move(m_lines)};
        m_lines.clear();
        emit finished(result);
    });
}

BuiltinAnalysisEngine::~BuiltinAnalysisEngine() {
    m_worker->cancel();
}

void BuiltinAnalysisEngine::start(const Game& game, const ai::SearchLimits& limits) {
    m_lines.clear();
    // Cancels the search before it. Full strength, with the learned network (the strongest
    // evaluation, ogi-engine's default): its scores jump more from one position to the next
    // than the hand-written ones, so the marks and the quiz judge moves by the chance of
    // winning they lose, not by centipawns (docs/marks.md).
    m_worker->startSearch(game, limits, ai::MaxLevel, AnalysisEvalKind == ai::EvalKind::Hand);
}

void BuiltinAnalysisEngine::analyse(const Game& game, int lines) {
    ai::SearchLimits limits;
    limits.infinite = true;
    limits.depth = 64;
    limits.multiPV = lines;
    start(game, limits);
}

void BuiltinAnalysisEngine::search(const Game& game, const ai::SearchLimits& limits, int lines) {
    ai::SearchLimits bounded = limits;
    bounded.infinite = false;
    bounded.multiPV = lines;
    start(game, bounded);
}

void BuiltinAnalysisEngine::cancel() {
    m_worker->cancel();
    m_lines.clear();
}

} // namespace ogi
