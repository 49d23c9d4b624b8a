// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The learned evaluation (ai/nnue.h): the accumulator the search updates move by move is the
// one a full refresh computes, through board moves, captures into hand, drops, promotions,
// the King's changes of bucket and undo; the vectorised layers compute the network's
// definition to the unit; weights files that are missing, truncated, damaged
// or of another version are refused with a reason; the built-in network loads; a search
// with a network plays legal moves, the same ones each time.
#include "ai/nnue.h"
#include "ai/search.h"
#include "randompositions.h"

#include "rules/movegen.h"
#include "rules/splitmix.h"

#include <QCoreApplication>
#include <QDir>
#include <QTest>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <fstream>
#include <memory>

using namespace ogi;
using namespace ogi::ai;

namespace {

// A network of pseudo-random weights whose accumulators spread over the clipped range, and
// whose output is in raw units (scale 127 * 64), so that any difference in an accumulator
// shows in the evaluation.
std::unique_ptr<nnue::Network> randomNetwork(std::uint64_t seed) {
    SplitMix64 rng(seed);
    auto r = [&](int span) { return int(rng.next() % std::uint64_t(2 * span + 1)) - span; };
    auto net = std::make_unique<nnue::Network>();
    net->ftWeights.resize(std::size_t(nnue::Features) * nnue::Width);
    for (auto& w : net->ftWeights) w = std::int16_t(r(12));
    for (auto& b : net->ftBias) b = std::int16_t(40 + r(20));
    net->psqtWeights.resize(std::size_t(nnue::Features));
    for (auto& w : net->psqtWeights) w = r(3000);
    for (auto& row : net->l1Weights)
        for (auto& w : row) w = std::int8_t(r(20));
    for (auto& b : net->l1Bias) b = r(4000);
    for (auto& row : net->l2Weights)
        for (auto& w : row) w = std::int8_t(r(60));
    for (auto& b : net->l2Bias) b = r(4000);
    for (auto& w : net->outWeights) w = std::int8_t(r(100));
    net->outBias = r(1000);
    net->scale = 127 * 64;
    return net;
}

// The network's definition (tools/nnue/README.md, "Layers"), written plainly from its
// weights: what the engine's vectorised code must compute, to the unit.
int definedEvaluation(const Position& pos, const nnue::Network& net) {
    std::int32_t acc[2][nnue::Width], psqt[2] = {0, 0};
    for (Side p : {Sente, Gote}) {
        int features[nnue::MaxActive];
        const int n = nnue::activeFeatures(pos, p, features);
        for (int i = 0; i < nnue::Width; ++i) acc[p][i] = net.ftBias[i];
        for (int f = 0; f < n; ++f) {
            for (int i = 0; i < nnue::Width; ++i)
                acc[p][i] += net.ftWeights[std::size_t(features[f]) * nnue::Width + std::size_t(i)];
            psqt[p] += net.psqtWeights[std::size_t(features[f])];
        }
    }
    const Side us = pos.sideToMove();
    int input[2 * nnue::Width];
    for (int i = 0; i < nnue::Width; ++i) {
        input[i] = std::clamp(int(std::int16_t(acc[us][i])), 0, 127);
        input[nnue::Width + i] = std::clamp(int(std::int16_t(acc[opposite(us)][i])), 0, 127);
    }
    int h1[nnue::Hidden1], h2[nnue::Hidden2];
    for (int j = 0; j < nnue::Hidden1; ++j) {
        int s = net.l1Bias[j];
        for (int i = 0; i < 2 * nnue::Width; ++i) s += input[i] * net.l1Weights[j][i];
        h1[j] = std::clamp(s >> 6, 0, 127);
    }
    for (int j = 0; j < nnue::Hidden2; ++j) {
        int s = net.l2Bias[j];
        for (int i = 0; i < nnue::Hidden1; ++i) s += h1[i] * net.l2Weights[j][i];
        h2[j] = std::clamp(s >> 6, 0, 127);
    }
    std::int64_t out = net.outBias + (psqt[us] - psqt[opposite(us)]) / 2;
    for (int i = 0; i < nnue::Hidden2; ++i) out += h2[i] * net.outWeights[i];
    return int(out * net.scale / (127 * 64));
}

int freshEvaluation(const Position& pos, const nnue::Network& net) {
    nnue::AccumulatorStack stack;
    stack.reset(pos, net);
    return stack.evaluate(pos);
}

std::vector<std::uint8_t> readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

class TestNnue : public QObject {
    Q_OBJECT
private slots:
    void featuresAreInRangeAndDistinct();
    void incrementalEqualsRefresh();
    void evaluationFollowsTheDefinition();
    void mirroredPositionsScoreAlike();
    void badFilesAreRefused();
    void builtinNetworkLoads();
    void searchWithNetworkIsLegalAndRepeatable();
};

void TestNnue::featuresAreInRangeAndDistinct() {
    // Every piece on the board and every piece in hand is one feature of its own.
    int features[nnue::MaxActive];
    for (const Position& pos : testing::randomPositions(2000, 7)) {
        for (Side p : {Sente, Gote}) {
            const int n = nnue::activeFeatures(pos, p, features);
            int pieces = std::popcount(pos.occupied());
            for (Side s : {Sente, Gote})
                for (int t = 0; t < HandTypes; ++t)
                    for (bool pr : {false, true}) pieces += pos.handCount(s, PieceType(t), pr);
            QCOMPARE(n, pieces);
            std::vector<int> seen(features, features + n);
            std::sort(seen.begin(), seen.end());
            for (int i = 0; i < n; ++i) {
                QVERIFY(seen[std::size_t(i)] >= 0 && seen[std::size_t(i)] < nnue::Features);
                // Only a ninth Pawn (or more) of a hand repeats the eighth one's feature.
                if (i > 0 && seen[std::size_t(i)] == seen[std::size_t(i) - 1]) {
                    const int inBucket = seen[std::size_t(i)] % nnue::FeaturesPerBucket;
                    QVERIFY(inBucket >= nnue::BoardFeatures &&
                            (inBucket - nnue::BoardFeatures) % nnue::HandGroup ==
                                nnue::HandGroup - 1);
                }
            }
        }
    }
}

void TestNnue::evaluationFollowsTheDefinition() {
    // The vectorised layers (AVX2 where the processor has it) compute exactly the network's
    // definition, for a random network and for the built-in one.
    const auto random = randomNetwork(3);
    std::vector<const nnue::Network*> nets{random.get()};
    if (nnue::builtinNetwork()) nets.push_back(nnue::builtinNetwork());
    for (const nnue::Network* net : nets) {
        int distinct = 0, last = 0;
        for (const Position& pos : testing::randomPositions(1500, 11)) {
            const int score = freshEvaluation(pos, *net);
            QCOMPARE(score, definedEvaluation(pos, *net));
            distinct += score != last;
            last = score;
        }
        QVERIFY2(distinct > 1000, "the positions should not all score alike");
    }
}

void TestNnue::incrementalEqualsRefresh() {
    // Random games played and taken back on one stack, as the search does: after every move
    // and every undo (evaluated or not, the stack catches up lazily), the evaluation is the
    // one of an accumulator computed from scratch.
    const auto net = randomNetwork(1);
    SplitMix64 rng(2026);
    int checked = 0, drops = 0, captures = 0, promotions = 0, kingMoves = 0;
    nnue::AccumulatorStack stack;
    for (int game = 0; game < 60; ++game) {
        Position pos = Position::start();
        stack.reset(pos, *net);
        struct Played {
            Move move;
            UndoInfo undo;
        };
        std::vector<Played> line;
        for (int ply = 0; ply < 140 && pos.bothKings(); ++ply) {
            MoveList list;
            generate<GenType::All>(pos, list);
            if (list.size() == 0) break;
            const Move m = list.moves[rng.next() % std::uint64_t(list.size())];
            drops += m.isDrop();
            captures += !m.isDrop() && pos.pieceOn(m.to()) != NoPiece;
            promotions += m.promotes();
            kingMoves += !m.isDrop() && typeOf(pos.pieceOn(m.from())) == King;
            stack.push(pos, m);
            line.push_back({m, {}});
            pos.doMove(m, line.back().undo);
            if (!pos.bothKings()) break;
            // Not every position is evaluated: the lazy updates must bridge several moves.
            if (rng.next() % 3 != 0) {
                QCOMPARE(stack.evaluate(pos), freshEvaluation(pos, *net));
                ++checked;
            }
            // Now and then, take a few moves back (as the search returns from a line).
            if (rng.next() % 8 == 0 && line.size() > 4) {
                const int back = 1 + int(rng.next() % 3);
                for (int i = 0; i < back; ++i) {
                    pos.undoMove(line.back().move, line.back().undo);
                    stack.pop();
                    line.pop_back();
                }
                QCOMPARE(stack.evaluate(pos), freshEvaluation(pos, *net));
                ++checked;
            }
        }
        // Back to the start, move by move.
        while (!line.empty()) {
            if (pos.bothKings() && rng.next() % 4 == 0) {
                QCOMPARE(stack.evaluate(pos), freshEvaluation(pos, *net));
                ++checked;
            }
            pos.undoMove(line.back().move, line.back().undo);
            stack.pop();
            line.pop_back();
        }
        QCOMPARE(stack.evaluate(pos), freshEvaluation(Position::start(), *net));
    }
    QVERIFY2(checked > 3000, qPrintable(QString::number(checked)));
    QVERIFY(drops > 100 && captures > 100 && promotions > 50 && kingMoves > 100);
}

void TestNnue::mirroredPositionsScoreAlike() {
    // Ōgi's moves are symmetric left-right: a position and its mirror image have the same
    // features, so the network scores them alike (the reason for mirroring the views).
    const auto net = randomNetwork(3);
    for (const Position& pos : testing::randomPositions(500, 11)) {
        Position mirror = pos;
        for (int sq = 0; sq < 64; ++sq) mirror.setPiece(sq ^ 7, pos.pieceOn(sq));
        QCOMPARE(freshEvaluation(mirror, *net), freshEvaluation(pos, *net));
    }
}

void TestNnue::badFilesAreRefused() {
    const auto net = randomNetwork(4);
    // A well-formed file made from the network's own fields, then spoilt in several ways.
    std::vector<std::uint8_t> bytes(nnue::FileMagic, nnue::FileMagic + 8);
    auto put = [&](std::uint64_t v, int n) {
        for (int i = 0; i < n; ++i) bytes.push_back(std::uint8_t(v >> (8 * i)));
    };
    put(nnue::FileVersion, 4);
    put(nnue::Features, 4);
    put(nnue::Width, 2);
    put(nnue::Hidden1, 2);
    put(nnue::Hidden2, 2);
    put(400, 2);
    for (auto b : net->ftBias) put(std::uint16_t(b), 2);
    for (auto w : net->ftWeights) put(std::uint16_t(w), 2);
    for (auto w : net->psqtWeights) put(std::uint32_t(w), 4);
    for (auto b : net->l1Bias) put(std::uint32_t(b), 4);
    for (auto& row : net->l1Weights)
        for (auto w : row) put(std::uint8_t(w), 1);
    for (auto b : net->l2Bias) put(std::uint32_t(b), 4);
    for (auto& row : net->l2Weights)
        for (auto w : row) put(std::uint8_t(w), 1);
    put(std::uint32_t(net->outBias), 4);
    for (auto w : net->outWeights) put(std::uint8_t(w), 1);
    put(nnue::checksum(bytes.data(), bytes.size()), 8);
    QCOMPARE(bytes.size(), nnue::Network::fileSize());
    QVERIFY(nnue::Network::fileSize() < 4'000'000); // the size the issue allows

    std::string error;
    auto good = nnue::Network::fromBytes(bytes.data(), bytes.size(), &error);
    QVERIFY2(good, error.c_str());
    QVERIFY(good->name().starts_with("ogi-") && good->name().ends_with(".nnue"));
    QCOMPARE(good->name().size(), std::size_t(4 + 12 + 5));
    const Position start = Position::start();
    auto ratio = [](const nnue::Network& n) { return double(n.scale) / (127 * 64); };
    QCOMPARE(freshEvaluation(start, *good),
             int(freshEvaluation(start, *net) / ratio(*net) * ratio(*good)));

    struct Case {
        const char* what;
        std::vector<std::uint8_t> bytes;
        const char* says;
    };
    std::vector<Case> cases;
    cases.push_back({"empty", {}, "not an Ogi NNUE weights file"});
    auto truncated = bytes;
    truncated.resize(bytes.size() / 2);
    cases.push_back({"truncated", truncated, "truncated"});
    auto longer = bytes;
    longer.push_back(0);
    cases.push_back({"too long", longer, "truncated or too long"});
    auto version = bytes;
    version[8] = 99;
    cases.push_back({"version", version, "version 99"});
    auto shape = bytes;
    shape[17] = 0; // width 256 -> 0
    cases.push_back({"shape", shape, "another shape"});
    auto damaged = bytes;
    damaged[bytes.size() / 2] ^= 1;
    cases.push_back({"damaged", damaged, "checksum"});
    auto magic = bytes;
    magic[0] = 'X';
    cases.push_back({"magic", magic, "no OGI-NNUE header"});
    for (const Case& c : cases) {
        error.clear();
        QVERIFY2(!nnue::Network::fromBytes(c.bytes.data(), c.bytes.size(), &error), c.what);
        QVERIFY2(error.find(c.says) != std::string::npos,
                 (std::string(c.what) + ": " + error).c_str());
    }

    // From files: a missing one, then a truncated one, then the good one.
    const QByteArray dir = QDir::tempPath().toUtf8();
    const std::string path = dir.toStdString() + "/tst_nnue-" +
                             std::to_string(QCoreApplication::applicationPid()) + ".nnue";
    error.clear();
    QVERIFY(!nnue::Network::fromFile(path, &error));
    QVERIFY2(error.find("cannot open " + path) != std::string::npos, error.c_str());
    {
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(truncated.data()),
                  std::streamsize(truncated.size()));
    }
    QVERIFY(!nnue::Network::fromFile(path, &error));
    QVERIFY2(error.find(path + ": weights file truncated") != std::string::npos, error.c_str());
    {
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    }
    QVERIFY(nnue::Network::fromFile(path, &error));
    QCOMPARE(readAll(path).size(), bytes.size());
    std::remove(path.c_str());
}

