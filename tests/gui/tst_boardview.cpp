// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView driven with real mouse and key events: every gesture reaches the model as the
// right Move, and the official rule / training option behave as the player expects.
#include "board/boardview.h"
#include "model/game/gamemodel.h"
#include "rules/notation.h"
#include "windowtest.h"

#include <QSignalSpy>
#include <QTest>

using namespace ogi;
using windowtest::handPieceCenter;
using windowtest::sq;

class TestBoardView : public QObject {
    Q_OBJECT
private:
    GameModel* model = nullptr;
    BoardView* view = nullptr;

    void setUp(const char* sfen) { model->newGame(*Position::fromSfen(sfen)); }
    void drag(QPoint from, QPoint to) {
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, (from + to) / 2);
        QTest::mouseMove(view, to);
        QTest::mouseRelease(view, Qt::LeftButton, {}, to);
    }
    void drag(const char* from, const char* to) {
        drag(view->squareCenter(sq(from)), view->squareCenter(sq(to)));
    }
    void click(QPoint at) { QTest::mouseClick(view, Qt::LeftButton, {}, at); }
    void click(const char* square) { click(view->squareCenter(sq(square))); }
    Piece at(const char* square) const { return model->position().pieceOn(sq(square)); }

private slots:
    void init();
    void cleanup();
    void geometryRoundTrips();
    void pawnByDrag();
    void pawnByClicks();
    void clickSelectsAndDeselects();
    void cancelledDrags();
    void onlySideToMoveAndHuman();
    void dropFromHand();
    void dropByClicks();
    void promotionPrompt_data();
    void promotionPrompt();
    void promotionPromptCancelled();
    void mandatoryPromotion();
    void kingsPrivilege_data();
    void kingsPrivilege();
    void illegalDragLoses();
    void illegalDragRefusedInTraining();
    void illegalBoardMoveLoses();
    void slipOntoOwnPieceReselects();
    void opponentPieceAndDropOnOwnPieceAreAttempts();
    void deadHandPieceCannotBePickedUp();
    void flipBoard();
    void repetitionLoses();
};

void TestBoardView::init() {
    model = new GameModel;
    view = new BoardView;
    view->setModel(model);
    connect(view, &BoardView::moveRequested, model, &GameModel::requestMove);
    view->resize(900, 600);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view));
}

void TestBoardView::cleanup() {
    delete view;
    delete model;
}

void TestBoardView::geometryRoundTrips() {
    for (bool flipped : {false, true}) {
        view->setFlipped(flipped);
        for (int s = 0; s < 64; ++s)
            QCOMPARE(view->squareAt(view->squareCenter(Square(s))), Square(s));
    }
    view->setFlipped(false);
    // Sente sits at the bottom: e1 below e8, a1 left of h1.
    QVERIFY(view->squareCenter(sq("e1")).y() > view->squareCenter(sq("e8")).y());
    QVERIFY(view->squareCenter(sq("a1")).x() < view->squareCenter(sq("h1")).x());
    QCOMPARE(view->squareAt(QPointF(2, 2)), SQ_NONE);
}

void TestBoardView::pawnByDrag() {
    QSignalSpy requested(view, &BoardView::moveRequested);
    QSignalSpy made(model, &GameModel::moveMade);
    drag("c3", "c4");
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::board(sq("c3"), sq("c4")));
    QCOMPARE(made.count(), 1);
    QCOMPARE(made.at(0).at(1).toString(), QStringLiteral("Pc3-c4"));
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    QCOMPARE(at("c3"), NoPiece);
    QCOMPARE(model->sideToMove(), Gote);
    QVERIFY(!view->hasSelection());
}

void TestBoardView::pawnByClicks() {
    click("c3");
    QCOMPARE(view->selectedSquare(), sq("c3"));
    QCOMPARE(at("c3"), makePiece(Sente, Pawn)); // nothing moved yet
    click("c4");
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    QCOMPARE(model->sideToMove(), Gote);
    // Gote answers with clicks too.
    click("f6");
    click("f5");
    QCOMPARE(at("f5"), makePiece(Gote, Pawn));
    QCOMPARE(model->game().moves().size(), std::size_t(2));
}

void TestBoardView::clickSelectsAndDeselects() {
    QSignalSpy requested(view, &BoardView::moveRequested);
    click("c3");
    QCOMPARE(view->selectedSquare(), sq("c3"));
    click("d3"); // another own piece: picked up instead
    QCOMPARE(view->selectedSquare(), sq("d3"));
    click("d3"); // the same piece again: put down
    QVERIFY(!view->hasSelection());
    click("d3");
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->hasSelection());
    QCOMPARE(requested.count(), 0);
}

