// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Playing in the window: the New Game dialog (presets, custom handicap, preview) and the game
// it starts; the computer answering while the window keeps serving events, with its line
// shown; Move now, Stop and Resume, hints on the board; closing while the computer thinks;
// the clocks beside the board; a bad record explained in a message box; SFEN copy and paste;
// the offer of a game the last session left unfinished (or damaged); the question before an
// unsaved game is lost (answered in the real modal box); sound and language preferences.
// Running the game itself is GameSession's, tested in tests/model/tst_gamesession.
#include "board/clicksound.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/playersdialog.h"
#include "language.h"
#include "learn/handicapvalue.h"
#include "model/document/document.h"
#include "model/document/journal.h"
#include "model/engines/engineregistry.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/player.h"
#include "model/progress/gamerating.h"
#include "play/clockwidget.h"
#include "play/gamepanel.h"
#include "windowtest.h"

#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>

using namespace ogi;
using namespace windowtest;

namespace {
constexpr int Slow = 60000; // generous: a loaded 2-core machine

GameSetup humanAgainstComputer(int level, TimeControl tc = {}) {
    GameSetup g;
    g.info.players[Gote] = PlayerInfo::computer(level);
    g.info.timeControl = tc;
    return g;
}

// The start position the New Game dialog's preview shows.
QString previewSfen(const QWidget* dialog) {
    return QString::fromStdString(
        part<BoardView>(dialog)->model()->game().startPosition().toSfen());
}

// Long enough that the computer at full strength thinks for minutes.
const TimeControl LongClock{TimeControl::Kind::Increment, 6 * 3600 * 1000, 0, 0};
} // namespace

class TestPlaying : public QObject {
    Q_OBJECT
private:
    QString journalFile();
    QMessageBox* restoreBox();
    void clickRestoreButton(const QString& text);
    MainWindow* window = nullptr;
    GameSession* session() const { return part<GameSession>(window); }
    GameModel* model() const { return part<GameSession>(window)->model(); }
    std::size_t plies() const { return model()->game().moves().size(); }
    void drag(const char* from, const char* to) {
        windowtest::drag(part<BoardView>(window), from, to);
    }
    MainWindow* makeWindow() {
        auto* w = new MainWindow;
        w->resize(1100, 700);
        w->show();
        return w;
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dialogPresets_data();
    void dialogPresets();
    void dialogCustomPickerAndWeakerSide();
    void dialogStartsTheGame();
    void computerAnswersWhileGuiServesEvents();
    void moveNowStopAndResume();
    void hintForTheHuman();
    void closeWhileThinking();
    void clocksBesideTheBoard();
    void byoyomiKeepsTheBoardStillAndTimeLossShowsZero();
    void playersChangedDuringTheGame();
    void badFileExplained();
    void copyAndPasteSfen();
    void unfinishedGameOffered();
    void damagedJournalSetAside();
    void cleanExitRemovesJournal();
    void soundAndLanguagePreferences();
    void unsavedGameAskedBeforeItIsLost();
    void balancedGameOfferedAfterARatedGame();
};

void TestPlaying::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName("tst_playing");
}

void TestPlaying::init() {
    QSettings().clear();
    applyLanguage(QStringLiteral("en"));
    QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                  QStringLiteral("/journal.json"));
    window = makeWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
}

void TestPlaying::cleanup() {
    delete window;
    window = nullptr;
}

