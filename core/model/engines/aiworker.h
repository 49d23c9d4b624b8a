// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AiWorker: runs the search on its own thread for the GUI, without blocking it.
//
// Threads and ownership: an AiWorker lives in the thread that creates it (the GUI thread)
// and OWNS a QThread on which an internal runner object searches. Everything the search
// uses is a copy made when the search is requested; nothing mutable is shared with the GUI
// thread except three atomics (the search ids and the searcher's stop flag). Results travel
// back through queued signals and are filtered in the GUI thread by search id, so a result
// of a cancelled or superseded search is never emitted.
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

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

// ogi::Move and ogi::AiInfo travel through queued signals: declared as metatypes in
// metatypes.h, registered in the AiWorker constructor.

namespace ogi {

class AiSearchRunner;

// What the two threads share. Requests and results pass through `mutex` (a std::mutex, so
// ThreadSanitizer sees the hand-over; the Qt events that wake the other side carry no data).
// Owned by AiWorker; outlives the search thread.
struct AiShared {
    struct Request {
        Game game;
        ai::SearchLimits limits;
        int level = ai::MaxLevel;
        quint64 id = 0;
        bool handWritten = false; // no network, even at level 10
    };
    struct Report { // progress (final == false) or the result (final == true)
        quint64 id = 0;
        bool final = false;
        AiInfo info; // with progress
        Move move;   // with the result
        bool claimDraw = false;
    };
    std::mutex mutex;
    std::optional<Request> request; // the latest request not yet taken
    std::vector<Report> outbox;
    std::atomic<quint64> cancelledUpTo{0};
    std::atomic<quint64> stoppedUpTo{0};
    std::atomic<int> fullStrengthThreads{1}; // search threads at level 10
    ai::Searcher searcher{16};               // used by the search thread; stop() from any thread
};

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
    // Thread-safe. The running search ends soon and bestMove delivers the best move so far.
    void stop();
    // Thread-safe. Every search requested so far is dropped: no bestMove, no more info.
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
    Q_INVOKABLE void deliverReports(); // queued from the search thread
    bool deliverable(quint64 id) const;

    std::unique_ptr<AiShared> m_shared;
    QThread m_thread;
    AiSearchRunner* m_runner = nullptr; // lives in m_thread, deleted when it finishes
    quint64 m_lastRequested = 0;        // GUI thread only
    quint64 m_active = 0; // GUI thread only: the search whose results are wanted, or 0
};

// Internal: the object that searches, living in AiWorker's thread.
class AiSearchRunner : public QObject {
    Q_OBJECT
public:
    AiSearchRunner(AiShared& shared, QObject* worker) : m_shared(shared), m_worker(worker) {}
    Q_INVOKABLE void takeRequest(); // queued from the GUI thread

private:
    void post(AiShared::Report report);
    AiShared& m_shared;
    QObject* m_worker;
};

} // namespace ogi
