// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The win-chance model (ai/winchance.h): the formula at points worked out by hand, the
// symmetric loss, mate scores, the per-mille rounding, and the stage read from a position.
#include "ai/score.h"
#include "ai/winchance.h"
#include "rules/position.h"

#include <QTest>

#include <cmath>

using namespace ogi;
using namespace ogi::ai;

class TestWinChance : public QObject {
    Q_OBJECT
private slots:
    void formulaAtWorkedPoints();
    void workedPerMille();
    void fittedModelsAtWorkedPoints_data();
    void fittedModelsAtWorkedPoints();
    void lossIsTheWinOfTheOtherSide();
    void mateScoresAreCertain();
    void perMilleSumsToAThousand();
    void stageOfAPosition();
};

// P(win) = 1 / (1 + exp((a - s) / b)), with a = 50 and b = 100.
void TestWinChance::formulaAtWorkedPoints() {
    const WinLogistic m{50, 100};
    QCOMPARE(winChance(50.0, m), 0.5);                             // s = a: exp(0)
    QVERIFY(std::abs(winChance(150.0, m) - 0.7310585786) < 1e-9);  // 1 / (1 + e^-1)
    QVERIFY(std::abs(winChance(-150.0, m) - 0.1192029220) < 1e-9); // 1 / (1 + e^2)
    QVERIFY(std::abs(winChance(50 + 100 * std::log(3.0), m) - 0.75) < 1e-12);
    QVERIFY(std::abs(winChance(50 - 100 * std::log(3.0), m) - 0.25) < 1e-12);
    QVERIFY(std::abs(winChance(50 + 100 * std::log(9.0), m) - 0.9) < 1e-12);
    // Far out the chance is 0 or 1, never a NaN.
    QCOMPARE(winChance(-1e6, m), 0.0);
    QCOMPARE(winChance(1e6, m), 1.0);
}

void TestWinChance::workedPerMille() {
    // a = 50, b = 100, s = 150: win 731.06, loss 1000 / (1 + e^2) = 119.20, draw 149.74. The
    // thousandths rounded down make 999; the draw has the largest remainder and gets the unit.
    QCOMPARE(wdl(150.0, WinLogistic{50, 100}), (Wdl{731, 150, 119}));
    // The loss at s is the win at -s.
    QCOMPARE(wdl(-150.0, WinLogistic{50, 100}), (Wdl{119, 150, 731}));
    // With a = 0 there is no draw: s = b ln 3 is 750 / 250 exactly.
    QCOMPARE(wdl(0.0, WinLogistic{0, 200}), (Wdl{500, 0, 500}));
    QCOMPARE(wdl(200 * std::log(3.0), WinLogistic{0, 200}), (Wdl{750, 0, 250}));
    // a = 100, b = 50, s = 0: win = loss = 1000 / (1 + e^2) = 119.20 each, draw 761.59:
    // rounded down 119 + 761 + 119 = 999, and the draw's .59 is the largest remainder.
    QCOMPARE(wdl(0.0, WinLogistic{100, 50}), (Wdl{119, 762, 119}));
}

void TestWinChance::fittedModelsAtWorkedPoints_data() {
    QTest::addColumn<int>("stage");
    QTest::addColumn<int>("evaluation");
    for (int stage : {34, 30, 24, 16, 8, 0})
        for (EvalKind e : {EvalKind::Network, EvalKind::Hand})
            QTest::addRow("%s, stage %d", e == EvalKind::Network ? "network" : "hand", stage)
                << stage << int(e);
}

