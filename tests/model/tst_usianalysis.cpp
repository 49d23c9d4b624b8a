// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// An external engine as the live analyser (UsiAnalysisEngine behind an Analyser), against
// the fake engine built with the tests (fakeengine.cpp): its lines come distinct and
// ordered; navigating quickly never shows a line of another position, not even the late
// one an engine sends after "stop"; an engine that dies, or never answers, puts the
// analyser in Failed with the reason and nothing hangs; lines it does not understand are
// logged and marked, and the analysis goes on.
#include "model/analysis/analyser.h"
#include "model/analysis/usianalysisengine.h"
#include "model/engines/usiprocess.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/splitmix.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace ogi;

namespace {

constexpr int Wait = 30000; // ms: what must come is waited for generously (a loaded machine)

const QString FakeEngine = QStringLiteral(OGI_FAKE_ENGINE_PATH);

// A game of `plies` legal moves, none ending it, chosen by a seeded generator.
Game longGame(int plies) {
    for (std::uint64_t seed = 1;; ++seed) {
        SplitMix64 rng(seed);
        Game g;
        while (int(g.moves().size()) < plies && !g.isOver()) {
            MoveList legal;
            g.legalMoves(legal);
            if (legal.size() == 0) break;
            g.play(legal.moves[rng.next() % std::uint64_t(legal.size())]);
        }
        if (!g.isOver() && int(g.moves().size()) == plies) return g;
    }
}

Game prefix(const Game& full, int plies) {
    Game g(full.startPosition());
    for (int i = 0; i < plies; ++i) g.play(full.moves()[std::size_t(i)]);
    return g;
}

UsiAnalysisEngine* fake(const char* mode) {
    qputenv("OGI_FAKE_ENGINE", mode);
    EngineConfig config;
    config.name = QStringLiteral("Fake ") + QLatin1String(mode);
    config.path = FakeEngine;
    return new UsiAnalysisEngine(config);
}

bool logHas(const UsiAnalysisEngine* engine, const QString& start, const QString& part) {
    if (!engine->process()) return false;
    for (const QString& line : engine->process()->log())
        if (line.startsWith(start) && line.contains(part)) return true;
    return false;
}

// The shown lines: first moves legal in the position in view and distinct, ranks 1, 2, …,
// scores from the best down for the side to move, none of the late line (cp 999).
void checkLines(const Analyser& analyser, const GameModel& model) {
    const Game& shown = model.game();
    QVERIFY(analyser.position().key() == shown.position().key());
    const int sign = shown.sideToMove() == Sente ? 1 : -1;
    const auto& lines = analyser.lines();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QVERIFY(!lines[i].pv.empty());
        QVERIFY2(shown.isLegal(lines[i].pv.front()), "a line of another position is shown");
        QCOMPARE(lines[i].rank, int(i) + 1);
        QVERIFY2(std::abs(lines[i].eval.centipawns) != 999, "a line sent after stop is shown");
        for (std::size_t j = 0; j < i; ++j) {
            QVERIFY(lines[j].pv.front() != lines[i].pv.front());
            QVERIFY(sign * lines[j].eval.centipawns > sign * lines[i].eval.centipawns);
        }
    }
}

} // namespace

class TestUsiAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFileInfo(FakeEngine).isExecutable());
    }
    void linesDistinctAndOrdered();
    void engineWithoutMultiPV();
    void quickNavigationShowsNoStaleLine();
    void engineDies();
    void noUsiOk();
    void noAnswerToStop();
    void garbageIsLoggedAndMarked();
    void changingTheEngine();
    void boundedSearch();
    void boundedSearchFails();
    void chancesFromTheEngineOrTheModel();
};

// "setoption name MultiPV value 3", the position, "go infinite": three lines, Sente's view.
void TestUsiAnalysis::linesDistinctAndOrdered() {
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse");
    analyser.setEngine(engine, engine->name());
    analyser.setLineCount(3);
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.lines().front().depth, 2, Wait);
    QCOMPARE(int(analyser.lines().size()), 3);
    checkLines(analyser, model);
    QCOMPARE(analyser.lines().front().eval.centipawns, 40); // Sente to move: as the engine says
    QCOMPARE(analyser.lines().front().nps, qint64(50000));
    QVERIFY(logHas(engine, "> ", "setoption name MultiPV value 3"));
    QVERIFY(logHas(engine, "> ", "position startpos"));
    QVERIFY(logHas(engine, "> ", "go infinite"));

    // Gote to move: the engine's scores are Gote's, shown from Sente's view.
    MoveList legal;
    model.game().legalMoves(legal);
    model.requestMove(legal.moves[0]);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.lines().front().depth, 2, Wait);
    checkLines(analyser, model);
    QCOMPARE(analyser.lines().front().eval.centipawns, -40);
    QVERIFY(logHas(engine, "> ", "stop"));
}

