// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamepanel.h"

#include "board/boardview.h"
#include "fitscrollarea.h"
#include "language.h"
#include "model/analysis/adviser.h"
#include "model/analysis/evaluationtext.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "play/clockwidget.h"
#include "play/movebox.h"
#include "textfit.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace ogi {

GamePanel::GamePanel(GameSession* session, BoardView* board, QWidget* review, QWidget* parent)
    : QWidget(parent), m_session(session), m_board(board) {
    m_topClock = new ClockWidget(session->runner()->clock(), Gote, this);
    m_bottomClock = new ClockWidget(session->runner()->clock(), Sente, this);
    // Between the clocks, the part that scrolls on a small screen: the clocks stay in sight.
    auto* middle = new QWidget(this);
    m_status = new WrapLabel(middle);
    m_status->setWordWrap(true);
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_status->setFont(big);
    // As many lines as the text needs at the panel's width (fitStatus): the one line of whose
    // turn it is leaves the rest to the move list.
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_rule = new WrapLabel(middle);
    m_rule->setWordWrap(true);
    m_rule->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_thinking = new QLabel(middle);
    m_thinking->setTextFormat(Qt::PlainText);
    // Two lines kept whether the computer thinks or not: its progress never moves the review
    // panel below, and once it has moved they show what it last saw. A message wraps on
    // them; the search's progress is two short lines (who thinks, how deep and the evaluation
    // in its short form; the best line), each cut to the width (in full in the tooltip, with
    // the evaluation in words). Without a computer (and no hint asked) it takes no room.
    m_thinking->setFixedHeight(m_thinking->fontMetrics().lineSpacing() * ThinkingLines + 4);
    m_thinking->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_thinking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_moveBox = new MoveBox(session, middle);
    // A typed move that may promote or not is asked on the board, with its prompt.
    connect(m_moveBox, &MoveBox::formsOffered, board, &BoardView::askForm);
    auto* middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->setSpacing(3); // a small window keeps its height for the moves
    middleLayout->addWidget(m_status);
    middleLayout->addWidget(m_rule);
    middleLayout->addWidget(m_moveBox);
    middleLayout->addWidget(m_thinking);
    middleLayout->addWidget(review, 1);
    // Top clock, status, thinking, review, bottom clock: each clock beside its side's hand.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_topClock);
    layout->addWidget(new FitScrollArea(middle, this), 1);
    layout->addWidget(m_bottomClock);

    GameModel* model = session->model();
    auto follow = [this] {
        updateStatus();
        updateClocks();
    };
    connect(model, &GameModel::positionChanged, this, follow);
    connect(model, &GameModel::gameOver, this, follow);
    connect(session, &GameSession::stateChanged, this, &GamePanel::updateThinking);
    connect(session, &GameSession::stateChanged, this, &GamePanel::updateRule);
    connect(session, &GameSession::stateChanged, this, &GamePanel::updateClocks);
    connect(session, &GameSession::searchInfo, this, &GamePanel::showSearchInfo);
    connect(session, &GameSession::gameStarted, this, follow);
    connect(session, &GameSession::gameStarted, this, [this] {
        m_lastSearch.clear(); // of another game
        updateThinking();
    });
    connect(session->document()->tree(), &GameTree::cursorChanged, this,
            &GamePanel::showRecordedClocks);
    connect(board, &BoardView::flippedChanged, this, &GamePanel::updateClocks);
    updateStatus();
    updateClocks();
    updateThinking();
    updateRule();
}

ClockWidget* GamePanel::clockFor(Side s) const {
    return m_topClock->side() == s ? m_topClock : m_bottomClock;
}

QString GamePanel::thinkingText() const {
    return m_thinkingText;
}

void GamePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitStatus();
    showThinking(m_thinkingText, m_thinkingWraps, m_thinkingEvaluation);
}

void GamePanel::fitStatus() {
    const int lines = m_status->fontMetrics().lineSpacing();
    const int width = m_status->width() > 0 ? m_status->width() : 200;
    m_status->setFixedHeight(std::max(lines + 4, m_status->heightForWidth(width)));
}

void GamePanel::showThinking(const QString& text, bool wrap, const QString& evaluation) {
    m_thinkingText = text;
    m_thinkingWraps = wrap;
    m_thinkingEvaluation = evaluation;
    const QFontMetrics fm = m_thinking->fontMetrics();
    const int width = std::max(20, m_thinking->width() - 2);
    QString shown;
    if (wrap) {
        // A sentence, wrapped; cut only past the lines kept.
        shown = fitLines(text, m_thinking->font(), width, ThinkingLines);
    } else {
        QStringList cut;
        for (const QString& line : text.split(QLatin1Char('\n')))
            cut << fm.elidedText(line, Qt::ElideRight, width);
        shown = cut.join(QLatin1Char('\n'));
    }
    m_thinking->setText(shown);
    QString tip = QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')) ==
                          QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '))
                      ? QString()
                      : text;
    if (!evaluation.isEmpty())
        tip = tip.isEmpty() ? evaluation : tip + QLatin1Char('\n') + evaluation;
    m_thinking->setToolTip(tip);
}

void GamePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        updateStatus();
        updateClocks();
        for (ClockWidget* w : {m_topClock, m_bottomClock}) w->refresh();
        updateThinking();
        updateRule();
    }
    QWidget::changeEvent(event);
}

void GamePanel::updateStatus() {
    const GameModel* model = m_session->model();
    QString text = model->statusText();
    // An earlier position of a finished game is reviewed, not played: the status says so, and
    // how the game ended, rather than read as if the game went on from here.
    if (!model->isOver() && !m_session->isExercise() && m_session->isGameOver())
        text = tr("Finished game (%1). Reviewing: %2", "the result; the position shown")
                   .arg(texts::resultText(m_session->document()->mainlineGame().outcome().result),
                        text);
    m_status->setText(text);
    m_status->setToolTip(QString());
    fitStatus();
}

// Which rule judges illegal moves in this game, always in sight.
void GamePanel::updateRule() {
    m_rule->setText(m_session->refusesIllegal() ? tr("Friendly game: an illegal move is refused.")
                                                : tr("Official rule: an illegal move loses."));
}

QString GamePanel::playerText(Side s) const {
    const PlayerInfo& p = m_session->info().players[s];
    QString who = p.name;
    if (who.isEmpty()) {
        switch (p.kind) {
        case PlayerInfo::Kind::Human: who = tr("Human"); break;
        case PlayerInfo::Kind::Computer: who = tr("Computer, level %1").arg(p.level); break;
        case PlayerInfo::Kind::Engine: who = tr("Engine %1").arg(p.engine); break;
        }
    }
    const QString mark = s == Sente ? QStringLiteral("☗") : QStringLiteral("☖");
    return tr("%1 %2: %3").arg(mark, texts::sideName(s), who);
}

void GamePanel::updateClocks() {
    const Side top = m_board->isFlipped() ? Sente : Gote;
    m_topClock->setSide(top);
    m_bottomClock->setSide(opposite(top));
    const GameModel* model = m_session->model();
    for (ClockWidget* w : {m_topClock, m_bottomClock}) {
        w->setPlayerText(playerText(w->side()));
        // No clock is to move in a finished game, at its end or earlier.
        const bool finished =
            model->isOver() || (!m_session->isExercise() && m_session->isGameOver());
        w->setActive(!finished && model->sideToMove() == w->side());
    }
    showRecordedClocks();
}

// While an earlier move of the main line is shown, the clocks show what each side had then.
void GamePanel::showRecordedClocks() {
    for (Side s : {Sente, Gote}) clockFor(s)->showRecorded(m_session->document()->recordedClock(s));
}

void GamePanel::updateThinking() {
    m_thinking->setVisible(m_session->runner()->hasComputer() || m_session->adviser()->isHinting());
    const Side us = m_session->model()->sideToMove();
    if (m_session->runner()->isPaused())
        showThinking(tr("The computer is stopped. Resume it to let it play."), true);
    else if (m_session->adviser()->isHinting())
        showThinking(tr("Looking for a hint…"), true);
    else if (m_session->runner()->isThinking())
        showThinking(tr("%1 is thinking…").arg(texts::sideName(us)), true);
    else if (!m_lastSearch.isEmpty()) // what it saw before its move, until it thinks again
        showThinking(m_lastSearch, false, m_lastSearchWords);
    else
        showThinking(QString(), true);
}

void GamePanel::showSearchInfo(const AiInfo& info) {
    const Side us = m_session->model()->sideToMove();
    // Who is better, as every evaluation is written: short on the line, in words in the
    // tooltip.
    const QString eval = texts::evaluationShort(info.eval);
    const QString evalWords = texts::evaluationLong(info.eval);
    // Non-breaking hyphens, and word joiners beside the kanji: a wrapped line never splits a
    // move in two ("Pc3-c4", or ☗姫 from d1-f2).
    const GameModel* model = m_session->model();
    const bool gyoku[2] = {model->kingIsGyoku(Sente), model->kingIsGyoku(Gote)};
    QString line;
    for (const QChar c :
         texts::lineText(model->position(), info.pv, 8, interfaceNotation(), gyoku)) {
        const QChar before = line.isEmpty() ? QChar(u' ') : line.back();
        if (before != QLatin1Char(' ') && c != QLatin1Char(' ') &&
            (before.unicode() >= 0x80 || c.unicode() >= 0x80))
            line += QChar(0x2060);
        line += c == QLatin1Char('-') ? QChar(0x2011) : c;
    }
    if (m_session->adviser()->isHinting()) {
        showThinking(tr("Looking for a hint… depth %1, %2\n%3").arg(info.depth).arg(eval, line),
                     false, evalWords);
    } else {
        showThinking(tr("%1 is thinking… depth %2, %3\nBest line: %4")
                         .arg(texts::sideName(us))
                         .arg(info.depth)
                         .arg(eval, line),
                     false, evalWords);
        // Kept for when it has moved: the lines stay filled with what it last saw.
        m_lastSearch = tr("%1 searched to depth %2, %3\nThe line it expected: %4")
                           .arg(texts::sideName(us))
                           .arg(info.depth)
                           .arg(eval, line);
        m_lastSearchWords = evalWords;
    }
}

} // namespace ogi
