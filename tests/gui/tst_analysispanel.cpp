// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis panel in the real window: a short record opened, analysis switched on with
// its shortcut, lines appear for the position in view; a click on a line enters it as a
// variation, which the move list shows; the arrow keys step through the game and the lines
// follow; the evaluation bar stands beside the board while analysing. The whole-game
// analysis pauses the live analysis (the panel says so), which then resumes.
#include "accessibleparts.h"
#include "board/boardview.h"
#include "files/recordfiles.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "review/analysispanel.h"
#include "review/movelistview.h"
#include "review/reviewcontroller.h"
#include "windowfixture.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ogi;
using namespace windowtest;

namespace {
constexpr int Slow = 60000; // generous: a loaded 2-core machine, sanitizers
}

class TestAnalysisPanel : public WindowFixture {
    Q_OBJECT
public:
    TestAnalysisPanel() : WindowFixture("tst_analysispanel") {}

private:
    QTreeWidget* lines() const { return named<QTreeWidget>(window, "Analysis lines"); }
    MoveListView* moveList() const { return part<MoveListView>(window); }
    BoardView* board() const { return part<BoardView>(window); }
    void clickMove(int ply) {
        QTest::mouseClick(
            moveList()->viewport(), Qt::LeftButton, {},
            accessibleparts::centerIn(moveList()->viewport(),
                                      accessibleparts::mainlineMove(moveList(), ply)));
    }
    // Lines are shown, each starting with a move legal in the position on the board.
    bool showsLinesOfBoard() const {
        QTreeWidget* list = lines();
        if (!list || !list->isVisible() || list->topLevelItemCount() == 0) return false;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->text(3).isEmpty()) return false;
        // The first moves the window may draw as arrows belong to the position shown.
        const Game& shown = model()->game();
        const auto* review = window->findChild<ReviewController*>();
        for (Move m : review->analyser()->bestMoves())
            if (!shown.isLegal(m)) return false;
        if (int(review->analyser()->bestMoves().size()) != list->topLevelItemCount()) return false;
        // Each line's first move is drawn as an arrow, the best one thickest.
        const QList<BoardShape> arrows = board()->shapes(ShapeLayer::Analysis);
        if (arrows.size() != list->topLevelItemCount()) return false;
        const Side mover = shown.position().sideToMove();
        for (int i = 0; i < arrows.size(); ++i) {
            const Move m = review->analyser()->bestMoves()[std::size_t(i)];
            if (!arrows[i].sameTarget(BoardShape::ofMove(m, mover, ShapeColor::Blue))) return false;
            if (i > 0 && arrows[i].width >= arrows[i - 1].width) return false;
        }
        return true;
    }

    // The evaluation bar stands beside the board as drawn: as high as the grid and level with
    // it, left of the grid and of the piece stand drawn there, inside the window.
    bool barBesideGrid() const {
        const auto* bar = part<EvalBar>(window);
        const QRectF r = board()->boardRect();
        const QRect grid(board()->mapTo(window, r.topLeft().toPoint()), r.size().toSize());
        const QRect at(bar->mapTo(window, QPoint(0, 0)), bar->size());
        const bool ok = qAbs(at.top() - grid.top()) <= 1 &&
                        qAbs(at.height() - grid.height()) <= 1 && at.left() >= 0 &&
                        at.right() < grid.left() && grid.left() - at.right() < grid.width() / 2;
        if (!ok) qWarning() << "bar" << at << "grid" << grid;
        return ok;
    }

    // The panel says the live analysis is paused.
    bool showsPaused() const {
        for (const QLabel* label : part<AnalysisPanel>(window)->findChildren<QLabel*>())
            if (label->isVisible() && label->text().startsWith(QLatin1String("Paused")))
                return true;
        return false;
    }
    bool openShortGame(const QTemporaryDir& dir) {
        const QString in = dir.filePath("short.ogn");
        QFile f(in);
        if (!f.open(QIODevice::WriteOnly)) return false;
        f.write("[Event \"Review\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n\n"
                "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 *\n");
        f.close();
        return window->files()->openFile(in);
    }

