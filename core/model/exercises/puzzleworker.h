// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleWorker: the tsume solver (ai::PuzzleSolver) on a thread of its own, so that the
// window never waits for it. Each request returns at once with a ticket; its result comes
// back on the caller's thread as a signal carrying the same ticket, unless cancel() came
// first (then it never comes). Requests run one after the other; cancel() stops the one
// under way and drops those waiting.
#pragma once

#include "ai/puzzlesolver.h"
#include "learn/puzzle.h"
#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <deque>
#include <functional>
#include <mutex>
#include <vector>

namespace ogi {

class PuzzleWorker;

// The object that lives on the solver's thread and runs the requests there.
class PuzzleRunner : public QObject {
    Q_OBJECT
public:
    explicit PuzzleRunner(PuzzleWorker& worker) : m_worker(worker) {}
    Q_INVOKABLE void takeJob();

private:
    PuzzleWorker& m_worker;
};

class PuzzleWorker : public QObject {
    Q_OBJECT
public:
    explicit PuzzleWorker(QObject* parent = nullptr);
    ~PuzzleWorker() override;

    // How the defender answers the attacker's move in game (PuzzleSolver::answer).
    quint64 answer(const Game& game, Move move, int attackerMoves);
    // A winning move for the side to move within attackerMoves.
    quint64 hint(const Game& game, int attackerMoves);
    // Any position: the shortest forced King capture for the side to move (by any move, or
    // by checks alone for a tsume), up to maxMoves attacker moves, within timeMs (progress
    // reported while it searches).
    quint64 analyse(const Game& game, ai::MateMode mode, int maxMoves, int timeMs);
    void cancel();
    bool isBusy() const { return m_pending > 0; }

signals:
    void answered(quint64 ticket, const ogi::ai::PuzzleSolver::Answer& answer);
    void hinted(quint64 ticket, ogi::Move move, ogi::ai::MateStatus status);
    void analysed(quint64 ticket, const ogi::ai::MateResult& result);
    // While analyse() searches: the bound being searched (attacker moves).
    void analysing(quint64 ticket, int moves);

private:
    friend class PuzzleRunner;
    // What a request leaves to do on the caller's thread (emit its signal).
    using Delivery = std::function<void()>;
    // A request, run on the solver's thread with its ticket.
    using Job = std::function<Delivery(quint64)>;
    struct Outgoing {
        quint64 ticket;
        bool final; // the request's result (else a progress report)
        Delivery deliver;
    };

    quint64 post(Job job);
    // From the solver's thread: queue a delivery for the caller's thread.
    void send(Outgoing out);
    Q_INVOKABLE void deliverResults();
    bool current(quint64 ticket) const { return ticket > m_cancelledUpTo; }

    QThread m_thread;
    PuzzleRunner* m_runner; // lives on m_thread
    // Requests and results cross threads only here, under m_mutex (a lock ThreadSanitizer
    // sees, unlike Qt's event queue).
    std::mutex m_mutex;
    std::deque<std::pair<quint64, Job>> m_inbox;
    std::vector<Outgoing> m_outbox;
    ai::PuzzleSolver m_solver;
    quint64 m_nextTicket = 0;
    std::atomic<quint64> m_cancelledUpTo{0};
    int m_pending = 0;
};

} // namespace ogi
