// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The mate search as the engine and the puzzles rely on it: the same verdicts and lengths as
// the brute-force solver on many positions (both modes), the shortest line against the
// longest defence, the repetition rule of the game's history, limits and stop, and no crash
// on positions that make no sense.
#include "ai/mate.h"
#include "learn/solver.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/splitmix.h"
#include "tactics.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string_view>
#include <thread>

using namespace ogi;
using ogi::testing::parse;

namespace {
// Under ThreadSanitizer (tests/CMakeLists.txt) only what runs a thread of its own is worth its
// time there (the stop from another thread); the single-threaded comparisons run in the other
// builds, the AddressSanitizer one included.
#ifdef OGI_TEST_SANITIZER
constexpr std::string_view Sanitizer = OGI_TEST_SANITIZER;
#else
constexpr std::string_view Sanitizer;
#endif
#define OGI_SKIP_UNDER_TSAN()                                                                      \
    do {                                                                                           \
        if (Sanitizer == "thread") QSKIP("single-threaded: checked in the other builds");          \
    } while (false)

bool kingCapturable(const Position& pos) {
    const Side us = pos.sideToMove();
    return pos.bothKings() && pos.attackersTo(pos.kingSquare(opposite(us)), us) != 0;
}

// Positions from seeded random games that lean to captures, checks and drops near the
// Kings: exposed Kings, so that many have a forced capture within a few moves and many do
// not. The game's history comes with each position.
struct Sample {
    Position pos;
    History history;
};

std::vector<Sample> randomPositions(int games, std::uint64_t seed) {
    std::vector<Sample> out;
    SplitMix64 rng(seed);
    for (int g = 0; g < games; ++g) {
        Game game;
        const int length = 16 + int(rng.next() % 60);
        for (int ply = 0; ply < length && !game.isOver(); ++ply) {
            MoveList list;
            game.legalMoves(list);
            // Moves that keep the mover's King safe, and among them the forcing ones (checks
            // and captures); never the King capture itself, which would end the game.
            std::vector<Move> safe, forcing;
            const Position& pos = game.position();
            const Side us = pos.sideToMove();
            for (Move m : list) {
                const bool capture = !m.isDrop() && pos.pieceOn(m.to()) != NoPiece;
                if (capture && typeOf(pos.pieceOn(m.to())) == King) continue;
                Position p = pos;
                UndoInfo u;
                p.doMove(m, u);
                if (p.inCheck(us) && rng.next() % 16) continue; // now and then, a blunder
                safe.push_back(m);
                if (capture || p.inCheck(opposite(us))) forcing.push_back(m);
            }
            if (safe.empty()) break;
            const auto& from = (!forcing.empty() && rng.next() % 3) ? forcing : safe;
            game.play(from[rng.next() % from.size()]);
            if (ply < 12 || ply % 3 || game.isOver()) continue;
            // A King that can be taken at once is the easy case: keep a few of them only.
            const Position& now = game.position();
            const bool takeable =
                now.attackersTo(now.kingSquare(opposite(now.sideToMove())), now.sideToMove());
            if (!takeable || rng.next() % 8 == 0) out.push_back({now, game.history()});
        }
    }
    return out;
}

// The oracle's shortest win (0: none within maxMoves).
int oracleLength(Sample s, int maxMoves, bool checks) {
    s.history.reserve(s.history.size() + 2 * maxMoves + 4);
    for (int n = 1; n <= maxMoves; ++n)
        if (learn::forcedKingCapture(s.pos, s.history, n, checks)) return n;
    return 0;
}

// The oracle's shortest win from pos with this history, the side to move attacking.
int oracleLengthAt(Position pos, History history, int maxMoves, bool checks) {
    return oracleLength({pos, history}, maxMoves, checks);
}

ai::MateLimits bound(int maxMoves) {
    ai::MateLimits lim;
    lim.maxMoves = maxMoves;
    return lim;
}

// Along the line, each attacker move keeps the win exactly as short as the oracle says it
// can be, and each defender move delays the capture as long as any other reply would.
void verifyMinimax(const Sample& s, const ai::MateResult& r, bool checks) {
    Position pos = s.pos;
    History history = s.history;
    const Side attacker = pos.sideToMove();
    int left = r.moves; // attacker moves left, the capture included
    for (std::size_t i = 0; i + 1 < r.line.size(); ++i) {
        const Move m = r.line[i];
        if (pos.sideToMove() == attacker) {
            QCOMPARE(oracleLengthAt(pos, history, left, checks), left);
            --left;
        } else {
            int chosen = 0, longest = 0;
            MoveList replies;
            generateLegal(pos, history, replies);
            for (Move reply : replies) {
                Position p = pos;
                History h = history;
                UndoInfo u;
                p.doMove(reply, u);
                h.push(reply, p.key());
                const int len = oracleLengthAt(p, h, left, checks);
                QVERIFY2(len > 0, "a defence escapes the line's win");
                longest = std::max(longest, len);
                if (reply == m) chosen = len;
            }
            QCOMPARE(chosen, longest);
            left = chosen;
        }
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
    }
}

// The line is legal, made of checks in the tsume mode, and ends in a King capture (or in a
// defender with no legal move) after `moves` attacker moves.
void verifyLine(const Sample& s, const ai::MateResult& r, bool checks) {
    History history = s.history;
    Position pos = s.pos;
    const Side attacker = pos.sideToMove();
    int attackerMoves = 0;
    for (std::size_t i = 0; i < r.line.size(); ++i) {
        const Move m = r.line[i];
        MoveList legal;
        generateLegal(pos, history, legal);
        QVERIFY2(legal.contains(m),
                 qPrintable(QStringLiteral("move %1 of the line is illegal").arg(i + 1)));
        const bool capture =
            !m.isDrop() && pos.pieceOn(m.to()) != NoPiece && typeOf(pos.pieceOn(m.to())) == King;
        if (pos.sideToMove() == attacker) ++attackerMoves;
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
        if (capture) {
            QCOMPARE(i + 1, r.line.size());
            break;
        }
        if (checks && pos.sideToMove() != attacker) QVERIFY(pos.inCheck());
    }
    verifyMinimax(s, r, checks);
    if (pos.bothKings()) {
        // Ended without the capture: the defender has no legal move left.
        MoveList legal;
        generateLegal(pos, history, legal);
        QCOMPARE(legal.size(), 0);
        QCOMPARE(attackerMoves, r.moves - 1);
    } else {
        QCOMPARE(attackerMoves, r.moves);
    }
}

} // namespace