void TestPlaying::dialogPresets_data() {
    QTest::addColumn<int>("preset");
    QTest::addColumn<QString>("sfen");
    const char* rows[][2] = {
        {"even", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"},
        {"+R", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4+R1/LNSIKSNL b - 1"},
        {"+B", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4R1/LNSIKSNL b - 1"},
        {"+R +B", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1"},
        {"+R +B +I", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNS+IKSNL b - 1"},
        {"+R +B +I +S +S", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LN+S+IK+SNL b - 1"},
        {"all but pawns", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/+L+N+S+IK+S+N+L b - 1"},
    };
    for (int i = 0; i < 7; ++i) QTest::newRow(rows[i][0]) << i << QString::fromLatin1(rows[i][1]);
}

void TestPlaying::dialogPresets() {
    QFETCH(int, preset);
    QFETCH(QString, sfen);
    EngineRegistry engines;
    NewGameDialog dialog(GameSetup(), PieceStyle::Eastern, engines);
    dialog.show();
    labelled<QComboBox>(&dialog, "Pieces starting promoted:")->setCurrentIndex(preset);
    QCOMPARE(previewSfen(&dialog), sfen);
    QCOMPARE(QString::fromStdString(dialog.setup().startPosition().toSfen()), sfen);
    // The picker shows the same pieces ticked.
    QCOMPARE(named<QToolButton>(&dialog, "b2")->isChecked(), sfen.contains("+B4"));
}

void TestPlaying::dialogCustomPickerAndWeakerSide() {
    EngineRegistry engines;
    NewGameDialog dialog(GameSetup(), PieceStyle::Eastern, engines);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!named<QToolButton>(&dialog, "e1")); // the King cannot start promoted
    QTest::mouseClick(named<QToolButton>(&dialog, "g1"), Qt::LeftButton);
    QTest::mouseClick(named<QToolButton>(&dialog, "h3"), Qt::LeftButton);
    QCOMPARE(
        HandicapPreset(labelled<QComboBox>(&dialog, "Pieces starting promoted:")->currentIndex()),
        HandicapPreset::Custom);
    QCOMPARE(previewSfen(&dialog),
             QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPP+P/1B4R1/LNSIKS+NL b - 1"));
    QCOMPARE(dialog.setup().info.handicap, QStringLiteral("+N +P"));
    // Ticking the Bishop and Rook too... then unticking the extras gives the preset back.
    QTest::mouseClick(named<QToolButton>(&dialog, "b2"), Qt::LeftButton);
    QTest::mouseClick(named<QToolButton>(&dialog, "g2"), Qt::LeftButton);
    QTest::mouseClick(named<QToolButton>(&dialog, "g1"), Qt::LeftButton);
    QTest::mouseClick(named<QToolButton>(&dialog, "h3"), Qt::LeftButton);
    QCOMPARE(
        HandicapPreset(labelled<QComboBox>(&dialog, "Pieces starting promoted:")->currentIndex()),
        HandicapPreset::RookBishop);
    // Gote as the weaker side: its pieces, and the Kings swap (玉 for the weaker side).
    labelled<QComboBox>(&dialog, "Weaker side:")->setCurrentIndex(1);
    QCOMPARE(previewSfen(&dialog),
             QStringLiteral("lnsiksnl/1+r4+b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"));
    QVERIFY(named<QToolButton>(&dialog, "b7")->isChecked());
    QVERIFY(!named<QToolButton>(&dialog, "b2"));
    QVERIFY(dialog.setup().info.gyoku[Gote]);
    QVERIFY(!dialog.setup().info.gyoku[Sente]);
    QVERIFY(part<BoardView>(&dialog)->model()->kingIsGyoku(Gote));
}

void TestPlaying::dialogStartsTheGame() {
    action(window, "New Game")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(part<NewGameDialog>(window), Slow);
    NewGameDialog* d = part<NewGameDialog>(window);
    QTRY_VERIFY_WITH_TIMEOUT(d->isVisible(), Slow);
    labelled<QComboBox>(d, "Sente (☗, moves first)")->setCurrentIndex(0);
    labelled<QComboBox>(d, "Gote (☖)")->setCurrentIndex(1);
    named<QSpinBox>(d, "Gote's level")->setValue(1);
    named<QLineEdit>(d, "Sente's name")->setText("Hanako");
    labelled<QComboBox>(d, "Pieces starting promoted:")
        ->setCurrentIndex(int(HandicapPreset::RookBishop));
    named<QComboBox>(d, "Time control")->setCurrentIndex(int(TimeControl::Kind::Byoyomi));
    labelled<QSpinBox>(d, "Main time:")->setValue(5);
    labelled<QSpinBox>(d, "Byoyomi:")->setValue(20);
    QTest::keyClick(d, Qt::Key_Return); // Start
    QTRY_VERIFY_WITH_TIMEOUT(!part<NewGameDialog>(window), Slow);
    QVERIFY(session()->runner()->player(Sente)->isHuman());
    QVERIFY(!session()->runner()->player(Gote)->isHuman());
    QCOMPARE(QString::fromStdString(model()->game().startPosition().toSfen()),
             QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1"));
    QCOMPARE(session()->info().players[Sente].name, QStringLiteral("Hanako"));
    QCOMPARE(session()->runner()->clock()->timeControl().toTag(), QStringLiteral("300+20b"));
    QVERIFY(session()->runner()->clock()->isRunning());
    QCOMPARE(session()->runner()->clock()->runningSide(), Sente);
    ClockWidget* gote = clockOf(window, Gote);
    QVERIFY(clockTime(gote).contains("5:00"));
    // The choices are offered again next time.
    QCOMPARE(GameSetup::load(QSettings()).info.players[Sente].name, QStringLiteral("Hanako"));
    // The computer plays Gote: on its turn the board lets no piece be picked up, not even
    // the side to move's; on Sente's turn again it does.
    BoardView* board = part<BoardView>(window);
    drag("c3", "c4");
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("d6")));
    QVERIFY(board->selectedSquare() == SQ_NONE || plies() == 2);
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), Slow);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq("d3")));
    QCOMPARE(board->selectedSquare(), sq("d3"));
}

void TestPlaying::computerAnswersWhileGuiServesEvents() {
    session()->start(humanAgainstComputer(10)); // two seconds a move
    // A timer of the GUI thread: it must keep firing while the computer thinks.
    int ticksWhileThinking = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (session()->runner()->isThinking()) ++ticksWhileThinking;
    });
    ticker.start(20);
    drag("c3", "c4");
    QCOMPARE(plies(), std::size_t(1));
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isThinking(), Slow);
    // What it thinks is shown: who, how deep, who is better, its best line.
    QTRY_VERIFY_WITH_TIMEOUT(
        part<GamePanel>(window)->thinkingText().contains(QStringLiteral("Best line")), Slow);
    QVERIFY(part<GamePanel>(window)->thinkingText().startsWith(QStringLiteral("Gote is thinking")));
    // The window itself answers too: resize, flip.
    window->resize(1000, 650);
    action(window, "Flip Board")->trigger();
    QVERIFY(part<BoardView>(window)->isFlipped());
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), Slow);
    QVERIFY(ticksWhileThinking > 3);
    QVERIFY(!model()->isOver()); // the computer's move was legal
    QVERIFY(session()->runner()->isHumanToMove());
    // Its lines are not left blank while the human thinks: what it saw before its move.
    QVERIFY2(part<GamePanel>(window)->thinkingText().startsWith(
                 QStringLiteral("Gote searched to depth ")),
             qPrintable(part<GamePanel>(window)->thinkingText()));
}

