// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameTree: navigation along lines, into and out of variations, branching without erasing,
// promotion and deletion of variations, comments, the user's shapes (drawn, erased,
// recoloured, kept with their move), and the record round trip.
#include "model/document/gametree.h"
#include "rules/feen.h"
#include "rules/notation.h"

#include <QSignalSpy>
#include <QTest>

using namespace ogi;

namespace {
// Plays machine-form moves into the tree from its cursor.
void play(GameTree& tree, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const Game g = tree.game();
        const auto m = parseMove(g.position(), text);
        if (!m.ok() || !g.isLegal(*m)) qFatal("bad move %s", text);
        tree.playMove(*m);
    }
}

QString sfenAt(const GameTree& tree) {
    return QString::fromStdString(tree.game().position().toSfen());
}

QString sfenAfter(std::initializer_list<const char*> moves) {
    Game g;
    for (const char* text : moves) g.play(*parseMove(g.position(), text));
    return QString::fromStdString(g.position().toSfen());
}
} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void navigationShowsPositions();
    void branchingNeverErases();
    void intoAndOutOfVariations();
    void nestedVariation();
    void promoteAndDeleteVariation();
    void followGameFromModel();
    void commentsAndAnnotations();
    void recordRoundTrip();
    void shapesBelongToTheMove();
    void invalidCursorIgnored();
    void feenRoundTrip_data();
    void feenRoundTrip();
};

void TestGameTree::navigationShowsPositions() {
    GameTree tree;
    QSignalSpy moved(&tree, &GameTree::cursorChanged);
    play(tree, {"c3c4", "f6f5", "d3d4", "e6e5"});
    QCOMPARE(tree.ply(), 4);
    QCOMPARE(tree.lineLength(), 4);
    QVERIFY(tree.previous());
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "d3d4"}));
    QVERIFY(tree.first());
    QCOMPARE(tree.ply(), 0);
    QCOMPARE(sfenAt(tree), QString::fromLatin1(Position::StartSfen.data()));
    QVERIFY(!tree.previous()); // nothing before the start
    QVERIFY(tree.next());
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4"}));
    QVERIFY(tree.forward(10)); // clamped to the end
    QCOMPARE(tree.ply(), 4);
    QVERIFY(!tree.next());
    QVERIFY(tree.back(10));
    QCOMPARE(tree.ply(), 0);
    QVERIFY(tree.last());
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "d3d4", "e6e5"}));
    QVERIFY(moved.count() >= 8);
}

void TestGameTree::branchingNeverErases() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4"});
    tree.goToPly(1);
    play(tree, {"e6e5"}); // differs from f6f5: a variation
    QVERIFY(tree.inVariation());
    QCOMPARE(tree.record().mainline.nodes.size(), std::size_t(3));
    QCOMPARE(tree.record().mainline.nodes[1].variations.size(), std::size_t(1));
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "e6e5"}));
    // Playing the same move again from the same place re-enters the variation.
    tree.goToPly(1);
    QVERIFY(!tree.inVariation());
    play(tree, {"e6e5"});
    QVERIFY(tree.inVariation());
    QCOMPARE(tree.record().mainline.nodes[1].variations.size(), std::size_t(1));
    // Playing the mainline move steps along the mainline.
    tree.goToPly(1);
    play(tree, {"f6f5"});
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 2);
    QCOMPARE(tree.lineLength(), 3);
}

void TestGameTree::intoAndOutOfVariations() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4", "e6e5"});
    tree.goToPly(2);
    play(tree, {"b2c3", "e6e5"}); // variation replacing d3d4, two moves long
    QVERIFY(tree.inVariation());
    QCOMPARE(tree.ply(), 4);
    QCOMPARE(tree.lineLength(), 4);
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "b2c3", "e6e5"}));
    QVERIFY(tree.previous());
    QVERIFY(tree.inVariation());
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "b2c3"}));
    QVERIFY(tree.previous()); // out of the variation, onto the mainline
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 2);
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5"}));
    QVERIFY(tree.next()); // forward follows the mainline
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "d3d4"}));
    QVERIFY(tree.previous());
    QVERIFY(tree.enterVariation(0));
    QVERIFY(tree.inVariation());
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "b2c3"}));
    QVERIFY(tree.last());
    QCOMPARE(tree.ply(), 4);
    QVERIFY(tree.exitVariation());
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 2);
    QVERIFY(!tree.enterVariation(3));
    // Jumping to a node of the variation by cursor (as a click in the move list does).
    TreeCursor c{{Branch{2, 0}}, 3};
    QVERIFY(tree.goTo(c));
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "f6f5", "b2c3"}));
    QCOMPARE(QString::fromStdString(moveToMachine(tree.currentNode()->move)),
             QStringLiteral("b2c3"));
}

