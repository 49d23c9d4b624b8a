// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 8: check is information only; the game ends when a King is captured.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource checkAndCapture() {
    return {
        .id = "check",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Check and King capture"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "Check is only a warning; a game of Ōgi ends when a King "
                                     "is actually captured."),
        .stages =
            {
                {
                    .id = "check.capture",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Capture the King"),
                    .sfen = "7k/8/R1r5/8/8/8/8/B6K b - 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "a1h8",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Gote has left its King in check: nothing in the rules forbids it. Win "
                        "the game in one move."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Capturing the King ends the game at once: nothing else on the "
                        "board matters any more."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A Rook is a fine prize, but the King is there for the taking, and "
                        "capturing it wins the game."),
                },
                {
                    .id = "check.ignore",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Check is only information"),
                    .sfen = "4r3/8/8/k7/8/8/8/R3K3 b - 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "a1a5",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Your King is in check. In chess or shogi you would have to get out of "
                        "it; in Ōgi you do not. It is your move: win the game."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Gote's Rook would have captured your King on the next move, "
                        "but there is no next move: the game is over."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Escaping is what chess and shogi teach, but here the enemy King is in "
                        "reach: capture it and the game is won."),
                },
                {
                    .id = "check.protected",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Walking into check"),
                    .sfen = "7k/8/b7/8/8/3p1p2/4K3/8 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "d3 f3",
                    .count = 1,
                    .replies = ReplyKind::Defend,
                    .solution = "e2f3",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Moving into check is legal, but the opponent may then capture your King. "
                        "Take one of the two marked Pawns with your King, safely."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The other Pawn was protected by the Bishop: taking it would "
                        "have been legal, and the Bishop would have captured your King."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Taking the Pawn on d3 walks into check: the Bishop protects it, and Gote "
                        "would capture your King. Take the Pawn on f3."),
                },
                {
                    .id = "check.mate",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Checkmate"),
                    .sfen = "7k/6pp/8/8/8/8/8/R3K3 b - 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "a1a8 a8h8",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Give a check the King cannot escape (checkmate, 詰み), then capture it. "
                        "You have two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Checkmate is information too: the game ended only when you "
                        "actually captured the King."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move the King can still escape. Attack it along the last "
                        "rank, where its own Pawns hem it in."),
                },
                {
                    .id = "check.dropmate",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Checkmate with a drop"),
                    .sfen = "6lk/6np/8/8/8/8/8/K7 b N 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "N*g6 g6h8+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The King is surrounded by its own pieces. Drop your Knight for "
                        "checkmate, then capture the King: two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. A Knight cannot be blocked, and nothing could take it: the "
                        "King's own pieces were its prison."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move the King is not caught. A Knight jumps two squares "
                        "forward and one aside: from where does it attack the King?"),
                },
            },
    };
}

} // namespace ogi::lessonsources
