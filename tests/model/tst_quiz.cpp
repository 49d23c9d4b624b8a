// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quiz from your own games: items come from a game analysed by the real GameAnalysis
// (the player's blunders, with the engine's better move and the history up to them), the
// rules for thrown-away King captures, deduplication across games, and the Leitner
// schedule over simulated days.
#include "model/analysis/analyser.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/gametree.h"
#include "model/exercises/quizdeck.h"
#include "model/game/gamemodel.h"
#include "rules/notation.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace ogi;

namespace {
// Both Rooks on open lines: Gote puts its Rook where Sente's can take it (a blunder), Sente
// does not take it (a blunder), and Gote takes Sente's Rook instead.
constexpr const char* BlunderStart = "4k2r/8/8/8/8/8/8/R3K3 b - 1";
const char* const BlunderGame[] = {"a1a5", "h8h5", "e1d1", "h5a5"};

Record blunderRecord() {
    Record record;
    record.start = *Position::fromSfen(BlunderStart);
    Position pos = record.start;
    for (const char* text : BlunderGame) {
        RecordNode node;
        node.move = *parseMachineMove(text);
        UndoInfo u;
        pos.doMove(node.move, u);
        record.mainline.nodes.push_back(node);
    }
    record.setTag("Sente", "Alice");
    record.setTag("Gote", "Bob");
    record.setTag("Date", "2026.03.01");
    return record;
}

// The blunder game analysed by GameAnalysis, written into a tree as the program does.
Record analysedBlunderRecord() {
    const Record record = blunderRecord();
    GameTree tree;
    tree.setRecord(record);
    std::vector<Move> moves;
    for (const RecordNode& n : record.mainline.nodes) moves.push_back(n.move);
    GameModel model;
    Analyser analyser(&model); // the engine, as the session has one
    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.nodes = 20000;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    analysis.start(record.start, moves);
    if (!finished.wait(60000)) qFatal("the analysis did not finish");
    analysis.apply(tree);
    return tree.record();
}

// The blunder game with annotations written by hand: evals[i] after move i, best[i] the
// engine's move in the position before it ("" for none).
Record annotated(const std::vector<const char*>& evals, const std::vector<const char*>& best) {
    Record record = blunderRecord();
    for (std::size_t i = 0; i < record.mainline.nodes.size(); ++i) {
        record.mainline.nodes[i].setAnnotation("eval", evals[i]);
        if (*best[i]) record.mainline.nodes[i].setAnnotation("best", best[i]);
    }
    return record;
}

QuizItem item(const QString& id, QDate day) {
    QuizItem i;
    i.id = id;
    i.startSfen = QString::fromLatin1(BlunderStart);
    i.played = QStringLiteral("e1d1");
    i.better = {QStringLiteral("a5h5")};
    i.evalBefore = QStringLiteral("800");
    i.evalAfter = QStringLiteral("-700");
    i.loss = 1500;
    i.added = day;
    return i;
}
} // namespace

class TestQuiz : public QObject {
    Q_OBJECT
private slots:
    void itemsFromARealAnalysis();
    void itemsSurviveTheRecordText();
    void kingCapturesThrownAwayOrWalkedInto();
    void answers();
    void duplicatesAcrossGames();
    void leitnerScheduleOverDays();
};

