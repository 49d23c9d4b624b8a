// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Analyser: live analysis follows the position in view. Navigating quickly through a long
// game ends with that position analysed and never shows a line of another position; the
// lines are distinct and ordered; a line can be entered into the game; an engine's late
// report for an old position is dropped; a bounded search on the same engine pauses the live
// analysis, which then resumes on the position in view.
#include "ai/checks.h"
#include "model/analysis/analyser.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/splitmix.h"

#include <QSignalSpy>
#include <QTest>

using namespace ogi;

namespace {

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

// The moves that make lines: those that do not leave the King capturable.
int lineMoves(const Game& g) {
    MoveList legal;
    g.legalMoves(legal);
    const ai::CheckInfo ci(g.position());
    int safe = 0;
    for (Move m : legal) safe += !ci.exposesKing(g.position(), m);
    return std::max(safe, 1);
}

Game prefix(const Game& full, int plies) {
    Game g(full.startPosition());
    for (int i = 0; i < plies; ++i) g.play(full.moves()[std::size_t(i)]);
    return g;
}

// Every shown line starts with a move legal in the position in view; first moves differ;
// scores go from the best down, from the side to move's view.
void checkLines(const Analyser& analyser, const GameModel& model) {
    const Game& shown = model.game();
    QVERIFY(analyser.position().key() == shown.position().key());
    const auto& lines = analyser.lines();
    const int sign = shown.sideToMove() == Sente ? 1 : -1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QVERIFY(!lines[i].pv.empty());
        QVERIFY2(shown.isLegal(lines[i].pv.front()), "a line of another position is shown");
        QCOMPARE(lines[i].rank, int(i) + 1);
        QVERIFY(!lines[i].scoreText.isEmpty());
        for (std::size_t j = 0; j < i; ++j) {
            QVERIFY(lines[j].pv.front() != lines[i].pv.front());
            QVERIFY(sign * lines[j].eval.clampedCentipawns() >=
                    sign * lines[i].eval.clampedCentipawns());
        }
    }
}

// An engine the test drives: it remembers what it was asked and reports what it is told.
class FakeEngine : public AnalysisEngine {
public:
    using AnalysisEngine::AnalysisEngine;
    void analyse(const Game& game, int lines) override {
        asked.push_back(game.position().key());
        lastLines = lines;
    }
    void search(const Game& game, const ai::SearchLimits&, int) override {
        searched.push_back(game.position().key());
    }
    void finish(Move best) { emit finished({best, {}}); }
    void cancel() override { ++cancels; }
    void report(int multipv, std::vector<Move> pv, int cp = 0) {
        AiInfo line;
        line.depth = 5;
        line.multipv = multipv;
        line.eval.centipawns = cp;
        line.pv = std::move(pv);
        emit info(line);
    }
    std::vector<Key> asked;
    std::vector<Key> searched;
    int lastLines = 0;
    int cancels = 0;
};

} // namespace

class TestAnalyser : public QObject {
    Q_OBJECT
private slots:
    void fastNavigationEndsOnThePositionInView();
    void lateReportOfAnOldPositionIsDropped();
    void linesArePublishedAWholeIterationAtATime();
    void enteredLineIsPlayed();
    void offClearsAndStops();
    void boundedSearchPausesTheLiveAnalysis();
};

