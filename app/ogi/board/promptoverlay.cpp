// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/promptoverlay.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace ogi {

void PromptOverlay::open(Kind kind, Move first, Move second, PieceType face, bool rotated,
                         const QRectF& target, qreal square, const QSizeF& area) {
    m_kind = kind;
    m_choices[0] = first;
    m_choices[1] = second;
    m_face = face;
    m_rotated = rotated;
    m_sq = square;
    m_target = target;
    // The panel sits beside the target square, never on it: below it in the upper half of the
    // widget, above it in the lower half, centred on its file and kept inside the widget.
    const qreal pad = 0.3 * m_sq;
    const QSizeF size(2 * m_sq + 3 * pad, m_sq + 1.3 * m_sq);
    const qreal gap = 0.12 * m_sq;
    const bool below = target.center().y() < area.height() / 2;
    QRectF panel(QPointF(target.center().x() - size.width() / 2,
                         below ? target.bottom() + gap : target.top() - gap - size.height()),
                 size);
    panel.moveLeft(qBound(0.0, panel.left(), area.width() - panel.width()));
    panel.moveTop(qBound(0.0, panel.top(), area.height() - panel.height()));
    m_panel = panel;
    const qreal top = panel.top() + 0.45 * m_sq;
    m_choiceRects[0] = QRectF(panel.left() + pad, top, m_sq, m_sq);
    m_choiceRects[1] = QRectF(panel.left() + 2 * pad + m_sq, top, m_sq, m_sq);
}

int PromptOverlay::choiceAt(const QPointF& pos) const {
    for (int i = 0; i < 2; ++i)
        if (m_choiceRects[i].contains(pos)) return i;
    return -1;
}

void PromptOverlay::paint(QPainter& p, const QRectF& area, PieceStyle style,
                          const QFont& font) const {
    if (!isOpen()) return;
    // Everything dimmed but the square the piece goes to, framed.
    QPainterPath dim;
    dim.setFillRule(Qt::OddEvenFill);
    dim.addRect(area);
    dim.addRect(m_target);
    p.fillPath(dim, QColor(0, 0, 0, 70));
    p.setPen(QPen(QColor(0x50, 0x34, 0x18), qMax(2.0, m_sq / 20)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(m_target);
    p.setPen(QPen(QColor(0x50, 0x34, 0x18), qMax(1.0, m_sq / 30)));
    p.setBrush(QColor(0xfb, 0xf1, 0xdc));
    p.drawRoundedRect(m_panel, m_sq * 0.1, m_sq * 0.1);

    QFont f = font;
    f.setPixelSize(qMax(8, int(m_sq * 0.2)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(Qt::black);
    const bool promotion = m_kind == Kind::Promotion;
    const QString title = promotion ? tr("Promote?") : tr("King's privilege");
    const QRectF titleRect(m_panel.left(), m_panel.top() + 0.05 * m_sq, m_panel.width(),
                           0.35 * m_sq);
    p.drawText(titleRect, Qt::AlignCenter, title);

    const QString hint[2] = {promotion ? tr("Promote") : tr("Keep promoted"),
                             promotion ? tr("Don't promote") : tr("Demote")};
    const QString keys[2] = {tr("%1 / Enter", "the keys of the first choice").arg(yesKey()),
                             noKey()};
    for (int i = 0; i < 2; ++i) {
        const QRectF r = m_choiceRects[i];
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xe8, 0xd2, 0xa6));
        p.drawRoundedRect(r, m_sq * 0.06, m_sq * 0.06);
        PieceTheme::drawPiece(&p, r, style, m_face, i == 0, false, m_rotated);
        // What the choice does, and its key, under the face.
        const QRectF label(r.center().x() - 0.7 * m_sq, r.bottom() + 0.04 * m_sq, 1.4 * m_sq,
                           0.26 * m_sq);
        f.setBold(false);
        f.setPixelSize(qMax(7, int(m_sq * 0.17)));
        // Longer words (« Ne pas promouvoir ») get a smaller size rather than being cut.
        const qreal room = 1.25 * m_sq;
        const qreal wide = QFontMetricsF(f).horizontalAdvance(hint[i]);
        if (wide > room) f.setPixelSize(qMax(6, int(f.pixelSize() * room / wide)));
        p.setFont(f);
        p.setPen(QColor(0x30, 0x20, 0x10));
        p.drawText(label, Qt::AlignCenter, hint[i]);
        f.setPixelSize(qMax(7, int(m_sq * 0.17)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(QColor(0x8a, 0x1c, 0x10));
        p.drawText(label.translated(0, 0.24 * m_sq), Qt::AlignCenter, keys[i]);
    }
    f.setBold(false);
    f.setPixelSize(qMax(7, int(m_sq * 0.14)));
    p.setFont(f);
    p.setPen(QColor(0x60, 0x50, 0x40));
    const QRectF escRect(m_panel.left(), m_panel.bottom() - 0.3 * m_sq, m_panel.width(),
                         0.24 * m_sq);
    p.drawText(escRect, Qt::AlignCenter, tr("Esc: cancel the move"));
}

QString PromptOverlay::yesKey() {
    return tr("Y", "the letter that answers yes to the promotion prompt (promote, keep promoted)");
}

QString PromptOverlay::noKey() {
    return tr("N", "the letter that answers no to the promotion prompt");
}

} // namespace ogi
