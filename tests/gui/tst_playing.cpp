// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Playing in the window: the New Game dialog (presets, custom handicap, preview), computer
// players answering while the GUI keeps serving events, Move now / Stop / Resume, hints,
// a new game or closing while the computer thinks, clocks running out, records saved and
// opened (bad files rejected), SFEN copy/paste, the autosave after an abnormal end, and the
// question before an unsaved game is lost (answered in the real modal box).
#include "boardview.h"
#include "clicksound.h"
#include "clockwidget.h"
#include "language.h"
#include "mainwindow.h"
#include "model/aiworker.h"
#include "model/autosave.h"
#include "model/gameclock.h"
#include "model/gamemodel.h"
#include "newgamedialog.h"
#include "rules/notation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace ogi;

namespace {
constexpr int Slow = 60000; // generous: a loaded 2-core machine

Square sq(const char* name) {
    return *parseSquare(name);
}

GameSetup humanAgainstComputer(int level, Side computer = Gote) {
    GameSetup g;
    g.info.players[Sente].computer = computer == Sente;
    g.info.players[Gote].computer = computer == Gote;
    g.info.players[computer].level = level;
    return g;
}
} // namespace

class TestPlaying : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    QTemporaryDir autosaveDir;
    void drag(const char* from, const char* to) {
        BoardView* view = window->boardView();
        const QPoint a = view->squareCenter(sq(from));
        const QPoint b = view->squareCenter(sq(to));
        QTest::mousePress(view, Qt::LeftButton, {}, a);
        QTest::mouseMove(view, (a + b) / 2);
        QTest::mouseMove(view, b);
        QTest::mouseRelease(view, Qt::LeftButton, {}, b);
    }
    // Answers the next modal question box with `button` when it shows (its exec() loop runs
    // the timer), keeping its text; `answered` tells whether a box was there to answer.
    struct Answer {
        bool answered = false;
        QString text;
    };
    void answerNextQuestion(QMessageBox::StandardButton button, Answer* answer) {
        auto* poll = new QTimer(this);
        auto deadline = std::make_shared<QElapsedTimer>();
        deadline->start();
        connect(poll, &QTimer::timeout, this, [poll, deadline, button, answer] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || !box->isVisible()) {
                if (deadline->elapsed() > 5000) {
                    poll->stop();
                    poll->deleteLater();
                }
                return;
            }
            poll->stop(); // at once: deleteLater waits for the outer event loop
            poll->deleteLater();
            answer->answered = true;
            answer->text = box->text();
            QTest::mouseClick(box->button(button), Qt::LeftButton);
        });
        poll->start(10);
    }
    MainWindow* makeWindow() {
        auto* w = new MainWindow;
        w->setPersistent(false);
        w->setAutoSaveDirectory(autosaveDir.path());
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
    void computerAgainstComputer();
    void newGameWhileThinking();
    void closeWhileThinking();
    void clockRunsOutAsALoss();
    void byoyomiShownAndClockFollowsMoves();
    void saveOpenRoundTrip();
    void badFileLeavesGameUntouched();
    void copyAndPasteSfen();
    void autosaveRestoredAfterAbnormalEnd();
    void corruptAutosaveSetAside();
    void cleanExitRemovesAutosave();
    void soundAndLanguagePreferences();
    void unsavedGameAskedBeforeItIsLost();
    void crashKeepsTimeOfMoveInProgress();
};

void TestPlaying::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName("tst_playing");
    QSettings().clear();
    QVERIFY(autosaveDir.isValid());
}

