// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Playing without the mouse: moves typed in the move box in every move form (and the
// messages for a text that is no move or fits several), the board played with the arrows
// and Enter (hands included), the arrows stepping through an opened record until the board
// is asked for, Help ▸ Keyboard Shortcuts, and what Qt's accessibility tells a screen reader
// about the squares, the hands, the clocks and the move list.
#include "board/boardaccessible.h"
#include "language.h"
#include "model/document/document.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "play/clockwidget.h"
#include "review/movelistview.h"
#include "windowtest.h"

#include "model/document/gametree.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QCompleter>
#include <QDialog>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace ogi;
using namespace windowtest;

class TestKeyboard : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    GameSession* session() const { return part<GameSession>(window); }
    GameModel* model() const { return part<GameSession>(window)->model(); }
    BoardView* board() const { return part<BoardView>(window); }
    // The move box's line and its message, by the names a screen reader says.
    QLineEdit* moveEdit() const { return named<QLineEdit>(window, "Move to play"); }
    QString moveMessage() const { return named<QLabel>(window, "Move box message")->text(); }
    Piece at(const char* square) const { return model()->position().pieceOn(sq(square)); }
    void setUp(const char* sfen) { session()->startFrom(*Position::fromSfen(sfen)); }
    // Types text in the move box and presses Enter, as a user does.
    void type(const QString& text) {
        moveEdit()->setFocus();
        QCoreApplication::processEvents(); // the box empties itself after a move
        moveEdit()->clear();
        bool ascii = true;
        for (QChar c : text) ascii = ascii && c.unicode() < 0x80;
        if (ascii) {
            QTest::keyClicks(moveEdit(), text);
        } else {
            // Kanji come from an input method, committed as one string.
            QInputMethodEvent commit;
            commit.setCommitString(text);
            QApplication::sendEvent(moveEdit(), &commit);
        }
        QTest::keyClick(moveEdit(), Qt::Key_Return);
    }
    void key(Qt::Key k) { QTest::keyClick(board(), k); }
    // The question over an illegal move held back: its button that plays it.
    static void playAnyway(QMessageBox* question) {
        for (QAbstractButton* b : question->buttons())
            if (question->buttonRole(b) == QMessageBox::DestructiveRole)
                QTest::mouseClick(b, Qt::LeftButton);
    }
    // A key pressed wherever the focus is, as a user presses it.
    void press(Qt::Key k) {
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, k);
    }
    int ply() const { return session()->document()->tree()->ply(); }
    // Walks the keyboard cursor to a square with the arrows, looking where it is after each
    // key as the player looks at the board.
    void walkTo(const char* square) {
        const Square target = sq(square);
        for (int i = 0; i < 20 && board()->cursorSquare() != target; ++i) {
            const Square at = board()->cursorSquare();
            QVERIFY(at != SQ_NONE);
            if (fileOf(at) != fileOf(target))
                key(fileOf(at) < fileOf(target) ? Qt::Key_Right : Qt::Key_Left);
            else
                key(rankOf(at) < rankOf(target) ? Qt::Key_Up : Qt::Key_Down);
        }
        QCOMPARE(board()->cursorSquare(), target);
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typedMovesInEveryForm();
    void typedMoveErrors();
    void typedMoveCompletion();
    void keyboardOnlyGame();
    void wholeGameByKeyboard();
    void dropFromHandByKeyboard();
    void arrowsStepThroughAnOpenedRecord();
    void keyboardShortcutsListed();
    void accessibleBoard();
    void accessibleClocksAndMoveList();
};

void TestKeyboard::initTestCase() {
    useTestSettings("tst_keyboard");
}

void TestKeyboard::init() {
    applyLanguage(QStringLiteral("en"));
    window = openWindow(QSize(1100, 700));
    QVERIFY(QTest::qWaitForWindowActive(window));
}

void TestKeyboard::cleanup() {
    delete window;
    window = nullptr;
}

