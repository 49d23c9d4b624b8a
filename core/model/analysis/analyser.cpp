// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/analyser.h"

#include "ai/checks.h"
#include "model/analysis/evaluationtext.h"
#include "model/analysis/usianalysisengine.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"

#include <algorithm>

namespace ogi {

namespace {
// How many lines the built-in search makes when `wanted` are asked for (ai::lineMoves: the
// moves that do not leave the King capturable). An engine that makes fewer is caught by the
// start of its next iteration.
int linesMade(const Game& game, int wanted) {
    MoveList legal;
    game.legalMoves(legal);
    return std::min(wanted, ai::lineMoves(game.position(), legal));
}
} // namespace

Analyser::Analyser(GameModel* model, QObject* parent, AnalysisEngine* engine,
                   EngineRegistry* engines)
    : QObject(parent), m_model(model), m_engines(engines) {
    setEngine(engine);
    connect(m_model, &GameModel::positionChanged, this, &Analyser::restart);
    // An illegal attempt or a resignation ends the game without changing the position.
    connect(m_model, &GameModel::gameOver, this, &Analyser::restart);
}

Analyser::~Analyser() {
    m_engine->cancel();
}

void Analyser::useEngine(const QString& name) {
    if (name == m_engineName && m_engine) return;
    setEngine(makeAnalysisEngine(name, m_engines), name);
}

void Analyser::setEngine(AnalysisEngine* engine, const QString& name) {
    if (m_engine) {
        m_engine->cancel();
        m_engine->disconnect(this);
        m_engine->deleteLater(); // it may be the sender of a signal being delivered
    }
    m_engine = engine ? engine : new BuiltinAnalysisEngine(this);
    m_engine->setParent(this);
    m_engineName = engine ? name : QString();
    m_error.clear();
    connect(m_engine, &AnalysisEngine::info, this, &Analyser::onInfo);
    connect(m_engine, &AnalysisEngine::failed, this, &Analyser::onFailed);
    connect(m_engine, &AnalysisEngine::finished, this, &Analyser::onFinished);
    if (m_searchRunning) { // the new engine takes the bounded search over
        m_searchRunning = false;
        startSearch();
    }
    if (!m_active) return;
    if (m_state == State::Failed) setState(State::Off); // restart() says what comes now
    restart();
}

std::vector<Move> Analyser::bestMoves() const {
    std::vector<Move> moves;
    for (const AnalysisLine& l : m_lines)
        if (!l.pv.empty()) moves.push_back(l.pv.front());
    return moves;
}

void Analyser::setActive(bool on) {
    if (on == m_active) return;
    m_active = on;
    if (on) {
        m_error.clear(); // the engine is asked again
        if (m_state == State::Failed) setState(State::Off);
        restart();
        return;
    }
    if (!m_searchRunning) m_engine->cancel(); // a bounded search goes on
    clearLines();
    setState(State::Off);
}

void Analyser::setLineCount(int lines) {
    lines = std::clamp(lines, MinLines, MaxLines);
    if (lines == m_lineCount) return;
    m_lineCount = lines;
    restart();
}

void Analyser::restart() {
    if (!m_active || !m_error.isEmpty()) return;
    if (!m_searchRunning) m_engine->cancel();
    m_game = m_model->game();
    clearLines();
    // A game that ended off the board (a resignation, the clock, an illegal attempt, a draw
    // claimed) leaves its last position to study: it is analysed as if the game went on. A
    // King captured, or no move left, leaves nothing to analyse.
    if (const Termination t = m_game.outcome().termination;
        t != Termination::KingCaptured && t != Termination::NoLegalMove)
        if (m_game.isOver()) m_game.undo();
    if (m_game.isOver()) {
        setState(State::GameOver);
        return;
    }
    m_expected = linesMade(m_game, m_lineCount);
    if (m_expected == 0) {
        setState(State::GameOver);
        return;
    }
    if (!m_searches.empty()) {
        setState(State::Paused); // resumed on the position then in view (resumeLater)
        return;
    }
    setState(State::Thinking);
    m_engine->analyse(m_game, m_lineCount);
}

void Analyser::onFailed(const QString& message) {
    m_error = message;
    clearLines();
    if (m_active) setState(State::Failed);
    // The bounded searches fail with it (the next one asks the engine again).
    const std::vector<Search> searches = std::move(m_searches);
    m_searches.clear();
    m_searchRunning = false;
    for (const Search& s : searches) emit searchFailed(s.id, message);
}

quint64 Analyser::search(const Game& game, const ai::SearchLimits& limits, int lines) {
    const quint64 id = ++m_lastSearchId;
    m_searches.push_back({id, game, limits, std::clamp(lines, MinLines, MaxLines)});
    if (m_searches.size() == 1) {
        // The live analysis gives way: its lines are of a search that stops here.
        if (m_active && m_state != State::Off && m_state != State::GameOver) {
            clearLines();
            setState(State::Paused);
        }
        startSearch();
    }
    return id;
}

void Analyser::cancelSearch(quint64 id) {
    const auto it = std::find_if(m_searches.begin(), m_searches.end(),
                                 [id](const Search& s) { return s.id == id; });
    if (it == m_searches.end()) return;
    const bool running = it == m_searches.begin() && m_searchRunning;
    m_searches.erase(it);
    if (!running) return;
    m_searchRunning = false;
    m_engine->cancel();
    if (!m_searches.empty())
        startSearch();
    else
        resumeLater();
}

void Analyser::startSearch() {
    if (m_searchRunning || m_searches.empty()) return;
    const Search& s = m_searches.front();
    m_searchRunning = true;
    m_engine->search(s.game, s.limits, s.lines); // replaces the live analysis
}

// The live analysis comes back once the event loop has run: a client that asks for its next
// search right after one ends (the whole-game analysis, position after position) keeps it
// paused rather than restarting it for a moment.
void Analyser::resumeLater() {
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_searches.empty() && m_state == State::Paused) restart();
        },
        Qt::QueuedConnection);
}

