// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RatingDialog (Learn ▸ Your Games): the player's game rating with its uncertainty, a small
// chart of its history (RatingChart: the rating after each rated game, numbered along the x
// axis from the provisional start, with a band of ± the deviation), from GameRating, and
// which games count.
#pragma once

#include "model/progress/gamerating.h"

#include <QDialog>
#include <QWidget>

class QLabel;

namespace ogi {

class RatingChart : public QWidget {
    Q_OBJECT
public:
    explicit RatingChart(QWidget* parent = nullptr);
    void setHistory(const std::vector<RatedGameEntry>& history);
    QSize sizeHint() const override { return {460, 220}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // A point of the chart: the rating after game `game` (0: the provisional start).
    struct Point {
        int game;
        double rating, deviation;
    };
    std::vector<Point> points() const;

    std::vector<RatedGameEntry> m_history;
};

class RatingDialog : public QDialog {
    Q_OBJECT
public:
    explicit RatingDialog(const GameRating& rating, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    const GameRating& m_rating;
    QLabel* m_summary;
    QLabel* m_note;
    RatingChart* m_chart;
};

} // namespace ogi