void TestPlaying::init() {
    QFile::remove(QDir(autosaveDir.path()).filePath("autosave.ogn"));
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
        {"+B", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4R1/LNSIKSNL b - 1"},
        {"+R", "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4+R1/LNSIKSNL b - 1"},
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
    NewGameDialog dialog(GameSetup(), PieceStyle::Eastern);
    dialog.show();
    dialog.presetCombo()->setCurrentIndex(preset);
    QCOMPARE(dialog.previewSfen(), sfen);
    QCOMPARE(QString::fromStdString(dialog.setup().startPosition().toSfen()), sfen);
    // The picker shows the same pieces ticked.
    QCOMPARE(dialog.pieceButton(sq("b2"))->isChecked(), sfen.contains("+B4"));
}

void TestPlaying::dialogCustomPickerAndWeakerSide() {
    NewGameDialog dialog(GameSetup(), PieceStyle::Eastern);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.pieceButton(sq("e1"))); // the King cannot start promoted
    QTest::mouseClick(dialog.pieceButton(sq("g1")), Qt::LeftButton);
    QTest::mouseClick(dialog.pieceButton(sq("h3")), Qt::LeftButton);
    QCOMPARE(HandicapPreset(dialog.presetCombo()->currentIndex()), HandicapPreset::Custom);
    QCOMPARE(dialog.previewSfen(),
             QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPP+P/1B4R1/LNSIKS+NL b - 1"));
    QCOMPARE(dialog.setup().info.handicap, QStringLiteral("+N +P"));
    // Ticking the Bishop and Rook too... then unticking the extras gives the preset back.
    QTest::mouseClick(dialog.pieceButton(sq("b2")), Qt::LeftButton);
    QTest::mouseClick(dialog.pieceButton(sq("g2")), Qt::LeftButton);
    QTest::mouseClick(dialog.pieceButton(sq("g1")), Qt::LeftButton);
    QTest::mouseClick(dialog.pieceButton(sq("h3")), Qt::LeftButton);
    QCOMPARE(HandicapPreset(dialog.presetCombo()->currentIndex()), HandicapPreset::RookBishop);
    // Gote as the weaker side: its pieces, and the Kings swap (玉 for the weaker side).
    dialog.weakerCombo()->setCurrentIndex(1);
    QCOMPARE(dialog.previewSfen(),
             QStringLiteral("lnsiksnl/1+r4+b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"));
    QVERIFY(dialog.pieceButton(sq("b7"))->isChecked());
    QVERIFY(!dialog.pieceButton(sq("b2")));
    QVERIFY(dialog.setup().info.gyoku[Gote]);
    QVERIFY(!dialog.setup().info.gyoku[Sente]);
    QVERIFY(dialog.preview()->model()->kingIsGyoku(Gote));
}

void TestPlaying::dialogStartsTheGame() {
    window->newGameAction()->trigger();
    QTRY_VERIFY(window->newGameDialog());
    NewGameDialog* d = window->newGameDialog();
    QTRY_VERIFY(d->isVisible());
    d->typeCombo(Sente)->setCurrentIndex(0);
    d->typeCombo(Gote)->setCurrentIndex(1);
    d->levelSpin(Gote)->setValue(1);
    d->nameEdit(Sente)->setText("Hanako");
    d->presetCombo()->setCurrentIndex(int(HandicapPreset::RookBishop));
    d->timeCombo()->setCurrentIndex(int(TimeControl::Kind::Byoyomi));
    d->mainMinutesSpin()->setValue(5);
    d->extraSecondsSpin()->setValue(20);
    QTest::keyClick(d, Qt::Key_Return); // Start
    QTRY_VERIFY(!window->newGameDialog());
    GameModel* model = window->model();
    QCOMPARE(model->player(Gote), GameModel::Player::Computer);
    QCOMPARE(model->player(Sente), GameModel::Player::Human);
    QCOMPARE(QString::fromStdString(model->game().startPosition().toSfen()),
             QStringLiteral("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1"));
    QCOMPARE(window->gameInfo().players[Sente].name, QStringLiteral("Hanako"));
    QCOMPARE(window->gameClock()->timeControl().toTag(), QStringLiteral("300+20b"));
    QVERIFY(window->gameClock()->isRunning());
    QCOMPARE(window->gameClock()->runningSide(), Sente);
    QVERIFY(window->clockWidgetFor(Gote)->timeText().contains("5:00"));
}

void TestPlaying::computerAnswersWhileGuiServesEvents() {
    window->setAiMoveTime(1500);
    window->startGame(humanAgainstComputer(10));
    // A timer of the GUI thread: it must keep firing while the computer thinks.
    int ticksWhileThinking = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&] {
        if (window->isAiThinking()) ++ticksWhileThinking;
    });
    ticker.start(20);
    drag("c3", "c4");
    QCOMPARE(window->model()->game().moves().size(), std::size_t(1));
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    QTRY_VERIFY_WITH_TIMEOUT(!window->thinkingLabel()->text().isEmpty(), Slow);
    // The window itself answers too: resize, flip.
    window->resize(1000, 650);
    window->flipAction()->trigger();
    QVERIFY(window->boardView()->isFlipped());
    QTRY_COMPARE_WITH_TIMEOUT(window->model()->game().moves().size(), std::size_t(2), Slow);
    QVERIFY(ticksWhileThinking > 3);
    QVERIFY(!window->model()->isOver()); // the computer's move was legal
    QVERIFY(window->model()->isHumanToMove());
    QVERIFY(window->thinkingLabel()->text().isEmpty());
}

