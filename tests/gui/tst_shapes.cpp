// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Shapes in the main window, drawn as a user draws them: right-button drags on the real
// board make arrows (from a square, or from a piece in hand), a right click circles a
// square, the modifiers pick the colour, drawing the same shape again erases it. They belong
// to the move in view (kept while navigating), are saved in the record and shown again on
// the right move when it is opened, and a screen reader hears them.
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "windowfixture.h"

#include <QAccessible>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;
using namespace windowtest;

namespace {
void rightDrag(BoardView* board, QPoint from, QPoint to, Qt::KeyboardModifiers keys = {}) {
    QTest::mousePress(board, Qt::RightButton, keys, from);
    QTest::mouseMove(board, (from + to) / 2);
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::RightButton, keys, to);
}
void rightDrag(BoardView* board, const char* from, const char* to,
               Qt::KeyboardModifiers keys = {}) {
    rightDrag(board, board->squareCenter(sq(from)), board->squareCenter(sq(to)), keys);
}
void rightClick(BoardView* board, const char* square, Qt::KeyboardModifiers keys = {}) {
    const QPoint at = board->squareCenter(sq(square));
    QTest::mousePress(board, Qt::RightButton, keys, at);
    QTest::mouseRelease(board, Qt::RightButton, keys, at);
}
BoardShape arrow(const char* from, const char* to, ShapeColor c = ShapeColor::Green) {
    return BoardShape::arrow(sq(from), sq(to), c);
}
BoardShape circle(const char* square, ShapeColor c = ShapeColor::Green) {
    return BoardShape::circle(sq(square), c);
}
} // namespace

class TestShapes : public WindowFixture {
    Q_OBJECT
public:
    TestShapes() : WindowFixture("tst_shapes") {}

private:
    // What the tree keeps for the move in view, and what the board draws of the user's.
    QList<BoardShape> kept() const {
        const std::vector<BoardShape> s = tree()->shapes();
        return QList<BoardShape>(s.begin(), s.end());
    }
    QList<BoardShape> drawn() const { return board()->shapes(ShapeLayer::User); }

private slots:
    void drawnOnTheMoveInView();
    void dropArrowsOnAFlippedBoard();
    void savedAndOpenedOnTheRightMove();
    void drawnFromTheKeyboard();
};

void TestShapes::drawnOnTheMoveInView() {
    drag("c3", "c4");
    drag("f6", "f5");
    rightDrag(board(), "b2", "f6");
    rightClick(board(), "e4", Qt::ShiftModifier);
    rightDrag(board(), "d1", "d3", Qt::ControlModifier);
    rightClick(board(), "h3", Qt::ShiftModifier | Qt::ControlModifier);
    // Kept as the record keeps them: the arrows, then the circles, each in the order drawn.
    const QList<BoardShape> four = {arrow("b2", "f6"), arrow("d1", "d3", ShapeColor::Blue),
                                    circle("e4", ShapeColor::Red),
                                    circle("h3", ShapeColor::Yellow)};
    QCOMPARE(kept(), four);
    QCOMPARE(drawn(), four);
    QVERIFY(session()->document()->isModified()); // part of the record now

    // Esc while drawing drops the shape; let go outside the board: nothing either. A left
    // click on the board erases nothing.
    const QPoint a1 = board()->squareCenter(sq("a1"));
    QTest::mousePress(board(), Qt::RightButton, {}, a1);
    QTest::mouseMove(board(), board()->squareCenter(sq("a4")));
    QTest::keyClick(board(), Qt::Key_Escape);
    QTest::mouseRelease(board(), Qt::RightButton, {}, board()->squareCenter(sq("a4")));
    rightDrag(board(), board()->squareCenter(sq("a1")), QPoint(2, 2));
    QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareCenter(sq("e5")));
    QCOMPARE(kept(), four);

    // The same shape again erases it; in another colour, it changes colour.
    rightDrag(board(), "b2", "f6");
    rightClick(board(), "e4");
    QCOMPARE(kept(), (QList<BoardShape>{arrow("d1", "d3", ShapeColor::Blue), circle("e4"),
                                        circle("h3", ShapeColor::Yellow)}));
    rightClick(board(), "e4");
    const QList<BoardShape> two = {arrow("d1", "d3", ShapeColor::Blue),
                                   circle("h3", ShapeColor::Yellow)};
    QCOMPARE(kept(), two);
    QCOMPARE(drawn(), two);

    // They belong to this move: gone one move back, where another is drawn, and both come
    // back with their moves.
    shortcutAction(window, QKeySequence(Qt::Key_Left))->trigger();
    QCOMPARE(tree()->ply(), 1);
    QVERIFY(drawn().isEmpty());
    rightDrag(board(), "g7", "c3");
    QCOMPARE(drawn(), QList<BoardShape>{arrow("g7", "c3")});
    shortcutAction(window, QKeySequence(Qt::Key_Right))->trigger();
    QCOMPARE(drawn(), two);
    shortcutAction(window, QKeySequence(Qt::Key_Left))->trigger();
    QCOMPARE(drawn(), QList<BoardShape>{arrow("g7", "c3")});

    // A screen reader hears them with the board.
    QAccessibleInterface* a11y = QAccessible::queryAccessibleInterface(board());
    QVERIFY(a11y);
    QVERIFY2(a11y->text(QAccessible::Description)
                 .contains(QStringLiteral("arrow from g7 to c3 (green)")),
             qPrintable(a11y->text(QAccessible::Description)));
}

