// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The review widgets driven as a user does: the move list (clicks, keys, variations,
// notation), the navigation buttons, the comment panel and the evaluation graph.
#include "board/diagramexport.h"
#include "dialogs/positioneditor.h"
#include "model/gametree.h"
#include "review/commentpanel.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/navigationbar.h"
#include "rules/notation.h"

#include <QComboBox>
#include <QImage>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace ogi;

namespace {
void play(GameTree& tree, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const Game g = tree.game();
        const auto m = parseMove(g.position(), text);
        if (!m.ok() || !g.isLegal(*m)) qFatal("bad move %s", text);
        tree.playMove(*m);
    }
}

QString sfenOf(const GameTree& tree) {
    return QString::fromStdString(tree.game().position().toSfen());
}

// A game of six plies with a two-move variation at ply 3 and a comment on ply 2.
void reviewedGame(GameTree& tree) {
    play(tree, {"c3c4", "f6f5", "d3d4", "e6e5", "b2c3", "f5f4"});
    tree.goToPly(2);
    tree.setComment(QStringLiteral("Gote mirrors"));
    play(tree, {"e3e4", "d6d5"});
    tree.last();
}
} // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    void moveListShowsGameAndVariations();
    void clickingMovesShowsPositions();
    void keysNavigate();
    void kanjiNotation();
    void navigationButtons();
    void commentsEditedInPanel();
    void evalGraphJumps();
    void editorBuildsPosition();
    void editorRejectsImpossible_data();
    void editorRejectsImpossible();
    void diagramExport();
};

void TestReview::moveListShowsGameAndVariations() {
    GameTree tree;
    reviewedGame(tree);
    MoveListView view;
    view.resize(300, 400);
    view.setTree(&tree);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QStringList items = view.itemTexts();
    QVERIFY(items.contains(QStringLiteral("Pc3-c4")));
    QVERIFY(items.contains(QStringLiteral("Pf5-f4")));
    QVERIFY(items.contains(QStringLiteral("Pe3-e4")));  // the variation
    QVERIFY(items.contains(QStringLiteral("mirrors"))); // the comment
    QVERIFY(items.contains(QStringLiteral("(")));
    // The variation's first move is laid out after (below) the move it replaces.
    const TreeCursor varMove{{Branch{2, 0}}, 3};
    const QRect main3 = view.moveRect(GameTree::mainline(3));
    const QRect var3 = view.moveRect(varMove);
    QVERIFY(!var3.isEmpty());
    QVERIFY(var3.top() > main3.top());
    QVERIFY(var3.left() > 0);
    QCOMPARE(view.moveTextAt(varMove), QStringLiteral("Pe3-e4"));
}

void TestReview::clickingMovesShowsPositions() {
    GameTree tree;
    reviewedGame(tree);
    MoveListView view;
    view.resize(300, 400);
    view.setTree(&tree);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const TreeCursor varReply{{Branch{2, 0}}, 4};
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.moveRect(varReply).center());
    QCOMPARE(tree.cursor(), varReply);
    Game g;
    for (const char* t : {"c3c4", "f6f5", "e3e4", "d6d5"}) g.play(*parseMove(g.position(), t));
    QCOMPARE(sfenOf(tree), QString::fromStdString(g.position().toSfen()));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      view.moveRect(GameTree::mainline(1)).center());
    QCOMPARE(tree.cursor(), GameTree::mainline(1));
}

void TestReview::keysNavigate() {
    GameTree tree;
    reviewedGame(tree);
    MoveListView view;
    view.resize(300, 400);
    view.setTree(&tree);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(tree.ply(), 0);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(tree.ply(), 2);
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(tree.ply(), 6);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(tree.ply(), 5);
    QTest::keyClick(&view, Qt::Key_PageUp);
    QCOMPARE(tree.ply(), 0);
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(tree.ply(), 6);
    // Out of a variation with the left arrow, back onto the mainline.
    tree.goTo(TreeCursor{{Branch{2, 0}}, 3});
    QTest::keyClick(&view, Qt::Key_Left);
    QVERIFY(!tree.inVariation());
    QCOMPARE(tree.ply(), 2);
}

void TestReview::kanjiNotation() {
    GameTree tree;
    reviewedGame(tree);
    MoveListView view;
    view.setTree(&tree);
    view.resize(300, 400);
    view.setNotation(Notation::Kanji);
    const QString first = view.moveTextAt(GameTree::mainline(1));
    QVERIFY2(first.startsWith(QStringLiteral("☗")), qPrintable(first));
    QVERIFY(view.moveTextAt(GameTree::mainline(2)).startsWith(QStringLiteral("☖")));
    view.setNotation(Notation::Letters);
    QCOMPARE(view.moveTextAt(GameTree::mainline(1)), QStringLiteral("Pc3-c4"));
}

