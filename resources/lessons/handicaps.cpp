// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 10: handicaps, the Ōgi way (the weaker side starts with pieces already promoted).
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource handicaps() {
    return {
        .id = "handicaps",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Handicaps"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "To even a game, the stronger player lets the weaker one "
                                     "start with pieces already promoted."),
        .stages =
            {
                {
                    .id = "handicap.dragon",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Playing with a handicap"),
                    .sfen = "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1",
                    .prelude = "g3g4 f6f5 g2g3 d8h4",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "h4",
                    .replies = ReplyKind::Defend,
                    .solution = "g3h4",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A Rook-and-Bishop handicap: the stronger player, Gote (王), let you "
                        "start with a Dragon and a Horse. Gote's Princess now attacks your "
                        "Dragon. Do not run: capture her."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Gote forgot that a Dragon also steps diagonally. Your Pawn "
                        "could have taken her as well: in a handicap game, the weaker side's "
                        "promoted pieces change every calculation."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Princess is Gote's strongest piece, and she stands unprotected next "
                        "to your Dragon. Take her."),
                },
                {
                    .id = "handicap.privilege",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Taking the handicap back"),
                    .sfen = "lnsiksnl/1r2+R1b1/pppp1ppp/8/8/PPPP1PPP/1+B6/LNSIKSNL w Pp 1",
                    .goal = GoalKind::FindMove,
                    .accepted = "e8e7^",
                    .replies = ReplyKind::Engine,
                    .solution = "e8e7^",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Now you are the stronger player, Gote, giving a Rook-and-Bishop "
                        "handicap. Sente's Dragon has broken in next to your King. Capture it in "
                        "the way that gains the most."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Captured by your King with the privilege, the Dragon stays a "
                        "Dragon in your hand: the handicap has changed sides."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Any other capture turns the Dragon back into a plain Rook in your hand. "
                        "Take it with the King, and keep it promoted."),
                },
            },
    };
}

} // namespace ogi::lessonsources
