// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson mode in the window: every stage of every lesson is played by a learner at the real
// board (drags, drops from the hand, the promotion prompt), first with a wrong move, whose
// explanation must be shown while the board stays as it was, then again from the start with
// the intended moves, which must earn three stars, kept in the progress file. The Learn menu
// opens the chooser, whose stage starts on the board, and a new game leaves the lessons.
// The welcome panel shows on the first start only (and from Help), and its three ways in
// lead where they say.
#include "exercises/learncontroller.h"
#include "exercises/lessonchooser.h"
#include "exercises/lessonpanel.h"
#include "exercises/welcomepanel.h"
#include "language.h"
#include "lessons.h"
#include "model/document/document.h"
#include "model/exercises/lessonjudge.h"
#include "model/exercises/lessonprogress.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "model/game/player.h"
#include "rules/movegen.h"
#include "rules/notation.h"
#include "windowtest.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTreeWidget>

using namespace ogi;
using namespace windowtest;

namespace {

// How long a wait for the computer (its answer, the judge's search, the solver) may take:
// generous, for a loaded 2-core machine and the sanitizer builds.
constexpr int Slow = 60000;

// The squares the board rings as the lesson's marks (red circles of the Marks layer).
Bitboard markedSquares(const BoardView* board) {
    Bitboard b = 0;
    for (const BoardShape& s : board->shapes(ShapeLayer::Marks))
        if (s.kind == BoardShape::Kind::Circle && s.color == ShapeColor::Red)
            b |= Bitboard(1) << s.to;
    return b;
}

// A move a learner might try first that the stage's judge calls wrong, and the explanation
// the panel must show for it: a legal move if one is wrong, else a piece moved where it
// cannot go.
struct WrongMove {
    Move move;
    QString text;
};

WrongMove firstWrongMove(const LessonJudge& judge) {
    auto tryMove = [&judge](Move m) -> std::optional<WrongMove> {
        LessonJudge copy = judge;
        const LessonVerdict v = copy.attempt(m);
        if (v.kind != LessonVerdict::Kind::Wrong || v.text.isEmpty()) return std::nullopt;
        return WrongMove{m, v.reminder.isEmpty() ? v.text : v.text + "\n\n" + v.reminder};
    };
    const Position& pos = judge.position();
    MoveList legal;
    generate(pos, legal);
    for (Move m : legal)
        if (auto w = tryMove(m)) return *w;
    for (int from = 0; from < 64; ++from) {
        const Piece p = pos.pieceOn(from);
        if (p == NoPiece || sideOf(p) != judge.learner()) continue;
        for (int to = 0; to < 64; ++to) {
            if (to == from ||
                (pos.pieceOn(to) != NoPiece && sideOf(pos.pieceOn(to)) == judge.learner()))
                continue;
            Move m = Move::board(from, to);
            if (pos.checkMove(m) == Illegal::PromotionMissing) m = Move::board(from, to, true);
            if (auto w = tryMove(m)) return *w;
        }
    }
    return {};
}

} // namespace

class TestLessonMode : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    LearnController* learn() const { return part<LearnController>(window); }
    LessonPanel* panel() const { return part<LessonPanel>(window); }
    // Whether the lesson panel shows that stage: its lesson and place in the heading, and
    // its title, as the learner reads them.
    bool showsStage(const QString& id) const {
        for (const Lesson& lesson : lessons())
            for (std::size_t i = 0; i < lesson.stages.size(); ++i) {
                if (QString(lesson.stages[i].id) != id) continue;
                const QString heading = QStringLiteral("%1 — stage %2 of %3")
                                            .arg(lessonText(lesson.title))
                                            .arg(i + 1)
                                            .arg(lesson.stages.size());
                return labelReading(panel(), heading) &&
                       labelReading(panel(), lessonText(lesson.stages[i].title));
            }
        return false;
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void welcomeOnFirstStartOnly();
    void welcomeLeadsToTheLessons();
    void welcomeLeadsToABeginnerGame();
    void welcomeLeadsToOpeningARecord();
    void everyStageByHand_data();
    void everyStageByHand();
    void chooserStartsTheSelectedStage();
    void newGameLeavesTheLessons();
    void backToTheGameAsItWas();
    void feedbackFollowsTheLanguage();
    void deadPawnInHandExplained();
};

void TestLessonMode::initTestCase() {
    useTestSettings("tst_lessonmode");
    QFile::remove(LessonProgress().filePath()); // a learner who has done no lesson yet
    QVERIFY(lessonProblems().isEmpty());
}

