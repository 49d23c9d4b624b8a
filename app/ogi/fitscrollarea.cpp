// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitscrollarea.h"

#include <QEvent>
#include <QLayout>
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
    // The least height at the width it is shown at: word-wrapped labels take as many lines as
    // they need there (the minimum hint reckons them at another width).
    const auto neededAt = [this](int width) {
        const QLayout* layout = widget()->layout();
        const int min = widget()->minimumSizeHint().height();
        return layout && layout->hasHeightForWidth()
                   ? std::max(min, layout->totalMinimumHeightForWidth(width))
                   : min;
    };
    const int bar = verticalScrollBar()->sizeHint().width();
    const bool scrolls = neededAt(width()) > height();
    setVerticalScrollBarPolicy(scrolls ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    const int width = scrolls ? this->width() - bar : this->width();
    const int needed = neededAt(width);
    widget()->resize(width, std::max(needed, viewport()->height()));
    // A wider content (a panel shown, another language) widens the area in the window.
    if (const int minimum = minimumSizeHint().width(); minimum != m_minimumWidth) {
        m_minimumWidth = minimum;
        updateGeometry();
    }
}

} // namespace ogi
