// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Review in the main window: the board follows navigation, a move played at an earlier
// position becomes a variation without erasing the game, analysis runs in the background
// with a progress bar while the window keeps serving events, a record with variations and
// comments opens and saves, a dropped .ogn file opens, the position editor starts a game,
// FEEN imports are checked.
#include "accessibleparts.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/positioneditor.h"
#include "files/transferactions.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "play/clockwidget.h"
#include "play/gamepanel.h"
#include "review/commentpanel.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/navigationbar.h"
#include "review/reviewcontroller.h"
#include "windowfixture.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

using namespace ogi;
using namespace windowtest;

namespace {
constexpr int Slow = 60000;

QString sfenAfter(std::initializer_list<const char*> moves) {
    Game g;
    for (const char* t : moves) g.play(*parseMove(g.position(), t));
    return QString::fromStdString(g.position().toSfen());
}
} // namespace

class TestReviewWindow : public WindowFixture {
    Q_OBJECT
public:
    TestReviewWindow() : WindowFixture("tst_reviewwindow") {}

private:
    QString sfen() const { return QString::fromStdString(model()->position().toSfen()); }
    // Whether a clock shows the time recorded at the move shown, in grey, rather than the live
    // clock.
    static bool showsRecordedTime(const ClockWidget* clock) {
        return clock->palette().color(QPalette::WindowText) ==
               clock->parentWidget()->palette().color(QPalette::PlaceholderText);
    }

private slots:
    void boardFollowsNavigation();
    void earlierMoveMakesVariation();
    void analysisInBackground();
    void recordWithVariationsOpensAndSaves();
    void droppedFileOpens();
    void positionEditorStartsGame();
    void feenImportChecked();
    void navigatingPausesComputer();
    void japaneseInterface();
    void savingWhileSteppedBackKeepsEverything();
    void clocksFollowNavigation();
    void illegalEndIsListed();
    void illegalEndOfOpenedRecordIsListedOnce();
};

void TestReviewWindow::boardFollowsNavigation() {
    drag("c3", "c4");
    drag("f6", "f5");
    drag("d3", "d4");
    GameTree* tree = this->tree();
    QCOMPARE(tree->ply(), 3);
    MoveListView* list = part<MoveListView>(window);
    QTest::mouseClick(
        list->viewport(), Qt::LeftButton, {},
        accessibleparts::centerIn(list->viewport(), accessibleparts::mainlineMove(list, 1)));
    QCOMPARE(sfen(), sfenAfter({"c3c4"}));
    QCOMPARE(model()->lastMove(), *parseMove(Game().position(), "c3c4"));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5"}));
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(sfen(), QString::fromLatin1(Position::StartSfen.data()));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5", "d3d4"}));
    // The navigation buttons drive the board as well.
    QTest::mouseClick(button<QToolButton>(part<NavigationBar>(window), "Previous Move"),
                      Qt::LeftButton);
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5"}));
}

void TestReviewWindow::earlierMoveMakesVariation() {
    drag("c3", "c4");
    drag("f6", "f5");
    drag("d3", "d4");
    drag("e6", "e5");
    GameTree* tree = this->tree();
    tree->goToPly(2);
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5"}));
    drag("e3", "e4"); // a different move from an earlier position
    QVERIFY(tree->inVariation());
    QCOMPARE(tree->record().mainline.nodes.size(), std::size_t(4)); // nothing erased
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5", "e3e4"}));
    drag("d6", "d5");
    QCOMPARE(tree->lineLength(), 4);
    // The variation is listed and clickable; back to the mainline's end with End + Left.
    MoveListView* list = part<MoveListView>(window);
    auto varFirst = [list] {
        return accessibleparts::rectIn(list->viewport(), accessibleparts::named(list, "Pe3-e4"));
    };
    QVERIFY(!varFirst().isEmpty());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, varFirst().center());
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5", "e3e4"}));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Left); // out of the variation
    QVERIFY(!tree->inVariation());
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5", "d3d4", "e6e5"}));
    // Promote and delete through the Review menu's actions.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, varFirst().center());
    QVERIFY(action(window, "Promote Variation")->isEnabled());
    action(window, "Promote Variation")->trigger();
    QCOMPARE(
        tree->record().mainline.nodes[2].move,
        *parseMove(Position::fromSfen(sfenAfter({"c3c4", "f6f5"}).toStdString()).value(), "e3e4"));
    tree->goTo(TreeCursor{{Branch{2, 0}}, 3});
    action(window, "Delete Variation")->trigger();
    QVERIFY(tree->record().mainline.nodes[2].variations.empty());
}

