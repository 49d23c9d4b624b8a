// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/puzzleworker.h"

#include "model/engines/jobthread.h"

namespace ogi {

PuzzleWorker::PuzzleWorker(QObject* parent)
    : QObject(parent), m_jobs(new JobThread(
                           QStringLiteral("ogi-tsume"), [this] { m_solver.stop(); }, this)) {}

PuzzleWorker::~PuzzleWorker() {
    delete m_jobs; // ends the solver's thread before the solver goes
}

bool PuzzleWorker::isBusy() const {
    return m_jobs->isBusy();
}

void PuzzleWorker::begin(quint64 ticket) {
    m_solver.resetStop();
    // A cancel() that came before the reset is seen here; one after it sets the flag.
    if (!m_jobs->isCurrent(ticket)) m_solver.stop();
}

quint64 PuzzleWorker::answer(const Game& game, Move move, int attackerMoves) {
    const Position pos = game.position();
    const History history = game.history();
    return m_jobs->post([this, pos, history, move, attackerMoves](quint64 ticket) {
        begin(ticket);
        const ai::PuzzleSolver::Answer a = m_solver.answer(pos, history, move, attackerMoves);
        m_jobs->send(ticket, [this, ticket, a] { emit answered(ticket, a); });
    });
}

quint64 PuzzleWorker::hint(const Game& game, int attackerMoves) {
    const Position pos = game.position();
    const History history = game.history();
    return m_jobs->post([this, pos, history, attackerMoves](quint64 ticket) {
        begin(ticket);
        ai::MateStatus status = ai::MateStatus::Unknown;
        const Move m = m_solver.hint(pos, history, attackerMoves, {}, &status);
        m_jobs->send(ticket, [this, ticket, m, status] { emit hinted(ticket, m, status); });
    });
}

quint64 PuzzleWorker::analyse(const Game& game, ai::MateMode mode, int maxMoves, int timeMs) {
    const Position pos = game.position();
    const History history = game.history();
    return m_jobs->post([this, pos, history, mode, maxMoves, timeMs](quint64 ticket) {
        begin(ticket);
        ai::MateLimits limits;
        limits.maxMoves = maxMoves;
        limits.timeMs = timeMs;
        const ai::MateResult r =
            m_solver.analyse(pos, history, mode, limits, [this, ticket](const ai::MateProgress& p) {
                const int moves = p.moves;
                m_jobs->send(ticket, [this, ticket, moves] { emit analysing(ticket, moves); });
            });
        m_jobs->send(ticket, [this, ticket, r] { emit analysed(ticket, r); });
    });
}

void PuzzleWorker::cancel() {
    m_jobs->cancel();
}

} // namespace ogi
