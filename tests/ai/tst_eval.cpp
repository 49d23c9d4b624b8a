// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation judges both sides alike, and each of its terms moves the score the way the
// reason for it says (evalparams.h), on hand-made pairs of positions that differ in that
// one respect.
#include "ai/eval.h"
#include "randompositions.h"
#include "tactics.h"

#include <QTest>

using namespace ogi;
using ogi::testing::parse;

namespace {

// The same position seen from the other side: the board turned half a circle, every piece
// and hand changing sides, the other side to move.
Position colourFlipped(const Position& pos) {
    Position flipped;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = pos.pieceOn(sq);
        flipped.setPiece(sq ^ 63,
                         p == NoPiece ? NoPiece : makePiece(opposite(sideOf(p)), kindOf(p)));
    }
    for (Side s : {Sente, Gote})
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr)
                flipped.setHandCount(opposite(s), PieceType(t), pr,
                                     pos.handCount(s, PieceType(t), pr));
    flipped.setSideToMove(opposite(pos.sideToMove()));
    return flipped;
}

int eval(const QString& sfen, const ai::EvalOptions& options = {}) {
    return ai::evaluate(parse(sfen), options);
}

// What one group of terms adds to the score of sfen (from the side to move).
int contribution(const QString& sfen, bool ai::EvalOptions::*term) {
    ai::EvalOptions without;
    without.*term = false;
    return eval(sfen) - eval(sfen, without);
}

} // namespace

class TestEval : public QObject {
    Q_OBJECT
private slots:
    void symmetricUnderColourFlip();
    void openLinesGiveMobility();
    void attackersNearTheKingAreDangerous();
    void defendersNextToTheKingCoverIt();
    void handIsWorthMoreAgainstAnExposedKing();
    void undroppablePawnInHandIsWorthLittle();
    void promotedMinorsNeedRoom();
    void guardsStayNearTheirKing();
    void pieceAttackedByALesserOneIsThreatened();
    void undefendedPieceUnderAttackHangs();
    void safeDropChecksAreDangerous();
    void attackIsWorseWithTheAttackerToMove();
};

// A position and its colour-flipped mirror are the same game: the side to move must get
// the same score, whichever colour it plays, with every term on and with each one off.
void TestEval::symmetricUnderColourFlip() {
    std::vector<Position> positions = testing::randomPositions(3000, 7);
    for (const testing::Tactic& t : testing::loadTactics()) positions.push_back(parse(t.sfen));
    positions.push_back(Position::start());
    bool ai::EvalOptions::*terms[] = {&ai::EvalOptions::pieceSquare, &ai::EvalOptions::kingDistance,
                                      &ai::EvalOptions::kingSafety,  &ai::EvalOptions::mobility,
                                      &ai::EvalOptions::handValues,  &ai::EvalOptions::threats};
    for (const Position& pos : positions) {
        const Position flipped = colourFlipped(pos);
        QCOMPARE(ai::evaluate(flipped), ai::evaluate(pos));
        for (auto term : terms) {
            ai::EvalOptions o;
            o.*term = false;
            if (ai::evaluate(flipped, o) != ai::evaluate(pos, o))
                QFAIL(qPrintable(QString::fromStdString(pos.toSfen())));
        }
    }
}

// A Rook on an open file and rank reaches more squares than one boxed in by its own pieces.
void TestEval::openLinesGiveMobility() {
    const QString open = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 b - 1");
    const QString boxed = QStringLiteral("4k3/8/8/8/8/P7/1P6/RN2K3 b - 1");
    QVERIFY(contribution(open, &ai::EvalOptions::mobility) >
            contribution(boxed, &ai::EvalOptions::mobility));
}

// An enemy Rook bearing down on the King's file endangers it; the same Rook far away does not.
void TestEval::attackersNearTheKingAreDangerous() {
    const QString near = QStringLiteral("4k3/8/8/4r3/8/8/8/4K3 b Bb 1");
    const QString far = QStringLiteral("4k3/8/8/r7/8/8/8/4K3 b Bb 1");
    QVERIFY(contribution(near, &ai::EvalOptions::kingSafety) <
            contribution(far, &ai::EvalOptions::kingSafety));
}

// Against the same attack (a Rook and a Bishop in hand), a Silver beside the King covers it.
void TestEval::defendersNextToTheKingCoverIt() {
    const QString covered = QStringLiteral("4k3/8/8/8/8/8/4S3/4K3 b rb 1");
    const QString alone = QStringLiteral("4k3/8/8/8/S7/8/8/4K3 b rb 1");
    QVERIFY(contribution(covered, &ai::EvalOptions::kingSafety) >
            contribution(alone, &ai::EvalOptions::kingSafety));
}

