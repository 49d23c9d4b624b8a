// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in a widget that draws its parts itself (the move list, the
// evaluation graph, the set-up board): the parts' names in reading order and where a part is
// on screen, so that a test clicks or drags where a user sees it.
#pragma once

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QScrollBar>
#include <QStringList>
#include <QWheelEvent>
#include <QWidget>

namespace accessibleparts {

// Every part's name, in reading order.
inline QStringList names(QWidget* widget) {
    QStringList out;
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
    for (int i = 0; iface && i < iface->childCount(); ++i)
        out << iface->child(i)->text(QAccessible::Name);
    return out;
}

// The part of that name (the `skip`+1-th of them).
inline QAccessibleInterface* named(QWidget* widget, const QString& name, int skip = 0) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
    for (int i = 0; iface && i < iface->childCount(); ++i)
        if (iface->child(i)->text(QAccessible::Name) == name && skip-- == 0) return iface->child(i);
    qFatal("no part named %s", qPrintable(name));
}

// The move of a move list at that ply of the main line: the `ply`-th move outside the
// parentheses that hold the variations, as a reader sees it.
inline QAccessibleInterface* mainlineMove(QWidget* list, int ply) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(list);
    int depth = 0;
    for (int i = 0; iface && i < iface->childCount(); ++i) {
        QAccessibleInterface* part = iface->child(i);
        const QString name = part->text(QAccessible::Name);
        depth += name == QLatin1String("(") ? 1 : name == QLatin1String(")") ? -1 : 0;
        if (depth == 0 && part->role() == QAccessible::ListItem && --ply == 0) return part;
    }
    qFatal("no such move on the main line");
}

// Where a part is, in the coordinates of `in` (the widget or its viewport); empty if hidden.
inline QRect rectIn(QWidget* in, QAccessibleInterface* part) {
    const QRect global = part->rect();
    return global.isEmpty() ? QRect() : QRect(in->mapFromGlobal(global.topLeft()), global.size());
}

// If `in` is the viewport of a scroll area and the part is not wholly in view, turns the mouse
// wheel over it as a user would: up to the top, then down a notch at a time until the part
// shows whole. A long variation in a small window pushes the moves after it out of view.
inline void wheelIntoView(QWidget* in, QAccessibleInterface* part) {
    auto* area = qobject_cast<QAbstractScrollArea*>(in->parentWidget());
    if (!area || area->viewport() != in) return;
    auto wholly = [&] {
        const QRect r = rectIn(in, part);
        return !r.isEmpty() && in->rect().contains(r);
    };
    auto turn = [&](int notches) {
        const QPointF at = QRectF(in->rect()).center();
        QWheelEvent wheel(at, in->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(in, &wheel);
    };
    for (int i = 0; i < 200 && !wholly() && area->verticalScrollBar()->value() > 0; ++i) turn(1);
    const QScrollBar* bar = area->verticalScrollBar();
    for (int i = 0; i < 200 && !wholly() && bar->value() < bar->maximum(); ++i) turn(-1);
}
// The middle of the part, in view, in the coordinates of `in`.
inline QPoint centerIn(QWidget* in, QAccessibleInterface* part) {
    wheelIntoView(in, part);
    return rectIn(in, part).center();
}

} // namespace accessibleparts