void TestNnue::builtinNetworkLoads() {
    const nnue::Network* net = nnue::builtinNetwork();
    QVERIFY(net); // the program ships with a network (core/ai/nets)
    QVERIFY(net->name().starts_with("ogi-"));
    // It prefers the side with more material: the start position with Sente's Rook gone.
    auto pos = Position::fromSfen("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B6/LNSIKSNL b - 1");
    QVERIFY(pos);
    QVERIFY(freshEvaluation(*pos, *net) < freshEvaluation(Position::start(), *net));
}

void TestNnue::searchWithNetworkIsLegalAndRepeatable() {
    const auto net = randomNetwork(5);
    for (const Position& pos : testing::randomPositions(12, 99)) {
        if (pos.inCheck(opposite(pos.sideToMove()))) continue;
        SearchResult first;
        for (int run = 0; run < 2; ++run) {
            Searcher searcher(4);
            SearchOptions options;
            options.network = net.get();
            searcher.setOptions(options);
            SearchLimits limits;
            limits.depth = 5;
            const SearchResult r = searcher.search(pos, History(), limits);
            if (r.best.isNone()) break;
            QCOMPARE(pos.checkMove(r.best), Illegal::None);
            if (run == 0)
                first = r;
            else
                QVERIFY(r.best == first.best && r.score == first.score && r.nodes == first.nodes);
        }
    }
}

QTEST_APPLESS_MAIN(TestNnue)
#include "tst_nnue.moc"
