// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ratingdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ogi {

RatingChart::RatingChart(QWidget* parent) : QWidget(parent) {
    setMinimumSize(320, 160);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void RatingChart::setHistory(const std::vector<RatedGameEntry>& history) {
    m_history = history;
    update();
}

void RatingChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    const QFontMetrics fm(font());
    const QRectF area = QRectF(rect()).adjusted(fm.horizontalAdvance(QStringLiteral("00000")) + 8,
                                                fm.height() / 2.0 + 4, -10, -fm.height() / 2.0 - 6);
    if (m_history.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No rated game yet"));
        return;
    }
    // The shown range: every rating ± its deviation, on round hundreds.
    double low = 1e9, high = -1e9;
    for (const RatedGameEntry& e : m_history) {
        low = std::min(low, e.rating - e.deviation);
        high = std::max(high, e.rating + e.deviation);
    }
    low = std::floor(low / 100) * 100;
    high = std::max(low + 100, std::ceil(high / 100) * 100);
    const int n = int(m_history.size());
    const auto x = [&](int i) {
        return n == 1 ? area.center().x() : area.left() + area.width() * i / (n - 1);
    };
    const auto y = [&](double r) {
        return area.bottom() - area.height() * (r - low) / (high - low);
    };
    // Guide lines with their ratings, at most about five.
    const double step = std::max(100.0, std::ceil((high - low) / 5 / 100) * 100);
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15);
    for (double r = low; r <= high + 0.5; r += step) {
        p.setPen(grid);
        p.drawLine(QPointF(area.left(), y(r)), QPointF(area.right(), y(r)));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(0, y(r) - fm.height() / 2.0, area.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(std::lround(r)));
    }
    // The band of ± the deviation, then the rating.
    QColor accent = pal.color(QPalette::Highlight);
    QPainterPath band;
    band.moveTo(x(0), y(m_history[0].rating + m_history[0].deviation));
    for (int i = 1; i < n; ++i)
        band.lineTo(x(i),
                    y(m_history[std::size_t(i)].rating + m_history[std::size_t(i)].deviation));
    for (int i = n - 1; i >= 0; --i)
        band.lineTo(x(i),
                    y(m_history[std::size_t(i)].rating - m_history[std::size_t(i)].deviation));
    band.closeSubpath();
    QColor fill = accent;
    fill.setAlphaF(0.2);
    p.fillPath(band, fill);
    p.setPen(QPen(accent, 2));
    QPolygonF line;
    for (int i = 0; i < n; ++i) line << QPointF(x(i), y(m_history[std::size_t(i)].rating));
    p.drawPolyline(line);
    p.setBrush(accent);
    for (const QPointF& pt : line) p.drawEllipse(pt, 3, 3);
}

RatingDialog::RatingDialog(const GameRating& rating, QWidget* parent)
    : QDialog(parent), m_rating(rating) {
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_summary->setFont(big);
    m_chart = new RatingChart(this);
    m_chart->setHistory(rating.history());
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    retranslateUi();
}

void RatingDialog::retranslateUi() {
    setWindowTitle(tr("Your Games"));
    const QString text = GameRating::ratingText(m_rating.rating());
    const int games = int(m_rating.history().size());
    m_summary->setText(
        m_rating.isProvisional()
            ? tr("Your rating: %1, provisional (no rated game yet)").arg(text)
            : tr("Your rating: %1 after %n rated game(s)", nullptr, games).arg(text));
    m_chart->setAccessibleName(tr("Your rating after each rated game"));
    m_note->setText(tr("Ōgi Elo, on the scale of the computer's levels (level 1 = 1000, level "
                       "10 ≈ 3700); the band shows the uncertainty. Only games against the "
                       "computer from the start position count, played with the official rule "
                       "and without takebacks or hints."));
}

void RatingDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace ogi
