// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameAnalysis: runs the AI over every position of a line in the background.
//
// Positions are searched one after the other by an Analyser's engine (bounded searches on its
// own thread: the live analysis pauses meanwhile), so the GUI keeps serving events; progress is
// reported after each position and the run can be cancelled at any time. For each ply the result
// holds the evaluation of the position after it, from Sente's view, Sente's chance of winning
// there, and the best move the engine found in the position before it. apply() writes them
// into a GameTree as [%eval] / [%best] annotations and marks the moves by the chance of
// winning they lose: ?! (an inaccuracy), ? (a mistake), ?? (a blunder), at thresholds measured
// with tools/evalnoise (ogi-marks, docs/marks.md).
#pragma once
#include "ai/limits.h"
#include "model/analysis/evaluation.h"
#include "model/game/metatypes.h"
#include "rules/game.h"
#include "rules/record.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <string>
#include <vector>

namespace ogi {

class Analyser;
class GameTree;
struct AnalysisResult;

class GameAnalysis : public QObject {
    Q_OBJECT
public:
    struct PlyResult {
        bool done = false;
        Evaluation eval; // of the position after this ply (index 0: the start position)
        // Sente's chance of winning there: the engine's own (wdl) or the model's reading of
        // eval (senteWinChance).
        double senteChance = 0.5;
        Move best; // the engine's move in this position (none when decided)
        std::vector<Move> pv;
    };

    // analyser: whose engine searches (not owned; the session's, shared with the live
    // analysis and the hint).
    explicit GameAnalysis(Analyser* analyser, QObject* parent = nullptr);
    ~GameAnalysis() override;

    // Per-position search limits (default: 300 ms), at full strength.
    void setLimits(const ai::SearchLimits& limits) { m_limits = limits; }

    // Analyses the positions of start + moves (moves.size() + 1 positions), up to an illegal
    // move, which ends the line without being analysed. A run in progress is cancelled first.
    void start(const Position& start, const std::vector<Move>& moves);
    void cancel();
    bool isRunning() const { return m_running; }
    int total() const { return int(m_results.size()); }
    const std::vector<PlyResult>& results() const { return m_results; }

    // The chance of winning a move may lose, from the mover's view, before it is marked ?!,
    // ? and ?? (docs/marks.md: measured so that the engine's own moves are rarely marked and
    // real blunders are).
    static constexpr double InaccuracyLoss = 0.05;
    static constexpr double MistakeLoss = 0.10;
    static constexpr double BlunderLoss = 0.15;
    // The chance of winning the mover lost from before to after (Sente's chances).
    static double chanceLost(Side mover, double senteBefore, double senteAfter);
    // The mark for a move that lost `lost` of the mover's chance ("", "?!", "?", "??").
    static std::string markFor(double lost);

    // Writes eval, best and mark annotations of the mainline into tree (whose mainline must
    // be the analysed line). Nodes without a result are left alone.
    void apply(GameTree& tree) const;

signals:
    void progress(int done, int total);
    void plyAnalysed(int ply);
    void finished();
    void cancelled();

private:
    void searchNext();
    Position positionAt(int ply) const; // after `ply` moves of the line
    void onFinished(quint64 id, const AnalysisResult& result);
    void onFailed(quint64 id);

    QPointer<Analyser> m_analyser;
    quint64 m_search = 0; // the analyser's search under way, or 0
    ai::SearchLimits m_limits;
    Position m_start;
    std::vector<Move> m_moves;
    std::vector<PlyResult> m_results;
    int m_current = -1;
    int m_done = 0;
    bool m_running = false;
};

} // namespace ogi
