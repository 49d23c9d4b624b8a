// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The search's shortcuts must agree with the rules: the check and pin test that tells, without
// making a move, whether it leaves one's King capturable or attacks the enemy King; the move
// picker, which must return every move exactly once (when in check: every move that does not
// leave the King capturable); and the static exchange evaluation, with pieces going to the
// hand.
#include "ai/checks.h"
#include "ai/eval.h"
#include "ai/histories.h"
#include "ai/levels.h"
#include "ai/movepick.h"
#include "ai/see.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "tactics.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <random>
#include <set>
#include <vector>

using namespace ogi;
using ogi::testing::parse;

namespace {

// Positions from fast, noisy games between low levels: pieces in hand, promoted pieces,
// Kings in check, pins.
std::vector<Position> samplePositions(int games) {
    std::vector<Position> out;
    std::mt19937_64 rng(99);
    for (int g = 0; g < games; ++g) {
        Game game;
        ai::Searcher searcher(1);
        for (int ply = 0; ply < 140 && !game.isOver(); ++ply) {
            if (game.position().bothKings()) out.push_back(game.position());
            ai::SearchLimits limits;
            limits.nodes = 300;
            const Move m = ai::searchAtLevel(searcher, 1 + int(rng() % 3), 1, game.position(),
                                             game.history(), limits, rng())
                               .best;
            if (m.isNone()) break;
            game.play(m);
        }
    }
    return out;
}

bool kingAttacked(const Position& pos, Side s) {
    return pos.attackersTo(pos.kingSquare(s), opposite(s)) != 0;
}

} // namespace

class TestMovePick : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void checksAgreeWithMakingTheMove();
    void attackersAgreeWithTheRules();
    void pickerReturnsEveryMoveOnce();
    void quiescencePickerReturnsCapturesAndPromotions();
    void staticExchange_data();
    void staticExchange();

private:
    std::vector<Position> m_positions;
};

void TestMovePick::initTestCase() {
    m_positions = samplePositions(40);
    int inCheck = 0;
    for (const Position& p : m_positions) inCheck += p.inCheck();
    QVERIFY(m_positions.size() > 1500);
    QVERIFY2(inCheck > 100, qPrintable(QString::number(inCheck)));
}

void TestMovePick::checksAgreeWithMakingTheMove() {
    int exposing = 0, checking = 0;
    for (const Position& start : m_positions) {
        Position pos = start;
        const Side us = pos.sideToMove(), them = opposite(us);
        if (kingAttacked(pos, them)) continue; // the search takes the King before asking
        ai::CheckInfo ci(pos);
        ci.computeCheckSquares(pos);
        QCOMPARE(ci.inCheck(), pos.inCheck());
        MoveList list;
        generate<GenType::All>(pos, list);
        for (Move m : list) {
            UndoInfo u;
            const bool predictedExposes = ci.exposesKing(pos, m);
            const bool predictedCheck = ci.givesCheck(pos, m);
            pos.doMove(m, u);
            const bool exposes = kingAttacked(pos, us);
            const bool check = pos.bothKings() && kingAttacked(pos, them);
            pos.undoMove(m, u);
            if (predictedExposes != exposes || predictedCheck != check)
                QFAIL(qPrintable(QStringLiteral("%1 in %2: exposes %3 (predicted %4), checks %5 "
                                                "(predicted %6)")
                                     .arg(QString::fromStdString(moveToMachine(m)),
                                          QString::fromStdString(start.toSfen()))
                                     .arg(exposes)
                                     .arg(predictedExposes)
                                     .arg(check)
                                     .arg(predictedCheck)));
            exposing += exposes;
            checking += check;
        }
    }
    QVERIFY(exposing > 1000 && checking > 1000);
}

void TestMovePick::attackersAgreeWithTheRules() {
    for (const Position& pos : m_positions)
        for (int sq = 0; sq < 64; ++sq)
            for (Side s : {Sente, Gote}) {
                const Bitboard occ = pos.occupied() ^ (pos.occupied() & squareBB((sq * 7) & 63));
                QCOMPARE(ai::attackersOf(pos, sq, s, occ), pos.attackersTo(sq, s, occ));
            }
}

