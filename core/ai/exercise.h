// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Exercises: a position with a goal for one side (the learner), and the search that judges
// a learner's move against the goal. The lessons (core/model/lessonjudge.h) are built on
// this; it knows nothing of texts.
//
// An exercise is played by the learner, one move at a time. After each learner move the
// other side answers according to the exercise:
//   - None:   it does not move (a pass): the learner plays again. The piece lessons use it,
//             as a teacher moves one piece around an otherwise quiet board;
//   - Defend: the answer that keeps the goal away longest (ties: the first move generated);
//   - Engine: the engine's move at a small fixed depth (for goals the other side cannot
//             reason about, such as "find the move").
// Scripted answers ("when the learner plays X, answer Y") come first whenever they apply.
//
// Where the other side answers, capturing its King, or leaving it without a legal answer,
// wins the game and so completes any goal; and a goal reached with one's own King left
// capturable does not count (the answer would take the King).
//
// A learner move is judged by the search: movesToGoal() counts the fewest learner moves
// that reach the goal whatever the other side answers (with Defend and Engine, every legal
// answer is considered). A move after which the goal cannot be reached within the
// exercise's limit does not serve the goal. Positions are small, so the search is a plain
// depth-first AND/OR search with iterative deepening; it allocates its move lists on the
// stack.
#pragma once

#include "rules/history.h"
#include "rules/position.h"

#include <cstdint>
#include <vector>

namespace ogi::ai {

enum class GoalKind : std::uint8_t {
    CaptureMarked, // capture the other side's pieces on `count` marked squares (0: all)
    OccupyMarked,  // put a piece on `count` of the marked squares (0: all), by move or drop
    Promote,       // promote a piece (on a marked square when some are marked)
    CaptureKing,   // capture the other side's King (or leave it without a legal move)
    FindMove,      // play one of the accepted moves
    ResetCount,    // restart the 50-move count: capture, or move an unpromoted Pawn
    ClaimDraw,     // claim the draw under the 50-move rule (not a move: claimDraw())
};

enum class ReplyKind : std::uint8_t { None, Defend, Engine };

struct ScriptedReply {
    Move after; // the learner's move
    Move reply; // the other side's answer (played only if legal)
};

// Bit t of a PieceType mask stands for type t (both states).
constexpr std::uint8_t AllPieceTypes = 0xFF;
constexpr std::uint8_t typeBit(PieceType t) {
    return std::uint8_t(1u << t);
}

struct Exercise {
    Position start;            // the position before the prelude
    std::vector<Move> prelude; // moves already played (the repetition and 50-move rules)
    GoalKind goal = GoalKind::CaptureKing;
    // CaptureMarked: squares of the pieces to capture (a marked piece that moves keeps its
    // mark); OccupyMarked: squares to reach; Promote: where the promotion must happen.
    Bitboard marked = 0;
    int count = 0;              // CaptureMarked, OccupyMarked: how many; 0 = every one
    std::vector<Move> accepted; // FindMove
    // The learner's pieces the exercise is about: board moves of these types, drops of
    // these types. A move of another piece is "the wrong piece".
    std::uint8_t movable = AllPieceTypes;
    std::uint8_t droppable = AllPieceTypes;
    ReplyKind replies = ReplyKind::None;
    std::vector<ScriptedReply> script;
    // The most learner moves the goal may take. A learner move after which the goal can no
    // longer be reached within this many moves (counting the ones played) is wrong.
    int limit = 1;
};

// An exercise in progress: the position with its whole history (prelude included) and how
// far the goal is. Copyable; the search works on a private copy.
class ExerciseState {
public:
    // The prelude must be legal (the lesson tests check every one).
    explicit ExerciseState(const Exercise& exercise);

    const Exercise& exercise() const { return m_ex; }
    const Position& position() const { return m_pos; }
    const History& history() const { return m_history; }
    // The start position and every move since (prelude, learner moves and answers; passes
    // are not moves and are not listed).
    const Position& start() const { return m_ex.start; }
    const std::vector<Move>& moves() const { return m_moves; }
    Side learner() const { return m_learner; }
    // The marked squares still to capture or occupy (Promote: the squares as given).
    Bitboard marksLeft() const { return m_marksLeft; }
    int learnerMoves() const { return m_learnerMoves; }
    bool reached() const { return m_reached; }
    // The learner's King was captured (only in a line the search looks at).
    bool learnerLost() const { return m_lost; }
    bool learnerToMove() const { return m_pos.sideToMove() == m_learner; }

    // Why m may not be played now (RULES.md §4-§7, the repetition rule included).
    Illegal check(Move m) const;
    // Whether m moves or drops a piece of a type the exercise is about.
    bool usesExercisePiece(Move m) const;
    // Whether m alone completes the goal now (m legal).
    bool completesGoal(Move m) const;

    // Plays a legal learner move and updates the goal.
    void playLearner(Move m);
    // The other side's turn: plays reply, or passes when the exercise has no replies.
    void playReply(Move reply);
    // Claims the 50-move draw; true (and the goal is reached if it was ClaimDraw) when the
    // claim is open: 100 plies without a capture or a move of an unpromoted Pawn.
    bool claimDraw();
    bool canClaimDraw() const;

    // The scripted answer to learner move m, if the script has one.
    Move scriptedReply(Move m) const;

private:
    friend class GoalSearch;
    struct Saved {
        Bitboard marksLeft;
        int hits;
        bool reached;
        bool lost;
        int learnerMoves;
    };
    Saved save() const { return {m_marksLeft, m_hits, m_reached, m_lost, m_learnerMoves}; }
    void restore(const Saved& s);
    void doLearner(Move m, UndoInfo& undo);
    void doReply(Move m, UndoInfo& undo); // m none: a pass
    void undo(Move m, const UndoInfo& undo);
    int needed() const;
    bool goalMetBy(Move m, Piece target, bool captures) const;

    Exercise m_ex;
    Position m_pos;
    History m_history;
    std::vector<Move> m_moves;
    Side m_learner = Sente;
    Bitboard m_marksLeft = 0;
    int m_hits = 0;
    int m_learnerMoves = 0;
    bool m_reached = false;
    bool m_lost = false;
};

// The fewest further learner moves that reach the goal from `state` (learner to move),
// whatever the other side answers; limit + 1 when it takes more than `limit` (or never).
int movesToGoal(const ExerciseState& state, int limit);

// After the learner move m (legal, not completing the goal): the fewest further learner
// moves that reach the goal, whatever the answers; limit + 1 when more or never.
int movesToGoalAfter(const ExerciseState& state, Move m, int limit);

// The other side's answer in `state` (other side to move): the script's answer to the
// learner's last move, else per the exercise's ReplyKind. None for ReplyKind::None, or
// when the other side has no legal move. `limit` bounds the Defend search (learner moves).
Move chooseReply(const ExerciseState& state, int limit);

// The learner moves that reach the goal in the fewest moves (learner to move); empty when
// the goal cannot be reached within `limit` moves. For FindMove, the accepted moves.
std::vector<Move> fastestMoves(const ExerciseState& state, int limit);

} // namespace ogi::ai
