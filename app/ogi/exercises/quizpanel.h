// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QuizPanel: the column beside the board during the quiz — the question ("find the better
// move"), where it comes from and what was played there, how many are due, the verdict on
// the answer, and the buttons. It only shows: QuizController decides.
#pragma once

#include "exercises/learnpanel.h"

namespace ogi {

class QuizPanel : public LearnPanel {
    Q_OBJECT
public:
    explicit QuizPanel(QWidget* parent = nullptr);

    void showQuestion(const QString& count, const QString& source, const QString& context);
    void setAnswered(bool answered);

    QPushButton* giveUpButton() const { return m_giveUp; }

signals:
    void giveUpRequested();

protected:
    void retranslate() override;

private:
    QLabel* m_title;
    QLabel* m_count;
    QLabel* m_source;
    QLabel* m_context;
    QPushButton* m_giveUp;
};

} // namespace ogi
