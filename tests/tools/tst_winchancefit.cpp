// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The win-chance fitter of tools/winchance: it finds the parameters of games drawn from a
// known model, its measures rank a true model above a constant guess, and it tells the games
// of a data file apart.
#include "data.h"
#include "fit.h"

#include "rules/position.h"
#include "rules/splitmix.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>

using namespace ogi;
using namespace ogi::winchance;

namespace {

double uniform(SplitMix64& rng) {
    return double(rng.next() >> 11) * 0x1.0p-53;
}

// Positions whose results are drawn from the model with a = `a` and b(x) = b0 + b1 x over
// the stage "pieces" (x from 0 at 21 pieces to 1 at 34); 20 positions a game.
std::vector<Point> synthetic(double a, double b0, double b1, std::size_t n, std::uint64_t seed) {
    SplitMix64 rng(seed);
    std::vector<Point> points(n);
    for (std::size_t i = 0; i < n; ++i) {
        Point& p = points[i];
        p.score = float(std::round(-1500 + 3000 * uniform(rng)));
        p.pieces = std::uint8_t(21 + rng.next() % 14);
        p.game = std::uint32_t(i / 20);
        const double b = b0 + b1 * stageX(p, StageKind::Pieces);
        const double win = 1 / (1 + std::exp((a - p.score) / b));
        const double loss = 1 / (1 + std::exp((a + p.score) / b));
        const double u = uniform(rng);
        p.result = std::int8_t(u < win ? 1 : u < win + loss ? -1 : 0);
    }
    return points;
}

} // namespace

class TestWinChanceFit : public QObject {
    Q_OBJECT
private slots:
    void findsTheModelThatMadeTheGames();
    void drawsLeftOutOrHalved();
    void measuresRankTheTrueModelFirst();
    void gamesAreToldApart();
    void unreadableFiles();
};

void TestWinChanceFit::findsTheModelThatMadeTheGames() {
    // a = 40 cp (about 4 % of draws at 0 cp), b = 700 cp at 21 pieces down to 400 at 34.
    const std::vector<Point> points = synthetic(40, 700, -300, 300000, 7);
    FitSettings s;
    s.stage = StageKind::Pieces;
    s.degree = 1;
    s.draws = Draws::Wdl;
    FitReport report;
    const Model m = fit(
        points, [](const Point&) { return true; }, s, &report);
    QVERIFY(report.converged);
    QCOMPARE(m.a.size(), std::size_t(1));
    QCOMPARE(m.b.size(), std::size_t(2));
    QVERIFY2(std::abs(m.a[0] - 40) < 4, qPrintable(QString::number(m.a[0])));
    QVERIFY2(std::abs(m.bAt(0.25) - 625) < 25, qPrintable(QString::number(m.bAt(0.25))));
    QVERIFY2(std::abs(m.bAt(1) - 400) < 20, qPrintable(QString::number(m.bAt(1))));
    // The prediction is the model's formula.
    const Outcome o = predict(m, 200, 0.5);
    QVERIFY(std::abs(o.win - 1 / (1 + std::exp((m.a[0] - 200) / m.bAt(0.5)))) < 1e-12);
    QVERIFY(std::abs(o.win + o.draw + o.loss - 1) < 1e-12);
}

// Without draws in the games the three treatments find the same width, and a = 0.
void TestWinChanceFit::drawsLeftOutOrHalved() {
    const std::vector<Point> points = synthetic(0, 500, 0, 200000, 11);
    for (Draws d : {Draws::Wdl, Draws::Exclude, Draws::Half}) {
        FitSettings s;
        s.stage = StageKind::Pieces;
        s.degree = 0;
        s.draws = d;
        const Model m = fit(
            points, [](const Point&) { return true; }, s);
        QVERIFY2(std::abs(m.b[0] - 500) < 15, drawsName(d));
        QVERIFY2(m.a[0] < 3, drawsName(d));
    }
}

