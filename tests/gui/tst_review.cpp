// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The review widgets driven as a user does: the move list (clicks, keys, variations,
// notation), the navigation buttons, the comment panel and the evaluation graph.
#include "accessibleparts.h"
#include "board/diagramexport.h"
#include "dialogs/positioneditor.h"
#include "model/document/gametree.h"
#include "model/game/gametexts.h"
#include "review/commentpanel.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/navigationbar.h"
#include "rules/notation.h"
#include "windowtest.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
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
    void editorTakesSfen();
    void editorShowsCoordinates();
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
    const QStringList items = accessibleparts::names(&view);
    QVERIFY(items.contains(QStringLiteral("Pc3-c4")));
    QVERIFY(items.contains(QStringLiteral("Pf5-f4")));
    QVERIFY(items.contains(QStringLiteral("Pe3-e4")));  // the variation
    QVERIFY(items.contains(QStringLiteral("mirrors"))); // the comment
    QVERIFY(items.contains(QStringLiteral("(")));
    // The variation's first move is laid out after (below) the move it replaces.
    const TreeCursor varMove{{Branch{2, 0}}, 3};
    using namespace accessibleparts;
    const QRect main3 = rectIn(view.viewport(), mainlineMove(&view, 3));
    const QRect var3 = rectIn(view.viewport(), named(&view, "Pe3-e4"));
    QVERIFY(!var3.isEmpty());
    QVERIFY(var3.top() > main3.top());
    QVERIFY(var3.left() > 0);
    // It is the variation's first move: a click there shows it.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, var3.center());
    QCOMPARE(tree.cursor(), varMove);
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
    QTest::mouseClick(
        view.viewport(), Qt::LeftButton, {},
        accessibleparts::centerIn(view.viewport(), accessibleparts::named(&view, "Pd6-d5")));
    QCOMPARE(tree.cursor(), varReply);
    Game g;
    for (const char* t : {"c3c4", "f6f5", "e3e4", "d6d5"}) g.play(*parseMove(g.position(), t));
    QCOMPARE(sfenOf(tree), QString::fromStdString(g.position().toSfen()));
    QTest::mouseClick(
        view.viewport(), Qt::LeftButton, {},
        accessibleparts::centerIn(view.viewport(), accessibleparts::mainlineMove(&view, 1)));
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
    auto moveText = [&view](int n) {
        return accessibleparts::mainlineMove(&view, n)->text(QAccessible::Name);
    };
    const QString first = moveText(1);
    QVERIFY2(first.startsWith(QStringLiteral("☗")), qPrintable(first));
    QVERIFY(moveText(2).startsWith(QStringLiteral("☖")));
    view.setNotation(Notation::Letters);
    QCOMPARE(moveText(1), QStringLiteral("Pc3-c4"));
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
    const auto step = [bar](const char* text) {
        return windowtest::button<QToolButton>(bar, text);
    };
    QVERIFY(!step("Next Move")->isEnabled()); // at the end
    QTest::mouseClick(step("First Move"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 0);
    QVERIFY(!step("Previous Move")->isEnabled());
    QTest::mouseClick(step("Next Move"), Qt::LeftButton);
    QTest::mouseClick(step("Next Move"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 2);
    QTest::mouseClick(step("Previous Move"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 1);
    QTest::mouseClick(step("Last Move"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 6);
    QTest::mouseClick(step("Back Ten Moves"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 0);
    QTest::mouseClick(step("Forward Ten Moves"), Qt::LeftButton);
    QCOMPARE(tree.ply(), 6);
}

void TestReview::commentsEditedInPanel() {
    GameTree tree;
    reviewedGame(tree);
    CommentPanel panel;
    panel.setTree(&tree);
    auto* editor = panel.findChild<QPlainTextEdit*>();
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    tree.goToPly(2);
    QCOMPARE(editor->toPlainText(), QStringLiteral("Gote mirrors"));
    tree.goToPly(4);
    QCOMPARE(editor->toPlainText(), QString());
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("Sente wins space"));
    QCOMPARE(tree.comment(), QStringLiteral("Sente wins space"));
    tree.goToPly(2);
    tree.goToPly(4);
    QCOMPARE(editor->toPlainText(), QStringLiteral("Sente wins space"));
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
    // Written as every evaluation is (texts::evaluationLong).
    QVERIFY(windowtest::labelWith(&panel, QStringLiteral("Gote is ahead by 1.5 pawns")));
    QVERIFY(windowtest::labelWith(&panel, QStringLiteral("Bb2-c3")));
    panel.setKanji(true); // the Japanese interface names the move in kanji
    QVERIFY(windowtest::labelWith(&panel, QStringLiteral("角b2-c3")));
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
    auto point = [&graph](int ply) {
        return accessibleparts::centerIn(
            &graph, accessibleparts::named(&graph, QStringLiteral("Ply %1").arg(ply)));
    };
    QCOMPARE(accessibleparts::names(&graph).size(), 6);
    // Sente's advantage is drawn higher than Gote's; mates sit at the edge.
    QVERIFY(point(3).y() < point(4).y());
    QVERIFY(point(5).y() > point(6).y());
    QTest::mouseClick(&graph, Qt::LeftButton, {}, point(3));
    QCOMPARE(tree.cursor(), GameTree::mainline(3));
    QTest::mouseClick(&graph, Qt::LeftButton, {}, point(5));
    QCOMPARE(tree.ply(), 5);
}

namespace {
// Where a part of the set-up board is ("d4", "Sente, Rook", "Pieces in hand of Gote", "Rook
// in hand of Gote"), as a screen reader tells it.
QPoint at(SetupBoard* board, const QString& part) {
    return accessibleparts::centerIn(board, accessibleparts::named(board, part));
}
QString paletteName(Side s, PieceType t) {
    return QStringLiteral("%1, %2").arg(texts::sideName(s), texts::pieceName(t, false));
}
// The editor's "Play From Here" button, and the texts it shows under the board.
QPushButton* playButton(const PositionEditor& editor) {
    return editor.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}
QComboBox* accessibleCombo(const PositionEditor& editor, const QString& name) {
    for (QComboBox* combo : editor.findChildren<QComboBox*>())
        if (combo->accessibleName() == name) return combo;
    return nullptr;
}
QString shownTexts(const PositionEditor& editor) {
    QStringList texts;
    for (const QLabel* label : editor.findChildren<QLabel*>())
        if (label->isVisible()) texts << label->text();
    return texts.join('\n');
}

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
    QVERIFY(playButton(editor)->isEnabled());
    // A Sente Rook from the palette onto d4, then promoted with a right-click.
    drag(board, at(board, "Sente, Rook"), at(board, "d4"));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, false)));
    QTest::mouseClick(board, Qt::RightButton, {}, at(board, "d4"));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, true)));
    // Double-click flips it back.
    QTest::mouseDClick(board, Qt::LeftButton, {}, at(board, "d4"));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), makePiece(Sente, makeKind(Rook, false)));
    // Into Gote's hand, then two Gote Pawns from the palette into Gote's hand.
    drag(board, at(board, "d4"), at(board, "Pieces in hand of Gote"));
    QCOMPARE(board->position().pieceOn(3 + 3 * 8), NoPiece);
    QCOMPARE(board->position().handCount(Gote, Rook, false), 1);
    drag(board, at(board, "Gote, Pawn"), at(board, "Pieces in hand of Gote"));
    drag(board, at(board, "Gote, Pawn"), at(board, "Pieces in hand of Gote"));
    QCOMPARE(board->position().handCount(Gote, Pawn, false), 2);
    // From the hand onto the board.
    drag(board, at(board, "Rook in hand of Gote"), at(board, "a6"));
    QCOMPARE(board->position().handCount(Gote, Rook, false), 0);
    QCOMPARE(board->position().pieceOn(5 * 8), makePiece(Gote, makeKind(Rook, false)));
    // Dragged off the board: removed.
    drag(board, at(board, "a6"), QPoint(board->width() - 2, 2));
    QCOMPARE(board->position().pieceOn(5 * 8), NoPiece);
    accessibleCombo(editor, "Side to move")->setCurrentIndex(1);
    QCOMPARE(editor.position().sideToMove(), Gote);
    QVERIFY(playButton(editor)->isEnabled());
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
        drag(board, at(board, paletteName(Side(side), PieceType(type))), at(board, square));
    }
    QVERIFY2(shownTexts(editor).contains(reason), qPrintable(shownTexts(editor)));
    QVERIFY(!playButton(editor)->isEnabled());
}