void TestReview::navigationButtons() {
    GameTree tree;
    reviewedGame(tree);
    QWidget window;
    auto* bar = new NavigationBar(&window);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(bar);
    bar->setTree(&tree);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!bar->action(NavigationBar::Next)->isEnabled()); // at the end
    QTest::mouseClick(bar->button(NavigationBar::First), Qt::LeftButton);
    QCOMPARE(tree.ply(), 0);
    QVERIFY(!bar->action(NavigationBar::Previous)->isEnabled());
    QTest::mouseClick(bar->button(NavigationBar::Next), Qt::LeftButton);
    QTest::mouseClick(bar->button(NavigationBar::Next), Qt::LeftButton);
    QCOMPARE(tree.ply(), 2);
    QTest::mouseClick(bar->button(NavigationBar::Previous), Qt::LeftButton);
    QCOMPARE(tree.ply(), 1);
    QTest::mouseClick(bar->button(NavigationBar::Last), Qt::LeftButton);
    QCOMPARE(tree.ply(), 6);
    QTest::mouseClick(bar->button(NavigationBar::Back10), Qt::LeftButton);
    QCOMPARE(tree.ply(), 0);
    QTest::mouseClick(bar->button(NavigationBar::Forward10), Qt::LeftButton);
    QCOMPARE(tree.ply(), 6);
}

void TestReview::commentsEditedInPanel() {
    GameTree tree;
    reviewedGame(tree);
    CommentPanel panel;
    panel.setTree(&tree);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    tree.goToPly(2);
    QCOMPARE(panel.editor()->toPlainText(), QStringLiteral("Gote mirrors"));
    tree.goToPly(4);
    QCOMPARE(panel.editor()->toPlainText(), QString());
    panel.editor()->setFocus();
    QTest::keyClicks(panel.editor(), QStringLiteral("Sente wins space"));
    QCOMPARE(tree.comment(), QStringLiteral("Sente wins space"));
    tree.goToPly(2);
    tree.goToPly(4);
    QCOMPARE(panel.editor()->toPlainText(), QStringLiteral("Sente wins space"));
    const std::string text = writeRecord(tree.record());
    const auto saved = parseRecord(text);
    QVERIFY(saved.ok());
    QCOMPARE(QString::fromStdString(saved->mainline.nodes[3].comment),
             QStringLiteral("Sente wins space"));
    // Analysis results show under the comment.
    tree.setAnnotation(tree.cursor(), "eval", "-150");
    tree.setAnnotation(tree.cursor(), "best", "b2c3");
    tree.goToPly(3);
    tree.goToPly(4);
    // A true minus sign, as in the move list and the graph.
    QVERIFY2(panel.analysisText().contains(QStringLiteral("\u22121.50")),
             qPrintable(panel.analysisText()));
    QVERIFY(panel.analysisText().contains(QStringLiteral("Bb2-c3")));
    panel.setKanji(true); // the Japanese interface names the move in kanji
    QVERIFY2(panel.analysisText().contains(QStringLiteral("角b2-c3")),
             qPrintable(panel.analysisText()));
}

void TestReview::evalGraphJumps() {
    GameTree tree;
    reviewedGame(tree);
    EvalGraph graph;
    graph.resize(400, 120);
    graph.setTree(&tree);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    QVERIFY(!graph.hasData());
    const char* evals[] = {"20", "15", "40", "-30", "#-5", "-900"};
    for (int ply = 1; ply <= 6; ++ply)
        tree.setAnnotation(GameTree::mainline(ply), "eval", evals[ply - 1]);
    QVERIFY(graph.hasData());
    QCOMPARE(graph.values().size(), std::size_t(7));
    // Sente's advantage is drawn higher than Gote's; mates sit at the edge.
    QVERIFY(graph.pointFor(3).y() < graph.pointFor(4).y());
    QVERIFY(graph.pointFor(5).y() > graph.pointFor(6).y());
    QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.pointFor(3));
    QCOMPARE(tree.cursor(), GameTree::mainline(3));
    QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.pointFor(5));
    QCOMPARE(tree.ply(), 5);
}

namespace {
void drag(QWidget* w, QPoint from, QPoint to) {
    QTest::mousePress(w, Qt::LeftButton, {}, from);
    QTest::mouseMove(w, (from + to) / 2);
    QTest::mouseMove(w, to);
    QTest::mouseRelease(w, Qt::LeftButton, {}, to);
}
} // namespace