void TestPlaying::moveNowStopAndResume() {
    session()->start(humanAgainstComputer(10, LongClock));
    QAction* moveNow = action(window, "Move Now");
    QAction* stop = action(window, "Stop Computer");
    QAction* resume = action(window, "Resume Computer");
    QVERIFY(moveNow->isVisible());
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(moveNow->isEnabled(), Slow);
    moveNow->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), Slow);

    drag("d3", "d4");
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isThinking(), Slow);
    QVERIFY(stop->isEnabled());
    QTest::keyClick(window, Qt::Key_Escape); // Stop Computer
    QVERIFY(session()->runner()->isPaused());
    QVERIFY(resume->isEnabled());
    QCOMPARE(part<GamePanel>(window)->thinkingText(),
             QStringLiteral("The computer is stopped. Resume it to let it play."));
    QTest::qWait(300); // a stopped computer stays quiet
    QCOMPARE(plies(), std::size_t(3));

    resume->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(moveNow->isEnabled(), Slow);
    moveNow->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(4), Slow);
    QVERIFY(!model()->isOver());
    // Two humans: the computer's actions are not shown.
    session()->start(GameSetup());
    QVERIFY(!moveNow->isVisible());
}

void TestPlaying::hintForTheHuman() {
    QAction* hint = action(window, "Hint");
    QVERIFY(hint->isEnabled());
    QTest::keyClick(window, Qt::Key_H);
    QVERIFY(!hint->isEnabled()); // one at a time
    BoardView* board = part<BoardView>(window);
    QTRY_VERIFY_WITH_TIMEOUT(!board->shapes(ShapeLayer::Hint).isEmpty(), Slow);
    // One arrow, of a legal move, drawn on the board in the computer's purple (none of the
    // user's green, red, blue and yellow) and said in the status bar.
    QCOMPARE(board->shapes(ShapeLayer::Hint).size(), 1);
    MoveList legal;
    model()->game().legalMoves(legal);
    Move hinted;
    for (Move m : legal)
        if (drawsHint(board, m, Sente)) hinted = m;
    QVERIFY(hinted);
    const QPoint from =
        hinted.isDrop() ? handPieceCenter(board, Sente, hinted.dropType(), hinted.dropPromoted())
                        : board->squareCenter(hinted.from());
    const QImage shot = board->grab().toImage();
    const QColor middle =
        shot.pixelColor((from + board->squareCenter(hinted.to())) / 2 * shot.devicePixelRatio());
    QVERIFY2(middle.red() > middle.green() + 40 && middle.blue() > middle.green() + 40,
             qPrintable(middle.name()));
    QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Hint: ")));
    QCOMPARE(plies(), std::size_t(0)); // shown, not played
    drag("c3", "c4");
    QVERIFY(board->shapes(ShapeLayer::Hint).isEmpty()); // gone once the position changes
}

