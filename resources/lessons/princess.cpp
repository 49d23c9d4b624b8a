// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 2: the Princess, the piece neither chess nor shogi has.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource princess() {
    return {
        .id = "princess",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Princess"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "The strongest piece of Ōgi: a Bishop that also jumps like "
                                     "a chess knight, in all eight directions."),
        .stages =
            {
                {
                    .id = "princess.moves",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Slides and jumps"),
                    .sfen = "7k/8/8/2s5/b7/8/5p2/3I3K b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "f2 c5 a4",
                    .pieces = "I",
                    .solution = "d1f2 f2c5 c5a4",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Princess (姫) slides diagonally like a Bishop, or jumps like a chess "
                        "knight: two squares one way and one aside, in all eight directions. "
                        "Capture the three marked pieces in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Bishop and knight in one piece: the Princess is the strongest "
                        "piece of Ōgi, worth more than a Rook."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move, three moves are not enough. Look for the knight jump as "
                        "well as the diagonals."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the Princess: move her."),
                },
                {
                    .id = "princess.jumps",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Over the wall"),
                    .sfen = "k7/8/8/4p3/2P1P3/3I1s2/2P1P3/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e5 f3",
                    .pieces = "I",
                    .solution = "d3e5 e5f3",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Your own Pawns block every diagonal of the Princess, but her knight jumps "
                        "go over pieces. Capture the two marked pieces in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The jumps work backwards too: the Princess is never shut in "
                        "for long."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That jump lands too far from the marked pieces: two moves are no longer "
                        "enough."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the Princess: move her."),
                },
                {
                    .id = "princess.promoted",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The promoted Princess"),
                    .sfen = "2k5/5b2/5s2/8/3+Ip3/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e4 f6 f7",
                    .pieces = "I",
                    .solution = "d4e4 e4f6 f6f7",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A promoted Princess (神) keeps her slides and jumps and may also step one "
                        "square straight forward, back or sideways. Capture the three marked "
                        "pieces in three moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. With the straight steps added, the promoted Princess reaches "
                        "every square around her."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move, three moves are not enough. The new straight step is "
                        "the key: use it."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the promoted Princess: move her."),
                },
                {
                    .id = "princess.fork",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The Princess's fork"),
                    .sfen = "8/5k2/8/8/6r1/3I4/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "g4",
                    .pieces = "I",
                    .replies = ReplyKind::Defend,
                    .solution = "d3e5 e5g4",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Now Gote answers your moves. Win the marked Rook in two moves: find the "
                        "jump that attacks the King and the Rook at once."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Gote could not save both: it saved the King, and the Rook "
                        "fell. A jump cannot be blocked: the Princess's forks are deadly."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move the Rook simply gets away. Attack two things at once, so "
                        "that Gote can save only one."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the Princess: move her."),
                },
            },
    };
}

} // namespace ogi::lessonsources
