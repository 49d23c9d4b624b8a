// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/typedmove.h"

#include "rules/notation.h"

#include <QCoreApplication>

namespace ogi {

namespace {

// The two forms of one move, promoting or not, both legal: the text must say which, or the
// player is asked.
std::optional<Move> promotingTwin(const Game& game, Move m) {
    if (m.isDrop() || m.promotes() || m.keepsPromoted()) return std::nullopt;
    const Move promote = Move::board(m.from(), m.to(), true);
    return game.isLegal(m) && game.isLegal(promote) ? std::optional<Move>(promote) : std::nullopt;
}

// Whether the text says + or = (成 or 不成) for a move that may promote or not.
bool promotionSaid(const QString& text) {
    return text.contains(QLatin1Char('+')) || text.contains(QLatin1Char('=')) ||
           text.contains(QStringLiteral("成"));
}

// The piece a form writes: "P", "+R" in the human form, the kanji in the Japanese one.
QString pieceToken(const QString& form, bool japanese) {
    if (japanese) return form.mid(1, 1); // after ☗/☖; every piece kanji is one character
    int i = 0;
    while (i < form.size() && !form.at(i).isLower() && form.at(i) != QLatin1Char('*')) ++i;
    return form.left(i);
}

// The side marks: ☗☖ as the program writes them, ▲△ as printed kifu do.
QString withoutSideMark(const QString& text) {
    static const QString sideMarks = QStringLiteral("☗☖▲△");
    return !text.isEmpty() && sideMarks.contains(text.front()) ? text.mid(1) : text;
}

// The legal moves that put a piece on a square, of the piece written before it if any ("Pc4",
// "歩c4", "☗歩c4"; "c4" for any), promoting or not as said after it (+ or 成, = or 不成).
// nullopt when text is not such a shorthand.
std::optional<std::vector<Move>> movesTo(const Game& game, const QString& text) {
    QString t = withoutSideMark(text);
    enum class Said { Nothing, Promote, Decline } said = Said::Nothing;
    if (t.endsWith(QStringLiteral("不成")) || t.endsWith(QLatin1Char('='))) {
        said = Said::Decline;
        t.chop(t.endsWith(QLatin1Char('=')) ? 1 : 2);
    } else if (t.endsWith(QStringLiteral("成")) || t.endsWith(QLatin1Char('+'))) {
        said = Said::Promote;
        t.chop(1);
    }
    if (t.size() < 2 || t.size() > 4) return std::nullopt;
    const auto to = parseSquare(t.right(2).toStdString());
    if (!to) return std::nullopt;
    const QString piece = t.chopped(2);
    const Position& pos = game.position();
    MoveList legal;
    game.legalMoves(legal);
    std::vector<Move> found;
    for (Move m : legal) {
        if (m.to() != *to) continue;
        if ((said == Said::Promote && !m.promotes()) || (said == Said::Decline && m.promotes()))
            continue;
        const bool fits =
            piece.isEmpty() ||
            piece == pieceToken(QString::fromStdString(moveToHuman(pos, m)), false) ||
            piece == pieceToken(QString::fromStdString(moveToJapanese(pos, m, false)), true) ||
            piece == pieceToken(QString::fromStdString(moveToJapanese(pos, m, true)), true);
        if (fits) found.push_back(m);
    }
    return found;
}

// 同 ("the same square"), as kifu write a move to the square of the last move: 同歩 and
// ☗同銀成 (the piece after it) read as 歩e4 and ☗銀e4成, ☗銀d1x同 as ☗銀d1xe4.
QString sameSquareSpelt(const QString& text, const QString& square) {
    const QString same = QStringLiteral("同");
    const QString mark = text.left(text.size() - withoutSideMark(text).size());
    QString t = withoutSideMark(text);
    if (!t.startsWith(same)) return QString(text).replace(same, square);
    QString piece = t.mid(1), suffix;
    for (const QString& end : {QStringLiteral("不成"), QStringLiteral("成")}) {
        if (piece.size() > end.size() && piece.endsWith(end)) {
            suffix = end;
            piece.chop(end.size());
            break;
        }
    }
    return mark + piece + square + suffix;
}

// Whether text starts like a square in shogi's coordinates, a file digit then a rank digit
// or kanji numeral (５五歩 and 7六 read as 5五 and 7六 once full-width forms are folded): no
// Ōgi move starts with a digit.
bool shogiCoordinates(const QString& text) {
    static const QString numerals = QStringLiteral("一二三四五六七八九");
    const QString t = withoutSideMark(text);
    if (t.size() < 2) return false;
    const QChar file = t.at(0), rank = t.at(1);
    return file >= QLatin1Char('1') && file <= QLatin1Char('9') &&
           ((rank >= QLatin1Char('1') && rank <= QLatin1Char('9')) || numerals.contains(rank));
}

// A form the parsers could not read at all: the message shows forms to copy, in the
// interface's notation.
QString notAMove(const QString& typed, Notation notation) {
    const bool kanji = notation == Notation::Kanji;
    return QCoreApplication::translate("TypedMove", "%1 is not a move: write it like %2, %3 or %4.")
        .arg(typed, kanji ? QStringLiteral("☗歩c3-c4") : QStringLiteral("Pc3-c4"),
             kanji ? QStringLiteral("☗桂e4打") : QStringLiteral("N*e4"), QStringLiteral("c3c4"));
}

} // namespace

TypedMove readTypedMove(const Game& game, const QString& typed, Notation notation, bool gyoku) {
    // Full-width letters, digits and dashes (as a Japanese input method types them) are
    // read as their ASCII forms; the kanji are left as they are.
    QString text = typed.normalized(QString::NormalizationForm_KC).trimmed();
    text.remove(QLatin1Char(' '));
    const QString shown = typed.trimmed();
    if (text.isEmpty())
        return {std::nullopt, std::nullopt,
                QCoreApplication::translate("TypedMove",
                                            "Type a move, for example Pc3-c4, c3c4 or N*e4.")};
    if (shogiCoordinates(text))
        return {std::nullopt, std::nullopt,
                QCoreApplication::translate(
                    "TypedMove",
                    "%1 looks like shogi coordinates. In Ōgi, files are the letters a–h, from "
                    "left to right as Sente sees the board, and ranks are the numbers 1–8, from "
                    "Sente's side: for example Pc3-c4, or just c4.")
                    .arg(shown)};
    // ▲△, the side marks of printed kifu, are the program's ☗☖.
    if (text.startsWith(QStringLiteral("▲"))) text.replace(0, 1, QStringLiteral("☗"));
    if (text.startsWith(QStringLiteral("△"))) text.replace(0, 1, QStringLiteral("☖"));
    if (text.contains(QStringLiteral("同"))) {
        const Move last = game.moves().empty() ? Move() : game.moves().back();
        if (!last)
            return {std::nullopt, std::nullopt,
                    QCoreApplication::translate(
                        "TypedMove",
                        "%1: 同 stands for the square of the last move, and no move has been "
                        "played yet.")
                        .arg(shown)};
        text = sameSquareSpelt(text, texts::squareText(last.to()));
    }
    const Position& pos = game.position();
    const auto move = [&](Move m) { return texts::moveText(pos, m, notation, gyoku); };
    // The machine form has no mark for declining a promotion: "b2f6=" is read as the plain
    // move, said.
    const bool machineDeclined =
        text.endsWith(QLatin1Char('=')) && parseMachineMove(text.chopped(1).toStdString()).ok();
    const auto parsed = parseMove(pos, (machineDeclined ? text.chopped(1) : text).toStdString());
    if (parsed.ok()) {
        if (!promotionSaid(text))
            if (const auto promote = promotingTwin(game, *parsed)) return {*promote, *parsed, {}};
        return {*parsed, std::nullopt, {}};
    }
    if (const auto candidates = movesTo(game, text)) {
        if (candidates->size() == 1) return {candidates->front(), std::nullopt, {}};
        if (candidates->size() == 2) {
            const auto twin = [&](Move a, Move b) { return promotingTwin(game, a) == b; };
            const Move a = (*candidates)[0], b = (*candidates)[1];
            if (twin(a, b)) return {b, a, {}};
            if (twin(b, a)) return {a, b, {}};
        }
        if (candidates->empty())
            return {
                std::nullopt, std::nullopt,
                QCoreApplication::translate("TypedMove", "No legal move matches %1.").arg(shown)};
        QStringList forms;
        for (Move m : *candidates) forms << move(m);
        return {std::nullopt, std::nullopt,
                QCoreApplication::translate("TypedMove", "%1 is ambiguous: it could be %2.")
                    .arg(shown, forms.join(texts::listSeparator()))};
    }
    const ErrorCode code = parsed.failure().frames().back().code;
    if (code == ErrorCode::MoveNotAMove || code == ErrorCode::MoveHumanForm ||
        code == ErrorCode::MoveJapaneseForm)
        return {std::nullopt, std::nullopt, notAMove(shown, notation)};
    return {std::nullopt, std::nullopt, texts::errorText(parsed.failure())};
}

QStringList typedMoveCompletions(const Game& game, Notation notation, bool gyoku) {
    MoveList legal;
    game.legalMoves(legal);
    QStringList list;
    for (Move m : legal) list << texts::moveText(game.position(), m, notation, gyoku);
    return list;
}

} // namespace ogi