// A Rook in the enemy's hand costs more when the King has empty squares around it to drop
// on than when it is walled in: the hand's worth grows with the King's exposure.
void TestEval::handIsWorthMoreAgainstAnExposedKing() {
    const QString wall = QStringLiteral("4k3/8/8/8/8/8/3+P+P+P2/3+PK+P2 b %1 1");
    const QString open = QStringLiteral("4k3/8/8/8/8/8/8/+P+P+P1K1+P+P b %1 1");
    const int walledIn = eval(wall.arg(QStringLiteral("-"))) - eval(wall.arg(QStringLiteral("r")));
    const int exposed = eval(open.arg(QStringLiteral("-"))) - eval(open.arg(QStringLiteral("r")));
    QVERIFY2(exposed > walledIn, qPrintable(QStringLiteral("%1 %2").arg(exposed).arg(walledIn)));
}

// An unpromoted Pawn in hand can never be dropped (RULES.md §6): capturing one takes it off
// the board for the opponent but gives the captor next to nothing.
void TestEval::undroppablePawnInHandIsWorthLittle() {
    const int onBoard = eval(QStringLiteral("4k3/8/8/8/8/4P3/8/4K3 b - 1"));
    const int inHand = eval(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b P 1"));
    const int none = eval(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - 1"));
    QVERIFY(onBoard > inHand);
    QVERIFY(inHand - none < (onBoard - none) / 2);
}

// A promoted Silver boxed in by its own pieces neither attacks nor defends.
void TestEval::promotedMinorsNeedRoom() {
    const QString boxed = QStringLiteral("4k3/8/8/8/8/8/PP6/+SN2K3 b - 1");
    const QString free = QStringLiteral("4k3/8/8/8/3+S4/8/PP6/1N2K3 b - 1");
    QVERIFY(contribution(free, &ai::EvalOptions::mobility) >
            contribution(boxed, &ai::EvalOptions::mobility));
}

// A Silver beside its King guards it; the same Silver across the board does not.
void TestEval::guardsStayNearTheirKing() {
    const QString near = QStringLiteral("k7/8/8/8/8/8/3S4/4K3 b - 1");
    const QString far = QStringLiteral("k7/8/8/8/8/8/S7/7K b - 1");
    QVERIFY(contribution(near, &ai::EvalOptions::kingDistance) >
            contribution(far, &ai::EvalOptions::kingDistance));
}

// A Rook attacked by a Pawn must run; the same Rook away from the Pawn need not.
void TestEval::pieceAttackedByALesserOneIsThreatened() {
    const QString attacked = QStringLiteral("7k/8/3s4/4p3/4R3/8/8/4K3 b - 1");
    const QString safe = QStringLiteral("7k/8/p2s4/8/4R3/8/8/4K3 b - 1");
    QVERIFY(contribution(attacked, &ai::EvalOptions::threats) <
            contribution(safe, &ai::EvalOptions::threats));
}

// A Bishop attacked by a Rook is in trouble when nothing guards it, less so when a Pawn does.
void TestEval::undefendedPieceUnderAttackHangs() {
    const QString hanging = QStringLiteral("k7/3r4/8/8/3B4/8/8/4K3 b - 1");
    const QString guarded = QStringLiteral("k7/3r4/8/8/3B4/3P4/8/4K3 b - 1");
    QVERIFY(contribution(hanging, &ai::EvalOptions::threats) <
            contribution(guarded, &ai::EvalOptions::threats));
}

// The enemy holds a Silver: with the squares in front of the King unguarded, it can be dropped
// there with check and stay; a Rook guarding that rank makes the drops unsafe.
void TestEval::safeDropChecksAreDangerous() {
    const QString open = QStringLiteral("4k3/8/8/8/8/8/8/4K3 b s 1");
    const QString guarded = QStringLiteral("4k3/8/8/8/8/8/7R/4K3 b s 1");
    QVERIFY(contribution(open, &ai::EvalOptions::kingSafety) <
            contribution(guarded, &ai::EvalOptions::kingSafety));
}

// The same attack on Sente's King (seen from Sente's side) is worse when Gote is to move.
void TestEval::attackIsWorseWithTheAttackerToMove() {
    const QString sfen = QStringLiteral("4k3/8/8/8/4r3/8/8/4K3 %1 bs 1");
    const int senteToMove = contribution(sfen.arg(QLatin1Char('b')), &ai::EvalOptions::kingSafety);
    const int goteToMove = -contribution(sfen.arg(QLatin1Char('w')), &ai::EvalOptions::kingSafety);
    QVERIFY2(goteToMove < senteToMove,
             qPrintable(QStringLiteral("%1 %2").arg(goteToMove).arg(senteToMove)));
}

QTEST_APPLESS_MAIN(TestEval)
#include "tst_eval.moc"