void TestPlaying::closeWhileThinking() {
    session()->start(humanAgainstComputer(10, LongClock));
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isThinking(), Slow);
    Answer discard;
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    QVERIFY(window->close());
    delete window; // joins the search thread without waiting for it
    window = nullptr;
}

void TestPlaying::clocksBesideTheBoard() {
    GameSetup g;
    g.info.timeControl = {TimeControl::Kind::Byoyomi, 0, 30000, 0};
    session()->start(g);
    ClockWidget* sente = clockOf(window, Sente);
    QCOMPARE(clockTime(sente), QStringLiteral("0:30"));
    QCOMPARE(clockPeriod(sente), QStringLiteral("Byoyomi"));
    // Each clock beside its side's hand: Sente's at the bottom, Gote's at the top.
    QVERIFY(sente->mapTo(window, QPoint()).y() >
            clockOf(window, Gote)->mapTo(window, QPoint()).y());
    // A clock that runs out loses the game and shows 0:00.
    g.info.timeControl = {TimeControl::Kind::Increment, 1000, 0, 0};
    session()->start(g);
    drag("c3", "c4"); // Sente moves in time; Gote does nothing
    QTRY_VERIFY_WITH_TIMEOUT(model()->isOver(), Slow);
    QCOMPARE(model()->game().outcome().termination, Termination::Time);
    QCOMPARE(clockTime(clockOf(window, Gote)), QStringLiteral("0:00"));
    QVERIFY(shownMessageBox(window));
    QCOMPARE(shownMessageBox(window)->text(), QStringLiteral("Gote ran out of time: Sente wins."));
}