void TestGameTree::nestedVariation() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4"});
    tree.goToPly(1);
    play(tree, {"e6e5", "d3d4"});
    tree.previous();
    play(tree, {"b2c3"}); // a variation inside the variation
    QCOMPARE(tree.cursor().line.size(), std::size_t(2));
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "e6e5", "b2c3"}));
    QVERIFY(tree.previous()); // back into the outer variation
    QCOMPARE(tree.cursor().line.size(), std::size_t(1));
    QVERIFY(tree.previous());
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 1);
}

void TestGameTree::promoteAndDeleteVariation() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4"});
    tree.goToPly(1);
    play(tree, {"e6e5", "b2c3"});
    QVERIFY(tree.promoteVariation());
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 3);
    QCOMPARE(sfenAt(tree), sfenAfter({"c3c4", "e6e5", "b2c3"}));
    const RecordLine& main = tree.record().mainline;
    QCOMPARE(main.nodes.size(), std::size_t(3));
    QCOMPARE(QString::fromStdString(moveToMachine(main.nodes[1].move)), QStringLiteral("e6e5"));
    // The old continuation is now the variation, with both its moves.
    QCOMPARE(main.nodes[1].variations.size(), std::size_t(1));
    QCOMPARE(main.nodes[1].variations[0].nodes.size(), std::size_t(2));
    QVERIFY(!tree.promoteVariation()); // already on the mainline
    // Delete the demoted line: the cursor returns to where it branched.
    QVERIFY(tree.goTo(TreeCursor{{Branch{1, 0}}, 3}));
    QVERIFY(tree.deleteVariation());
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 1);
    QVERIFY(tree.record().mainline.nodes[1].variations.empty());
    QCOMPARE(tree.record().mainline.nodes.size(), std::size_t(3));
}

void TestGameTree::followGameFromModel() {
    GameTree tree;
    Game g;
    g.play(*parseMove(g.position(), "c3c4"));
    g.play(*parseMove(g.position(), "f6f5"));
    tree.followGame(g);
    QCOMPARE(tree.ply(), 2);
    g.undo(); // a takeback moves the cursor back, keeping the move in the tree
    tree.followGame(g);
    QCOMPARE(tree.ply(), 1);
    QCOMPARE(tree.lineLength(), 2);
    g.play(*parseMove(g.position(), "e6e5"));
    tree.followGame(g);
    QVERIFY(tree.inVariation());
    g.resign(Sente);
    tree.followGame(g); // in a variation: the outcome is not the record's
    QCOMPARE(tree.record().outcome.result, Result::Ongoing);
    // A game from another start replaces the tree.
    Game other(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b - 1"));
    tree.followGame(other);
    QCOMPARE(tree.ply(), 0);
    QVERIFY(tree.record().mainline.nodes.empty());
}

void TestGameTree::commentsAndAnnotations() {
    GameTree tree;
    QSignalSpy changed(&tree, &GameTree::treeChanged);
    tree.setComment(QStringLiteral("Before anything"));
    play(tree, {"c3c4", "f6f5"});
    tree.setComment(QStringLiteral("Gote answers on the f-file"));
    tree.setAnnotation(tree.cursor(), "eval", "-35");
    tree.first();
    QCOMPARE(tree.comment(), QStringLiteral("Before anything"));
    tree.next();
    QCOMPARE(tree.comment(), QString());
    tree.next();
    QCOMPARE(tree.comment(), QStringLiteral("Gote answers on the f-file"));
    QCOMPARE(*tree.currentNode()->annotation("eval"), std::string("-35"));
    tree.clearAnalysis();
    QVERIFY(!tree.currentNode()->annotation("eval"));
    QVERIFY(changed.count() >= 4);
}

void TestGameTree::shapesBelongToTheMove() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4"});
    const Square b2 = *parseSquare("b2"), f6 = *parseSquare("f6"), e4 = *parseSquare("e4");
    const BoardShape arrow = BoardShape::arrow(b2, f6, ShapeColor::Green);
    const BoardShape drop = BoardShape::drop(Gote, Silver, false, e4, ShapeColor::Blue);
    const BoardShape circle = BoardShape::circle(e4, ShapeColor::Red);
    QSignalSpy edited(&tree, &GameTree::edited);

    // Drawn on the position after 2. Pd3-d4, at the start, and kept where each was drawn.
    tree.drawShape(arrow);
    tree.drawShape(drop);
    tree.drawShape(circle);
    QCOMPARE(edited.count(), 3);
    QCOMPARE(tree.shapes(), (std::vector<BoardShape>{arrow, drop, circle}));
    tree.first();
    QVERIFY(tree.shapes().empty());
    tree.drawShape(circle);
    tree.next();
    QVERIFY(tree.shapes().empty());
    tree.last();
    QCOMPARE(tree.shapes(), (std::vector<BoardShape>{arrow, drop, circle}));

    // The same arrow again erases it; in another colour, it takes that colour.
    tree.drawShape(arrow);
    QCOMPARE(tree.shapes(), (std::vector<BoardShape>{drop, circle}));
    BoardShape yellow = drop;
    yellow.color = ShapeColor::Yellow;
    tree.drawShape(yellow);
    QCOMPARE(tree.shapes(), (std::vector<BoardShape>{yellow, circle}));

    // Saved in the record as lishogi writes them, and read back onto the same moves.
    const std::string text = writeRecord(tree.record());
    QVERIFY2(text.find("{[%csl Re4]} 1. Pc3-c4") != std::string::npos, text.c_str());
    QVERIFY2(text.find("Pd3-d4 {[%cal Ys*e4] [%csl Re4]}") != std::string::npos, text.c_str());
    auto read = parseRecord(text);
    QVERIFY(read);
    GameTree back;
    back.setRecord(*read);
    QCOMPARE(back.shapes(), (std::vector<BoardShape>{yellow, circle}));
    QCOMPARE(back.shapesAt(GameTree::mainline(0)), std::vector<BoardShape>{circle});
    QVERIFY(back.shapesAt(GameTree::mainline(1)).empty());
}

