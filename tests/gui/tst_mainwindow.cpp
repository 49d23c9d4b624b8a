// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: actions and shortcuts, move list, status line, the non-blocking game-over box,
// training refusals in the status bar, preferences kept in QSettings.
#include "boardview.h"
#include "mainwindow.h"
#include "model/gamemodel.h"
#include "rules/notation.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace ogi;

namespace {
Square sq(const char* name) {
    return *parseSquare(name);
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    void drag(const char* from, const char* to) {
        BoardView* view = window->boardView();
        const QPoint a = view->squareCenter(sq(from));
        const QPoint b = view->squareCenter(sq(to));
        QTest::mousePress(view, Qt::LeftButton, {}, a);
        QTest::mouseMove(view, (a + b) / 2);
        QTest::mouseMove(view, b);
        QTest::mouseRelease(view, Qt::LeftButton, {}, b);
    }
    QStringList rows() const {
        QStringList list;
        for (int i = 0; i < window->moveList()->count(); ++i)
            list << window->moveList()->item(i)->text().simplified();
        return list;
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void movesListedAndUndone();
    void flipShortcut();
    void illegalMoveEndsGameWithoutBlocking();
    void trainingShowsReasonInStatusBar();
    void resignAndNewGame();
    void preferencesSaved();
    void preferencesDialog();
};

void TestMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName("tst_mainwindow");
    QSettings().clear();
}

void TestMainWindow::init() {
    window = new MainWindow;
    window->resize(1100, 700);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
}

void TestMainWindow::cleanup() {
    delete window;
}

void TestMainWindow::movesListedAndUndone() {
    QCOMPARE(window->statusLine(), QStringLiteral("Sente to move"));
    QVERIFY(!window->undoAction()->isEnabled());
    drag("c3", "c4");
    drag("c6", "c5");
    drag("c4", "c5");
    QCOMPARE(rows(), (QStringList{"1. Pc3-c4 Pc6-c5", "2. Pc4xc5"}));
    QCOMPARE(window->statusLine(), QStringLiteral("Gote to move"));
    QVERIFY(window->undoAction()->isEnabled());
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(rows(), (QStringList{"1. Pc3-c4 Pc6-c5"}));
    QCOMPARE(window->statusLine(), QStringLiteral("Sente to move"));
}

void TestMainWindow::flipShortcut() {
    QVERIFY(!window->boardView()->isFlipped());
    QTest::keyClick(window, Qt::Key_F);
    QVERIFY(window->boardView()->isFlipped());
    QVERIFY(window->flipAction()->isChecked());
    QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(!window->boardView()->isFlipped());
}

void TestMainWindow::illegalMoveEndsGameWithoutBlocking() {
    drag("c3", "c5"); // a Pawn cannot move two squares
    const QString reason = QStringLiteral(
        "Sente moved the Pawn from c3 to c5, which it cannot reach — illegal move: Gote wins.");
    QCOMPARE(window->statusLine(), reason);
    QVERIFY(window->gameOverBox());
    QVERIFY(window->gameOverBox()->isVisible());
    QCOMPARE(window->gameOverBox()->text(), reason);
    QCOMPARE(rows(), (QStringList{"(illegal: Pc3-c5)", "Gote wins"}));
    QVERIFY(!window->resignAction()->isEnabled());
    // Undo clears the illegal ending (takeback).
    window->gameOverBox()->close();
    window->undoAction()->trigger();
    QVERIFY(!window->model()->isOver());
    QCOMPARE(window->statusLine(), QStringLiteral("Sente to move"));
}

void TestMainWindow::trainingShowsReasonInStatusBar() {
    Preferences p = window->preferences();
    p.refuseIllegal = true;
    window->applyPreferences(p);
    drag("c3", "c5");
    QVERIFY(!window->model()->isOver());
    QVERIFY(!window->gameOverBox());
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("Sente moved the Pawn from c3 to c5, which it cannot reach — illegal "
                            "move, refused (training)."));
    QCOMPARE(window->model()->position().pieceOn(sq("c3")), makePiece(Sente, Pawn));
}

void TestMainWindow::resignAndNewGame() {
    drag("c3", "c4");
    window->resignAction()->trigger();
    QCOMPARE(window->statusLine(), QStringLiteral("Gote resigned: Sente wins."));
    QVERIFY(window->gameOverBox()->isVisible());
    // The box is modeless: the window stays usable, and New Game closes it.
    QVERIFY(!window->gameOverBox()->isModal());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    // New Game asks who plays (a window-modal dialog opened with open(), never exec()).
    QTRY_VERIFY(window->newGameDialog());
    QTRY_VERIFY(window->newGameDialog()->isVisible());
    window->newGameDialog()->typeCombo(Gote)->setCurrentIndex(0); // two humans
    window->newGameDialog()->accept();
    QVERIFY(!window->gameOverBox());
    QVERIFY(!window->model()->isOver());
    QCOMPARE(window->model()->position(), Position::start());
    QVERIFY(rows().isEmpty());
}

void TestMainWindow::preferencesSaved() {
    Preferences p = window->preferences();
    p.pieceStyle = PieceStyle::Western;
    p.showCoordinates = false;
    window->applyPreferences(p);
    QCOMPARE(window->boardView()->pieceStyle(), PieceStyle::Western);
    QVERIFY(!window->boardView()->showCoordinates());
    QSettings settings;
    QCOMPARE(settings.value("ui/pieceStyle").toString(), QStringLiteral("western"));
    QCOMPARE(settings.value("ui/showCoordinates").toBool(), false);
    // A new window starts with them.
    MainWindow second;
    QCOMPARE(second.boardView()->pieceStyle(), PieceStyle::Western);
    QCOMPARE(second.preferences(), p);
    settings.clear();
}

void TestMainWindow::preferencesDialog() {
    window->showPreferences();
    auto* dialog = window->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto* style = dialog->findChild<QComboBox*>();
    QVERIFY(style);
    style->setCurrentIndex(1); // Western
    const auto boxes = dialog->findChildren<QCheckBox*>();
    for (QCheckBox* box : boxes)
        if (box->text().contains("Refuse illegal")) box->setChecked(true);
    dialog->accept();
    QCOMPARE(window->boardView()->pieceStyle(), PieceStyle::Western);
    QVERIFY(window->model()->refuseIllegal());
    QCOMPARE(QSettings().value("rules/refuseIllegal").toBool(), true);
    QSettings().clear();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
