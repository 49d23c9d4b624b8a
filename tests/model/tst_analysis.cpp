// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameAnalysis: one evaluation per ply from a background search, the event loop kept alive,
// cancellation, annotations written into the tree, and the ?/?? marking thresholds.
#include "model/analysis/analyser.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "rules/notation.h"
#include "rules/record.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace ogi;

namespace {
std::vector<Move> line(std::initializer_list<const char*> texts, Position* end = nullptr) {
    Game g;
    std::vector<Move> moves;
    for (const char* t : texts) {
        const Move m = *parseMove(g.position(), t);
        g.play(m);
        moves.push_back(m);
    }
    if (end) *end = g.position();
    return moves;
}
} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void evaluationText_data();
    void evaluationText();
    void marks();
    void onePerPlyWhileEventsFlow();
    void cancelStops();
    void decidedGameEndsWithMate();
    void illegalFinalMoveIsNotAnalysed();
    void sharesTheEngineWithTheLiveAnalysis();
};

void TestAnalysis::evaluationText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("cp") << "35" << true;
    QTest::newRow("negative") << "-120" << true;
    QTest::newRow("mate") << "#5" << true;
    QTest::newRow("mated") << "#-3" << true;
    QTest::newRow("decided gote") << "#-0" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("junk") << "1x" << false;
    QTest::newRow("huge") << "99999999" << false;
}

void TestAnalysis::evaluationText() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto e = Evaluation::parse(text.toStdString());
    QCOMPARE(e.has_value(), valid);
    if (valid) QCOMPARE(QString::fromStdString(e->text()), text);
    if (valid) QVERIFY(std::abs(e->graphValue()) <= 1.0);
}

void TestAnalysis::marks() {
    const auto cp = [](int v) { return *Evaluation::parse(std::to_string(v)); };
    // Moves judged by the chance of winning they lose, each evaluation read at its position.
    const Position start = Position::start();
    const auto mark = [&](Side mover, const Evaluation& before, const Evaluation& after) {
        return GameAnalysis::markFor(GameAnalysis::chanceLost(mover, senteWinChance(before, start),
                                                              senteWinChance(after, start)));
    };
    QCOMPARE(mark(Sente, cp(50), cp(50)), std::string());  // loses nothing
    QCOMPARE(mark(Sente, cp(50), cp(30)), std::string());  // the search's noise
    QCOMPARE(mark(Gote, cp(50), cp(-300)), std::string()); // a gain for Gote
    // A Rook given away (some 1,500 centipawns by the network): a blunder.
    QCOMPARE(mark(Sente, cp(50), cp(-1500)), std::string("??"));
    QCOMPARE(mark(Gote, cp(-50), cp(1500)), std::string("??"));
    // Walking into a forced King capture from an even position.
    QCOMPARE(mark(Sente, cp(100), *Evaluation::parse("#-4")), std::string("??"));
    // The thresholds, from the least: ?!, ?, ??.
    QCOMPARE(GameAnalysis::markFor(GameAnalysis::InaccuracyLoss - 0.001), std::string());
    QCOMPARE(GameAnalysis::markFor(GameAnalysis::InaccuracyLoss), std::string("?!"));
    QCOMPARE(GameAnalysis::markFor(GameAnalysis::MistakeLoss), std::string("?"));
    QCOMPARE(GameAnalysis::markFor(GameAnalysis::BlunderLoss), std::string("??"));
    QVERIFY(GameAnalysis::InaccuracyLoss < GameAnalysis::MistakeLoss &&
            GameAnalysis::MistakeLoss < GameAnalysis::BlunderLoss);
    // The scale keeps small scores apart and large ones bounded.
    QVERIFY(cp(50).graphValue() > cp(0).graphValue() + 0.05);
    QVERIFY(cp(3000).graphValue() < 1.0);
    QVERIFY(cp(3000).graphValue() > cp(1000).graphValue());
}

void TestAnalysis::onePerPlyWhileEventsFlow() {
    const std::vector<Move> moves = line({"c3c4", "f6f5", "d3d4", "e6e5", "b2c3", "f5f4"});
    GameModel model;
    Analyser analyser(&model); // the engine, as the session has one
    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.nodes = 3000;
    analysis.setLimits(limits);
    QSignalSpy progress(&analysis, &GameAnalysis::progress);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(1);
    analysis.start(Position::start(), moves);
    QVERIFY(analysis.isRunning());
    QVERIFY(finished.wait(60000));
    QVERIFY(!analysis.isRunning());
    QVERIFY(ticks > 0); // the event loop kept running during the searches
    QCOMPARE(analysis.total(), int(moves.size()) + 1);
    for (const auto& r : analysis.results()) {
        QVERIFY(r.done);
        QVERIFY(r.best); // every position had a move
    }
    QCOMPARE(progress.last().at(0).toInt(), analysis.total());

    GameTree tree;
    for (Move m : moves) tree.playMove(m);
    analysis.apply(tree);
    for (const RecordNode& n : tree.record().mainline.nodes) {
        QVERIFY(n.annotation("eval"));
        QVERIFY(Evaluation::parse(*n.annotation("eval")));
        if (const std::string* best = n.annotation("best")) QVERIFY(parseMachineMove(*best).ok());
    }
    // The annotations travel in the record text.
    const std::string text = writeRecord(tree.record());
    QVERIFY(text.find("[%eval") != std::string::npos);
    QVERIFY(parseRecord(text).ok());
}

