// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: actions and shortcuts, the move list and status line as moves are played and
// taken back, the non-blocking game-over box, the friendly rule's refusals over the board, the
// title, preferences kept in QSettings and edited in their dialog.
#include "accessibleparts.h"
#include "dialogs/preferencesdialog.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "review/movelistview.h"
#include "windowtest.h"

#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace ogi;
using namespace windowtest;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    void drag(const char* from, const char* to) {
        windowtest::drag(part<BoardView>(window), from, to);
    }
    QString status() const { return statusLine(window); }
    QStringList listed() const { return accessibleparts::names(part<MoveListView>(window)); }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void movesListedAndUndone();
    void flipShortcut();
    void illegalMoveEndsGameWithoutBlocking();
    void friendlyRuleRefusesOverTheBoard();
    void resignAndNewGame();
    void titleFollowsTheFile();
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
    window = nullptr;
    QSettings().clear();
}

void TestMainWindow::movesListedAndUndone() {
    QCOMPARE(status(), QStringLiteral("Sente to move"));
    QVERIFY(!action(window, "Undo Move")->isEnabled());
    drag("c3", "c4");
    drag("c6", "c5");
    drag("c4", "c5");
    QCOMPARE(listed(), (QStringList{"1.", "Pc3-c4", "Pc6-c5", "2.", "Pc4xc5"}));
    QCOMPARE(status(), QStringLiteral("Gote to move"));
    QVERIFY(action(window, "Undo Move")->isEnabled());
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(part<GameSession>(window)->model()->game().moves().size(), std::size_t(2));
    QCOMPARE(status(), QStringLiteral("Sente to move"));
    // The move taken back stays in the list, after the shown position: review keeps it.
    QVERIFY(listed().contains(QStringLiteral("Pc4xc5")));
    drag("d3", "d4");
    QVERIFY(listed().contains(QStringLiteral("Pd3-d4")));
}

void TestMainWindow::flipShortcut() {
    QVERIFY(!part<BoardView>(window)->isFlipped());
    QTest::keyClick(window, Qt::Key_F);
    QVERIFY(part<BoardView>(window)->isFlipped());
    QVERIFY(action(window, "Flip Board")->isChecked());
    QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(!part<BoardView>(window)->isFlipped());
}

void TestMainWindow::illegalMoveEndsGameWithoutBlocking() {
    part<GameSession>(window)->setRefuseIllegal(false); // the official rule
    drag("c3", "c5");                                   // a Pawn cannot move two squares
    // Held back first: the window asks, and the user has it played.
    QMessageBox* question = nullptr;
    QTRY_VERIFY((question = shownMessageBox(window)));
    QVERIFY2(question->text().contains(QStringLiteral("which it cannot reach")),
             qPrintable(question->text()));
    QVERIFY(!part<GameSession>(window)->model()->isOver());
    for (QAbstractButton* b : question->buttons())
        if (question->buttonRole(b) == QMessageBox::DestructiveRole)
            QTest::mouseClick(b, Qt::LeftButton);
    const QString reason = QStringLiteral(
        "Sente moved the Pawn from c3 to c5, which it cannot reach — illegal move: Gote wins.");
    QTRY_COMPARE(status(), reason);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = shownMessageBox(window)) && box->text() == reason);
    QVERIFY(!box->isModal());
    QCOMPARE(box->text(), reason);
    QVERIFY(listed().contains(QStringLiteral("Pc3-c5 — illegal move:")));
    QCOMPARE(listed().last(), QStringLiteral("Gote wins"));
    QVERIFY(!action(window, "Resign")->isEnabled());
    // Undo clears the illegal ending (takeback); the window was never blocked.
    box->close();
    action(window, "Undo Move")->trigger();
    QVERIFY(!part<GameSession>(window)->model()->isOver());
    QCOMPARE(status(), QStringLiteral("Sente to move"));
}