void TestAnalyser::fastNavigationEndsOnThePositionInView() {
    const Game full = longGame(100);
    GameModel model;
    model.setGame(prefix(full, 0));
    Analyser analyser(&model);
    analyser.setLineCount(3);
    int shown = 0;
    // Whenever lines are shown, they belong to the position in view at that moment.
    connect(&analyser, &Analyser::linesChanged, this, [&] {
        if (analyser.lines().empty()) return;
        ++shown;
        checkLines(analyser, model);
    });
    analyser.setActive(true);
    QCOMPARE(analyser.state(), Analyser::State::Thinking);
    // 100 steps forward, and 50 back, with events flowing between them as in the window.
    for (int ply = 1; ply <= 100; ++ply) {
        model.setGame(prefix(full, ply));
        QCoreApplication::processEvents();
    }
    for (int ply = 99; ply >= 50; --ply) {
        model.setGame(prefix(full, ply));
        QCoreApplication::processEvents();
    }
    QTRY_VERIFY_WITH_TIMEOUT(!analyser.lines().empty(), 60000);
    QCOMPARE(int(analyser.lines().size()), std::min(3, lineMoves(model.game())));
    QCOMPARE(analyser.state(), Analyser::State::Analysing);
    checkLines(analyser, model);
    QVERIFY(analyser.position().key() == prefix(full, 50).position().key());
    QCOMPARE(analyser.bestMoves().size(), analyser.lines().size());
    // It goes on deepening: a deeper set of lines comes, still of this position.
    const int depth = analyser.lines().front().depth;
    QTRY_VERIFY_WITH_TIMEOUT(analyser.lines().front().depth > depth, 60000);
    checkLines(analyser, model);
    QVERIFY(shown >= 2);
}

void TestAnalyser::lateReportOfAnOldPositionIsDropped() {
    GameModel model;
    auto* engine = new FakeEngine;
    Analyser analyser(&model, nullptr, engine);
    analyser.setLineCount(1);
    analyser.setActive(true);
    QCOMPARE(engine->asked.size(), std::size_t(1));
    MoveList legal;
    model.game().legalMoves(legal);
    const Move first = legal.moves[0];
    model.requestMove(first); // the view moves on
    QCOMPARE(engine->asked.size(), std::size_t(2));
    QVERIFY(engine->cancels >= 1);
    QSignalSpy changed(&analyser, &Analyser::linesChanged);
    // The engine's answer for the start position comes late: Sente's move is illegal now.
    engine->report(1, {first});
    QVERIFY(analyser.lines().empty());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(analyser.state(), Analyser::State::Thinking);
}

void TestAnalyser::linesArePublishedAWholeIterationAtATime() {
    GameModel model;
    auto* engine = new FakeEngine;
    Analyser analyser(&model, nullptr, engine);
    analyser.setLineCount(7); // clamped: the engine is asked for as many lines as there may be
    analyser.setActive(true);
    QCOMPARE(engine->lastLines, Analyser::MaxLines);
    analyser.setLineCount(2); // asked again
    QCOMPARE(engine->lastLines, 2);
    MoveList legal;
    model.game().legalMoves(legal);
    QSignalSpy changed(&analyser, &Analyser::linesChanged);
    QSignalSpy best(&analyser, &Analyser::bestMovesChanged);
    engine->report(1, {legal.moves[0]}, 50);
    QCOMPARE(changed.count(), 0); // line 2 of this depth is still to come
    engine->report(2, {legal.moves[1]}, 20);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(analyser.lines().size(), std::size_t(2));
    QCOMPARE(analyser.lines()[0].scoreText, QStringLiteral("☗\u00a0+0.5"));
    QCOMPARE(best.count(), 1);
    const auto moves = analyser.bestMoves();
    QCOMPARE(moves.size(), std::size_t(2));
    QVERIFY(moves[0] == legal.moves[0]);
}

void TestAnalyser::enteredLineIsPlayed() {
    GameModel model;
    auto* engine = new FakeEngine;
    Analyser analyser(&model, nullptr, engine);
    analyser.setLineCount(1);
    analyser.setActive(true);
    Game g;
    MoveList legal;
    g.legalMoves(legal);
    const Move a = legal.moves[0];
    g.play(a);
    g.legalMoves(legal);
    const Move b = legal.moves[0];
    engine->report(1, {a, b});
    QCOMPARE(analyser.lines().size(), std::size_t(1));
    const std::vector<Move> entered = analyser.lines()[0].pv; // as the panel enters a line
    for (Move m : entered) model.requestMove(m);
    QCOMPARE(model.game().moves().size(), std::size_t(2));
    QVERIFY(model.game().moves()[1] == b);
    // The analysis follows: it is asked about the new position, and shows nothing old.
    QVERIFY(engine->asked.back() == model.game().position().key());
    QVERIFY(analyser.lines().empty());
}

