// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle rating and the choice of the next puzzle. The Glicko-2 arithmetic is checked
// against the worked example of Glickman's paper ("Example of the Glicko-2 system"): a
// 1500/200 player meets 1400/30, 1550/100 and 1700/300, scores 1, 0, 0, and ends at
// 1464.06 / 151.52 with volatility 0.05999.
#include "learn/glicko2.h"
#include "model/exercises/puzzleprogress.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ogi;

class TestPuzzles : public QObject {
    Q_OBJECT
private slots:
    void glickmansExample();
    void expectedScoresOfTheExample();
    void idlePeriodWidensTheDeviation();
    void resultsMoveTheRatingTheRightWay();
    void attemptsMoveThePlayersRating();
    void idleDaysBeforeAnAttempt();
    void nextPuzzleNearTheRating();
    void nextPuzzleAfterEveryOneWasTried();
};

void TestPuzzles::glickmansExample() {
    const rating::Glicko2 player{1500, 200, 0.06};
    const rating::Glicko2 r =
        rating::ratePeriod(player, {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}, 0.5);
    QVERIFY2(std::abs(r.rating - 1464.06) < 0.01, qPrintable(QString::number(r.rating, 'f', 4)));
    QVERIFY2(std::abs(r.deviation - 151.52) < 0.01,
             qPrintable(QString::number(r.deviation, 'f', 4)));
    QVERIFY2(std::abs(r.volatility - 0.05999) < 0.00001,
             qPrintable(QString::number(r.volatility, 'f', 6)));
}

void TestPuzzles::expectedScoresOfTheExample() {
    // The paper's E values (step 3), to three decimals.
    const rating::Glicko2 player{1500, 200, 0.06};
    QCOMPARE(std::round(rating::expectedScore(player, 1400, 30) * 1000), 639.0);
    QCOMPARE(std::round(rating::expectedScore(player, 1550, 100) * 1000), 432.0);
    QCOMPARE(std::round(rating::expectedScore(player, 1700, 300) * 1000), 303.0);
}

void TestPuzzles::idlePeriodWidensTheDeviation() {
    // Step 6 alone: phi* = sqrt(phi^2 + sigma^2) with phi = 200/173.7178, sigma = 0.06,
    // worked by hand: sqrt(1.325474 + 0.0036) = 1.152855, times 173.7178 = 200.27.
    const rating::Glicko2 r = rating::ratePeriod({1500, 200, 0.06}, {});
    QVERIFY2(std::abs(r.deviation - 200.27) < 0.01, qPrintable(QString::number(r.deviation)));
    QCOMPARE(r.rating, 1500.0);
    QCOMPARE(r.volatility, 0.06);
}

void TestPuzzles::resultsMoveTheRatingTheRightWay() {
    const rating::Glicko2 player{1500, 100, 0.06};
    const auto win = rating::ratePeriod(player, {{1500, 75, 1}});
    const auto loss = rating::ratePeriod(player, {{1500, 75, 0}});
    QVERIFY(win.rating > 1500 && loss.rating < 1500);
    QVERIFY(std::abs((win.rating - 1500) - (1500 - loss.rating)) < 1e-6); // symmetric
    QVERIFY(win.deviation < player.deviation);
    // Beating a much stronger opponent gains more than beating a much weaker one.
    const auto upset = rating::ratePeriod(player, {{1900, 75, 1}});
    const auto expected = rating::ratePeriod(player, {{1100, 75, 1}});
    QVERIFY(upset.rating - 1500 > 5 * (expected.rating - 1500));
}

void TestPuzzles::attemptsMoveThePlayersRating() {
    QTemporaryDir dir;
    PuzzleProgress p(dir.path());
    QVERIFY(p.load());
    QCOMPARE(p.rating().rating, 1500.0);
    QCOMPARE(p.rating().deviation, 350.0);
    const QDate day(2026, 3, 1);
    // A new player who solves a puzzle rated at their level: the first result counts a lot.
    QVERIFY(p.recordAttempt(QStringLiteral("a"), 1500, true, day));
    const double afterWin = p.rating().rating;
    QVERIFY(afterWin > 1600);
    QVERIFY(p.rating().deviation < 350);
    QVERIFY(p.recordAttempt(QStringLiteral("b"), 1500, false, day));
    QVERIFY(p.rating().rating < afterWin);
    // Many results: the deviation narrows to about 60 (one game a period, volatility 0.06),
    // never below the floor.
    for (int i = 0; i < 200; ++i)
        QVERIFY(p.recordAttempt(QStringLiteral("c%1").arg(i), 1500, i % 2 == 0, day));
    QVERIFY(p.rating().deviation >= PuzzleProgress::MinDeviation);
    QVERIFY(p.rating().deviation < 65);
    QVERIFY(std::abs(p.rating().rating - 1500) < 100);
}

