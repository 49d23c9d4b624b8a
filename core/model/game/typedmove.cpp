// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/typedmove.h"

#include "rules/notation.h"

#include <QCoreApplication>

namespace ogi {

namespace {

// Where both a promoting and a plain form of the move are legal and the human or Japanese
// text says neither + nor = (成 / 不成), it leaves the move open: "Sc5-c6" could be either.
// (The machine form has no mark for declining: c5c6 is the plain move by definition.)
bool promotionUnsaid(const Game& game, Move m, const QString& text) {
    if (m.isDrop() || m.promotes() || m.keepsPromoted()) return false;
    if (parseMachineMove(text.toStdString()).ok()) return false;
    if (text.contains(QLatin1Char('=')) || text.contains(QStringLiteral("不成"))) return false;
    MoveList legal;
    game.legalMoves(legal);
    bool plain = false, promoting = false;
    for (Move l : legal) {
        plain = plain || l == m;
        promoting = promoting || l == Move::board(m.from(), m.to(), true);
    }
    return plain && promoting;
}

// The piece a form writes: "P", "+R" in the human form, the kanji in the Japanese one.
QString pieceToken(const QString& form, bool japanese) {
    if (japanese) return form.mid(1, 1); // after ☗/☖; every piece kanji is one character
    int i = 0;
    while (i < form.size() && !form.at(i).isLower() && form.at(i) != QLatin1Char('*')) ++i;
    return form.left(i);
}

// The legal moves that put a piece on `to`, of the piece written before it if any ("Pc4",
// "歩c4"; "c4" for any). nullopt when text is not such a shorthand.
std::optional<std::vector<Move>> movesTo(const Game& game, const QString& text) {
    if (text.size() < 2 || text.size() > 4) return std::nullopt;
    const auto to = parseSquare(text.right(2).toStdString());
    if (!to) return std::nullopt;
    const QString piece = text.chopped(2);
    const Position& pos = game.position();
    MoveList legal;
    game.legalMoves(legal);
    std::vector<Move> found;
    for (Move m : legal) {
        if (m.to() != *to) continue;
        const bool fits =
            piece.isEmpty() ||
            piece == pieceToken(QString::fromStdString(moveToHuman(pos, m)), false) ||
            piece == pieceToken(QString::fromStdString(moveToJapanese(pos, m, false)), true) ||
            piece == pieceToken(QString::fromStdString(moveToJapanese(pos, m, true)), true);
        if (fits) found.push_back(m);
    }
    return found;
}

// Whether text starts like a square in shogi's coordinates, a file digit then a rank digit
// or kanji numeral (５五歩 and 7六 read as 5五 and 7六 once full-width forms are folded): no
// Ōgi move starts with a digit.
bool shogiCoordinates(const QString& text) {
    static const QString sideMarks = QStringLiteral("☗☖▲△");
    static const QString numerals = QStringLiteral("一二三四五六七八九");
    const QString t = !text.isEmpty() && sideMarks.contains(text.front()) ? text.mid(1) : text;
    if (t.size() < 2) return false;
    const QChar file = t.at(0), rank = t.at(1);
    return file >= QLatin1Char('1') && file <= QLatin1Char('9') &&
           ((rank >= QLatin1Char('1') && rank <= QLatin1Char('9')) || numerals.contains(rank));
}

} // namespace

TypedMove readTypedMove(const Game& game, const QString& typed, Notation notation, bool gyoku) {
    // Full-width letters, digits and dashes (as a Japanese input method types them) are
    // read as their ASCII forms; the kanji are left as they are.
    QString text = typed.normalized(QString::NormalizationForm_KC).trimmed();
    text.remove(QLatin1Char(' '));
    if (text.isEmpty())
        return {std::nullopt, QCoreApplication::translate(
                                  "TypedMove", "Type a move, for example Pc3-c4, c3c4 or N*e4.")};
    if (shogiCoordinates(text))
        return {std::nullopt,
                QCoreApplication::translate(
                    "TypedMove",
                    "%1 looks like shogi coordinates. In Ōgi, files are the letters a–h, from "
                    "left to right as Sente sees the board, and ranks are the numbers 1–8, from "
                    "Sente's side: for example Pc3-c4, or just c4.")
                    .arg(typed.trimmed())};
    const Position& pos = game.position();
    const auto move = [&](Move m) { return texts::moveText(pos, m, notation, gyoku); };
    const auto parsed = parseMove(pos, text.toStdString());
    if (parsed.ok()) {
        if (promotionUnsaid(game, *parsed, text)) {
            const Move promote = Move::board(parsed->from(), parsed->to(), true);
            return {std::nullopt,
                    QCoreApplication::translate(
                        "TypedMove", "%1 is ambiguous: write %2 to promote or %3 not to promote.")
                        .arg(typed.trimmed(), move(promote), move(*parsed))};
        }
        return {*parsed, {}};
    }
    if (const auto candidates = movesTo(game, text)) {
        if (candidates->size() == 1) return {candidates->front(), {}};
        if (candidates->empty())
            return {std::nullopt,
                    QCoreApplication::translate("TypedMove", "No legal move matches %1.")
                        .arg(typed.trimmed())};
        QStringList forms;
        for (Move m : *candidates) forms << move(m);
        return {
            std::nullopt,
            QCoreApplication::translate("TypedMove", "%1 is ambiguous: it could be %2.")
                .arg(typed.trimmed(), forms.join(QCoreApplication::translate("TypedMove", ", ")))};
    }
    return {std::nullopt, texts::errorText(parsed.failure())};
}

QStringList typedMoveCompletions(const Game& game, Notation notation, bool gyoku) {
    MoveList legal;
    game.legalMoves(legal);
    QStringList list;
    for (Move m : legal) list << texts::moveText(game.position(), m, notation, gyoku);
    return list;
}

} // namespace ogi
