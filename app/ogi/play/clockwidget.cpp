// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/clockwidget.h"

#include "model/game/gameclock.h"
#include "model/game/gametexts.h"
#include "textfit.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QLayout>
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
    // Who plays, and the period counted (byoyomi), on two small lines beside the time. Long
    // names and captions are elided rather than widening the panel (and shrinking the board).
    m_player = new QLabel(this);
    m_player->setTextFormat(Qt::PlainText);
    m_player->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_period = new QLabel(this);
    m_period->setTextFormat(Qt::PlainText);
    m_period->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_time = new QLabel(this);
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(f.pointSizeF() * 1.9);
    f.setBold(true);
    m_time->setFont(f);
    m_time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    fixTimeWidth();
    // Two small lines beside the large time: no taller than the time alone.
    auto* texts = new QVBoxLayout;
    texts->setSpacing(0);
    texts->addWidget(m_player);
    texts->addWidget(m_period);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(texts, 1);
    layout->addWidget(m_time);
    connect(m_clock, &GameClock::changed, this, &ClockWidget::refresh);
    refresh();
}

// Wide enough for the longest reading this clock is likely to show, whatever is shown now:
// "0:00:00" when an hour is within reach (a long main time, or many increments), else
// "00:00" (and wider should the time shown need it). The rest goes to the player's name.
void ClockWidget::fixTimeWidth() {
    const TimeControl& tc = m_clock->timeControl();
    const qint64 added = tc.kind == TimeControl::Kind::Increment ? 150 * tc.incrementMs : 0;
    const bool hours = tc.mainMs + added >= 50 * 60 * 1000;
    const QFontMetrics fm(m_time->font());
    const int longest =
        fm.horizontalAdvance(hours ? QStringLiteral("00:00:00") : QStringLiteral("00:00"));
    const int width = std::max(longest, fm.horizontalAdvance(m_time->text())) + 4;
    if (width == m_time->width() && m_time->minimumWidth() == width) return;
    m_time->setFixedWidth(width);
    if (layout()) layout()->activate(); // the name's room, before it is cut to it
}

void ClockWidget::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    elideTexts();
}

void ClockWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) fixTimeWidth();
    QFrame::changeEvent(event);
}

void ClockWidget::elideTexts() {
    // Who plays takes the period's line too while no period is counted: a long name, or an
    // engine's, is shown whole on two lines before it is cut.
    const bool period = !m_periodText.isEmpty();
    m_period->setVisible(period);
    const int width = std::max(10, m_player->width());
    const QString player = fitLines(m_playerText, m_player->font(), width, period ? 1 : 2);
    m_player->setText(player);
    m_player->setToolTip(QString(player).replace(QLatin1Char('\n'), QLatin1Char(' ')) ==
                                 m_playerText
                             ? QString()
                             : m_playerText);
    m_period->setText(m_period->fontMetrics().elidedText(m_periodText, Qt::ElideRight,
                                                         std::max(10, m_period->width())));
    m_period->setToolTip(m_period->text() == m_periodText ? QString() : m_periodText);
}

void ClockWidget::setSide(Side s) {
    m_side = s;
    refresh();
}

void ClockWidget::setPlayerText(const QString& text) {
    m_playerText = text;
    refresh();
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

void ClockWidget::refresh() {
    QPalette pal = palette();
    const QPalette base = parentWidget() ? parentWidget()->palette() : QPalette();
    pal.setColor(QPalette::Window, m_active ? QColor(255, 236, 170) : base.color(QPalette::Window));
    QColor ink = m_active ? QColor(30, 30, 30) : base.color(QPalette::WindowText);
    m_time->setVisible(m_clock->isEnabled()); // without a clock: just who plays
    setToolTip(m_clock->timeControl().description());
    m_periodText.clear();
    if (!m_clock->isEnabled()) {
        m_time->setText(tr("—"));
    } else if (m_recorded) {
        // Reviewing: the time recorded at the move shown, in grey.
        ink = base.color(QPalette::PlaceholderText);
        m_time->setText(clockText(*m_recorded, false));
    } else {
        const qint64 ms = m_clock->displayMs(m_side);
        const bool flagged = m_clock->isFlagged(m_side);
        const bool byo = m_clock->inByoyomi(m_side) && !flagged;
        const bool low =
            ms < 10000 && (byo || m_clock->timeControl().kind != TimeControl::Kind::Byoyomi);
        const bool running = m_clock->isRunning() && m_clock->runningSide() == m_side;
        if (flagged || (low && running)) ink = QColor(200, 20, 20);
        m_time->setText(clockText(ms, low && running && ms > 0));
        if (flagged)
            m_periodText = tr("Time is up");
        else if (byo)
            m_periodText = tr("Byoyomi");
    }
    fixTimeWidth();
    elideTexts();
    // A screen reader says whose clock it is and what it shows.
    setAccessibleName(m_playerText);
    setAccessibleDescription(
        m_periodText.isEmpty()
            ? m_time->text()
            : tr("%1, %2", "clock period, time").arg(m_periodText, m_time->text()));
    pal.setColor(QPalette::WindowText, ink);
    setPalette(pal);
    for (QLabel* label : {m_player, m_period, m_time}) label->setPalette(pal);
}

} // namespace ogi
