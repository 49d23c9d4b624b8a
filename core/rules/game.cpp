// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

namespace ogi {

Game::Game(const Position& start) : m_start(start), m_pos(start) {
    // A start position may already be decided: a missing King (taken already) or no legal
    // move. Without any King, nothing can be played (RULES.md §7): the side to move loses.
    if (!m_pos.hasKing(Sente) && !m_pos.hasKing(Gote)) {
        m_outcome.termination = Termination::NoLegalMove;
        m_outcome.result = winFor(opposite(m_pos.sideToMove()));
        return;
    }
    if (!m_pos.bothKings()) {
        m_outcome.termination = Termination::KingCaptured;
        m_outcome.result = m_pos.hasKing(Sente) ? Result::SenteWins : Result::GoteWins;
        return;
    }
    MoveList list;
    legalMoves(list);
    if (list.size() == 0) {
        m_outcome.termination = Termination::NoLegalMove;
        m_outcome.result = winFor(opposite(m_pos.sideToMove()));
    }
}

Illegal Game::check(Move m) const {
    Illegal why = m_pos.checkMove(m);
    if (why != Illegal::None) return why;
    return m_history.repeats(m_pos, m) ? Illegal::Repetition : Illegal::None;
}

void Game::legalMoves(MoveList& list) const {
    if (isOver()) {
        list.count = 0;
        return;
    }
    generateLegal(m_pos, m_history, list);
}

Illegal Game::play(Move m) {
    if (isOver()) return Illegal::NoKing;
    const Side mover = m_pos.sideToMove();
    const Illegal why = check(m);
    if (why != Illegal::None) {
        m_outcome = {winFor(opposite(mover)), Termination::IllegalMove, why, m};
        return why;
    }
    const bool kingCaptured =
        !m.isDrop() && m_pos.pieceOn(m.to()) != NoPiece && typeOf(m_pos.pieceOn(m.to())) == King;
    UndoInfo undo;
    m_pos.doMove(m, undo);
    m_undo.push_back(undo);
    m_moves.push_back(m);
    m_history.push(m, m_pos.key());
    adjudicateAfterMove(mover, kingCaptured);
    return Illegal::None;
}

void Game::adjudicateAfterMove(Side mover, bool kingCaptured) {
    if (kingCaptured) {
        m_outcome = {winFor(mover), Termination::KingCaptured, Illegal::None, Move()};
        return;
    }
    MoveList list;
    generateLegal(m_pos, m_history, list);
    if (list.size() == 0)
        m_outcome = {winFor(mover), Termination::NoLegalMove, Illegal::None, Move()};
}

void Game::resign(Side loser) {
    if (isOver()) return;
    m_outcome = {winFor(opposite(loser)), Termination::Resignation, Illegal::None, Move()};
}

void Game::loseOnTime(Side loser) {
    if (isOver()) return;
    m_outcome = {winFor(opposite(loser)), Termination::Time, Illegal::None, Move()};
}

bool Game::canClaimDraw() const {
    return !isOver() && m_pos.quietPlies() >= rules::FiftyMovePlies;
}

bool Game::claimDraw() {
    if (!canClaimDraw()) return false;
    m_outcome = {Result::Draw, Termination::FiftyMoveRule, Illegal::None, Move()};
    return true;
}

bool Game::undo() {
    const Termination t = m_outcome.termination;
    if (t != Termination::None && t != Termination::KingCaptured && t != Termination::NoLegalMove) {
        m_outcome = Outcome();
        return true;
    }
    if (m_moves.empty()) return false;
    m_pos.undoMove(m_moves.back(), m_undo.back());
    m_moves.pop_back();
    m_undo.pop_back();
    m_history.pop();
    m_outcome = Outcome();
    return true;
}

bool Game::isCheckmate() const {
    if (isOver() || !m_pos.inCheck()) return false;
    MoveList list;
    legalMoves(list);
    const Side us = m_pos.sideToMove();
    Position p = m_pos;
    for (Move m : list) {
        UndoInfo u;
        p.doMove(m, u);
        const bool escaped = !p.hasKing(opposite(us)) || !p.inCheck(us);
        p.undoMove(m, u);
        if (escaped) return false;
    }
    return true;
}

} // namespace ogi
