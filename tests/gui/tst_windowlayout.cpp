// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a newcomer meets it: a new game's title, unnamed players saved by their side,
// a handicap game saying which handicap it is, a small (800×600) window that keeps the move
// list and the graph whole and both clocks in sight, a long name cut with the whole of it in
// its tooltip, analysis progress words that are not cut, the promotion prompt beside the
// square the piece goes to (a click outside says the move was cancelled), and the diagram
// export with its size, marks and remembered folder.
#include "board/diagramexport.h"
#include "dialogs/diagramdialog.h"
#include "files/transferactions.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "model/game/handicap.h"
#include "play/clockwidget.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/reviewcontroller.h"
#include "windowfixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

using namespace ogi;
using namespace windowtest;

class TestWindowLayout : public WindowFixture {
    Q_OBJECT
public:
    TestWindowLayout() : WindowFixture("tst_windowlayout") {}

private:
    QTemporaryDir dir;
    // Exports through the dialog as a user does: file name, size, then Save.
    QImage exportDiagram(const QString& name, int sizeIndex, bool marks) {
        DiagramDialog* dialog = part<TransferActions>(window)->exportDiagram();
        labelled<QLineEdit>(dialog, "File:")->setText(dir.filePath(name));
        labelled<QComboBox>(dialog, "Size:")->setCurrentIndex(sizeIndex);
        for (QCheckBox* box : dialog->findChildren<QCheckBox*>()) box->setChecked(marks);
        auto* buttons = dialog->findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Save), Qt::LeftButton);
        return QImage(dir.filePath(name));
    }

private slots:
    void newGameIsUntitled();
    void unnamedPlayersSavedBySide();
    void handicapIsNamed();
    void smallWindowKeepsListAndGraphWhole();
    void smallWindowKeepsClocksInSight();
    void longNameCutWithTooltip();
    void analysisProgressNotCut();
    void promptBesideTheTarget();
    void promptAboveTheMarks();
    void diagramExportOptions();
};

void TestWindowLayout::newGameIsUntitled() {
    QCOMPARE(window->windowHandle()->title(), QStringLiteral("Untitled — Ōgi"));
    drag("c3", "c4");
    QCOMPARE(window->windowHandle()->title(), QStringLiteral("Untitled* — Ōgi"));
    part<GameSession>(window)->start(GameSetup{});
    QCOMPARE(window->windowHandle()->title(), QStringLiteral("Untitled — Ōgi"));
}