void TestAnalysis::cancelStops() {
    const std::vector<Move> moves = line({"c3c4", "f6f5", "d3d4", "e6e5"});
    GameModel model;
    Analyser analyser(&model); // the engine, as the session has one
    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.movetime = 2000;
    analysis.setLimits(limits);
    QSignalSpy progress(&analysis, &GameAnalysis::progress);
    QSignalSpy cancelled(&analysis, &GameAnalysis::cancelled);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    analysis.start(Position::start(), moves);
    QTest::qWait(50);
    analysis.cancel();
    QCOMPARE(cancelled.count(), 1);
    QVERIFY(!analysis.isRunning());
    QTest::qWait(300);
    QCOMPARE(finished.count(), 0);
    QVERIFY(progress.last().at(0).toInt() < analysis.total());
}

void TestAnalysis::decidedGameEndsWithMate() {
    // Sente captures the King: the last position is decided without a search.
    Game g(*Position::fromSfen("4k3/8/8/8/8/8/4R3/4K3 b - 1"));
    const Move capture = *parseMove(g.position(), "e2e8");
    GameModel model;
    Analyser analyser(&model); // the engine, as the session has one
    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.nodes = 2000;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    analysis.start(g.position(), {capture});
    QVERIFY(finished.wait(60000));
    const auto& r = analysis.results();
    QCOMPARE(r.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(r[1].eval.text()), QStringLiteral("#0"));
    QVERIFY(r[0].eval.isMate && r[0].eval.senteMates);
}

void TestAnalysis::illegalFinalMoveIsNotAnalysed() {
    // A record ending on an illegal attempt keeps the attempt as its last node. The attempt
    // was never played: its node gets no evaluation (not a won-game score, which would read
    // as a King capture and spike the graph), and the positions before it are analysed.
    const auto record = parseRecord("[Result \"1-0\"]\n\n1. Pc3-c4 Pf6-f4 {illegal move: the "
                                    "piece cannot move to that square} 1-0\n");
    QVERIFY(record.ok());
    const auto& nodes = record->mainline.nodes;
    QCOMPARE(int(nodes.size()), 2);
    QCOMPARE(nodes.back().move, record->outcome.illegalMove);
    GameTree tree;
    tree.setRecord(*record);
    GameModel model;
    Analyser analyser(&model); // the engine, as the session has one
    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.nodes = 2000;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    analysis.start(record->start, {nodes[0].move, nodes[1].move});
    QVERIFY(finished.wait(60000));
    QCOMPARE(analysis.total(), 2); // the start and the position after 1. Pc3-c4
    for (const auto& r : analysis.results()) QVERIFY(!r.eval.isMate);
    analysis.apply(tree);
    const auto& annotated = tree.record().mainline.nodes;
    QVERIFY(annotated[0].annotation("eval"));
    QVERIFY(!annotated[1].annotation("eval"));
    QVERIFY(!annotated[1].annotation("mark"));
}

// The whole-game analysis runs on the live analysis's engine: the live analysis is paused
// (no line shown) for the whole run, and afterwards analyses the position in view again.
void TestAnalysis::sharesTheEngineWithTheLiveAnalysis() {
    Position afterTwo;
    const std::vector<Move> moves = line({"c3c4", "f6f5", "d3d4", "e6e5"});
    line({"c3c4", "f6f5"}, &afterTwo);
    GameModel model;
    model.setGame(Game(afterTwo)); // the position in view
    Analyser analyser(&model);
    analyser.setLineCount(2);
    analyser.setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(!analyser.lines().empty(), 60000);

    GameAnalysis analysis(&analyser);
    ai::SearchLimits limits;
    limits.nodes = 3000;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    int linesDuringRun = 0;
    int pausedAtEachPly = 0;
    connect(&analyser, &Analyser::linesChanged, this, [&] {
        if (analysis.isRunning() && !analyser.lines().empty()) ++linesDuringRun;
    });
    connect(&analysis, &GameAnalysis::plyAnalysed, this,
            [&] { pausedAtEachPly += analyser.state() == Analyser::State::Paused; });
    analysis.start(Position::start(), moves);
    QCOMPARE(analyser.state(), Analyser::State::Paused);
    QVERIFY(analyser.lines().empty());
    QVERIFY(finished.wait(60000));
    QCOMPARE(linesDuringRun, 0);
    QCOMPARE(pausedAtEachPly, analysis.total());
    for (const auto& r : analysis.results()) {
        QVERIFY(r.done);
        QVERIFY(r.best);
    }
    // Resumed on the position in view, with lines of that position only.
    QTRY_VERIFY_WITH_TIMEOUT(analyser.state() == Analyser::State::Analysing, 60000);
    QVERIFY(analyser.position().key() == afterTwo.key());
    for (const AnalysisLine& l : analyser.lines()) QVERIFY(model.game().isLegal(l.pv.front()));
}

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
