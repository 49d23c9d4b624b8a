// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/quizgoal.h"

#include "model/analysis/evaluationtext.h"
#include "model/analysis/gameanalysis.h"
#include "model/exercises/lessontexts.h"
#include "model/game/gametexts.h"
#include "rules/notation.h"

#include <QCoreApplication>

namespace ogi {

namespace {
struct QuizTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::QuizGoal)
};

Move machineMove(const QString& text) {
    const auto m = parseMachineMove(text.toStdString());
    return m.ok() ? *m : Move();
}
} // namespace

QuizGoal::QuizGoal(const QuizItem& item, Analyser* analyser, int searchMs, QObject* parent)
    : GameGoal(parent), m_item(item), m_analysis(new GameAnalysis(analyser, this)) {
    if (const auto game = item.game()) m_question = game->position();
    ai::SearchLimits limits;
    limits.movetime = searchMs;
    m_analysis->setLimits(limits);
    connect(m_analysis, &GameAnalysis::finished, this, [this] {
        m_thinking = false;
        emit thinkingChanged(false);
        const auto& results = m_analysis->results();
        const bool holds = !results.empty() && m_item.answerHolds(results.front().eval);
        emit finished(holds, holds
                                 ? QuizTexts::tr("Right: your move keeps what the better move "
                                                 "keeps.")
                                 : QuizTexts::tr("Not quite: your move loses too much as well. %1")
                                       .arg(betterText()));
    });
}

Game QuizGoal::startGame() const {
    return m_item.game().value_or(Game(m_question));
}

Move QuizGoal::betterMove() const {
    return m_item.better.isEmpty() ? Move() : machineMove(m_item.better.front());
}

Move QuizGoal::playedMove() const {
    return machineMove(m_item.played);
}

QString QuizGoal::betterText() const {
    return QuizTexts::tr("The better move was %1.")
        .arg(texts::moveText(m_question, betterMove(), m_notation,
                             m_question.sideToMove() == Sente));
}

void QuizGoal::giveUp() {
    if (m_answered) return;
    m_answered = true;
    emit finished(false, betterText());
}

MoveVerdict QuizGoal::judgeMove(const Game& game, Move move) {
    if (m_answered) return MoveVerdict::refuse(QuizTexts::tr("This question is answered."));
    const Illegal why = game.position().checkMove(move);
    if (why != Illegal::None)
        return MoveVerdict::refuse(lessontexts::illegalExplanation(game.position(), move, why));
    m_answered = true;
    switch (m_item.classify(move)) {
    case QuizItem::Answer::Better: break;
    case QuizItem::Answer::Played: {
        // The loss written as every evaluation is (texts::pawnAmount: "1,5 pion" in French).
        const QString text = QuizTexts::tr("That is the move of the game, which lost %1. %2")
                                 .arg(texts::pawnAmount(m_item.loss), betterText());
        emit finished(false, text);
        return MoveVerdict::refuse(text);
    }
    case QuizItem::Answer::Unknown: m_judgeAfterMove = true; break;
    }
    m_answer = move;
    return MoveVerdict::play();
}

void QuizGoal::movePlayed(const Game& game) {
    if (!m_judgeAfterMove) {
        emit finished(true, QuizTexts::tr("Right: that is the better move."));
        return;
    }
    m_judgeAfterMove = false;
    m_thinking = true;
    emit thinkingChanged(true);
    m_analysis->start(game.position(), {});
}

} // namespace ogi