void TestLessonMode::init() {
    QFile::remove(LessonProgress().filePath());
    window = new MainWindow;
    window->resize(1100, 700);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
}

void TestLessonMode::cleanup() {
    delete window;
    window = nullptr;
}

void TestLessonMode::welcomeOnFirstStartOnly() {
    QSettings().clear();
    WelcomePanel* welcome = learn()->welcome();
    window->welcomeOnFirstStart();
    QVERIFY(welcome->isVisible());
    QCOMPARE(welcome->geometry(), part<BoardView>(window)->rect());
    QTest::mouseClick(button(welcome, "Just show me the board"), Qt::LeftButton);
    QVERIFY(!welcome->isVisible());
    QVERIFY(WelcomePanel::wasDismissed(QSettings()));
    // The next start does not show it; Help → Welcome does.
    cleanup();
    init();
    window->welcomeOnFirstStart();
    QVERIFY(!learn()->welcome()->isVisible());
    action(window, "Welcome…")->trigger();
    QVERIFY(learn()->welcome()->isVisible());
    QTest::keyClick(learn()->welcome(), Qt::Key_Escape);
    QVERIFY(!learn()->welcome()->isVisible());
    // A lesson or puzzle started from the menu takes the board back from it.
    action(window, "Welcome…")->trigger();
    action(window, "Tsume Puzzles")->trigger();
    QVERIFY(part<GameSession>(window)->isExercise());
    QVERIFY(!learn()->welcome()->isVisible());
}

void TestLessonMode::welcomeLeadsToTheLessons() {
    action(window, "Welcome…")->trigger();
    QTest::mouseClick(button(learn()->welcome(), "Learn the game, step by step"), Qt::LeftButton);
    QVERIFY(!learn()->welcome()->isVisible());
    QVERIFY(panel()->isVisible());
    QVERIFY(showsStage(QString(lessons().front().stages.front().id)));
    QVERIFY(part<GameSession>(window)->isExercise());
}

void TestLessonMode::welcomeLeadsToABeginnerGame() {
    action(window, "Welcome…")->trigger();
    QTest::mouseClick(button(learn()->welcome(), "Play the computer (beginner level)"),
                      Qt::LeftButton);
    GameSession* session = part<GameSession>(window);
    QVERIFY(!session->isExercise());
    QVERIFY(session->runner()->player(Sente)->isHuman());
    QVERIFY(!session->runner()->player(Gote)->isHuman());
    QCOMPARE(session->info().players[Gote].level, WelcomePanel::BeginnerLevel);
    QVERIFY(session->runner()->isHumanToMove());
    QCOMPARE(session->model()->position(), Position::start());
    QVERIFY(!part<BoardView>(window)->isFlipped());
}

