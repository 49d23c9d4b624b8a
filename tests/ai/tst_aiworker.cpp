// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AiWorker as the GUI uses it: the result arrives through the event loop while the GUI
// thread keeps running; stop delivers the best move so far; cancel delivers nothing; a new
// request supersedes the old one.
#include "ai/nnue.h"
#include "model/engines/aiworker.h"

#include "rules/notation.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <cstdlib>

using namespace ogi;

namespace {

Game gameFrom(const char* sfen) {
    auto p = Position::fromSfen(sfen);
    if (!p) qFatal("bad SFEN: %s", p.error().c_str());
    return Game(*p);
}

ai::SearchLimits movetime(int ms) {
    ai::SearchLimits l;
    l.movetime = ms;
    return l;
}

ai::SearchLimits infinite() {
    ai::SearchLimits l;
    l.infinite = true;
    return l;
}

// How long a test waits for what must come: only what happens is judged, never how fast (a
// loaded machine or a sanitizer build may take many times longer than an idle one).
constexpr int Eventually = 30000;

} // namespace

class TestAiWorker : public QObject {
    Q_OBJECT
private slots:
    void deliversWhileEventLoopRuns();
    void reportsInfo();
    void infoFromSentesView();
    void reportsSeveralLines();
    void stopDeliversBestSoFar();
    void cancelDeliversNothing();
    void newSearchSupersedesOld();
    void noLegalMoveGivesNullMove();
    void destroyedWhileSearching();
    void fullStrengthUsesHelperThreads();
    void analysisEvaluatesByHand();
};

void TestAiWorker::deliversWhileEventLoopRuns() {
    AiWorker worker;
    QSignalSpy spy(&worker, &AiWorker::bestMove);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(10);
    const Game game;
    // An infinite search: that startSearch returns at all shows that it does not search in
    // the calling thread.
    worker.startSearch(game, infinite());
    QVERIFY(worker.isSearching());
    // The GUI thread's timer keeps firing while the search runs.
    QTRY_VERIFY_WITH_TIMEOUT(ticks >= 20, Eventually);
    QCOMPARE(spy.count(), 0);
    QVERIFY(worker.isSearching());
    worker.stop();
    QVERIFY(spy.wait(Eventually));
    QCOMPARE(spy.count(), 1);
    const Move m = spy.at(0).at(0).value<Move>();
    QVERIFY(game.isLegal(m));
    QVERIFY(!worker.isSearching());
}

void TestAiWorker::reportsInfo() {
    AiWorker worker;
    QSignalSpy info(&worker, &AiWorker::info);
    QSignalSpy best(&worker, &AiWorker::bestMove);
    ai::SearchLimits limits;
    limits.depth = 5;
    worker.startSearch(Game(), limits);
    QVERIFY(best.wait(Eventually));
    QVERIFY(info.count() >= 5);
    int lastDepth = 0;
    for (const QList<QVariant>& args : info) {
        const AiInfo i = args.at(0).value<AiInfo>();
        QVERIFY(i.depth > lastDepth);
        lastDepth = i.depth;
        // A principal variation that can be played out from the searched position.
        QVERIFY(!i.pv.empty());
        Game line;
        for (Move m : i.pv) {
            QVERIFY(line.isLegal(m));
            line.play(m);
        }
        QVERIFY(i.nodes > 0);
        QCOMPARE(i.multipv, 1); // one line unless more are asked for
    }
    QCOMPARE(lastDepth, 5);
    // The start position is close to balanced, not a forced result.
    const AiInfo last = info.last().at(0).value<AiInfo>();
    QVERIFY(!last.eval.isMate);
    QVERIFY(std::abs(last.eval.centipawns) < 300);
}

