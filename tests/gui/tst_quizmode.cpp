// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quiz in the window: a record of two people is opened and analysed with Review →
// Analyse Game; its blunders become quiz questions (kept in the deck file). Learn → Quiz
// asks them on the board: the move of the game given again is wrong (not played, the
// better move shown, back tomorrow), the better move played by hand is right (back in three
// days), and nothing is due after that. An answer of the player's own is played and judged
// by a search, and rescheduled all the same.
#include "exercises/learncontroller.h"
#include "exercises/quizcontroller.h"
#include "exercises/quizpanel.h"
#include "model/analysis/evaluationtext.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/gameinfo.h"
#include "model/files/recordfile.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "review/reviewcontroller.h"
#include "rules/movegen.h"
#include "windowtest.h"

#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <optional>

using namespace ogi;
using namespace windowtest;

namespace {

// How long a wait for the computer (its answer, the judge's search, the solver) may take:
// generous, for a loaded 2-core machine and the sanitizer builds.
constexpr int Slow = 60000;

// Gote puts its Rook where Sente's can take it, Sente does not take it, and Gote takes
// Sente's Rook instead: two blunders, one for each side.
Record blunderRecord() {
    Record record;
    record.start = *Position::fromSfen("4k2r/8/8/8/8/8/8/R3K3 b - 1");
    for (const char* text : {"a1a5", "h8h5", "e1d1", "h5a5"}) {
        RecordNode node;
        node.move = *parseMachineMove(text);
        record.mainline.nodes.push_back(node);
    }
    record.setTag("Sente", "Alice");
    record.setTag("Gote", "Bob");
    return record;
}
} // namespace

class TestQuizMode : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    QTemporaryDir dir;
    QuizController* quiz() const { return part<LearnController>(window)->quiz(); }
    // The deck as it is kept on disk.
    static QuizDeck storedDeck() {
        QuizDeck stored;
        if (!stored.load()) qFatal("the quiz deck cannot be read");
        return stored;
    }
    // The item of that id in the deck on disk.
    static std::optional<QuizItem> storedItem(const QString& id) {
        const QuizDeck stored = storedDeck();
        for (const QuizItem& item : stored.items())
            if (item.id == id) return item;
        return std::nullopt;
    }
    // The question on the board: the item of the deck whose game is the one shown.
    QuizItem shownQuestion() const {
        const Game& shown = part<GameSession>(window)->model()->game();
        const QuizDeck stored = storedDeck();
        for (const QuizItem& item : stored.items()) {
            const std::optional<Game> game = item.game();
            if (game && game->moves() == shown.moves() && game->position() == shown.position())
                return item;
        }
        qFatal("no question of the deck is on the board");
    }

private slots:
    void initTestCase();
    void analysedGameQuestionsAskedAndRescheduled();
    void ownAnswerJudgedBySearch();

private:
    void openAndAnalyse();
};

// The blunder game opened as a record of two people and analysed from the menu.
void TestQuizMode::openAndAnalyse() {
    const QString path = dir.filePath("blunders.ogn");
    QString error;
    QVERIFY2(writeRecordFile(path, blunderRecord(), &error), qPrintable(error));
    QVERIFY(window->files()->openFile(path));
    ai::SearchLimits limits;
    limits.nodes = 20000; // the same verdicts on a slow machine
    part<ReviewController>(window)->analysis()->setLimits(limits);
    QSignalSpy analysed(part<ReviewController>(window), &ReviewController::analysisFinished);
    action(window, "Analyse Game")->trigger();
    QVERIFY(analysed.wait(60000));
}

void TestQuizMode::initTestCase() {
    useTestSettings("tst_quizmode");
    QFile::remove(QuizDeck().filePath());
    window = openWindow(QSize(1100, 700));
    QVERIFY(QTest::qWaitForWindowExposed(window));
}