class TestMate : public QObject {
    Q_OBJECT
private slots:
    void sameVerdictsAsBruteForce_data();
    void sameVerdictsAsBruteForce();
    void forcedCapturesFromGames();
    void repetitionRuleOfTheGame();
    void stopEndsTheSearch();
    void limitsEndTheSearch();
    void positionsThatMakeNoSense();
    void rootMateForTheMainSearch();
};

void TestMate::sameVerdictsAsBruteForce_data() {
    QTest::addColumn<bool>("checks");
    QTest::addColumn<int>("maxMoves");
    QTest::addColumn<int>("games");
    QTest::newRow("any move, up to 3") << false << 3 << 40;
    QTest::newRow("checks, up to 4") << true << 4 << 80;
}

// Every sample: win or not, and the length, as the brute-force solver says; the winning
// first moves at that length are the solver's; the line is sound.
void TestMate::sameVerdictsAsBruteForce() {
    OGI_SKIP_UNDER_TSAN();
    QFETCH(bool, checks);
    QFETCH(int, maxMoves);
    QFETCH(int, games);
    const auto mode = checks ? ai::MateMode::Checks : ai::MateMode::AnyMove;
    ai::MateSearch search(16);
    int wins[8] = {};
    for (const Sample& s : randomPositions(games, 2026)) {
        const int expected = oracleLength(s, maxMoves, checks);
        const ai::MateResult r = search.solve(s.pos, s.history, mode, bound(maxMoves));
        const QString where = QString::fromStdString(s.pos.toSfen());
        QVERIFY2(r.status != ai::MateStatus::Unknown, qPrintable(where));
        QVERIFY2((r.status == ai::MateStatus::Win) == (expected > 0), qPrintable(where));
        ++wins[expected];
        if (!expected) continue;
        QVERIFY2(r.moves == expected, qPrintable(where));
        verifyLine(s, r, checks);
        Sample copy = s;
        copy.history.reserve(copy.history.size() + 16);
        std::vector<Move> oracle =
            learn::winningFirstMoves(copy.pos, copy.history, expected, checks);
        ai::MateStatus status;
        std::vector<Move> found =
            search.winningMoves(s.pos, s.history, mode, expected, {}, &status);
        QCOMPARE(status, ai::MateStatus::Win);
        auto raw = [](Move a, Move b) { return a.raw() < b.raw(); };
        std::sort(oracle.begin(), oracle.end(), raw);
        std::sort(found.begin(), found.end(), raw);
        QVERIFY2(found == oracle, qPrintable(where));
    }
    QString counts;
    for (int n = 0; n <= maxMoves; ++n) counts += QStringLiteral(" %1:%2").arg(n).arg(wins[n]);
    qInfo("samples by shortest win (0 = none):%s", qPrintable(counts));
    for (int n = 0; n <= maxMoves; ++n) QVERIFY2(wins[n] >= 3, "too few samples of a length");
}

