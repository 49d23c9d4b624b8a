// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Accuracy (model/analysis/accuracy.h) against values worked out by hand: a move's accuracy
// from the chance it lost, less the analysis's noise; a side's from the volatility-weighted
// and the harmonic means; the marks counted; and read from an analysed record.
#include "model/analysis/accuracy.h"
#include "model/analysis/evaluation.h"
#include "rules/notation.h"

#include <QTest>

#include <cmath>

using namespace ogi;

class TestAccuracy : public QObject {
    Q_OBJECT
private slots:
    void moves();
    void workedGame();
    void fromARecord();
};

void TestAccuracy::moves() {
    QCOMPARE(moveAccuracy(0.5, 0.5), 100.0);
    QCOMPARE(moveAccuracy(0.6, 0.7), 100.0); // a gain
    // Within the analysis's noise (NoiseAllowance points): nothing lost.
    QCOMPARE(moveAccuracy(0.5, 0.5 - NoiseAllowance / 100), 100.0);
    // 20 points lost, 18.8 past the noise: 103.1668 exp(-0.04354 × 18.8) - 3.1669 = 42.333.
    QVERIFY(std::abs(moveAccuracy(0.6, 0.4) - 42.333) < 0.01);
    // 80 points: 0.17, never below 0.
    QVERIFY(std::abs(moveAccuracy(0.9, 0.1) - 0.170) < 0.01);
    QCOMPARE(moveAccuracy(1.0, 0.0), 0.0);
}

// Four moves, Sente first; Sente's chance 50, 50, 50, 30, 30 %. Sente's second move lost 20
// points (accuracy 42.333), every other move nothing (100). The window is 2 positions (a game
// of 4 moves); the volatility about each move: 0.5 (the least), 0.5, 10 (the 50 → 30), 0.5.
// Sente: weighted (100 × 0.5 + 42.333 × 10) / 10.5 = 45.079, harmonic 2 / (1/100 + 1/42.333)
// = 59.485, accuracy 52.282. Gote: 100.
void TestAccuracy::workedGame() {
    const GameAccuracy a = gameAccuracy(Sente, {0.5, 0.5, 0.5, 0.3, 0.3}, {"", "", "??", "?!"});
    QCOMPARE(a.side[Sente].moves, 2);
    QVERIFY2(std::abs(a.side[Sente].accuracy - 52.282) < 0.01,
             qPrintable(QString::number(a.side[Sente].accuracy)));
    QCOMPARE(a.side[Sente].blunders, 1);
    QCOMPARE(a.side[Sente].mistakes, 0);
    QCOMPARE(a.side[Gote].moves, 2);
    QCOMPARE(a.side[Gote].accuracy, 100.0);
    QCOMPARE(a.side[Gote].inaccuracies, 1);
    // A position not analysed leaves out the moves on either side of it.
    const GameAccuracy b = gameAccuracy(Gote, {0.5, -1, 0.5, 0.5}, {"", "", ""});
    QCOMPARE(b.side[Gote].moves, 1);
    QCOMPARE(b.side[Sente].moves, 0);
    QCOMPARE(b.side[Sente].accuracy, 0.0);
}

// A record analysed by the program: its evaluations read at their positions. The start has
// none, so Sente's first move is not counted.
void TestAccuracy::fromARecord() {
    Record r;
    for (const char* m : {"c3c4", "f6f5", "d3d4"}) {
        RecordNode n;
        n.move = *parseMachineMove(m);
        r.mainline.nodes.push_back(n);
    }
    r.mainline.nodes[0].setAnnotation("eval", "20");
    r.mainline.nodes[1].setAnnotation("eval", "30");
    r.mainline.nodes[2].setAnnotation("eval", "#-3"); // Sente walked into a mate
    r.mainline.nodes[2].setAnnotation("mark", "??");
    const GameAccuracy a = recordAccuracy(r);
    QCOMPARE(a.side[Gote].moves, 1);
    QCOMPARE(a.side[Sente].moves, 1);
    QCOMPARE(a.side[Sente].blunders, 1);
    QCOMPARE(a.side[Gote].accuracy, 100.0); // 20 → 30 from Sente's view: Gote lost 0.6 points
    QVERIFY(a.side[Sente].accuracy < 10);
    QVERIFY(recordAccuracy(Record{}).side[Sente].moves == 0);
}

QTEST_GUILESS_MAIN(TestAccuracy)
#include "tst_accuracy.moc"