void TestGameTree::recordRoundTrip() {
    GameTree tree;
    play(tree, {"c3c4", "f6f5", "d3d4", "e6e5"});
    tree.setComment(QStringLiteral("Main idea"));
    tree.setAnnotation(tree.cursor(), "eval", "12");
    tree.goToPly(2);
    play(tree, {"b2c3", "e6e5"});
    tree.setComment(QStringLiteral("An alternative { with braces? no"));
    tree.previous();
    play(tree, {"d6d5"}); // nested
    const std::string text = writeRecord(tree.record());
    const auto parsed = parseRecord(text);
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
    GameTree copy;
    copy.setRecord(*parsed);
    QCOMPARE(writeRecord(copy.record()), text);
    QCOMPARE(copy.lineLength(), 4);
    QCOMPARE(copy.comment(), QStringLiteral("Main idea"));
    QCOMPARE(*copy.currentNode()->annotation("eval"), std::string("12"));
    copy.goToPly(2);
    QVERIFY(copy.enterVariation(0));
    QVERIFY(copy.next());
    QCOMPARE(sfenAt(copy), sfenAfter({"c3c4", "f6f5", "b2c3", "e6e5"}));
    QVERIFY(copy.previous());
    QVERIFY(copy.enterVariation(0));
    QCOMPARE(sfenAt(copy), sfenAfter({"c3c4", "f6f5", "b2c3", "d6d5"}));
}

void TestGameTree::invalidCursorIgnored() {
    GameTree tree;
    play(tree, {"c3c4"});
    QVERIFY(!tree.goTo(TreeCursor{{Branch{5, 0}}, 3}));
    QVERIFY(!tree.goTo(TreeCursor{{}, 9}));
    QVERIFY(!tree.isValid(TreeCursor{{}, -1}));
    QCOMPARE(tree.ply(), 1);
    QVERIFY(!tree.deleteVariation());
}

void TestGameTree::feenRoundTrip_data() {
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << QString::fromLatin1(Position::StartSfen.data());
    QTest::newRow("hands") << QStringLiteral("4k3/8/3p4/8/8/8/8/4K3 w R2P+Pb3p 20");
}

void TestGameTree::feenRoundTrip() {
    QFETCH(QString, sfen);
    const auto pos = Position::fromSfen(sfen.toStdString());
    QVERIFY(pos.ok());
    const std::string feen = positionToFeen(*pos);
    const auto back = positionFromFeen(feen);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
    QCOMPARE(back->pieces(Sente), pos->pieces(Sente));
    QCOMPARE(back->pieces(Gote), pos->pieces(Gote));
    QCOMPARE(back->sideToMove(), pos->sideToMove());
    for (Side s : {Sente, Gote})
        for (int t = 0; t < HandTypes; ++t)
            for (bool p : {false, true})
                QCOMPARE(back->handCount(s, PieceType(t), p), pos->handCount(s, PieceType(t), p));
    QCOMPARE(positionToFeen(*back), feen);
}

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