void TestQuizMode::analysedGameQuestionsAskedAndRescheduled() {
    openAndAnalyse();
    if (QTest::currentTestFailed()) return;
    // Both sides were played by people: each blunder is a question, kept on disk.
    QuizDeck stored;
    QVERIFY(stored.load());
    QCOMPARE(stored.items().size(), std::size_t(2));

    action(window, "Quiz from Your Games")->trigger();
    QVERIFY(quiz()->panel()->isVisible());
    const QuizItem first = shownQuestion();
    GameSession* session = part<GameSession>(window);
    QCOMPARE(session->model()->game().moves().size(), std::size_t(first.moves.size()));
    QCOMPARE(part<BoardView>(window)->isFlipped(), first.side() == Gote);
    // The evaluations as everywhere: the loss in pawns, or the positions before and after
    // when a side is winning outright.
    const auto after = Evaluation::parse(first.evalAfter.toStdString());
    QVERIFY(after);
    QVERIFY(labelWith(quiz()->panel(), texts::pawnAmount(first.loss)) ||
            labelWith(quiz()->panel(), texts::evaluationLong(*after)));
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);

    // The move of the game again: wrong, not played, the better move drawn.
    const Position before = session->model()->position();
    playByHand(part<BoardView>(window), first.side(),
               *parseMachineMove(first.played.toStdString()));
    QTRY_VERIFY_WITH_TIMEOUT(feedbackOf(quiz()->panel()).startsWith("That is the move of the game"),
                             Slow);
    // The loss written as every evaluation is (one decimal, the unit's plural as the language
    // has it).
    QVERIFY2(feedbackOf(quiz()->panel())
                 .contains(QStringLiteral("which lost %1.").arg(texts::pawnAmount(first.loss))),
             qPrintable(feedbackOf(quiz()->panel())));
    QCOMPARE(session->model()->position(), before);
    QVERIFY(drawsHint(part<BoardView>(window),
                      *parseMachineMove(first.better.front().toStdString()), first.side()));
    const std::optional<QuizItem> missed = storedItem(first.id);
    QVERIFY(missed);
    QCOMPARE(missed->box, 1);
    QCOMPARE(missed->mistakes, 1);
    QCOMPARE(missed->due, QDate::currentDate().addDays(1));

    // The next question, answered with the better move by hand: right.
    QTest::mouseClick(quiz()->panel()->nextButton(), Qt::LeftButton);
    const QuizItem second = shownQuestion();
    QVERIFY(second.id != first.id);
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
    playByHand(part<BoardView>(window), second.side(),
               *parseMachineMove(second.better.front().toStdString()));
    QTRY_VERIFY2_WITH_TIMEOUT(
        feedbackOf(quiz()->panel()).startsWith("Right"),
        qPrintable(feedbackOf(quiz()->panel()) + " / " + second.better.join(",")), Slow);
    const std::optional<QuizItem> learnt = storedItem(second.id);
    QVERIFY(learnt);
    QCOMPARE(learnt->box, 2);
    QCOMPARE(learnt->due, QDate::currentDate().addDays(QuizDeck::intervalDays(2)));
    QVERIFY(storedDeck().due(QDate::currentDate()).empty());
    delete window;
    window = nullptr;
}

void TestQuizMode::ownAnswerJudgedBySearch() {
    QFile::remove(QuizDeck().filePath());
    window = openWindow(QSize(1100, 700));
    QVERIFY(QTest::qWaitForWindowExposed(window));
    openAndAnalyse();
    if (QTest::currentTestFailed()) return;
    action(window, "Quiz from Your Games")->trigger();
    const QuizItem item = shownQuestion();
    GameSession* session = part<GameSession>(window);
    QTRY_VERIFY_WITH_TIMEOUT(session->runner()->isHumanToMove(), Slow);
    // A board move that is neither the better move nor the game's.
    MoveList legal;
    generate(session->model()->position(), legal);
    Move own;
    for (Move m : legal)
        if (!m.isDrop() && item.classify(m) == QuizItem::Answer::Unknown &&
            session->model()->position().checkMove(m) == Illegal::None) {
            own = m;
            break;
        }
    QVERIFY(own);
    playByHand(part<BoardView>(window), item.side(), own);
    QCOMPARE(session->model()->lastMove(), own); // played, then judged
    QTRY_VERIFY_WITH_TIMEOUT(feedbackOf(quiz()->panel()).startsWith("Right") ||
                                 feedbackOf(quiz()->panel()).startsWith("Not quite"),
                             Slow);
    const bool right = feedbackOf(quiz()->panel()).startsWith("Right");
    const std::optional<QuizItem> after = storedItem(item.id);
    QVERIFY(after);
    QCOMPARE(after->reviews, 1);
    QCOMPARE(after->box, right ? 2 : 1);
    QCOMPARE(after->mistakes, right ? 0 : 1);
    delete window;
    window = nullptr;
}

QTEST_MAIN(TestQuizMode)
#include "tst_quizmode.moc"
