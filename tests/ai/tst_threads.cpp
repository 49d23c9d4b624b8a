// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lazy SMP: helper threads search the same position and share the hash table. The result
// is still correct (every forced King capture of the tactics set is found), the helpers'
// nodes are counted, stop ends every thread, and the thread count can change between
// searches. Labelled "threads": it also runs under ThreadSanitizer.
#include "ai/levels.h"
#include "ai/search.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "tactics.h"

#include <QTest>

#include <chrono>
#include <thread>

using namespace ogi;
using ogi::testing::parse;

class TestThreads : public QObject {
    Q_OBJECT
private slots:
    void helpersShareTheWork();
    void forcedWinsStillFound_data();
    void forcedWinsStillFound();
    void stopEndsEveryThread();
    void threadCountChangesBetweenSearches();
};

void TestThreads::helpersShareTheWork() {
    ai::Searcher searcher(16);
    QCOMPARE(searcher.threads(), 1);
    searcher.setThreads(3);
    QCOMPARE(searcher.threads(), 3);
    ai::SearchLimits limits;
    limits.depth = 6;
    const Position start = Position::start();
    const ai::SearchResult r = searcher.search(start, History(), limits);
    QCOMPARE(r.depth, 6);
    QVERIFY(Game(start).isLegal(r.best));
    // The result counts every thread's nodes; nodes() is the calling thread's alone.
    QVERIFY2(r.nodes > searcher.nodes(),
             qPrintable(QStringLiteral("%1 total, %2 main").arg(r.nodes).arg(searcher.nodes())));
}

void TestThreads::forcedWinsStillFound_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    int row = 0;
    for (const ogi::testing::Tactic& t : ogi::testing::loadTactics())
        QTest::addRow("in%d-%d", t.n, ++row) << t.n << t.sfen << t.move;
    QVERIFY(row >= 15);
}

void TestThreads::forcedWinsStillFound() {
    QFETCH(int, n);
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    ai::Searcher searcher(16);
    searcher.setThreads(2);
    ai::SearchLimits limits;
    limits.depth = 2 * (2 * n - 1) + 2; // the search stops there once the win is proven
    const ai::SearchResult r = searcher.search(parse(sfen), History(), limits);
    QCOMPARE(QString::fromStdString(moveToMachine(r.best)), move);
    QVERIFY(ai::isMateScore(r.score));
    QCOMPARE(ai::matePlies(r.score), 2 * n - 1);
}

void TestThreads::stopEndsEveryThread() {
    ai::Searcher searcher(16);
    searcher.setThreads(4);
    const Position pos = parse(
        QStringLiteral("l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp"));
    ai::SearchLimits limits;
    limits.infinite = true;
    searcher.resetStop();
    ai::SearchResult result;
    std::thread t([&] { result = searcher.search(pos, History(), limits); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    searcher.stop();
    t.join(); // returns only once every helper has been joined
    QVERIFY(Game(pos).isLegal(result.best));
    QVERIFY(result.depth >= 2);
    // The next search starts clean: a stop is not carried over once reset.
    searcher.resetStop();
    limits.infinite = false;
    limits.depth = 4;
    const ai::SearchResult again = searcher.search(pos, History(), limits);
    QCOMPARE(again.depth, 4);
}

void TestThreads::threadCountChangesBetweenSearches() {
    ai::Searcher searcher(8);
    ai::SearchLimits limits;
    limits.depth = 5;
    const Position pos = parse(
        QStringLiteral("lnsik1nl/1r3sb1/pp1pp1pp/2p2p2/3P1P2/PPP1P1PP/1BS3R1/LN1IKSNL b - 7"));
    for (int threads : {2, 1, 4, 1}) {
        searcher.setThreads(threads);
        QCOMPARE(searcher.threads(), threads);
        const ai::SearchResult r = searcher.search(pos, History(), limits);
        QCOMPARE(r.depth, 5);
        QVERIFY(Game(pos).isLegal(r.best));
        if (threads == 1) QCOMPARE(r.nodes, searcher.nodes()); // no helper ran
    }
    searcher.setHashSize(4);
    searcher.clearHash();
    searcher.setThreads(ai::Searcher::MaxThreads + 10);
    QCOMPARE(searcher.threads(), ai::Searcher::MaxThreads);
    searcher.setThreads(0);
    QCOMPARE(searcher.threads(), 1);
}

QTEST_GUILESS_MAIN(TestThreads)
#include "tst_threads.moc"
