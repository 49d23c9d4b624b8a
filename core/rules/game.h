// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A game: a start position, the moves played, and the adjudication of RULES.md §7.
#pragma once

#include "history.h"
#include "position.h"

#include <vector>

namespace ogi {

enum class Result : std::uint8_t { Ongoing, SenteWins, GoteWins, Draw };

struct Outcome {
    Result result = Result::Ongoing;
    Termination termination = Termination::None;
    Illegal illegal = Illegal::None; // with Termination::IllegalMove: why
    Move illegalMove;                // with Termination::IllegalMove: what was attempted
};

constexpr Result winFor(Side s) {
    return s == Sente ? Result::SenteWins : Result::GoteWins;
}

class Game {
public:
    explicit Game(const Position& start = Position::start());

    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_pos; }
    const std::vector<Move>& moves() const { return m_moves; }
    const History& history() const { return m_history; }
    Side sideToMove() const { return m_pos.sideToMove(); }
    const Outcome& outcome() const { return m_outcome; }
    bool isOver() const { return m_outcome.result != Result::Ongoing; }

    // Why m may not be played now (Illegal::None when it may), repetition included.
    Illegal check(Move m) const;
    bool isLegal(Move m) const { return check(m) == Illegal::None; }
    void legalMoves(MoveList& list) const;

    // Plays anything the side to move attempted. A legal move is applied (and may end the
    // game: King captured, or the opponent left with no legal move); an illegal one ends
    // the game at once, the mover losing, and is not applied. Returns why it was illegal,
    // or Illegal::None. Nothing happens once the game is over (returns Illegal::NoKing).
    Illegal play(Move m);

    void resign(Side loser);
    void loseOnTime(Side loser);
    bool canClaimDraw() const;
    bool claimDraw();
    // Takes back the last action: an ending that was not a move (resignation, illegal
    // attempt, time, draw claim) is cleared first; otherwise the last move is undone.
    bool undo();

    bool isCheck() const { return m_pos.inCheck(); }
    // Information only (RULES.md §7): in check, and every legal reply leaves the King
    // capturable.
    bool isCheckmate() const;

private:
    void adjudicateAfterMove(Side mover, bool kingCaptured);

    Position m_start;
    Position m_pos;
    std::vector<Move> m_moves;
    std::vector<UndoInfo> m_undo;
    History m_history;
    Outcome m_outcome;
};

} // namespace ogi