// Forced captures in 2 and 3 from engine games (tests/data/mates3.tsv, every sixth): the
// length and the winning first moves are the brute-force solver's.
void TestMate::forcedCapturesFromGames() {
    OGI_SKIP_UNDER_TSAN();
    QFile f(QStringLiteral(OGI_TEST_DATA "/mates3.tsv"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    ai::MateSearch search(16);
    int lineNo = 0, checked = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || ++lineNo % 6) continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        QCOMPARE(cols.size(), 3);
        Sample s{parse(cols[1]), History()};
        const int n = oracleLength(s, 3, false);
        QCOMPARE(n, cols[0].toInt());
        const ai::MateResult r = search.solve(s.pos, s.history, ai::MateMode::AnyMove, bound(3));
        QCOMPARE(r.status, ai::MateStatus::Win);
        QCOMPARE(r.moves, n);
        verifyLine(s, r, false);
        s.history.reserve(16);
        QStringList oracle;
        for (Move m : learn::winningFirstMoves(s.pos, s.history, n))
            oracle << QString::fromStdString(moveToMachine(m));
        oracle.sort();
        QStringList found;
        ai::MateStatus status;
        for (Move m : search.winningMoves(s.pos, History(), ai::MateMode::AnyMove, n, {}, &status))
            found << QString::fromStdString(moveToMachine(m));
        found.sort();
        QCOMPARE(found, oracle);
        ++checked;
    }
    QVERIFY(checked >= 50);
}

// A defender's only escape that the game already played (same move, same position after):
// illegal now, so the capture comes sooner. The samples are built so that the history
// matters, and the search must agree with the oracle, which replays the rule move by move.
void TestMate::repetitionRuleOfTheGame() {
    OGI_SKIP_UNDER_TSAN();
    ai::MateSearch search(16);
    int changed = 0, compared = 0;
    for (const Sample& s : randomPositions(30, 77)) {
        const Position& pos = s.pos;
        MoveList attacks;
        generateLegal(pos, s.history, attacks);
        for (Move a : attacks) {
            Position x = pos;
            UndoInfo u;
            x.doMove(a, u);
            if (!x.inCheck() || kingCapturable(x)) continue;
            // The defender's replies that keep its King: one only.
            MoveList replies;
            generateLegal(x, s.history, replies);
            Move only;
            int safe = 0;
            for (Move d : replies) {
                Position y = x;
                UndoInfo v;
                y.doMove(d, v);
                if (!y.inCheck(x.sideToMove())) ++safe, only = d;
            }
            if (safe != 1) continue;
            Position y = x;
            y.doMove(only, u);
            Sample withPair = s;
            withPair.history.push(only, y.key());
            for (const bool checks : {false, true}) {
                const auto mode = checks ? ai::MateMode::Checks : ai::MateMode::AnyMove;
                const int before = oracleLength(s, 3, checks);
                const int after = oracleLength(withPair, 3, checks);
                const ai::MateResult r = search.solve(pos, withPair.history, mode, bound(3));
                QCOMPARE(r.status == ai::MateStatus::Win ? r.moves : 0, after);
                if (after) verifyLine(withPair, r, checks);
                ++compared;
                changed += before != after;
            }
        }
    }
    qInfo("%d positions with a played escape, %d where it changed the result", compared, changed);
    QVERIFY(changed >= 5);
}

void TestMate::stopEndsTheSearch() {
    ai::MateSearch search(16);
    ai::MateLimits lim = bound(ai::MateSearch::MaxMateMoves); // no other limit
    ai::MateResult r;
    std::thread worker(
        [&] { r = search.solve(Position::start(), History(), ai::MateMode::AnyMove, lim); });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    search.stop();
    worker.join();
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(r.stopped);
    QVERIFY(r.nodes > 0);
    // The flag stays until reset: a stop sent just before a search is not lost.
    r = search.solve(Position::start(), History(), ai::MateMode::AnyMove, lim);
    QVERIFY(r.stopped);
    search.resetStop();
    const Position pos =
        parse(QStringLiteral("ln5l/1s2+Isbk/p1pp3p/6p1/4P3/PPPP2PP/1B4R1/LNS2KNL b S3Pirnp 39"));
    r = search.solve(pos, History(), ai::MateMode::AnyMove, bound(5));
    QCOMPARE(r.status, ai::MateStatus::Win);
    QCOMPARE(r.moves, 3);
}

void TestMate::limitsEndTheSearch() {
    ai::MateSearch search(16);
    ai::MateLimits lim = bound(ai::MateSearch::MaxMateMoves);
    lim.nodes = 5000;
    ai::MateResult r = search.solve(Position::start(), History(), ai::MateMode::AnyMove, lim);
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(!r.stopped);
    QVERIFY(r.nodes >= 5000 && r.nodes < 5100);
    lim.nodes = 0;
    lim.timeMs = 30;
    r = search.solve(Position::start(), History(), ai::MateMode::AnyMove, lim);
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(!r.stopped);
}

