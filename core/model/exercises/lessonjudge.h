// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonJudge: the referee of one lesson stage. It holds the stage's game and says, for
// every move the learner attempts, what it means:
//
//   - Progress: the move is played, and the other side's reply (if the stage has one) is
//     played after it; the stage goes on.
//   - Success:  the move reached the goal; the stage is over, with 1 to 3 stars.
//   - Wrong:    nothing is played. The verdict says why, with the stage's explanation:
//       Illegal     the move breaks a rule (the rule is named; never a loss in a lesson),
//       WrongPiece  a legal move of a piece the stage is not about,
//       Unhelpful   a legal move after which the goal can no longer be reached within the
//                   stage's move limit; `reply` then holds the other side's best answer to
//                   it (the refutation), which the window may show and take back. (Where
//                   the engine answers, only an answer that captures is given.)
//
// Every attempt counts as a move used, wrong ones included: stars reward finding the way,
// not trying every square. A finished stage ignores further attempts (Wrong, no text).
//
// Plugging into a GameSession (issue 14) and the window:
//   - Start: show game() (the stage's start, its prelude and every move since); the board
//     faces learner(); the window draws markedSquares() and shows instruction().
//   - The learner's player hands its move to attempt() instead of the GameModel. On
//     Progress and Success the session shows the new game() (the move, then `reply` if it
//     is set); on Wrong it shows `text` (and `reminder` under it for an illegal move) and
//     may animate `move` + `reply` before showing game() again, unchanged.
//   - The other side's player, if the session wants one, answers with the verdict's reply:
//     the judge has already chosen it.
//   - Stages whose other side does not move (ReplyKind::None) pass for it: game() then
//     starts at the current position, with the learner to move.
//   - Claim draw (the 50-move stage) goes to claimDraw(); Hint to hint(); Try Again starts
//     the stage afresh with a new judge. On Success, store the stars (LessonProgress::record).
#pragma once

#include "model/exercises/lesson.h"
#include "rules/game.h"

#include <QString>

namespace ogi {

struct LessonVerdict {
    enum class Kind { Progress, Success, Wrong };
    enum class Wrong { None, Illegal, WrongPiece, Unhelpful, Finished };
    Kind kind = Kind::Wrong;
    Wrong wrong = Wrong::None;
    Illegal illegal = Illegal::None; // with Wrong::Illegal: the rule broken
    Move move;                       // the attempt
    // Progress: the other side's answer, already played (none when it passes).
    // Wrong::Unhelpful: the other side's best answer to the attempt (not played).
    Move reply;
    int stars = 0;    // Success: 1-3
    QString text;     // Success: the stage's success text; Wrong: the explanation
    QString reminder; // Wrong::Illegal: an illegal move loses a real game
};

class LessonJudge {
public:
    explicit LessonJudge(LessonStage stage);

    const LessonStage& stage() const { return m_stage; }
    const ai::ExerciseState& state() const { return m_state; }
    const Position& position() const { return m_state.position(); }
    // The game to show: for stages with replies, the start position and every move (prelude
    // included, so the repetition and 50-move rules see the whole history); for stages
    // whose other side passes, the current position.
    Game game() const;
    Side learner() const { return m_state.learner(); }
    // The squares to highlight: targets still to capture (they follow the pieces), squares
    // still to reach, or where to promote.
    Bitboard markedSquares() const { return m_state.marksLeft(); }
    int movesUsed() const { return m_movesUsed; }
    bool isFinished() const { return m_finished; }
    int stars() const { return m_stars; }

    QString title() const { return lessonText(m_stage.title); }
    QString instruction() const { return lessonText(m_stage.instruction); }

    LessonVerdict attempt(Move m);
    // The verdict with its text and reminder said again in the interface language (after the
    // language was switched): v must be the last verdict this judge gave.
    LessonVerdict explained(LessonVerdict v) const;
    // The 50-move claim; Success in a ClaimDraw stage when open, else Wrong with the reason.
    LessonVerdict claimDraw();
    // A move of a fastest way to the goal from here (none when finished).
    Move hint() const;

private:
    LessonVerdict wrong(Move m, LessonVerdict::Wrong kind, QString text);
    LessonVerdict succeed(Move m);
    QString illegalText(Move m, Illegal why) const;
    QString claimRefusedText() const;

    LessonStage m_stage;
    ai::ExerciseState m_state;
    int m_movesUsed = 0;
    int m_stars = 0;
    bool m_finished = false;
};

} // namespace ogi
