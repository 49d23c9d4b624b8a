// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/usiplayer.h"

#include "model/game/gameclock.h"
#include "usi/codec.h"

#include <QFileInfo>

#include <algorithm>

namespace ogi {

namespace {
int msArg(qint64 ms) {
    return int(std::clamp<qint64>(ms, 0, usi::MaxInt));
}
} // namespace

UsiPlayer::UsiPlayer(const QString& path, const QString& name, std::vector<OptionValue> options,
                     QObject* parent)
    : Player(parent), m_path(path), m_name(name.isEmpty() ? QFileInfo(path).fileName() : name),
      m_options(std::move(options)) {
    m_process = new UsiProcess(m_name, this);
    setState(State::Starting);
    connect(m_process, &UsiProcess::logged, this, &UsiPlayer::logged);
    connect(m_process, &UsiProcess::failed, this, &UsiPlayer::failWith);
    connect(m_process, &UsiProcess::ready, this, &UsiPlayer::onReady);
    connect(m_process, &UsiProcess::answer, this, &UsiPlayer::onAnswer);
}

UsiPlayer::~UsiPlayer() = default; // the process says "quit"

void UsiPlayer::start() {
    if (m_process->isStarted()) return;
    m_process->start(m_path, m_options);
}

void UsiPlayer::failWith(const QString& message) {
    m_turn = false;
    if (!m_process->hasFailed()) {
        m_process->fail(message); // says failed() again, back here
        return;
    }
    fail(message);
}

void UsiPlayer::onAnswer(const usi::Answer& answer) {
    if (const auto* info = std::get_if<usi::Info>(&answer)) {
        if (!m_turn || m_stale > 0 || (!info->score && info->pv.empty())) return;
        emit searchInfo(aiInfoOf(*info, m_game.sideToMove()));
    } else if (const auto* best = std::get_if<usi::BestMove>(&answer)) {
        // The process hands on only the bestmove a "go" is owed (usi::Client notes any
        // other), and each "go" is either the open turn's or a stopped one counted in m_stale.
        if (m_stale > 0) {
            --m_stale; // the answer to a search that was stopped
            return;
        }
        m_turn = false;
        m_sent = false;
        setState(State::Ready);
        switch (best->kind) {
        case usi::BestMove::Kind::Move: emit moveChosen(best->move); break;
        case usi::BestMove::Kind::Resign: emit resigned(); break;
        case usi::BestMove::Kind::Win:
            // Our rules know no declared win: the engine cannot go on with this game.
            failWith(tr("The engine %1 claimed a win by declaration, which the rules of Ōgi "
                        "do not know.")
                         .arg(m_name));
            break;
        }
    }
    // Nothing else is handed on: no "go mate" is sent, so no "checkmate" is owed.
}

void UsiPlayer::onReady() {
    m_process->send(usi::Command{usi::UsiNewGame{}});
    setState(m_turn ? State::Thinking : State::Ready);
    if (m_turn) sendTurn();
}

void UsiPlayer::startTurn(const Game& game, const GameClock* clock) {
    if (state() == State::Failed) return;
    // A turn still open is given up first (GameRunner never asks twice): its bestmove is not
    // taken for this turn's.
    dropSearch();
    m_game = game;
    m_turn = true;
    m_sent = false;
    usi::Go go;
    if (clock && clock->isEnabled()) {
        const TimeControl& tc = clock->timeControl();
        go.btime = msArg(clock->mainLeft(Sente));
        go.wtime = msArg(clock->mainLeft(Gote));
        if (tc.kind == TimeControl::Kind::Increment) {
            go.binc = msArg(tc.incrementMs);
            go.winc = msArg(tc.incrementMs);
        } else if (tc.kind == TimeControl::Kind::Byoyomi) {
            go.byoyomi = msArg(tc.byoyomiMs);
        }
    } else {
        go.movetime = MoveTimeWithoutClock;
    }
    m_go = {usi::Command{usi::positionCommand(game)}, usi::Command{go}};
    if (!m_process->isStarted()) start();
    if (m_process->isReady()) {
        setState(State::Thinking);
        sendTurn();
    }
}

void UsiPlayer::sendTurn() {
    for (const usi::Command& command : m_go) m_process->send(command);
    m_sent = true;
}

void UsiPlayer::cancelTurn() {
    if (!m_turn) return;
    dropSearch();
    m_turn = false;
    setState(State::Ready);
}

void UsiPlayer::dropSearch() {
    if (m_turn && m_sent) {
        ++m_stale; // its bestmove is still to come, and is dropped
        m_process->send(usi::Command{usi::Stop{}});
    }
    m_sent = false;
}

void UsiPlayer::moveNow() {
    if (m_turn && m_sent) m_process->send(usi::Command{usi::Stop{}});
}

} // namespace ogi
