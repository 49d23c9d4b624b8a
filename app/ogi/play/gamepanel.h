// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GamePanel: the column beside the board — each player's clock beside that side's hand (the
// top one for the side drawn at the top), the status line (who is to move, check, the
// result), the rule for illegal moves, the move box, what the computer is doing (thinking with its
// depth, evaluation and best line; looking for a hint; stopped), and the review panel in between.
#pragma once

#include "model/analysis/evaluation.h"

#include <QWidget>

class QLabel;

namespace ogi {

class BoardView;
class ClockWidget;
class MoveBox;
class GameSession;

class GamePanel : public QWidget {
    Q_OBJECT
public:
    // board: the clocks follow its orientation; review: the review panel, placed between
    // the status lines and the bottom clock.
    GamePanel(GameSession* session, BoardView* board, QWidget* review, QWidget* parent = nullptr);

    // What the computer is doing, in full (the label shows it cut to its width).
    QString thinkingText() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int ThinkingLines = 2; // the lines kept for what the computer does

    ClockWidget* clockFor(Side s) const;
    void fitStatus();
    // wrap: a sentence wrapped on the lines kept; otherwise one line each, cut to the width.
    // evaluation: the evaluation in words, for the tooltip.
    void showThinking(const QString& text, bool wrap, const QString& evaluation = QString());
    void updateStatus();
    void updateClocks();
    void showRecordedClocks();
    void updateThinking();
    void updateRule();
    void showSearchInfo(const AiInfo& info);
    QString playerText(Side s) const;

    GameSession* m_session;
    BoardView* m_board;
    ClockWidget* m_topClock;
    ClockWidget* m_bottomClock;
    QLabel* m_status;
    QLabel* m_thinking;
    QString m_thinkingText;       // in full (the label shows it cut to its width)
    bool m_thinkingWraps = true;  // a sentence wrapped, or lines each cut
    QString m_thinkingEvaluation; // the evaluation shown, in words (the tooltip)
    QString m_lastSearch;         // the computer's last search of this game, shown once it moved
    QString m_lastSearchWords;
    QLabel* m_rule;
    MoveBox* m_moveBox;
};

} // namespace ogi
