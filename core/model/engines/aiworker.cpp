// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/aiworker.h"

#include "ai/nnue.h"
#include "model/engines/jobthread.h"

#include <QThread>

#include <algorithm>
#include <random>

namespace ogi {

AiWorker::AiWorker(QObject* parent)
    : QObject(parent), m_jobs(new JobThread(
                           QStringLiteral("ogi-ai"), [this] { m_searcher.stop(); }, this)) {
    qRegisterMetaType<ogi::Move>("ogi::Move");
    qRegisterMetaType<ogi::AiInfo>("ogi::AiInfo");
    setSearchThreads(std::min(8, QThread::idealThreadCount() - 1));
}

AiWorker::~AiWorker() {
    delete m_jobs; // cancels and joins the search thread before the searcher goes
}

quint64 AiWorker::startSearch(const Game& game, const ai::SearchLimits& limits, int level,
                              bool handWritten) {
    if (m_active) cancel();
    const Request request{game, limits, level, handWritten}; // the copy
    m_active = m_jobs->post([this, request](quint64 id) { search(id, request); });
    return m_active;
}

void AiWorker::stop() {
    m_stoppedUpTo.store(m_jobs->lastTicket());
    m_searcher.stop();
}

void AiWorker::cancel() {
    m_jobs->cancel();
    m_active = 0;
}

void AiWorker::setSearchThreads(int threads) {
    m_threads.store(std::clamp(threads, 1, ai::Searcher::MaxThreads));
}

int AiWorker::searchThreads() const {
    return m_threads.load();
}

void AiWorker::search(quint64 id, const Request& request) {
    m_searcher.resetStop();
    // A stop or cancel that came before the reset is seen here; one after it sets the flag.
    if (id <= m_stoppedUpTo.load() || !m_jobs->isCurrent(id)) m_searcher.stop();
    const auto finish = [this, id](Move best, bool claimDraw) {
        m_jobs->send(id, [this, id, best, claimDraw] {
            if (id != m_active) return; // superseded
            m_active = 0;
            if (claimDraw) emit drawClaimAdvised();
            emit bestMove(best);
        });
    };
    const Game& game = request.game;
    if (game.isOver()) {
        finish(Move(), false);
        return;
    }
    std::random_device rd;
    const std::uint64_t seed = (std::uint64_t(rd()) << 32) ^ rd();
    const Side us = game.sideToMove();
    // Level 10's games evaluate with the built-in network, as ogi-engine does by default;
    // the analysis asks for the hand-written evaluation, and the levels below 10 always
    // evaluate by hand (ai/levels.h).
    ai::SearchOptions options = m_searcher.options();
    options.network = request.handWritten ? nullptr : ai::nnue::builtinNetwork();
    m_searcher.setOptions(options);
    const ai::SearchResult r = ai::searchAtLevel(
        m_searcher, request.level, m_threads.load(), game.position(), game.history(),
        request.limits, seed, [this, id, us](const ai::SearchInfo& i) {
            AiInfo info{.depth = i.depth,
                        .eval = Evaluation::fromSearch(i.score, us),
                        .pv = i.pv,
                        .nodes = qint64(i.nodes),
                        .nps = qint64(i.nps),
                        .multipv = i.multipv};
            m_jobs->send(id, [this, id, info] {
                if (id == m_active) emit this->info(info);
            });
        });
    finish(r.best, r.claimDraw);
}

} // namespace ogi
