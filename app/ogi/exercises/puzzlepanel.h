// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzlePanel: the column beside the board while solving a tsume puzzle — which puzzle, its
// length and difficulty, what to do, what happened (the defender thinking, with a busy bar
// when it takes a moment; solved; the refutation of a wrong move), the player's puzzle
// rating and how the last result moved it, and the buttons. It only shows:
// PuzzleController decides.
#pragma once

#include "exercises/learnpanel.h"

class QProgressBar;
class QTimer;

namespace ogi {

class PuzzlePanel : public LearnPanel {
    Q_OBJECT
public:
    explicit PuzzlePanel(QWidget* parent = nullptr);

    // title: "Tsume 27 · 3 plies · 1220"; about: its length in the player's moves;
    // instruction: what to do.
    void showPuzzle(const QString& title, const QString& about, const QString& instruction);
    void setBusy(bool busy);
    void setRating(const QString& text);
    // Solved or failed: no more hints; Next Puzzle takes the focus.
    void setFinished(bool finished);
    // The hint would make this puzzle count as failed: the button says so before use.
    void setHintCounts(bool counts);

    QString instructionText() const;
    bool isBusyShown() const;
    QPushButton* hintButton() const { return m_hint; }

signals:
    void hintRequested();
    void retryRequested();

protected:
    void retranslate() override;

private:
    QLabel* m_title;
    QLabel* m_about;
    QLabel* m_instruction;
    QProgressBar* m_busy;
    QTimer* m_busyDelay;
    QLabel* m_rating;
    QPushButton* m_hint;
    QPushButton* m_retry;
    bool m_over = false;
    bool m_hintCounts = false;
};

} // namespace ogi