void TestQuiz::itemsFromARealAnalysis() {
    const Record record = analysedBlunderRecord();
    const QDate today(2026, 3, 1);
    const std::vector<QuizItem> sente = extractQuizItems(record, Sente, today);
    QCOMPARE(sente.size(), std::size_t(1));
    const QuizItem& s = sente.front();
    QCOMPARE(s.played, QStringLiteral("e1d1"));
    QCOMPARE(s.better, QStringList{QStringLiteral("a5h5")}); // take the Rook
    QVERIFY2(s.loss >= QuizRules::LossThreshold, qPrintable(QString::number(s.loss)));
    QCOMPARE(s.side(), Sente);
    QCOMPARE(s.moves, (QStringList{QStringLiteral("a1a5"), QStringLiteral("h8h5")}));
    QCOMPARE(s.startSfen, QString::fromLatin1(BlunderStart));
    QCOMPARE(s.source, QStringLiteral("Alice – Bob, 2026.03.01"));
    QCOMPARE(s.added, today);
    QCOMPARE(s.due, today);
    // The item replays to the position of the question, history included.
    const auto game = s.game();
    QVERIFY(game);
    QCOMPARE(game->moves().size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(game->position().toSfen()).section(QLatin1Char(' '), 0, 2),
             s.id.section(QLatin1Char(' '), 0, 2));
    QVERIFY(s.id.endsWith(QStringLiteral(" e1d1")));
    QCOMPARE(s.evalBefore, QString::fromStdString(*record.mainline.nodes[1].annotation("eval")));
    QCOMPARE(s.evalAfter, QString::fromStdString(*record.mainline.nodes[2].annotation("eval")));

    // Gote's blunder is Gote's item; Gote's capture of the Rook is no mistake.
    const std::vector<QuizItem> gote = extractQuizItems(record, Gote, today);
    QCOMPARE(gote.size(), std::size_t(1));
    QCOMPARE(gote.front().played, QStringLiteral("h8h5"));
    QCOMPARE(gote.front().side(), Gote);
    QVERIFY(gote.front().better.first() != QStringLiteral("h8h5"));
}

void TestQuiz::itemsSurviveTheRecordText() {
    // The annotated record as saved to a file and opened again gives the same items.
    const Record record = analysedBlunderRecord();
    const auto reopened = parseRecord(writeRecord(record));
    QVERIFY(reopened.ok());
    const QDate today(2026, 3, 1);
    const auto a = extractQuizItems(record, Sente, today);
    const auto b = extractQuizItems(*reopened, Sente, today);
    QCOMPARE(b.size(), a.size());
    QCOMPARE(b.front().id, a.front().id);
    QCOMPARE(b.front().better, a.front().better);
    // An unanalysed record has no items.
    QVERIFY(extractQuizItems(blunderRecord(), Sente, today).empty());
}

void TestQuiz::kingCapturesThrownAwayOrWalkedInto() {
    const QDate today(2026, 3, 1);
    // Sente had a forced King capture (#3) and e1d1 left it at +4800: only 200 lost on the
    // clamped scale, but the forced capture is gone.
    auto items = extractQuizItems(annotated({"0", "#3", "4800", "4800"}, {"", "", "a5h5", ""}),
                                  Sente, today);
    QCOMPARE(items.size(), std::size_t(1));
    QCOMPARE(items.front().loss, 200);
    // Gote walked into a forced capture from a lost but not yet forced position.
    items =
        extractQuizItems(annotated({"0", "4900", "4900", "#5"}, {"", "", "", "h5h1"}), Gote, today);
    QCOMPARE(items.size(), std::size_t(1));
    QCOMPARE(items.front().played, QStringLiteral("h5a5"));
    QCOMPARE(items.front().loss, 100);
    // A slower forced capture is no mistake, nor is a loss under the threshold.
    QVERIFY(extractQuizItems(annotated({"0", "#3", "#7", "#5"}, {"", "", "a5h5", ""}), Sente, today)
                .empty());
    QVERIFY(extractQuizItems(annotated({"0", "100", "-150", "-150"}, {"", "", "a5h5", ""}), Sente,
                             today)
                .empty());
    // Without a better move named by the engine, there is no question to ask.
    QVERIFY(
        extractQuizItems(annotated({"0", "800", "-700", "-700"}, {"", "", "", ""}), Sente, today)
            .empty());
}

void TestQuiz::answers() {
    const QuizItem i = item(QStringLiteral("q"), QDate(2026, 3, 1));
    QCOMPARE(i.classify(*parseMachineMove("a5h5")), QuizItem::Answer::Better);
    QCOMPARE(i.classify(*parseMachineMove("e1d1")), QuizItem::Answer::Played);
    QCOMPARE(i.classify(*parseMachineMove("e1f1")), QuizItem::Answer::Unknown);
    // An answer of one's own is judged by the chance of winning after it against the best's
    // (800 from Sente's view, Sente to move): it may lose less than a mistake's.
    QVERIFY(i.answerHolds(*Evaluation::parse("750")));
    QVERIFY(!i.answerHolds(*Evaluation::parse("0")));
    QVERIFY(i.answerHolds(*Evaluation::parse("#9")));
    QVERIFY(!i.answerHolds(*Evaluation::parse("#-9")));
}

