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
    m_status = new QLabel(middle);
    m_status->setWordWrap(true);
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_status->setFont(big);
    // As many lines as the text needs at the panel's width (fitStatus): the one line of whose
    // turn it is leaves the rest to the move list.
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_rule = new QLabel(middle);
    m_rule->setWordWrap(true);
    m_rule->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_thinking = new QLabel(middle);
    m_thinking->setTextFormat(Qt::PlainText);
    // Two lines kept whether the computer thinks or not: its progress never moves the review
    // panel below. Each line is cut to the width (in full in the tooltip). Without a
    // computer (and no hint asked) it takes no room at all.
    m_thinking->setFixedHeight(m_thinking->fontMetrics().lineSpacing() * 2 + 4);
    m_thinking->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_thinking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_moveBox = new MoveBox(session, middle);
    // A typed move that may promote or not is asked on the board, with its prompt.
    connect(m_moveBox, &MoveBox::formsOffered, board, &BoardView::askForm);
    auto* middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
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
    showThinking(m_thinkingText);
}

void GamePanel::fitStatus() {
    const int lines = m_status->fontMetrics().lineSpacing();
    const int width = m_status->width() > 0 ? m_status->width() : 200;
    m_status->setFixedHeight(std::max(lines + 4, m_status->heightForWidth(width)));
}

void GamePanel::showThinking(const QString& text) {
    m_thinkingText = text;
    const QFontMetrics fm = m_thinking->fontMetrics();
    QStringList shown;
    for (const QString& line : text.split(QLatin1Char('\n')))
        shown << fm.elidedText(line, Qt::ElideRight, std::max(20, m_thinking->width() - 2));
    const QString cut = shown.join(QLatin1Char('\n'));
    m_thinking->setText(cut);
    m_thinking->setToolTip(cut == text ? QString() : text);
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
    m_status->setText(m_session->model()->statusText());
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
        w->setActive(!model->isOver() && model->sideToMove() == w->side());
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
        showThinking(tr("The computer is stopped. Resume it to let it play."));
    else if (m_session->adviser()->isHinting())
        showThinking(tr("Looking for a hint…"));
    else if (m_session->runner()->isThinking())
        showThinking(tr("%1 is thinking…").arg(texts::sideName(us)));
    else
        showThinking(QString());
}

void GamePanel::showSearchInfo(const AiInfo& info) {
    const Side us = m_session->model()->sideToMove();
    // Who is better, as every evaluation is written.
    const QString eval = texts::evaluationLong(info.eval);
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
    if (m_session->adviser()->isHinting())
        showThinking(tr("Looking for a hint… depth %1, %2\n%3").arg(info.depth).arg(eval, line));
    else
        showThinking(tr("%1 is thinking… depth %2, %3\nBest line: %4")
                         .arg(texts::sideName(us))
                         .arg(info.depth)
                         .arg(eval, line));
}

} // namespace ogi
