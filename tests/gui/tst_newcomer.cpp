// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What keeps a newcomer's first games from going wrong, in the main window: the welcome
// panel's game and every game before the player chooses a rule use the friendly rule, said
// over the board with the way to the official one; a position without its Kings is refused
// from the set-up editor and from the clipboard; the board faces the human who plays Gote
// against the computer, and a flip of the player's own stands for the game; a dialog the
// player opens stops the player's clock; Resign asks first (until told not to); under the
// official rule an illegal move made by drag, click and click, or typing gets one answer — its
// reason and the question whether to play it and lose — unless the player chose the strict
// rule in Preferences; a typed move that may promote asks as the board does.
#include "dialogs/positioneditor.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "model/game/player.h"
#include "settings.h"
#include "windowfixture.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

using namespace ogi;
using namespace windowtest;

namespace {
constexpr int Slow = 60000;

// The visible push button of `parent` (or its dialogs) with that text, as the user reads it.
QPushButton* buttonNamed(QWidget* parent, const QString& text) {
    for (QPushButton* b : parent->findChildren<QPushButton*>())
        if (b->isVisible() && b->text() == text) return b;
    return nullptr;
}

GameSetup againstComputer(Side human, int level, TimeControl tc = {}) {
    GameSetup setup;
    setup.info.players[opposite(human)] = PlayerInfo::computer(level);
    setup.info.timeControl = tc;
    return setup;
}
} // namespace

class TestNewcomer : public WindowFixture {
    Q_OBJECT
public:
    TestNewcomer() : WindowFixture("tst_newcomer") {}

private:
    QLineEdit* moveEdit() const { return named<QLineEdit>(window, "Move to play"); }
    QString moveBoxMessage() const { return named<QLabel>(window, "Move box message")->text(); }
    void typeMove(const QString& text) {
        QLineEdit* edit = moveEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    // An illegal move tried as the player does: "drag", "click" (click, click) or "typed".
    void attempt(const QString& how, const char* from, const char* to);
    QMessageBox* illegalQuestion() const;

private slots:
    void welcomeGameIsFriendly();
    void officialRuleIsOneChoiceAway();
    void positionWithoutKingsIsRefused();
    void boardFacesTheHumanPlayingGote();
    void dialogsStopTheHumansClock();
    void resignAsksFirst();
    void illegalMoveAsksFirst_data();
    void illegalMoveAsksFirst();
    void otherSlipsAreIllegalAttempts();
    void strictPreferenceLosesAtOnce();
    void typedPromotionAsks();
};

void TestNewcomer::welcomeGameIsFriendly() {
    // A first start: even the board shown before any game is friendly.
    QVERIFY(session()->refusesIllegal());
    action(window, "Welcome…")->trigger();
    QPushButton* play = buttonNamed(window, QStringLiteral("Play the computer (beginner level)"));
    QVERIFY(play);
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(session()->runner()->player(Gote) && !session()->runner()->player(Gote)->isHuman());
    QVERIFY(session()->refusesIllegal());
    // Said where the player looks, with the way to the official rule.
    const QString notice = part<BoardView>(window)->notice();
    QVERIFY2(notice.startsWith(QStringLiteral("Friendly game:")), qPrintable(notice));
    QVERIFY(notice.contains(QStringLiteral("Game ▸ New Game")));
    // In short in the status bar, where it stays once the notice is gone: whole at 1024
    // pixels (it was cut there).
    const QString brief = window->statusBar()->currentMessage();
    QVERIFY2(brief.startsWith(QStringLiteral("Friendly game:")), qPrintable(brief));
    QVERIFY(brief.contains(QStringLiteral("Game ▸ New Game")));
    QVERIFY(window->statusBar()->fontMetrics().horizontalAdvance(brief) < 1024 * 3 / 4);
    // The tester's slip: a Pawn two squares. Refused, not lost.
    drag("c3", "c5");
    QVERIFY(!model()->isOver());
    QVERIFY(part<BoardView>(window)->notice().contains(QStringLiteral("refused")));
    drag("c3", "c4");
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
}

void TestNewcomer::officialRuleIsOneChoiceAway() {
    action(window, "New Game")->trigger();
    QDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())),
                             Slow);
    // The rule's choice is in the dialog, friendly until the player picks the other.
    QComboBox* rule = nullptr;
    for (QComboBox* c : dialog->findChildren<QComboBox*>())
        if (c->count() == 2 && c->itemText(0).startsWith(QStringLiteral("Official rule"))) rule = c;
    QVERIFY(rule);
    QCOMPARE(rule->currentText(), QStringLiteral("Friendly: an illegal move is refused"));
    rule->setCurrentIndex(0);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!session()->refusesIllegal(), Slow);
    QVERIFY(part<BoardView>(window)->notice().startsWith(QStringLiteral("Official rule:")));
    // Chosen once, it stays the player's choice.
    QVERIFY(!GameSetup::load(QSettings()).info.refuseIllegal);
}

