// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPanel: the column beside the board during a lesson stage — which lesson and stage,
// what to do, what the last move meant (a wrong move explained; the goal reached, with its
// stars), the moves used, and the buttons: hint, try again, claim the draw (the stage about
// it), next stage, the list of lessons, back to a game. It only shows: LearnController
// decides what the buttons do.
#pragma once

#include "exercises/learnpanel.h"
#include "model/exercises/lesson.h"
#include "model/exercises/lessonjudge.h"

namespace ogi {

class LessonPanel : public LearnPanel {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    // A stage starts (again): stageIndex in lesson; bestStars: earned before (0: never).
    void showStage(const Lesson& lesson, int stageIndex, int bestStars, bool claimsDraw);
    // The learner's move was judged; movesUsed counts every attempt.
    void showVerdict(const LessonVerdict& verdict, int movesUsed);
    // The goal is reached; hasNext: a stage follows.
    void showSuccess(const LessonVerdict& verdict, int movesUsed, bool hasNext);
    // The game ended otherwise (a resignation): only trying again is left.
    void showStopped();

    QPushButton* chooseButton() const { return m_choose; }

    // "★★☆" for 2 of 3 stars.
    static QString starString(int stars);

signals:
    void hintRequested();
    void retryRequested();
    void claimDrawRequested();
    void chooseRequested();

protected:
    void retranslate() override;

private:
    void showMoves(int movesUsed);

    const Lesson* m_lesson = nullptr;
    int m_stageIndex = 0;
    int m_best = 0;
    int m_moves = 0;
    QLabel* m_heading;
    QLabel* m_title;
    QLabel* m_instruction;
    QLabel* m_stars;
    QLabel* m_moveCount;
    QPushButton* m_hint;
    QPushButton* m_retry;
    QPushButton* m_claimDraw;
    QPushButton* m_choose;
};

} // namespace ogi