void TestLessonMode::welcomeLeadsToOpeningARecord() {
    action(window, "Welcome…")->trigger();
    // The file dialog is modal: note it and close it from a timer.
    bool asked = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            asked = true;
            dialog->reject();
        }
    });
    poll.start(20);
    QTest::mouseClick(button(learn()->welcome(), "Open a game record…"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(asked, Slow);
    QVERIFY(!learn()->welcome()->isVisible());
}

void TestLessonMode::everyStageByHand_data() {
    QTest::addColumn<QString>("id");
    for (const Lesson& lesson : lessons())
        for (const LessonStage& stage : lesson.stages) QTest::newRow(stage.id) << QString(stage.id);
}

void TestLessonMode::everyStageByHand() {
    QFETCH(QString, id);
    const LessonStage* stage = findLessonStage(id);
    QVERIFY(stage);
    GameSession* session = part<GameSession>(window);
    BoardView* board = part<BoardView>(window);
    QVERIFY(learn()->startStage(id));
    QVERIFY(panel()->isVisible());
    QVERIFY(labelReading(panel(), lessonText(stage->instruction)));
    LessonJudge judge(*stage);
    QCOMPARE(board->isFlipped(), judge.learner() == Gote);
    QCOMPARE(markedSquares(board), judge.markedSquares());

    // A wrong move is explained, and not played.
    const WrongMove wrong = firstWrongMove(judge);
    QVERIFY2(wrong.move, "no wrong move found");
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
    const Key before = session->model()->position().key();
    playByHand(board, judge.learner(), wrong.move);
    QTRY_COMPARE_WITH_TIMEOUT(feedbackOf(panel()), wrong.text, Slow);
    QCOMPARE(session->model()->position().key(), before);
    QVERIFY(!session->model()->isOver());

    // Again from the start, the intended way: three stars, kept.
    QTest::mouseClick(button(panel(), "Try Again"), Qt::LeftButton);
    QVERIFY(feedbackOf(panel()).isEmpty());
    for (Move m : stage->solution) {
        QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
        playByHand(board, judge.learner(), m);
    }
    if (stage->exercise.goal == ai::GoalKind::ClaimDraw) {
        QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
        QPushButton* claim = button(panel(), "Claim the Draw");
        QVERIFY(claim->isVisible());
        QTest::mouseClick(claim, Qt::LeftButton);
    }
    QTRY_VERIFY_WITH_TIMEOUT(labelReading(panel(), LessonPanel::starString(3)), Slow);
    QCOMPARE(feedbackOf(panel()), lessonText(stage->success));
    QVERIFY(!button(panel(), "Hint")->isEnabled());
    QVERIFY(!session->runner()->isHumanToMove());
    QCOMPARE(markedSquares(board), Bitboard(0));
    LessonProgress stored;
    QVERIFY(stored.load());
    QCOMPARE(stored.stars(id), 3);
    // The next stage is one click away.
    if (panel()->nextButton()->isEnabled()) {
        QTest::mouseClick(panel()->nextButton(), Qt::LeftButton);
        QVERIFY(!showsStage(id));
        QVERIFY(session->isExercise());
    }
}

void TestLessonMode::chooserStartsTheSelectedStage() {
    const QString id = QString(lessons().at(1).stages.at(0).id);
    // Its shortcut is its own (Ctrl+L is live analysis).
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    LessonChooser* chooser = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (chooser = window->findChild<LessonChooser*>()) && chooser->isVisible(), Slow);
    chooser->selectStage(id);
    QCOMPARE(chooser->selectedStage(), id);
    QTest::keyClick(chooser->findChild<QTreeWidget*>(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(panel()->isVisible(), Slow);
    QVERIFY(showsStage(id));
    QCOMPARE(part<GameSession>(window)->model()->position(),
             LessonJudge(*findLessonStage(id)).game().position());
}

void TestLessonMode::newGameLeavesTheLessons() {
    part<BoardView>(window)->setFlipped(true); // the player's own choice
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(0).id)));
    QVERIFY(!part<BoardView>(window)->isFlipped()); // the learner's side at the bottom
    QVERIFY(!action(window, "Undo Move")->isEnabled());
    QTest::mouseClick(button(panel(), "Back to a Game"), Qt::LeftButton);
    QVERIFY(!panel()->isVisible());
    QVERIFY(!part<GameSession>(window)->isExercise());
    QCOMPARE(part<GameSession>(window)->model()->position(), Position::start());
    QVERIFY(part<GameSession>(window)->runner()->isHumanToMove());
    QVERIFY(part<BoardView>(window)->isFlipped()); // as the player had it
}

