// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/puzzlegoal.h"

#include "model/exercises/lessontexts.h"
#include "model/exercises/puzzleworker.h"

#include <QCoreApplication>
#include <QTimer>

namespace ogi {

namespace {
struct PuzzleTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::PuzzleGoal)
};
} // namespace

PuzzleGoal::PuzzleGoal(const learn::Puzzle& puzzle, PuzzleWorker* worker, QObject* parent)
    : GameGoal(parent), m_puzzle(puzzle), m_worker(worker), m_movesLeft(puzzle.attackerMoves()),
      m_before(puzzle.position) {
    connect(worker, &PuzzleWorker::answered, this, &PuzzleGoal::onAnswer);
    connect(worker, &PuzzleWorker::hinted, this, [this](quint64 ticket, Move m, ai::MateStatus) {
        if (ticket == m_hintTicket && m_state == State::Playing) emit hintFound(m);
    });
}

void PuzzleGoal::setState(State state) {
    if (m_state == state) return;
    m_state = state;
    emit stateChanged(state);
}

MoveVerdict PuzzleGoal::judgeMove(const Game& game, Move move) {
    if (game.sideToMove() != attacker()) {
        if (move != m_reply)
            return MoveVerdict::refuse(PuzzleTexts::tr("The defender plays the solver's answer."));
        m_reply = Move();
        return MoveVerdict::play();
    }
    if (m_state != State::Playing)
        return MoveVerdict::refuse(PuzzleTexts::tr("Wait for the defender's answer."));
    const Illegal why = game.position().checkMove(move);
    if (why != Illegal::None)
        return MoveVerdict::refuse(lessontexts::illegalExplanation(game.position(), move, why));
    m_before = game;
    m_attack = move;
    m_attackPlayed = true;
    return MoveVerdict::play();
}

void PuzzleGoal::movePlayed(const Game& game) {
    if (!m_attackPlayed) { // the defender's reply
        if (m_failAfterReply) {
            setState(State::Failed);
            emit finished(false, m_failText);
        }
        return;
    }
    m_attackPlayed = false;
    if (game.isOver() &&
        game.outcome().result == (attacker() == Sente ? Result::SenteWins : Result::GoteWins)) {
        setState(State::Solved);
        emit finished(true, PuzzleTexts::tr("Solved: the King is captured."));
        return;
    }
    setState(State::Thinking);
    if (m_worker) m_ticket = m_worker->answer(m_before, m_attack, m_movesLeft);
}

void PuzzleGoal::onAnswer(quint64 ticket, const ai::PuzzleSolver::Answer& answer) {
    if (ticket != m_ticket || m_state != State::Thinking) return;
    using A = ai::PuzzleSolver::Answer;
    switch (answer.verdict) {
    case A::Solved:
        setState(State::Solved);
        emit finished(true, PuzzleTexts::tr("Solved: the defender has no answer."));
        return;
    case A::Continues:
        m_movesLeft = answer.movesLeft;
        m_reply = answer.reply;
        setState(State::Playing);
        emit replyReady();
        return;
    case A::Wrong:
        if (answer.winsWithoutCheck) {
            setState(State::Playing);
            emit remark(PuzzleTexts::tr("That move wins too, but it gives no check, and a tsume "
                                        "asks for a check with every move. It is taken back: "
                                        "find a check."));
            emit takeBack();
            return;
        }
        m_refutation.assign(1, answer.reply);
        m_refutation.insert(m_refutation.end(), answer.line.begin(), answer.line.end());
        if (answer.reply) {
            m_reply = answer.reply;
            m_failAfterReply = true;
            // Said when the refutation has been played (finished).
            m_failText = answer.check ? PuzzleTexts::tr("That move does not force the win: "
                                                        "the defender escapes.")
                                      : PuzzleTexts::tr("That move is no check: in a tsume "
                                                        "every move must give check.");
            emit replyReady();
            return;
        }
        break;
    case A::Illegal:
    case A::Unknown: break;
    }
    setState(State::Failed);
    emit finished(false, PuzzleTexts::tr("That move does not force the win."));
}

void PuzzleGoal::requestHint(const Game& game) {
    if (m_state != State::Playing || !m_worker || game.sideToMove() != attacker()) return;
    m_hintTicket = m_worker->hint(game, m_movesLeft);
}

PuzzleDefender::PuzzleDefender(PuzzleGoal* goal, QObject* parent) : Player(parent), m_goal(goal) {
    connect(goal, &PuzzleGoal::replyReady, this, &PuzzleDefender::answerIfReady);
}

void PuzzleDefender::startTurn(const Game&, const GameClock*) {
    m_turn = true;
    ++m_turnId;
    answerIfReady();
}

void PuzzleDefender::cancelTurn() {
    m_turn = false;
    ++m_turnId;
}

void PuzzleDefender::answerIfReady() {
    if (!m_turn || !m_goal || !m_goal->pendingReply()) return;
    const quint64 id = m_turnId;
    QTimer::singleShot(ReplyDelay, this, [this, id] {
        if (m_turn && id == m_turnId && m_goal && m_goal->pendingReply()) {
            m_turn = false;
            emit moveChosen(m_goal->pendingReply());
        }
    });
}

} // namespace ogi