void TestAiWorker::infoFromSentesView() {
    // Gote to move in both positions: the evaluation is still Sente's view.
    AiWorker worker;
    QSignalSpy info(&worker, &AiWorker::info);
    QSignalSpy best(&worker, &AiWorker::bestMove);
    ai::SearchLimits limits;
    limits.depth = 3;
    // Sente holds a Rook in hand: Sente is better although Gote is to move.
    worker.startSearch(gameFrom("4k3/8/8/8/8/8/8/4K3 w R 1"), limits);
    QVERIFY(best.wait(Eventually));
    const AiInfo material = info.last().at(0).value<AiInfo>();
    QVERIFY(!material.eval.isMate);
    QVERIFY2(material.eval.centipawns > 200, material.eval.text().c_str());
    // Gote's Rook takes the King at once: a King capture in one ply, by Gote.
    info.clear();
    worker.startSearch(gameFrom("4k3/8/8/8/8/8/8/r3K3 w - 1"), limits);
    QVERIFY(best.wait(Eventually));
    const AiInfo mate = info.last().at(0).value<AiInfo>();
    QVERIFY(mate.eval.isMate);
    QVERIFY(!mate.eval.senteMates);
    QCOMPARE(mate.eval.matePlies, 1);
    QCOMPARE(int(mate.pv.front().to()), int(*parseSquare("e1"))); // the Rook takes the King
}

void TestAiWorker::reportsSeveralLines() {
    // Three lines asked (an analysis): each iteration reports lines 1, 2 and 3 in that order,
    // with different first moves, the best for the side to move first. Gote is to move, so
    // from Sente's view the best line has the lowest evaluation.
    AiWorker worker;
    QSignalSpy info(&worker, &AiWorker::info);
    QSignalSpy best(&worker, &AiWorker::bestMove);
    ai::SearchLimits limits;
    limits.depth = 4;
    limits.multiPV = 3;
    Game game;
    game.play(*parseMachineMove("c3c4"));
    worker.startSearch(game, limits);
    QVERIFY(best.wait(Eventually));
    QCOMPARE(info.count(), 4 * 3);
    for (int depth = 1; depth <= 4; ++depth) {
        std::vector<AiInfo> lines;
        for (int k = 0; k < 3; ++k)
            lines.push_back(info.at((depth - 1) * 3 + k).at(0).value<AiInfo>());
        for (int k = 0; k < 3; ++k) {
            // The first line at the iteration's depth, the later ones up to two plies less.
            if (k == 0) QCOMPARE(lines[0].depth, depth);
            QVERIFY(lines[std::size_t(k)].depth <= depth);
            QVERIFY(lines[std::size_t(k)].depth >= std::max(1, depth - 2));
            QCOMPARE(lines[std::size_t(k)].multipv, k + 1);
            QVERIFY(game.isLegal(lines[std::size_t(k)].pv.front()));
        }
        QVERIFY(lines[0].pv.front() != lines[1].pv.front());
        QVERIFY(lines[0].pv.front() != lines[2].pv.front());
        QVERIFY(lines[1].pv.front() != lines[2].pv.front());
        QVERIFY(lines[0].eval.clampedCentipawns() <= lines[1].eval.clampedCentipawns());
        QVERIFY(lines[1].eval.clampedCentipawns() <= lines[2].eval.clampedCentipawns());
    }
    // The move delivered is the first line's.
    QCOMPARE(best.at(0).at(0).value<Move>(), info.at(9).at(0).value<AiInfo>().pv.front());
}

void TestAiWorker::stopDeliversBestSoFar() {
    AiWorker worker;
    QSignalSpy spy(&worker, &AiWorker::bestMove);
    const Game game =
        gameFrom("l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp");
    worker.startSearch(game, infinite());
    QTest::qWait(200);
    QCOMPARE(spy.count(), 0); // infinite: nothing until asked
    worker.stop();
    QVERIFY(spy.wait(Eventually)); // only stop can end an infinite search
    QVERIFY(game.isLegal(spy.at(0).at(0).value<Move>()));
}

void TestAiWorker::cancelDeliversNothing() {
    AiWorker worker;
    QSignalSpy best(&worker, &AiWorker::bestMove);
    QSignalSpy info(&worker, &AiWorker::info);
    worker.startSearch(Game(), infinite());
    QTest::qWait(100);
    worker.cancel();
    const int infoAtCancel = info.count();
    QTest::qWait(400);
    QCOMPARE(best.count(), 0);
    QCOMPARE(info.count(), infoAtCancel);
    QVERIFY(!worker.isSearching());
    // A search cancelled before it could even start delivers nothing either.
    worker.startSearch(Game(), movetime(100));
    worker.cancel();
    QTest::qWait(400);
    QCOMPARE(best.count(), 0);
    // The worker is still usable.
    worker.startSearch(Game(), movetime(100));
    QVERIFY(best.wait(Eventually));
    QCOMPARE(best.count(), 1);
}