// "Back to a Game" returns to the game the lesson replaced, as it was: its moves, its
// players, its file. A lesson over an unsaved game asks nothing (the game is kept); what
// would lose it (closing the window) asks.
void TestLessonMode::backToTheGameAsItWas() {
    GameSession* session = part<GameSession>(window);
    BoardView* board = part<BoardView>(window);
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
    const Side human = session->model()->sideToMove();
    MoveList legal;
    generateLegal(session->model()->position(), History(), legal);
    QVERIFY(legal.size() > 0);
    Move first;
    for (Move m : legal)
        if (!m.isDrop() && !m.promotes()) first = m;
    playByHand(board, human, first);
    QTRY_VERIFY_WITH_TIMEOUT(session->model()->game().moves().size() >= 1, Slow);
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
    const bool computer[2] = {!session->runner()->player(Sente)->isHuman(),
                              !session->runner()->player(Gote)->isHuman()};

    // Not saved: the lesson starts all the same, without a question (the game is kept), and
    // Back to the game brings it back, still to be saved.
    QVERIFY(session->document()->isModified());
    Game before = session->model()->game();
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->reject();
        }
    });
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(1).id)));
    QCoreApplication::processEvents();
    QCOMPARE(asked, QString());
    QVERIFY(session->isExercise());
    QTest::mouseClick(button(panel(), "Back to a Game"), Qt::LeftButton);
    QVERIFY(!session->isExercise());
    QCOMPARE(session->model()->game().moves(), before.moves());
    QVERIFY(session->document()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);

    // During a lesson, closing the window asks about that game, the one it would lose.
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(1).id)));
    Answer stay;
    answerNextQuestion(this, QMessageBox::Cancel, &stay);
    QVERIFY(!window->close());
    QVERIFY(stay.answered);
    QCOMPARE(
        stay.text,
        QStringLiteral("The game you left for the exercises has unsaved changes. Save them now?"));
    QVERIFY(session->isExercise());
    QTest::mouseClick(button(panel(), "Back to a Game"), Qt::LeftButton);
    QCOMPARE(session->model()->game().moves(), before.moves());

    // Saved: it comes back with its file, its players, as it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.ogn"));
    QVERIFY(session->save(path));
    before = session->model()->game();
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(1).id)));
    QVERIFY(session->isExercise());
    QTest::mouseClick(button(panel(), "Back to a Game"), Qt::LeftButton);
    QVERIFY(!panel()->isVisible());
    QVERIFY(!session->isExercise());
    QCOMPARE(session->model()->position(), before.position());
    QCOMPARE(session->model()->game().moves(), before.moves());
    QCOMPARE(!session->runner()->player(Sente)->isHuman(), computer[Sente]);
    QCOMPARE(!session->runner()->player(Gote)->isHuman(), computer[Gote]);
    QCOMPARE(QFileInfo(session->document()->filePath()), QFileInfo(path));
    QVERIFY(!session->document()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);

    // A game started from a lesson (New Game) is the one to go back to afterwards.
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(0).id)));
    session->start(GameSetup());
    QVERIFY(!session->isExercise());
    QVERIFY(learn()->startStage(QString(lessons().at(0).stages.at(0).id)));
    QTest::mouseClick(button(panel(), "Back to a Game"), Qt::LeftButton);
    QVERIFY(!session->isExercise());
    QCOMPARE(session->model()->game().moves().size(), std::size_t(0));
}

// The language switched in the middle of a stage: the feedback box says the same in the new
// language.
void TestLessonMode::feedbackFollowsTheLanguage() {
    const QString id = QStringLiteral("pieces.rook");
    QVERIFY(learn()->startStage(id));
    const LessonJudge judge(*findLessonStage(id));
    const WrongMove wrong = firstWrongMove(judge);
    QTRY_VERIFY_WITH_TIMEOUT(part<GameSession>(window)->runner()->isHumanToMove(), Slow);
    playByHand(part<BoardView>(window), judge.learner(), wrong.move);
    QTRY_COMPARE_WITH_TIMEOUT(feedbackOf(panel()), wrong.text, Slow);
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    const WrongMove french = firstWrongMove(judge);
    QCOMPARE(french.move, wrong.move);
    QVERIFY(french.text != wrong.text);
    QTRY_COMPARE_WITH_TIMEOUT(feedbackOf(panel()), french.text, Slow);
    QVERIFY(!applyLanguage(QStringLiteral("en")));
    QTRY_COMPARE_WITH_TIMEOUT(feedbackOf(panel()), wrong.text, Slow);
}

// A Pawn in hand is greyed: its tooltip and a click on it say why.
void TestLessonMode::deadPawnInHandExplained() {
    GameSession* session = part<GameSession>(window);
    BoardView* board = part<BoardView>(window);
    session->startFrom(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b P 1"));
    QTRY_VERIFY_WITH_TIMEOUT(
        session->runner()->isHumanToMove() && session->model()->sideToMove() == Sente, Slow);
    const QPoint pawn = handPieceCenter(board, Sente, Pawn, false);
    QVERIFY(board->rect().contains(pawn));
    const QString why = QStringLiteral("An unpromoted Pawn in hand can never be dropped");
    QHelpEvent help(QEvent::ToolTip, pawn, board->mapToGlobal(pawn));
    QApplication::sendEvent(board, &help);
    QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), Slow);
    QVERIFY2(QToolTip::text().startsWith(why), qPrintable(QToolTip::text()));
    QToolTip::hideText();
    QTest::mouseClick(board, Qt::LeftButton, {}, pawn);
    QVERIFY2(board->notice().startsWith(why), qPrintable(board->notice()));
    QCOMPARE(session->model()->game().moves().size(), std::size_t(0));
    // The King next to it has no such note.
    const QPoint king = board->squareCenter(*parseSquare("e1"));
    QHelpEvent none(QEvent::ToolTip, king, board->mapToGlobal(king));
    QApplication::sendEvent(board, &none);
    QVERIFY(!QToolTip::isVisible() || !QToolTip::text().startsWith(why));
}

QTEST_MAIN(TestLessonMode)
#include "tst_lessonmode.moc"