void TestReviewWindow::analysisInBackground() {
    for (auto [a, b] : {std::pair{"c3", "c4"}, {"f6", "f5"}, {"d3", "d4"}, {"e6", "e5"}})
        drag(a, b);
    ai::SearchLimits limits;
    limits.nodes = 3000;
    part<ReviewController>(window)->analysis()->setLimits(limits);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(1);
    QSignalSpy done(part<ReviewController>(window), &ReviewController::analysisFinished);
    action(window, "Analyse Game")->trigger();
    QVERIFY(shownLabel(window, QStringLiteral("Analysing:")) || done.count() == 1);
    QVERIFY(done.wait(Slow) || done.count() == 1);
    QVERIFY(ticks > 0);
    QVERIFY(!shownLabel(window, QStringLiteral("Analysing:")));
    const auto& nodes = tree()->record().mainline.nodes;
    for (const RecordNode& n : nodes) QVERIFY(n.annotation("eval"));
    QVERIFY(part<EvalGraph>(window)->hasData());
    // A click on the graph shows that move on the board.
    EvalGraph* graph = part<EvalGraph>(window);
    QTest::mouseClick(graph, Qt::LeftButton, {},
                      accessibleparts::centerIn(graph, accessibleparts::named(graph, "Ply 2")));
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5"}));
}

void TestReviewWindow::recordWithVariationsOpensAndSaves() {
    QTemporaryDir dir;
    const QString in = dir.filePath("in.ogn");
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"Review\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n\n"
                "1. Pc3-c4 {Opening} Pf6-f5 (1... Pe6-e5 {Also good} 2. Pd3-d4) "
                "2. Pd3-d4 Pe6-e5 *\n");
    }
    QVERIFY(window->files()->openFile(in));
    GameTree* tree = this->tree();
    QCOMPARE(tree->record().mainline.nodes.size(), std::size_t(4));
    QCOMPARE(tree->record().mainline.nodes[1].variations.size(), std::size_t(1));
    tree->goToPly(1);
    QCOMPARE(commentEdit()->toPlainText(), QStringLiteral("Opening"));
    QCOMPARE(sfen(), sfenAfter({"c3c4"}));
    // A new comment typed in the panel, then saved from the mainline's end.
    tree->goToPly(3);
    QPlainTextEdit* edit = commentEdit();
    edit->setFocus();
    QTest::keyClicks(edit, QStringLiteral("Central"));
    tree->last();
    const QString out = dir.filePath("out.ogn");
    QVERIFY(window->files()->saveFile(out));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto saved = parseRecord(f.readAll().toStdString());
    QVERIFY(saved.ok());
    QCOMPARE(saved->mainline.nodes.size(), std::size_t(4));
    QCOMPARE(saved->mainline.nodes[1].variations.size(), std::size_t(1));
    QCOMPARE(saved->mainline.nodes[1].variations[0].nodes[0].comment, std::string("Also good"));
    QCOMPARE(saved->mainline.nodes[2].comment, std::string("Central"));
    QCOMPARE(*saved->tag("Sente"), std::string("A"));
}

void TestReviewWindow::savingWhileSteppedBackKeepsEverything() {
    QTemporaryDir dir;
    const QString in = dir.filePath("long.ogn");
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"Review\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n\n"
                "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 *\n");
    }
    QVERIFY(window->files()->openFile(in));
    QVERIFY(!part<GameSession>(window)->document()->isModified());
    // The opened file heads the recent files.
    QCOMPARE(recentFiles(window).value(0), QFileInfo(in).absoluteFilePath());
    GameTree* tree = this->tree();
    tree->goToPly(1);
    // A comment typed at an earlier move is an unsaved change.
    QPlainTextEdit* edit = commentEdit();
    edit->setFocus();
    QTest::keyClicks(edit, QStringLiteral("Sharp"));
    QVERIFY(part<GameSession>(window)->document()->isModified());
    // A move tried in a variation from there, and the file saved while it is shown.
    drag("e6", "e5");
    QVERIFY(tree->inVariation());
    // What the file then holds is GameSession's (tst_gamesession); here: the window's part.
    const QString out = dir.filePath("saved.ogn");
    QVERIFY(window->files()->saveFile(out));
    QVERIFY(!window->isWindowModified());
    QCOMPARE(window->windowTitle(), QStringLiteral("saved.ogn[*] — Ōgi"));
    QCOMPARE(recentFiles(window).value(0), QFileInfo(out).absoluteFilePath());
    QVERIFY(tree->inVariation()); // still shown where it was
}

