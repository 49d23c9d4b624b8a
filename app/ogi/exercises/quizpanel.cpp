// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/quizpanel.h"

#include "exercises/panelstyle.h"

#include <QLabel>
#include <QPushButton>

namespace ogi {

QuizPanel::QuizPanel(QWidget* parent) : LearnPanel(parent) {
    m_title = panelLabel(this, 1.25, true);
    m_count = panelLabel(this);
    m_source = panelLabel(this);
    m_context = panelLabel(this, 1.1);
    for (QLabel* label : {m_title, m_count, m_source, m_context}) addHeading(label);
    m_giveUp = panelButton(this, &QuizPanel::giveUpRequested);
    addActionButton(m_giveUp);
    setShowsMoves(true);
    retranslate();
}

void QuizPanel::showQuestion(const QString& count, const QString& source, const QString& context) {
    m_count->setText(count);
    m_source->setText(source);
    m_source->setVisible(!source.isEmpty());
    m_context->setText(context);
    setFeedback(QString(), true);
    setAnswered(false);
}

void QuizPanel::setAnswered(bool answered) {
    m_giveUp->setEnabled(!answered);
    if (answered) nextButton()->setFocus();
}

void QuizPanel::retranslate() {
    LearnPanel::retranslate();
    m_title->setText(tr("Find the better move"));
    m_giveUp->setText(tr("Show the &Answer"));
    nextButton()->setText(tr("&Next Question"));
}

} // namespace ogi
