// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/modalwatch.h"

#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace ogi {

ModalWatch::ModalWatch(QWidget* window, GameSession* session)
    : QObject(window), m_window(window), m_session(session) {
    QCoreApplication::instance()->installEventFilter(this);
}

ModalWatch::~ModalWatch() {
    QCoreApplication::instance()->removeEventFilter(this);
}

bool ModalWatch::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type != QEvent::Show && type != QEvent::Hide) return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !widget->isWindow() || widget == m_window) return false;
    if (type == QEvent::Show && widget->isModal() && !m_modals.contains(widget)) {
        // Over this window: one of its own, or one that blocks the whole application.
        const bool ours = widget->windowModality() == Qt::ApplicationModal ||
                          widget->parentWidget() == nullptr ||
                          widget->parentWidget()->window() == m_window;
        if (ours) {
            m_modals.append(widget);
            // Deleted while shown: counted out once it is gone.
            connect(widget, &QObject::destroyed, this, &ModalWatch::update, Qt::QueuedConnection);
        }
    } else if (type == QEvent::Hide) {
        m_modals.removeAll(widget);
    }
    update();
    return false;
}

void ModalWatch::update() {
    m_modals.removeAll(nullptr);
    m_session->runner()->setUserAway(!m_modals.isEmpty());
}

} // namespace ogi