void TestPlaying::byoyomiKeepsTheBoardStillAndTimeLossShowsZero() {
    GameSetup g;
    g.info.timeControl = {TimeControl::Kind::Byoyomi, 1000, 1000, 0};
    session()->start(g);
    QApplication::processEvents();
    ClockWidget* sente = clockOf(window, Sente);
    const QSize board = part<BoardView>(window)->size();
    const QSize panel = part<GamePanel>(window)->size();
    QCOMPARE(clockPeriod(sente), QString());
    // Sente thinks on: its main second runs out and byoyomi begins.
    QTRY_COMPARE_WITH_TIMEOUT(clockPeriod(sente), QStringLiteral("Byoyomi"), Slow);
    QApplication::processEvents();
    QCOMPARE(part<BoardView>(window)->size(), board);
    QCOMPARE(part<GamePanel>(window)->size(), panel);
    // ...and then its byoyomi: the loser's clock reads 0, not a fresh period.
    QTRY_VERIFY_WITH_TIMEOUT(model()->isOver(), Slow);
    QCOMPARE(model()->game().outcome().termination, Termination::Time);
    QCOMPARE(clockTime(sente), QStringLiteral("0:00"));
    QCOMPARE(clockPeriod(sente), QStringLiteral("Time is up"));
    QApplication::processEvents();
    QCOMPARE(part<BoardView>(window)->size(), board); // the two-line result moved nothing either
    QCOMPARE(part<GamePanel>(window)->size(), panel);
    // The player's clock tells a screen reader whose it is and what it shows.
    QVERIFY(sente->accessibleName().contains(QStringLiteral("Sente")));
    QVERIFY(sente->accessibleDescription().contains(QStringLiteral("0:00")));
}

void TestPlaying::playersChangedDuringTheGame() {
    GameSetup friends; // two humans, named
    friends.info.players[Sente].name = QStringLiteral("Alice");
    friends.info.players[Gote].name = QStringLiteral("Bob");
    session()->start(friends);
    drag("c3", "c4");
    QVERIFY(session()->runner()->player(Gote)->isHuman());
    // Game ▸ Players…: Gote is handed to the computer, level 1.
    action(window, "Players…")->trigger();
    auto* dialog = window->findChild<PlayersDialog*>();
    QTRY_VERIFY_WITH_TIMEOUT(dialog && dialog->isVisible(), Slow);
    QCOMPARE(labelled<QComboBox>(dialog, "Gote (☖):")->currentIndex(), 0);
    QVERIFY(!named<QSpinBox>(dialog, "Gote's level")->isEnabled());
    labelled<QComboBox>(dialog, "Gote (☖):")->setCurrentIndex(1);
    QVERIFY(named<QSpinBox>(dialog, "Gote's level")->isEnabled());
    named<QSpinBox>(dialog, "Gote's level")->setValue(1);
    dialog->accept();
    QVERIFY(!session()->runner()->player(Gote)->isHuman());
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), Slow); // it answers on its turn
    // Bob's name went with him; Alice keeps hers.
    QVERIFY(clockOf(window, Gote)->accessibleName().contains("level 1"));
    QVERIFY(clockOf(window, Sente)->accessibleName().contains("Alice"));
    // The record says who plays now, and the change is unsaved work.
    QVERIFY(window->isWindowModified());
    const Record record = session()->record();
    QVERIFY(record.tag("GoteLevel") && *record.tag("GoteLevel") == "1");
    // A level change takes effect from the computer's next turn; Sente can be given away too.
    action(window, "Players…")->trigger();
    dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = window->findChild<PlayersDialog*>()) && dialog->isVisible(),
                             Slow);
    named<QSpinBox>(dialog, "Gote's level")->setValue(2);
    labelled<QComboBox>(dialog, "Sente (☗):")->setCurrentIndex(0);
    dialog->accept();
    QCOMPARE(session()->info().players[Gote].level, 2);
    QVERIFY(session()->runner()->player(Sente)->isHuman());
    drag("d3", "d4");
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(4), Slow);
    QVERIFY(*session()->record().tag("GoteLevel") == "2");
}

