// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// UsiPlayer: an external engine as a player. It runs the engine's executable with QProcess
// and speaks our USI dialect to it, every line read and written by the codec of core/usi:
// "usi" (answered by "usiok" within startTimeout()), "setoption" for each option saved
// with the engine, "isready"/"readyok", "usinewgame", then for each turn "position … moves
// …" and "go" with the game's clock (btime/wtime, binc/winc or byoyomi), answered by
// "bestmove". Nothing blocks: the process's signals and timers drive it.
//
// What the engine does wrong never stops the program: an engine that cannot be started,
// does not answer "usi" in time or exits fails (state Failed, failed() with the reason); a
// line it should not send is written to its log and otherwise ignored; its move is judged
// by the game's rule like any other. Every line sent and received is kept in log(). The
// program and its handshake are a UsiProcess.
#pragma once

#include "model/engines/usiprocess.h"
#include "model/game/player.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace ogi {

class UsiPlayer : public Player {
    Q_OBJECT
public:
    // An option set for the engine: its name and value, sent as "setoption" after "usiok".
    using OptionValue = UsiProcess::OptionValue;

    // path: the engine's executable; name: what the user calls it (for messages).
    UsiPlayer(const QString& path, const QString& name, std::vector<OptionValue> options = {},
              QObject* parent = nullptr);
    ~UsiPlayer() override;

    // How long the engine may take to answer "usi" and "isready" (ms), 10 s by default.
    int startTimeout() const { return m_process->timeout(); }
    void setStartTimeout(int ms) { m_process->setTimeout(ms); }
    static constexpr int DefaultStartTimeout = UsiProcess::DefaultTimeout;

    // Starts the engine (state Starting, then Ready or Failed). Also done by the first turn.
    void start();
    QString path() const { return m_path; }
    QString name() const { return m_name; }
    // Every line exchanged with the engine ("> " sent, "< " received) and every problem
    // ("! " what was wrong with a line), oldest first.
    QStringList log() const { return m_process->log(); }

    bool isHuman() const override { return false; }
    void startTurn(const Game& game, const GameClock* clock) override;
    void cancelTurn() override;
    void moveNow() override;

signals:
    // A line was added to log().
    void logged(const QString& line);

private:
    // How long the engine thinks a move when the game has no clock (ms).
    static constexpr int MoveTimeWithoutClock = 2000;

    void onAnswer(const usi::Answer& answer);
    void onReady();
    void sendTurn();
    // The open turn's "go", if it was sent, is stopped; its bestmove will be dropped.
    void dropSearch();
    void failWith(const QString& message);

    UsiProcess* m_process;
    QString m_path;
    QString m_name;
    std::vector<OptionValue> m_options;
    bool m_turn = false;            // a turn is open
    bool m_sent = false;            // ... and its "go" was sent
    int m_stale = 0;                // bestmoves still due for searches that were stopped
    Game m_game;                    // the turn's game
    std::vector<usi::Command> m_go; // the turn's position and go, until the engine is ready
};

} // namespace ogi
