// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The NNUE tools (tools/nnue): a data record gives back the position, score and result it
// was made from; a smoke training on a few thousand positions lowers the loss, and the
// weights file it writes loads in the engine and evaluates as the float network does.
#include "data.h"
#include "trainer.h"

#include "ai/eval.h"
#include "randompositions.h"

#include <QTest>

#include <cmath>

using namespace ogi;
using namespace ogi::nnuetools;

class TestNnueTrain : public QObject {
    Q_OBJECT
private slots:
    void recordsRoundTrip();
    void smokeTrainingLowersTheLoss();
};

void TestNnueTrain::recordsRoundTrip() {
    int i = 0;
    for (const Position& pos : testing::randomPositions(3000, 5)) {
        const Sample in{pos, (i * 37) % 4001 - 2000, i % 3 - 1};
        ++i;
        std::uint8_t record[RecordSize];
        QVERIFY(packSample(in, record));
        Sample out;
        QVERIFY(unpackSample(record, out));
        QVERIFY2(out.position == pos, pos.toSfen().c_str());
        QCOMPARE(out.position.toSfen(), pos.toSfen());
        QCOMPARE(out.score, in.score);
        QCOMPARE(out.result, in.result);
    }
    // A record that says a promoted King is refused.
    std::uint8_t bad[RecordSize] = {};
    bad[0] = 1;    // one piece, on a1
    bad[8] = 0x0f; // kind 15
    Sample out;
    QVERIFY(!unpackSample(bad, out));
}

void TestNnueTrain::smokeTrainingLowersTheLoss() {
    // Positions of random games, scored by the hand-written evaluation (clipped) and given
    // the result its sign suggests: a target a small network can learn quickly.
    std::vector<std::uint8_t> records;
    for (const Position& pos : testing::randomPositions(4000, 21)) {
        if (pos.inCheck(Sente) || pos.inCheck(Gote)) continue;
        const int score = std::clamp(ai::evaluate(pos), -1500, 1500);
        std::uint8_t record[RecordSize];
        QVERIFY(packSample({pos, score, score > 200 ? 1 : score < -200 ? -1 : 0}, record));
        records.insert(records.end(), record, record + RecordSize);
    }
    QVERIFY(records.size() / RecordSize > 2000);
    TrainSettings settings;
    settings.epochs = 4;
    settings.batch = 128;
    settings.rate = 2e-3;
    settings.validation = 0.1;
    FloatNetwork net(1);
    static std::vector<EpochReport> reports;
    reports.clear();
    train(net, records, settings, [](const EpochReport& r) { reports.push_back(r); });
    QCOMPARE(int(reports.size()), settings.epochs + 1);
    for (const EpochReport& r : reports)
        qInfo("epoch %d: train %.5f, validation %.5f", r.epoch, r.trainLoss, r.validationLoss);
    // So few positions are learnt by heart more than generalised: the training loss falls
    // far, the held-out one a little.
    QVERIFY(reports.back().trainLoss < 0.5 * reports.front().trainLoss);
    QVERIFY(reports.back().validationLoss < 0.92 * reports.front().validationLoss);

    // The quantised network loads and agrees with the float one within a few centipawns.
    const std::vector<std::uint8_t> bytes = net.quantise(settings.scale);
    std::string error;
    const auto q = ai::nnue::Network::fromBytes(bytes.data(), bytes.size(), &error);
    QVERIFY2(q, error.c_str());
    double totalError = 0;
    int n = 0;
    for (const Position& pos : testing::randomPositions(300, 77)) {
        ai::nnue::AccumulatorStack stack;
        stack.reset(pos, *q);
        const double fromFloat = net.evaluate(pos) * settings.scale;
        totalError += std::abs(stack.evaluate(pos) - fromFloat);
        ++n;
    }
    qInfo("mean |quantised - float| = %.1f cp", totalError / n);
    QVERIFY(totalError / n < 25); // a format mismatch would be off by hundreds
}

QTEST_APPLESS_MAIN(TestNnueTrain)
#include "tst_nnuetrain.moc"