void TestKeyboard::typedMovesInEveryForm() {
    type("c3c4"); // machine
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    QTRY_VERIFY(moveEdit()->text().isEmpty());
    type("Pf6-f5"); // human
    QCOMPARE(at("f5"), makePiece(Gote, Pawn));
    type(QStringLiteral("☗歩d3-d4")); // Japanese
    QCOMPARE(at("d4"), makePiece(Sente, Pawn));
    type("e5"); // just the square: the Pawn and the Bishop could go there
    QCOMPARE(moveMessage(), QStringLiteral("e5 is ambiguous: it could be Bg7-e5, Pe6-e5."));
    type("Pe5"); // the piece and the square: only the Pawn
    QCOMPARE(at("e5"), makePiece(Gote, Pawn));
    type(QStringLiteral("歩ｈ３－ｈ４")); // full-width, as a Japanese input method types it
    QCOMPARE(at("h4"), makePiece(Sente, Pawn));
    QCOMPARE(model()->game().moves().size(), std::size_t(5));
    QVERIFY(!model()->isOver());
    // A drop, in the form shared by the machine and human forms.
    setUp("4k3/8/8/8/8/8/8/4K3 b R+Pp 1");
    type("R*e5");
    QCOMPARE(at("e5"), makePiece(Sente, Rook));
    type("Ke8-d8");
    type(QStringLiteral("と c6打")); // kanji of the promoted Pawn, and a stray space
    QCOMPARE(at("c6"), makePiece(Sente, makeKind(Pawn, true)));
    QVERIFY(moveMessage().isEmpty());
}

void TestKeyboard::typedMoveErrors() {
    session()->setRefuseIllegal(false); // the official rule: an illegal move loses
    type("c3c9");
    QVERIFY2(moveMessage().contains("bad target square 'c9'"), qPrintable(moveMessage()));
    QCOMPARE(model()->game().moves().size(), std::size_t(0)); // nothing played, nothing lost
    QVERIFY(!model()->isOver());
    type("Rc3-c4");
    QVERIFY(moveMessage().contains("the piece on c3 is a Pawn, not a Rook"));
    type("Bb2xf6");              // unsaid promotion, but blocked either way: no promotion question
    QVERIFY(!model()->isOver()); // held back: the window asks, with the reason
    QVERIFY(!board()->isPromptVisible());
    QMessageBox* question = nullptr;
    QTRY_VERIFY((question = shownMessageBox(window)));
    QVERIFY2(question->text().contains("through an occupied square"), qPrintable(question->text()));
    playAnyway(question);
    QTRY_VERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().result, Result::GoteWins);
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    action(window, "Undo Move")->trigger();
    QVERIFY(!model()->isOver());
    type("hello");
    QCOMPARE(moveMessage(),
             QStringLiteral("hello is not a move: write it like Pc3-c4, N*e4 or c3c4."));
    // Editing the text clears the message.
    QTest::keyClick(moveEdit(), Qt::Key_Backspace);
    QVERIFY(moveMessage().isEmpty());
    // A Silver that may promote or not: typed without saying, the board's prompt asks.
    setUp("4k3/8/8/2S5/8/8/8/4K3 b - 1");
    type("Sc5-c6");
    QVERIFY(moveMessage().isEmpty());
    QTRY_VERIFY(board()->isPromptVisible());
    key(Qt::Key_Escape); // cancelled: nothing played, the text kept
    QVERIFY(!board()->isPromptVisible());
    QCOMPARE(moveEdit()->text(), QStringLiteral("Sc5-c6"));
    type("d6"); // the two forms of one Silver move go there: asked too
    QTRY_VERIFY(board()->isPromptVisible());
    key(Qt::Key_Escape);
    type("a8");
    QCOMPARE(moveMessage(), QStringLiteral("No legal move matches a8."));
    QCOMPARE(model()->game().moves().size(), std::size_t(0));
    type(QStringLiteral("銀c5-c6不成"));
    QCOMPARE(at("c6"), makePiece(Sente, Silver));
    // A well-formed illegal move follows the game's rule like a mouse move: it loses, once
    // confirmed.
    type("Ke8-e6");
    QVERIFY(!model()->isOver());
    QTRY_VERIFY((question = shownMessageBox(window)));
    playAnyway(question);
    QTRY_VERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().result, Result::SenteWins);
    type("e1e2");
    QCOMPARE(moveMessage(), QStringLiteral("The game is over."));
}

void TestKeyboard::typedMoveCompletion() {
    QCompleter* completer = moveEdit()->completer();
    QVERIFY(completer);
    moveEdit()->setFocus();
    QTest::keyClicks(moveEdit(), "c4");
    QTRY_VERIFY(completer->popup()->isVisible());
    QAbstractItemModel* offered = completer->completionModel();
    QCOMPARE(offered->rowCount(), 1);
    QCOMPARE(offered->index(0, 0).data().toString(), QStringLiteral("Pc3-c4"));
    QAbstractItemView* popup = completer->popup();
    QTest::mouseClick(popup->viewport(), Qt::LeftButton, {},
                      popup->visualRect(popup->model()->index(0, 0)).center());
    QCOMPARE(moveEdit()->text(), QStringLiteral("Pc3-c4"));
    QTest::keyClick(moveEdit(), Qt::Key_Return);
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
}

