// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Analyser: live analysis of the position in view, as a model object.
//
// It watches a GameModel (whose game is the position the board shows, wherever the user
// navigates in the tree) and, while active, keeps an infinite search running on that
// position, reporting the best N lines (1-5). Every change of position cancels the search
// and starts another: a line is only ever reported for the position it was searched in
// (the engine's reports are tied to one request, and each line's first move is checked to
// be legal in the position in view before it is published). The last position of a game
// that ended off the board (resigned, lost on time or by an illegal attempt, drawn by a
// claim) is analysed too, as if the game went on.
//
// The engine behind it is an AnalysisEngine: the built-in one (BuiltinAnalysisEngine, which
// runs an AiWorker) or an external USI engine (UsiAnalysisEngine); useEngine() changes it
// by name, and a running analysis goes on with the new engine. An engine that fails puts
// the analyser in state Failed with its message (errorText()) until the next engine, or
// until the analysis is turned off and on again (which starts the engine again).
//
// Lines are published a whole iteration at a time (every line of one depth together), so
// the lines shown are always distinct and ordered best first.
//
// The same engine serves bounded searches (search()): the whole-game analysis
// (GameAnalysis) and the hint. They run one after another; while any is waiting or running
// the live analysis pauses (State::Paused, no line shown) and afterwards resumes on the
// position then in view. One Analyser, owned by the GameSession, is the program's one
// analysis engine.
#pragma once

#include "ai/limits.h"
#include "model/analysis/analysisengine.h"
#include "model/analysis/evaluation.h"
#include "model/game/metatypes.h"
#include "rules/game.h"

#include <QObject>
#include <QString>

#include <vector>

namespace ogi {

class EngineRegistry;
class GameModel;

// One line of the analysis.
struct AnalysisLine {
    int rank = 1;      // 1 = the best
    Evaluation eval;   // from Sente's view
    QString scoreText; // the evaluation as the program writes it ("☗ +0.8", "☖ mate in 3")
    // Sente's chance of winning, 0 to 1: the engine's own (wdl) or the model's reading of
    // the score (senteWinChance).
    double senteChance = 0.5;
    int depth = 0;
    qint64 nodes = 0;
    qint64 nps = 0;       // nodes per second
    std::vector<Move> pv; // from the analysed position
};

class Analyser : public QObject {
    Q_OBJECT
public:
    static constexpr int MinLines = 1;
    static constexpr int MaxLines = MaxAnalysisLines;

    enum class State {
        Off,       // not active
        Thinking,  // active, no line yet for the position in view
        Analysing, // lines are shown
        GameOver,  // nothing to analyse: the King was captured, or no move is left
        Failed,    // the engine failed: errorText() says why
        Paused,    // active, but the engine serves a bounded search (search()) first
    };

    // model: the position in view. engine: taken over; the built-in one when null. engines:
    // where useEngine() finds an engine by name (nullptr: the built-in one only).
    explicit Analyser(GameModel* model, QObject* parent = nullptr, AnalysisEngine* engine = nullptr,
                      EngineRegistry* engines = nullptr);
    ~Analyser() override;

    bool isActive() const { return m_active; }
    State state() const { return m_state; }
    // Why the engine failed (state Failed).
    QString errorText() const { return m_error; }
    // The engine's name as the user chose it (useEngine); empty for the built-in one.
    QString engineName() const { return m_engineName; }
    // The lines for the position in view (empty while thinking), best first.
    const std::vector<AnalysisLine>& lines() const { return m_lines; }
    // The position the lines start from (the position in view).
    const Position& position() const { return m_game.position(); }
    // The first move of each line, best first (e.g. for arrows on the board).
    std::vector<Move> bestMoves() const;

    // ---- bounded searches on the same engine (the whole-game analysis, the hint) ----
    // Asks for a search of game's position for `lines` lines within limits. searchInfo
    // reports its progress and searchFinished its end, under the id returned. Searches run
    // one after another in the order asked; the live analysis waits for them all.
    quint64 search(const Game& game, const ai::SearchLimits& limits, int lines = 1);
    // Drops a search asked for, running or waiting: nothing more is reported for it.
    void cancelSearch(quint64 id);

public slots:
    void setActive(bool on);
    void setLineCount(int lines); // clamped to 1-5; restarts the analysis
    // Analyses with the engine added under `name` (Settings ▸ Engines…), or the built-in one
    // when empty; a running analysis starts again with it.
    void useEngine(const QString& name);
    // Takes over engine (the built-in one when null), named `name`; as useEngine.
    void setEngine(AnalysisEngine* engine, const QString& name = QString());

signals:
    // The lines changed (new ones, or cleared on a new position).
    void linesChanged();
    void stateChanged(ogi::Analyser::State state);
    // The first move of each line, best first; empty when there is none.
    void bestMovesChanged(const std::vector<ogi::Move>& moves);
    // Progress and end of the bounded search `id` (search()).
    void searchInfo(quint64 id, const ogi::AiInfo& info);
    void searchFinished(quint64 id, const ogi::AnalysisResult& result);
    // The engine failed during the bounded search `id` (or before it came).
    void searchFailed(quint64 id, const QString& message);

private:
    struct Search {
        quint64 id = 0;
        Game game;
        ai::SearchLimits limits;
        int lines = 1;
    };

    void restart();
    void startSearch();
    void resumeLater();
    void onInfo(const AiInfo& info);
    void onFailed(const QString& message);
    void onFinished(const AnalysisResult& result);
    void publish();
    void setState(State state);
    void clearLines();

    GameModel* m_model;
    EngineRegistry* m_engines;
    AnalysisEngine* m_engine = nullptr;
    QString m_engineName;
    QString m_error;
    bool m_active = false;
    int m_lineCount = 3;
    State m_state = State::Off;
    Game m_game;                         // the position being analysed, with its history
    int m_expected = 0;                  // lines in one iteration: min(N, legal moves)
    std::vector<AnalysisLine> m_lines;   // published
    std::vector<AnalysisLine> m_pending; // the iteration being reported
    std::vector<Search> m_searches;      // bounded searches: the first one runs once started
    bool m_searchRunning = false;        // the engine works on m_searches.front()
    quint64 m_lastSearchId = 0;
};

} // namespace ogi
