// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/lessonpanel.h"

#include "exercises/panelstyle.h"

#include <QLabel>
#include <QPushButton>

namespace ogi {

LessonPanel::LessonPanel(QWidget* parent) : LearnPanel(parent) {
    m_heading = panelLabel(this);
    m_title = panelLabel(this, 1.25, true);
    m_instruction = panelLabel(this, 1.1);
    for (QLabel* label : {m_heading, m_title, m_instruction}) addHeading(label);
    m_stars = panelLabel(this, 1.6);
    m_moveCount = panelLabel(this);
    addUnderFeedback(m_stars);
    addUnderFeedback(m_moveCount);

    m_hint = panelButton(this, &LessonPanel::hintRequested);
    m_retry = panelButton(this, &LessonPanel::retryRequested);
    m_claimDraw = panelButton(this, &LessonPanel::claimDrawRequested);
    for (QPushButton* b : {m_hint, m_retry, m_claimDraw}) addActionButton(b);
    m_choose = panelButton(this, &LessonPanel::chooseRequested);
    addBottomButton(m_choose);
    retranslate();
}

QString LessonPanel::starString(int stars) {
    QString s;
    for (int i = 0; i < 3; ++i) s += i < stars ? QChar(0x2605) : QChar(0x2606);
    return s;
}

void LessonPanel::showStage(const Lesson& lesson, int stageIndex, int bestStars, bool claimsDraw) {
    m_lesson = &lesson;
    m_stageIndex = stageIndex;
    m_best = bestStars;
    m_claimDraw->setVisible(claimsDraw);
    m_hint->setEnabled(true);
    m_claimDraw->setEnabled(true);
    nextButton()->setEnabled(false);
    m_stars->setText(starString(bestStars));
    setFeedback(QString(), true);
    showMoves(0);
    retranslate();
}

void LessonPanel::showVerdict(const LessonVerdict& verdict, int movesUsed) {
    showMoves(movesUsed);
    if (verdict.kind == LessonVerdict::Kind::Wrong) {
        QString text = verdict.text;
        if (!verdict.reminder.isEmpty()) text += QStringLiteral("\n\n") + verdict.reminder;
        setFeedback(text, false);
    } else if (verdict.kind == LessonVerdict::Kind::Progress) {
        setFeedback(tr("Good. Go on."), true);
    }
}

void LessonPanel::showSuccess(const LessonVerdict& verdict, int movesUsed, bool hasNext) {
    showMoves(movesUsed);
    m_best = qMax(m_best, verdict.stars);
    m_stars->setText(starString(verdict.stars));
    setFeedback(verdict.text, true);
    m_hint->setEnabled(false);
    m_claimDraw->setEnabled(false);
    nextButton()->setEnabled(hasNext);
    if (hasNext) nextButton()->setFocus();
}

void LessonPanel::showStopped() {
    m_hint->setEnabled(false);
    setFeedback(tr("This try is over. Press “Try again” to start the stage afresh."), false);
}

void LessonPanel::showMoves(int movesUsed) {
    m_moves = movesUsed;
    if (!m_lesson) return;
    const LessonStage& stage = m_lesson->stages[std::size_t(m_stageIndex)];
    m_moveCount->setText(
        tr("Moves used: %1. Three stars for %n move(s) at most.", nullptr, stage.par)
            .arg(movesUsed));
}

void LessonPanel::retranslate() {
    LearnPanel::retranslate();
    m_hint->setText(tr("H&int"));
    m_hint->setToolTip(tr("Show a move that leads to the goal"));
    m_retry->setText(tr("&Try Again"));
    m_retry->setToolTip(tr("Start this stage again from the beginning"));
    m_claimDraw->setText(tr("Claim the &Draw"));
    nextButton()->setText(tr("&Next Stage"));
    m_choose->setText(tr("&All Lessons…"));
    if (!m_lesson) return;
    const LessonStage& stage = m_lesson->stages[std::size_t(m_stageIndex)];
    m_heading->setText(tr("%1 — stage %2 of %3")
                           .arg(lessonText(m_lesson->title))
                           .arg(m_stageIndex + 1)
                           .arg(m_lesson->stages.size()));
    m_title->setText(lessonText(stage.title));
    m_instruction->setText(lessonText(stage.instruction));
    showMoves(m_moves);
}

} // namespace ogi