void TestWindowLayout::unnamedPlayersSavedBySide() {
    drag("c3", "c4");
    const QString path = dir.filePath("unnamed.ogn");
    QVERIFY(window->files()->saveFile(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY2(text.contains("[Sente \"Sente\"]") && text.contains("[Gote \"Gote\"]"), text.data());
    QVERIFY(!text.contains("\"?\""));
    // Read back, they are unnamed again (not players called "Sente" and "Gote").
    QVERIFY(window->files()->openFile(path));
    QVERIFY(part<GameSession>(window)->info().players[Sente].name.isEmpty());
    QVERIFY(part<GameSession>(window)->info().players[Gote].name.isEmpty());
}

void TestWindowLayout::handicapIsNamed() {
    GameSetup setup;
    setup.handicap = Handicap::fromPreset(HandicapPreset::RookBishop);
    setup.info.handicap = setup.handicap.tagText();
    part<GameSession>(window)->start(setup);
    const QString expected = QStringLiteral("Handicap: Rook and Bishop promoted (+R +B)");
    bool shown = false;
    for (QLabel* label : window->findChildren<QLabel*>())
        if (label->text() == expected && shownWhole(label, window)) shown = true;
    QVERIFY(shown);
    // An even game says nothing of the kind.
    part<GameSession>(window)->start(GameSetup{});
    QVERIFY(!shownLabel(window, QStringLiteral("Handicap:")));
}

void TestWindowLayout::smallWindowKeepsListAndGraphWhole() {
    // A game long enough for the list to scroll.
    for (const char* m : {"c3c4", "f6f5", "d3d4", "e6e5", "e3e4", "c6c5", "h3h4", "a6a5"}) {
        const std::string t(m);
        drag(t.substr(0, 2).c_str(), t.substr(2, 2).c_str());
    }
    window->resize(800, 600);
    QTRY_COMPARE(window->size(), QSize(800, 600));
    QTest::qWait(50);
    MoveListView* list = part<MoveListView>(window);
    EvalGraph* graph = part<EvalGraph>(window);
    QVERIFY(shownWhole(list, window));
    QVERIFY(shownWhole(graph, window));
    // Both big enough to use: a few lines of moves, a graph that can be read.
    QVERIFY2(list->viewport()->height() >= 3 * list->fontMetrics().height(),
             qPrintable(QString::number(list->viewport()->height())));
    QVERIFY(graph->height() >= 60);
    // The move list has the room to be used: six rows at least.
    QVERIFY2(list->viewport()->height() >= 6 * list->fontMetrics().height(),
             qPrintable(QString::number(list->viewport()->height())));
    // The board keeps most of the room.
    QVERIFY(part<BoardView>(window)->width() >= 400);
    QVERIFY(shownWhole(part<BoardView>(window), window));
}

void TestWindowLayout::smallWindowKeepsClocksInSight() {
    // Against the computer with a clock: the thinking lines and the clocks take their room.
    GameSetup setup;
    setup.info.players[Gote].kind = PlayerInfo::Kind::Computer;
    setup.info.players[Gote].level = 1;
    setup.info.timeControl = {TimeControl::Kind::Increment, 600000, 0, 5000};
    session()->start(setup);
    QVERIFY(session()->runner()->isHumanToMove());
    for (QSize size : {QSize(800, 600), QSize(1024, 700), QSize(800, 480)}) {
        window->resize(size);
        QTRY_COMPARE(window->size(), size);
        QTest::qWait(50);
        for (Side s : {Sente, Gote})
            QVERIFY2(shownWhole(clockOf(window, s), window),
                     qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
    }
    window->resize(800, 600);
    QTRY_COMPARE(window->size(), QSize(800, 600));
    QTest::qWait(50);
    MoveListView* list = part<MoveListView>(window);
    QVERIFY(shownWhole(list, window));
    QVERIFY2(list->viewport()->height() >= 5 * list->fontMetrics().height(),
             qPrintable(QString::number(list->viewport()->height())));
}

void TestWindowLayout::longNameCutWithTooltip() {
    GameSetup setup;
    const QString name = QStringLiteral("Aiko Yamamoto-Delacroix of the Tuesday club, who "
                                        "plays on the second table every week since 2019");
    setup.info.players[Sente].name = name;
    setup.info.players[Gote].kind = PlayerInfo::Kind::Computer;
    setup.info.players[Gote].level = 2;
    setup.info.timeControl = {TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    session()->start(setup);
    window->resize(800, 600);
    QTRY_COMPARE(window->size(), QSize(800, 600));
    QTest::qWait(50);
    ClockWidget* clock = clockOf(window, Sente);
    // The label shows the start of it on the clock's two lines (no period is counted yet),
    // cut with an ellipsis; the tooltip says it all.
    bool cut = false;
    for (QLabel* label : clock->findChildren<QLabel*>()) {
        if (!label->text().startsWith(QStringLiteral("☗ Sente: Aiko"))) continue;
        QCOMPARE(label->text().count(QLatin1Char('\n')), 1);
        QVERIFY(label->text().endsWith(QChar(0x2026)));
        QCOMPARE(label->toolTip(), QStringLiteral("☗ Sente: ") + name);
        QVERIFY(shownWhole(label, window));
        cut = true;
    }
    QVERIFY(cut);
    // A ten-minute clock needs no room for hours: the computer's name is shown whole.
    bool whole = false;
    for (QLabel* label : clockOf(window, Gote)->findChildren<QLabel*>()) {
        if (!label->text().startsWith(QStringLiteral("☖ Gote:"))) continue;
        QCOMPARE(label->text(), QStringLiteral("☖ Gote: Computer, level 2"));
        QVERIFY(label->toolTip().isEmpty());
        whole = true;
    }
    QVERIFY(whole);
}

void TestWindowLayout::promptBesideTheTarget() {
    BoardView* board = part<BoardView>(window);
    for (bool flipped : {false, true}) {
        board->setFlipped(flipped);
        session()->startFrom(*Position::fromSfen("4k3/8/8/2S5/8/8/8/4K3 b - 1"));
        drag("c5", "c6");
        QVERIFY(board->isPromptVisible());
        // Neither choice lies on the square the Silver goes to, nor on the one it leaves:
        // both stay in sight.
        const QRect target(board->squareCenter(sq("c6")) - QPoint(1, 1), QSize(3, 3));
        const int square = int(board->boardRect().width() / 8);
        for (int choice : {0, 1}) {
            const QPoint c = board->promptChoiceCenter(choice);
            QVERIFY(std::abs(c.y() - target.center().y()) >= square);
            QCOMPARE(board->squareAt(c) == sq("c6"), false);
        }
        // A click outside the two choices cancels the move, and says so.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("h1")));
        QVERIFY(!board->isPromptVisible());
        QCOMPARE(model()->game().moves().size(), std::size_t(0));
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Move cancelled: the click was outside the two choices."));
        // Esc cancels too, and says it.
        drag("c5", "c6");
        QVERIFY(board->isPromptVisible());
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!board->isPromptVisible());
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Move cancelled."));
        // A choice plays the move.
        drag("c5", "c6");
        QTest::mouseClick(board, Qt::LeftButton, {}, board->promptChoiceCenter(0));
        QCOMPARE(model()->position().pieceOn(sq("c6")), makePiece(Sente, makeKind(Silver, true)));
    }
}

void TestWindowLayout::promptAboveTheMarks() {
    // A lesson's rings on every square, then a move that asks.
    BoardView* board = part<BoardView>(window);
    session()->startFrom(*Position::fromSfen("4k3/8/8/2S5/8/8/8/4K3 b - 1"));
    QList<BoardShape> rings;
    for (int s = 0; s < 64; ++s) rings << BoardShape::circle(Square(s), ShapeColor::Red);
    board->setShapes(rings, ShapeLayer::Marks);
    drag("c5", "c6");
    QVERIFY(board->isPromptVisible());
    // Between the two choices is the prompt's own background: no ring shows through it.
    const QImage shot = board->grab().toImage();
    const QPoint a = board->promptChoiceCenter(0);
    const QPoint b = board->promptChoiceCenter(1);
    const int half = int(board->boardRect().width() / 8 / 2);
    const int x = (a.x() + b.x()) / 2;
    const qreal dpr = shot.devicePixelRatio();
    int looked = 0;
    for (int y = a.y() - half + 2; y <= a.y() + half - 2; ++y) {
        const QColor c = shot.pixelColor(QPoint(int(x * dpr), int(y * dpr)));
        QVERIFY2(!(c.red() > 150 && c.green() < 120 && c.blue() < 120),
                 qPrintable(QStringLiteral("red at y=%1: %2").arg(y).arg(c.name())));
        ++looked;
    }
    QVERIFY(looked > 10);
}

void TestWindowLayout::analysisProgressNotCut() {
    for (const char* m : {"c3c4", "f6f5", "d3d4", "e6e5"}) {
        const std::string t(m);
        drag(t.substr(0, 2).c_str(), t.substr(2, 2).c_str());
    }
    window->resize(800, 600);
    QTRY_COMPARE(window->size(), QSize(800, 600));
    part<ReviewController>(window)->analyseGame();
    QLabel* label = shownLabel(window, QStringLiteral("Analysing:"));
    QVERIFY(label);
    QVERIFY(label->text().startsWith(QStringLiteral("Analysing:")));
    QTest::qWait(20);
    // Word-wrapped and given the height its words need at its width.
    QVERIFY(label->wordWrap());
    QVERIFY(label->height() >= label->heightForWidth(label->width()));
    QVERIFY(shownWhole(label, window));
    part<ReviewController>(window)->cancelAnalysis();
}

void TestWindowLayout::diagramExportOptions() {
    drag("c3", "c4"); // Gote to move, Sente's Pawn move the last one
    const QImage small = exportDiagram("small.png", 0, true);
    DiagramOptions o;
    o.cell = DiagramCellSizes[0];
    QCOMPARE(small.size(), diagramSize(o).toSize());
    const QImage large = exportDiagram("large.png", 2, true);
    o.cell = DiagramCellSizes[2];
    QCOMPARE(large.size(), diagramSize(o).toSize());
    // The marks are drawn: the same position without them is another picture.
    const QImage plain = exportDiagram("plain.png", 2, false);
    QCOMPARE(plain.size(), large.size());
    QVERIFY(plain != large);
    // The next export starts in the same folder, at the size chosen last.
    DiagramDialog* dialog = part<TransferActions>(window)->exportDiagram();
    QCOMPARE(QFileInfo(dialog->filePath()).absolutePath(),
             QFileInfo(dir.path()).absoluteFilePath());
    QCOMPARE(labelled<QComboBox>(dialog, "Size:")->currentIndex(), 2);
    QVERIFY(!dialog->markLastMove());
    dialog->reject();
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
