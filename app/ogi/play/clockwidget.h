// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ClockWidget: one player's clock beside the board — who plays that side and the time left
// (the byoyomi period, marked as such, once the main time is gone). The side to move is
// highlighted; the last seconds turn red.
#pragma once

#include "rules/types.h"

#include <QFrame>

#include <optional>

class QLabel;

namespace ogi {

class GameClock;

class ClockWidget : public QFrame {
    Q_OBJECT
public:
    ClockWidget(GameClock* clock, Side side, QWidget* parent = nullptr);
    Side side() const { return m_side; }
    void setSide(Side s);
    void setPlayerText(const QString& text);
    // Whether this side's turn is highlighted.
    void setActive(bool on);
    // While an earlier move is shown: the time this side had then (from the record), shown
    // instead of the live clock; nullopt goes back to the live clock.
    void showRecorded(std::optional<qint64> ms);

public slots:
    void refresh();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void elideTexts();
    void fixTimeWidth();

    GameClock* m_clock;
    Side m_side;
    bool m_active = false;
    std::optional<qint64> m_recorded;
    QString m_playerText;
    QString m_periodText;
    QLabel* m_player;
    QLabel* m_period;
    QLabel* m_time;
};

} // namespace ogi