void TestPlaying::moveNowStopAndResume() {
    window->setAiMoveTime(600000); // would think for ten minutes
    window->startGame(humanAgainstComputer(10));
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    QTRY_VERIFY_WITH_TIMEOUT(window->moveNowAction()->isEnabled(), Slow);
    window->moveNowAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window->model()->game().moves().size(), std::size_t(2), Slow);

    drag("d3", "d4");
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    window->stopAiAction()->trigger();
    QVERIFY(!window->isAiThinking());
    QVERIFY(window->isAiPaused());
    QVERIFY(window->resumeAiAction()->isEnabled());
    QTest::qWait(300); // a stopped computer stays quiet
    QCOMPARE(window->model()->game().moves().size(), std::size_t(3));

    window->resumeAiAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    window->moveNowAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window->model()->game().moves().size(), std::size_t(4), Slow);
    QVERIFY(!window->model()->isOver());
}

void TestPlaying::hintForTheHuman() {
    window->setAiMoveTime(300);
    QVERIFY(window->hintAction()->isEnabled());
    window->hintAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(bool(window->boardView()->hintMove()), Slow);
    QVERIFY(window->model()->game().isLegal(window->boardView()->hintMove()));
    QCOMPARE(window->model()->game().moves().size(), std::size_t(0)); // shown, not played
    drag("c3", "c4");
    QVERIFY(!window->boardView()->hintMove()); // gone once the position changes
}

void TestPlaying::computerAgainstComputer() {
    window->setWatchDelay(0);
    window->setAiMoveTime(200);
    GameSetup g;
    g.info.players[Sente] = {true, 1, {}};
    g.info.players[Gote] = {true, 2, {}};
    window->startGame(g);
    QTRY_VERIFY_WITH_TIMEOUT(
        window->model()->game().moves().size() >= 6 || window->model()->isOver(), Slow);
}

void TestPlaying::newGameWhileThinking() {
    window->setAiMoveTime(600000);
    window->startGame(humanAgainstComputer(10));
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    window->startGame(GameSetup()); // two humans, from the start
    QVERIFY(!window->isAiThinking());
    QVERIFY(window->model()->game().moves().empty());
    // The computer now plays Sente in a third game: its first move comes, for that game.
    window->setAiMoveTime(300);
    window->startGame(humanAgainstComputer(3, Sente));
    QTRY_COMPARE_WITH_TIMEOUT(window->model()->game().moves().size(), std::size_t(1), Slow);
    QVERIFY(window->model()->isHumanToMove());
    QTest::qWait(200); // no stray second move from the cancelled search
    QCOMPARE(window->model()->game().moves().size(), std::size_t(1));
}

void TestPlaying::closeWhileThinking() {
    window->setAiMoveTime(600000);
    window->startGame(humanAgainstComputer(10));
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(window->isAiThinking(), Slow);
    window->close();
    delete window; // joins the search thread without waiting ten minutes
    window = nullptr;
}

void TestPlaying::clockRunsOutAsALoss() {
    GameSetup g;
    g.info.timeControl = {TimeControl::Kind::Increment, 1000, 0, 0};
    window->startGame(g);
    drag("c3", "c4"); // Sente moves in time; Gote does nothing
    QTRY_VERIFY_WITH_TIMEOUT(window->model()->isOver(), Slow);
    QCOMPARE(window->model()->result(), Result::SenteWins);
    QCOMPARE(window->model()->game().outcome().termination, Termination::Time);
    QVERIFY(window->gameClock()->isFlagged(Gote));
    QVERIFY(!window->gameClock()->isRunning());
    QCOMPARE(window->clockWidgetFor(Gote)->timeText(), QStringLiteral("0:00"));
}