// The built-in fits at each stage: a valid logistic, 50 % at s = a, 75 % at a + b ln 3, and
// the search scores in between go up with the score.
void TestWinChance::fittedModelsAtWorkedPoints() {
    QFETCH(int, stage);
    QFETCH(int, evaluation);
    const EvalKind e = EvalKind(evaluation);
    const WinLogistic m = winLogistic(stage, e);
    QVERIFY2(m.a >= 0 && m.b > 50 && m.b < 5000, qPrintable(QString::number(m.b)));
    QCOMPARE(winChance(m.a, m), 0.5);
    QVERIFY(std::abs(winChance(m.a + m.b * std::log(3.0), m) - 0.75) < 1e-12);
    QVERIFY(std::abs(winChance(m.a - m.b * std::log(3.0), m) - 0.25) < 1e-12);
    // The search-score form is the same logistic.
    QCOMPARE(winChance(300, stage, e), winChance(300.0, m));
    double last = 0;
    for (int s = -3000; s <= 3000; s += 10) {
        const double p = winChance(s, stage, e);
        QVERIFY(p > last || (p == 1 && last == 1));
        last = p;
    }
    QVERIFY(winChance(m.a + 1, m) > 0.5 && winChance(m.a - 1, m) < 0.5);
}

void TestWinChance::lossIsTheWinOfTheOtherSide() {
    for (EvalKind e : {EvalKind::Network, EvalKind::Hand})
        for (int stage = 0; stage <= 34; stage += 2)
            for (int s = -4000; s <= 4000; s += 13) {
                const Wdl here = wdl(s, stage, e), there = wdl(-s, stage, e);
                QCOMPARE(here.loss, there.win);
                QCOMPARE(here.draw, there.draw);
            }
}

void TestWinChance::mateScoresAreCertain() {
    for (EvalKind e : {EvalKind::Network, EvalKind::Hand}) {
        for (int plies : {1, 2, 7, 40}) {
            QCOMPARE(winChance(ScoreMate - plies, 30, e), 1.0);
            QCOMPARE(winChance(-ScoreMate + plies, 30, e), 0.0);
            QCOMPARE(wdl(ScoreMate - plies, 30, e), (Wdl{1000, 0, 0}));
            QCOMPARE(wdl(-ScoreMate + plies, 30, e), (Wdl{0, 0, 1000}));
        }
        // A large score that is not a mate: likely, not certain.
        QVERIFY(winChance(2500, 30, e) > 0.8 && winChance(2500, 30, e) < 1.0);
    }
}

// Each per-mille value is within one of its chance times 1000, and the three make 1000.
void TestWinChance::perMilleSumsToAThousand() {
    int roundedUp = 0;
    for (EvalKind e : {EvalKind::Network, EvalKind::Hand})
        for (int stage = 0; stage <= 34; ++stage)
            for (int s = -5000; s <= 5000; s += 7) {
                const Wdl w = wdl(s, stage, e);
                QCOMPARE(w.win + w.draw + w.loss, 1000);
                const WinLogistic m = winLogistic(stage, e);
                const double win = 1000 * winChance(double(s), m);
                const double loss = 1000 * winChance(double(-s), m);
                QVERIFY(w.win >= 0 && w.draw >= 0 && w.loss >= 0);
                QVERIFY(std::abs(w.win - win) < 1 && std::abs(w.loss - loss) < 1);
                QVERIFY(std::abs(w.draw - (1000 - win - loss)) < 1);
                if (s > 0) QVERIFY(w.win >= w.loss);
                roundedUp += w.win > int(win) || w.loss > int(loss) || w.draw > 0;
            }
    QVERIFY(roundedUp > 0); // the case where rounding down alone misses a unit came up
}

void TestWinChance::stageOfAPosition() {
    // The pieces on the board without the Kings: 34 at the start.
    QCOMPARE(gameStage(Position::start()), 34);
    // Pieces in hand do not count: two Silvers and two Pawns stand on the board.
    auto pos = Position::fromSfen("4k3/3s4/4p3/8/8/4P3/4S3/4K3 b RBrb 60");
    QVERIFY(pos.ok());
    QCOMPARE(gameStage(*pos), 4);
    // Kings alone.
    pos = Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b RBSNLPrbsnlp 90");
    QVERIFY(pos.ok());
    QCOMPARE(gameStage(*pos), 0);
    // The ply of the position plays no part.
    pos = Position::fromSfen("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 77");
    QVERIFY(pos.ok());
    QCOMPARE(gameStage(*pos), 34);
}

QTEST_GUILESS_MAIN(TestWinChance)
#include "tst_winchance.moc"
