// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 7: the King's privilege (le fait du Roi): a promoted piece captured by the King may
// stay promoted in hand.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource kingsPrivilege() {
    return {
        .id = "privilege",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The King's privilege"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "When the King captures a promoted piece, it may keep it "
                                     "promoted in hand."),
        .stages =
            {
                {
                    .id = "privilege.keep",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Keep it promoted"),
                    .sfen = "k7/8/8/8/8/4+p3/4K3/8 b - 1",
                    .goal = GoalKind::FindMove,
                    .accepted = "e2e3^",
                    .solution = "e2e3^",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "When your King captures a promoted piece, you choose: the piece goes to "
                        "your hand turned back as usual, or it stays promoted. That is the King's "
                        "privilege. Capture the promoted Pawn and keep it promoted."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. You hold a promoted Pawn (と) in hand: unlike a plain Pawn, it "
                        "can be dropped, and it comes back with its six steps: forward, "
                        "diagonally forward, sideways and straight back."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A plain capture turns it back into a Pawn in your hand, and an unpromoted "
                        "Pawn can never be dropped. Capture with the King and choose to keep it "
                        "promoted."),
                },
                {
                    .id = "privilege.win",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Winning with the privilege"),
                    .sfen = "3lkl2/3p1p2/4P3/8/8/2+p5/1K6/8 b - 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "b2c3^ +P*e7 e6e7",
                    .par = 3,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Gote's King is walled in by its own pieces. Capture the King in three "
                        "moves: the promoted Pawn next to your King is the key."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Kept promoted by the privilege, the Pawn came back as a Gold "
                        "right in front of the King. A plain Pawn could never have been dropped."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move Gote's King gets away. You need a piece to drop in front "
                        "of it: the King's capture, with the privilege, gives you one."),
                },
                {
                    .id = "privilege.safe",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "A safe capture"),
                    .sfen = "k7/8/8/b7/8/2+p1+s3/3K4/8 b - 1",
                    .goal = GoalKind::FindMove,
                    .accepted = "d2e3^",
                    .replies = ReplyKind::Engine,
                    .solution = "d2e3^",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Two promoted pieces stand next to your King. Capture the one you can take "
                        "safely, and keep it promoted."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The promoted Pawn was protected by the Bishop: taking it would "
                        "have walked your King into capture. The privilege is only worth it when "
                        "the King survives."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Not that one: the promoted Pawn is protected by the Bishop, and a plain "
                        "capture throws the promotion away. Take the promoted Silver and keep it "
                        "promoted."),
                },
            },
    };
}

} // namespace ogi::lessonsources