// An engine with no MultiPV option gives one line, and is not asked for more.
void TestUsiAnalysis::engineWithoutMultiPV() {
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("good");
    analyser.setEngine(engine, engine->name());
    analyser.setLineCount(3);
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    QCOMPARE(int(analyser.lines().size()), 1);
    checkLines(analyser, model);
    QVERIFY(!logHas(engine, "> ", "MultiPV"));
}

// Through a 100-move game as fast as the events come: every line ever shown belongs to the
// position then in view, and the last position is analysed.
void TestUsiAnalysis::quickNavigationShowsNoStaleLine() {
    const Game full = longGame(100);
    GameModel model;
    model.setGame(prefix(full, 0));
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse");
    analyser.setEngine(engine, engine->name());
    analyser.setLineCount(3);
    int shown = 0;
    connect(&analyser, &Analyser::linesChanged, this, [&] {
        checkLines(analyser, model);
        shown += !analyser.lines().empty();
    });
    analyser.setActive(true);
    for (int ply = 1; ply <= 100; ++ply) {
        model.setGame(prefix(full, ply));
        QCoreApplication::processEvents(); // the engine's answers, as they come
        if (ply % 10 == 0) QTest::qWait(5);
    }
    for (int ply = 99; ply >= 60; --ply) model.setGame(prefix(full, ply));
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.lines().front().depth, 2, Wait);
    checkLines(analyser, model);
    QCOMPARE(int(analyser.lines().size()), 3);
    QVERIFY(shown > 0);
    // The engine's late lines (after each "stop") came and were dropped.
    QVERIFY(logHas(engine, "< ", "score cp 999"));
}

// The engine exits in mid-analysis: Failed, with the message; navigation does not restart
// it; turning the analysis off and on starts it again.
void TestUsiAnalysis::engineDies() {
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse-die");
    analyser.setEngine(engine, engine->name());
    QSignalSpy states(&analyser, &Analyser::stateChanged);
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Failed, Wait);
    QVERIFY(analyser.errorText().contains(QLatin1String("Fake analyse-die")));
    QVERIFY(analyser.errorText().contains(QLatin1String("stopped unexpectedly")));
    QVERIFY(analyser.lines().empty());
    MoveList legal;
    model.game().legalMoves(legal);
    model.requestMove(legal.moves[0]);
    QCOMPARE(analyser.state(), Analyser::State::Failed);
    analyser.setActive(false);
    QCOMPARE(analyser.state(), Analyser::State::Off);
    analyser.setActive(true);
    QCOMPARE(analyser.state(), Analyser::State::Thinking);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Failed, Wait);
}

void TestUsiAnalysis::noUsiOk() {
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("silent");
    engine->setTimeout(300);
    analyser.setEngine(engine, engine->name());
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Failed, Wait);
    QVERIFY(analyser.errorText().contains(QStringLiteral("did not answer “usi”")));
    QVERIFY(analyser.errorText().contains(QLatin1String("Fake silent")));
}

// An engine that never answers "stop" cannot be given another position: it fails, and no
// line of the position it was stopped in is shown meanwhile.
void TestUsiAnalysis::noAnswerToStop() {
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse-deaf");
    analyser.setEngine(engine, engine->name());
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    // Short for "stop" only, once it has started (with the usual time for "usi"): a loaded
    // machine may take longer than this to start a program.
    engine->setTimeout(300);
    MoveList legal;
    model.game().legalMoves(legal);
    model.requestMove(legal.moves[0]);
    QCOMPARE(analyser.state(), Analyser::State::Thinking);
    QVERIFY(analyser.lines().empty());
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Failed, Wait);
    QVERIFY(analyser.errorText().contains(QStringLiteral("did not answer “stop”")));
    QVERIFY(analyser.lines().empty());
}

// A line the codec cannot read is logged, marked as not understood, in the engine's log and
// the program's; the lines come all the same.
void TestUsiAnalysis::garbageIsLoggedAndMarked() {
    EngineLog::global().clear();
    GameModel model;
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse-garbage");
    analyser.setEngine(engine, engine->name());
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    checkLines(analyser, model);
    QVERIFY(logHas(engine, "< ", "info multipv one two three"));
    QVERIFY(logHas(engine, "! ", "multipv"));
    const auto& entries = EngineLog::global().entries();
    const auto garbage = std::find_if(entries.begin(), entries.end(), [](const UsiLogEntry& e) {
        return e.text == QLatin1String("info multipv one two three");
    });
    QVERIFY(garbage != entries.end());
    QCOMPARE(garbage->kind, UsiLogEntry::Kind::Garbage);
    QCOMPARE(garbage->engine, QStringLiteral("Fake analyse-garbage"));
    QVERIFY(garbage->time.isValid());
}

