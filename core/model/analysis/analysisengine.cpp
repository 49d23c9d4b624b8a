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
    // Cancels the search before it. Full strength, by hand: the network's evaluation moves
    // more from one position to the next, which the marks and the quiz would take for
    // mistakes (core/model/quiz.h).
    m_worker->startSearch(game, limits, ai::MaxLevel, true);
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