void TestPlaying::badFileExplained() {
    drag("c3", "c4");
    drag("c6", "c5");
    const std::vector<Move> before = model()->game().moves();
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.ogn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"bad\"]\n[Sente \"a\"]\n\n1. Pc3-c4 Pc6-c5\n2. Bb2-h9 *\n");
    file.close();
    QVERIFY(!window->files()->openFile(path));
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    QVERIFY(!box->isModal());
    QVERIFY2(box->text().contains("line 5"), qPrintable(box->text()));
    QVERIFY(box->text().contains(path));
    QCOMPARE(model()->game().moves(), before);
    QVERIFY(session()->document()->filePath().isEmpty());
    QVERIFY(recentFiles(window).isEmpty());
}

void TestPlaying::copyAndPasteSfen() {
    drag("c3", "c4");
    QTest::keyClick(window, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(),
             QString::fromStdString(model()->position().toSfen()));
    QGuiApplication::clipboard()->setText(
        "lnsiksnl/1r4b1/pppppppp/9/8/PPPPPPPP/1B4R1/LNSIKSNL b -");
    action(window, "Paste Position (SFEN)")->trigger();
    QVERIFY(shownMessageBox(window));
    QCOMPARE(plies(), std::size_t(1)); // untouched
    shownMessageBox(window)->close();
    const QString good = "4k3/8/8/8/8/8/8/4K3 w R 1";
    QGuiApplication::clipboard()->setText(good);
    Answer discard; // the game of one move was not saved
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    action(window, "Paste Position (SFEN)")->trigger();
    QVERIFY(discard.answered);
    QCOMPARE(QString::fromStdString(model()->position().toSfen()), good);
    QCOMPARE(model()->sideToMove(), Gote);
}

QString TestPlaying::journalFile() {
    return session()->journal()->filePath();
}

// The restore offer: window-modal, Restore or Discard.
QMessageBox* TestPlaying::restoreBox() {
    for (QMessageBox* box : window->findChildren<QMessageBox*>(QStringLiteral("restoreBox")))
        if (box->isVisible()) return box;
    return nullptr;
}

void TestPlaying::clickRestoreButton(const QString& text) {
    QMessageBox* box = restoreBox();
    QVERIFY(box);
    for (QAbstractButton* b : box->buttons())
        if (b->text().remove(QLatin1Char('&')) == text) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no button ") + text));
}

void TestPlaying::unfinishedGameOffered() {
    drag("c3", "c4");
    drag("c6", "c5");
    const std::vector<Move> played = model()->game().moves();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journalFile()), Slow);
    // The program is killed: no close event, nothing cleans up.
    delete window;
    window = makeWindow();
    QVERIFY(window->files()->offerJournal());
    QMessageBox* box = restoreBox();
    QVERIFY(box && box->windowModality() == Qt::WindowModal); // answered before anything else
    QCOMPARE(box->text(), QStringLiteral("Resume the unfinished game (2 moves)?"));
    clickRestoreButton(QStringLiteral("Restore"));
    QTRY_COMPARE_WITH_TIMEOUT(model()->game().moves(), played, Slow);
    QVERIFY(window->isWindowModified());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journalFile()), Slow); // still unsaved, still safe
    // Discarding instead removes it, for good.
    delete window;
    window = makeWindow();
    QVERIFY(window->files()->offerJournal());
    clickRestoreButton(QStringLiteral("Discard"));
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(journalFile()), Slow);
    QVERIFY(model()->game().moves().empty());
    QVERIFY(!window->files()->offerJournal()); // nothing left to offer
}

