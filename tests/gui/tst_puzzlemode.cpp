// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle mode in the window, played at the real board: a puzzle solved to the King capture
// (its result rated and stored), a wrong move answered by the solver's refutation (the
// rating goes down), a hint that shows the winning first move, an illegal attempt explained
// and refused, a position typed in as SFEN made a puzzle (a text that reads as neither SFEN
// nor FEEN says why), and "is there a forced win here?" answered both ways.
#include "ai/puzzlesolver.h"
#include "exercises/learncontroller.h"
#include "exercises/puzzlecontroller.h"
#include "exercises/puzzlepanel.h"
#include "language.h"
#include "model/document/document.h"
#include "model/exercises/puzzleprogress.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "rules/movegen.h"
#include "windowtest.h"

#include <QApplication>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace ogi;
using namespace windowtest;

namespace {

// How long a wait for the computer (its answer, the judge's search, the solver) may take:
// generous, for a loaded 2-core machine and the sanitizer builds.
constexpr int Slow = 60000;

// The legal move of the side to move that takes the other King.
Move kingCapture(const Position& pos) {
    MoveList list;
    generate(pos, list);
    for (Move m : list)
        if (!m.isDrop() && pos.pieceOn(m.to()) != NoPiece && typeOf(pos.pieceOn(m.to())) == King &&
            sideOf(pos.pieceOn(m.to())) != pos.sideToMove())
            return m;
    return Move();
}

} // namespace