// No King, a King already taken, bounds out of range, no legal move: answers, no crash.
void TestMate::positionsThatMakeNoSense() {
    ai::MateSearch search(1);
    Position noKings;
    noKings.setPiece(SQ_E1, makePiece(Sente, Rook));
    ai::MateResult r = search.solve(noKings, History(), ai::MateMode::AnyMove, bound(3));
    QCOMPARE(r.status, ai::MateStatus::NoWin);
    const Position oneKing = parse(QStringLiteral("4k3/8/8/8/8/8/8/4R3 b - 1"));
    for (int moves : {-5, 0, 1, 40}) {
        r = search.solve(oneKing, History(), ai::MateMode::Checks, bound(moves));
        QCOMPARE(r.status, ai::MateStatus::NoWin);
        ai::MateStatus status;
        QVERIFY(search.winningMoves(oneKing, History(), ai::MateMode::AnyMove, moves, {}, &status)
                    .empty());
        QCOMPARE(status, ai::MateStatus::NoWin);
        const ai::DefenceResult d =
            search.defend(oneKing, History(), ai::MateMode::AnyMove, moves, {});
        QVERIFY(d.outcome != ai::DefenceResult::Unknown);
    }
    // A King that can be taken now: a win in 1, whatever the bound.
    const Position exposed = parse(QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 w - 1"));
    for (int moves : {0, 1, 31, 99}) {
        r = search.solve(exposed, History(), ai::MateMode::Checks, bound(moves));
        QCOMPARE(r.status, ai::MateStatus::Win);
        QCOMPARE(r.moves, 1);
        QCOMPARE(QString::fromStdString(moveToMachine(r.line.at(0))), QStringLiteral("e2e1"));
    }
    // The defender to move takes the attacker's King: the defence "escapes" by winning.
    const ai::DefenceResult d = search.defend(exposed, History(), ai::MateMode::AnyMove, 3, {});
    QCOMPARE(d.outcome, ai::DefenceResult::Escapes);
    QCOMPARE(QString::fromStdString(moveToMachine(d.reply)), QStringLiteral("e2e1"));
}

// What the main search asks at its root: the shortest capture up to two moves, else a
// longer one by checks; within a node budget, and ended by the main search's own flag.
void TestMate::rootMateForTheMainSearch() {
    ai::MateSearch search(16);
    // A capture in 3 of tests/data/tactics.tsv, by checks: found, and no shorter.
    const Position short3 =
        parse(QStringLiteral("ln5l/1s2+Isbk/p1pp3p/6p1/4P3/PPPP2PP/1B4R1/LNS2KNL b S3Pirnp 39"));
    ai::MateLimits budget;
    budget.nodes = 100000;
    ai::MateResult r = ai::findRootMate(search, short3, History(), budget);
    QCOMPARE(r.status, ai::MateStatus::Win);
    QCOMPARE(r.moves, 3);
    // A tsume problem in 7 plies from the collection: no capture within 3 moves at all (the
    // brute-force solver agrees), a capture in 5 by checks.
    const Position long5 =
        parse(QStringLiteral("+Bns1i1nl/1sk5/p2pp3/2p4p/P4p2/3PPNPP/3+rL3/LN1iSKRL w 2Pbs3p 1"));
    QCOMPARE(oracleLength({long5, History()}, 3, false), 0);
    budget.nodes = 400000;
    r = ai::findRootMate(search, long5, History(), budget);
    QCOMPARE(r.status, ai::MateStatus::Win);
    QCOMPARE(r.moves, 5);
    verifyLine({long5, History()}, r, true);
    // Nothing in the start position; a budget too small to settle anything; a flag set.
    QVERIFY(ai::findRootMate(search, Position::start(), History(), budget).status !=
            ai::MateStatus::Win);
    budget.nodes = 10;
    r = ai::findRootMate(search, long5, History(), budget);
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(r.nodes < 2000); // the budget is checked between expansions
    budget.nodes = 0;
    budget.timeMs = 1; // a time limit alone ends it too (found or not)
    QVERIFY(ai::findRootMate(search, Position::start(), History(), budget).status !=
            ai::MateStatus::Win);
    std::atomic<bool> flag{true};
    budget.stopFlag = &flag;
    budget.timeMs = 0;
    r = ai::findRootMate(search, long5, History(), budget);
    QCOMPARE(r.status, ai::MateStatus::Unknown);
    QVERIFY(r.stopped);
}

QTEST_GUILESS_MAIN(TestMate)
#include "tst_mate.moc"