void TestPlaying::byoyomiShownAndClockFollowsMoves() {
    GameSetup g;
    g.info.timeControl = {TimeControl::Kind::Byoyomi, 0, 30000, 0};
    window->startGame(g);
    QVERIFY(window->clockWidgetFor(Sente)->timeText().contains("0:30"));
    QVERIFY(window->clockWidgetFor(Sente)->timeText().contains("Byoyomi"));
    QCOMPARE(window->gameClock()->runningSide(), Sente);
    drag("c3", "c4");
    QCOMPARE(window->gameClock()->runningSide(), Gote);
    QCOMPARE(window->gameInfo().clocks.size(), std::size_t(1));
    QCOMPARE(window->gameInfo().clocks[0], qint64(0)); // no main time left: all byoyomi
}

void TestPlaying::saveOpenRoundTrip() {
    GameSetup g;
    g.handicap = Handicap::fromPreset(HandicapPreset::RookBishop);
    g.info.handicap = g.handicap.tagText();
    g.info.players[Sente].name = "Hanako";
    g.info.players[Gote].name = "Taro";
    g.info.gyoku[Sente] = true;
    g.info.gyoku[Gote] = false;
    g.info.timeControl = {TimeControl::Kind::Byoyomi, 600000, 30000, 0};
    window->startGame(g);
    drag("c3", "c4");
    drag("c6", "c5");
    window->resignAction()->trigger(); // Sente to move resigns
    QVERIFY(window->model()->isOver());
    QTemporaryDir dir;
    const QString path = dir.filePath("handicap.ogn");
    QString error;
    QVERIFY2(window->saveFile(path, &error), qPrintable(error));
    QVERIFY(!window->isModified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains("[Handicap \"+R +B\"]"));
    QVERIFY(text.contains("[SenteKing \"玉\"]"));
    QVERIFY(text.contains("[GoteKing \"王\"]"));
    QVERIFY(text.contains("[Termination \"resignation\"]"));
    QVERIFY(text.contains("[TimeControl \"600+30b\"]"));
    QVERIFY(text.contains("[%clk 0:"));
    QVERIFY(text.contains("0-1"));

    window->startGame(GameSetup());
    QVERIFY(window->model()->game().moves().empty());
    QVERIFY2(window->openFile(path, &error), qPrintable(error));
    const Game& game = window->model()->game();
    QCOMPARE(game.moves().size(), std::size_t(2));
    QCOMPARE(game.outcome().result, Result::GoteWins);
    QCOMPARE(game.outcome().termination, Termination::Resignation);
    QCOMPARE(QString::fromStdString(game.startPosition().toSfen()),
             QString::fromStdString(g.handicap.startPosition().toSfen()));
    QCOMPARE(window->gameInfo().players[Sente].name, QStringLiteral("Hanako"));
    QCOMPARE(window->gameInfo().players[Gote].name, QStringLiteral("Taro"));
    QCOMPARE(window->gameInfo().handicap, QStringLiteral("+R +B"));
    QVERIFY(window->model()->kingIsGyoku(Sente));
    QVERIFY(!window->model()->kingIsGyoku(Gote));
    QCOMPARE(window->gameClock()->timeControl(), g.info.timeControl);
    QVERIFY(window->gameClock()->mainLeft(Sente) <= 600000);
    QVERIFY(window->gameClock()->mainLeft(Sente) > 500000);
    QCOMPARE(window->filePath(), QFileInfo(path).absoluteFilePath());
}

void TestPlaying::badFileLeavesGameUntouched() {
    drag("c3", "c4");
    drag("c6", "c5");
    const std::vector<Move> before = window->model()->game().moves();
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.ogn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"bad\"]\n[Sente \"a\"]\n\n1. Pc3-c4 Pc6-c5\n2. Bb2-h9 *\n");
    file.close();
    QString error;
    QVERIFY(!window->openFile(path, &error));
    QVERIFY2(error.contains("line 5"), qPrintable(error));
    QVERIFY(window->messageBox());
    QVERIFY(window->messageBox()->isVisible());
    QVERIFY(!window->messageBox()->isModal());
    QVERIFY(window->messageBox()->text().contains("line 5"));
    QCOMPARE(window->model()->game().moves(), before);
    QVERIFY(window->filePath().isEmpty());
    QVERIFY(!window->openFile(dir.filePath("missing.ogn"), &error));
    QCOMPARE(window->model()->game().moves(), before);
}

