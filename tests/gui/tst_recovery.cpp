// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What survives a kill: a child process (this test's own program, with --child) works as a
// user does — annotates a record, plays against the computer, sets up a position — and is
// killed (SIGKILL; TerminateProcess on Windows) right after its last change. The next start
// offers exactly what was lost, by name, and brings it back.
#include "dialogs/positioneditor.h"
#include "files/recordfiles.h"
#include "language.h"
#include "mainwindow.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/files/recordfile.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "rules/notation.h"
#include "windowtest.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;
using namespace windowtest;

namespace {

const char* const TestName = "tst_recovery";
// Generous: a loaded machine under a sanitizer starts and drives a window slowly.
constexpr int Patience = 120000;

QPlainTextEdit* commentEditor(QWidget* window) {
    for (auto* edit : window->findChildren<QPlainTextEdit*>())
        if (edit->placeholderText() == QStringLiteral("Write a comment on this move")) return edit;
    return nullptr;
}

void rightDrag(BoardView* board, const char* from, const char* to) {
    const QPoint a = board->squareCenter(sq(from));
    const QPoint b = board->squareCenter(sq(to));
    QTest::mousePress(board, Qt::RightButton, {}, a);
    QTest::mouseMove(board, (a + b) / 2);
    QTest::mouseMove(board, b);
    QTest::mouseRelease(board, Qt::RightButton, {}, b);
}

void say(const char* line) {
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

// ---- the child: a user at work, killed after the last change ------------------------------

int runChild(const QString& scenario, const QString& file) {
    useTestSettings(TestName);
    MainWindow* window = openWindow();
    if (!QTest::qWaitForWindowExposed(window)) return 2;
    auto* board = part<BoardView>(window);
    auto* session = part<GameSession>(window);
    if (scenario == QLatin1String("record")) {
        // Opened as from the command line, then annotated at the fourth move.
        if (!window->files()->openFile(file)) return 3;
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Left);
        QPlainTextEdit* edit = commentEditor(window);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("Why not the Rook?"));
        rightDrag(board, "b2", "f6");
        // The last change, just before the kill.
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral(" Really."));
    } else if (scenario == QLatin1String("game")) {
        GameSetup setup;
        setup.info.players[Gote] = PlayerInfo::computer(4);
        session->start(setup);
        drag(board, "c3", "c4");
        if (!QTest::qWaitFor([&] { return session->model()->game().moves().size() == 2; },
                             Patience))
            return 4;
        drag(board, "d3", "d4"); // the last change, just before the kill
    } else if (scenario == QLatin1String("setup")) {
        action(window, QStringLiteral("Set Up Position…"))->trigger();
        auto* editor = part<PositionEditor>(window);
        if (!editor || !QTest::qWaitForWindowExposed(editor)) return 5;
        auto* side = editor->findChild<QComboBox*>();
        side->setFocus();
        QTest::keyClick(side, Qt::Key_Down); // Gote to move
    }
    say("ready");
    return QApplication::exec(); // until killed
}

QString journalRecordText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return QString();
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    return o.value(QStringLiteral("record")).toString() +
           o.value(QStringLiteral("setup")).toString();
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void annotatedRecordComesBack();
    void gameAgainstTheComputerGoesOn();
    void positionBeingSetUpComesBack();
    void whatWasDiscardedIsNeverOffered();

private:
    // Runs the child on scenario and kills it once the journal holds `last`.
    void killAfter(const QString& scenario, const QString& last, const QString& file = QString());
    QMessageBox* restoreBox() const;
    void answer(const QString& button);

    MainWindow* window = nullptr;
    QString journal;
};

void TestRecovery::initTestCase() {
    useTestSettings(TestName);
    applyLanguage(QStringLiteral("en"));
    journal = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
              QStringLiteral("/journal.json");
}

void TestRecovery::init() {
    QFile::remove(journal);
}

void TestRecovery::cleanup() {
    delete window;
    window = nullptr;
    QFile::remove(journal);
}

void TestRecovery::killAfter(const QString& scenario, const QString& last, const QString& file) {
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--child"), scenario, file});
    QVERIFY(child.waitForStarted());
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += child.readAllStandardOutput()).contains("ready") ||
                                 child.state() == QProcess::NotRunning,
                             Patience);
    QVERIFY2(out.contains("ready"), qPrintable(QString::number(child.exitCode())));
    // The change made just before the kill is in the journal (written within a second).
    QTRY_VERIFY_WITH_TIMEOUT(journalRecordText(journal).contains(last), Patience);
    child.kill();
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
}

QMessageBox* TestRecovery::restoreBox() const {
    for (QMessageBox* box : window->findChildren<QMessageBox*>(QStringLiteral("restoreBox")))
        if (box->isVisible()) return box;
    return nullptr;
}