// The engine is changed while analysing: the analysis goes on with the new one; an engine
// that is not among those added fails saying so.
void TestUsiAnalysis::changingTheEngine() {
    GameModel model;
    Analyser analyser(&model);
    analyser.setLineCount(2);
    analyser.setActive(true);
    UsiAnalysisEngine* engine = fake("analyse");
    analyser.setEngine(engine, engine->name());
    QCOMPARE(analyser.engineName(), QStringLiteral("Fake analyse"));
    QTRY_VERIFY_WITH_TIMEOUT(logHas(engine, "> ", "go infinite"), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, Wait);
    QCOMPARE(analyser.lines().front().eval.centipawns, 40);
    analyser.useEngine(QStringLiteral("No such engine"));
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Failed, Wait);
    QVERIFY(analyser.errorText().contains(QLatin1String("No such engine")));
    analyser.useEngine(QString()); // the built-in one
    QVERIFY(analyser.engineName().isEmpty());
    QCOMPARE(analyser.state(), Analyser::State::Thinking);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.state(), Analyser::State::Analysing, 20000);
}

// A bounded search (the hint, the whole-game analysis) on an external engine: "go movetime",
// and its "bestmove" ends it with the engine's move and last line.
void TestUsiAnalysis::boundedSearch() {
    GameModel model;
    UsiAnalysisEngine* engine = fake("good");
    Analyser analyser(&model, nullptr, engine);
    std::optional<AnalysisResult> result;
    quint64 finishedId = 0;
    connect(&analyser, &Analyser::searchFinished, this, [&](quint64 id, const AnalysisResult& r) {
        finishedId = id;
        result = r;
    });
    ai::SearchLimits limits;
    limits.movetime = 300;
    const quint64 id = analyser.search(model.game(), limits);
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), Wait);
    QCOMPARE(finishedId, id);
    QVERIFY(logHas(engine, QStringLiteral("> "), QStringLiteral("go movetime 300")));
    MoveList legal;
    model.game().legalMoves(legal);
    QVERIFY(result->best == legal.moves[0]);
    QCOMPARE(result->lines.size(), std::size_t(1));
    QCOMPARE(result->lines.front().eval.centipawns, 12);
}

// An engine that dies during a bounded search fails it: the client hears so, never waits.
void TestUsiAnalysis::boundedSearchFails() {
    GameModel model;
    Analyser analyser(&model, nullptr, fake("die"));
    QSignalSpy failed(&analyser, &Analyser::searchFailed);
    QSignalSpy finished(&analyser, &Analyser::searchFinished);
    ai::SearchLimits limits;
    limits.movetime = 300;
    const quint64 id = analyser.search(model.game(), limits);
    QVERIFY(failed.wait(Wait));
    QCOMPARE(failed.at(0).at(0).value<quint64>(), id);
    QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    QCOMPARE(finished.count(), 0);
}

// An engine that can say its chances (USI_ShowWDL) is asked to, and its "wdl" is the line's
// chance of winning, turned to Sente's (its win and half its draw); one that cannot gets the
// program's model reading its score.
void TestUsiAnalysis::chancesFromTheEngineOrTheModel() {
    GameModel model;
    MoveList legal;
    model.game().legalMoves(legal);
    model.requestMove(legal.moves[0]); // Gote to move: the engine's chances are Gote's
    Analyser analyser(&model);
    UsiAnalysisEngine* engine = fake("analyse-wdl");
    analyser.setEngine(engine, engine->name());
    analyser.setLineCount(2);
    analyser.setActive(true);
    QTRY_COMPARE_WITH_TIMEOUT(analyser.lines().size(), std::size_t(2), Wait);
    QVERIFY(logHas(engine, "> ", "setoption name USI_ShowWDL value true"));
    // Line 1: Gote wins 700, draws 100: Gote's 750 ‰, Sente's 250 ‰; line 2: 350 ‰.
    QCOMPARE(analyser.lines()[0].senteChance, 0.25);
    QCOMPARE(analyser.lines()[1].senteChance, 0.35);

    UsiAnalysisEngine* plain = fake("analyse");
    analyser.setEngine(plain, plain->name());
    QTRY_COMPARE_WITH_TIMEOUT(analyser.lines().size(), std::size_t(2), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(analyser.lines()[0].eval.centipawns == -40, Wait);
    QVERIFY(!logHas(plain, "> ", "USI_ShowWDL"));
    QCOMPARE(analyser.lines()[0].senteChance,
             senteWinChance(analyser.lines()[0].eval, model.game().position()));
    QVERIFY(analyser.lines()[0].senteChance < 0.5); // Gote ahead by 0.4
}

QTEST_GUILESS_MAIN(TestUsiAnalysis)
#include "tst_usianalysis.moc"