void TestKeyboard::keyboardOnlyGame() {
    board()->setFocus();
    QVERIFY(board()->hasFocus());
    key(Qt::Key_Up); // the arrows are not the board's until it is asked for
    QCOMPARE(board()->cursorSquare(), SQ_NONE);
    key(Qt::Key_Return); // Enter shows the cursor, on the King of the side to move
    QCOMPARE(board()->cursorSquare(), sq("e1"));
    QVERIFY(!board()->hasSelection());
    walkTo("c3");
    key(Qt::Key_Return);
    QCOMPARE(board()->selectedSquare(), sq("c3"));
    key(Qt::Key_Up);
    key(Qt::Key_Return);
    QCOMPARE(at("c4"), makePiece(Sente, Pawn));
    // Gote answers the same way; a second Enter on the piece held puts it down again.
    walkTo("f6");
    key(Qt::Key_Space);
    QCOMPARE(board()->selectedSquare(), sq("f6"));
    key(Qt::Key_Space);
    QVERIFY(!board()->hasSelection());
    key(Qt::Key_Return);
    key(Qt::Key_Down);
    key(Qt::Key_Return);
    QCOMPARE(at("f5"), makePiece(Gote, Pawn));
    // Escape lets go of a piece; the arrows never left the board for the review.
    walkTo("d3");
    key(Qt::Key_Return);
    key(Qt::Key_Escape);
    QVERIFY(!board()->hasSelection());
    QCOMPARE(model()->game().moves().size(), std::size_t(2));
    // A promotion asks, and the keyboard answers (N: do not promote).
    setUp("4k3/8/8/2S5/8/8/8/4K3 b - 1");
    board()->setFocus();
    key(Qt::Key_Return);
    walkTo("c5");
    key(Qt::Key_Return);
    key(Qt::Key_Up);
    key(Qt::Key_Return);
    QVERIFY(board()->isPromptVisible());
    key(Qt::Key_N);
    QCOMPARE(at("c6"), makePiece(Sente, Silver));
}

void TestKeyboard::wholeGameByKeyboard() {
    // A short game from a set position, both sides played with the arrows and Enter alone, up
    // to the King capture that ends it.
    setUp("4k3/8/8/8/8/8/8/R3K3 b - 1");
    board()->setFocus();
    key(Qt::Key_Space); // the first Enter or Space shows the cursor
    walkTo("a1");
    key(Qt::Key_Return);
    walkTo("a7");
    key(Qt::Key_Return);
    QTRY_VERIFY(board()->isPromptVisible()); // the Rook enters the promotion zone
    key(Qt::Key_N);
    QCOMPARE(at("a7"), makePiece(Sente, Rook));
    // Gote steps into the Rook's line: check is only information, the move stands.
    walkTo("e8");
    key(Qt::Key_Return);
    walkTo("e7");
    key(Qt::Key_Return);
    QCOMPARE(at("e7"), makePiece(Gote, King));
    QVERIFY(!model()->isOver());
    walkTo("a7");
    key(Qt::Key_Return);
    walkTo("e7");
    key(Qt::Key_Return);
    if (board()->isPromptVisible()) key(Qt::Key_N); // a move inside the zone may promote
    QTRY_VERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().result, Result::SenteWins);
    QCOMPARE(model()->game().moves().size(), std::size_t(3));
}

void TestKeyboard::dropFromHandByKeyboard() {
    setUp("4k3/8/8/8/8/8/8/4K3 b RP 1");
    board()->setFocus();
    key(Qt::Key_Return);
    walkTo("h1");
    key(Qt::Key_Right); // past the edge: into Sente's hand, drawn on the right
    QVERIFY(board()->cursorSlot());
    QCOMPARE(board()->cursorSlot()->side, Sente);
    // The Pawn can never be dropped: Enter on it picks nothing up.
    for (int i = 0; i < 3 && board()->cursorSlot()->type != Pawn; ++i) key(Qt::Key_Down);
    QCOMPARE(board()->cursorSlot()->type, Pawn);
    key(Qt::Key_Return);
    QVERIFY(!board()->hasSelection());
    for (int i = 0; i < 3 && board()->cursorSlot()->type != Rook; ++i) key(Qt::Key_Up);
    QCOMPARE(board()->cursorSlot()->type, Rook);
    key(Qt::Key_Return);
    QVERIFY(board()->hasSelection());
    key(Qt::Key_Left); // back onto the board
    QVERIFY(board()->cursorSquare() != SQ_NONE);
    walkTo("e5");
    key(Qt::Key_Return);
    QCOMPARE(at("e5"), makePiece(Sente, Rook));
    QVERIFY(!model()->isOver());
}

