// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tuning tools (tools/tune): the data generator's positions survive their file format,
// quiet positions are taken after the pending captures, the tuner's traced evaluation is the
// engine's, its gradient is right, and its fit recovers weights that generated the data.
#include "ai/eval.h"
#include "ai/evalparams.h"
#include "dataset.h"
#include "quiet.h"
#include "randompositions.h"
#include "selfplay.h"
#include "tactics.h"
#include "tuner.h"
#include "weightsfile.h"

#include <QTest>

#include <cmath>
#include <sstream>

using namespace ogi;
using namespace ogi::tune;
using ogi::testing::parse;

namespace {

double senteEval(const Position& pos) {
    const int e = ai::evaluate(pos);
    return pos.sideToMove() == Sente ? e : -e;
}

int paramIndex(ai::eval::Block b, int index) {
    int offset = 0;
    for (int i = 0; i < b; ++i) offset += ai::eval::Blocks[i].size;
    return offset + index;
}

} // namespace

class TestTune : public QObject {
    Q_OBJECT
private slots:
    void selfPlayPositionsRoundTripThroughTheFile();
    void badLinesAreReportedWithTheirNumber();
    void quietLeafIsTakenAfterTheCaptures();
    void tracedEvaluationIsTheEngines();
    void gradientMatchesFiniteDifferences();
    void fitRecoversTheWeightsThatMadeTheData();
    void centringTablesChangesNoEvaluation();
    void weightsFileHoldsTheRoundedWeights();
};

// Two short self-play games: their positions and results, written and read back, are the
// same; every position is quiet (no King attacked) and labelled with its game's result.
void TestTune::selfPlayPositionsRoundTripThroughTheFile() {
    SelfPlaySettings settings;
    settings.nodes = 400;
    settings.maxPlies = 60;
    settings.hashMegabytes = 1;
    SelfPlayer player(settings);
    std::vector<LabelledPosition> played;
    for (std::uint64_t seed : {1u, 2u}) {
        const SelfPlayGame game = player.play(seed);
        QVERIFY(game.plies > 0);
        QVERIFY(game.result != Result::Ongoing);
        const double expected = game.result == Result::SenteWins  ? 1.0
                                : game.result == Result::GoteWins ? 0.0
                                                                  : 0.5;
        for (const LabelledPosition& s : game.samples) {
            QCOMPARE(s.result, expected);
            QVERIFY(!s.position.inCheck(Sente) && !s.position.inCheck(Gote));
        }
        played.insert(played.end(), game.samples.begin(), game.samples.end());
    }
    QVERIFY(played.size() > 10);

    std::stringstream file;
    file << "# two games\n";
    for (const LabelledPosition& s : played) file << formatSample(s.position, s.result);
    std::vector<LabelledPosition> read;
    std::string error;
    QVERIFY(readSamples(
        file, [&](const LabelledPosition& s) { read.push_back(s); }, &error));
    QCOMPARE(read.size(), played.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
        QVERIFY(read[i].position == played[i].position);
        QCOMPARE(read[i].result, played[i].result);
    }
}

void TestTune::badLinesAreReportedWithTheirNumber() {
    std::stringstream file("# comment\n"
                           "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1 0.5\n"
                           "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1 2\n");
    int n = 0;
    std::string error;
    QVERIFY(!readSamples(
        file, [&](const LabelledPosition&) { ++n; }, &error));
    QCOMPARE(n, 1);
    QCOMPARE(QString::fromStdString(error),
             QStringLiteral("line 3: the result '2' is not 1, 0.5 or 0"));

    std::stringstream broken("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1 b - 1 1\n");
    QVERIFY(!readSamples(
        broken, [&](const LabelledPosition&) {}, &error));
    QVERIFY(QString::fromStdString(error).startsWith(QStringLiteral("line 1: bad position")));
}