void TestReviewWindow::clocksFollowNavigation() {
    QTemporaryDir dir;
    const QString in = dir.filePath("timed.ogn");
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"Timed\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n"
                "[TimeControl \"600+30b\"]\n\n"
                "1. Pc3-c4 {[%clk 0:09:50]} Pf6-f5 {[%clk 0:09:40]} "
                "2. Pd3-d4 {[%clk 0:09:20]} Pe6-e5 {[%clk 0:09:00]} *\n");
    }
    QVERIFY(window->files()->openFile(in));
    ClockWidget* sente = clockOf(window, Sente);
    ClockWidget* gote = clockOf(window, Gote);
    GameTree* tree = this->tree();
    tree->goToPly(1);
    QVERIFY(showsRecordedTime(sente));
    QCOMPARE(clockTime(sente), QStringLiteral("9:50"));
    QCOMPARE(clockTime(gote), QStringLiteral("10:00")); // Gote had not moved yet
    tree->goToPly(3);
    QCOMPARE(clockTime(sente), QStringLiteral("9:20"));
    QCOMPARE(clockTime(gote), QStringLiteral("9:40"));
    tree->last(); // the end of the main line: the live clocks again
    QVERIFY(!showsRecordedTime(sente));
    QVERIFY(!showsRecordedTime(gote));
    QCOMPARE(clockTime(gote), QStringLiteral("9:00"));
}

void TestReviewWindow::illegalEndIsListed() {
    session()->setRefuseIllegal(false); // the official rule
    drag("c3", "c4");
    drag("f6", "f4"); // two squares: illegal under the official rule, held back...
    QVERIFY(!model()->isOver());
    session()->runner()->playHeldMove(); // ...and played anyway: Gote loses
    QVERIFY(model()->isOver());
    const QStringList texts = accessibleparts::names(part<MoveListView>(window));
    QVERIFY2(texts.contains(QStringLiteral("Pf6-f4 — illegal move:")), qPrintable(texts.join('|')));
    QCOMPARE(texts.last(), QStringLiteral("Sente wins"));
}

void TestReviewWindow::illegalEndOfOpenedRecordIsListedOnce() {
    QTemporaryDir dir;
    const QString in = dir.filePath("illegal.ogn");
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Result \"1-0\"]\n\n1. Pc3-c4 Pf6-f4 {illegal move: the piece cannot move to "
                "that square} 1-0\n");
    }
    QVERIFY(window->files()->openFile(in));
    const QStringList texts = accessibleparts::names(part<MoveListView>(window));
    QVERIFY2(texts.contains(QStringLiteral("Pf6-f4 — illegal move:")), qPrintable(texts.join('|')));
    QCOMPARE(texts.filter(QStringLiteral("f6-f4")).size(), 1);
    QCOMPARE(texts.last(), QStringLiteral("Sente wins"));
}

void TestReviewWindow::droppedFileOpens() {
    QTemporaryDir dir;
    const QString path = dir.filePath("dropped.ogn");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"Drop\"]\n[Result \"*\"]\n\n1. Pc3-c4 Pf6-f5 *\n");
    }
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QCoreApplication::sendEvent(window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QCoreApplication::sendEvent(window, &drop);
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(2));
    QCOMPARE(sfen(), sfenAfter({"c3c4", "f6f5"}));
    // It is now the first recent file.
    const QList<QAction*> recent = window->files()->recentMenu()->actions();
    QVERIFY(!recent.isEmpty());
    QVERIFY(recent.front()->text().contains(QStringLiteral("dropped.ogn")));
}

