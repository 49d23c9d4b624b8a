// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleworker.h"

#include <QMetaObject>

namespace ogi {

PuzzleWorker::PuzzleWorker(QObject* parent) : QObject(parent), m_runner(new QObject) {
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    m_thread.start();
}

PuzzleWorker::~PuzzleWorker() {
    cancel();
    m_thread.quit();
    m_thread.wait();
}

// Runs job(ticket) on the solver's thread; job delivers its result back on this object's
// thread through deliver(), which drops the results of cancelled tickets.
template <typename Job> quint64 PuzzleWorker::post(Job job) {
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    QMetaObject::invokeMethod(m_runner, [this, ticket, job] {
        if (!current(ticket)) {
            QMetaObject::invokeMethod(
                this, [this] { --m_pending; }, Qt::QueuedConnection);
            return;
        }
        m_solver.resetStop();
        auto emitResult = job(ticket);
        QMetaObject::invokeMethod(
            this,
            [this, ticket, emitResult] {
                --m_pending;
                if (current(ticket)) emitResult();
            },
            Qt::QueuedConnection);
    });
    return ticket;
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
                QMetaObject::invokeMethod(
                    this,
                    [this, ticket, moves] {
                        if (current(ticket)) emit analysing(ticket, moves);
                    },
                    Qt::QueuedConnection);
            });
        return [this, ticket, r] { emit analysed(ticket, r); };
    });
}

void PuzzleWorker::cancel() {
    m_cancelledUpTo = m_nextTicket;
    m_solver.stop();
}

} // namespace ogi
