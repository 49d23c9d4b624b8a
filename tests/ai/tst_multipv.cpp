// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Several lines at once (SearchLimits::multiPV), as an analysis shows them: each iteration
// reports lines 1..N, with different first moves, the best first; fewer when fewer moves keep
// the King safe; with helper threads too. The later lines are searched up to two plies
// shallower than the first, whose move is played. One line searches exactly the tree the search
// searched before lines existed: the same move, score and node count.
#include "ai/levels.h"
#include "ai/search.h"
#include "rules/history.h"
#include "rules/notation.h"

#include <QTest>

#include <map>
#include <set>

using namespace ogi;

namespace {

Position parse(const char* sfen) {
    auto p = Position::fromSfen(sfen);
    if (!p) qFatal("bad SFEN %s: %s", sfen, p.error().c_str());
    return *p;
}

// Every report of a search, by iteration (the depth of its first line) then line.
struct Reports {
    std::map<int, std::vector<ai::SearchInfo>> byDepth;
    int iteration = 0;
    ai::InfoCallback callback() {
        return [this](const ai::SearchInfo& i) {
            if (i.multipv == 1) iteration = i.depth;
            byDepth[iteration].push_back(i);
        };
    }
};

// Each completed iteration reported `lines` lines, numbered 1..lines in order, each a legal
// first move, no two alike, their scores from the best down.
void checkLines(const Reports& reports, const Position& pos, int lines) {
    QVERIFY(!reports.byDepth.empty());
    MoveList legal;
    generateLegal(pos, History(), legal);
    for (const auto& [depth, infos] : reports.byDepth) {
        QCOMPARE(int(infos.size()), lines);
        std::set<std::uint32_t> firstMoves;
        for (int k = 0; k < lines; ++k) {
            const ai::SearchInfo& i = infos[std::size_t(k)];
            QCOMPARE(i.multipv, k + 1);
            // The first line is searched to the iteration's depth, the later ones to it or
            // up to two plies less.
            if (k == 0) QCOMPARE(i.depth, depth);
            QVERIFY2(i.depth <= depth && i.depth >= std::max(1, depth - 2),
                     qPrintable(QStringLiteral("iteration %1: line %2 at depth %3")
                                    .arg(depth)
                                    .arg(k + 1)
                                    .arg(i.depth)));
            QVERIFY(!i.pv.empty());
            QVERIFY(std::find(legal.begin(), legal.end(), i.pv.front()) != legal.end());
            firstMoves.insert(i.pv.front().raw());
            if (k > 0)
                QVERIFY2(i.score <= infos[std::size_t(k) - 1].score,
                         qPrintable(QStringLiteral("depth %1: line %2 scores %3 above line %4's %5")
                                        .arg(depth)
                                        .arg(k + 1)
                                        .arg(i.score)
                                        .arg(k)
                                        .arg(infos[std::size_t(k) - 1].score)));
        }
        QCOMPARE(int(firstMoves.size()), lines);
    }
}

} // namespace

class TestMultiPv : public QObject {
    Q_OBJECT
private slots:
    void oneLineSearchesTheTreeOfBefore_data();
    void oneLineSearchesTheTreeOfBefore();
    void linesAreDistinctAndOrdered_data();
    void linesAreDistinctAndOrdered();
    void fewerLinesWhenFewerMovesKeepTheKing();
    void linesWithHelperThreadsAndLevels();
};

void TestMultiPv::oneLineSearchesTheTreeOfBefore_data() {
    // Measured with the search as it was before lines existed (ogi-engine: "go depth 10",
    // a fresh 16 MB table). A deliberate change of the search changes these figures, as it
    // changes `bench`; a change that only concerns the lines must leave them alone.
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("best");
    QTest::addColumn<int>("score");
    QTest::addColumn<qulonglong>("nodes");
    QTest::newRow("start") << "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                           << "c1d2" << -16 << 23728ULL;
    QTest::newRow("middlegame")
        << "ln1ik1nl/1r1s1sb1/p2pp1pp/1pp2p2/3P1PP1/PPP1P2P/1BS2SR1/LN1IK1NL w - 12"
        << "b8c6" << 778 << 8652ULL;
    QTest::newRow("bishop drop")
        << "l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp 21"
        << "B*g7" << 616 << 5939ULL;
    QTest::newRow("endgame") << "4k3/3s4/4p3/8/8/4P3/4S3/4K3 b RBrb 60"
                             << "R*h8" << 483 << 87330ULL;
}