// Sente can take an undefended Rook with a Pawn: the position to learn from is the one after
// the capture, not the one with the Rook hanging. A position with a King attacked is none.
void TestTune::quietLeafIsTakenAfterTheCaptures() {
    Position leaf;
    QVERIFY(quietLeaf(parse(QStringLiteral("4k3/8/8/4r3/4P3/8/8/4K3 b - 1")), leaf));
    QCOMPARE(QString::fromStdString(leaf.toSfen()), QStringLiteral("4k3/8/8/4P3/8/8/8/4K3 w R 2"));
    QVERIFY(!quietLeaf(parse(QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 b - 1")), leaf));
}

// The tuner rebuilds the evaluation from each position's features; with the engine's weights
// it must give the engine's score (the danger penalty is rounded down in the engine).
void TestTune::tracedEvaluationIsTheEngines() {
    const std::vector<Position> positions = testing::randomPositions(2000, 11);
    TuningSet set;
    for (const Position& p : positions) set.add(p, 0.5);
    const Params weights = engineWeights();
    for (int i = 0; i < set.size(); ++i)
        if (std::abs(set.evaluate(i, weights) - senteEval(positions[std::size_t(i)])) > 2)
            QFAIL(qPrintable(QString::fromStdString(positions[std::size_t(i)].toSfen())));
}

// The derivative of each position's squared error, weight by weight, against central
// differences (exact enough for the linear terms and the quadratic danger penalty away from
// its kinks).
void TestTune::gradientMatchesFiniteDifferences() {
    const std::vector<Position> positions = testing::randomPositions(40, 5);
    TuningSet set;
    for (const Position& p : positions) set.add(p, 1.0);
    Params params = engineWeights();
    for (std::size_t j = 0; j < params.size(); ++j) params[j] += 0.37 * double(j % 7) - 1.1;
    const double k = 0.003;
    auto error = [&](int i, const Params& w) {
        const double d = 1 / (1 + std::exp(-k * set.evaluate(i, w))) - set.result(i);
        return d * d;
    };
    int dangerChecked = 0;
    for (int i = 0; i < set.size(); ++i) {
        Params gradient(params.size(), 0.0);
        const double e = set.addErrorGradient(i, params, k, gradient);
        QVERIFY(std::abs(e - error(i, params)) < 1e-12);
        for (std::size_t j = 0; j < params.size(); ++j) {
            Params up = params, down = params;
            up[j] += 1e-3;
            down[j] -= 1e-3;
            const double numeric = (error(i, up) - error(i, down)) / 2e-3;
            if (std::abs(numeric - gradient[j]) > 1e-3 * std::abs(numeric) + 1e-12)
                QFAIL(qPrintable(QStringLiteral("position %1, weight %2: %3 vs %4")
                                     .arg(i)
                                     .arg(j)
                                     .arg(gradient[j])
                                     .arg(numeric)));
            if (int(j) >= paramIndex(ai::eval::KingZoneAttack, 0) && gradient[j] != 0)
                ++dangerChecked;
        }
    }
    QVERIFY(dangerChecked > 10); // the danger part was exercised, not only the linear one
}

// Results made from known weights (the probability sigmoid(K E) that each side wins, with a
// few material values changed): starting from the engine's weights, the fit finds the changed
// values again.
void TestTune::fitRecoversTheWeightsThatMadeTheData() {
    const std::vector<Position> positions = testing::randomPositions(3000, 3);
    Params truth = engineWeights();
    const int knight = paramIndex(ai::eval::BoardValue, Knight);
    const int silver = paramIndex(ai::eval::BoardValue, Silver);
    const int rookInHand = paramIndex(ai::eval::HandValue, Rook);
    const int bishopInHand = paramIndex(ai::eval::HandValue, Bishop);
    truth[std::size_t(knight)] += 60;
    truth[std::size_t(silver)] -= 90;
    truth[std::size_t(rookInHand)] += 120;
    truth[std::size_t(bishopInHand)] -= 80;
    const double k = 0.004;

    TuningSet traced;
    for (const Position& p : positions) traced.add(p, 0.5);
    TuningSet set;
    for (int i = 0; i < traced.size(); ++i)
        set.add(positions[std::size_t(i)], 1 / (1 + std::exp(-k * traced.evaluate(i, truth))));

    Params params = engineWeights();
    AdamSettings settings;
    settings.epochs = 150;
    settings.batchSize = 1000;
    settings.learningRate = 2;
    std::string error;
    QVERIFY(tunableBlocks("BoardValue,HandValue", settings.tunable, &error));
    QVERIFY(meanSquaredError(set, params, k) > 1e-4);
    adam(set, params, k, settings);
    QVERIFY(meanSquaredError(set, params, k) < 1e-6);
    for (int p : {knight, silver, rookInHand, bishopInHand})
        QVERIFY2(std::abs(params[std::size_t(p)] - truth[std::size_t(p)]) < 5,
                 qPrintable(QStringLiteral("weight %1: %2 instead of %3")
                                .arg(p)
                                .arg(params[std::size_t(p)])
                                .arg(truth[std::size_t(p)])));
    QVERIFY(std::abs(fitScale(set, truth) / k - 1) < 0.01); // K is found from the true weights
}

// Centring moves each table's mean into the material value: every evaluation stays the same
// (tables of whole numbers, so exactly). A Rook mobility table raised by 200 everywhere comes
// back as it was, the 200 gone into the Rook's value.
void TestTune::centringTablesChangesNoEvaluation() {
    const std::vector<Position> positions = testing::randomPositions(1500, 13);
    TuningSet set;
    for (const Position& p : positions) set.add(p, 0.5);
    Params centred = engineWeights();
    centreTables(set, centred); // means measured on these positions, not the fit's
    const int rookMobility = paramIndex(ai::eval::MobilityRook, 0);
    const int goldMobility = paramIndex(ai::eval::MobilityGold, 0);
    const int rookValue = paramIndex(ai::eval::BoardValue, Rook);
    Params params = centred;
    for (int i = 0; i < 15; ++i) params[std::size_t(rookMobility + i)] += 200;
    for (int i = 0; i < 7; ++i) params[std::size_t(goldMobility + i)] += 30 + i;
    const Params before = params;
    centreTables(set, params);
    for (int i = 0; i < set.size(); ++i) QCOMPARE(set.evaluate(i, params), set.evaluate(i, before));
    QCOMPARE(params[std::size_t(rookValue)], centred[std::size_t(rookValue)] + 200);
    for (int i = 0; i < 15; ++i)
        QCOMPARE(params[std::size_t(rookMobility + i)], centred[std::size_t(rookMobility + i)]);
}

// The written file holds every weight, rounded, in block order.
void TestTune::weightsFileHoldsTheRoundedWeights() {
    Params params = engineWeights();
    params[3] += 0.6;
    std::ostringstream out;
    writeWeightsHeader(out, params, "Test.");
    std::istringstream in(out.str());
    std::string line;
    std::vector<long> numbers;
    bool inTable = false;
    while (std::getline(in, line)) {
        if (line.find("[] = {") != std::string::npos) {
            inTable = true;
            continue;
        }
        if (line == "};") inTable = false;
        if (!inTable) continue;
        std::istringstream cells(line.substr(0, line.find("//")));
        std::string cell;
        while (std::getline(cells, cell, ','))
            if (cell.find_first_not_of(' ') != std::string::npos)
                numbers.push_back(std::stol(cell));
    }
    QCOMPARE(int(numbers.size()), ai::eval::ParamCount);
    for (std::size_t i = 0; i < numbers.size(); ++i)
        QCOMPARE(double(numbers[i]), std::round(params[i]));
}

QTEST_APPLESS_MAIN(TestTune)
#include "tst_tune.moc"