class TestPuzzleMode : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    PuzzleController* puzzles() const { return part<LearnController>(window)->puzzles(); }
    PuzzlePanel* panel() const { return puzzles()->panel(); }
    // The player's puzzle rating as the panel shows it ("Your puzzle rating: 1520 (+20)").
    QString ratingShown() const {
        const QLabel* label = labelWith(panel(), QStringLiteral("Your puzzle rating: "));
        return label ? label->text() : QString();
    }
    GameSession* session() const { return part<GameSession>(window); }
    // The first puzzle of the collection with this many plies.
    const learn::Puzzle& puzzleOf(int plies) const {
        for (const learn::Puzzle& p : puzzles()->collection().puzzles())
            if (p.plies == plies) return p;
        qFatal("no puzzle of %d plies", plies);
    }
    void start(const learn::Puzzle& p) {
        QVERIFY(puzzles()->startPuzzle(QString::fromStdString(p.id)));
        QVERIFY(panel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void rightLineSolvedAndRated();
    void defenderAnswersAndPuzzleGoesOn();
    void wrongMoveShowsRefutation();
    void hintShowsTheWinningMove();
    void illegalAttemptExplained();
    void positionFromText();
    void problemWithoutAKingRefusedFirst();
    void forcedWinHereOrNot();
    void lengthCountedInYourMoves();
    void hintSaysItCountsBeforeUse();
    void quietWinTakenBack();
    void tsumeKings();
    void lettersExplained();
};

void TestPuzzleMode::initTestCase() {
    useTestSettings("tst_puzzlemode");
}

void TestPuzzleMode::init() {
    QFile::remove(PuzzleProgress().filePath());
    window = openWindow(QSize(1100, 700));
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY2(puzzles()->collection().puzzles().size() >= 300,
             qPrintable(puzzles()->collection().problems().join("\n").left(500)));
    QVERIFY(puzzles()->collection().problems().isEmpty());
}

void TestPuzzleMode::cleanup() {
    delete window;
    window = nullptr;
}

void TestPuzzleMode::rightLineSolvedAndRated() {
    const learn::Puzzle& p = puzzleOf(1);
    start(p);
    const Side attacker = p.position.sideToMove();
    QCOMPARE(part<BoardView>(window)->isFlipped(), attacker == Gote);
    playByHand(part<BoardView>(window), attacker, p.solution[0]);
    // Every defence loses: the defender answers, and the capture is left.
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    const Move capture = kingCapture(session()->model()->position());
    QVERIFY(capture);
    playByHand(part<BoardView>(window), attacker, capture);
    QTRY_VERIFY_WITH_TIMEOUT(feedbackOf(panel()).startsWith("Solved"), Slow);
    QVERIFY(!panel()->hintButton()->isEnabled());
    QVERIFY(ratingShown().contains("+"));
    PuzzleProgress stored;
    QVERIFY(stored.load());
    const PuzzleRecord r = stored.record(QString::fromStdString(p.id));
    QVERIFY(r.solved);
    QCOMPARE(r.attempts, 1);
    QVERIFY(stored.rating().rating > 1500);
    QVERIFY2(
        ratingShown().startsWith(
            QStringLiteral("Your puzzle rating: %1 ").arg(std::lround(stored.rating().rating))),
        qPrintable(ratingShown()));
    // Trying it again is not rated again.
    QTest::mouseClick(button(panel(), "Try Again"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QCOMPARE(session()->model()->position(), p.position);
}

void TestPuzzleMode::defenderAnswersAndPuzzleGoesOn() {
    const learn::Puzzle& p = puzzleOf(3);
    start(p);
    const Side attacker = p.position.sideToMove();
    playByHand(part<BoardView>(window), attacker, p.solution[0]);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    const Game& game = session()->model()->game();
    QCOMPARE(game.moves().size(), std::size_t(2)); // the check and the strongest defence
    QCOMPARE(game.sideToMove(), attacker);
    QVERIFY(!game.isOver());
    QVERIFY(!feedbackOf(panel()).contains("Refutation"));
}

void TestPuzzleMode::wrongMoveShowsRefutation() {
    const learn::Puzzle& p = puzzleOf(3);
    // A check that does not win, found by the solver the program uses.
    ai::PuzzleSolver solver;
    MoveList legal;
    generate(p.position, legal);
    Move wrong;
    Move refutation;
    for (Move m : legal) {
        const auto a = solver.answer(p.position, History(), m, p.attackerMoves());
        if (a.verdict == ai::PuzzleSolver::Answer::Wrong && a.reply) {
            wrong = m;
            refutation = a.reply;
            break;
        }
    }
    QVERIFY(wrong);
    start(p);
    playByHand(part<BoardView>(window), p.position.sideToMove(), wrong);
    QTRY_VERIFY_WITH_TIMEOUT(feedbackOf(panel()).contains("Refutation: "), Slow);
    QCOMPARE(session()->model()->lastMove(), refutation);
    QVERIFY(!session()->runner()->isHumanToMove());
    QVERIFY(ratingShown().contains("-"));
    PuzzleProgress stored;
    QVERIFY(stored.load());
    const PuzzleRecord r = stored.record(QString::fromStdString(p.id));
    QVERIFY(!r.solved);
    QCOMPARE(r.failures, 1);
    QVERIFY(stored.rating().rating < 1500);
}

void TestPuzzleMode::hintShowsTheWinningMove() {
    const learn::Puzzle& p = puzzleOf(5);
    start(p);
    QTest::mouseClick(panel()->hintButton(), Qt::LeftButton);
    // The collection's first moves are unique: the hint is the solution's.
    QTRY_VERIFY_WITH_TIMEOUT(
        drawsHint(part<BoardView>(window), p.solution[0], p.position.sideToMove()), Slow);
    QVERIFY(feedbackOf(panel()).startsWith("Hint: "));
}

void TestPuzzleMode::illegalAttemptExplained() {
    const learn::Puzzle& p = puzzleOf(3);
    start(p);
    // The attacker's King sent two or more squares away: no King moves so. The square must not
    // hold one of the attacker's own pieces, since letting go there picks that piece up instead
    // (a slip, not a move).
    const Side attacker = p.position.sideToMove();
    Square king = SQ_NONE;
    for (int sq = 0; sq < 64; ++sq)
        if (p.position.pieceOn(sq) != NoPiece && typeOf(p.position.pieceOn(sq)) == King &&
            sideOf(p.position.pieceOn(sq)) == attacker)
            king = Square(sq);
    QVERIFY(king != SQ_NONE);
    int target = -1;
    for (int to = 0; to < 64 && target < 0; ++to) {
        const int distance = std::max(std::abs(to % 8 - king % 8), std::abs(to / 8 - king / 8));
        const Piece there = p.position.pieceOn(to);
        if (distance >= 2 && (there == NoPiece || sideOf(there) != attacker)) target = to;
    }
    QVERIFY(target >= 0);
    const QPoint a = part<BoardView>(window)->squareCenter(king);
    const QPoint b = part<BoardView>(window)->squareCenter(Square(target));
    QTest::mousePress(part<BoardView>(window), Qt::LeftButton, {}, a);
    QTest::mouseMove(part<BoardView>(window), b);
    QTest::mouseRelease(part<BoardView>(window), Qt::LeftButton, {}, b);
    QTRY_VERIFY_WITH_TIMEOUT(!feedbackOf(panel()).isEmpty(), Slow);
    QVERIFY(feedbackOf(panel()).contains("King"));
    QCOMPARE(session()->model()->position(), p.position);
    QVERIFY(!session()->model()->isOver());
    QVERIFY(session()->runner()->isHumanToMove());
}

void TestPuzzleMode::positionFromText() {
    QString error;
    QVERIFY(!puzzles()->startPuzzleFromText("not a position", &error));
    QVERIFY(error.contains("SFEN"));
    QVERIFY(error.contains("FEEN"));
    const learn::Puzzle& p = puzzleOf(3);
    QVERIFY(puzzles()->startPuzzleFromText(QString::fromStdString(p.position.toSfen())));
    QTRY_VERIFY_WITH_TIMEOUT(
        session()->isExercise() && session()->model()->position() == p.position, Slow);
    QVERIFY(labelReading(panel(), QStringLiteral("Your position · 3 plies")));
    // The solution found for it starts as the collection's (its first moves are unique): the
    // hint draws it.
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QTest::mouseClick(panel()->hintButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        drawsHint(part<BoardView>(window), p.solution.front(), p.position.sideToMove()), Slow);
}

// Learn ▸ Puzzle from a Text, as a user does it, with a position that has no Sente King: it
// is refused with the real reason before anything is touched — the game on the board stays,
// with its unsaved move, no result is shown, and nothing is asked.
void TestPuzzleMode::problemWithoutAKingRefusedFirst() {
    windowtest::drag(part<BoardView>(window), "c3", "c4");
    QVERIFY(session()->document()->isModified());
    const std::vector<Move> before = session()->model()->game().moves();
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto* text = dialog->findChild<QPlainTextEdit*>();
        QVERIFY(text);
        QTest::keyClicks(text, QStringLiteral("4k3/8/8/8/8/8/8/R7 b - 1"));
        QTest::keyClick(dialog, Qt::Key_Return, Qt::ControlModifier);
        dialog->accept();
    });
    action(window, QStringLiteral("Puzzle from a SFEN or FEEN Text…"))->trigger();
    QMessageBox* box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = shownMessageBox(window)), Slow);
    QVERIFY2(box->text().contains(QStringLiteral("Sente has no King")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("Both Kings must be on the board")));
    QCOMPARE(session()->model()->game().moves(), before);
    QVERIFY(!session()->model()->isOver()); // no result for a game that was not played
    QVERIFY(!session()->isExercise());
    QVERIFY(session()->document()->isModified());
}

