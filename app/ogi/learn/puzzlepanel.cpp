// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/puzzlepanel.h"

#include "learn/panelstyle.h"

#include <QEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace ogi {

PuzzlePanel::PuzzlePanel(QWidget* parent) : QWidget(parent) {
    m_title = panelLabel(this, 1.25, true);
    m_about = panelLabel(this);
    m_instruction = panelLabel(this, 1.1);
    m_feedback = feedbackLabel(this);
    m_feedback->setObjectName(QStringLiteral("puzzleFeedback"));
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

    m_hint = panelButton(this, "puzzleHint", &PuzzlePanel::hintRequested);
    m_retry = panelButton(this, "puzzleRetry", &PuzzlePanel::retryRequested);
    m_next = panelButton(this, "puzzleNext", &PuzzlePanel::nextRequested);
    m_leave = panelButton(this, "puzzleLeave", &PuzzlePanel::leaveRequested);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_about);
    layout->addWidget(m_instruction);
    layout->addSpacing(6);
    layout->addWidget(m_feedback);
    layout->addWidget(m_busy);
    layout->addSpacing(6);
    layout->addWidget(m_rating);
    layout->addStretch(1);
    for (QPushButton* b : {m_hint, m_retry, m_next}) layout->addWidget(b);
    layout->addSpacing(12);
    layout->addWidget(m_leave);
    setMinimumWidth(240);
    retranslate();
    setFeedback(QString(), true);
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

void PuzzlePanel::setBusy(bool busy) {
    if (busy) {
        m_busyDelay->start();
    } else {
        m_busyDelay->stop();
        m_busy->hide();
    }
    m_hint->setEnabled(!busy && !m_over);
}

void PuzzlePanel::setFeedback(const QString& text, bool good) {
    showFeedback(m_feedback, text, good);
}

void PuzzlePanel::setRating(const QString& text) {
    m_rating->setText(text);
}

void PuzzlePanel::setFinished(bool finished) {
    m_over = finished;
    m_hint->setEnabled(!finished);
    if (finished) m_next->setFocus();
}

QString PuzzlePanel::feedbackText() const {
    return m_feedback->text();
}

QString PuzzlePanel::ratingText() const {
    return m_rating->text();
}

QString PuzzlePanel::instructionText() const {
    return m_instruction->text();
}

bool PuzzlePanel::isBusyShown() const {
    return m_busy->isVisible();
}

void PuzzlePanel::retranslate() {
    m_hint->setText(tr("&Hint"));
    m_hint->setToolTip(tr("Show a move that wins (the result then counts as a miss)"));
    m_retry->setText(tr("&Try Again"));
    m_next->setText(tr("&Next Puzzle"));
    m_leave->setText(tr("&Back to a Game"));
}

void PuzzlePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace ogi