void TestRecovery::answer(const QString& button) {
    QMessageBox* box = restoreBox();
    QVERIFY(box);
    for (QAbstractButton* b : box->buttons())
        if (b->text().remove(QLatin1Char('&')) == button) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
    QFAIL("no such button");
}

void TestRecovery::annotatedRecordComesBack() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club-evening.ogn"));
    Game game;
    for (const char* m : {"c3c4", "f6f5", "b2c3", "e8f7", "h3h4", "a6a5"})
        game.play(*parseMachineMove(m));
    Record record;
    record.setGame(game);
    QString error;
    QVERIFY2(writeRecordFile(file, record, &error), qPrintable(error));

    killAfter(QStringLiteral("record"), QStringLiteral("Why not the Rook? Really."), file);

    // The next start.
    window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->files()->offerJournal());
    QVERIFY(restoreBox());
    QCOMPARE(restoreBox()->text(),
             QStringLiteral("Restore your unsaved changes to club-evening.ogn (1 comment, 1 "
                            "arrow)?"));
    answer(QStringLiteral("Restore"));
    auto* session = part<GameSession>(window);
    const Record back = session->document()->record();
    QCOMPARE(back.mainline.nodes.size(), std::size_t(6));
    QCOMPARE(back.mainline.nodes[3].comment, std::string("Why not the Rook? Really."));
    QVERIFY(back.mainline.nodes[3].annotation("cal"));
    // Still the file's, with its changes unsaved: Save writes them there.
    QCOMPARE(session->document()->filePath(), QFileInfo(file).absoluteFilePath());
    QVERIFY(window->isWindowModified());
    QVERIFY(window->windowTitle().contains(QStringLiteral("club-evening.ogn")));
    QTest::keyClick(window, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!window->isWindowModified());
    const auto saved = readRecordFile(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->mainline.nodes[3].comment, std::string("Why not the Rook? Really."));
    QVERIFY(!QFile::exists(journal)); // saved: nothing left to offer
}

void TestRecovery::gameAgainstTheComputerGoesOn() {
    killAfter(QStringLiteral("game"), QStringLiteral("Pd3-d4"));
    window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->files()->offerJournal());
    QVERIFY(restoreBox());
    // Three moves, or four if the computer answered before the kill.
    const QString text = restoreBox()->text();
    const QRegularExpression offer(
        QStringLiteral("^Resume the game against level 4 \\(([34]) moves\\)\\?$"));
    const auto match = offer.match(text);
    QVERIFY2(match.hasMatch(), qPrintable(text));
    const std::size_t moves = match.captured(1).toUInt();
    answer(QStringLiteral("Restore"));
    GameModel* model = part<GameSession>(window)->model();
    QCOMPARE(model->game().moves().size(), moves);
    QCOMPARE(moveToHuman(Game().position(), model->game().moves().front()), std::string("Pc3-c4"));
    // The game goes on: the computer answers if it is to move, and the human may move.
    QTRY_COMPARE_WITH_TIMEOUT(model->game().moves().size(), std::size_t(4), Patience);
    QVERIFY(part<GameSession>(window)->runner()->isHumanToMove());
}

void TestRecovery::positionBeingSetUpComesBack() {
    killAfter(QStringLiteral("setup"), QStringLiteral(" w "));
    window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->files()->offerJournal());
    QVERIFY(restoreBox());
    QCOMPARE(restoreBox()->text(), QStringLiteral("Restore the position you were setting up?"));
    answer(QStringLiteral("Restore"));
    PositionEditor* editor = nullptr;
    QTRY_VERIFY((editor = part<PositionEditor>(window)) && editor->isVisible());
    QCOMPARE(editor->position().sideToMove(), Gote);
    // Closing the editor ends what is to be kept.
    editor->reject();
    QTRY_VERIFY(!QFile::exists(journal));
}

void TestRecovery::whatWasDiscardedIsNeverOffered() {
    killAfter(QStringLiteral("game"), QStringLiteral("Pd3-d4"));
    window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->files()->offerJournal());
    answer(QStringLiteral("Discard"));
    QTRY_VERIFY(!QFile::exists(journal));
    QVERIFY(part<GameSession>(window)->model()->game().moves().empty());
    delete window;
    window = openWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(!window->files()->offerJournal());
}

int main(int argc, char* argv[]) {
    if (argc >= 3 && qstrcmp(argv[1], "--child") == 0) {
        QApplication app(argc, argv);
        return runChild(QString::fromLocal8Bit(argv[2]),
                        argc >= 4 ? QString::fromLocal8Bit(argv[3]) : QString());
    }
    QApplication app(argc, argv);
    TestRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
