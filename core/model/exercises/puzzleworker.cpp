// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/puzzleworker.h"

#include <QMetaObject>

namespace ogi {

PuzzleWorker::PuzzleWorker(QObject* parent) : QObject(parent), m_runner(new PuzzleRunner(*this)) {
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("ogi-tsume"));
    m_thread.start();
}

PuzzleWorker::~PuzzleWorker() {
    cancel();
    m_thread.quit();
    m_thread.wait();
    // The solver thread's last use of the queues ended with an unlock; this orders it before
    // the destruction (also for ThreadSanitizer, which cannot see inside QThread::wait).
    std::lock_guard lock(m_mutex);
}

// Runs job(ticket) on the solver's thread; the job returns what to emit back on this
// object's thread, where deliverResults() drops the results of cancelled tickets.
quint64 PuzzleWorker::post(Job job) {
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    {
        std::lock_guard lock(m_mutex);
        m_inbox.emplace_back(ticket, std::move(job));
    }
    QMetaObject::invokeMethod(m_runner, "takeJob", Qt::QueuedConnection);
    return ticket;
}

void PuzzleRunner::takeJob() {
    std::pair<quint64, PuzzleWorker::Job> next;
    {
        std::lock_guard lock(m_worker.m_mutex);
        if (m_worker.m_inbox.empty()) return;
        next = std::move(m_worker.m_inbox.front());
        m_worker.m_inbox.pop_front();
    }
    const quint64 ticket = next.first;
    if (!m_worker.current(ticket)) {
        m_worker.send({ticket, true, {}});
        return;
    }
    m_worker.m_solver.resetStop();
    // A cancel() that came before the reset is seen here; one after it sets the flag.
    if (!m_worker.current(ticket)) m_worker.m_solver.stop();
    m_worker.send({ticket, true, next.second(ticket)});
}

void PuzzleWorker::send(Outgoing out) {
    {
        std::lock_guard lock(m_mutex);
        m_outbox.push_back(std::move(out));
    }
    QMetaObject::invokeMethod(this, "deliverResults", Qt::QueuedConnection);
}

void PuzzleWorker::deliverResults() {
    std::vector<Outgoing> outgoing;
    {
        std::lock_guard lock(m_mutex);
        outgoing.swap(m_outbox);
    }
    for (const Outgoing& out : outgoing) {
        if (out.final) --m_pending;
        if (current(out.ticket) && out.deliver) out.deliver();
    }
}

quint64 PuzzleWorker::answer(const Game& game, Move move, int attackerMoves) {
    const Position pos = game.position();
    const History history = game.history();
    return post([this, pos, history, move, attackerMoves](quint64 ticket) {
        const ai::PuzzleSolver::Answer a = m_solver.answer(pos, history, move, attackerMoves);
        return [this, ticket, a] { emit answered(ticket, a); };
    });
}

quint64 PuzzleWorker::hint(const Game& game, int attackerMoves) {
    const Position pos = game.position();
    const History history = game.history();
    return post([this, pos, history, attackerMoves](quint64 ticket) {
        ai::MateStatus status = ai::MateStatus::Unknown;
        const Move m = m_solver.hint(pos, history, attackerMoves, {}, &status);
        return [this, ticket, m, status] { emit hinted(ticket, m, status); };
    });
}

quint64 PuzzleWorker::analyse(const Game& game, ai::MateMode mode, int maxMoves, int timeMs) {
    const Position pos = game.position();
    const History history = game.history();
    return post([this, pos, history, mode, maxMoves, timeMs](quint64 ticket) {
        ai::MateLimits limits;
        limits.maxMoves = maxMoves;
        limits.timeMs = timeMs;
        const ai::MateResult r =
            m_solver.analyse(pos, history, mode, limits, [this, ticket](const ai::MateProgress& p) {
                const int moves = p.moves;
                send({ticket, false, [this, ticket, moves] { emit analysing(ticket, moves); }});
            });
        return [this, ticket, r] { emit analysed(ticket, r); };
    });
}

void PuzzleWorker::cancel() {
    m_cancelledUpTo = m_nextTicket;
    m_solver.stop();
}

} // namespace ogi
