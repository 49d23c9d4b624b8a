// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the GUI tests do as a user does: drag pieces on the board, trigger the window's actions
// (found by name, as in a shortcut editor), read the message box that is shown, and answer a
// modal question when it appears.
#pragma once

#include "board/boardview.h"
#include "files/recordfiles.h"
#include "mainwindow.h"
#include "rules/notation.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <memory>

namespace windowtest {

inline ogi::Square sq(const char* name) {
    return *ogi::parseSquare(name);
}

// Presses on one square, moves across the board and lets go on the other.
inline void drag(ogi::BoardView* view, const char* from, const char* to) {
    const QPoint a = view->squareCenter(sq(from));
    const QPoint b = view->squareCenter(sq(to));
    QTest::mousePress(view, Qt::LeftButton, {}, a);
    QTest::mouseMove(view, (a + b) / 2);
    QTest::mouseMove(view, b);
    QTest::mouseRelease(view, Qt::LeftButton, {}, b);
}

// Settings and data in Qt's test locations, under the test's own name: nothing of the user's
// is read or changed.
inline void useTestSettings(const char* testName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName(QLatin1String(testName));
    QSettings().clear();
}

// A main window as a first start shows it (no settings), at size; the caller waits for it to
// be exposed and deletes it.
inline ogi::MainWindow* openWindow(QSize size = QSize(1200, 800)) {
    QSettings().clear();
    auto* window = new ogi::MainWindow;
    window->resize(size);
    window->show();
    return window;
}

// The window's action of that object name (newGame, undo, hint, copySfen…).
inline QAction* action(QWidget* window, const char* name) {
    auto* a = window->findChild<QAction*>(QLatin1String(name));
    if (!a) qFatal("no action %s", name);
    return a;
}

// The message box open over the window, if any.
inline QMessageBox* shownMessageBox(QWidget* window) {
    for (QMessageBox* box : window->findChildren<QMessageBox*>())
        if (box->isVisible()) return box;
    return nullptr;
}

// Answers the next modal question box with `button` when it shows (its exec() loop runs the
// timer), keeping its text; `answered` tells whether a box was there to answer.
struct Answer {
    bool answered = false;
    QString text;
};

inline void answerNextQuestion(QObject* owner, QMessageBox::StandardButton button, Answer* answer) {
    auto* poll = new QTimer(owner);
    auto deadline = std::make_shared<QElapsedTimer>();
    deadline->start();
    QObject::connect(poll, &QTimer::timeout, owner, [poll, deadline, button, answer] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible()) {
            if (deadline->elapsed() > 5000) {
                poll->stop();
                poll->deleteLater();
            }
            return;
        }
        poll->stop(); // at once: deleteLater waits for the outer event loop
        poll->deleteLater();
        answer->answered = true;
        answer->text = box->text();
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
    poll->start(10);
}

} // namespace windowtest