void TestAnalyser::offClearsAndStops() {
    GameModel model;
    auto* engine = new FakeEngine;
    Analyser analyser(&model, nullptr, engine);
    analyser.setActive(true);
    MoveList legal;
    model.game().legalMoves(legal);
    for (int i = 1; i <= 3; ++i) engine->report(i, {legal.moves[i]});
    QCOMPARE(analyser.lines().size(), std::size_t(3));
    const int cancels = engine->cancels;
    analyser.setActive(false);
    QCOMPARE(analyser.state(), Analyser::State::Off);
    QVERIFY(analyser.lines().empty());
    QVERIFY(engine->cancels > cancels);
    model.requestMove(legal.moves[0]);
    QCOMPARE(engine->asked.size(), std::size_t(1)); // off: not asked again
}

// A bounded search (a hint, the whole-game analysis) takes the engine: the live analysis
// pauses with no line shown, and resumes on the position in view when the searches are done;
// reports of the bounded search never show as lines.
void TestAnalyser::boundedSearchPausesTheLiveAnalysis() {
    GameModel model;
    auto* engine = new FakeEngine;
    Analyser analyser(&model, nullptr, engine);
    analyser.setLineCount(1);
    analyser.setActive(true);
    MoveList legal;
    model.game().legalMoves(legal);
    engine->report(1, {legal.moves[0]});
    QCOMPARE(analyser.state(), Analyser::State::Analysing);

    QSignalSpy progress(&analyser, &Analyser::searchInfo);
    QSignalSpy done(&analyser, &Analyser::searchFinished);
    const Game start = model.game();
    const quint64 first = analyser.search(start, ai::SearchLimits());
    const quint64 second = analyser.search(start, ai::SearchLimits());
    QVERIFY(first != second);
    QCOMPARE(analyser.state(), Analyser::State::Paused);
    QVERIFY(analyser.lines().empty());
    QVERIFY(analyser.bestMoves().empty());
    QCOMPARE(engine->searched.size(), std::size_t(1)); // one at a time
    QSignalSpy changed(&analyser, &Analyser::linesChanged);

    // The view moves on meanwhile: still paused, the engine is not taken from the search.
    model.requestMove(legal.moves[0]);
    QCOMPARE(analyser.state(), Analyser::State::Paused);
    QCOMPARE(engine->asked.size(), std::size_t(1));
    const int cancels = engine->cancels;

    engine->report(1, {legal.moves[1]}); // the search's progress, not a line
    QCOMPARE(progress.count(), 1);
    QCOMPARE(progress.at(0).at(0).value<quint64>(), first);
    QCOMPARE(changed.count(), 0);
    engine->finish(legal.moves[1]);
    QCOMPARE(done.count(), 1);
    QCOMPARE(done.at(0).at(0).value<quint64>(), first);
    QCOMPARE(engine->searched.size(), std::size_t(2)); // the second one follows
    QCOMPARE(analyser.state(), Analyser::State::Paused);

    // The second is dropped: nothing of it is reported, and the live analysis resumes on the
    // position in view once the event loop has run.
    analyser.cancelSearch(second);
    QVERIFY(engine->cancels > cancels);
    engine->finish(legal.moves[2]); // a late answer of the engine: ignored
    QCOMPARE(done.count(), 1);
    QTRY_COMPARE(analyser.state(), Analyser::State::Thinking);
    QCOMPARE(engine->asked.size(), std::size_t(2));
    QVERIFY(engine->asked.back() == model.game().position().key());
    QVERIFY(analyser.position().key() == model.game().position().key());
    QCOMPARE(changed.count(), 0); // no stale line came back
}

QTEST_GUILESS_MAIN(TestAnalyser)
#include "tst_analyser.moc"
