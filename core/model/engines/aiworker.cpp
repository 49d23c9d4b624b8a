// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/aiworker.h"

#include "ai/nnue.h"

#include <algorithm>
#include <random>

namespace ogi {

AiWorker::AiWorker(QObject* parent) : QObject(parent), m_shared(std::make_unique<AiShared>()) {
    qRegisterMetaType<ogi::Move>("ogi::Move");
    qRegisterMetaType<ogi::AiInfo>("ogi::AiInfo");
    setSearchThreads(std::min(8, QThread::idealThreadCount() - 1));
    m_runner = new AiSearchRunner(*m_shared, this);
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("ogi-ai"));
    m_thread.start();
}

AiWorker::~AiWorker() {
    cancel();
    m_thread.quit();
    m_thread.wait();
    // The search thread's last use of m_shared ended with an unlock; this orders it before
    // the destruction (also for ThreadSanitizer, which cannot see inside QThread::wait).
    std::lock_guard lock(m_shared->mutex);
}

quint64 AiWorker::startSearch(const Game& game, const ai::SearchLimits& limits, int level,
                              bool handWritten) {
    if (m_active) cancel();
    const quint64 id = ++m_lastRequested;
    m_active = id;
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->request = AiShared::Request{game, limits, level, id, handWritten}; // the copy
    }
    QMetaObject::invokeMethod(m_runner, "takeRequest", Qt::QueuedConnection);
    return id;
}

void AiWorker::stop() {
    m_shared->stoppedUpTo.store(m_lastRequested);
    m_shared->searcher.stop();
}

void AiWorker::cancel() {
    m_shared->cancelledUpTo.store(m_lastRequested);
    m_shared->searcher.stop();
    m_active = 0;
}

void AiWorker::setSearchThreads(int threads) {
    m_shared->fullStrengthThreads.store(std::clamp(threads, 1, ai::Searcher::MaxThreads));
}

int AiWorker::searchThreads() const {
    return m_shared->fullStrengthThreads.load();
}

bool AiWorker::deliverable(quint64 id) const {
    return id == m_active && id > m_shared->cancelledUpTo.load();
}

void AiWorker::deliverReports() {
    std::vector<AiShared::Report> reports;
    {
        std::lock_guard lock(m_shared->mutex);
        reports.swap(m_shared->outbox);
    }
    for (const AiShared::Report& r : reports) {
        if (!deliverable(r.id)) continue; // cancelled or superseded: never delivered
        if (!r.final) {
            emit info(r.info);
            continue;
        }
        m_active = 0;
        if (r.claimDraw) emit drawClaimAdvised();
        emit bestMove(r.move);
    }
}

void AiSearchRunner::post(AiShared::Report report) {
    {
        std::lock_guard lock(m_shared.mutex);
        m_shared.outbox.push_back(std::move(report));
    }
    QMetaObject::invokeMethod(m_worker, "deliverReports", Qt::QueuedConnection);
}

void AiSearchRunner::takeRequest() {
    std::optional<AiShared::Request> req;
    {
        std::lock_guard lock(m_shared.mutex);
        req.swap(m_shared.request);
    }
    if (!req) return; // taken by an earlier wake-up, or superseded
    const quint64 id = req->id;
    ai::Searcher& searcher = m_shared.searcher;
    if (id <= m_shared.cancelledUpTo.load()) return; // cancelled before it started
    searcher.resetStop();
    // A stop or cancel that came before the reset is seen here; one after it sets the flag.
    if (id <= m_shared.stoppedUpTo.load() || id <= m_shared.cancelledUpTo.load()) searcher.stop();
    const Game& game = req->game;
    if (game.isOver()) {
        post({id, true, {}, Move(), false});
        return;
    }
    std::random_device rd;
    const std::uint64_t seed = (std::uint64_t(rd()) << 32) ^ rd();
    const Side us = game.sideToMove();
    // Level 10's games evaluate with the built-in network, as ogi-engine does by default;
    // the analysis asks for the hand-written evaluation, and the levels below 10 always
    // evaluate by hand (ai/levels.h).
    ai::SearchOptions options = searcher.options();
    options.network = req->handWritten ? nullptr : ai::nnue::builtinNetwork();
    searcher.setOptions(options);
    const ai::SearchResult r = ai::searchAtLevel(
        searcher, req->level, m_shared.fullStrengthThreads.load(), game.position(), game.history(),
        req->limits, seed, [this, id, us](const ai::SearchInfo& i) {
            AiInfo info{.depth = i.depth,
                        .eval = Evaluation::fromSearch(i.score, us),
                        .pv = i.pv,
                        .nodes = qint64(i.nodes),
                        .nps = qint64(i.nps),
                        .multipv = i.multipv};
            post({id, false, std::move(info), Move(), false});
        });
    post({id, true, {}, r.best, r.claimDraw});
}

} // namespace ogi