void TestPlaying::copyAndPasteSfen() {
    drag("c3", "c4");
    window->copySfenAction()->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QCOMPARE(copied, QString::fromStdString(window->model()->position().toSfen()));
    QGuiApplication::clipboard()->setText(
        "lnsiksnl/1r4b1/pppppppp/9/8/PPPPPPPP/1B4R1/LNSIKSNL b -");
    window->pasteSfenAction()->trigger();
    QVERIFY(window->messageBox() && window->messageBox()->isVisible());
    QCOMPARE(window->model()->game().moves().size(), std::size_t(1)); // untouched
    const QString good = "4k3/8/8/8/8/8/8/4K3 w R 1";
    QGuiApplication::clipboard()->setText(good);
    window->pasteSfenAction()->trigger();
    QCOMPARE(QString::fromStdString(window->model()->position().toSfen()), good);
    QCOMPARE(window->model()->sideToMove(), Gote);
}

void TestPlaying::autosaveRestoredAfterAbnormalEnd() {
    window->startGame(humanAgainstComputer(3));
    window->model()->setPlayer(Gote, GameModel::Player::Human); // keep it quiet for the test
    drag("c3", "c4");
    drag("c6", "c5");
    const std::vector<Move> played = window->model()->game().moves();
    QVERIFY(window->autoSave()->exists());
    // The program is killed: no close event, nothing cleans up.
    delete window;
    window = makeWindow();
    QVERIFY(window->checkAutoSave());
    QMessageBox* box = window->messageBox();
    QVERIFY(box && box->isVisible() && !box->isModal());
    QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    QTRY_COMPARE(window->model()->game().moves(), played);
    QVERIFY(window->autoSave()->exists()); // still unfinished, still safe
    // Declining instead removes it.
    delete window;
    window = makeWindow();
    QVERIFY(window->checkAutoSave());
    QTest::mouseClick(window->messageBox()->button(QMessageBox::No), Qt::LeftButton);
    QTRY_VERIFY(!window->autoSave()->exists());
    QVERIFY(window->model()->game().moves().empty());
}

void TestPlaying::corruptAutosaveSetAside() {
    const QString path = QDir(autosaveDir.path()).filePath("autosave.ogn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"half written\"]\n\n1. Pc3-c4 Pc6-c5 2. Qx");
    file.close();
    QVERIFY(window->checkAutoSave());
    QVERIFY(window->messageBox() && window->messageBox()->isVisible());
    QVERIFY(window->messageBox()->text().contains("autosave-corrupt-"));
    QVERIFY(!QFile::exists(path));
    const QStringList aside =
        QDir(autosaveDir.path()).entryList({"autosave-corrupt-*.ogn"}, QDir::Files);
    QVERIFY(!aside.isEmpty());
    QVERIFY(window->model()->game().moves().empty()); // nothing fatal, a fresh game
    for (const QString& f : aside) QFile::remove(QDir(autosaveDir.path()).filePath(f));
}

void TestPlaying::cleanExitRemovesAutosave() {
    drag("c3", "c4");
    QVERIFY(window->autoSave()->exists());
    window->close();
    QVERIFY(!window->autoSave()->exists());
    // A finished game leaves nothing to restore either.
    delete window;
    window = makeWindow();
    drag("c3", "c4");
    QVERIFY(window->autoSave()->exists());
    window->resignAction()->trigger();
    QVERIFY(!window->autoSave()->exists());
}

void TestPlaying::soundAndLanguagePreferences() {
    Preferences p = window->preferences();
    p.sound = true;
    window->applyPreferences(p);
    const int clicks = window->clickSound()->playCount();
    drag("c3", "c4");
    QCOMPARE(window->clickSound()->playCount(), clicks + 1);
    p.sound = false;
    window->applyPreferences(p);
    drag("c6", "c5");
    QCOMPARE(window->clickSound()->playCount(), clicks + 1);

    QString announced;
    connect(window, &MainWindow::languageChanged, this, [&](const QString& l) { announced = l; });
    p.language = "fr";
    window->applyPreferences(p);
    QCOMPARE(announced, QStringLiteral("fr"));
    QSettings settings;
    p.save(settings);
    QCOMPARE(Preferences::load(settings).language, QStringLiteral("fr"));
    QCOMPARE(Preferences::load(settings).sound, false);
}

