// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/quizcontroller.h"

#include "board/boardview.h"
#include "exercises/quizpanel.h"
#include "language.h"
#include "messagebox.h"
#include "model/analysis/adviser.h"
#include "model/analysis/evaluationtext.h"
#include "model/exercises/quizgoal.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "model/game/player.h"

#include <QAction>

#include <cstdlib>

namespace ogi {

QuizController::QuizController(GameSession* session, BoardView* board, QWidget* window,
                               const QString& progressDirectory, QObject* parent)
    : QuizController(session, board, window, progressDirectory, new QuizPanel, parent) {}

QuizController::QuizController(GameSession* session, BoardView* board, QWidget* window,
                               const QString& progressDirectory, QuizPanel* panel, QObject* parent)
    : ExerciseController(session, board, window, panel, parent), m_deck(progressDirectory),
      m_panel(panel) {
    m_action = new QAction(this);
    connect(m_action, &QAction::triggered, this, &QuizController::start);
    connect(m_panel, &QuizPanel::giveUpRequested, this, [this] {
        if (m_goal && !m_recorded) m_goal->giveUp();
    });
    connect(m_panel, &QuizPanel::nextRequested, this, &QuizController::start);
    if (!m_deck.load()) notice(m_deck.error());
    retranslate();
}

void QuizController::retranslate() {
    m_action->setText(tr("&Quiz from Your Games"));
    m_action->setStatusTip(tr("Find the better move where you lost a lot in your analysed games"));
}

void QuizController::notice(const QString& text) {
    ExerciseController::notice(tr("Quiz"), text);
}

bool QuizController::showsRefusals() const {
    return m_goal && m_session->goal() == m_goal && !m_recorded;
}

int QuizController::addGame() {
    const Record record = m_session->record();
    const GameInfo& info = m_session->info();
    std::vector<QuizItem> items;
    // The player's mistakes: every side a person played (both, in a game between two).
    for (Side s : {Sente, Gote}) {
        if (info.players[s].isProgram()) continue;
        const auto found = extractQuizItems(record, s, QDate::currentDate());
        items.insert(items.end(), found.begin(), found.end());
    }
    QString error;
    const int added = m_deck.add(items, QDate::currentDate(), &error);
    if (!error.isEmpty()) notice(error);
    if (added > 0)
        emit message(tr("%n question(s) for the quiz from this game's mistakes (Learn → Quiz)",
                        nullptr, added),
                     15000);
    return added;
}

void QuizController::start() {
    const auto due = m_deck.due(QDate::currentDate());
    // The question just answered stays due when it was missed; the next one comes first.
    const QuizItem* next = nullptr;
    for (const QuizItem* item : due)
        if (item->id != m_itemId || !m_recorded) {
            next = item;
            break;
        }
    if (!next) {
        notice(m_deck.items().empty()
                   ? tr("The quiz asks about your own mistakes: analyse a game you played "
                        "(Review → Analyse Game), and the moves that lost a lot become "
                        "questions.")
                   : tr("No question is due today. Come back tomorrow, or analyse more "
                        "of your games."));
        return;
    }
    ask(*next);
}

void QuizController::ask(const QuizItem& item) {
    const int dueCount = int(m_deck.due(QDate::currentDate()).size());
    auto* goal = new QuizGoal(item, m_session->adviser()->analyser(), JudgeSearchMs);
    const Notation notation = interfaceNotation();
    goal->setNotation(notation);
    m_goal = goal;
    m_itemId = item.id;
    m_recorded = false;
    connect(goal, &GameGoal::finished, this, &QuizController::onFinished);
    connect(goal, &QuizGoal::thinkingChanged, this, [this](bool thinking) {
        if (thinking) m_panel->setFeedback(tr("Looking at your move…"), true);
    });
    m_session->startExercise(goal->startGame(), new HumanPlayer, new HumanPlayer, goal);
    const Side side = item.side();
    m_board->setFlipped(side == Gote);
    const Position& pos = m_session->model()->position();
    const QString played =
        texts::moveText(pos, goal->playedMove(), notation, m_session->model()->kingIsGyoku(side));
    // Evaluations as everywhere (texts::evaluationLong): a loss in pawns while both sides of
    // it are plain numbers; otherwise what the position was before and after the move.
    const auto before = Evaluation::parse(item.evalBefore.toStdString());
    const auto after = Evaluation::parse(item.evalAfter.toStdString());
    const auto plain = [](const std::optional<Evaluation>& e) {
        return e && !e->isMate && std::abs(e->centipawns) < texts::WonCentipawns;
    };
    const QString question =
        before && after && !(plain(before) && plain(after))
            ? tr("%1 to play. In the game, %2 was played here. Before it: %3. After it: %4.")
                  .arg(texts::sideName(side), played, texts::evaluationLong(*before),
                       texts::evaluationLong(*after))
            : tr("%1 to play. In the game, %2 was played here, and it lost %3.")
                  .arg(texts::sideName(side), played, texts::pawnAmount(item.loss));
    m_panel->showQuestion(tr("%n question(s) due today", nullptr, dueCount), item.source, question);
    emit started();
}

void QuizController::onFinished(bool right, const QString& text) {
    if (m_recorded || !m_goal) return;
    m_recorded = true;
    QString error;
    if (!m_deck.answer(m_itemId, right, QDate::currentDate(), &error)) notice(error);
    m_panel->setAnswered(true);
    m_panel->setFeedback(text, right);
    // The better move, drawn where it is played (an answer of one's own was played).
    const bool atQuestion =
        m_session->model()->game().moves().size() == m_goal->startGame().moves().size();
    if (!right && atQuestion && m_goal->betterMove())
        m_board->setShapes(
            {BoardShape::ofMove(m_goal->betterMove(), m_session->model()->sideToMove(),
                                ShapeColor::Green)},
            ShapeLayer::Hint);
}

} // namespace ogi
