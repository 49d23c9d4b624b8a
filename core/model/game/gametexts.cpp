// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gametexts.h"

#include "rules/notation.h"
#include "rules/record.h"

#include <QCoreApplication>

namespace ogi::texts {

namespace {
// A tr() that lupdate files under the same context as the run-time lookup.
struct GameTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::GameTexts)
};
} // namespace

QString sideName(Side s) {
    return s == Sente ? GameTexts::tr("Sente") : GameTexts::tr("Gote");
}

bool isUnnamedPlayer(const QString& name) {
    // The sides as the rules name them (the English and French interface) and as a Japanese
    // record does, whatever the language now.
    static const QStringList sides{QStringLiteral("Sente"), QStringLiteral("Gote"),
                                   QStringLiteral("先手"), QStringLiteral("後手")};
    return name.isEmpty() || name == QLatin1String("?") || sides.contains(name) ||
           name == sideName(Sente) || name == sideName(Gote);
}

QString playerName(const QString& name, Side s) {
    return isUnnamedPlayer(name) ? sideName(s) : name;
}

QString pieceName(PieceType t, bool promoted) {
    static const char* const plain[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Rook"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Bishop"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "King")};
    static const char* const raised[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "promoted Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Dragon"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "Horse"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "promoted Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "promoted Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "promoted Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "promoted Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "King")};
    return GameTexts::tr(promoted ? raised[t] : plain[t]);
}

// French needs the article to agree with the piece (« la Tour », « le Fou »), so the
// sentences below take whole noun phrases rather than "the %1".
QString pieceNameDefinite(PieceType t, bool promoted) {
    static const char* const plain[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Rook"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Bishop"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the King")};
    static const char* const raised[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the promoted Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Dragon"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the Horse"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the promoted Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the promoted Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the promoted Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the promoted Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "the King")};
    return GameTexts::tr(promoted ? raised[t] : plain[t]);
}