void TestBoardView::cancelledDrags() {
    QSignalSpy requested(view, &BoardView::moveRequested);
    // Back onto the origin.
    const QPoint c3 = view->squareCenter(sq("c3"));
    QTest::mousePress(view, Qt::LeftButton, {}, c3);
    QTest::mouseMove(view, c3 + QPoint(30, -40));
    QTest::mouseMove(view, c3 + QPoint(3, 2));
    QTest::mouseRelease(view, Qt::LeftButton, {}, c3 + QPoint(3, 2));
    // Outside the board.
    drag(c3, QPoint(5, 5));
    QCOMPARE(requested.count(), 0);
    QVERIFY(!view->hasSelection());
    QCOMPARE(model->position(), Position::start());
}

void TestBoardView::onlySideToMoveAndHuman() {
    model->setRefuseIllegal(true); // the friendly rule: an attempt refused, the game goes on
    QSignalSpy requested(view, &BoardView::moveRequested);
    QSignalSpy refused(model, &GameModel::moveRefused);
    // Gote's pawn dragged on Sente's turn: an attempt for the rule to judge, selecting nothing.
    drag("c6", "c5");
    QCOMPARE(requested.count(), 1);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::board(sq("c6"), sq("c5")));
    QVERIFY(!view->hasSelection());
    view->setAcceptsMoves(false);
    drag("c3", "c4"); // the computer is to move: the mouse may not move its pieces
    drag("c6", "c5"); // ...nor the computer's
    QCOMPARE(requested.count(), 1);
    QVERIFY(!view->hasSelection());
    view->setAcceptsMoves(true);
    drag("c3", "c4");
    QCOMPARE(requested.count(), 2);
}

void TestBoardView::dropFromHand() {
    setUp("4k3/8/8/8/8/8/8/4K3 b R+Pp 1");
    const QPoint rook = handPieceCenter(view, Sente, Rook, false);
    QVERIFY(rook.x() >= 0);
    QCOMPARE(handPieceCenter(view, Sente, Bishop, false), QPoint(-1, -1));
    // Gote's hand lies top-left, Sente's bottom-right.
    const QPoint gotePawn = handPieceCenter(view, Gote, Pawn, false);
    QVERIFY(gotePawn.x() < view->boardRect().left() &&
            gotePawn.y() < view->boardRect().center().y());
    QVERIFY(rook.x() > view->boardRect().right() && rook.y() > view->boardRect().center().y());

    QSignalSpy requested(view, &BoardView::moveRequested);
    drag(rook, view->squareCenter(sq("e5")));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::drop(Rook, false, sq("e5")));
    QCOMPARE(at("e5"), makePiece(Sente, Rook));
    QCOMPARE(model->position().handCount(Sente, Rook, false), 0);
}

void TestBoardView::dropByClicks() {
    setUp("4k3/8/8/8/8/8/8/4K3 b +P 1");
    const QPoint tokin = handPieceCenter(view, Sente, Pawn, true);
    QVERIFY(tokin.x() >= 0);
    click(tokin);
    QVERIFY(view->hasSelection());
    click("d7");
    QCOMPARE(at("d7"), makePiece(Sente, makeKind(Pawn, true)));
}

void TestBoardView::promotionPrompt_data() {
    QTest::addColumn<bool>("useKeys");
    QTest::addColumn<int>("choice");
    QTest::newRow("mouse promote") << false << 0;
    QTest::newRow("mouse decline") << false << 1;
    QTest::newRow("key Y promote") << true << 0;
    QTest::newRow("key N decline") << true << 1;
}

void TestBoardView::promotionPrompt() {
    QFETCH(bool, useKeys);
    QFETCH(int, choice);
    setUp("4k3/8/8/2S5/8/8/8/4K3 b - 1");
    QSignalSpy requested(view, &BoardView::moveRequested);
    drag("c5", "c6"); // entering the zone: promoting and not are both legal
    QCOMPARE(requested.count(), 0);
    QCOMPARE(view->promptKind(), BoardView::PromptKind::Promotion);
    if (useKeys)
        QTest::keyClick(view, choice == 0 ? Qt::Key_Y : Qt::Key_N);
    else
        click(view->promptChoiceCenter(choice));
    QVERIFY(!view->isPromptVisible());
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::board(sq("c5"), sq("c6"), choice == 0));
    QCOMPARE(at("c6"), makePiece(Sente, makeKind(Silver, choice == 0)));
    QVERIFY(!model->isOver());
}

