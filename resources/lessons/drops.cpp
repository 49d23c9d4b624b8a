// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 5: drops, and every drop restriction (the unpromoted Pawn never; no piece where it
// could never move again). That a drop never promotes is taught after promotion
// (promotion.cpp).
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource drops() {
    return {
        .id = "drops",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Drops"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "Bringing a piece back from your hand: anywhere empty, "
                                     "with three exceptions."),
        .stages =
            {
                {
                    .id = "drops.fork",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "A drop attacks at once"),
                    .sfen = "8/8/8/b3k3/8/8/8/5K2 b R 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "a5",
                    .replies = ReplyKind::Defend,
                    .solution = "R*c5 c5a5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A piece in hand may be dropped on any empty square, even deep in the "
                        "enemy camp. Drop your Rook so that it attacks the King and the marked "
                        "Bishop at once, and win the Bishop in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. No other piece had to make way: a drop lands exactly where it "
                        "hurts."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move Gote saves both King and Bishop. Drop where the Rook "
                        "attacks both along their rank, out of the King's reach."),
                },
                {
                    .id = "drops.block",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Drop to stop the Rook"),
                    .sfen = "k3r3/8/8/8/8/8/8/4K3 b S 1",
                    .goal = GoalKind::FindMove,
                    .accepted = "S*e2",
                    .pieces = "-",
                    .drops = "S",
                    .replies = ReplyKind::Engine,
                    .solution = "S*e2",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Gote's Rook attacks your King down the file. Stop it with a drop of your "
                        "Silver, on a square where your King protects it."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. If the Rook takes the Silver, your King takes the Rook."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That does not stop the Rook for good: either its way to your King stays "
                        "open, or it captures the unprotected Silver and comes back. Drop right "
                        "next to your King."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Stepping aside would save the King too, but this exercise is about "
                        "drops: put a piece in the Rook's way."),
                },
                {
                    .id = "drops.pawn",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Pawns never come back"),
                    .sfen = "3r3k/8/8/8/8/8/8/3K4 b LP 1",
                    .goal = GoalKind::FindMove,
                    .accepted = "L*d2",
                    .pieces = "-",
                    .drops = "LP",
                    .replies = ReplyKind::Engine,
                    .solution = "L*d2",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "The Rook attacks your King again. You hold a Pawn and a Lance: stop the "
                        "Rook with a drop, next to your King."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The Lance blocks, and it attacks the Rook up the file too. "
                        "The Pawn stays in your hand for the rest of the game."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That does not stop the Rook for good. Drop the Lance right in front of "
                        "your King, where the King protects it."),
                    .wrongPiece = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Stepping aside would save the King too, but this exercise is about "
                        "drops: put a piece in the Rook's way."),
                    .illegalNotes = {{Illegal::DropPawn,
                                      QT_TRANSLATE_NOOP(
                                          "ogi::Lessons",
                                          "An unpromoted Pawn can never be dropped: a captured "
                                          "Pawn stays in hand for good. Shogi players, beware: "
                                          "this is one of the great differences of Ōgi.")}},
                },
                {
                    .id = "drops.knight",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Dead Knights"),
                    .sfen = "2r1k3/8/8/8/8/8/8/4K3 b N 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "c8",
                    .replies = ReplyKind::Defend,
                    .solution = "N*d6 d6c8+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "An unpromoted Knight may not be dropped on the last two ranks: it could "
                        "never move from there. Drop your Knight where it attacks the King and "
                        "the marked Rook at once, and win the Rook in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The Knight had to promote on the last rank: promotion is "
                        "mandatory where a piece could never move again."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move Gote saves both King and Rook. The Knight jumps two "
                        "squares forward and one aside: which square attacks both?"),
                },
                {
                    .id = "drops.lance",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "A Lance from afar"),
                    .sfen = "k5n1/6s1/8/8/8/8/8/K7 b L 1",
                    .goal = GoalKind::CaptureMarked,
                    .marked = "g7 g8",
                    .count = 1,
                    .replies = ReplyKind::Defend,
                    .solution = "L*g3 g3g8+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "An unpromoted Lance may not be dropped on the last rank. Drop your Lance "
                        "on the file of the two marked pieces, far enough that the Silver cannot "
                        "take it, and win one of them in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Whatever Gote did, one of the two pieces was lost: the Lance "
                        "attacked them both in a line."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "After that move Gote keeps both pieces. Drop the Lance below them on "
                        "their file, out of the Silver's reach."),
                },
            },
    };
}

} // namespace ogi::lessonsources
