// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/adviser.h"

#include "model/analysis/analyser.h"
#include "model/game/gamemodel.h"

namespace ogi {

Adviser::Adviser(GameModel* model, EngineRegistry* engines, QObject* parent)
    : QObject(parent), m_model(model), m_analyser(new Analyser(model, this, nullptr, engines)) {
    connect(m_analyser, &Analyser::searchInfo, this, [this](quint64 id, const AiInfo& info) {
        if (m_hinting && id == m_search) emit searchInfo(info);
    });
    connect(m_analyser, &Analyser::searchFinished, this, &Adviser::onFinished);
    connect(m_analyser, &Analyser::searchFailed, this, [this](quint64 id, const QString& message) {
        if (!m_hinting || id != m_search) return;
        m_hinting = false;
        m_search = 0;
        emit hintFailed(message);
        emit stateChanged();
    });
}

Adviser::~Adviser() {
    blockSignals(true);
    cancelHint();
}

void Adviser::requestHint() {
    if (m_hinting) return;
    const Game& game = m_model->game();
    m_hinting = true;
    m_key = game.position().key();
    m_ply = game.moves().size();
    ai::SearchLimits quick;
    quick.movetime = HintTime;
    m_search = m_analyser->search(game, quick);
    emit stateChanged();
}

void Adviser::cancelHint() {
    if (!m_hinting) return;
    m_hinting = false;
    m_analyser->cancelSearch(m_search);
    m_search = 0;
    emit stateChanged();
}

void Adviser::onFinished(quint64 id, const AnalysisResult& result) {
    if (!m_hinting || id != m_search) return;
    const Game& game = m_model->game();
    const bool samePosition = m_key == game.position().key() && m_ply == game.moves().size();
    m_hinting = false;
    m_search = 0;
    // The session drops it if the human is no longer to move.
    if (samePosition && result.best) emit hintFound(result.best);
    emit stateChanged();
}

} // namespace ogi