void TestQuiz::duplicatesAcrossGames() {
    QTemporaryDir dir;
    QuizDeck deck(dir.path());
    QVERIFY(deck.load());
    const QDate day(2026, 3, 1);
    const Record record = analysedBlunderRecord();
    QCOMPARE(deck.add(extractQuizItems(record, Sente, day), day), 1);
    // The same mistake in another game: nothing new while it is being learnt.
    QCOMPARE(deck.add(extractQuizItems(record, Sente, day.addDays(2)), day.addDays(2)), 0);
    QCOMPARE(deck.items().size(), std::size_t(1));
    QCOMPARE(deck.add(extractQuizItems(record, Gote, day), day), 1);
    QCOMPARE(deck.items().size(), std::size_t(2));
}

void TestQuiz::leitnerScheduleOverDays() {
    QTemporaryDir dir;
    const QDate d0(2026, 3, 1);
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    {
        QuizDeck deck(dir.path());
        QVERIFY(deck.load());
        QCOMPARE(deck.add({item(a, d0), item(b, d0)}, d0), 2);
    }
    // Each day a fresh deck reads the file, as a restarted program would.
    const auto dueOn = [&](QDate day) {
        QuizDeck deck(dir.path());
        if (!deck.load()) qFatal("the deck does not read");
        QStringList ids;
        for (const QuizItem* i : deck.due(day)) ids << i->id;
        return ids;
    };
    const auto answer = [&](const QString& id, bool right, QDate day) {
        QuizDeck deck(dir.path());
        QVERIFY(deck.load());
        QVERIFY(deck.answer(id, right, day));
    };
    QCOMPARE(dueOn(d0), (QStringList{a, b})); // new items are asked at once
    answer(a, true, d0);                      // box 2: back in 3 days
    answer(b, false, d0);                     // box 1: back tomorrow
    QCOMPARE(dueOn(d0), QStringList());
    QCOMPARE(dueOn(d0.addDays(1)), QStringList{b});
    answer(b, true, d0.addDays(1)); // box 2, day 4
    QCOMPARE(dueOn(d0.addDays(2)), QStringList());
    QCOMPARE(dueOn(d0.addDays(3)), QStringList{a});
    answer(a, false, d0.addDays(3)); // a wrong answer: box 1 again, day 4
    QCOMPARE(dueOn(d0.addDays(4)), (QStringList{a, b}));
    answer(a, true, d0.addDays(4));                  // box 2, day 7
    answer(b, true, d0.addDays(4));                  // box 3, day 11
    QCOMPARE(dueOn(d0.addDays(10)), QStringList{a}); // not asked on the day: still due
    answer(a, true, d0.addDays(10));                 // box 3, day 17
    QCOMPARE(dueOn(d0.addDays(11)), QStringList{b});
    answer(b, true, d0.addDays(11)); // right in the last box: learnt
    QCOMPARE(dueOn(d0.addDays(17)), QStringList{a});
    answer(a, true, d0.addDays(17));
    QCOMPARE(dueOn(d0.addDays(400)), QStringList());
    QuizDeck deck(dir.path());
    QVERIFY(deck.load());
    const auto learnt = std::find_if(deck.items().begin(), deck.items().end(),
                                     [&a](const QuizItem& i) { return i.id == a; });
    QVERIFY(learnt != deck.items().end() && learnt->mastered);
    QCOMPARE(learnt->reviews, 5);
    QCOMPARE(learnt->mistakes, 1);
    // The same mistake made again in a later game brings it back.
    QCOMPARE(deck.add({item(a, d0.addDays(30))}, d0.addDays(30)), 1);
    QCOMPARE(dueOn(d0.addDays(30)), QStringList{a});
}

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
