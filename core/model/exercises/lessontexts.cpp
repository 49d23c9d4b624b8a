// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/lessontexts.h"

#include <QCoreApplication>

namespace ogi::lessontexts {

namespace {
struct LessonTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::LessonTexts)
};
} // namespace

QString howItMoves(PieceType type, bool promoted) {
    static const char* const plain[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Princess slides any distance diagonally, like a Bishop, or jumps "
                          "like a chess knight: two squares one way and one square aside, in "
                          "all eight directions."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Rook slides any distance along its rank or its file."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts", "The Bishop slides any distance diagonally."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Silver steps one square straight forward or diagonally: five "
                          "squares. It never moves sideways or straight back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Knight jumps two squares forward and one aside: only those two "
                          "squares, never sideways or back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Lance slides straight forward, any distance; it never turns or "
                          "goes back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Pawn steps one square straight forward, and captures the same "
                          "way."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The King steps one square in any of the eight directions.")};
    static const char* const raised[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The promoted Princess moves like the Princess and may also step one "
                          "square straight forward, back or sideways."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Dragon (promoted Rook) slides like a Rook and may also step one "
                          "square diagonally."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The Horse (promoted Bishop) slides like a Bishop and may also step "
                          "one square straight forward, back or sideways."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The promoted Silver steps one square forward, diagonally forward, "
                          "sideways or straight back: it has lost its backward diagonals."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The promoted Knight no longer jumps: it steps one square forward, "
                          "diagonally forward, sideways or straight back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The promoted Lance no longer slides: it steps one square forward, "
                          "diagonally forward, sideways or straight back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The promoted Pawn steps one square forward, diagonally forward, "
                          "sideways or straight back."),
        QT_TRANSLATE_NOOP("ogi::LessonTexts",
                          "The King steps one square in any of the eight directions.")};
    return LessonTexts::tr(promoted ? raised[type] : plain[type]);
}

QString illegalExplanation(const Position& pos, Move m, Illegal why) {
    switch (why) {
    case Illegal::None:
    case Illegal::NoKing: break;
    case Illegal::EmptySquare: return LessonTexts::tr("There is no piece on that square to move.");
    case Illegal::EnemyPiece:
        return LessonTexts::tr("That piece belongs to your opponent: you move only your own "
                               "pieces.");
    case Illegal::NotInHand: return LessonTexts::tr("You do not have that piece in hand.");
    case Illegal::Unreachable: {
        const Piece p = pos.pieceOn(m.from());
        return howItMoves(typeOf(p), isPromoted(p));
    }
    case Illegal::PathBlocked:
        return LessonTexts::tr("A sliding piece cannot pass through another piece: the way to "
                               "that square is blocked. Only jumps (the Knight, the Princess's "
                               "knight moves) leap over pieces.");
    case Illegal::OwnPieceOnTarget:
        return LessonTexts::tr("That square holds one of your own pieces: you cannot capture "
                               "your own side.");
    case Illegal::DropOnOccupied:
        return LessonTexts::tr("A piece from hand goes on an empty square: a drop never "
                               "captures.");
    case Illegal::DropPawn:
        return LessonTexts::tr("An unpromoted Pawn can never be dropped: once captured, it "
                               "stays in hand for good. Only a Pawn kept promoted by the King's "
                               "privilege comes back into play.");
    case Illegal::DropLanceLastRank:
        return LessonTexts::tr("An unpromoted Lance may not be dropped on the last rank: it "
                               "could never move from there.");
    case Illegal::DropKnightLastRanks:
        return LessonTexts::tr("An unpromoted Knight may not be dropped on the last two ranks: "
                               "it could never move from there.");
    case Illegal::PromotionNotAllowed:
        if (m.isDrop())
            return LessonTexts::tr("A drop never promotes: the piece comes in as it was in "
                                   "hand. It may promote on a later move in the zone.");
        return LessonTexts::tr("No promotion on this move: a piece promotes only when its move "
                               "starts or ends in the promotion zone (the last three ranks), "
                               "and the King and promoted pieces never promote.");
    case Illegal::PromotionMissing:
        return LessonTexts::tr("Promotion is mandatory here: an unpromoted Pawn or Lance on the "
                               "last rank, or Knight on the last two ranks, could never move "
                               "again.");
    case Illegal::PrivilegeNotAllowed:
        return LessonTexts::tr("The King's privilege applies only when the King itself "
                               "captures a promoted piece.");
    case Illegal::Repetition:
        return LessonTexts::tr("Repetition rule: this very move already led to this very "
                               "position earlier in the game. Reaching it by another move would "
                               "be allowed.");
    }
    return LessonTexts::tr("That move is not allowed by the rules.");
}

QString illegalReminder() {
    return LessonTexts::tr("In a game, an illegal move loses at once. In a lesson, just try "
                           "again.");
}

QString wrongPiece() {
    return LessonTexts::tr("This exercise is about another piece: move the one the "
                           "instruction names.");
}

} // namespace ogi::lessontexts
