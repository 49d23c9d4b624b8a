// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzlePanel: the column beside the board while solving a tsume puzzle — which puzzle and
// how hard, what to do, what happened (the defender thinking, with a busy bar when it takes
// a moment; solved; the refutation of a wrong move), the player's puzzle rating and how the
// last result moved it, and the buttons. It only shows: PuzzleController decides.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace ogi {

class PuzzlePanel : public QWidget {
    Q_OBJECT
public:
    explicit PuzzlePanel(QWidget* parent = nullptr);

    // title: "Puzzle 3f2a…"; about: difficulty and length; instruction: what to do.
    void showPuzzle(const QString& title, const QString& about, const QString& instruction);
    void setBusy(bool busy);
    // A result or a remark; good: green, else orange.
    void setFeedback(const QString& text, bool good);
    void setRating(const QString& text);
    // Solved or failed: no more hints; Next Puzzle takes the focus.
    void setFinished(bool finished);

    QString feedbackText() const;
    QString ratingText() const;
    QString instructionText() const;
    bool isBusyShown() const;
    QPushButton* hintButton() const { return m_hint; }
    QPushButton* retryButton() const { return m_retry; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* leaveButton() const { return m_leave; }

signals:
    void hintRequested();
    void retryRequested();
    void nextRequested();
    void leaveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_title;
    QLabel* m_about;
    QLabel* m_instruction;
    QLabel* m_feedback;
    QProgressBar* m_busy;
    QTimer* m_busyDelay;
    QLabel* m_rating;
    QPushButton* m_hint;
    QPushButton* m_retry;
    QPushButton* m_next;
    QPushButton* m_leave;
    bool m_over = false;
};

} // namespace ogi
