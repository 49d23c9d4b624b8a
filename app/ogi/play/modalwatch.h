// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ModalWatch: tells the session when a modal dialog is up (Open, Save, New Game, Preferences,
// a question…), so that the clock of a human to move stands still while the human is busy
// with it (GameSession::setUserAway). It follows every window shown and hidden in the
// application, which also covers Qt's own file dialogs and the dialogs other parts of the
// window open; modeless ones (the Rules window, the message boxes) leave the clock alone.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QWidget;

namespace ogi {

class GameSession;

class ModalWatch : public QObject {
    Q_OBJECT
public:
    // Watches the dialogs over `window`, for the session's clock.
    ModalWatch(QWidget* window, GameSession* session);
    ~ModalWatch() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update();

    QWidget* m_window;
    GameSession* m_session;
    QList<QPointer<QWidget>> m_modals; // shown and not hidden since
};

} // namespace ogi
