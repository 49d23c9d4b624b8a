// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/gameanalysis.h"

#include "model/analysis/accuracy.h"
#include "model/analysis/analyser.h"
#include "model/document/gametree.h"
#include "rules/notation.h"

#include <QTimer>
#include <algorithm>
#include <cstdio>

namespace ogi {

GameAnalysis::GameAnalysis(Analyser* analyser, QObject* parent)
    : QObject(parent), m_analyser(analyser) {
    m_limits.movetime = 300;
    connect(analyser, &Analyser::searchFinished, this, &GameAnalysis::onFinished);
    connect(analyser, &Analyser::searchFailed, this, [this](quint64 id) { onFailed(id); });
}

GameAnalysis::~GameAnalysis() {
    if (m_analyser && m_search) m_analyser->cancelSearch(m_search);
}

void GameAnalysis::start(const Position& start, const std::vector<Move>& moves) {
    if (m_running) cancel();
    m_start = start;
    // A record read from a file keeps the illegal attempt that ended the game as its last
    // move: the attempt was never played, so the positions analysed stop before it (its
    // node gets no evaluation rather than a won-game score).
    m_moves.clear();
    Game game(start);
    for (Move m : moves) {
        if (game.isOver() || game.play(m) != Illegal::None) break;
        m_moves.push_back(m);
    }
    m_results.assign(m_moves.size() + 1, PlyResult{});
    m_current = -1;
    m_done = 0;
    m_running = true;
    emit progress(0, total());
    searchNext();
}

void GameAnalysis::cancel() {
    if (!m_running) return;
    if (m_analyser && m_search) m_analyser->cancelSearch(m_search);
    m_search = 0;
    m_running = false;
    emit cancelled();
}

// The result of a game that is already decided in this position (a King was captured, or
// the side to move has no legal move): no search, the winner's "mate in 0".
static Evaluation decidedEvaluation(const Outcome& o) {
    Evaluation e;
    if (o.result == Result::Draw || o.result == Result::Ongoing) return e;
    e.isMate = true;
    e.matePlies = 0;
    e.senteMates = o.result == Result::SenteWins;
    return e;
}

void GameAnalysis::searchNext() {
    while (m_running) {
        ++m_current;
        if (m_current >= total()) {
            m_running = false;
            emit finished();
            return;
        }
        Game game(m_start);
        for (int i = 0; i < m_current; ++i) game.play(m_moves[std::size_t(i)]);
        if (!game.isOver()) {
            if (!m_analyser) { // the engine is gone (the program is closing)
                m_running = false;
                emit cancelled();
                return;
            }
            m_search = m_analyser->search(game, m_limits);
            return;
        }
        PlyResult& r = m_results[std::size_t(m_current)];
        r.done = true;
        r.eval = decidedEvaluation(game.outcome());
        r.senteChance = r.eval.isMate ? (r.eval.senteMates ? 1.0 : 0.0) : 0.5;
        ++m_done;
        emit plyAnalysed(m_current);
        emit progress(m_done, total());
    }
}

void GameAnalysis::onFinished(quint64 id, const AnalysisResult& result) {
    if (!m_running || id != m_search) return;
    m_search = 0;
    PlyResult& r = m_results[std::size_t(m_current)];
    r.done = true;
    if (!result.lines.empty()) {
        const AiInfo& line = result.lines.front();
        r.eval = line.eval;
        r.pv = line.pv;
        r.senteChance = line.senteWinPermille >= 0 && !line.eval.isMate
                            ? line.senteWinPermille / 1000.0
                            : senteWinChance(line.eval, positionAt(m_current));
    }
    r.best = result.best;
    ++m_done;
    emit plyAnalysed(m_current);
    emit progress(m_done, total());
    // The next search starts from the event loop, not inside the engine's signal.
    QTimer::singleShot(0, this, &GameAnalysis::searchNext);
}

// The engine failed (an external one the user chose): the run stops where it is, with the
// results so far, as when cancelled.
void GameAnalysis::onFailed(quint64 id) {
    if (!m_running || id != m_search) return;
    m_search = 0;
    m_running = false;
    emit cancelled();
}

Position GameAnalysis::positionAt(int ply) const {
    Game game(m_start);
    for (int i = 0; i < ply && i < int(m_moves.size()); ++i) game.play(m_moves[std::size_t(i)]);
    return game.position();
}

double GameAnalysis::chanceLost(Side mover, double senteBefore, double senteAfter) {
    return mover == Sente ? senteBefore - senteAfter : senteAfter - senteBefore;
}

std::string GameAnalysis::markFor(double lost) {
    if (lost >= BlunderLoss) return "??";
    if (lost >= MistakeLoss) return "?";
    if (lost >= InaccuracyLoss) return "?!";
    return {};
}

void GameAnalysis::apply(GameTree& tree) const {
    const std::size_t n = std::min(m_results.size(), tree.record().mainline.nodes.size() + 1);
    Side mover = m_start.sideToMove();
    for (std::size_t ply = 1; ply < n; ++ply, mover = opposite(mover)) {
        const PlyResult& before = m_results[ply - 1];
        const PlyResult& after = m_results[ply];
        const TreeCursor at = GameTree::mainline(int(ply));
        if (!after.done) continue;
        tree.setAnnotation(at, "eval", after.eval.text());
        if (!before.done) continue;
        const Move played = tree.record().mainline.nodes[ply - 1].move;
        std::string mark;
        if (before.best && before.best != played) {
            tree.setAnnotation(at, "best", moveToMachine(before.best));
            mark = markFor(chanceLost(mover, before.senteChance, after.senteChance));
        } else {
            tree.removeAnnotation(at, "best");
        }
        if (mark.empty())
            tree.removeAnnotation(at, "mark");
        else
            tree.setAnnotation(at, "mark", mark);
    }
    // Once every position is analysed: each side's accuracy as the record's tags.
    if (m_running || m_done != total()) return;
    const GameAccuracy accuracy = recordAccuracy(tree.record());
    for (Side s : {Sente, Gote}) {
        char text[16] = "";
        if (accuracy.side[s].moves > 0)
            std::snprintf(text, sizeof text, "%.1f", accuracy.side[s].accuracy);
        tree.setTag(AccuracyTags[s], text);
    }
}

} // namespace ogi
