// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/quiz.h"

#include "model/game/gametexts.h"
#include "rules/notation.h"

#include <QCoreApplication>

namespace ogi {

namespace {
struct QuizTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::Quiz)
};

QString machine(Move m) {
    return QString::fromStdString(moveToMachine(m));
}

// The position part of an SFEN, without the ply number: the same position reached at
// another ply of another game is the same question.
QString positionKey(const Position& pos) {
    const QString sfen = QString::fromStdString(pos.toSfen());
    return sfen.section(QLatin1Char(' '), 0, 2);
}

int moverLoss(Side mover, const Evaluation& before, const Evaluation& after) {
    const int b = before.clampedCentipawns(), a = after.clampedCentipawns();
    return mover == Sente ? b - a : a - b;
}

// The chance of winning the mover lost from before to after, each read at its position.
double moverChanceLost(Side mover, const Evaluation& before, const Position& at,
                       const Evaluation& after, const Position& then) {
    return GameAnalysis::chanceLost(mover, senteWinChance(before, at), senteWinChance(after, then));
}

bool capturesFor(Side s, const Evaluation& e) {
    return e.isMate && e.senteMates == (s == Sente);
}

QString sourceText(const Record& record) {
    const auto tag = [&](const char* name) {
        const std::string* v = record.tag(name);
        return v ? QString::fromStdString(*v) : QString();
    };
    // An unnamed player by its side, in the interface language (not 「山田 対 Gote」).
    return QuizTexts::tr("%1 – %2, %3")
        .arg(texts::playerName(tag("Sente"), Sente), texts::playerName(tag("Gote"), Gote),
             tag("Date"));
}
} // namespace

std::optional<Game> QuizItem::game() const {
    const auto start = Position::fromSfen(startSfen.toStdString());
    if (!start.ok()) return std::nullopt;
    Game g(*start);
    for (const QString& text : moves) {
        const auto m = parseMachineMove(text.toStdString());
        if (!m.ok() || g.play(*m) != Illegal::None) return std::nullopt;
    }
    return g;
}

Side QuizItem::side() const {
    const auto start = Position::fromSfen(startSfen.toStdString());
    const Side first = start.ok() ? start->sideToMove() : Sente;
    return moves.size() % 2 ? opposite(first) : first;
}

QuizItem::Answer QuizItem::classify(Move m) const {
    const QString text = machine(m);
    if (better.contains(text)) return Answer::Better;
    if (text == played) return Answer::Played;
    return Answer::Unknown;
}

bool QuizItem::answerHolds(const Evaluation& afterAnswer) const {
    const auto best = Evaluation::parse(evalBefore.toStdString());
    const auto g = game();
    if (!best || !g) return false;
    // Both read at the quiz position's stage: one move changes it by one piece at most.
    const Position& at = g->position();
    return moverChanceLost(side(), *best, at, afterAnswer, at) < QuizRules::AnswerTolerance;
}

std::vector<QuizItem> extractQuizItems(const Record& record, Side player, QDate today) {
    std::vector<QuizItem> items;
    const auto& nodes = record.mainline.nodes;
    Game game(record.start);
    QStringList played;
    const QString source = sourceText(record);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const RecordNode& node = nodes[i];
        const Side mover = game.sideToMove();
        const Position before = game.position();
        const auto evalText = [&](std::size_t k) {
            const std::string* t = nodes[k].annotation("eval");
            return t ? Evaluation::parse(*t) : std::nullopt;
        };
        const std::string* bestText = node.annotation("best");
        const auto best = bestText ? parseMachineMove(*bestText) : parseMachineMove("");
        if (mover == player && i > 0 && best.ok() && *best != node.move && game.isLegal(*best)) {
            const auto b = evalText(i - 1), a = evalText(i);
            Position after = before;
            UndoInfo undo;
            if (after.isPseudoLegal(node.move)) after.doMove(node.move, undo);
            if (b && a &&
                (moverChanceLost(mover, *b, before, *a, after) >= QuizRules::LossThreshold ||
                 (capturesFor(mover, *b) && !capturesFor(mover, *a)) ||
                 (!capturesFor(opposite(mover), *b) && capturesFor(opposite(mover), *a)))) {
                QuizItem item;
                item.id = positionKey(before) + QLatin1Char(' ') + machine(node.move);
                item.startSfen = QString::fromStdString(record.start.toSfen());
                item.moves = played;
                item.played = machine(node.move);
                item.better = {machine(*best)};
                item.loss = moverLoss(mover, *b, *a);
                item.evalBefore = QString::fromStdString(b->text());
                item.evalAfter = QString::fromStdString(a->text());
                item.source = source;
                item.added = today;
                item.due = today;
                items.push_back(std::move(item));
            }
        }
        if (game.play(node.move) != Illegal::None) break;
        played.append(machine(node.move));
    }
    return items;
}

} // namespace ogi
