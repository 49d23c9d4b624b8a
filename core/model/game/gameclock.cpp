// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gameclock.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ogi {

namespace {
QString seconds(qint64 ms) {
    return ms % 1000 ? QString::number(double(ms) / 1000.0, 'g', 6) : QString::number(ms / 1000);
}
} // namespace

QString TimeControl::toTag() const {
    switch (kind) {
    case Kind::None: return QStringLiteral("-");
    case Kind::Byoyomi: return QStringLiteral("%1+%2b").arg(seconds(mainMs), seconds(byoyomiMs));
    case Kind::Increment:
        return QStringLiteral("%1+%2i").arg(seconds(mainMs), seconds(incrementMs));
    }
    return {};
}

std::optional<TimeControl> TimeControl::fromTag(const QString& tag) {
    const QString t = tag.trimmed();
    if (t == QLatin1String("-") || t.isEmpty()) return TimeControl{};
    static const QRegularExpression re(
        QStringLiteral("^(\\d+(?:\\.\\d+)?)\\+(\\d+(?:\\.\\d+)?)([bi])$"));
    const auto m = re.match(t);
    if (!m.hasMatch()) return std::nullopt;
    TimeControl tc;
    tc.mainMs = qint64(m.captured(1).toDouble() * 1000.0 + 0.5);
    const qint64 extra = qint64(m.captured(2).toDouble() * 1000.0 + 0.5);
    if (m.captured(3) == QLatin1String("b")) {
        tc.kind = Kind::Byoyomi;
        tc.byoyomiMs = extra;
    } else {
        tc.kind = Kind::Increment;
        tc.incrementMs = extra;
    }
    if (tc.mainMs == 0 && extra == 0) return std::nullopt;
    return tc;
}

QString TimeControl::description() const {
    const QString main = QCoreApplication::translate("TimeControl", "%1 min").arg(mainMs / 60000.0);
    switch (kind) {
    case Kind::None: return QCoreApplication::translate("TimeControl", "No time limit");
    case Kind::Byoyomi:
        return QCoreApplication::translate("TimeControl", "%1 + %2 s byoyomi")
            .arg(main)
            .arg(byoyomiMs / 1000.0);
    case Kind::Increment:
        return QCoreApplication::translate("TimeControl", "%1 + %2 s per move")
            .arg(main)
            .arg(incrementMs / 1000.0);
    }
    return {};
}

QString formatClockAnnotation(qint64 ms) {
    const qint64 s = std::max<qint64>(0, ms) / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

std::optional<qint64> parseClockAnnotation(const QString& text) {
    static const QRegularExpression re(QStringLiteral("^(\\d+):(\\d\\d):(\\d\\d)(?:\\.(\\d+))?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch() || m.captured(2).toInt() > 59 || m.captured(3).toInt() > 59)
        return std::nullopt;
    return (m.captured(1).toLongLong() * 3600 + m.captured(2).toInt() * 60 +
            m.captured(3).toInt()) *
           1000;
}

GameClock::GameClock(QObject* parent) : QObject(parent) {
    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &GameClock::tick);
}

void GameClock::reset(const TimeControl& tc) {
    stop();
    m_tc = tc;
    for (Side s : {Sente, Gote}) {
        m_main[s] = tc.mainMs;
        m_flagged[s] = false;
    }
    m_byoyomiUsed = 0;
    emit changed();
}

void GameClock::setRemaining(Side s, qint64 mainMs) {
    m_main[s] = std::max<qint64>(0, mainMs);
    if (s == m_side) m_byoyomiUsed = 0;
    emit changed();
}

qint64 GameClock::mainLeft(Side s) const {
    const qint64 used = (m_running && m_side == s) ? periodUsed() : 0;
    return std::max<qint64>(0, m_main[s] - used);
}

qint64 GameClock::byoyomiLeft(Side s) const {
    if (m_tc.kind != TimeControl::Kind::Byoyomi) return 0;
    const qint64 before = s == m_side ? m_byoyomiUsed : 0; // of this period, before a stop
    if (!(m_running && m_side == s)) return std::max<qint64>(0, m_tc.byoyomiMs - before);
    const qint64 intoByoyomi = std::max<qint64>(0, periodUsed() - m_main[s]);
    return std::max<qint64>(0, m_tc.byoyomiMs - before - intoByoyomi);
}

qint64 GameClock::displayMs(Side s) const {
    if (m_flagged[s]) return 0; // lost on time: nothing left, not a fresh byoyomi period
    return inByoyomi(s) ? byoyomiLeft(s) : mainLeft(s);
}

void GameClock::start(Side s) {
    if (!isEnabled()) return;
    if (m_running) settle();
    if (s != m_side) m_byoyomiUsed = 0; // a new period; the same side goes on with its own
    m_side = s;
    m_running = true;
    m_lastCountdown = -1;
    m_timer.start();
    m_tick.start();
    emit changed();
}

void GameClock::stop() {
    if (m_running) settle();
    m_running = false;
    m_tick.stop();
    emit changed();
}

void GameClock::settle() {
    // The main time absorbs the period; what exceeds it was byoyomi, kept until the side's
    // period ends (a move), so that a stop and a start give no time back.
    const qint64 used = periodUsed();
    m_byoyomiUsed += std::max<qint64>(0, used - m_main[m_side]);
    m_main[m_side] = std::max<qint64>(0, m_main[m_side] - used);
    m_timer.restart();
}

void GameClock::moveMade(Side mover) {
    if (!isEnabled()) return;
    if (m_running && m_side == mover) settle();
    if (mover == m_side) m_byoyomiUsed = 0; // the period ends with the move
    if (m_tc.kind == TimeControl::Kind::Increment) m_main[mover] += m_tc.incrementMs;
    start(opposite(mover));
}

void GameClock::tick() {
    if (!m_running) return;
    const Side s = m_side;
    const qint64 left = displayMs(s);
    const bool lastPhase = m_tc.kind != TimeControl::Kind::Byoyomi || inByoyomi(s);
    if (left <= 0 && lastPhase) {
        stop();
        m_flagged[s] = true;
        emit changed();
        emit timeOut(s);
        return;
    }
    const int secs = int((left + 999) / 1000);
    if (lastPhase && secs <= 10 && secs != m_lastCountdown) {
        m_lastCountdown = secs;
        emit countdown(s, secs);
    }
    emit changed();
}

} // namespace ogi
