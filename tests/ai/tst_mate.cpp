// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The mate search as the engine and the puzzles rely on it: the same verdicts and lengths as
// the brute-force solver on many positions (both modes), the shortest line against the
// longest defence, the repetition rule of the game's history, limits and stop, and no crash
// on positions that make no sense.
#include "ai/mate.h"
#include "ai/solver.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/splitmix.h"
#include "tactics.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace ogi;
using ogi::testing::parse;

namespace {

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
        if (ai::forcedKingCapture(s.pos, s.history, n, checks)) return n;
    return 0;
}

ai::MateLimits bound(int maxMoves) {
    ai::MateLimits lim;
    lim.maxMoves = maxMoves;
    return lim;
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
        QVERIFY2(legal.contains(m), qPrintable(QStringLiteral("move %1 of the line is illegal")
                                                   .arg(i + 1)));
        const bool capture = !m.isDrop() && pos.pieceOn(m.to()) != NoPiece &&
                             typeOf(pos.pieceOn(m.to())) == King;
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
            ai::winningFirstMoves(copy.pos, copy.history, expected, checks);
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

QTEST_GUILESS_MAIN(TestMate)
#include "tst_mate.moc"