void TestReview::editorBuildsPosition() {
    PositionEditor editor(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b - 1"));
    editor.resize(600, 760);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    SetupBoard* board = editor.board();
    QVERIFY(editor.okButton()->isEnabled());
    // A Sente Rook from the palette onto d4, then promoted with a right-click.
    drag(board, board->paletteCenter(Sente, Rook), board->squareCenter(Square(3 + 3 * 8)));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, false)));
    QTest::mouseClick(board, Qt::RightButton, {}, board->squareCenter(Square(3 + 3 * 8)));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, true)));
    // Double-click flips it back.
    QTest::mouseDClick(board, Qt::LeftButton, {}, board->squareCenter(Square(3 + 3 * 8)));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, false)));
    // Into Gote's hand, then two Gote Pawns from the palette into Gote's hand.
    drag(board, board->squareCenter(Square(3 + 3 * 8)), board->standCenter(Gote));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), NoPiece);
    QCOMPARE(board->position().handCount(Gote, Rook, false), 1);
    drag(board, board->paletteCenter(Gote, Pawn), board->standCenter(Gote));
    drag(board, board->paletteCenter(Gote, Pawn), board->standCenter(Gote));
    QCOMPARE(board->position().handCount(Gote, Pawn, false), 2);
    // From the hand onto the board.
    drag(board, board->standPieceCenter(Gote, Rook, false), board->squareCenter(Square(0 + 5 * 8)));
    QCOMPARE(board->position().handCount(Gote, Rook, false), 0);
    QCOMPARE(board->position().pieceOn(5 * 8), makePiece(Gote, makeKind(Rook, false)));
    // Dragged off the board: removed.
    drag(board, board->squareCenter(Square(5 * 8)), QPoint(board->width() - 2, 2));
    QCOMPARE(board->position().pieceOn(5 * 8), NoPiece);
    editor.sideToMove()->setCurrentIndex(1);
    QCOMPARE(editor.position().sideToMove(), Gote);
    QVERIFY(editor.okButton()->isEnabled());
    QCOMPARE(QString::fromStdString(editor.position().toSfen()),
             QStringLiteral("4k3/8/8/8/8/8/8/4K3 w 2p 1"));
}

void TestReview::editorRejectsImpossible_data() {
    // A start position, optionally a piece dragged from the palette, and the reason given.
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no Sente King") << "4k3/8/8/8/8/8/8/8 b - 1" << -1 << 0 << ""
                                   << "Sente has no King";
    QTest::newRow("two Gote Kings") << "4k3/8/8/8/8/8/8/4K3 b - 1" << int(Gote) << int(King) << "d8"
                                    << "Gote has 2 Kings";
    QTest::newRow("three Rooks") << "4k3/8/8/8/8/8/8/4K3 b Rr 1" << int(Sente) << int(Rook) << "d4"
                                 << "3 pieces of type Rook";
    QTest::newRow("Pawn on last rank")
        << "4k3/8/8/8/8/8/8/4K3 b - 1" << int(Sente) << int(Pawn) << "a8"
        << "Pawn of Sente on a8";
    QTest::newRow("Gote Lance on rank 1")
        << "4k3/8/8/8/8/8/8/4K3 b - 1" << int(Gote) << int(Lance) << "a1"
        << "Lance of Gote on a1";
    QTest::newRow("Knight on rank 7") << "4k3/N7/8/8/8/8/8/4K3 b - 1" << -1 << 0 << ""
                                      << "Knight of Sente on a7";
}

void TestReview::editorRejectsImpossible() {
    QFETCH(QString, sfen);
    QFETCH(int, side);
    QFETCH(int, type);
    QFETCH(QString, square);
    QFETCH(QString, reason);
    const auto pos = Position::fromSfen(sfen.toStdString());
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().c_str());
    PositionEditor editor(*pos);
    editor.resize(600, 760);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    if (side >= 0) {
        SetupBoard* board = editor.board();
        drag(board, board->paletteCenter(Side(side), PieceType(type)),
             board->squareCenter(*parseSquare(square.toStdString())));
    }
    QVERIFY2(editor.problem().contains(reason), qPrintable(editor.problem()));
    QVERIFY(!editor.okButton()->isEnabled());
}

void TestReview::diagramExport() {
    QTemporaryDir dir;
    const auto pos = Position::fromSfen("4k3/8/3p4/8/8/8/8/4K3 b R2P+Pb3p 20");
    QVERIFY(pos.ok());
    DiagramOptions options;
    options.cell = 40;
    QString error;
    const QString png = dir.filePath("d.png");
    QVERIFY2(exportDiagram(png, DiagramFormat::Png, *pos, options, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 8 * 40 && image.height() > 8 * 40 + 2 * 30);
    const QString svg = dir.filePath("d.svg");
    QVERIFY2(exportDiagram(svg, DiagramFormat::Svg, *pos, options, &error), qPrintable(error));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("<svg"));
    QVERIFY(!exportDiagram(dir.filePath("no/such/dir/d.png"), DiagramFormat::Png, *pos, options,
                           &error));
    QVERIFY(error.contains(QStringLiteral("no/such/dir")));
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
