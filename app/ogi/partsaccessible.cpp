// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "partsaccessible.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <QWindow>

namespace ogi {

namespace {

// One part: everything it says is asked of the widget's PartsAccessible, so that it follows
// the widget's contents as they change (a part past the current count is no longer valid).
class PartAccessible : public QAccessibleInterface {
public:
    PartAccessible(QWidget* widget, int index) : m_widget(widget), m_index(index) {}

    bool isValid() const override { return owner() && m_index < owner()->partCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override {
        return m_widget ? m_widget->window()->windowHandle() : nullptr;
    }
    QList<std::pair<QAccessibleInterface*, QAccessible::Relation>>
    relations(QAccessible::Relation) const override {
        return {};
    }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override { return owner(); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override {
        return isValid() ? owner()->partRole(m_index) : QAccessible::NoRole;
    }
    QString text(QAccessible::Text t) const override {
        return isValid() ? owner()->partText(m_index, t) : QString();
    }
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect local = owner()->partRect(m_index);
        if (local.isEmpty()) return {};
        return QRect(m_widget->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::State state() const override {
        QAccessible::State st;
        if (!isValid()) {
            st.invalid = true;
            return st;
        }
        st.invisible = owner()->partRect(m_index).isEmpty();
        st.selectable = true;
        st.selected = owner()->partSelected(m_index);
        return st;
    }

private:
    PartsAccessible* owner() const {
        return m_widget ? static_cast<PartsAccessible*>(
                              QAccessible::queryAccessibleInterface(m_widget.data()))
                        : nullptr;
    }

    QPointer<QWidget> m_widget;
    int m_index;
};

QHash<QString, PartsAccessibleMaker>& makers() {
    static QHash<QString, PartsAccessibleMaker> all;
    return all;
}

QAccessibleInterface* partsFactory(const QString& key, QObject* object) {
    const PartsAccessibleMaker make = makers().value(key);
    if (!make || !object || !object->isWidgetType()) return nullptr;
    return make(static_cast<QWidget*>(object));
}

} // namespace

void installPartsAccessible(const char* className, PartsAccessibleMaker make) {
    if (makers().isEmpty()) QAccessible::installFactory(partsFactory);
    makers().insert(QLatin1String(className), make);
}

PartsAccessible::PartsAccessible(QWidget* widget, QAccessible::Role role)
    : QAccessibleWidget(widget, role) {}

PartsAccessible::~PartsAccessible() {
    for (QAccessible::Id id : m_children)
        if (id) QAccessible::deleteAccessibleInterface(id);
}

int PartsAccessible::childCount() const {
    return partCount();
}

QAccessibleInterface* PartsAccessible::child(int index) const {
    if (index < 0 || index >= partCount()) return nullptr;
    if (std::size_t(index) >= m_children.size()) m_children.resize(std::size_t(index) + 1, 0);
    QAccessible::Id& id = m_children[std::size_t(index)];
    if (!id) id = QAccessible::registerAccessibleInterface(new PartAccessible(widget(), index));
    return QAccessible::accessibleInterface(id);
}

int PartsAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (std::size_t i = 0; i < m_children.size(); ++i)
        if (m_children[i] && QAccessible::accessibleInterface(m_children[i]) == child)
            return int(i);
    return -1;
}

QAccessibleInterface* PartsAccessible::childAt(int x, int y) const {
    const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < partCount(); ++i)
        if (partRect(i).contains(local)) return child(i);
    return nullptr;
}

} // namespace ogi