void TestMovePick::pickerReturnsEveryMoveOnce() {
    // With histories learned from nothing and a TT move and killers taken from the list
    // itself (the usual case), and also with a TT move that is not playable here.
    auto histories = ai::makeHistories();
    const ai::PieceToHistory* cont = &histories->continuation.table[NoPiece][0];
    const ai::PieceToHistory* contHist[4] = {cont, cont, cont, cont};
    auto buffer = std::make_unique<ai::MoveBuffer>();
    std::mt19937_64 rng(5);
    int inCheck = 0;
    for (const Position& pos : m_positions) {
        if (kingAttacked(pos, opposite(pos.sideToMove()))) continue;
        MoveList all;
        generate<GenType::All>(pos, all);
        const ai::CheckInfo base(pos);
        std::multiset<std::uint16_t> expected;
        for (Move m : all)
            if (!base.inCheck() || !base.exposesKing(pos, m)) expected.insert(m.raw());
        const Move tt =
            all.size() && rng() % 4 ? all.moves[rng() % unsigned(all.size())] : Move::board(0, 63);
        const Move refutations[3] = {all.size() ? all.moves[rng() % unsigned(all.size())] : Move(),
                                     Move::drop(Silver, false, 27),
                                     all.size() ? all.moves[rng() % unsigned(all.size())] : Move()};
        ai::CheckInfo ci(pos);
        ci.computeCheckSquares(pos);
        ai::MovePicker picker(pos, ci, *histories, contHist, tt, refutations, 5, *buffer);
        std::multiset<std::uint16_t> got;
        for (Move m = picker.next(); !m.isNone(); m = picker.next()) got.insert(m.raw());
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("%1: %2 moves picked, %3 expected")
                                 .arg(QString::fromStdString(pos.toSfen()))
                                 .arg(got.size())
                                 .arg(expected.size())));
        inCheck += ci.inCheck();
    }
    QVERIFY(inCheck > 100);
}

void TestMovePick::quiescencePickerReturnsCapturesAndPromotions() {
    auto histories = ai::makeHistories();
    const ai::PieceToHistory* cont = &histories->continuation.table[NoPiece][0];
    const ai::PieceToHistory* contHist[4] = {cont, cont, cont, cont};
    auto buffer = std::make_unique<ai::MoveBuffer>();
    for (const Position& pos : m_positions) {
        if (kingAttacked(pos, opposite(pos.sideToMove())) || pos.inCheck()) continue;
        MoveList captures;
        generate<GenType::Captures>(pos, captures);
        std::multiset<std::uint16_t> expected;
        for (Move m : captures) expected.insert(m.raw());
        const ai::CheckInfo ci(pos);
        ai::MovePicker picker(pos, ci, *histories, contHist, Move(), *buffer);
        std::multiset<std::uint16_t> got;
        for (Move m = picker.next(); !m.isNone(); m = picker.next()) got.insert(m.raw());
        QVERIFY(got == expected);
    }
}

void TestMovePick::staticExchange_data() {
    // The exchanges in the evaluation's values (board + hand for a captured piece), whatever
    // the tuner made of them.
    const int pawn = ai::captureValue(Pawn), silver = ai::captureValue(Silver);
    const int rook = ai::captureValue(Rook);
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("exchange"); // seeGe passes at this threshold, fails one above
    // A Pawn defended by a Silver, taken by a Silver: a Silver lost for a Pawn.
    QTest::newRow("silver takes defended pawn") << "4k3/8/3s4/4p3/4S3/8/8/4K3 b -"
                                                << "e4e5" << pawn - silver;
    // Not defended: the Pawn is won.
    QTest::newRow("silver takes free pawn") << "4k3/8/8/4p3/4S3/8/8/4K3 b -"
                                            << "e4e5" << pawn;
    // A Rook taken by a Pawn, the Pawn recaptured: a Rook for a Pawn.
    QTest::newRow("pawn takes defended rook") << "4k3/8/3s4/4r3/4P3/8/8/4K3 b -"
                                              << "e4e5" << rook - pawn;
    // A Silver dropped where an enemy Pawn takes it for nothing.
    QTest::newRow("silver dropped en prise") << "4k3/8/8/4p3/8/8/8/4K3 b S"
                                             << "S*e4" << -silver;
    // The same drop defended by a Lance behind: the Lance takes back the Pawn only.
    QTest::newRow("defended drop") << "4k3/8/8/4p3/8/8/4L3/3K4 b S"
                                   << "S*e4" << pawn - silver;
    // A quiet move to a square the enemy King attacks but a Rook defends: the King cannot
    // take.
    QTest::newRow("king cannot take defended") << "8/8/8/3k4/8/3S4/8/3RK3 b -"
                                               << "d3d4" << 0;
    // A Pawn that promotes as it takes: the gain counts the promotion.
    QTest::newRow("capture with promotion")
        << "4k3/8/4p3/4P3/8/8/8/4K3 b -"
        << "e5e6+" << pawn + ai::boardValue(Pawn + 8) - ai::boardValue(Pawn);
}

void TestMovePick::staticExchange() {
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    QFETCH(int, exchange);
    const Position pos = parse(sfen);
    const Move m = *parseMachineMove(move.toStdString());
    QVERIFY(pos.isPseudoLegal(m));
    QVERIFY(ai::seeGe(pos, m, exchange));
    QVERIFY(!ai::seeGe(pos, m, exchange + 1));
}

QTEST_GUILESS_MAIN(TestMovePick)
#include "tst_movepick.moc"