void TestAiWorker::newSearchSupersedesOld() {
    AiWorker worker;
    QSignalSpy best(&worker, &AiWorker::bestMove);
    worker.startSearch(Game(), infinite());
    QTest::qWait(100);
    // Gote to move in a different position: only its answer may arrive.
    const Game second = gameFrom("lnsiksnl/1r4b1/pp1ppppp/2p5/5P2/PPPPP1PP/1B4R1/LNSIKSNL w - 4");
    worker.startSearch(second, movetime(200));
    QVERIFY(best.wait(Eventually));
    QTest::qWait(300);
    QCOMPARE(best.count(), 1);
    QVERIFY(second.isLegal(best.at(0).at(0).value<Move>()));
}

void TestAiWorker::noLegalMoveGivesNullMove() {
    AiWorker worker;
    QSignalSpy best(&worker, &AiWorker::bestMove);
    // Gote's King is gone: the game is over, nothing can be played.
    worker.startSearch(gameFrom("8/8/8/8/8/8/8/4K3 w -"), movetime(100));
    QVERIFY(best.wait(Eventually));
    QVERIFY(best.at(0).at(0).value<Move>().isNone());
}

void TestAiWorker::destroyedWhileSearching() {
    {
        AiWorker worker;
        worker.startSearch(Game(), infinite());
        QTest::qWait(100);
    } // the destructor cancels and joins: the search is infinite, so a destructor that did
      // not end it would never return (and the test would fail on its timeout)
}

// A game at level 10 evaluates with the built-in network; a search asked by hand (the
// analysis) is the hand-written evaluation's: the same nodes as a Searcher with the default
// options, one thread, to the same depth.
void TestAiWorker::analysisEvaluatesByHand() {
    if (!ai::nnue::builtinNetwork()) QSKIP("no built-in network in this build");
    ai::SearchLimits limits;
    limits.depth = 6;
    auto lastNodes = [&](bool handWritten) {
        AiWorker worker;
        worker.setSearchThreads(1);
        QSignalSpy info(&worker, &AiWorker::info);
        QSignalSpy best(&worker, &AiWorker::bestMove);
        worker.startSearch(Game(), limits, ai::MaxLevel, handWritten);
        if (!best.wait(30000) || info.isEmpty()) return qint64(-1);
        return info.last().at(0).value<AiInfo>().nodes;
    };
    auto direct = [&](const ai::nnue::Network* network) {
        ai::Searcher searcher;
        ai::SearchOptions options;
        options.network = network;
        searcher.setOptions(options);
        return qint64(searcher.search(Game().position(), Game().history(), limits).nodes);
    };
    const qint64 byHand = direct(nullptr), learned = direct(ai::nnue::builtinNetwork());
    QVERIFY(byHand != learned);
    QCOMPARE(lastNodes(true), byHand);
    QCOMPARE(lastNodes(false), learned);
}

QTEST_GUILESS_MAIN(TestAiWorker)
#include "tst_aiworker.moc"

void TestAiWorker::fullStrengthUsesHelperThreads() {
    AiWorker worker;
    QVERIFY(worker.searchThreads() >= 1 && worker.searchThreads() <= 8);
    worker.setSearchThreads(2);
    QCOMPARE(worker.searchThreads(), 2);
    QSignalSpy best(&worker, &AiWorker::bestMove);
    const Game game =
        gameFrom("l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp");
    // Stopped, cancelled and finished searches with a helper thread, as the GUI makes them.
    worker.startSearch(game, infinite());
    QTest::qWait(150);
    worker.stop();
    QVERIFY(best.wait(Eventually));
    QVERIFY(game.isLegal(best.at(0).at(0).value<Move>()));
    worker.startSearch(game, infinite());
    QTest::qWait(100);
    worker.cancel();
    worker.startSearch(game, movetime(200));
    QVERIFY(best.wait(Eventually));
    QCOMPARE(best.count(), 2);
    QVERIFY(game.isLegal(best.at(1).at(0).value<Move>()));
    // A lower level ignores the setting (its node cap counts one thread) and still answers.
    worker.startSearch(game, movetime(200), 5);
    QVERIFY(best.wait(Eventually));
    QVERIFY(game.isLegal(best.at(2).at(0).value<Move>()));
}
