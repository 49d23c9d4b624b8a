// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/learnpanel.h"

#include "exercises/panelstyle.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ogi {

namespace {
QVBoxLayout* part(QVBoxLayout* column) {
    auto* layout = new QVBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    column->addLayout(layout);
    return layout;
}
} // namespace

LearnPanel::LearnPanel(QWidget* parent) : QWidget(parent) {
    m_feedback = ogi::feedbackLabel(this);
    m_legend = panelLabel(this, 0.9);
    m_legend->hide();
    m_next = panelButton(this, &LearnPanel::nextRequested);
    m_leave = panelButton(this, &LearnPanel::leaveRequested);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(8, 8, 8, 8);
    m_headings = part(column);
    column->addSpacing(6);
    column->addWidget(m_feedback);
    m_under = part(column);
    column->addStretch(1);
    column->addWidget(m_legend);
    m_actions = part(column);
    column->addWidget(m_next);
    column->addSpacing(12);
    m_bottom = part(column);
    column->addWidget(m_leave);
    setMinimumWidth(240);
    setFeedback(QString(), true);
}

void LearnPanel::addHeading(QWidget* widget) {
    m_headings->addWidget(widget);
}

void LearnPanel::addUnderFeedback(QWidget* widget) {
    m_under->addWidget(widget);
}

void LearnPanel::addActionButton(QPushButton* button) {
    m_actions->addWidget(button);
}

void LearnPanel::addBottomButton(QPushButton* button) {
    m_bottom->addWidget(button);
}

void LearnPanel::setShowsMoves(bool shows) {
    m_showsMoves = shows;
    LearnPanel::retranslate();
}

void LearnPanel::setFeedback(const QString& text, bool good) {
    showFeedback(m_feedback, text, good);
}

void LearnPanel::retranslate() {
    m_leave->setText(tr("&Back to a Game"));
    m_leave->setToolTip(tr("Back to the game you were playing or reviewing, as you left it"));
    const QString legend = m_showsMoves ? moveLegend() : QString();
    m_legend->setText(legend);
    m_legend->setVisible(!legend.isEmpty());
    m_feedback->setToolTip(legend);
}

void LearnPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace ogi
