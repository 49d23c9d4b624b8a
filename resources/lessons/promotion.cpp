// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 6: the promotion zone, optional and mandatory promotion, and a dropped piece that
// promotes only on its next move.
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;

LessonSource promotion() {
    return {
        .id = "promotion",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Promotion"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "Turning a piece over in the last three ranks: when you "
                                     "may, when you need not, and when you must."),
        .stages =
            {
                {
                    .id = "promotion.zone",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The promotion zone"),
                    .sfen = "7k/8/8/8/3S4/8/8/K7 b - 1",
                    .goal = GoalKind::Promote,
                    .pieces = "S",
                    .solution = "d4d5 d5d6+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Your promotion zone is the last three ranks, where Gote's pieces start. "
                        "A piece may promote when its move enters the zone. Promote your Silver "
                        "in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The piece is turned over and shows its promoted side: 全. It "
                        "now steps forward, diagonally forward, sideways or straight back."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That step leads away from the zone: the Silver can no longer reach it "
                        "on its next move."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Silver: move it."),
                },
                {
                    .id = "promotion.leaving",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Promoting on the way out"),
                    .sfen = "7k/8/4S3/8/8/8/8/K7 b - 1",
                    .goal = GoalKind::Promote,
                    .marked = "d5",
                    .pieces = "S",
                    .solution = "e6d5+",
                    .par = 1,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A move that starts in the zone may promote too, even when it leaves the "
                        "zone. Promote your Silver on the marked square, below the zone."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Entering, moving within or leaving the zone: any of the three "
                        "allows promotion. Only a drop never does."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That is not a promotion on the marked square. Step back diagonally onto "
                        "it, and choose to promote."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Silver: move it."),
                },
                {
                    .id = "promotion.optional",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Not promoting"),
                    .sfen = "7k/8/3p4/2S1s3/3P4/8/8/K7 b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "d6 e5",
                    .pieces = "S",
                    .solution = "c5d6 d6e5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Promotion is a choice: where it is allowed, you may also decline it. "
                        "Capture the two marked pieces with your Silver in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. A promoted Silver cannot step diagonally back: keeping it "
                        "unpromoted was what made the second capture possible."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move, the second capture is out of reach. Think about what a "
                        "promoted Silver can no longer do."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Silver: move it."),
                },
                {
                    .id = "promotion.mandatory",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "When promotion is a must"),
                    .sfen = "s6k/4r3/8/5N2/8/8/8/L6K b - 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "a8 e7",
                    .pieces = "LN",
                    .solution = "a1a8+ f5e7+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A piece that could never move again must promote: a Pawn or a Lance "
                        "reaching the last rank, a Knight reaching the last two ranks. Capture "
                        "the two marked pieces in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Where promotion is mandatory, the board turns the piece over "
                        "for you: by the rules, the same move without promotion would be illegal, "
                        "and an illegal move loses at once."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That move captures nothing: two moves are no longer enough. Each marked "
                        "piece is one move away."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the Lance and the Knight."),
                },
                {
                    .id = "drops.nopromote",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "A drop never promotes"),
                    .sfen = "7k/8/8/8/8/8/8/K7 b S 1",
                    .goal = GoalKind::Promote,
                    .pieces = "S",
                    .drops = "S",
                    .solution = "S*e6 e6e7+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A piece is dropped as it is in hand, even inside the promotion zone (the "
                        "last three ranks). Get a promoted Silver on the board in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Dropped in the zone, the Silver could promote on its very next "
                        "move."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "From there the Silver cannot reach the promotion zone on its next move. "
                        "Drop it in the zone, or just below."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons", "This exercise is about the Silver in your hand."),
                },
            },
    };
}

} // namespace ogi::lessonsources
