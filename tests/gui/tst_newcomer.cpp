// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What keeps a newcomer's first games from going wrong, in the main window: the welcome
// panel's game and every game before the player chooses a rule use the friendly rule, said
// over the board with the way to the official one; a position without its Kings is refused
// from the set-up editor and from the clipboard; the board faces the human who plays Gote
// against the computer, and a flip of the player's own stands for the game; a dialog the
// player opens stops the player's clock; Resign asks first (until told not to); a typed
// illegal move is sent under the official rule only when Enter is pressed again.
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

// A visible label of `parent` whose text contains `part`.
QLabel* labelWith(QWidget* parent, const QString& part) {
    for (QLabel* l : parent->findChildren<QLabel*>())
        if (l->isVisible() && l->text().contains(part)) return l;
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

private slots:
    void welcomeGameIsFriendly();
    void officialRuleIsOneChoiceAway();
    void positionWithoutKingsIsRefused();
    void boardFacesTheHumanPlayingGote();
    void dialogsStopTheHumansClock();
    void resignAsksFirst();
    void typedIllegalMoveWarnsFirst();
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
    QCOMPARE(window->statusBar()->currentMessage(), notice); // there too, once it is gone
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
    QCOMPARE(model()->result(), Result::SenteWins);
    QVERIFY(!Preferences::load(QSettings()).confirmResign);
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    session()->start(GameSetup());
    action(window, "Resign")->trigger();
    QVERIFY(model()->isOver()); // at once
}

void TestNewcomer::typedIllegalMoveWarnsFirst() {
    session()->start(GameSetup()); // the official rule
    QVERIFY(!session()->refusesIllegal());
    typeMove(QStringLiteral("c3c5"));
    QVERIFY(!model()->isOver());
    QCOMPARE(moveBoxMessage(),
             QStringLiteral("This move is illegal (the piece cannot move to that square) and "
                            "loses the game: press Enter again to play it."));
    // Another text is read afresh: warned again.
    QTest::keyClick(moveEdit(), Qt::Key_Backspace);
    QVERIFY(moveBoxMessage().isEmpty());
    QTest::keyClicks(moveEdit(), QStringLiteral("5"));
    QTest::keyClick(moveEdit(), Qt::Key_Return);
    QVERIFY(!model()->isOver());
    QVERIFY(moveBoxMessage().contains(QStringLiteral("press Enter again")));
    // Enter again: played, and lost as the rule says.
    QTest::keyClick(moveEdit(), Qt::Key_Return);
    QVERIFY(model()->isOver());
    QCOMPARE(model()->game().outcome().termination, Termination::IllegalMove);
    QCOMPARE(model()->result(), Result::GoteWins);
    // A legal move is never held back, and under the friendly rule nothing is asked.
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    session()->start(GameSetup());
    typeMove(QStringLiteral("c3c4"));
    QCOMPARE(model()->game().moves().size(), std::size_t(1));
    session()->setRefuseIllegal(true);
    typeMove(QStringLiteral("c6c4"));
    QVERIFY(!model()->isOver());
    QVERIFY(!moveBoxMessage().contains(QStringLiteral("press Enter again")));
}

QTEST_MAIN(TestNewcomer)
#include "tst_newcomer.moc"