void TestReviewWindow::positionEditorStartsGame() {
    PositionEditor* editor = part<TransferActions>(window)->openPositionEditor();
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    SetupBoard* board = editor->board();
    QTest::mouseClick(editor->findChild<QPushButton*>(), Qt::LeftButton); // harmless focus
    board->setPosition(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b - 1"));
    const QPoint from =
        accessibleparts::centerIn(board, accessibleparts::named(board, "Sente, Silver"));
    const QPoint to = accessibleparts::centerIn(board, accessibleparts::named(board, "d2"));
    QTest::mousePress(board, Qt::LeftButton, {}, from);
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::LeftButton, {}, to);
    QPushButton* play = editor->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(play->isEnabled());
    QTest::mouseClick(play, Qt::LeftButton);
    QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3S4/4K3 b - 1"));
    QCOMPARE(tree()->ply(), 0);
}

void TestReviewWindow::feenImportChecked() {
    QString error;
    QVERIFY(!part<TransferActions>(window)->importFeen(QStringLiteral("nonsense"), &error));
    QVERIFY(!error.isEmpty());
    // Parsable but no Sente King: refused with the reason.
    QVERIFY(!part<TransferActions>(window)->importFeen(QStringLiteral("4k^3/8/8/8/8/8/8/8 / O/o"),
                                                       &error));
    QVERIFY2(error.contains(QStringLiteral("no King")), qPrintable(error));
    QVERIFY2(part<TransferActions>(window)->importFeen(
                 QStringLiteral("4k^3/8/8/8/8/8/8/4K^3 P/p O/o"), &error),
             qPrintable(error));
    QCOMPARE(model()->position().handCount(Sente, Pawn, false), 1);
}

void TestReviewWindow::navigatingPausesComputer() {
    GameSetup setup;
    setup.info.players[Gote] = PlayerInfo::computer(1);
    part<GameSession>(window)->start(setup);
    drag("c3", "c4");
    QTRY_COMPARE_WITH_TIMEOUT(int(model()->game().moves().size()), 2, Slow);
    drag("d3", "d4");
    QTRY_COMPARE_WITH_TIMEOUT(int(model()->game().moves().size()), 4, Slow);
    QCOMPARE(tree()->lineLength(), 4);
    // A click on Gote's first move in the list: the computer is to move there.
    MoveListView* list = part<MoveListView>(window);
    QTest::mouseClick(
        list->viewport(), Qt::LeftButton, {},
        accessibleparts::centerIn(list->viewport(), accessibleparts::mainlineMove(list, 1)));
    QVERIFY(part<GameSession>(window)->runner()->isPaused());
    QCOMPARE(part<GamePanel>(window)->thinkingText(),
             QStringLiteral("The computer is stopped. Resume it to let it play."));
    QTest::qWait(400);
    QCOMPARE(int(model()->game().moves().size()), 1); // it did not move
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(4));
    // Resume: it plays from here, a variation when its move differs.
    action(window, "Resume Computer")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(int(model()->game().moves().size()), 2, Slow);
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(4));
}

void TestReviewWindow::japaneseInterface() {
    drag("c3", "c4");
    ReviewController* review = part<ReviewController>(window);
    const QString english = review->reviewMenu()->title();
    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("ja");
    window->applyPreferences(p);
    // The move list switches to kanji; the menu follows the translation when it has one.
    MoveListView* moves = part<MoveListView>(window);
    auto firstMove = [moves] {
        return accessibleparts::mainlineMove(moves, 1)->text(QAccessible::Name);
    };
    QTRY_VERIFY_WITH_TIMEOUT(firstMove().startsWith(QStringLiteral("☗")), Slow);
    QVERIFY(!review->reviewMenu()->title().isEmpty());
    p.language = QStringLiteral("en");
    window->applyPreferences(p);
    QTRY_COMPARE_WITH_TIMEOUT(firstMove(), QStringLiteral("Pc3-c4"), Slow);
    QTRY_COMPARE_WITH_TIMEOUT(review->reviewMenu()->title(), english, Slow);
}

QTEST_MAIN(TestReviewWindow)
#include "tst_reviewwindow.moc"