void TestPuzzleMode::forcedWinHereOrNot() {
    applyLanguage(QStringLiteral("en")); // the English plural forms, as the program loads them
    QSignalSpy answered(puzzles(), &PuzzleController::forcedWinAnswered);
    const learn::Puzzle& p = puzzleOf(5);
    session()->startFrom(p.position);
    puzzles()->checkForcedWin();
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, Slow);
    // Counted as the puzzles count: a mate in the side's own moves, the capture after them
    // not counted; any move may do, so no more than the puzzle's checks.
    const QString yes = answered.at(0).at(0).toString();
    const QRegularExpressionMatch mate =
        QRegularExpression(QStringLiteral("^Yes: %1 mates in (\\d) moves? of its own, whatever "
                                          "the defence, then takes the King: ")
                               .arg(texts::sideName(p.position.sideToMove())))
            .match(yes);
    QVERIFY2(mate.hasMatch(), qPrintable(yes));
    QVERIFY(mate.captured(1).toInt() >= 1);
    QVERIFY(mate.captured(1).toInt() <= p.checks());
    session()->startFrom(*Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b - 1"));
    puzzles()->checkForcedWin();
    QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 2, Slow);
    QCOMPARE(answered.at(1).at(0).toString(),
             QStringLiteral("No: Sente has no forced mate within 6 of its moves."));
}

namespace {
// Whether one of the panel's labels says text.
bool panelSays(const QWidget* panel, const QString& text) {
    for (const QLabel* label : panel->findChildren<QLabel*>())
        if (label->isVisible() && label->text().contains(text)) return true;
    return false;
}
} // namespace

// The title gives the puzzle's number, length and rating; its length is said once more in
// the player's own moves, and the feedback counts the same way.
void TestPuzzleMode::lengthCountedInYourMoves() {
    applyLanguage(QStringLiteral("en")); // the English plural forms, as the program loads them
    const learn::Puzzle& p = puzzleOf(3);
    const auto& all = puzzles()->collection().puzzles();
    const int number = int(&p - all.data()) + 1;
    start(p);
    QVERIFY2(
        panelSays(panel(), QStringLiteral("Tsume %1 · 3 plies · %2").arg(number).arg(p.rating)),
        qPrintable(QString::number(number)));
    QVERIFY(panelSays(panel(), QStringLiteral("Mate in 2 of your moves.")));
    QVERIFY(!panelSays(panel(), QString::fromStdString(p.id)));
    QVERIFY(!panelSays(panel(), QStringLiteral("capture included")));
    playByHand(part<BoardView>(window), p.position.sideToMove(), p.solution[0]);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QCOMPARE(feedbackOf(panel()), QStringLiteral("Good. Mate in 1 more move of yours."));
}

