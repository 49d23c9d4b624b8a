// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/clockwidget.h"

#include "model/gameclock.h"
#include "model/gametexts.h"

#include <QFontDatabase>
#include <QLabel>
#include <QVBoxLayout>

namespace ogi {

namespace {
QString clockText(qint64 ms, bool tenths) {
    // Rounded up: a clock showing 0:00 has run out.
    if (tenths) {
        const qint64 t = (ms + 99) / 100;
        return QStringLiteral("%1.%2").arg(t / 10).arg(t % 10);
    }
    const qint64 s = (ms + 999) / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

ClockWidget::ClockWidget(GameClock* clock, Side side, QWidget* parent)
    : QFrame(parent), m_clock(clock), m_side(side) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_player = new QLabel(this);
    m_player->setTextFormat(Qt::PlainText);
    m_time = new QLabel(this);
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(f.pointSizeF() * 1.9);
    f.setBold(true);
    m_time->setFont(f);
    m_time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_player, 1);
    layout->addWidget(m_time);
    connect(m_clock, &GameClock::changed, this, &ClockWidget::refresh);
    refresh();
}

void ClockWidget::setSide(Side s) {
    m_side = s;
    refresh();
}

void ClockWidget::setPlayerText(const QString& text) {
    m_player->setText(text);
}

void ClockWidget::setActive(bool on) {
    if (m_active == on) return;
    m_active = on;
    refresh();
}

void ClockWidget::showRecorded(std::optional<qint64> ms) {
    if (m_recorded == ms) return;
    m_recorded = ms;
    refresh();
}

QString ClockWidget::timeText() const {
    return m_time->text();
}

void ClockWidget::refresh() {
    QPalette pal = palette();
    const QPalette base = parentWidget() ? parentWidget()->palette() : QPalette();
    pal.setColor(QPalette::Window, m_active ? QColor(255, 236, 170) : base.color(QPalette::Window));
    QColor ink = m_active ? QColor(30, 30, 30) : base.color(QPalette::WindowText);
    m_time->setVisible(m_clock->isEnabled()); // without a clock: just who plays
    setToolTip(m_clock->timeControl().description());
    if (!m_clock->isEnabled()) {
        m_time->setText(tr("—"));
    } else if (m_recorded) {
        // Reviewing: the time recorded at the move shown, in grey.
        ink = base.color(QPalette::PlaceholderText);
        m_time->setText(clockText(*m_recorded, false));
    } else {
        const qint64 ms = m_clock->displayMs(m_side);
        const bool byo = m_clock->inByoyomi(m_side);
        const bool low =
            ms < 10000 && (byo || m_clock->timeControl().kind != TimeControl::Kind::Byoyomi);
        const bool running = m_clock->isRunning() && m_clock->runningSide() == m_side;
        if (m_clock->isFlagged(m_side) || (low && running)) ink = QColor(200, 20, 20);
        const QString t = clockText(ms, low && running && ms > 0);
        m_time->setText(byo ? tr("Byoyomi %1").arg(t) : t);
    }
    pal.setColor(QPalette::WindowText, ink);
    setPalette(pal);
    m_player->setPalette(pal);
    m_time->setPalette(pal);
}

} // namespace ogi
