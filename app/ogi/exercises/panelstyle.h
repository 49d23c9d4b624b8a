// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the lesson, puzzle and quiz panels share: their wrapped labels, and the feedback box
// (green for what went right, orange for a mistake explained).
#pragma once

#include <QPushButton>
#include <QString>

class QLabel;
class QWidget;

namespace ogi {

// A plain-text label that wraps, its font scaled (and bold).
QLabel* panelLabel(QWidget* parent, qreal scale = 1.0, bool bold = false);
// A label made to show feedback (margins, a coloured background).
QLabel* feedbackLabel(QWidget* parent);
// A button whose click emits the panel's signal.
template <typename Panel> QPushButton* panelButton(Panel* panel, void (Panel::*signal)()) {
    auto* button = new QPushButton(panel);
    QObject::connect(button, &QPushButton::clicked, panel, signal);
    return button;
}
// Shows text in a feedback label (hidden when empty).
void showFeedback(QLabel* label, const QString& text, bool good);
// What the letters of the moves shown mean, in the interface language ("K = King, I =
// Princess, …"); empty where moves are written in kanji (Japanese). The review's move list
// and analysis lines give it too.
QString moveLegend();

} // namespace ogi
