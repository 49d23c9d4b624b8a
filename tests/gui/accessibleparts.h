// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in a widget that draws its parts itself (the move list, the
// evaluation graph, the set-up board): the parts' names in reading order and where a part is
// on screen, so that a test clicks or drags where a user sees it.
#pragma once

#include <QAccessible>
#include <QStringList>
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
inline QPoint centerIn(QWidget* in, QAccessibleInterface* part) {
    return rectIn(in, part).center();
}

} // namespace accessibleparts
