// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitscrollarea.h"

#include <QEvent>
#include <QScrollBar>

namespace ogi {

FitScrollArea::FitScrollArea(QWidget* content, QWidget* parent) : QScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(false); // fit() sizes the content
    setWidget(content);
    content->installEventFilter(this);
}

QSize FitScrollArea::sizeHint() const {
    return widget()->sizeHint() + QSize(verticalScrollBar()->sizeHint().width(), 0);
}

QSize FitScrollArea::minimumSizeHint() const {
    // As wide as the content needs beside a scroll bar; any height (it scrolls).
    const int width = widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width();
    return QSize(width, 0);
}

void FitScrollArea::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fit();
}

bool FitScrollArea::eventFilter(QObject* watched, QEvent* event) {
    // The content's minimum changes with its texts (a language switch, a longer status).
    if (watched == widget() && event->type() == QEvent::LayoutRequest) fit();
    return QScrollArea::eventFilter(watched, event);
}

void FitScrollArea::fit() {
    // Word-wrapped labels may take a line or two more at this width than the minimum hint
    // (reckoned at another width) says: room for them, rather than cut text.
    const int needed = widget()->minimumSizeHint().height() + 2 * fontMetrics().lineSpacing();
    const bool scrolls = needed > height();
    setVerticalScrollBarPolicy(scrolls ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    const int width = viewport()->width();
    widget()->resize(width, std::max(needed, viewport()->height()));
    // A wider content (a panel shown, another language) widens the area in the window.
    if (const int minimum = minimumSizeHint().width(); minimum != m_minimumWidth) {
        m_minimumWidth = minimum;
        updateGeometry();
    }
}

} // namespace ogi
