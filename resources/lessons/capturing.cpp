// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 4: captured pieces change sides: they go to the hand, unpromoted.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;

LessonSource capturing() {
    return {
        .id = "capturing",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Capturing and the hand"),
        .summary =
            QT_TRANSLATE_NOOP("ogi::Lessons", "A captured piece is not lost: it joins the captor's "
                                              "hand, ready to come back on the board."),
        .stages =
            {
                {
                    .id = "capture.hand",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Into your hand"),
                    .sfen = "7k/8/8/8/8/3s4/8/K1N5 b - 1",
                    .goal = GoalKind::OccupyMarked,
                    .marked = "d3 h6",
                    .pieces = "N",
                    .drops = "S",
                    .solution = "c1d3 S*h6",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Capture the Silver on the marked square with your Knight: it goes to your "
                        "hand. Then drop it from your hand onto the other marked square."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. A drop takes a whole move, and the piece now fights for you: "
                        "in Ōgi, a captured piece changes sides instead of leaving the game."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That jump does not capture the Silver, and without it you have nothing "
                        "to drop."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "Capture with the Knight, then drop the Silver."),
                },
                {
                    .id = "capture.demote",
                    .title =
                        QT_TRANSLATE_NOOP("ogi::Lessons", "Captured pieces lose their promotion"),
                    .sfen = "7k/8/8/4+r3/4S3/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "e5",
                    .pieces = "S",
                    .solution = "e4e5",
                    .par = 1,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Gote's Dragon has come too close to your Silver. Capture it, and watch "
                        "what arrives in your hand."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The Dragon went to your hand as a plain Rook: a captured piece "
                        "is turned back to its unpromoted side. There is one exception, the King's "
                        "privilege, which has a lesson of its own."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That move leaves the Dragon alone. It stands straight in front of your "
                        "Silver: capture it."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons", "Capture with the Silver."),
                },
            },
    };
}

} // namespace ogi::lessonsources