void TestBoardView::promotionPromptCancelled() {
    setUp("4k3/8/8/2S5/8/8/8/4K3 b - 1");
    QSignalSpy requested(view, &BoardView::moveRequested);
    click("c5");
    click("c6");
    QVERIFY(view->isPromptVisible());
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->isPromptVisible());
    QCOMPARE(requested.count(), 0);
    QCOMPARE(at("c5"), makePiece(Sente, Silver));
    // Enter promotes.
    drag("c5", "c6");
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(at("c6"), makePiece(Sente, makeKind(Silver, true)));
}

void TestBoardView::mandatoryPromotion() {
    setUp("4k3/P7/8/8/8/8/8/4K3 b - 1");
    QSignalSpy requested(view, &BoardView::moveRequested);
    drag("a7", "a8");
    QVERIFY(!view->isPromptVisible());
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::board(sq("a7"), sq("a8"), true));
    QCOMPARE(at("a8"), makePiece(Sente, makeKind(Pawn, true)));
    QVERIFY(!model->isOver());
}

void TestBoardView::kingsPrivilege_data() {
    QTest::addColumn<int>("choice");
    QTest::addColumn<bool>("keptPromoted");
    QTest::newRow("keep promoted") << 0 << true;
    QTest::newRow("demote") << 1 << false;
}

void TestBoardView::kingsPrivilege() {
    QFETCH(int, choice);
    QFETCH(bool, keptPromoted);
    setUp("4k3/8/8/8/8/8/4+l3/4K3 b - 1");
    QSignalSpy requested(view, &BoardView::moveRequested);
    drag("e1", "e2");
    QCOMPARE(view->promptKind(), BoardView::PromptKind::Privilege);
    click(view->promptChoiceCenter(choice));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(),
             Move::board(sq("e1"), sq("e2"), false, keptPromoted));
    QCOMPARE(model->position().handCount(Sente, Lance, keptPromoted), 1);
    QCOMPARE(model->position().handCount(Sente, Lance, !keptPromoted), 0);
    // A kept +L shows its promoted face in hand and can be dropped on the last rank.
    QVERIFY(handPieceCenter(view, Sente, Lance, keptPromoted).x() >= 0);
}

void TestBoardView::illegalDragLoses() {
    setUp("4k3/8/8/8/8/8/8/4K3 b P 1");
    QSignalSpy over(model, &GameModel::gameOver);
    drag("e1", "e3"); // two squares: no King moves so
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
    QVERIFY(over.at(0).at(1).toString().contains(QStringLiteral("illegal move: Gote wins")));
    QCOMPARE(at("e3"), NoPiece);
    // The game is over: nothing can be picked up any more.
    click("e1");
    QVERIFY(!view->hasSelection());
}

void TestBoardView::illegalDragRefusedInTraining() {
    setUp("4k3/8/8/8/8/8/8/4K3 b P 1");
    model->setRefuseIllegal(true);
    QSignalSpy over(model, &GameModel::gameOver);
    QSignalSpy refused(model, &GameModel::moveRefused);
    drag("e1", "e3");
    QCOMPARE(over.count(), 0);
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.at(0).at(1).toString().contains(QStringLiteral("refused")));
    QCOMPARE(at("e1"), makePiece(Sente, King));
    QVERIFY(!view->hasSelection()); // snapped back
    QVERIFY(!model->isOver());
    QCOMPARE(model->sideToMove(), Sente);
    drag("e1", "e2"); // and play goes on
    QCOMPARE(at("e2"), makePiece(Sente, King));
}

void TestBoardView::illegalBoardMoveLoses() {
    // Any empty or enemy square of the board is a target, not only the legal ones.
    QSignalSpy over(model, &GameModel::gameOver);
    QSignalSpy requested(view, &BoardView::moveRequested);
    drag("c3", "c5"); // a Pawn two squares forward
    QCOMPARE(requested.count(), 1);
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
    QCOMPARE(model->position(), Position::start());
}

void TestBoardView::slipOntoOwnPieceReselects() {
    QSignalSpy requested(view, &BoardView::moveRequested);
    drag("d3", "e3"); // let go on one's own Pawn: that Pawn is picked up instead
    QCOMPARE(requested.count(), 0);
    QVERIFY(!model->isOver());
    QCOMPARE(view->selectedSquare(), sq("e3"));
    drag("b2", "c3"); // the Bishop onto its own Pawn
    QCOMPARE(requested.count(), 0);
    QCOMPARE(view->selectedSquare(), sq("c3"));
    click("c4"); // the reselected Pawn is played with the next click
    QCOMPARE(requested.count(), 1);
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    QVERIFY(!model->isOver());
}

