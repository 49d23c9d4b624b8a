// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewing records in the main window as a newcomer does: moves entered for either side in
// review (the computer's too), a finished record stepped through without becoming "modified",
// the result line in view, the time and evaluation of each move, comments named as the move
// list numbers moves, the result shown in the window rather than in a box; records with an
// illegal move, binary files, and a comment being typed kept in the journal.
#include "accessibleparts.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "review/commentpanel.h"
#include "review/movelistview.h"
#include "windowfixture.h"

#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;
using namespace windowtest;

namespace {
constexpr int Slow = 60000;

// A finished game of 24 moves that Gote resigned.
QByteArray longFinishedGame() {
    return "[Event \"Club\"]\n[Sente \"Aiko\"]\n[Gote \"Ben\"]\n[Result \"1-0\"]\n"
           "[Termination \"resignation\"]\n\n"
           "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 3. Pe3-e4 Pc6-c5 4. Ph3-h4 Pa6-a5 "
           "5. Pa3-a4 Ph6-h5 6. Pb3-b4 Pg6-g5 7. Pf3-f4 Pd6-d5 8. Pg3-g4 Pb6-b5 "
           "9. Pc4xc5 Pf5xf4 10. Pd4xd5 Pe5xe4 11. Pb4xb5 Pg5xg4 12. Ph4xh5 Pa5xa4 1-0\n";
}
} // namespace

class TestReviewRecords : public WindowFixture {
    Q_OBJECT
public:
    TestReviewRecords() : WindowFixture("tst_reviewrecords") {}

private:
    QTemporaryDir dir;

private slots:
    void computersSideCanBeEnteredInReview();
    void steppingThroughFinishedRecordKeepsItUnmodified();
    void resultLineScrolledIntoView();
    void timeUsedAndEvaluationListed();
    void commentTitleNumberedAsTheList();
    void illegalMoveRecordOpensUpToIt();
    void binaryFileRefusedWithoutEcho();
    void typedCommentIsInTheJournal();
};

void TestReviewRecords::computersSideCanBeEnteredInReview() {
    GameSetup setup;
    setup.info.players[Gote] = PlayerInfo::computer(1);
    session()->start(setup);
    drag("c3", "c4");
    QTRY_COMPARE_WITH_TIMEOUT(int(model()->game().moves().size()), 2, Slow);
    drag("d3", "d4");
    QTRY_COMPARE_WITH_TIMEOUT(int(model()->game().moves().size()), 4, Slow);
    const Move computers = tree()->record().mainline.nodes[1].move;
    // Back to where the computer was to move: the user plays its side, by the mouse.
    clickMove(1);
    QVERIFY(session()->runner()->isPaused());
    const bool tookF5 = computers == *parseMove(model()->position(), "f6f5");
    const Move entered = *parseMove(model()->position(), tookF5 ? "e6e5" : "f6f5");
    drag(tookF5 ? "e6" : "f6", tookF5 ? "e5" : "f5");
    QCOMPARE(int(model()->game().moves().size()), 2);
    QCOMPARE(model()->lastMove(), entered);
    QVERIFY(tree()->inVariation()); // beside the game, which is kept
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(4));
    // Sente's move in the variation too; the stopped computer does not answer.
    drag("h3", "h4");
    QCOMPARE(int(model()->game().moves().size()), 3);
    QTest::qWait(300);
    QCOMPARE(int(model()->game().moves().size()), 3);
    QVERIFY(session()->runner()->isPaused());
    QVERIFY(!model()->isOver());
    // Back at the end of the game it goes on: Sente moves and the computer answers.
    clickMove(4);
    QVERIFY(!session()->runner()->isPaused());
    QCOMPARE(int(model()->game().moves().size()), 4);
    drag("e3", "e4");
    QTRY_COMPARE_WITH_TIMEOUT(int(tree()->record().mainline.nodes.size()), 6, Slow);
}

void TestReviewRecords::steppingThroughFinishedRecordKeepsItUnmodified() {
    for (const QByteArray& text :
         {longFinishedGame(),
          QByteArray("[Result \"1-0\"]\n\n1. Pc3-c4 Pf6-f4 {illegal move: the piece cannot "
                     "move to that square} 1-0\n")}) {
        const QString path = writeFile(dir, "finished.ogn", text);
        QVERIFY(window->files()->openFile(path));
        QVERIFY(!session()->document()->isModified());
        moveList()->setFocus();
        QTest::keyClick(moveList(), Qt::Key_Home);
        QTest::keyClick(moveList(), Qt::Key_Right);
        QTest::keyClick(moveList(), Qt::Key_End);
        QVERIFY(model()->isOver());
        QVERIFY(!session()->document()->isModified());
        QVERIFY(!window->isWindowModified());
        // The result is in the window, no box pops up about it.
        QVERIFY(shownLabel(window, QStringLiteral("Sente wins")));
        QVERIFY(!shownMessageBox(window));
        QVERIFY(accessibleparts::names(moveList()).endsWith(QStringLiteral("Sente wins")));
    }
}

void TestReviewRecords::resultLineScrolledIntoView() {
    window->resize(900, 600);
    QVERIFY(window->files()->openFile(writeFile(dir, "long.ogn", longFinishedGame())));
    QScrollBar* bar = moveList()->verticalScrollBar();
    QTRY_VERIFY_WITH_TIMEOUT(bar->maximum() > 0, Slow); // more lines than the list shows
    // At the end, the last line (the result) is in view, not only the last move.
    QCOMPARE(bar->value(), bar->maximum());
    moveList()->setFocus();
    QTest::keyClick(moveList(), Qt::Key_Home);
    QTest::keyClick(moveList(), Qt::Key_End);
    QCOMPARE(bar->value(), bar->maximum());
}

