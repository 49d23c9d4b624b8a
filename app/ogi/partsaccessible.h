// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What assistive technology (a screen reader) is told about a widget that draws its parts
// itself, with no QObject for each: the moves and comments of the move list, the points of
// the evaluation graph, the squares, palette and stands of the set-up board. Each part is a
// child with a role, a name, a description and its place on screen. A widget describes its
// parts in a subclass and registers it with installPartsAccessible().
#pragma once

#include <QAccessibleWidget>

#include <vector>

namespace ogi {

class PartsAccessible : public QAccessibleWidget {
public:
    PartsAccessible(QWidget* widget, QAccessible::Role role);
    ~PartsAccessible() override;

    // The parts, in reading order.
    virtual int partCount() const = 0;
    virtual QAccessible::Role partRole(int index) const = 0;
    // Name and Description (the others empty).
    virtual QString partText(int index, QAccessible::Text t) const = 0;
    // In the coordinates of widget() (empty when the part is scrolled out of sight).
    virtual QRect partRect(int index) const = 0;
    virtual bool partSelected(int) const { return false; }

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;

private:
    mutable std::vector<QAccessible::Id> m_children;
};

using PartsAccessibleMaker = PartsAccessible* (*)(QWidget*);
// Gives every widget of that class (its full name, "ogi::MoveListView") the interface the
// maker builds; once per class and program.
void installPartsAccessible(const char* className, PartsAccessibleMaker make);

} // namespace ogi