void TestReview::editorTakesSfen() {
    PositionEditor editor(Position::start());
    editor.resize(600, 760);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QLineEdit* field = nullptr;
    for (QLineEdit* e : editor.findChildren<QLineEdit*>())
        if (e->accessibleName() == QLatin1String("Position as SFEN")) field = e;
    QVERIFY(field);
    QVERIFY(!field->isReadOnly()); // it looks editable, and is
    const auto enter = [field](const QString& text) {
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
    };
    // A SFEN pasted or typed there, then Enter: set up, with its side to move.
    const QString sfen = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w Rr 1");
    enter(sfen);
    QVERIFY(editor.isVisible()); // Enter there sets the SFEN up; it does not play the position
    QCOMPARE(QString::fromStdString(editor.position().toSfen()), sfen);
    QCOMPARE(editor.board()->position().handCount(Gote, Rook, false), 1);
    QCOMPARE(accessibleCombo(editor, "Side to move")->currentIndex(), 1);
    QCOMPARE(field->text(), sfen);
    QVERIFY(playButton(editor)->isEnabled());
    // One that cannot be read: said where, and nothing replaced.
    enter(QStringLiteral("4k3/8/8/9/8/8/8/4K3 b - 1"));
    QVERIFY2(shownTexts(editor).contains(QStringLiteral("This SFEN cannot be read: ")),
             qPrintable(shownTexts(editor) + " / " + field->text()));
    QCOMPARE(QString::fromStdString(editor.position().toSfen()), sfen);
    QCOMPARE(field->text(), QStringLiteral("4k3/8/8/9/8/8/8/4K3 b - 1")); // kept, to be fixed
    // The text changed: the message goes.
    QTest::keyClick(field, Qt::Key_Backspace);
    QVERIFY(!shownTexts(editor).contains(QStringLiteral("This SFEN cannot be read")));
    // One that reads but cannot be played: set up, with its problem, as from the board.
    enter(QStringLiteral("4k3/8/8/8/8/8/8/8 b - 1"));
    QVERIFY2(shownTexts(editor).contains(QStringLiteral("Sente has no King")),
             qPrintable(shownTexts(editor)));
    QVERIFY(!playButton(editor)->isEnabled());
}

