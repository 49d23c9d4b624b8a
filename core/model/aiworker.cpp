#include "aiworker.h"

#include "rules/notation.h"

#include <random>

namespace ogi {

AiWorker::AiWorker(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ogi::Move>("ogi::Move");
    m_runner = new AiSearchRunner(m_cancelledUpTo, m_stoppedUpTo);
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    connect(m_runner, &AiSearchRunner::progress, this, &AiWorker::onRunnerInfo,
            Qt::QueuedConnection);
    connect(m_runner, &AiSearchRunner::finished, this, &AiWorker::onRunnerFinished,
            Qt::QueuedConnection);
    m_thread.setObjectName(QStringLiteral("ogi-ai"));
    m_thread.start();
}

AiWorker::~AiWorker() {
    cancel();
    m_thread.quit();
    m_thread.wait();
}

quint64 AiWorker::startSearch(const Game& game, const ai::SearchLimits& limits, int level) {
    if (m_active) cancel();
    const quint64 id = m_lastRequested.fetch_add(1) + 1;
    m_active = id;
    AiSearchRunner* runner = m_runner;
    // The lambda holds the copy of the game; it runs in the search thread.
    QMetaObject::invokeMethod(
        m_runner, [runner, game, limits, level, id] { runner->run(game, limits, level, id); },
        Qt::QueuedConnection);
    return id;
}

void AiWorker::stop() {
    m_stoppedUpTo.store(m_lastRequested.load());
    m_runner->stopSearch();
}

void AiWorker::cancel() {
    m_cancelledUpTo.store(m_lastRequested.load());
    m_runner->stopSearch();
    // Only the GUI thread touches m_active; from another thread the id filter still holds.
    if (QThread::currentThread() == thread()) m_active = 0;
}

void AiWorker::setHashSize(int megabytes) {
    AiSearchRunner* runner = m_runner;
    QMetaObject::invokeMethod(
        m_runner, [runner, megabytes] { runner->setHashSize(megabytes); }, Qt::QueuedConnection);
}

bool AiWorker::deliverable(quint64 id) const {
    return id == m_active && id > m_cancelledUpTo.load();
}

void AiWorker::onRunnerInfo(quint64 id, int depth, int score, const QString& pv, qint64 nodes,
                            qint64 nps) {
    if (deliverable(id)) emit info(depth, score, pv, nodes, nps);
}

void AiWorker::onRunnerFinished(quint64 id, Move move, bool claimDraw) {
    if (!deliverable(id)) return;
    m_active = 0;
    if (claimDraw) emit drawClaimAdvised();
    emit bestMove(move);
}

AiSearchRunner::AiSearchRunner(const std::atomic<quint64>& cancelledUpTo,
                               const std::atomic<quint64>& stoppedUpTo)
    : m_cancelledUpTo(cancelledUpTo), m_stoppedUpTo(stoppedUpTo), m_searcher(16) {}

void AiSearchRunner::run(const Game& game, ai::SearchLimits limits, int level, quint64 id) {
    if (id <= m_cancelledUpTo.load()) return; // cancelled before it started
    m_searcher.resetStop();
    // A stop or cancel that came before the reset is seen here; one after it sets the flag.
    if (id <= m_stoppedUpTo.load() || id <= m_cancelledUpTo.load()) m_searcher.stop();
    if (game.isOver()) {
        emit finished(id, Move(), false);
        return;
    }
    ai::SearchOptions options = m_searcher.options();
    std::random_device rd;
    const std::uint64_t seed = (std::uint64_t(rd()) << 32) ^ rd();
    ai::applyLevel(level, limits, options, level < ai::MaxLevel ? seed : 0);
    m_searcher.setOptions(options);
    const ai::SearchResult r = m_searcher.search(
        game.position(), game.history(), limits, [this, id](const ai::SearchInfo& i) {
            QString pv;
            for (Move m : i.pv) {
                if (!pv.isEmpty()) pv += QLatin1Char(' ');
                pv += QString::fromStdString(moveToMachine(m));
            }
            emit progress(id, i.depth, i.score, pv, qint64(i.nodes), qint64(i.nps));
        });
    const Move move = ai::levelMove(level, game.position(), game.history(), r.best, seed);
    emit finished(id, move, r.claimDraw);
}

} // namespace ogi