void TestNewcomer::positionWithoutKingsIsRefused() {
    drag("c3", "c4");
    const Game before = model()->game();
    // From the clipboard: refused with the reason, the game untouched.
    QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/8/8/8/8/8 b - 1"));
    action(window, "Paste Position (SFEN)")->trigger();
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("Sente has no King.")), qPrintable(box->text()));
    box->close();
    QCOMPARE(model()->game().moves(), before.moves());
    QVERIFY(!model()->isOver());

    // From the set-up editor: a cleared board cannot be played from.
    action(window, "Set Up Position…")->trigger();
    PositionEditor* editor = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((editor = part<PositionEditor>(window)) && editor->isVisible(), Slow);
    QPushButton* ok = editor->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QTest::mouseClick(buttonNamed(editor, QStringLiteral("&Clear Board")), Qt::LeftButton);
    QVERIFY(labelWith(editor, QStringLiteral("Sente has no King.")));
    QVERIFY(!ok->isEnabled());
    QTest::keyClick(editor, Qt::Key_Return); // Enter does not play it either
    QVERIFY(editor->isVisible());
    editor->reject();
    QCOMPARE(model()->game().moves(), before.moves());
    QVERIFY(!model()->isOver());
}

void TestNewcomer::boardFacesTheHumanPlayingGote() {
    QVERIFY(!part<BoardView>(window)->isFlipped());
    session()->start(againstComputer(Gote, 1));
    QVERIFY(part<BoardView>(window)->isFlipped());
    QTRY_COMPARE_WITH_TIMEOUT(model()->game().moves().size(), std::size_t(1), Slow);
    // The player turns it back: it stays so for the rest of the game.
    QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(!part<BoardView>(window)->isFlipped());
    MoveList legal;
    model()->game().legalMoves(legal);
    session()->runner()->play(legal.moves[0]);
    QTRY_VERIFY_WITH_TIMEOUT(model()->game().moves().size() >= 3 || model()->isOver(), Slow);
    QVERIFY(!part<BoardView>(window)->isFlipped());
    // The next game against the computer faces the human again; two humans leave it alone.
    session()->start(againstComputer(Gote, 1));
    QVERIFY(part<BoardView>(window)->isFlipped());
    session()->start(againstComputer(Sente, 1));
    QVERIFY(!part<BoardView>(window)->isFlipped());
    QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
    session()->start(GameSetup());
    QVERIFY(part<BoardView>(window)->isFlipped());
}

void TestNewcomer::dialogsStopTheHumansClock() {
    const TimeControl tc{TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    session()->start(againstComputer(Sente, 3, tc));
    GameClock* clock = session()->runner()->clock();
    QVERIFY(clock->isRunning());
    // Preferences (window-modal, opened with open()).
    action(window, "Preferences…")->trigger();
    QWidget* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = QApplication::activeModalWidget()), Slow);
    QVERIFY(!clock->isRunning());
    const qint64 left = clock->mainLeft(Sente);
    QTest::qWait(300);
    QCOMPARE(clock->mainLeft(Sente), left);
    qobject_cast<QDialog*>(dialog)->reject();
    QTRY_VERIFY_WITH_TIMEOUT(clock->isRunning(), Slow);
    QCOMPARE(clock->runningSide(), Sente);
    // Open (Qt's file dialog, run in its own event loop).
    // Looked for until it shows, however long a loaded machine takes to open it.
    bool stoppedWhileOpen = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            poll.stop();
            stoppedWhileOpen = !clock->isRunning();
            files->reject();
        }
    });
    poll.start(20);
    action(window, "Open…")->trigger();
    poll.stop();
    QVERIFY(stoppedWhileOpen);
    QTRY_VERIFY_WITH_TIMEOUT(clock->isRunning(), Slow);
    // A message box that only informs leaves the clock alone.
    QGuiApplication::clipboard()->setText(QStringLiteral("no position"));
    action(window, "Paste Position (SFEN)")->trigger();
    QVERIFY(shownMessageBox(window));
    QVERIFY(clock->isRunning());
}

