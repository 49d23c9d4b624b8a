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

namespace ogi {

class JobThread;

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
    bool isBusy() const;

signals:
    void answered(quint64 ticket, const ogi::ai::PuzzleSolver::Answer& answer);
    void hinted(quint64 ticket, ogi::Move move, ogi::ai::MateStatus status);
    void analysed(quint64 ticket, const ogi::ai::MateResult& result);
    // While analyse() searches: the bound being searched (attacker moves).
    void analysing(quint64 ticket, int moves);

private:
    // Runs on the solver's thread: a cancel() that came before the job starts is seen here.
    void begin(quint64 ticket);

    ai::PuzzleSolver m_solver; // used on the solver's thread; stop() from any thread
    JobThread* m_jobs;
};

} // namespace ogi