void TestWinChanceFit::measuresRankTheTrueModelFirst() {
    const std::vector<Point> points = synthetic(0, 600, 0, 100000, 3);
    Model truth;
    truth.stage = StageKind::Pieces;
    truth.a = {0};
    truth.b = {600};
    const auto all = [](const Point&) { return true; };
    const Metrics good = measure(points, all, [&](const Point& p) {
        return predict(truth, p.score, stageX(p, truth.stage));
    });
    const Metrics flat = measure(points, all, [](const Point&) { return Outcome{0.5, 0, 0.5}; });
    QCOMPARE(good.count, points.size());
    QVERIFY(std::abs(flat.logLoss - std::log(2.0)) < 1e-9);
    QVERIFY(std::abs(flat.brier - 0.25) < 1e-12);
    QVERIFY(good.logLoss < flat.logLoss - 0.05);
    QVERIFY(good.brier < flat.brier - 0.02);
    // Calibrated: in each well-filled bucket the share of wins is the mean prediction.
    int filled = 0;
    for (const Bucket& b : calibration(
             points, all,
             [&](const Point& p) { return predict(truth, p.score, stageX(p, truth.stage)); }, 10)) {
        if (b.count < 3000) continue;
        ++filled;
        QVERIFY2(std::abs(b.observedWin - b.predictedWin) < 0.03,
                 qPrintable(QString::number(b.low)));
        QVERIFY(b.predictedWin >= b.low && b.predictedWin <= b.high);
    }
    QVERIFY(filled >= 8);
}

// A record starts a new game when its ply does not go up or the result for Sente changes.
void TestWinChanceFit::gamesAreToldApart() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + QStringLiteral("/games.bin")).toStdString();
    {
        std::ofstream out(path, std::ios::binary);
        nnuetools::writeDataHeader(out);
        // (ply, side to move, result for Sente)
        const int rows[][3] = {{11, Sente, 1}, {14, Gote, 1},   {20, Gote, 1}, // game 0
                               {12, Gote, -1}, {13, Sente, -1},                // game 1
                               {15, Sente, 1}, {30, Gote, 1},                  // game 2
                               {30, Gote, 1}};                                 // game 3
        for (const auto& r : rows) {
            nnuetools::Sample s;
            s.position = Position::start();
            s.position.setSideToMove(Side(r[1]));
            s.position.setPly(r[0]);
            s.score = 25;
            s.result = r[1] == Sente ? r[2] : -r[2];
            std::uint8_t record[nnuetools::RecordSize];
            QVERIFY(nnuetools::packSample(s, record));
            out.write(reinterpret_cast<const char*>(record), sizeof record);
        }
    }
    std::vector<Point> points;
    std::string error;
    QVERIFY2(readPoints(path, points, &error), error.c_str());
    QCOMPARE(points.size(), std::size_t(8));
    const std::uint32_t games[] = {0, 0, 0, 1, 1, 2, 2, 3};
    for (std::size_t i = 0; i < points.size(); ++i) QCOMPARE(points[i].game, games[i]);
    QCOMPARE(points[0].pieces, std::uint8_t(34));
    QCOMPARE(points[0].officers, std::uint8_t(18));
    QCOMPARE(points[0].modelStage, std::uint16_t(34));
    QCOMPARE(int(points[3].result), 1); // Gote to move, Sente lost
    // A second file's games follow the first's.
    QVERIFY2(readPoints(path, points, &error), error.c_str());
    QCOMPARE(points[8].game, 4u);
    // Every fifth game is held out.
    Split split;
    QVERIFY(!split.heldOut(points[0]) && split.heldOut(points[9]));
}

void TestWinChanceFit::unreadableFiles() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + QStringLiteral("/notdata.bin")).toStdString();
    std::ofstream(path) << "not a data file at all";
    std::vector<Point> points;
    std::string error;
    QVERIFY(!readPoints(path, points, &error));
    QVERIFY2(error.find("not an ogi-nnue data file") != std::string::npos, error.c_str());
    QVERIFY(!readPoints(path + ".missing", points, &error));
    QVERIFY2(error.find("cannot be read") != std::string::npos, error.c_str());
    QVERIFY(points.empty());
}

QTEST_GUILESS_MAIN(TestWinChanceFit)
#include "tst_winchancefit.moc"