QTEST_MAIN(TestPlaying)
#include "tst_playing.moc"

void TestPlaying::unsavedGameAskedBeforeItIsLost() {
    applyLanguage(QStringLiteral("en")); // whatever an earlier test chose
    window->setConfirmUnsaved(true);
    // Nothing played: nothing to lose, no question.
    window->newGameAction()->trigger();
    QVERIFY(window->newGameDialog());
    window->newGameDialog()->reject();
    QTRY_VERIFY(!window->newGameDialog());

    drag("c3", "c4");
    QCOMPARE(window->model()->game().moves().size(), std::size_t(1));

    // Cancel: the game stays, no New Game dialog.
    Answer cancel;
    answerNextQuestion(QMessageBox::Cancel, &cancel);
    window->newGameAction()->trigger();
    QVERIFY(cancel.answered);
    QCOMPARE(cancel.text, QStringLiteral("The current game has not been saved. Save it now?"));
    QVERIFY(!window->newGameDialog());
    QCOMPARE(window->model()->game().moves().size(), std::size_t(1));

    // Closing the window asks too; Cancel keeps it open.
    Answer stay;
    answerNextQuestion(QMessageBox::Cancel, &stay);
    QVERIFY(!window->close());
    QVERIFY(stay.answered);
    QVERIFY(window->isVisible());

    // Discard: on to the New Game dialog.
    Answer discard;
    answerNextQuestion(QMessageBox::Discard, &discard);
    window->newGameAction()->trigger();
    QVERIFY(discard.answered);
    QVERIFY(window->newGameDialog());
    window->newGameDialog()->reject();
    QTRY_VERIFY(!window->newGameDialog());

    // Save, for a game that has a file: written there, and the window closes.
    QTemporaryDir dir;
    const QString path = dir.filePath("kept.ogn");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"kept\"]\n\n1. Pc3-c4 *\n");
    file.close();
    QVERIFY(window->openFile(path));
    drag("c6", "c5");
    Answer save;
    answerNextQuestion(QMessageBox::Save, &save);
    QVERIFY(window->close());
    QVERIFY(save.answered);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(file.readAll());
    QVERIFY2(written.contains(QLatin1String("1. Pc3-c4 Pc6-c5")), qPrintable(written));
}

void TestPlaying::crashKeepsTimeOfMoveInProgress() {
    GameSetup g; // two players at the board, 10 min + 10 s a move
    g.info.timeControl = {TimeControl::Kind::Increment, 600000, 0, 10000};
    window->startGame(g);
    drag("c3", "c4");
    // Gote has been thinking for a long while: 2 min 3 s left on its running clock.
    QVERIFY(window->gameClock()->isRunning());
    window->gameClock()->setRemaining(Gote, 123000);
    const qint64 senteLeft = window->gameClock()->mainLeft(Sente);
    window->setAutoSaveClockInterval(20);
    const QString autosavePath = window->autoSave()->filePath();
    auto autosaved = [&autosavePath] {
        QFile file(autosavePath);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QTRY_VERIFY(autosaved().contains("[MoverClock \"0:02:0"));

    // The program is killed mid-move; the restored game resumes Gote's clock where it was,
    // not where Sente's move left it.
    delete window;
    window = makeWindow();
    QVERIFY(window->checkAutoSave());
    QTest::mouseClick(window->messageBox()->button(QMessageBox::Yes), Qt::LeftButton);
    QTRY_COMPARE(window->model()->game().moves().size(), std::size_t(1));
    QVERIFY2(window->gameClock()->mainLeft(Gote) <= 123000 &&
                 window->gameClock()->mainLeft(Gote) > 100000,
             qPrintable(QString::number(window->gameClock()->mainLeft(Gote))));
    // Clocks are recorded to the second.
    QVERIFY(senteLeft - window->gameClock()->mainLeft(Sente) < 1000);
    QVERIFY(senteLeft - window->gameClock()->mainLeft(Sente) >= 0);
    QVERIFY(window->gameClock()->isRunning());

    // A record saved by hand does not carry the running clock.
    QTemporaryDir dir;
    const QString path = dir.filePath("saved.ogn");
    QVERIFY(window->saveFile(path));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(!saved.readAll().contains("MoverClock"));
}