void TestShapes::dropArrowsOnAFlippedBoard() {
    session()->startFrom(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b NSs 1"));
    action(window, "Flip Board")->trigger();
    QVERIFY(board()->isFlipped());
    // From Sente's Knight in hand, and from Gote's Silver (any hand may be drawn from).
    rightDrag(board(), handPieceCenter(board(), Sente, Knight, false),
              board()->squareCenter(sq("e4")));
    rightDrag(board(), handPieceCenter(board(), Gote, Silver, false),
              board()->squareCenter(sq("d5")), Qt::ShiftModifier);
    // A square's arrow on the flipped board goes where the squares are.
    rightDrag(board(), "a1", "h8");
    const QList<BoardShape> three = {
        BoardShape::drop(Sente, Knight, false, sq("e4"), ShapeColor::Green),
        BoardShape::drop(Gote, Silver, false, sq("d5"), ShapeColor::Red), arrow("a1", "h8")};
    QCOMPARE(kept(), three);
    // A right click on a piece in hand draws nothing; the drop arrow again erases it.
    const QPoint knight = handPieceCenter(board(), Sente, Knight, false);
    QTest::mousePress(board(), Qt::RightButton, {}, knight);
    QTest::mouseRelease(board(), Qt::RightButton, {}, knight);
    QCOMPARE(kept(), three);
    rightDrag(board(), knight, board()->squareCenter(sq("e4")));
    QCOMPARE(kept(), three.mid(1));
    // Drawn, not played: the position is as it was.
    QCOMPARE(model()->game().moves().size(), std::size_t(0));
}

void TestShapes::savedAndOpenedOnTheRightMove() {
    drag("c3", "c4");
    rightClick(board(), "d4", Qt::ShiftModifier);
    drag("f6", "f5");
    rightDrag(board(), "b2", "f6", Qt::ControlModifier);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shapes.ogn"));
    QVERIFY(session()->save(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("Pc3-c4 {[%csl Rd4]} 1... Pf6-f5 {[%cal Bb2f6]}"), text.constData());

    // A new game, then the file again: each move shows its own shapes, and its comment's other
    // text is intact.
    file.close();
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(text).replace("{[%csl Rd4]}", "{Central. [%csl Rd4] Really.}"));
    file.close();
    session()->start(GameSetup());
    QVERIFY(drawn().isEmpty());
    QVERIFY(window->files()->openFile(path));
    QCOMPARE(drawn(), QList<BoardShape>{arrow("b2", "f6", ShapeColor::Blue)});
    shortcutAction(window, QKeySequence(Qt::Key_Left))->trigger();
    QCOMPARE(drawn(), QList<BoardShape>{circle("d4", ShapeColor::Red)});
    QCOMPARE(tree()->comment(), QStringLiteral("Central. Really."));
}

// The keyboard cursor draws the same shapes: C circles its square, A starts an arrow and A
// again ends it, 1-4 pick the colour, Escape drops an arrow begun, the same shape again
// erases it; the tree keeps them as it keeps the mouse's, and a screen reader hears them.
void TestShapes::drawnFromTheKeyboard() {
    drag("c3", "c4");
    drag("f6", "f5");
    const int moves = int(model()->game().moves().size());
    BoardView* b = board();
    b->setFocus();
    const auto keys = [b](std::initializer_list<Qt::Key> list) {
        for (Qt::Key k : list) QTest::keyClick(b, k);
    };
    // A click puts the cursor on e2; the first key only shows it there and draws nothing.
    QTest::mouseClick(b, Qt::LeftButton, {}, b->squareCenter(sq("e2")));
    keys({Qt::Key_C});
    QCOMPARE(b->cursorSquare(), sq("e2"));
    QVERIFY(kept().isEmpty());
    keys({Qt::Key_Up, Qt::Key_C});
    QCOMPARE(kept(), QList<BoardShape>{circle("e3")});
    // The square under the cursor says its circle to a screen reader.
    QAccessibleInterface* a11y = QAccessible::queryAccessibleInterface(b);
    QVERIFY(a11y && a11y->focusChild());
    QVERIFY2(a11y->focusChild()->text(QAccessible::Description).contains("circled (green)"),
             qPrintable(a11y->focusChild()->text(QAccessible::Description)));
    // A red arrow, from e3 to e5 (on the way, the arrow follows the cursor).
    keys({Qt::Key_2, Qt::Key_A, Qt::Key_Up, Qt::Key_Up});
    QVERIFY(kept().size() == 1);
    keys({Qt::Key_A});
    const QList<BoardShape> two = {arrow("e3", "e5", ShapeColor::Red), circle("e3")};
    QCOMPARE(kept(), two);
    QCOMPARE(drawn(), two);
    // Escape drops an arrow begun, and the cursor stays.
    keys({Qt::Key_A});
    QVERIFY(a11y->focusChild()->text(QAccessible::Description).contains("an arrow starts here"));
    keys({Qt::Key_Left, Qt::Key_Escape});
    QCOMPARE(b->cursorSquare(), sq("d5"));
    QCOMPARE(kept(), two);
    // The green circle again erases it.
    keys({Qt::Key_1, Qt::Key_Right, Qt::Key_Down, Qt::Key_Down, Qt::Key_C});
    QCOMPARE(b->cursorSquare(), sq("e3"));
    const QList<BoardShape> one = {arrow("e3", "e5", ShapeColor::Red)};
    QCOMPARE(kept(), one);
    QCOMPARE(drawn(), one);
    // Drawn, not played; part of the record; heard with the board.
    QCOMPARE(int(model()->game().moves().size()), moves);
    QVERIFY(session()->document()->isModified());
    QVERIFY2(
        a11y->text(QAccessible::Description).contains(QStringLiteral("arrow from e3 to e5 (red)")),
        qPrintable(a11y->text(QAccessible::Description)));

    // Once the game is over no move can be made, but the keys still draw: C shows the cursor
    // (on the King of the side to move) and the arrows are its until Escape gives them back
    // to the moves.
    session()->runner()->resign();
    QVERIFY(model()->isOver());
    const int ply = tree()->ply();
    b->setFocus();
    keys({Qt::Key_C});
    QCOMPARE(b->cursorSquare(), sq("e1"));
    keys({Qt::Key_Up, Qt::Key_C, Qt::Key_Left});
    QCOMPARE(b->cursorSquare(), sq("d2"));
    QCOMPARE(tree()->ply(), ply);
    QCOMPARE(kept(), (QList<BoardShape>{arrow("e3", "e5", ShapeColor::Red), circle("e2")}));
    keys({Qt::Key_Escape, Qt::Key_Left});
    QCOMPARE(b->cursorSquare(), SQ_NONE);
    QCOMPARE(tree()->ply(), ply - 1);
}

QTEST_MAIN(TestShapes)
#include "tst_shapes.moc"
