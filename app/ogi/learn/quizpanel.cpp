// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/quizpanel.h"

#include "learn/panelstyle.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ogi {

QuizPanel::QuizPanel(QWidget* parent) : QWidget(parent) {
    m_title = panelLabel(this, 1.25, true);
    m_count = panelLabel(this);
    m_source = panelLabel(this);
    m_context = panelLabel(this, 1.1);
    m_feedback = feedbackLabel(this);
    m_giveUp = panelButton(this, "quizGiveUp", &QuizPanel::giveUpRequested);
    m_next = panelButton(this, "quizNext", &QuizPanel::nextRequested);
    m_leave = panelButton(this, "quizLeave", &QuizPanel::leaveRequested);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_count);
    layout->addWidget(m_source);
    layout->addWidget(m_context);
    layout->addSpacing(6);
    layout->addWidget(m_feedback);
    layout->addStretch(1);
    layout->addWidget(m_giveUp);
    layout->addWidget(m_next);
    layout->addSpacing(12);
    layout->addWidget(m_leave);
    setMinimumWidth(240);
    retranslate();
    setFeedback(QString(), true);
}

void QuizPanel::showQuestion(const QString& count, const QString& source, const QString& context) {
    m_count->setText(count);
    m_source->setText(source);
    m_source->setVisible(!source.isEmpty());
    m_context->setText(context);
    setFeedback(QString(), true);
    setAnswered(false);
}

void QuizPanel::setFeedback(const QString& text, bool good) {
    showFeedback(m_feedback, text, good);
}

void QuizPanel::setAnswered(bool answered) {
    m_giveUp->setEnabled(!answered);
    if (answered) m_next->setFocus();
}

QString QuizPanel::questionText() const {
    return m_context->text();
}

QString QuizPanel::feedbackText() const {
    return m_feedback->text();
}

void QuizPanel::retranslate() {
    m_title->setText(tr("Find the better move"));
    m_giveUp->setText(tr("&Show the Answer"));
    m_next->setText(tr("&Next Question"));
    m_leave->setText(tr("&Back to a Game"));
}

void QuizPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace ogi