void Analyser::onFinished(const AnalysisResult& result) {
    if (!m_searchRunning || m_searches.empty()) return; // not asked (the contract forbids it)
    const quint64 id = m_searches.front().id;
    m_searches.erase(m_searches.begin());
    m_searchRunning = false;
    startSearch(); // the next one waiting, if any
    emit searchFinished(id, result);
    if (m_searches.empty()) resumeLater();
}

void Analyser::onInfo(const AiInfo& info) {
    if (m_searchRunning) {
        if (!m_searches.empty()) emit searchInfo(m_searches.front().id, info);
        return;
    }
    if (!m_active || (m_state != State::Thinking && m_state != State::Analysing)) return;
    // A line for another position is dropped: its first move must be legal here.
    if (info.pv.empty() || !m_game.isLegal(info.pv.front())) return;
    if (info.multipv < 1 || info.multipv > m_lineCount) return;
    // A new iteration starts with line 1: what came before it is complete as it is.
    if (info.multipv == 1 && !m_pending.empty()) publish();
    AnalysisLine line;
    line.rank = info.multipv;
    line.eval = info.eval;
    line.scoreText = texts::evaluationShort(info.eval);
    line.senteChance = info.senteWinPermille >= 0 && !info.eval.isMate
                           ? info.senteWinPermille / 1000.0
                           : senteWinChance(info.eval, m_game.position());
    line.depth = info.depth;
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.pv = info.pv;
    // Lines of one iteration come in order; one out of order starts the set again.
    if (info.multipv != int(m_pending.size()) + 1) m_pending.clear();
    if (info.multipv != int(m_pending.size()) + 1) return;
    m_pending.push_back(std::move(line));
    if (int(m_pending.size()) >= std::min(m_expected, m_engine->maxLines())) publish();
}

void Analyser::publish() {
    // Distinct first moves only (the engine never repeats one; a defence all the same).
    std::vector<AnalysisLine> lines;
    for (AnalysisLine& l : m_pending) {
        const bool seen = std::any_of(lines.begin(), lines.end(), [&](const AnalysisLine& o) {
            return o.pv.front() == l.pv.front();
        });
        if (!seen) lines.push_back(std::move(l));
    }
    m_pending.clear();
    if (lines.empty()) return;
    m_lines = std::move(lines);
    setState(State::Analysing);
    emit linesChanged();
    emit bestMovesChanged(bestMoves());
}

void Analyser::clearLines() {
    m_pending.clear();
    if (m_lines.empty()) return;
    m_lines.clear();
    emit linesChanged();
    emit bestMovesChanged({});
}

void Analyser::setState(State state) {
    if (state == m_state) return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace ogi
