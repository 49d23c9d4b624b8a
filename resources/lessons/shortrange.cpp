// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 3: the Silver, the Knight, the Lance and the Pawn, and what they become when
// promoted (they all move alike, as a shogi Gold would).
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;

LessonSource shortRangePieces() {
    return {
        .id = "short-range",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Silver, Knight, Lance and Pawn"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "The small pieces, which mostly go forward, and their "
                                     "promoted forms."),
        .stages =
            {
                {
                    .id = "pieces.silver",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Silver"),
                    .sfen = "7k/8/8/8/8/1rp5/1s1S4/7K b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "c3 b2 b3",
                    .pieces = "S",
                    .solution = "d2c3 c3b2 b2b3",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Silver General steps one square straight forward or diagonally, "
                        "forward or back: five squares. Capture the three marked pieces in three "
                        "moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The Silver never moves sideways or straight back: to go left, "
                        "it zigzags diagonally."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that step, three moves are not enough. Plan the way with the "
                        "Silver's five directions in mind."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Silver: move it."),
                },
                {
                    .id = "pieces.gold",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The promoted small pieces"),
                    .sfen = "7k/8/8/1rp+P4/2s5/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "c5 c4 b5",
                    .pieces = "P",
                    .solution = "d5c5 c5c4 c4b5",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A promoted Silver, Knight, Lance or Pawn moves like a shogi Gold: one "
                        "square forward, diagonally forward, sideways or straight back. Capture "
                        "the three marked pieces with your promoted Pawn (と) in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The four promoted small pieces all move this way; only "
                        "diagonally back is missing."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that step, three moves are not enough. Remember the sideways and "
                        "backward steps a Pawn never had."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the promoted Pawn: move it."),
                },
                {
                    .id = "pieces.knight",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Knight"),
                    .sfen = "7k/8/8/3s4/8/1Pp5/1P6/KN6 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "c3 d5",
                    .pieces = "N",
                    .solution = "b1c3 c3d5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Knight jumps two squares forward and one aside, over any piece in "
                        "between: only two squares, both forward. Capture the two marked pieces "
                        "in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Unlike a chess knight, the Knight never goes sideways or back: "
                        "every jump takes it closer to the enemy."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "From there the Knight can no longer reach the second piece: it only ever "
                        "jumps forward."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Knight: move it."),
                },
                {
                    .id = "pieces.lance",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Lance"),
                    .sfen = "7k/8/8/s7/8/p7/8/L6K b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "a3 a5",
                    .pieces = "L",
                    .solution = "a1a3 a3a5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Lance slides straight forward along its file, any distance, and "
                        "never turns or goes back. Capture the two marked pieces in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. A Lance is a one-way Rook: powerful on an open file, stuck "
                        "once it has gone too far."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That move stops short of the marked piece: two moves are no longer "
                        "enough."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Lance: move it."),
                },
                {
                    .id = "pieces.pawn",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Pawn"),
                    .sfen = "7k/8/8/4p3/3s1s2/1P2P3/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e5",
                    .pieces = "P",
                    .solution = "e3e4 e4e5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Pawn steps one square straight forward, and captures the same way, "
                        "not diagonally as a chess pawn does. Capture the marked piece in two "
                        "moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. One more thing sets the Ōgi Pawn apart: once captured, an "
                        "unpromoted Pawn can never come back into play. The lesson on drops "
                        "comes back to it."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That Pawn will not reach the marked piece in time: move the one in front "
                        "of it."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Pawns: move one."),
                },
            },
    };
}

} // namespace ogi::lessonsources