void TestMainWindow::friendlyRuleRefusesOverTheBoard() {
    // The rule is chosen for the game in the New Game dialog; friendly until one is chosen.
    const QString friendly = QStringLiteral("Friendly game: an illegal move is refused.");
    const QString officialRule = QStringLiteral("Official rule: an illegal move loses.");
    QVERIFY(shownLabel(window, friendly));
    action(window, "New Game")->trigger();
    QTRY_VERIFY(part<NewGameDialog>(window) && part<NewGameDialog>(window)->isVisible());
    NewGameDialog* dialog = part<NewGameDialog>(window);
    labelled<QComboBox>(dialog, "Gote (☖)")->setCurrentIndex(0);            // two humans
    QCOMPARE(named<QComboBox>(dialog, "Illegal moves")->currentIndex(), 1); // friendly by default
    named<QComboBox>(dialog, "Illegal moves")->setCurrentIndex(0);
    named<QComboBox>(dialog, "Illegal moves")->setCurrentIndex(1);
    dialog->accept();
    QTRY_VERIFY(shownLabel(window, friendly));

    drag("c3", "c5");
    QVERIFY(!part<GameSession>(window)->model()->isOver());
    QVERIFY(!shownMessageBox(window));
    // Said over the board, not in the status bar.
    QCOMPARE(part<BoardView>(window)->notice(),
             QStringLiteral("Sente moved the Pawn from c3 to c5, which it cannot reach — illegal "
                            "move, refused (friendly game)."));
    QVERIFY(!window->statusBar()->currentMessage().contains(QStringLiteral("c5")));
    QCOMPARE(part<GameSession>(window)->model()->position().pieceOn(sq("c3")),
             makePiece(Sente, Pawn));
    drag("c3", "c4"); // the next action clears it, and the right move is played
    QVERIFY(part<BoardView>(window)->notice().isEmpty());
    QCOMPARE(part<GameSession>(window)->model()->game().moves().size(), std::size_t(1));
    drag("c6", "c4"); // refused again...
    QVERIFY(!part<BoardView>(window)->notice().isEmpty());
    QTest::keyClick(part<BoardView>(window), Qt::Key_Left); // ...and a key clears it too
    QVERIFY(part<BoardView>(window)->notice().isEmpty());

    // The record keeps the rule, and opening it brings the rule back.
    QTemporaryDir dir;
    const QString path = dir.filePath("friendly.ogn");
    QVERIFY(window->files()->saveFile(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("[IllegalMoveRule \"friendly\"]"));
    GameSetup official;
    part<GameSession>(window)->start(official);
    QVERIFY(shownLabel(window, officialRule));
    QVERIFY(!shownLabel(window, friendly));
    QVERIFY(window->files()->openFile(path));
    QVERIFY(part<GameSession>(window)->refusesIllegal());
    QVERIFY(shownLabel(window, friendly));
    QVERIFY(!shownLabel(window, officialRule));
    drag("c6", "c4");
    QVERIFY(!part<GameSession>(window)->model()->isOver());
    // The next New Game offers the rule chosen last.
    QCOMPARE(GameSetup::load(QSettings()).info.refuseIllegal, true);
}

void TestMainWindow::resignAndNewGame() {
    drag("c3", "c4");
    action(window, "Resign")->trigger();
    // Asked first (window-modal, never exec()).
    auto* question = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(question);
    question->button(QMessageBox::Yes)->click();
    QCOMPARE(status(), QStringLiteral("Gote resigned: Sente wins."));
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    // The box is modeless: the window stays usable, and a new game closes it.
    QVERIFY(!box->isModal());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    // New Game asks who plays (a window-modal dialog opened with open(), never exec()).
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    QTRY_VERIFY(part<NewGameDialog>(window));
    QTRY_VERIFY(part<NewGameDialog>(window)->isVisible());
    labelled<QComboBox>(part<NewGameDialog>(window), "Gote (☖)")->setCurrentIndex(0); // two humans
    // The finished game was not saved: the question comes before it is replaced.
    Answer discard;
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    part<NewGameDialog>(window)->accept();
    QVERIFY(discard.answered);
    QTRY_VERIFY(!shownMessageBox(window));
    QVERIFY(!part<GameSession>(window)->model()->isOver());
    QCOMPARE(part<GameSession>(window)->model()->position(), Position::start());
    QVERIFY(listed().isEmpty());
}

void TestMainWindow::titleFollowsTheFile() {
    QCOMPARE(window->windowTitle(), QStringLiteral("Untitled[*] — Ōgi"));
    QVERIFY(!window->isWindowModified());
    drag("c3", "c4");
    QVERIFY(window->isWindowModified());
    QTemporaryDir dir;
    QVERIFY(window->files()->saveFile(dir.filePath("club.ogn")));
    QCOMPARE(window->windowTitle(), QStringLiteral("club.ogn[*] — Ōgi"));
    QVERIFY(!window->isWindowModified());
    QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Saved ")));
}

void TestMainWindow::preferencesSaved() {
    Preferences p = Preferences::load(QSettings());
    p.pieceStyle = PieceStyle::Western;
    p.showCoordinates = false;
    window->applyPreferences(p);
    QCOMPARE(part<BoardView>(window)->pieceStyle(), PieceStyle::Western);
    QVERIFY(!part<BoardView>(window)->showCoordinates());
    QSettings settings;
    QCOMPARE(settings.value("ui/pieceStyle").toString(), QStringLiteral("western"));
    QCOMPARE(settings.value("ui/showCoordinates").toBool(), false);
    // A new window starts with them.
    MainWindow second;
    QCOMPARE(part<BoardView>(&second)->pieceStyle(), PieceStyle::Western);
    QCOMPARE(Preferences::load(QSettings()), p);
}

void TestMainWindow::preferencesDialog() {
    window->showPreferences();
    auto* dialog = window->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto* style = dialog->findChild<QComboBox*>();
    QVERIFY(style);
    style->setCurrentIndex(1); // Western
    // The evaluation bar and graph: chances of winning by default, pawns on request.
    QComboBox* evaluation = nullptr;
    for (QComboBox* c : dialog->findChildren<QComboBox*>())
        if (c->currentText() == QLatin1String("Chances of winning")) evaluation = c;
    QVERIFY(evaluation);
    evaluation->setFocus();
    QTest::keyClick(evaluation, Qt::Key_Down);
    QCOMPARE(evaluation->currentText(), QStringLiteral("Pawns"));
    dialog->accept();
    QCOMPARE(part<BoardView>(window)->pieceStyle(), PieceStyle::Western);
    QCOMPARE(QSettings().value("ui/pieceStyle").toString(), QStringLiteral("western"));
    QCOMPARE(QSettings().value("ui/evaluationInPawns").toBool(), true);
    QVERIFY(Preferences::load(QSettings()).evaluationInPawns);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