void TestPuzzles::idleDaysBeforeAnAttempt() {
    QTemporaryDir dir;
    const QDate day(2026, 3, 1);
    PuzzleProgress busy(dir.path() + QStringLiteral("/busy"));
    PuzzleProgress away(dir.path() + QStringLiteral("/away"));
    for (PuzzleProgress* p : {&busy, &away}) {
        QVERIFY(p->load());
        for (int i = 0; i < 30; ++i)
            QVERIFY(p->recordAttempt(QStringLiteral("x"), 1500, i % 2, day));
    }
    QVERIFY(busy.recordAttempt(QStringLiteral("y"), 1500, true, day));
    QVERIFY(away.recordAttempt(QStringLiteral("y"), 1500, true, day.addDays(200)));
    // After 200 idle days the rating is less certain, so the same win moves it further.
    QVERIFY(away.rating().deviation > busy.rating().deviation);
    QVERIFY(away.rating().rating > busy.rating().rating);
}

void TestPuzzles::nextPuzzleNearTheRating() {
    QTemporaryDir dir;
    PuzzleProgress p(dir.path());
    QVERIFY(p.load());
    const std::vector<PuzzleEntry> collection = {{QStringLiteral("easy"), 900},
                                                 {QStringLiteral("mid"), 1450},
                                                 {QStringLiteral("mid2"), 1560},
                                                 {QStringLiteral("hard"), 2100},
                                                 {QStringLiteral("top"), 2600}};
    QCOMPARE(p.nextPuzzle(collection).value_or(QString()), QStringLiteral("mid"));
    QCOMPARE(p.nextPuzzle(collection, QStringLiteral("mid")).value_or(QString()),
             QStringLiteral("mid2"));
    // Solving moves the rating up; failing makes the puzzle wait behind untried ones.
    const QDate day(2026, 3, 1);
    QVERIFY(p.recordAttempt(QStringLiteral("mid"), 1450, true, day));
    QVERIFY(p.recordAttempt(QStringLiteral("mid2"), 1560, true, day));
    QVERIFY(p.recordAttempt(QStringLiteral("hard"), 2100, true, day));
    QVERIFY(p.rating().rating > 1900);
    QCOMPARE(p.nextPuzzle(collection).value_or(QString()), QStringLiteral("top"));
    QVERIFY(p.recordAttempt(QStringLiteral("top"), 2600, false, day));
    QCOMPARE(p.nextPuzzle(collection).value_or(QString()), QStringLiteral("easy"));
}

void TestPuzzles::nextPuzzleAfterEveryOneWasTried() {
    QTemporaryDir dir;
    PuzzleProgress p(dir.path());
    QVERIFY(p.load());
    const std::vector<PuzzleEntry> collection = {
        {QStringLiteral("a"), 1500}, {QStringLiteral("b"), 1500}, {QStringLiteral("c"), 1500}};
    const QDate day(2026, 3, 1);
    QVERIFY(p.recordAttempt(QStringLiteral("b"), 1500, false, day));
    QVERIFY(p.recordAttempt(QStringLiteral("a"), 1500, false, day.addDays(1)));
    QVERIFY(p.recordAttempt(QStringLiteral("c"), 1500, true, day.addDays(2)));
    // Failed puzzles come back, the one failed longest ago first; solved ones do not.
    QCOMPARE(p.nextPuzzle(collection).value_or(QString()), QStringLiteral("b"));
    QVERIFY(p.recordAttempt(QStringLiteral("b"), 1500, true, day.addDays(3)));
    QCOMPARE(p.nextPuzzle(collection).value_or(QString()), QStringLiteral("a"));
    QVERIFY(!p.nextPuzzle(collection, QStringLiteral("a")));
    QVERIFY(p.recordAttempt(QStringLiteral("a"), 1500, true, day.addDays(3)));
    QVERIFY(!p.nextPuzzle(collection)); // every puzzle solved
}

QTEST_GUILESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
