// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the GUI tests do as a user does: drag pieces on the board, trigger the window's actions
// (found by name, as in a shortcut editor), read the message box that is shown, and answer a
// modal question when it appears.
#pragma once

#include "board/boardview.h"
#include "files/recordfiles.h"
#include "mainwindow.h"
#include "play/clockwidget.h"
#include "rules/notation.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <type_traits>

namespace windowtest {

inline ogi::Square sq(const char* name) {
    return *ogi::parseSquare(name);
}

// A part of the window as Qt's object tree holds it: the first T under `window`, a widget only
// if it shows in that window itself (the New Game dialog's preview is not the window's board)
// or is a window of its own (a dialog); nullptr if there is none.
template <class T> T* part(const QWidget* window) {
    for (T* t : window->findChildren<T*>()) {
        if constexpr (std::is_base_of_v<QWidget, T>)
            if (t->window() != window && !t->isWindow()) continue;
        return t;
    }
    return nullptr;
}

// The control a label names (the label's buddy, as Alt+letter and screen readers find it),
// by the label's text without its '&'; nullptr if there is none.
template <class W> W* labelled(const QWidget* parent, const QString& text) {
    for (QLabel* label : parent->findChildren<QLabel*>())
        if (QString(label->text()).remove('&') == text)
            if (auto* w = qobject_cast<W*>(label->buddy())) return w;
    return nullptr;
}

// The widget of that accessible name (what a screen reader announces); nullptr if none.
template <class W> W* named(const QWidget* parent, const QString& accessibleName) {
    for (W* w : parent->findChildren<W*>())
        if (w->accessibleName() == accessibleName) return w;
    return nullptr;
}

// The button of parent that reads text, without its '&' ("Try Again"), as a user finds it;
// nullptr if there is none.
template <class B = QPushButton> B* button(const QWidget* parent, const QString& text) {
    for (B* b : parent->findChildren<B*>())
        if (QString(b->text()).remove('&') == text) return b;
    return nullptr;
}

// A visible label of parent that reads exactly text; nullptr if none does.
inline QLabel* labelReading(const QWidget* parent, const QString& text) {
    for (QLabel* label : parent->findChildren<QLabel*>())
        if (label->isVisible() && label->text() == text) return label;
    return nullptr;
}

// A visible label of parent whose text contains part; nullptr if none does.
inline QLabel* labelWith(const QWidget* parent, const QString& part) {
    for (QLabel* label : parent->findChildren<QLabel*>())
        if (label->isVisible() && label->text().contains(part)) return label;
    return nullptr;
}

// What the tinted box of an exercise panel says (a result, a remark, a hint), as the user
// reads it there; empty while the box is hidden.
inline QString feedbackOf(const QWidget* panel) {
    for (QLabel* label : panel->findChildren<QLabel*>())
        if (label->autoFillBackground() && !label->isHidden()) return label->text();
    return QString();
}

// A label of the window that shows text (a part of its text), visible, as the user reads it;
// nullptr if none does.
inline QLabel* shownLabel(const QWidget* window, const QString& text) {
    for (QLabel* label : window->findChildren<QLabel*>())
        if (label->isVisible() && label->window() == window && label->text().contains(text))
            return label;
    return nullptr;
}

// Whether w is shown whole: visible, not cut by its parents, and inside the window.
inline bool shownWhole(QWidget* w, QWidget* window) {
    if (!w->isVisible() || w->visibleRegion().boundingRect() != w->rect()) return false;
    const QRect inWindow(w->mapTo(window, QPoint(0, 0)), w->size());
    return window->rect().contains(inWindow);
}

// The game's status as a screen reader hears it from the board ("Sente to move"): the line
// the panel shows over the moves.
inline QString statusLine(const QWidget* window) {
    QAccessibleInterface* board =
        QAccessible::queryAccessibleInterface(part<ogi::BoardView>(window));
    return board ? board->text(QAccessible::Description) : QString();
}

// The clock of side s beside the board (the one beside that side's hand).
inline ogi::ClockWidget* clockOf(const QWidget* window, ogi::Side s) {
    for (ogi::ClockWidget* clock : window->findChildren<ogi::ClockWidget*>())
        if (clock->window() == window && clock->side() == s) return clock;
    return nullptr;
}

// What a clock shows as a screen reader hears it (its description: "Byoyomi, 0:30", or
// "9:58"): the time, and the period counted ("Byoyomi", "Time is up"; empty when none).
inline QString clockTime(ogi::ClockWidget* clock) {
    const QString said =
        QAccessible::queryAccessibleInterface(clock)->text(QAccessible::Description);
    return said.section(QStringLiteral(", "), -1);
}
inline QString clockPeriod(ogi::ClockWidget* clock) {
    const QString said =
        QAccessible::queryAccessibleInterface(clock)->text(QAccessible::Description);
    return said.contains(QStringLiteral(", ")) ? said.section(QStringLiteral(", "), 0, -2)
                                               : QString();
}

// The paths the Open Recent menu lists, most recent first (each entry shows its path in the
// status bar).
inline QStringList recentFiles(const QWidget* window) {
    QStringList paths;
    for (QMenu* menu : window->findChildren<QMenu*>())
        if (QString(menu->title()).remove('&') == QLatin1String("Open Recent"))
            for (QAction* a : menu->actions())
                if (!a->statusTip().isEmpty()) paths << a->statusTip();
    return paths;
}

// Whether the board draws m, a move of mover, as the hint's arrow.
inline bool drawsHint(const ogi::BoardView* view, ogi::Move m, ogi::Side mover) {
    const ogi::BoardShape want = ogi::BoardShape::ofMove(m, mover, ogi::ShapeColor::Green);
    for (const ogi::BoardShape& s : view->shapes(ogi::ShapeLayer::Hint))
        if (s.sameTarget(want)) return true;
    return false;
}

// The middle of the hand piece of side s, of type t in that state, where the board draws it
// among that side's pieces in hand; QPoint(-1, -1) when that side holds none.
inline QPoint handPieceCenter(const ogi::BoardView* view, ogi::Side s, ogi::PieceType t,
                              bool promoted) {
    for (const ogi::BoardView::HandSlot* slot : view->handSlots(s))
        if (slot->type == t && slot->promoted == promoted) return slot->rect.center().toPoint();
    return QPoint(-1, -1);
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

// Plays m as a player does: a drag from the square, or from side's hand for a drop, and
// the answer to the prompt when the move has two forms (promote or not; keep the captured
// piece promoted or not).
inline void playByHand(ogi::BoardView* view, ogi::Side side, ogi::Move m) {
    const QPoint from = m.isDrop() ? handPieceCenter(view, side, m.dropType(), m.dropPromoted())
                                   : view->squareCenter(m.from());
    const QPoint to = view->squareCenter(m.to());
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, (from + to) / 2);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
    if (!view->isPromptVisible()) return;
    const bool first = view->promptKind() == ogi::BoardView::PromptKind::Promotion
                           ? m.promotes()
                           : m.keepsPromoted();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->promptChoiceCenter(first ? 0 : 1));
}

// Writes bytes to the file name in dir and returns its path.
inline QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", name);
    f.write(bytes);
    return path;
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

// The window's action of that text as its menu shows it, without the '&' ("New Game",
// "Players…"), as a user finds it; one action only.
inline QAction* action(QWidget* window, const QString& text) {
    QAction* found = nullptr;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (QString(a->text()).remove('&') != text) continue;
        if (found && found != a) qFatal("two actions are called %s", qPrintable(text));
        found = a;
    }
    if (!found) qFatal("no action %s", qPrintable(text));
    return found;
}

// The window's action of that shortcut, in whatever language the window speaks.
inline QAction* shortcutAction(QWidget* window, const QKeySequence& keys) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcuts().contains(keys)) return a;
    qFatal("no action for %s", qPrintable(keys.toString()));
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
