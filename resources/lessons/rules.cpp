// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson 9: the rules that end games: an illegal move loses, the repetition rule, the
// 50-move rule. The preludes are real move sequences, so that the judge sees the history
// the rules need (made by a backward walk of Kings and Rooks from the final position, with
// no capture, no Pawn move and no repeated move into a repeated position).
#include "lessonsources.h"

namespace ogi::lessonsources {

using ai::GoalKind;
using ai::ReplyKind;

LessonSource illegalMoves() {
    return {
        .id = "rules",
        .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Illegal moves, repetition, 50 moves"),
        .summary = QT_TRANSLATE_NOOP("ogi::Lessons",
                                     "An illegal move loses at once; the same move may not "
                                     "repeat a position; and a game without captures or Pawn "
                                     "moves may be drawn."),
        .stages =
            {
                {
                    .id = "rules.illegal",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "An illegal move loses"),
                    .sfen = "6lk/6p1/8/6N1/8/8/8/K7 b LP 1",
                    .goal = GoalKind::CaptureKing,
                    .replies = ReplyKind::Defend,
                    .solution = "L*h3 h3h8+",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "In a game, an illegal move loses at once: there is no taking it back. "
                        "Capture the King in two moves, with legal moves only. Careful: the most "
                        "tempting move here is illegal."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The Lance could be dropped anywhere below the King on its "
                        "file; capturing on h8, it had to promote."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Legal, but the King escapes. Attack it along the h-file with a piece "
                        "from your hand."),
                    .illegalNotes = {{Illegal::DropPawn,
                                      QT_TRANSLATE_NOOP(
                                          "ogi::Lessons",
                                          "That would be checkmate, but an unpromoted Pawn can "
                                          "never be dropped. In a game this move would lose on "
                                          "the spot.")}},
                },
                {
                    .id = "rules.repetition",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The repetition rule"),
                    // Gote answers every move (there is no pass): its King walks h8, h7,
                    // g8, g7 and back while the Rook goes to d5 twice, from this very
                    // position and from the one with the King on g8. Going to d5 in two
                    // moves, the King answering h8-g8, comes back to that second position
                    // by another move.
                    .sfen = "7k/8/3K4/8/8/8/8/3R4 b - 1",
                    .prelude = "d1d5 h8h7 d5d1 h7g8 d1d5 g8g7 d5d1 g7h8",
                    .goal = GoalKind::OccupyMarked,
                    .marked = "d5",
                    .pieces = "R",
                    .replies = ReplyKind::Defend,
                    .script = "d1d2:h8g8 d1d3:h8g8 d1d4:h8g8",
                    .solution = "d1d4 d4d5",
                    .par = 2,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "A move is illegal when the very same move already led to the very same "
                        "position earlier in the game. In this very position, your Rook has "
                        "already gone from d1 to d5. Bring it to d5 again, in two moves."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. This position, with Gote's King on g8, came up earlier in the "
                        "game after the Rook went from d1 to d5. You reached it by a different "
                        "move: that is allowed. Only the same move into the same position is "
                        "forbidden."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "From there the Rook needs two more moves to reach d5. Stay on the d-file "
                        "and arrive by another move."),
                    .wrongPiece = QT_TRANSLATE_NOOP("ogi::Lessons",
                                                    "This exercise is about the Rook: move it."),
                    .illegalNotes = {{Illegal::Repetition,
                                      QT_TRANSLATE_NOOP(
                                          "ogi::Lessons",
                                          "This very move, d1 to d5, already led to this very "
                                          "position: playing it again breaks the repetition rule, "
                                          "and would lose a game at once.")}},
                },
                {
                    .id = "rules.fifty",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "The 50-move count"),
                    .sfen = "8/s3ks2/7p/3+P4/1P6/K4R2/8/8 w SP 1",
                    .prelude =
                        "e7e8 f3g3 e8f8 g3d3 f8e8 a3a2 e8e7 a2a1 e7e8 d3a3 e8f8 a3a2 f8e8 a2a4 "
                        "e8e7 a4a2 e7f8 a2a4 f8g7 a4a5 g7h7 a5a2 h7g6 a2b2 g6h7 b2c2 h7g6 c2c1 "
                        "g6g7 c1b1 g7g6 b1d1 g6g7 a1a2 g7f8 d1b1 f8e8 a2b3 e8f8 b1b2 f8e8 b2g2 "
                        "e8f8 b3c3 f8e8 c3d3 e8e7 g2c2 e7f8 d3e3 f8e8 c2h2 e8f8 h2e2 f8g7 e2e1 "
                        "g7f8 e3d3 f8g7 e1e3 g7f8 e3g3 f8e8 d3c3 e8f8 g3f3 f8e8 f3d3 e8f8 c3d2 "
                        "f8e8 d3d4 e8f8 d4h4 f8g7 h4d4 g7f6 d2e3 f6g7 d4d1 g7f6 d1a1 f6g7 a1h1 "
                        "g7g6 h1b1 g6g7 b1a1 g7g8 a1b1 g8f8 e3d2 f8e7 b1h1 e7f6 d2c2 f6g6 h1a1 "
                        "g6g7",
                    .goal = GoalKind::ResetCount,
                    .solution = "b4b5",
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "For 99 plies nobody has captured or moved an unpromoted Pawn. After 100, "
                        "either side may claim a draw, and Gote surely will. You are winning: "
                        "play a move that starts the count again."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. Only a capture or a move of an unpromoted Pawn starts the "
                        "count again."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "That move does not start the count again: a drop does not, and neither "
                        "does a move of a promoted Pawn. Gote could now claim a draw. Capture, or "
                        "move your unpromoted Pawn."),
                },
                {
                    .id = "rules.claim",
                    .title = QT_TRANSLATE_NOOP("ogi::Lessons", "Claiming the draw"),
                    .sfen = "8/8/2r3s1/4p1k1/2+p5/PP3+b2/8/1KS5 b - 1",
                    .prelude =
                        "b1a2 c6a6 a2b1 a6d6 b1a1 d6d8 a1a2 d8d4 a2b2 d4d5 b2c2 d5c5 c2b2 g5f6 "
                        "b2b1 f6f5 b1a1 c5a5 a1b2 a5b5 b2b1 b5b4 b1c2 f5e6 c2d2 b4b8 d2c2 e6f6 "
                        "c2b2 b8b4 b2c2 b4b6 c2b1 f6f7 b1b2 b6f6 b2a2 f6f5 a2a1 f7e7 a1b2 f5g5 "
                        "b2a2 g5f5 a2a1 e7d7 a1a2 f5f4 a2b1 f4f6 b1a2 f6c6 a2b1 d7e7 b1c2 c6b6 "
                        "c2b2 b6a6 b2a2 a6f6 a2b2 f6f7 b2b1 f7h7 b1c2 h7g7 c2b2 e7d7 b2a2 d7c6 "
                        "a2b2 g7c7 b2a1 c6c5 a1b1 c7c8 b1a2 c8b8 a2b1 c5d5 b1a2 b8d8 a2b1 d8f8 "
                        "b1c2 f8f5 c2b1 f5f4 b1c2 d5c6 c2d2 f4e4 d2c2 c6c5 c2d2 c5d6 d2c2 e4d4 "
                        "c2b1 d6e6",
                    .goal = GoalKind::ClaimDraw,
                    .instruction = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Gote is far ahead, but for 50 moves of each side (100 plies) nobody has "
                        "captured or moved an unpromoted Pawn. Save the game: claim the draw."),
                    .success = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Well done. The claim is yours to make: the game does not end by itself "
                        "after 100 plies."),
                    .unhelpful = QT_TRANSLATE_NOOP(
                        "ogi::Lessons",
                        "Playing on only helps the side that is winning. The draw can be claimed "
                        "right now: claim it."),
                },
            },
    };
}

} // namespace ogi::lessonsources