void TestNewcomer::resignAsksFirst() {
    drag("c3", "c4");
    action(window, "Resign")->trigger();
    auto* question = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(question);
    QVERIFY(question->text().contains(QStringLiteral("Gote resigns")));
    QVERIFY(!model()->isOver());
    QTest::mouseClick(question->button(QMessageBox::No), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!QApplication::activeModalWidget(), Slow);
    QVERIFY(!model()->isOver());
    // Resign, and do not ask again.
    action(window, "Resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(
        (question = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())), Slow);
    QVERIFY(question->checkBox());
    question->checkBox()->setChecked(true);
    QTest::mouseClick(question->button(QMessageBox::Yes), Qt::LeftButton);
    QVERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().result, Result::SenteWins);
    QVERIFY(!Preferences::load(QSettings()).confirmResign);
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    session()->start(GameSetup());
    action(window, "Resign")->trigger();
    QVERIFY(model()->isOver()); // at once
}

// The board's squares and the move box, as the player uses them.
void TestNewcomer::attempt(const QString& how, const char* from, const char* to) {
    BoardView* board = part<BoardView>(window);
    if (how == QLatin1String("drag")) {
        drag(from, to);
    } else if (how == QLatin1String("click")) {
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq(from)));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq(to)));
    } else {
        typeMove(QLatin1String(from) + QLatin1String(to));
    }
}

// The question over the window when an illegal move was held back.
QMessageBox* TestNewcomer::illegalQuestion() const {
    QMessageBox* box = shownMessageBox(window);
    return box && box->informativeText() ==
                       QStringLiteral("This move is illegal and loses the game under the official "
                                      "rule. Play it anyway?")
               ? box
               : nullptr;
}

void TestNewcomer::illegalMoveAsksFirst_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("drag") << "drag";
    QTest::newRow("click, click") << "click";
    QTest::newRow("typed") << "typed";
}

void TestNewcomer::illegalMoveAsksFirst() {
    QFETCH(QString, how);
    session()->start(GameSetup()); // the official rule
    QVERIFY(!session()->refusesIllegal());
    // The tester's slip: a Pawn two squares. Refused with its reason, and asked.
    attempt(how, "c3", "c5");
    QMessageBox* box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = illegalQuestion()), Slow);
    QCOMPARE(box->text(),
             QStringLiteral("Sente moved the Pawn from c3 to c5, which it cannot reach."));
    QVERIFY(!model()->isOver());
    // Esc: nothing happened; the player moves again.
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!illegalQuestion(), Slow);
    QVERIFY(!model()->isOver());
    QVERIFY(model()->game().moves().empty());
    if (how == QLatin1String("typed")) // the text stays, to be corrected, with the reason
        QCOMPARE(moveBoxMessage(),
                 QStringLiteral("Sente moved the Pawn from c3 to c5, which it cannot reach."));
    // Enter on the question keeps the game too: losing takes the button.
    attempt(how, "c3", "c5");
    QTRY_VERIFY_WITH_TIMEOUT((box = illegalQuestion()), Slow);
    QTest::keyClick(box, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!illegalQuestion(), Slow);
    QVERIFY(!model()->isOver());
    // Confirmed: played, and lost as the rules say.
    attempt(how, "c3", "c5");
    QTRY_VERIFY_WITH_TIMEOUT((box = illegalQuestion()), Slow);
    QPushButton* play = buttonNamed(box, QStringLiteral("&Play It Anyway"));
    QVERIFY(play);
    QTest::mouseClick(play, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(model()->isOver(), Slow);
    QCOMPARE(model()->game().outcome().termination, Termination::IllegalMove);
    QCOMPARE(model()->game().outcome().result, Result::GoteWins);
    if (how == QLatin1String("typed")) QTRY_VERIFY_WITH_TIMEOUT(moveEdit()->text().isEmpty(), Slow);
}

void TestNewcomer::otherSlipsAreIllegalAttempts() {
    // Sente has a Silver in hand; both sides' Kings are on the board.
    const auto start = Position::fromSfen("4k3/8/5p2/8/8/2P5/8/4K3 b S 1");
    QVERIFY(start.ok());
    session()->start(GameSetup()); // the official rule
    session()->startFrom(*start);
    BoardView* board = part<BoardView>(window);
    // The opponent's piece dragged: an illegal move, with its reason, not ignored.
    drag("f6", "f5");
    QMessageBox* box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = illegalQuestion()), Slow);
    QCOMPARE(box->text(), QStringLiteral("Sente tried to move the opponent's Pawn on f6."));
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!illegalQuestion(), Slow);
    // A click on it selects nothing.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("f6")));
    QVERIFY(!board->hasSelection());
    QVERIFY(!illegalQuestion());
    // The Silver in hand let go on Sente's own Pawn: a drop on an occupied square.
    const QPoint silver = handPieceCenter(board, Sente, Silver, false);
    const QPoint pawn = board->squareCenter(sq("c3"));
    QTest::mousePress(board, Qt::LeftButton, {}, silver);
    QTest::mouseMove(board, (silver + pawn) / 2);
    QTest::mouseMove(board, pawn);
    QTest::mouseRelease(board, Qt::LeftButton, {}, pawn);
    QTRY_VERIFY_WITH_TIMEOUT((box = illegalQuestion()), Slow);
    QCOMPARE(box->text(), QStringLiteral("Sente dropped a Silver on the occupied square c3."));
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!illegalQuestion(), Slow);
    QVERIFY(!model()->isOver());
    QVERIFY(!board->hasSelection());
    // Under the friendly rule the same slips are refused, with the reason over the board.
    session()->setRefuseIllegal(true);
    drag("f6", "f5");
    QVERIFY(!illegalQuestion());
    QVERIFY(board->notice().startsWith(
        QStringLiteral("Sente tried to move the opponent's Pawn on f6")));
    QVERIFY(board->notice().contains(QStringLiteral("refused")));
    QVERIFY(!model()->isOver());
}

