// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ratingdialog.h"

#include "learn/handicapvalue.h"
#include "textfit.h"

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

std::vector<RatingChart::Point> RatingChart::points() const {
    std::vector<Point> points;
    // The whole history kept: it began at the provisional start, shown as the first point so
    // that even one game has a band to show (the start's ± 350 narrowing to the game's).
    if (!m_history.empty() && int(m_history.size()) < GameRating::MaxHistory)
        points.push_back({0, GameRating::StartRating, GameRating::MaxDeviation});
    const int first = int(m_history.size()) < GameRating::MaxHistory ? 1 : 0;
    for (std::size_t i = 0; i < m_history.size(); ++i)
        points.push_back({first + int(i), m_history[i].rating, m_history[i].deviation});
    return points;
}

void RatingChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    const QFontMetrics fm(font());
    // Room for the ratings at the left, and under the plot for the games' numbers and the
    // axis' name.
    const QRectF area =
        QRectF(rect()).adjusted(fm.horizontalAdvance(QStringLiteral("00000")) + 8,
                                fm.height() / 2.0 + 4, -fm.height(), -2 * fm.height() - 8);
    if (m_history.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No rated game yet"));
        return;
    }
    const std::vector<Point> pts = points();
    // The shown range: every rating ± its deviation, on round hundreds.
    double low = 1e9, high = -1e9;
    for (const Point& e : pts) {
        low = std::min(low, e.rating - e.deviation);
        high = std::max(high, e.rating + e.deviation);
    }
    low = std::floor(low / 100) * 100;
    high = std::max(low + 100, std::ceil(high / 100) * 100);
    const int n = int(pts.size());
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
    // The x axis: the games by their number (the start before the first), at most about
    // eight labels, then what they count.
    p.setPen(pal.color(QPalette::Text));
    p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));
    const int every = std::max(1, int(std::ceil(n / 8.0)));
    const QString startText = tr("start", "the rating chart's first point, before any game");
    for (int i = 0; i < n; ++i) {
        if (i % every != 0 && i != n - 1) continue;
        if (i != n - 1 && n - 1 - i < every) continue; // the last label keeps its room
        const QString label =
            pts[std::size_t(i)].game == 0 ? startText : QString::number(pts[std::size_t(i)].game);
        const qreal w = fm.horizontalAdvance(label) + 4;
        p.drawLine(QPointF(x(i), area.bottom()), QPointF(x(i), area.bottom() + 3));
        const qreal left = std::clamp(x(i) - w / 2, 0.0, width() - w);
        p.drawText(QRectF(left, area.bottom() + 3, w, fm.height()), Qt::AlignCenter, label);
    }
    p.drawText(QRectF(area.left(), area.bottom() + 3 + fm.height(), area.width(), fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, tr("rated games"));
    // The band of ± the deviation, then the rating.
    QColor accent = pal.color(QPalette::Highlight);
    QPainterPath band;
    band.moveTo(x(0), y(pts[0].rating + pts[0].deviation));
    for (int i = 1; i < n; ++i)
        band.lineTo(x(i), y(pts[std::size_t(i)].rating + pts[std::size_t(i)].deviation));
    for (int i = n - 1; i >= 0; --i)
        band.lineTo(x(i), y(pts[std::size_t(i)].rating - pts[std::size_t(i)].deviation));
    band.closeSubpath();
    QColor fill = accent;
    fill.setAlphaF(0.2);
    p.fillPath(band, fill);
    // A lone point (a history of 100 games, the oldest dropped, after one more): its band as
    // a bar across it.
    if (n == 1)
        p.fillRect(
            QRectF(x(0) - 6, y(pts[0].rating + pts[0].deviation), 12,
                   y(pts[0].rating - pts[0].deviation) - y(pts[0].rating + pts[0].deviation)),
            fill);
    p.setPen(QPen(accent, 2));
    QPolygonF line;
    for (int i = 0; i < n; ++i) line << QPointF(x(i), y(pts[std::size_t(i)].rating));
    p.drawPolyline(line);
    p.setBrush(accent);
    for (const QPointF& pt : line) p.drawEllipse(pt, 3, 3);
}

RatingDialog::RatingDialog(const GameRating& rating, QWidget* parent)
    : QDialog(parent), m_rating(rating) {
    m_summary = new WrapLabel(this);
    m_summary->setWordWrap(true);
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_summary->setFont(big);
    m_chart = new RatingChart(this);
    m_chart->setHistory(rating.history());
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::RichText);
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
    // What counts, as GameRater decides it: every reason it may give, as it gives it.
    QString reasons;
    for (int i = int(Unrated::None) + 1; i <= int(Unrated::Analysis); ++i)
        reasons += QStringLiteral("<li>%1</li>")
                       .arg(breakableText(unratedReason(Unrated(i))).toHtmlEscaped());
    m_note->setText(
        QStringLiteral("<p>%1</p><p>%2</p><ul style=\"margin-top:0\">%3</ul>")
            .arg(breakableText(
                     tr("Ōgi Elo, on the scale of the computer's levels (level 1 = %1, level 10 ≈ "
                        "%2); the band shows the uncertainty, ± one deviation. Games against the "
                        "built-in computer count, handicap games too: a game counts against the "
                        "level's rating less the handicap's measured value when you receive it, "
                        "plus that value when you give it.")
                         .arg(std::lround(rating::levelElo(rating::MinLevel)))
                         .arg(std::lround(rating::levelElo(rating::MaxLevel))))
                     .toHtmlEscaped(),
                 breakableText(tr("A game is not rated when:")).toHtmlEscaped(), reasons));
}

void RatingDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace ogi