void TestReview::editorShowsCoordinates() {
    PositionEditor editor(Position::start());
    editor.resize(600, 760);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    SetupBoard* board = editor.board();
    const QImage image = board->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    // Ink in a strip of the background: a coordinate drawn there.
    const auto inked = [&](const QRect& r) {
        int ink = 0;
        for (int y = int(r.top() * dpr); y < int(r.bottom() * dpr); ++y)
            for (int x = int(r.left() * dpr); x < int(r.right() * dpr); ++x)
                if (qGray(image.pixel(x, y)) < 100) ++ink;
        return ink;
    };
    const QRect a1 = accessibleparts::rectIn(board, accessibleparts::named(board, "a1"));
    const QRect a8 = accessibleparts::rectIn(board, accessibleparts::named(board, "a8"));
    const QRect h1 = accessibleparts::rectIn(board, accessibleparts::named(board, "h1"));
    const int room = a1.width() / 3;
    // The ranks' numbers left of the board, for rank 1 and rank 8; the files' letters under
    // it, for a and h.
    QVERIFY(inked(QRect(a1.left() - room, a1.top(), room, a1.height())) > 3);
    QVERIFY(inked(QRect(a8.left() - room, a8.top(), room, a8.height())) > 3);
    QVERIFY(inked(QRect(a1.left(), a1.bottom() + 2, a1.width(), room - 2)) > 3);
    QVERIFY(inked(QRect(h1.left(), h1.bottom() + 2, h1.width(), room - 2)) > 3);
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