void TestReviewRecords::timeUsedAndEvaluationListed() {
    // Clock readings after each move (10 min + 30 s byoyomi), evaluations from an analysis.
    const QString path =
        writeFile(dir, "clocks.ogn",
                  "[TimeControl \"600+30b\"]\n[Result \"*\"]\n\n"
                  "1. Pc3-c4 {[%clk 0:09:55] [%eval 35]} Pf6-f5 {[%clk 0:09:48] [%eval -120]} "
                  "2. Pd3-d4 {[%clk 0:09:25] [%eval #5]} *\n");
    QVERIFY(window->files()->openFile(path));
    const QStringList texts = accessibleparts::names(moveList());
    // One move a row: number, move, time used, evaluation.
    // Evaluations as everywhere: one decimal, a King capture in 5 plies as a mate in 3 (as
    // tsume-shogi counts), each after the mark of the side that leads.
    const QStringList expected = {"1.", "Pc3-c4", "0:05", "☗\u00a0+0.4",
                                  "1…", "Pf6-f5", "0:12", "☖\u00a0+1.2",
                                  "2.", "Pd3-d4", "0:30", "☗ mate in 3"};
    QCOMPARE(texts, expected);
    // A game being played lists its clock too.
    GameSetup setup;
    setup.info.timeControl = *TimeControl::fromTag(QStringLiteral("300+5i"));
    session()->start(setup);
    drag("c3", "c4");
    const QStringList live = accessibleparts::names(moveList());
    QCOMPARE(live.size(), 3);
    // A quick move: the readings are kept to the second.
    QVERIFY2(live.at(2) == QStringLiteral("0:00") || live.at(2) == QStringLiteral("0:01"),
             qPrintable(live.join('|')));
}

void TestReviewRecords::commentTitleNumberedAsTheList() {
    QVERIFY(window->files()->openFile(writeFile(dir, "long.ogn", longFinishedGame())));
    // What the comment box is on, as a screen reader names it (by the title over it).
    const auto commentTitle = [this] {
        return QAccessible::queryAccessibleInterface(commentEdit())->text(QAccessible::Name);
    };
    tree()->goToPly(11);
    QCOMPARE(commentTitle(), QStringLiteral("Comment on 6. Pb3-b4"));
    clickMove(12);
    QCOMPARE(commentTitle(), QStringLiteral("Comment on 6… Pg6-g5"));
    tree()->first();
    QCOMPARE(commentTitle(), QStringLiteral("Comment on the game"));
}

void TestReviewRecords::illegalMoveRecordOpensUpToIt() {
    const QString path = writeFile(dir, "slip.ogn",
                                   "[Result \"0-1\"]\n\n1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e4 "
                                   "3. Pe3-e4 Pd6-d5 0-1\n");
    QVERIFY(window->files()->openFile(path));
    // Up to and including the illegal move, which ends the game as the rules say.
    QCOMPARE(model()->game().moves().size(), std::size_t(3));
    QVERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().result, Result::SenteWins);
    const QStringList texts = accessibleparts::names(moveList());
    const int at = int(texts.indexOf(QStringLiteral("Pe6-e4 — illegal move:")));
    QVERIFY2(at > 0, qPrintable(texts.join('|')));
    QCOMPARE(texts.at(at - 1), QStringLiteral("2…")); // numbered as the moves before it
    QCOMPARE(texts.mid(at + 1, 7).join(' '),
             QStringLiteral("the piece cannot move to that square"));
    QCOMPARE(texts.last(), QStringLiteral("Sente wins"));
    QVERIFY(texts.filter(QStringLiteral("Pe3-e4")).isEmpty());
    // Said in the window, numbered as in the list, with the reason.
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("2… Pe6-e4 is illegal: the piece cannot move to "
                                                 "that square")),
             qPrintable(box->text()));
    QVERIFY(!session()->document()->isModified());
}

void TestReviewRecords::binaryFileRefusedWithoutEcho() {
    QByteArray bytes("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
    bytes += QByteArray("1. Pc3-c4 garbage\xff\xfe", 19);
    const QString path = writeFile(dir, "picture.ogn", bytes);
    QVERIFY(!window->files()->openFile(path));
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("not a text file")), qPrintable(box->text()));
    QVERIFY(!box->text().contains(QStringLiteral("PNG")));
    QVERIFY(!box->text().contains(QStringLiteral("garbage")));
    QVERIFY(model()->game().moves().empty()); // nothing changed
}

void TestReviewRecords::typedCommentIsInTheJournal() {
    drag("c3", "c4");
    drag("f6", "f5");
    QPlainTextEdit* edit = commentEdit();
    edit->setFocus();
    QTest::keyClicks(edit, QStringLiteral("Gote weakens e6"));
    // No other action: the journal soon holds the words as typed (a kill -9 then keeps them),
    // and offers them back as the work of a session that ended abnormally.
    Journal* journal = session()->journal();
    const auto typed = [journal] {
        Journal::Pending pending = journal->takePending();
        return pending.entry.record && pending.entry.record->mainline.nodes.size() == 2 &&
               pending.entry.record->mainline.nodes[1].comment == "Gote weakens e6";
    };
    QTRY_VERIFY_WITH_TIMEOUT(typed(), 20000);
    journal->close();
}

QTEST_MAIN(TestReviewRecords)
#include "tst_reviewrecords.moc"