void TestPlaying::damagedJournalSetAside() {
    const QString path = journalFile();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"ogi-journal\", \"version\": 1, \"record\": \"[Event");
    file.close();
    QVERIFY(window->files()->offerJournal());
    QMessageBox* box = shownMessageBox(window);
    QVERIFY(box);
    QVERIFY2(box->text().contains("journal-corrupt-"), qPrintable(box->text()));
    QVERIFY(!QFile::exists(path));
    const QDir folder = QFileInfo(path).absoluteDir();
    const QStringList aside = folder.entryList({"journal-corrupt-*.json"}, QDir::Files);
    QVERIFY(!aside.isEmpty());
    QVERIFY(model()->game().moves().empty()); // nothing fatal, a fresh game
    for (const QString& f : aside) QFile::remove(folder.filePath(f));
}

void TestPlaying::cleanExitRemovesJournal() {
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journalFile()), Slow);
    Answer discard;
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    QVERIFY(window->close());
    QVERIFY(discard.answered);
    QVERIFY(!QFile::exists(journalFile()));
    // A finished game is unsaved work until Save, Discard or a clean exit.
    delete window;
    window = makeWindow();
    drag("c3", "c4");
    action(window, "Resign")->trigger();
    qobject_cast<QMessageBox*>(QApplication::activeModalWidget())
        ->button(QMessageBox::Yes)
        ->click();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(journalFile()), Slow);
    Answer save;
    answerNextQuestion(this, QMessageBox::Discard, &save);
    QVERIFY(window->close());
    QVERIFY(save.answered);
    QVERIFY2(save.text.contains(QStringLiteral("not been saved")), qPrintable(save.text));
    QVERIFY(!QFile::exists(journalFile()));
}

void TestPlaying::soundAndLanguagePreferences() {
    auto* click = window->findChild<ClickSound*>();
    QVERIFY(click);
    Preferences p = Preferences::load(QSettings());
    p.sound = true;
    window->applyPreferences(p);
    const int clicks = click->playCount();
    drag("c3", "c4");
    QCOMPARE(click->playCount(), clicks + 1);
    p.sound = false;
    window->applyPreferences(p);
    drag("c6", "c5");
    QCOMPARE(click->playCount(), clicks + 1);

    p.language = "fr";
    window->applyPreferences(p);
    QCOMPARE(activeLanguage(), QStringLiteral("fr"));
    QTRY_VERIFY_WITH_TIMEOUT(shownLabel(window, QStringLiteral("Sente au trait")), Slow);
    // Kept for the next start.
    QCOMPARE(Preferences::load(QSettings()).language, QStringLiteral("fr"));
    QCOMPARE(Preferences::load(QSettings()).sound, false);
}

void TestPlaying::unsavedGameAskedBeforeItIsLost() {
    // Nothing played: nothing to lose, no question.
    action(window, "New Game")->trigger();
    QVERIFY(part<NewGameDialog>(window));
    part<NewGameDialog>(window)->reject();
    QTRY_VERIFY_WITH_TIMEOUT(!part<NewGameDialog>(window), Slow);

    drag("c3", "c4");
    QCOMPARE(model()->game().moves().size(), std::size_t(1));

    // New Game is chosen first; then the question. Cancel: the game stays.
    action(window, "New Game")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(part<NewGameDialog>(window), Slow);
    Answer cancel;
    answerNextQuestion(this, QMessageBox::Cancel, &cancel);
    part<NewGameDialog>(window)->accept();
    QVERIFY(cancel.answered);
    QCOMPARE(cancel.text, QStringLiteral("The game in progress has not been saved. Save it now?"));
    QCOMPARE(model()->game().moves().size(), std::size_t(1));

    // Closing the window asks too; Cancel keeps it open.
    Answer stay;
    answerNextQuestion(this, QMessageBox::Cancel, &stay);
    QVERIFY(!window->close());
    QVERIFY(stay.answered);
    QVERIFY(window->isVisible());

    // Don't Save: the new game replaces it.
    QTRY_VERIFY_WITH_TIMEOUT(!part<NewGameDialog>(window), Slow);
    action(window, "New Game")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(part<NewGameDialog>(window), Slow);
    Answer discard;
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    part<NewGameDialog>(window)->accept();
    QVERIFY(discard.answered);
    QVERIFY(model()->game().moves().empty());

    drag("c3", "c4");
    // Save, for a game that has a file: written there, and the window closes.
    QTemporaryDir dir;
    const QString path = dir.filePath("kept.ogn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"kept\"]\n\n1. Pc3-c4 *\n");
    file.close();
    // The new game has a move: opening asks once more, after the file was read.
    Answer again;
    answerNextQuestion(this, QMessageBox::Discard, &again);
    QVERIFY(window->files()->openFile(path));
    QVERIFY(again.answered);
    drag("c6", "c5");
    Answer save;
    answerNextQuestion(this, QMessageBox::Save, &save);
    QVERIFY(window->close());
    QVERIFY(save.answered);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(file.readAll());
    QVERIFY2(written.contains(QLatin1String("1. Pc3-c4 Pc6-c5")), qPrintable(written));
}