void TestBoardView::opponentPieceAndDropOnOwnPieceAreAttempts() {
    // What a player can do on a real board too: drag the opponent's piece, put a piece from
    // the hand on an own piece. Each is an attempt the rule judges (refused here, with its
    // reason), not a gesture ignored or taken for a new selection.
    setUp("4k3/8/5p2/8/8/2P5/8/4K3 b S 1");
    model->setRefuseIllegal(true);
    QSignalSpy requested(view, &BoardView::moveRequested);
    QSignalSpy refused(model, &GameModel::moveRefused);
    drag("f6", "f5");
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>(), Move::board(sq("f6"), sq("f5")));
    QCOMPARE(refused.count(), 1);
    QVERIFY(refused.at(0).at(1).toString().contains(QStringLiteral("the opponent's Pawn on f6")));
    QVERIFY(!view->hasSelection());
    // A click on the opponent's piece selects nothing.
    click("f6");
    QVERIFY(!view->hasSelection());
    QCOMPARE(requested.count(), 1);
    // The Silver from the hand let go on Sente's own Pawn.
    drag(handPieceCenter(view, Sente, Silver, false), view->squareCenter(sq("c3")));
    QCOMPARE(requested.count(), 2);
    QCOMPARE(requested.at(1).at(0).value<Move>(), Move::drop(Silver, false, sq("c3")));
    QCOMPARE(refused.count(), 2);
    QVERIFY(!view->hasSelection());
    QCOMPARE(at("c3"), makePiece(Sente, Pawn));
    // Picked with a click, the Silver gives way to a click on an own piece, as a board
    // piece does.
    click(handPieceCenter(view, Sente, Silver, false));
    click("c3");
    QCOMPARE(view->selectedSquare(), sq("c3"));
    QCOMPARE(requested.count(), 2);
}

void TestBoardView::deadHandPieceCannotBePickedUp() {
    setUp("4k3/8/8/8/8/8/8/4K3 b P+Pp 1");
    QSignalSpy requested(view, &BoardView::moveRequested);
    const QPoint pawn = handPieceCenter(view, Sente, Pawn, false);
    QVERIFY(pawn.x() >= 0);
    drag(pawn, view->squareCenter(sq("e4")));
    click(pawn);
    QVERIFY(!view->hasSelection());
    // With the King held, a click on the dead Pawn only lets go of the King.
    click("e1");
    QCOMPARE(view->selectedSquare(), sq("e1"));
    click(pawn);
    QVERIFY(!view->hasSelection());
    QCOMPARE(requested.count(), 0);
    QVERIFY(!model->isOver());
    // A promoted Pawn (kept through the privilege) drops anywhere.
    drag(handPieceCenter(view, Sente, Pawn, true), view->squareCenter(sq("e4")));
    QCOMPARE(at("e4"), makePiece(Sente, makeKind(Pawn, true)));
}

void TestBoardView::flipBoard() {
    QSignalSpy flipped(view, &BoardView::flippedChanged);
    const QPoint e1 = view->squareCenter(sq("e1"));
    view->setFlipped(!view->isFlipped());
    QVERIFY(view->isFlipped());
    QCOMPARE(flipped.count(), 1);
    // Sente's camp is now at the top, files run h..a from the left.
    QVERIFY(view->squareCenter(sq("e1")).y() < view->squareCenter(sq("e8")).y());
    QVERIFY(view->squareCenter(sq("a1")).x() > view->squareCenter(sq("h1")).x());
    QVERIFY(view->squareCenter(sq("e1")) != e1);
    QCOMPARE(view->squareAt(e1), sq("d8"));
    // Moving still works in the flipped view, and the hands follow the orientation.
    drag("c3", "c4");
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    setUp("4k3/8/8/8/8/8/8/4K3 b Rr 1");
    QVERIFY(handPieceCenter(view, Sente, Rook, false).x() < view->boardRect().left());
    QVERIFY(handPieceCenter(view, Gote, Rook, false).x() > view->boardRect().right());
    view->setFlipped(false);
    QVERIFY(handPieceCenter(view, Sente, Rook, false).x() > view->boardRect().right());
}

void TestBoardView::repetitionLoses() {
    drag("c1", "d2");
    drag("c8", "d7");
    drag("d2", "c1");
    drag("d7", "c8");
    QVERIFY(!model->isOver());
    QSignalSpy over(model, &GameModel::gameOver);
    drag("c1", "d2"); // the same move to the same position again
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
    QVERIFY(over.at(0).at(1).toString().contains(QStringLiteral("repetition rule")));
    QCOMPARE(at("c1"), makePiece(Sente, Silver));
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