void TestMultiPv::oneLineSearchesTheTreeOfBefore() {
    QFETCH(QString, sfen);
    QFETCH(QString, best);
    QFETCH(int, score);
    QFETCH(qulonglong, nodes);
    const Position pos = parse(sfen.toUtf8().constData());
    ai::SearchLimits limits;
    limits.depth = 10;
    limits.multiPV = 1;
    ai::Searcher searcher(16);
    Reports reports;
    const ai::SearchResult r = searcher.search(pos, History(), limits, reports.callback());
    QCOMPARE(QString::fromStdString(moveToMachine(r.best)), best);
    QCOMPARE(r.score, score);
    QCOMPARE(qulonglong(r.nodes), nodes);
    checkLines(reports, pos, 1);
    QCOMPARE(reports.byDepth.rbegin()->second.front().pv.front(), r.best);
}

void TestMultiPv::linesAreDistinctAndOrdered_data() {
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1";
    QTest::newRow("gote to move")
        << "ln1ik1nl/1r1s1sb1/p2pp1pp/1pp2p2/3P1PP1/PPP1P2P/1BS2SR1/LN1IK1NL w - 12";
    QTest::newRow("drops")
        << "l3k2l/3s1s2/p1+Bpp1np/1pp2pp1/3P1P2/P1P1P1RP/2S2S2/LN1IK1NL w RNPi 30";
    QTest::newRow("endgame") << "4k3/3s4/4p3/8/8/4P3/4S3/4K3 b RBrb 60";
}

void TestMultiPv::linesAreDistinctAndOrdered() {
    QFETCH(QString, sfen);
    const Position pos = parse(sfen.toUtf8().constData());
    ai::SearchLimits limits;
    limits.depth = 7;
    limits.multiPV = 3;
    ai::Searcher searcher(16);
    Reports reports;
    const ai::SearchResult r = searcher.search(pos, History(), limits, reports.callback());
    checkLines(reports, pos, 3);
    QCOMPARE(int(reports.byDepth.size()), 7);
    // The move played is the first line's, with its score.
    const ai::SearchInfo& first = reports.byDepth.rbegin()->second.front();
    QCOMPARE(r.best, first.pv.front());
    QCOMPARE(r.score, first.score);
    QCOMPARE(r.depth, 7);
}

void TestMultiPv::fewerLinesWhenFewerMovesKeepTheKing() {
    // Sente's King on e1 is attacked by the Rook on a1: only e1-d2, e1-e2 and e1-f2 keep it
    // safe. Sixteen lines asked, three given.
    const Position pos = parse("4k3/8/8/8/8/8/8/r3K3 b - 1");
    ai::SearchLimits limits;
    limits.depth = 4;
    limits.multiPV = 16;
    ai::Searcher searcher(8);
    Reports reports;
    searcher.search(pos, History(), limits, reports.callback());
    checkLines(reports, pos, 3);
    std::set<std::string> moves;
    for (const ai::SearchInfo& i : reports.byDepth.rbegin()->second)
        moves.insert(moveToMachine(i.pv.front()));
    QCOMPARE(moves, (std::set<std::string>{"e1d2", "e1e2", "e1f2"}));
}

void TestMultiPv::linesWithHelperThreadsAndLevels() {
    // With helper threads (Lazy SMP) the main thread still reports whole sets of lines; a
    // level's caps and noise apply to the lines as to one.
    const Position pos =
        parse("lnsik1nl/1r3sb1/pp1pp1pp/2p2p2/3P1P2/PPP1P1PP/1BS3R1/LN1IKSNL b - 7");
    {
        ai::SearchLimits limits;
        limits.depth = 7;
        limits.multiPV = 4;
        ai::Searcher searcher(16);
        searcher.setThreads(2);
        Reports reports;
        const ai::SearchResult r = searcher.search(pos, History(), limits, reports.callback());
        checkLines(reports, pos, 4);
        QCOMPARE(r.best, reports.byDepth.rbegin()->second.front().pv.front());
    }
    {
        ai::SearchLimits limits;
        limits.movetime = 5000; // the level's caps end it first
        limits.multiPV = 2;
        ai::Searcher searcher(16);
        Reports reports;
        const ai::SearchResult r =
            ai::searchAtLevel(searcher, 4, 2, pos, History(), limits, 7, reports.callback());
        checkLines(reports, pos, 2);
        QVERIFY(!r.best.isNone());
        QVERIFY(reports.byDepth.rbegin()->first <= ai::levelInfo(4).maxDepth);
    }
}

QTEST_GUILESS_MAIN(TestMultiPv)
#include "tst_multipv.moc"