QString pieceNameIndefinite(PieceType t, bool promoted) {
    static const char* const plain[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Rook"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Bishop"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a King")};
    static const char* const raised[PieceTypeCount] = {
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a promoted Princess"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Dragon"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a Horse"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a promoted Silver"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a promoted Knight"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a promoted Lance"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a promoted Pawn"),
        QT_TRANSLATE_NOOP("ogi::GameTexts", "a King")};
    return GameTexts::tr(promoted ? raised[t] : plain[t]);
}

QString squareText(int sq) {
    return QString::fromStdString(ogi::squareName(sq));
}

QString listSeparator() {
    return GameTexts::tr(", ", "between the items of a list");
}

QString illegalAction(const Position& before, Move m, Illegal why) {
    const QString side = sideName(before.sideToMove());
    const QString to = squareText(m.to());
    const QString from = m.isDrop() ? QString() : squareText(m.from());
    const Piece moving = m.isDrop() ? NoPiece : before.pieceOn(m.from());
    const bool known = m.isDrop() || moving != NoPiece;
    const PieceType type = m.isDrop() ? m.dropType() : typeOf(moving);
    const bool promoted = m.isDrop() ? m.dropPromoted() : isPromoted(moving);
    const QString piece = known ? pieceName(type, promoted) : QString();
    const QString thePiece = known ? pieceNameDefinite(type, promoted) : QString();
    const QString aPiece = known ? pieceNameIndefinite(type, promoted) : QString();
    switch (why) {
    case Illegal::None: return GameTexts::tr("%1 played a legal move").arg(side);
    case Illegal::NoKing:
        return GameTexts::tr("%1 tried to move after the game was over").arg(side);
    case Illegal::EmptySquare:
        return GameTexts::tr("%1 tried to move from the empty square %2").arg(side, from);
    case Illegal::EnemyPiece:
        return GameTexts::tr("%1 tried to move the opponent's %2 on %3").arg(side, piece, from);
    case Illegal::NotInHand:
        return GameTexts::tr("%1 tried to drop %2 that is not in hand").arg(side, aPiece);
    case Illegal::Unreachable:
        return GameTexts::tr("%1 moved %2 from %3 to %4, which it cannot reach")
            .arg(side, thePiece, from, to);
    case Illegal::PathBlocked:
        return GameTexts::tr("%1 moved %2 from %3 to %4 through an occupied square")
            .arg(side, thePiece, from, to);
    case Illegal::OwnPieceOnTarget:
        return GameTexts::tr("%1 moved %2 from %3 onto its own piece on %4")
            .arg(side, thePiece, from, to);
    case Illegal::DropOnOccupied:
        return GameTexts::tr("%1 dropped %2 on the occupied square %3").arg(side, aPiece, to);
    case Illegal::DropPawn: return GameTexts::tr("%1 dropped an unpromoted Pawn").arg(side);
    case Illegal::DropLanceLastRank:
        return GameTexts::tr("%1 dropped an unpromoted Lance on the last rank").arg(side);
    case Illegal::DropKnightLastRanks:
        return GameTexts::tr("%1 dropped an unpromoted Knight on the last two ranks").arg(side);
    case Illegal::PromotionNotAllowed:
        return m.isDrop() ? GameTexts::tr("%1 tried to promote a piece on a drop").arg(side)
                          : GameTexts::tr("%1 promoted %2 from %3 to %4 where it may not promote")
                                .arg(side, thePiece, from, to);
    case Illegal::PromotionMissing:
        return GameTexts::tr("%1 did not promote %2 on %3, where promotion is mandatory")
            .arg(side, thePiece, to);
    case Illegal::PrivilegeNotAllowed:
        return GameTexts::tr("%1 claimed the King's privilege where it does not apply").arg(side);
    case Illegal::Repetition:
        return GameTexts::tr(
                   "%1 repeated a move that already produced the same position (repetition rule)")
            .arg(side);
    }
    return GameTexts::tr("%1 played an illegal move").arg(side);
}

QString illegalMoveLost(const Position& before, Move m, Illegal why) {
    return GameTexts::tr("%1 — illegal move: %2 wins.")
        .arg(illegalAction(before, m, why), sideName(opposite(before.sideToMove())));
}

QString illegalMoveHeld(const Position& before, Move m, Illegal why) {
    return GameTexts::tr("%1.", "what an illegal move did, as a sentence")
        .arg(illegalAction(before, m, why));
}

QString illegalMoveRefused(const Position& before, Move m, Illegal why) {
    return GameTexts::tr("%1 — illegal move, refused (friendly game).")
        .arg(illegalAction(before, m, why));
}

QString illegalNote(Illegal why) {
    return GameTexts::tr("illegal move: %1", "written into a record, after an illegal final move")
        .arg(illegalReason(why));
}

QString fill(const QString& text, const QStringList& args) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%') && i + 1 < text.size()) {
            const int n = text.at(i + 1).digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

namespace {
// The King as the game draws it: the same word in English and French, 玉 or 王 in Japanese.
QString kingName(bool gyoku) {
    return gyoku ? GameTexts::tr("King", "the King drawn 玉 (gyoku)")
                 : GameTexts::tr("King", "the King drawn 王 (ōshō)");
}
} // namespace

// Every sentence gets all it may need; the comments tell the translators which arguments an
// idiom may leave out (texts::fill).
QString outcomeText(const Position& pos, const Outcome& o, int plies, const bool gyoku[2]) {
    const Side winner = o.result == Result::SenteWins ? Sente : Gote;
    const Side loser = opposite(winner);
    const QString count = QString::number(plies);
    switch (o.termination) {
    case Termination::None: return QString();
    case Termination::KingCaptured:
        return fill(GameTexts::tr("%1 captured %2's King: %1 wins.",
                                  "%1 the winner, %2 the loser; optional: %3 the King as "
                                  "drawn (玉 or 王), %4 the plies played"),
                    {sideName(winner), sideName(loser), kingName(gyoku[loser]), count});
    case Termination::Resignation:
        return fill(GameTexts::tr("%1 resigned: %2 wins.",
                                  "%1 who resigned, %2 the winner; optional: %2, %3 the plies "
                                  "played"),
                    {sideName(loser), sideName(winner), count});
    case Termination::IllegalMove:
        return fill(GameTexts::tr("%1 — illegal move: %2 wins.",
                                  "%1 what the loser did, %2 the winner; optional: %2, %3 the "
                                  "loser, %4 the plies played"),
                    {illegalAction(pos, o.illegalMove, o.illegal), sideName(winner),
                     sideName(loser), count});
    case Termination::NoLegalMove:
        return fill(GameTexts::tr("%1 has no legal move: %2 wins.",
                                  "%1 the loser, %2 the winner; optional: %3 the plies played"),
                    {sideName(loser), sideName(winner), count});
    case Termination::FiftyMoveRule:
        return fill(
            GameTexts::tr("Draw claimed under the 50-move rule.", "optional: %1 the plies played"),
            {count});
    case Termination::Time:
        return fill(GameTexts::tr("%1 ran out of time: %2 wins.",
                                  "%1 the loser, %2 the winner; optional: %2, %3 the plies "
                                  "played"),
                    {sideName(loser), sideName(winner), count});
    }
    return QString();
}

QString resultText(Result r) {
    switch (r) {
    case Result::Ongoing: return GameTexts::tr("Game in progress");
    case Result::SenteWins: return GameTexts::tr("Sente wins");
    case Result::GoteWins: return GameTexts::tr("Gote wins");
    case Result::Draw: return GameTexts::tr("Draw");
    }
    return QString();
}

QString resultLine(const Outcome& o, int plies) {
    const Side winner = o.result == Result::SenteWins ? Sente : Gote;
    const QStringList args{sideName(winner), QString::number(plies), sideName(opposite(winner))};
    switch (o.termination) {
    case Termination::None: return texts::resultText(o.result);
    case Termination::KingCaptured:
    case Termination::NoLegalMove:
        return fill(GameTexts::tr("%1 wins", "end of a move list, the King taken or no legal "
                                             "move left; optional: %2 the plies played, %3 the "
                                             "loser"),
                    args);
    case Termination::Resignation:
        return fill(GameTexts::tr("%1 wins", "end of a move list, %3 resigned; optional: %2 the "
                                             "plies played, %1, %3"),
                    args);
    case Termination::Time:
        return fill(GameTexts::tr("%1 wins", "end of a move list, %3 lost on time; optional: %2 "
                                             "the plies played, %1, %3"),
                    args);
    case Termination::IllegalMove:
        return fill(GameTexts::tr("%1 wins", "end of a move list, %3 played an illegal move; "
                                             "optional: %2 the plies played, %1, %3"),
                    args);
    case Termination::FiftyMoveRule:
        return fill(GameTexts::tr("Draw", "end of a move list, a draw claimed under the "
                                          "50-move rule; optional: %1 the plies played"),
                    {QString::number(plies)});
    }
    return texts::resultText(o.result);
}

QString moveNumber(int ply, Side firstMover, Side mover, Notation notation) {
    if (notation == Notation::Kanji) return QString::number(ply); // a kifu numbers each ply
    const int number = (ply - 1 + (firstMover == Gote ? 1 : 0)) / 2 + 1;
    if (mover == Gote) return GameTexts::tr("%1…", "move number before Gote's move").arg(number);
    return GameTexts::tr("%1.", "move number").arg(number);
}

namespace {
// The rules core's English terms and formats, under the context its sources mark them with.
QString rulesText(const char* english) {
    return QCoreApplication::translate("ogi::RulesError", english);
}

QString errorArgText(const ErrorArg& a) {
    switch (a.kind) {
    case ErrorArg::Kind::Text: return QString::fromStdString(a.text);
    case ErrorArg::Kind::Side: return sideName(Side(a.value));
    case ErrorArg::Kind::Piece: return pieceName(PieceType(a.value), false);
    case ErrorArg::Kind::APiece: return pieceNameIndefinite(PieceType(a.value), a.promoted);
    case ErrorArg::Kind::Illegal: return illegalReason(Illegal(a.value));
    case ErrorArg::Kind::Termination: return rulesText(terminationText(Termination(a.value)));
    }
    return QString::fromStdString(a.text);
}
} // namespace

QString errorText(const Error& error) {
    return QString::fromStdString(sayError(
        error, [](ErrorCode code) { return rulesText(errorFormat(code)).toStdString(); },
        [](const ErrorArg& a) { return errorArgText(a).toStdString(); }));
}

QString moveText(const Position& pos, Move m) {
    return QString::fromStdString(moveToHuman(pos, m));
}

QString moveText(const Position& pos, Move m, Notation notation, bool gyoku) {
    if (notation == Notation::Kanji) return QString::fromStdString(moveToJapanese(pos, m, gyoku));
    return moveText(pos, m);
}

QString lineText(Position pos, const std::vector<Move>& moves, int most, Notation notation,
                 const bool gyoku[2]) {
    QStringList words;
    for (Move m : moves) {
        if (words.size() >= most || !pos.isPseudoLegal(m)) break;
        words << moveText(pos, m, notation, gyoku[pos.sideToMove()]);
        UndoInfo undo;
        pos.doMove(m, undo);
    }
    return words.join(QLatin1Char(' '));
}

QString moveMarkText(const std::string& mark) {
    if (mark == "??") return GameTexts::tr("??", "review mark: a blunder");
    if (mark == "?") return GameTexts::tr("?", "review mark: a mistake");
    if (mark == "?!") return GameTexts::tr("?!", "review mark: an inaccuracy");
    if (mark == "!?") return GameTexts::tr("!?", "review mark: an interesting move");
    if (mark == "!") return GameTexts::tr("!", "review mark: a good move");
    if (mark == "!!") return GameTexts::tr("!!", "review mark: a brilliant move");
    return QString::fromStdString(mark);
}

QString illegalReason(Illegal why) {
    return rulesText(illegalText(why));
}

} // namespace ogi::texts
