// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A test class that meets a fresh main window in every test function: the settings are the
// test's own (nothing of the user's is read), the window opens as at a first start before each
// function and is closed after it. Test classes derive from it and name themselves; Qt Test
// runs the inherited initTestCase(), init() and cleanup().
#pragma once

#include "model/document/document.h"
#include "model/game/gamesession.h"
#include "windowtest.h"

#include <QObject>
#include <QTest>

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
    void drag(const char* from, const char* to) {
        windowtest::drag(part<ogi::BoardView>(window), from, to);
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
