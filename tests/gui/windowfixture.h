// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A test class that meets a fresh main window in every test function: the settings are the
// test's own (nothing of the user's is read), the window opens as at a first start before each
// function and is closed after it. Test classes derive from it and name themselves; Qt Test
// runs the inherited initTestCase(), init() and cleanup().
#pragma once

#include "accessibleparts.h"
#include "model/document/document.h"
#include "model/game/gamesession.h"
#include "review/commentpanel.h"
#include "review/movelistview.h"
#include "windowtest.h"

#include <QObject>
#include <QPlainTextEdit>
#include <QTest>
#include <QTreeWidget>

namespace windowtest {

class WindowFixture : public QObject {
    Q_OBJECT
public:
    explicit WindowFixture(const char* testName) : m_testName(testName) {}

protected:
    ogi::MainWindow* window = nullptr;

    ogi::GameSession* session() const { return part<ogi::GameSession>(window); }
    ogi::GameModel* model() const { return session()->model(); }
    ogi::GameTree* tree() const { return session()->document()->tree(); }
    ogi::BoardView* board() const { return part<ogi::BoardView>(window); }
    ogi::MoveListView* moveList() const { return part<ogi::MoveListView>(window); }
    // The box where the move shown is commented.
    QPlainTextEdit* commentEdit() const {
        return part<ogi::CommentPanel>(window)->findChild<QPlainTextEdit*>();
    }
    // The live analysis's list of lines, by its accessible name.
    QTreeWidget* lines() const { return named<QTreeWidget>(window, "Analysis lines"); }
    void drag(const char* from, const char* to) { windowtest::drag(board(), from, to); }
    // Clicks the move of the main line at that ply in the move list, where a reader sees it.
    void clickMove(int ply) {
        QTest::mouseClick(
            moveList()->viewport(), Qt::LeftButton, {},
            accessibleparts::centerIn(moveList()->viewport(),
                                      accessibleparts::mainlineMove(moveList(), ply)));
    }
    // Resizes the window as a user would and waits until it has that size and has laid out.
    void resizeTo(QSize size) {
        window->resize(size);
        QTRY_COMPARE(window->size(), size);
        QTest::qWait(50);
    }

private slots:
    void initTestCase() { useTestSettings(m_testName); }
    void init() {
        window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }
    void cleanup() {
        delete window;
        window = nullptr;
    }

private:
    const char* m_testName;
};

} // namespace windowtest
