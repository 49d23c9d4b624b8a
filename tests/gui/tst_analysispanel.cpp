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
#include "model/game/gametexts.h"
#include "review/analysispanel.h"
#include "review/movelistview.h"
#include "review/reviewcontroller.h"
#include "settings.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ogi;
using namespace windowtest;

namespace {
// The analysis list's columns: score, chance of winning, depth, line.
constexpr int LineColumn = 3;
constexpr int Slow = 60000; // generous: a loaded 2-core machine, sanitizers
} // namespace

class TestAnalysisPanel : public WindowFixture {
    Q_OBJECT
public:
    TestAnalysisPanel() : WindowFixture("tst_analysispanel") {}

private:
    // Lines are shown, each starting with a move legal in the position on the board.
    bool showsLinesOfBoard() const {
        QTreeWidget* list = lines();
        if (!list || !list->isVisible() || list->topLevelItemCount() == 0) return false;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->text(LineColumn).isEmpty()) return false;
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

    // The preview of a line beside the panel (a window of its own), when shown.
    static QWidget* preview() {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->isVisible() && w->accessibleName() == QLatin1String("Line preview")) return w;
        return nullptr;
    }
    // What the rows show, every column.
    QStringList shownRows() const {
        QStringList rows;
        for (int i = 0; i < lines()->topLevelItemCount(); ++i) {
            QStringList cells;
            for (int c = 0; c < lines()->columnCount(); ++c)
                cells << lines()->topLevelItem(i)->text(c);
            rows << cells.join(QLatin1Char('|'));
        }
        return rows;
    }

private slots:
    void linesFollowTheGameAndEnterAsVariation();
    void linesHoldStillAndEnterWhatWasShown();
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
    // The bar reads the best line as a chance of winning; in pawns when preferred.
    const auto barSays = [this](const QString& start) {
        return part<EvalBar>(window)->toolTip().startsWith(start);
    };
    QTRY_VERIFY(barSays(QStringLiteral("Sente's chance of winning: ")) ||
                barSays(QStringLiteral("Gote's chance of winning: ")));
    Preferences pawns = Preferences::load(QSettings());
    pawns.evaluationInPawns = true;
    window->applyPreferences(pawns);
    QTRY_VERIFY(barSays(QStringLiteral("Sente ")) || barSays(QStringLiteral("Gote ")) ||
                barSays(QStringLiteral("Even")));
    QVERIFY(!barSays(QStringLiteral("Sente's")) && !barSays(QStringLiteral("Gote's")));
    pawns.evaluationInPawns = false;
    window->applyPreferences(pawns);

    // A click on the second line: it goes into the tree as a variation after ply 2.
    QTreeWidget* list = lines();
    // The pointer over the list first: the lines hold still, the click enters what was read.
    QTest::mouseMove(list->viewport(), list->visualItemRect(list->topLevelItem(1)).center());
    const QString line = list->topLevelItem(1)->data(LineColumn, Qt::AccessibleTextRole).toString();
    const int namesBefore = int(accessibleparts::names(moveList()).size());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->topLevelItem(1)).center());
    QTRY_VERIFY(tree()->inVariation());
    QCOMPARE(tree()->record().mainline.nodes.size(), std::size_t(4)); // the game is kept
    QCOMPARE(tree()->record().mainline.nodes[2].variations.size(), std::size_t(1));
    QVERIFY(!tree()->record().mainline.nodes[2].variations[0].nodes.empty());
    QVERIFY(int(accessibleparts::names(moveList()).size()) > namesBefore);
    QVERIFY2(accessibleparts::names(moveList()).contains(line.section(' ', 0, 0)),
             qPrintable(line + " / " + accessibleparts::names(moveList()).join(QLatin1Char('|'))));
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