void TestNewcomer::strictPreferenceLosesAtOnce() {
    // Settings ▸ Preferences: the strict answer, off until the player ticks it.
    action(window, "Preferences…")->trigger();
    QDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())),
                             Slow);
    QCheckBox* strict = nullptr;
    for (QCheckBox* c : dialog->findChildren<QCheckBox*>())
        if (c->text() == QStringLiteral("Strict: an illegal move loses at once, without asking"))
            strict = c;
    QVERIFY(strict);
    QVERIFY(!strict->isChecked());
    QTest::mouseClick(strict, Qt::LeftButton, {}, QPoint(8, strict->height() / 2));
    QVERIFY(strict->isChecked());
    QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(Preferences::load(QSettings()).strictIllegal, Slow);
    // A new game says so over the board.
    session()->start(GameSetup());
    QVERIFY(part<BoardView>(window)->notice().contains(QStringLiteral("loses the game at once")));
    // Then the slip loses at once, by any input.
    drag("c3", "c5");
    QVERIFY(!illegalQuestion());
    QVERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().termination, Termination::IllegalMove);
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    session()->start(GameSetup());
    typeMove(QStringLiteral("c3c5"));
    QVERIFY(!illegalQuestion());
    QVERIFY(model()->isOver());
    // The computer's illegal moves always lose at once; a legal move is never held back.
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    session()->start(GameSetup());
    drag("c3", "c4");
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
}

void TestNewcomer::typedPromotionAsks() {
    // Sente's Bishop can take on f6 and promote there, or not: typed without saying, the
    // board's prompt asks, as when the piece is let go there.
    const auto start = Position::fromSfen("4k3/8/5p2/8/8/8/1B6/4K3 b - 1");
    QVERIFY(start.ok());
    session()->start(GameSetup());
    session()->startFrom(*start);
    BoardView* board = part<BoardView>(window);
    typeMove(QStringLiteral("b2f6"));
    QTRY_VERIFY_WITH_TIMEOUT(board->isPromptVisible(), Slow);
    QCOMPARE(board->promptKind(), BoardView::PromptKind::Promotion);
    QVERIFY(model()->game().moves().empty());
    QCOMPARE(moveEdit()->text(), QStringLiteral("b2f6")); // kept while the question is open
    // Esc cancels: nothing is played.
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(!board->isPromptVisible());
    QVERIFY(model()->game().moves().empty());
    // Asked again, N: the plain move.
    typeMove(QStringLiteral("b2f6"));
    QTRY_VERIFY_WITH_TIMEOUT(board->isPromptVisible(), Slow);
    QTest::keyClick(board, Qt::Key_N);
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
    QVERIFY(!model()->game().moves().back().promotes());
    QTRY_VERIFY_WITH_TIMEOUT(moveEdit()->text().isEmpty(), Slow);
    // Said in the text: b2f6+ promotes, b2f6= declines, without a question.
    session()->startFrom(*start);
    typeMove(QStringLiteral("b2f6+"));
    QVERIFY(!board->isPromptVisible());
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
    QVERIFY(model()->game().moves().back().promotes());
    session()->startFrom(*start);
    typeMove(QStringLiteral("b2f6="));
    QVERIFY(!board->isPromptVisible());
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
    QVERIFY(!model()->game().moves().back().promotes());
    // The shorthand too: Bf6 asks, and Enter at the prompt promotes.
    session()->startFrom(*start);
    typeMove(QStringLiteral("Bf6"));
    QTRY_VERIFY_WITH_TIMEOUT(board->isPromptVisible(), Slow);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
    QVERIFY(model()->game().moves().back().promotes());
}

QTEST_MAIN(TestNewcomer)
#include "tst_newcomer.moc"