private slots:
    void linesFollowTheGameAndEnterAsVariation();
    void gameAnalysisPausesTheLiveAnalysis();
};

void TestAnalysisPanel::linesFollowTheGameAndEnterAsVariation() {
    QTemporaryDir dir;
    const QString in = dir.filePath("short.ogn");
    {
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"Review\"]\n[Sente \"A\"]\n[Gote \"B\"]\n[Result \"*\"]\n\n"
                "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 *\n");
    }
    QVERIFY(window->files()->openFile(in));
    QVERIFY(!lines()->isVisible());
    QVERIFY(!part<EvalBar>(window)->isVisible());
    // Switched on from the keyboard, as the menu says.
    window->activateWindow();
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    QVERIFY(shortcutAction(window, QKeySequence(Qt::CTRL | Qt::Key_L))->isChecked());
    QVERIFY(lines()->isVisible());
    QVERIFY(part<EvalBar>(window)->isVisible());
    // Beside the board at any size of the window, in either orientation.
    for (const QSize size : {QSize(1300, 850), QSize(1000, 700), QSize(700, 520)}) {
        window->resize(size);
        QTRY_VERIFY_WITH_TIMEOUT(barBesideGrid(), Slow);
        shortcutAction(window, QKeySequence(Qt::CTRL | Qt::Key_F))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(barBesideGrid(), Slow);
        shortcutAction(window, QKeySequence(Qt::CTRL | Qt::Key_F))->trigger();
    }
    clickMove(2);
    QCOMPARE(tree()->ply(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    QTRY_VERIFY_WITH_TIMEOUT(lines()->topLevelItemCount() == 3, Slow);
    QVERIFY(!part<EvalBar>(window)->toolTip().isEmpty());

    // A click on the second line: it goes into the tree as a variation after ply 2.
    QTreeWidget* list = lines();
    const QString line = list->topLevelItem(1)->text(3).simplified();
    const int namesBefore = int(accessibleparts::names(moveList()).size());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->topLevelItem(1)).center());
    QVERIFY(tree()->inVariation());
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(4)); // the game is kept
    QCOMPARE(tree()->record().mainline.nodes[2].variations.size(), std::size_t(1));
    QVERIFY(!tree()->record().mainline.nodes[2].variations[0].nodes.empty());
    QVERIFY(int(accessibleparts::names(moveList()).size()) > namesBefore);
    QVERIFY(accessibleparts::names(moveList()).contains(line.section(' ', 0, 0)));
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);

    // Back on the main line with the arrow keys: the lines follow each step.
    clickMove(4);
    QCOMPARE(tree()->ply(), 4);
    QVERIFY(!tree()->inVariation());
    moveList()->setFocus();
    for (int ply = 3; ply >= 1; --ply) {
        QTest::keyClick(moveList(), Qt::Key_Left);
        QCOMPARE(tree()->ply(), ply);
        QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    }
    // Off: the panel and the bar go.
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    QVERIFY(!lines()->isVisible());
    QVERIFY(!part<EvalBar>(window)->isVisible());
    QVERIFY(board()->shapes(ShapeLayer::Analysis).isEmpty());
}

// The whole-game analysis takes the live analysis's engine: meanwhile the panel says the
// live analysis is paused and shows no line and no arrow; then the review has its
// evaluations and the live analysis is back on the position in view.
void TestAnalysisPanel::gameAnalysisPausesTheLiveAnalysis() {
    QTemporaryDir dir;
    QVERIFY(openShortGame(dir));
    window->activateWindow();
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    clickMove(2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    QVERIFY(!showsPaused());

    auto* review = window->findChild<ReviewController*>();
    QSignalSpy finished(review, &ReviewController::analysisFinished);
    QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(showsPaused());
    QCOMPARE(lines()->topLevelItemCount(), 0);
    QVERIFY(board()->shapes(ShapeLayer::Analysis).isEmpty());
    QVERIFY(finished.wait(3 * Slow));
    for (const RecordNode& n : tree()->record().mainline.nodes) QVERIFY(n.annotation("eval"));
    QCOMPARE(tree()->ply(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    QVERIFY(!showsPaused());
}

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
