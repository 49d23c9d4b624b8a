// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/puzzlepanel.h"

#include "exercises/panelstyle.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace ogi {

PuzzlePanel::PuzzlePanel(QWidget* parent) : LearnPanel(parent) {
    m_title = panelLabel(this, 1.25, true);
    m_about = panelLabel(this);
    m_instruction = panelLabel(this, 1.1);
    for (QLabel* label : {m_title, m_about, m_instruction}) addHeading(label);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0); // busy: how long the solver takes is not known
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(10);
    m_busy->hide();
    // Shown only when the solver takes a moment: most answers come at once.
    m_busyDelay = new QTimer(this);
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(300);
    connect(m_busyDelay, &QTimer::timeout, m_busy, &QWidget::show);
    m_rating = panelLabel(this, 1.05, true);
    addUnderFeedback(m_busy);
    addUnderFeedback(m_rating);

    m_hint = panelButton(this, &PuzzlePanel::hintRequested);
    m_retry = panelButton(this, &PuzzlePanel::retryRequested);
    addActionButton(m_hint);
    addActionButton(m_retry);
    setShowsMoves(true);
    retranslate();
}

void PuzzlePanel::showPuzzle(const QString& title, const QString& about,
                             const QString& instruction) {
    m_title->setText(title);
    m_about->setText(about);
    m_instruction->setText(instruction);
    setFeedback(QString(), true);
    setBusy(false);
    setFinished(false);
}

void PuzzlePanel::setHintCounts(bool counts) {
    m_hintCounts = counts;
    retranslate();
}

void PuzzlePanel::setBusy(bool busy) {
    if (busy) {
        m_busyDelay->start();
    } else {
        m_busyDelay->stop();
        m_busy->hide();
    }
    m_hint->setEnabled(!busy && !m_over);
}

void PuzzlePanel::setRating(const QString& text) {
    m_rating->setText(text);
}

void PuzzlePanel::setFinished(bool finished) {
    m_over = finished;
    m_hint->setEnabled(!finished);
    if (finished) nextButton()->setFocus();
}

QString PuzzlePanel::instructionText() const {
    return m_instruction->text();
}

bool PuzzlePanel::isBusyShown() const {
    return m_busy->isVisible();
}

void PuzzlePanel::retranslate() {
    LearnPanel::retranslate();
    m_hint->setText(m_hintCounts ? tr("H&int (counts as failed)") : tr("H&int"));
    m_hint->setToolTip(m_hintCounts
                           ? tr("Show a move that wins: this puzzle then counts as failed for "
                                "your rating")
                           : tr("Show a move that wins"));
    m_retry->setText(tr("&Try Again"));
    nextButton()->setText(tr("&Next Puzzle"));
}

} // namespace ogi