// Before it is used, the hint button says that it makes the puzzle count as failed; used,
// the puzzle is failed for the rating even when solved, and the message says so plainly.
void TestPuzzleMode::hintSaysItCountsBeforeUse() {
    const learn::Puzzle& p = puzzleOf(1);
    start(p);
    QVERIFY2(panel()->hintButton()->text().contains("counts as failed"),
             qPrintable(panel()->hintButton()->text()));
    QTest::mouseClick(panel()->hintButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        drawsHint(part<BoardView>(window), p.solution[0], p.position.sideToMove()), Slow);
    QVERIFY2(feedbackOf(panel()).contains("counts as failed for your rating"),
             qPrintable(feedbackOf(panel())));
    const Side attacker = p.position.sideToMove();
    playByHand(part<BoardView>(window), attacker, p.solution[0]);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    playByHand(part<BoardView>(window), attacker, kingCapture(session()->model()->position()));
    QTRY_VERIFY2_WITH_TIMEOUT(feedbackOf(panel()).startsWith("The King is taken. You used a hint"),
                              qPrintable(feedbackOf(panel())), Slow);
    QVERIFY(!feedbackOf(panel()).contains("Solved"));
    PuzzleProgress stored;
    QVERIFY(stored.load());
    QCOMPARE(stored.record(QString::fromStdString(p.id)).failures, 1);
    // Tried again, the result no longer counts: the button says nothing of it.
    QTest::mouseClick(button(panel(), "Try Again"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QVERIFY(!panel()->hintButton()->text().contains("counts"));
}

// A quiet move that wins as well is no plain mistake: the player is told that it wins, that
// a tsume asks for a check with every move, and tries again; nothing is rated.
void TestPuzzleMode::quietWinTakenBack() {
    const QString id = QStringLiteral("8ad66206030a");
    const learn::Puzzle* p = puzzles()->collection().find(id);
    QVERIFY(p);
    const Move quiet = *parseMachineMove("b1g6");
    ai::PuzzleSolver solver;
    const auto a = solver.answer(p->position, History(), quiet, p->attackerMoves());
    QCOMPARE(a.verdict, ai::PuzzleSolver::Answer::Wrong);
    QVERIFY(!a.check);
    QVERIFY(a.winsWithoutCheck);
    start(*p);
    playByHand(part<BoardView>(window), p->position.sideToMove(), quiet);
    QTRY_VERIFY2_WITH_TIMEOUT(feedbackOf(panel()).contains("wins too"),
                              qPrintable(feedbackOf(panel())), Slow);
    QVERIFY(feedbackOf(panel()).contains("check"));
    QTRY_COMPARE_WITH_TIMEOUT(session()->model()->position(), p->position, Slow);
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QVERIFY(!session()->model()->isOver());
    QVERIFY(panel()->hintButton()->isEnabled());
    PuzzleProgress stored;
    QVERIFY(!stored.load() || stored.record(id).attempts == 0);
    // The real solution still solves it.
    playByHand(part<BoardView>(window), p->position.sideToMove(), p->solution[0]);
    QTRY_VERIFY_WITH_TIMEOUT(feedbackOf(panel()).startsWith("Good."), Slow);
}

// Tsume draws the defender's King as 玉 and the attacker's as 王, whichever side attacks.
void TestPuzzleMode::tsumeKings() {
    for (int plies : {1, 3, 5}) {
        const learn::Puzzle& p = puzzleOf(plies);
        start(p);
        const Side attacker = p.position.sideToMove();
        QVERIFY(session()->model()->kingIsGyoku(opposite(attacker)));
        QVERIFY(!session()->model()->kingIsGyoku(attacker));
    }
}

// The letters of the moves shown (hints, refutations) are explained beside them.
void TestPuzzleMode::lettersExplained() {
    start(puzzleOf(3));
    QVERIFY(panelSays(panel(), QStringLiteral("R = Rook")));
    QVERIFY(panelSays(panel(), QStringLiteral("I = Princess")));
}

QTEST_MAIN(TestPuzzleMode)
#include "tst_puzzlemode.moc"