// Under the pointer the lines hold still while the engine goes deeper; the moves up to the one
// pointed at are previewed on a small board; a click enters exactly those moves, and a click
// on a row's score its first move only.
void TestAnalysisPanel::linesHoldStillAndEnterWhatWasShown() {
    QTemporaryDir dir;
    QVERIFY(openShortGame(dir));
    window->resize(1300, 850);
    window->activateWindow();
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    clickMove(2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    QTRY_VERIFY_WITH_TIMEOUT(lines()->topLevelItemCount() == 3, Slow);
    const Analyser* analyser = window->findChild<ReviewController*>()->analyser();
    QTreeWidget* list = lines();
    const QRect row = list->visualItemRect(list->topLevelItem(0));
    const int lineLeft = list->header()->sectionViewportPosition(LineColumn);
    const int y = row.top() + list->fontMetrics().lineSpacing() / 2 + 2;

    // Along the first row's moves: the preview follows the pointer, one move more each word.
    QTest::mouseMove(list->viewport(), QPoint(lineLeft + 8, y));
    const QStringList held = shownRows();
    QString previewed;
    QPoint third;
    for (const int ty : {y, y + list->fontMetrics().lineSpacing()}) { // the row's two text lines
        for (int x = lineLeft + 2; x < row.right() && third.isNull(); x += 3) {
            QTest::mouseMove(list->viewport(), QPoint(x, ty));
            if (!preview()) continue;
            previewed = preview()->accessibleDescription();
            if (previewed.split(QLatin1Char(' ')).size() == 3) third = QPoint(x, ty);
        }
    }
    QVERIFY2(!third.isNull(), qPrintable(previewed));
    QVERIFY(preview()->isVisible());
    // The preview stands beside the panel, not over the lines.
    QVERIFY(!preview()->geometry().intersects(
        QRect(list->viewport()->mapToGlobal(QPoint(0, 0)), list->viewport()->size())));

    // The engine goes on, its newer lines wait: the rows stay as they were.
    QSignalSpy newer(analyser, &Analyser::linesChanged);
    QVERIFY(newer.wait(Slow));
    QVERIFY(newer.wait(Slow));
    QCOMPARE(shownRows(), held);

    // The click enters the three moves previewed, from the position in view.
    const Position from = model()->game().position();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, third);
    QTRY_VERIFY(tree()->inVariation());
    QCOMPARE(tree()->ply(), 5);
    const RecordLine& variation = tree()->record().mainline.nodes[2].variations.back();
    QCOMPARE(variation.nodes.size(), std::size_t(3));
    std::vector<Move> entered;
    for (const RecordNode& n : variation.nodes) entered.push_back(n.move);
    const bool gyoku[2] = {model()->kingIsGyoku(Sente), model()->kingIsGyoku(Gote)};
    QCOMPARE(texts::lineText(from, entered, 6, Notation::Letters, gyoku), previewed);

    // Back at ply 2: a click on a row's score enters its first move alone.
    clickMove(2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    const QString first = list->topLevelItem(2)
                              ->data(LineColumn, Qt::AccessibleTextRole)
                              .toString()
                              .section(QLatin1Char(' '), 0, 0);
    const QRect scoreCell = list->visualRect(list->model()->index(2, 0));
    QTest::mouseMove(list->viewport(), scoreCell.center());
    QVERIFY(preview());
    QCOMPARE(preview()->accessibleDescription(), first);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, scoreCell.center());
    QTRY_COMPARE(tree()->ply(), 3);
    QCOMPARE(texts::lineText(from, {tree()->currentNode()->move}, 6, Notation::Letters, gyoku),
             first);

    // The pointer gone, so is the preview.
    QTest::mouseMove(board(), board()->rect().center());
    QTRY_VERIFY(!preview());
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
    // Each side's accuracy under the graph, and in the record's tags (saved with it).
    auto* accuracy = named<QLabel>(window, "Accuracy");
    QVERIFY(accuracy && accuracy->isVisible());
    QVERIFY2(accuracy->text().contains(QStringLiteral("☗ Sente: ")) &&
                 accuracy->text().contains(QStringLiteral("☖ Gote: ")) &&
                 accuracy->text().contains(QStringLiteral("% accuracy; ")),
             qPrintable(accuracy->text()));
    for (const char* tag : {"SenteAccuracy", "GoteAccuracy"}) {
        const std::string* value = tree()->record().tag(tag);
        QVERIFY2(value, tag);
        bool number = false;
        const double percent = QString::fromStdString(*value).toDouble(&number);
        QVERIFY(number && percent >= 0 && percent <= 100);
    }
    QCOMPARE(tree()->ply(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfBoard(), Slow);
    QVERIFY(!showsPaused());
}

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
