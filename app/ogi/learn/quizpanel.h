// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QuizPanel: the column beside the board during the quiz — the question ("find the better
// move"), where it comes from and what was played there, how many are due, the verdict on
// the answer, and the buttons. It only shows: QuizController decides.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace ogi {

class QuizPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuizPanel(QWidget* parent = nullptr);

    void showQuestion(const QString& count, const QString& source, const QString& context);
    void setFeedback(const QString& text, bool good);
    void setAnswered(bool answered);

    QString questionText() const;
    QString feedbackText() const;
    QPushButton* giveUpButton() const { return m_giveUp; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* leaveButton() const { return m_leave; }

signals:
    void giveUpRequested();
    void nextRequested();
    void leaveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_title;
    QLabel* m_count;
    QLabel* m_source;
    QLabel* m_context;
    QLabel* m_feedback;
    QPushButton* m_giveUp;
    QPushButton* m_next;
    QPushButton* m_leave;
};

} // namespace ogi