QTEST_MAIN(TestPlaying)
void TestPlaying::balancedGameOfferedAfterARatedGame() {
    // A rated game (one move, then resigned against level 1, official rule) ends with a
    // button that opens New Game on the balanced game for the rating just updated.
    session()->start(humanAgainstComputer(1));
    drag("c3", "c4");
    QTRY_COMPARE_WITH_TIMEOUT(plies(), std::size_t(2), Slow);
    action(window, "Resign")->trigger();
    QMessageBox* question = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((question = shownMessageBox(window)) &&
                                 question->text().contains(QLatin1String("Resign?")),
                             Slow);
    QTest::mouseClick(question->button(QMessageBox::Yes), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(model()->isOver(), Slow);
    QMessageBox* over = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((over = shownMessageBox(window)) &&
                                 over->informativeText().startsWith(QLatin1String("Rated:")),
                             Slow);
    QAbstractButton* next = nullptr;
    for (QAbstractButton* b : over->buttons())
        if (b->text() == QStringLiteral("Next &Balanced Game…")) next = b;
    QVERIFY(next);

    // What the button should propose: the suggestion for the rating as stored now.
    GameRating stored;
    QVERIFY(stored.load());
    std::vector<std::string> tags;
    for (HandicapPreset p : handicapPresets)
        tags.push_back(Handicap::fromPreset(p).tagText().toStdString());
    const rating::EvenGame even = rating::suggestEvenGame(stored.rating().rating, tags);

    QTest::mouseClick(next, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        part<NewGameDialog>(window) && part<NewGameDialog>(window)->isVisible(), Slow);
    NewGameDialog* d = part<NewGameDialog>(window);
    QCOMPARE(labelled<QComboBox>(d, "Sente (☗, moves first)")->currentIndex(), 0); // human
    QCOMPARE(labelled<QComboBox>(d, "Gote (☖)")->currentIndex(), 1);               // computer
    QCOMPARE(named<QSpinBox>(d, "Gote's level")->value(), even.level);
    const QString percent =
        QStringLiteral("you score about %1%.").arg(std::lround(100 * even.expected));
    QVERIFY2(shownLabel(d, percent), qPrintable(percent));
    // The game just played is not saved: asked once the new game is chosen.
    Answer discard;
    answerNextQuestion(this, QMessageBox::Discard, &discard);
    QTest::keyClick(d, Qt::Key_Return); // Start
    QVERIFY(discard.answered);
    QTRY_VERIFY_WITH_TIMEOUT(!part<NewGameDialog>(window), Slow);
    QCOMPARE(session()->info().players[Gote].level, even.level);
    QVERIFY(!session()->info().refuseIllegal); // the official rule: the game is rated
}

#include "tst_playing.moc"