void TestKeyboard::arrowsStepThroughAnOpenedRecord() {
    for (const char* m : {"c3c4", "f6f5", "d3d4", "e6e5"}) type(m);
    QTemporaryDir dir;
    const QString path = dir.filePath("four.ogn");
    QVERIFY(window->files()->saveFile(path));
    // The move box's completion list took the window's activation: back to the window.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    moveEdit()->setFocus();
    QVERIFY(window->files()->openFile(path));
    // Where the focus was (the empty move box): the review's keys step at once.
    press(Qt::Key_Home);
    QCOMPARE(ply(), 0);
    press(Qt::Key_Right);
    press(Qt::Key_Right);
    QCOMPARE(ply(), 2);
    press(Qt::Key_End);
    QCOMPARE(ply(), 4);
    press(Qt::Key_Left);
    QCOMPARE(ply(), 3);
    // The board with the focus (no click) leaves them to the review too, and shows no cursor.
    board()->setFocus();
    press(Qt::Key_Left);
    QCOMPARE(ply(), 2);
    press(Qt::Key_Home);
    QCOMPARE(ply(), 0);
    QCOMPARE(board()->cursorSquare(), SQ_NONE);
    // Enter asks for the board: the cursor shows, and takes the arrows.
    press(Qt::Key_Return);
    QCOMPARE(board()->cursorSquare(), sq("e1"));
    press(Qt::Key_Right);
    QCOMPARE(board()->cursorSquare(), sq("f1"));
    QCOMPARE(ply(), 0);
    // Escape gives them back.
    press(Qt::Key_Escape);
    QCOMPARE(board()->cursorSquare(), SQ_NONE);
    press(Qt::Key_Right);
    QCOMPARE(ply(), 1);
    // A click on the board puts the cursor there, and the arrows move it from there.
    // The cursor is not drawn after a click (it would look like a selection); the first key
    // that uses it draws it.
    const auto cursorDrawnOn = [this](const char* square) {
        const QPoint c = board()->squareCenter(sq(square));
        const int half =
            qAbs(board()->squareCenter(sq("b1")).x() - board()->squareCenter(sq("a1")).x()) / 2;
        const QColor edge = board()->grab().toImage().pixelColor(c.x() - half + 1, c.y());
        return edge.blue() > 200 && edge.red() < 60; // the cursor's blue frame
    };
    QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareCenter(sq("d6")));
    QCOMPARE(board()->cursorSquare(), sq("d6"));
    QVERIFY(!cursorDrawnOn("d6"));
    press(Qt::Key_Left);
    QCOMPARE(board()->cursorSquare(), sq("c6"));
    QVERIFY(cursorDrawnOn("c6"));
    QCOMPARE(ply(), 1);
    // Opening a record again gives the arrows back to the moves.
    QVERIFY(window->files()->openFile(path));
    board()->setFocus();
    press(Qt::Key_Home);
    QCOMPARE(ply(), 0);
    QCOMPARE(board()->cursorSquare(), SQ_NONE);
}

void TestKeyboard::keyboardShortcutsListed() {
    QAction* help = nullptr;
    for (QAction* a : window->menuBar()->actions())
        if (a->menu() && a->text() == QStringLiteral("&Help")) help = a;
    QVERIFY(help);
    QAction* keys = nullptr;
    for (QAction* a : help->menu()->actions())
        if (a->text() == QStringLiteral("&Keyboard Shortcuts")) keys = a;
    QVERIFY(keys);
    keys->trigger();
    QDialog* dialog = nullptr;
    for (QDialog* d : window->findChildren<QDialog*>())
        if (d->isVisible() && d->windowTitle() == QStringLiteral("Keyboard Shortcuts")) dialog = d;
    QVERIFY(dialog);
    auto* table = dialog->findChild<QTableWidget*>();
    QVERIFY(table);
    QStringList rows;
    for (int i = 0; i < table->rowCount(); ++i)
        rows << table->item(i, 0)->text() + QStringLiteral(" | ") + table->item(i, 1)->text();
    // Every action of the window with a key is listed with its key, the review's steps too.
    int withKeys = 0;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->text().isEmpty()) continue;
        ++withKeys;
        const QString key = a->shortcut().toString(QKeySequence::NativeText);
        QString text = a->text();
        text.remove(QLatin1Char('&'));
        bool found = false;
        for (const QString& row : rows) found = found || (row.contains(key) && row.contains(text));
        QVERIFY2(found, qPrintable(text + QStringLiteral(" (") + key + QStringLiteral(")")));
    }
    QVERIFY(withKeys >= 15);
    QVERIFY(rows.filter(QStringLiteral("Next Move")).first().startsWith(QStringLiteral("Right")));
    // The board's own keys, which are no actions.
    QVERIFY(!rows.filter(QStringLiteral("Show the board cursor")).isEmpty());
    QVERIFY(!rows.filter(QStringLiteral("At the promotion question: cancel")).isEmpty());
    dialog->close();
}

