// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LearnPanel: what the lesson, puzzle and quiz panels share — the column's layout, the
// feedback box, the Next and "Back to a Game" buttons and their signals, the legend of the
// move letters, and retranslation when the language changes. A panel adds its labels above
// the feedback (addHeading) and under it (addUnderFeedback), its own buttons before Next
// (addActionButton) and before "Back to a Game" (addBottomButton), and says its words in
// retranslate().
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace ogi {

class LearnPanel : public QWidget {
    Q_OBJECT
public:
    // A result or a remark; good: green, else orange. Empty hides the box.
    void setFeedback(const QString& text, bool good);
    QPushButton* nextButton() const { return m_next; }

signals:
    void nextRequested();
    void leaveRequested();

protected:
    explicit LearnPanel(QWidget* parent);

    void addHeading(QWidget* widget);
    void addUnderFeedback(QWidget* widget);
    void addActionButton(QPushButton* button);
    void addBottomButton(QPushButton* button);
    // The panel shows moves in letters: a line under it says what the letters mean.
    void setShowsMoves(bool shows);
    QLabel* feedbackLabel() const { return m_feedback; }

    // The panel's words in the interface language; an override calls the base.
    virtual void retranslate();
    void changeEvent(QEvent* event) override;

private:
    QVBoxLayout* m_headings;
    QVBoxLayout* m_under;
    QVBoxLayout* m_actions;
    QVBoxLayout* m_bottom;
    QLabel* m_feedback;
    QLabel* m_legend;
    QPushButton* m_next;
    QPushButton* m_leave;
    bool m_showsMoves = false;
};

} // namespace ogi
