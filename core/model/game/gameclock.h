// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameClock: the two players' clocks of a game with a time control.
//
// Time is accounted with a QElapsedTimer started when a side's turn begins (never by
// counting timer ticks, which drift on a loaded machine); a coarse QTimer only refreshes the
// display and notices when the running side's time is gone.
#pragma once

#include "model/game/metatypes.h"
#include "rules/types.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace ogi {

struct TimeControl {
    enum class Kind { None, Byoyomi, Increment };
    Kind kind = Kind::None;
    qint64 mainMs = 0;
    qint64 byoyomiMs = 0;   // with Kind::Byoyomi: the period each move gets after main time
    qint64 incrementMs = 0; // with Kind::Increment: added to the mover's clock after a move

    bool isNone() const { return kind == Kind::None; }
    // The TimeControl tag value: "-", "600+30b" (main 600 s, byoyomi 30 s) or "300+5i"
    // (main 300 s, increment 5 s); seconds, fractions allowed on input.
    QString toTag() const;
    static std::optional<TimeControl> fromTag(const QString& tag);
    // For people: "10 min + 30 s byoyomi".
    QString description() const;
    bool operator==(const TimeControl&) const = default;
};

// "h:mm:ss" for the [%clk] annotation (rounded down to the second) and back.
QString formatClockAnnotation(qint64 ms);
std::optional<qint64> parseClockAnnotation(const QString& text);

class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    const TimeControl& timeControl() const { return m_tc; }
    // Sets the time control and resets both clocks to the main time; the clock is stopped.
    void reset(const TimeControl& tc);
    // Restores one side's clock (e.g. from a record): main time left, and whether the side is
    // already in byoyomi.
    void setRemaining(Side s, qint64 mainMs);

    bool isEnabled() const { return !m_tc.isNone(); }
    bool isRunning() const { return m_running; }
    Side runningSide() const { return m_side; }
    // Main time left for s, counting the running period.
    qint64 mainLeft(Side s) const;
    // Byoyomi left in the current period of s (the full period when s is not running).
    qint64 byoyomiLeft(Side s) const;
    bool inByoyomi(Side s) const {
        return m_tc.kind == TimeControl::Kind::Byoyomi && mainLeft(s) == 0;
    }
    // What the display shows: main time, or the byoyomi period once the main time is gone;
    // 0 once s has lost on time.
    qint64 displayMs(Side s) const;
    bool isFlagged(Side s) const { return m_flagged[s]; }

public slots:
    // Starts (or resumes) the turn of s.
    void start(Side s);
    // Stops counting (game over, AI stopped, pause); the time used so far is kept, the
    // byoyomi of the period in progress too: the same side started again goes on with it.
    void stop();
    // The mover finished a move: charge its time, apply increment/byoyomi, start the other
    // side. Returns nothing; mainLeft(mover) afterwards is what [%clk] records.
    void moveMade(Side mover);

signals:
    void changed();
    // Each new second of the last ten of a byoyomi period (or of the main time without one).
    void countdown(ogi::Side side, int secondsLeft);
    void timeOut(ogi::Side side);

private:
    void settle(); // charge the running period to the running side
    void tick();
    qint64 periodUsed() const { return m_running ? m_timer.elapsed() : 0; }

    TimeControl m_tc;
    qint64 m_main[2] = {0, 0};
    qint64 m_periodStartMain[2] = {0, 0};
    bool m_flagged[2] = {false, false};
    bool m_running = false;
    Side m_side = Sente;
    QElapsedTimer m_timer;
    QTimer m_tick;
    int m_lastCountdown = -1;
    qint64 m_byoyomiUsed = 0; // by m_side in its period in progress, before the last stop
};

} // namespace ogi