void TestKeyboard::accessibleBoard() {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board());
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Table);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Board"));
    QCOMPARE(iface->text(QAccessible::Description), QStringLiteral("Sente to move"));
    QCOMPARE(iface->childCount(), BoardAccessible::ChildCount);
    // The reading order follows the drawing: a8 at the top left, h1 at the bottom right.
    QCOMPARE(iface->child(0)->text(QAccessible::Name), QStringLiteral("a8"));
    QCOMPARE(iface->child(63)->text(QAccessible::Name), QStringLiteral("h1"));
    QAccessibleInterface* e1 = iface->child(60);
    QCOMPARE(e1->text(QAccessible::Name), QStringLiteral("e1"));
    QCOMPARE(e1->text(QAccessible::Value), QStringLiteral("Sente, King"));
    QCOMPARE(iface->child(36)->text(QAccessible::Value), QStringLiteral("empty")); // e4
    QCOMPARE(iface->indexOfChild(e1), 60);
    QCOMPARE(iface->childAt(board()->mapToGlobal(board()->squareCenter(sq("e1"))).x(),
                            board()->mapToGlobal(board()->squareCenter(sq("e1"))).y()),
             e1);
    // The keyboard cursor is the focused cell; a held piece is said to be picked up.
    board()->setFocus();
    key(Qt::Key_Return);
    QCOMPARE(iface->focusChild(), e1);
    QVERIFY(e1->state().focused);
    key(Qt::Key_Return);
    QCOMPARE(e1->text(QAccessible::Value), QStringLiteral("Sente, King (picked up)"));
    QVERIFY(e1->state().selected);
    // Flipped, the order follows what is drawn.
    board()->setFlipped(true);
    QCOMPARE(iface->child(0)->text(QAccessible::Name), QStringLiteral("h1"));
    board()->setFlipped(false);
    // The hands: what each holds, and what can never be dropped.
    setUp("4k3/8/8/8/8/8/8/4K3 b R2P+Pb 1");
    QAccessibleInterface* senteHand = iface->child(BoardAccessible::SquareCount);
    QCOMPARE(senteHand->text(QAccessible::Name), QStringLiteral("Pieces in hand of Sente"));
    QCOMPARE(senteHand->text(QAccessible::Value),
             QStringLiteral("Rook, 2 × Pawn (cannot be dropped), promoted Pawn"));
    QAccessibleInterface* goteHand = iface->child(BoardAccessible::SquareCount + 1);
    QCOMPARE(goteHand->text(QAccessible::Value), QStringLiteral("Bishop"));
    setUp("4k3/8/8/8/8/8/8/4K3 b - 1");
    QCOMPARE(senteHand->text(QAccessible::Value), QStringLiteral("none"));
}

void TestKeyboard::accessibleClocksAndMoveList() {
    GameSetup g;
    g.info.timeControl = {TimeControl::Kind::Increment, 600000, 0, 5000};
    session()->start(g);
    ClockWidget* sente = clockOf(window, Sente);
    QAccessibleInterface* clock = QAccessible::queryAccessibleInterface(sente);
    QVERIFY(clock->text(QAccessible::Name).contains(QStringLiteral("Sente")));
    QVERIFY(clock->text(QAccessible::Description).contains(QStringLiteral("10:00")));
    // The move box and the move list have names, and the list says the move shown.
    QCOMPARE(QAccessible::queryAccessibleInterface(moveEdit())->text(QAccessible::Name),
             QStringLiteral("Move to play"));
    type("c3c4");
    QWidget* list = part<MoveListView>(window);
    QVERIFY(list);
    QAccessibleInterface* moves = QAccessible::queryAccessibleInterface(list);
    QCOMPARE(moves->text(QAccessible::Name), QStringLiteral("Moves"));
    QVERIFY2(moves->text(QAccessible::Description).contains(QStringLiteral("Pc3-c4")),
             qPrintable(moves->text(QAccessible::Description)));
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
