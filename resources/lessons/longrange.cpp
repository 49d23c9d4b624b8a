// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 1: the King, and the long-range pieces with their promoted forms. The other side
// does not move: one piece walks a quiet board, as a teacher shows it.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;

LessonSource longRangePieces() {
    return {
        .id = "long-range",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The King, the Rook and the Bishop"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "How the King moves, and the long-range pieces with their "
                                     "promoted forms, the Dragon and the Horse."),
        .stages =
            {
                {
                    .id = "pieces.king",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The King"),
                    .sfen = "7k/8/8/8/8/8/3K4/8 b - 1",
                    .goal = GoalKind::OccupyMarked,
                    .marked = "c3 d4 e3",
                    .pieces = "K",
                    .solution = "d2c3 c3d4 d4e3",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The King steps one square in any direction, straight or diagonally. "
                        "Visit the three marked squares with your King in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The King is the piece you must never lose: the game ends as "
                        "soon as a King is captured."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That step leads away from the marked squares: three moves are no longer "
                        "enough to visit them all."),
                },
                {
                    .id = "pieces.rook",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Rook"),
                    .sfen = "k7/8/8/1s1p4/8/1b6/3R4/7K b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "d5 b5 b3",
                    .pieces = "R",
                    .solution = "d2d5 d5b5 b5b3",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Rook slides any distance along its rank or its file, but cannot pass "
                        "through a piece. Capture the three marked pieces with your Rook in three "
                        "moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The three pieces you captured are now in your hand: in Ōgi, "
                        "captured pieces change sides."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That move captures nothing and does not line the Rook up for the next "
                        "capture: three moves are no longer enough."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Rook: move it."),
                },
                {
                    .id = "pieces.dragon",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Dragon"),
                    .sfen = "2b1s3/8/7k/4p3/3+R4/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e5 e8 c8",
                    .pieces = "R",
                    .solution = "d4e5 e5e8 e8c8",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A promoted Rook is a Dragon (龍): it slides like a Rook and may also step "
                        "one square diagonally. Capture the three marked pieces in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The diagonal step makes the Dragon much stronger than a Rook: "
                        "it is worth promoting a Rook whenever you can."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move, three moves are not enough. Use the diagonal step: it "
                        "reaches squares a Rook cannot."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Dragon: move it."),
                },
                {
                    .id = "pieces.bishop",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Bishop"),
                    .sfen = "7k/8/8/6s1/7p/4r3/8/K1B5 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e3 g5 h4",
                    .pieces = "B",
                    .solution = "c1e3 e3g5 g5h4",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Bishop slides any distance diagonally, never through a piece. "
                        "Capture the three marked pieces with your Bishop in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Moving on the board, a Bishop only ever reaches half of the "
                        "squares, those its diagonals lead to. Captured and dropped again, it may "
                        "land on the other half."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "From there the Bishop cannot capture all three pieces in three moves. Go "
                        "straight for a marked piece."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Bishop: move it."),
                },
                {
                    .id = "pieces.horse",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Horse"),
                    .sfen = "4k1s1/6r1/8/3p4/3+B4/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "d5 g8 g7",
                    .pieces = "B",
                    .solution = "d4d5 d5g8 g8g7",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A promoted Bishop is a Horse (馬): it slides like a Bishop and may also "
                        "step one square straight forward, back or sideways. Capture the three "
                        "marked pieces in three moves."),
                    .success =
                        QT_TRANSLATE_NOOP("ogi::Lessons", "Well done. With its straight steps, the "
                                                          "Horse is no longer tied to half of "
                                                          "the board."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move, three moves are not enough. The straight step is what a "
                        "Bishop lacks: use it."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Horse: move it."),
                },
            },
    };
}

} // namespace ogi::lessonsources
