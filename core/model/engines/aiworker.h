// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AiWorker: runs the search on its own thread for the GUI, without blocking it.
//
// Threads and ownership: an AiWorker lives in the thread that creates it (the GUI thread)
// and searches on a JobThread of its own. Everything the search uses is a copy made when the
// search is requested; nothing mutable is shared with the GUI thread but atomics (the search
// ids, the searcher's stop flag). Results come back on the GUI thread and are filtered there
// by search id, so a result of a cancelled or superseded search is never emitted.
//
// Typical use (a computer player, a hint, an analysis: the same API):
//   auto* ai = new AiWorker(this);
//   connect(ai, &AiWorker::bestMove, this, &MyPlayer::onBestMove);
//   ai->startSearch(game, limits, level);   // returns at once
//   (limits.multiPV = 3 asks for the best three lines: info comes once per line)
//   ai->stop();     // "move now": bestMove comes with the best move found so far
//   ai->cancel();   // forget it: no bestMove, no more info for it
#pragma once

#include "ai/levels.h"
#include "ai/search.h"
#include "model/analysis/evaluation.h"
#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>

#include <atomic>

// ogi::Move and ogi::AiInfo travel through queued signals: declared as metatypes in
// metatypes.h, registered in the AiWorker constructor.

namespace ogi {

class JobThread;

class AiWorker : public QObject {
    Q_OBJECT
public:
    explicit AiWorker(QObject* parent = nullptr);
    ~AiWorker() override; // cancels, then ends and joins the search thread

    bool isSearching() const { return m_active != 0; }

public slots:
    // Searches a copy of game with these limits and level (1-10). A search still running is
    // cancelled first. Returns the new search id at once. Level 10 evaluates with the
    // built-in network unless handWritten (the analysis: see core/model/quiz.h); the lower
    // levels always evaluate by hand (ai/levels.h).
    quint64 startSearch(const ogi::Game& game, const ogi::ai::SearchLimits& limits,
                        int level = ogi::ai::MaxLevel, bool handWritten = false);
    // The running search ends soon and bestMove delivers the best move so far.
    void stop();
    // Every search requested so far is dropped: no bestMove, no more info.
    void cancel();
    // Threads for the next full-strength (level 10) searches; the lower levels cap the nodes
    // of one thread and always use one. Default: one per core but one, at most 8, so that
    // the interface keeps a core to itself.
    void setSearchThreads(int threads);
    int searchThreads() const;

signals:
    // Progress of the current search, after each iteration: the evaluation from Sente's
    // view and the principal variation from the searched position; with several lines
    // (SearchLimits::multiPV), one per line, the best (info.multipv 1) first.
    void info(const ogi::AiInfo& info);
    // The move to play; a null Move when the side to move has no legal move (it has lost).
    void bestMove(ogi::Move move);
    // With bestMove, when the 50-move draw can be claimed and the engine is not winning
    // (ai::shouldClaimDraw): a program playing for the engine should claim instead.
    void drawClaimAdvised();

private:
    struct Request {
        Game game;
        ai::SearchLimits limits;
        int level = ai::MaxLevel;
        bool handWritten = false; // no network, even at level 10
    };
    // Runs on the search thread.
    void search(quint64 id, const Request& request);

    ai::Searcher m_searcher{16};   // used on the search thread; stop() from any thread
    std::atomic<int> m_threads{1}; // search threads at level 10
    std::atomic<quint64> m_stoppedUpTo{0};
    JobThread* m_jobs;
    quint64 m_active = 0; // the search whose results are wanted, or 0
};

} // namespace ogi
