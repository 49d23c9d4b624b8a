// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// FitScrollArea: shows one widget at the area's own size, and scrolls only when the area is
// lower than the widget's minimum height (a small or scaled screen). QScrollArea's resizable
// mode would instead give a widget with word-wrapped labels its preferred height, taller
// than the window, and hide the lower part of the panel below a scroll.
#pragma once

#include <QScrollArea>

namespace ogi {

class FitScrollArea : public QScrollArea {
    Q_OBJECT
public:
    explicit FitScrollArea(QWidget* content, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    int m_minimumWidth = -1; // as the window's layout last knew it
};

} // namespace ogi
