// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/jobthread.h"

#include <QMetaObject>

namespace ogi {

JobThread::JobThread(const QString& name, std::function<void()> stopRunning, QObject* parent)
    : QObject(parent), m_runner(new JobRunner(*this)), m_stopRunning(std::move(stopRunning)) {
    m_runner->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_runner, &QObject::deleteLater);
    m_thread.setObjectName(name);
    m_thread.start();
}

JobThread::~JobThread() {
    cancel();
    m_thread.quit();
    m_thread.wait();
    // The job thread's last use of the queues ended with an unlock; this orders it before the
    // destruction (also for ThreadSanitizer, which cannot see inside QThread::wait).
    std::lock_guard lock(m_mutex);
}

quint64 JobThread::post(Job job) {
    const quint64 ticket = ++m_lastTicket;
    ++m_pending;
    {
        std::lock_guard lock(m_mutex);
        m_inbox.emplace_back(ticket, std::move(job));
    }
    QMetaObject::invokeMethod(m_runner, "takeJob", Qt::QueuedConnection);
    return ticket;
}

void JobThread::send(quint64 ticket, Delivery deliver, bool final) {
    {
        std::lock_guard lock(m_mutex);
        m_outbox.push_back({ticket, final, std::move(deliver)});
    }
    QMetaObject::invokeMethod(this, "deliver", Qt::QueuedConnection);
}

void JobThread::deliver() {
    std::vector<Outgoing> outgoing;
    {
        std::lock_guard lock(m_mutex);
        outgoing.swap(m_outbox);
    }
    for (const Outgoing& out : outgoing) {
        if (out.final) --m_pending;
        if (isCurrent(out.ticket) && out.deliver) out.deliver();
    }
}

void JobThread::cancel() {
    m_cancelledUpTo.store(m_lastTicket);
    if (m_stopRunning) m_stopRunning();
}

void JobRunner::takeJob() {
    std::pair<quint64, JobThread::Job> next;
    {
        std::lock_guard lock(m_jobs.m_mutex);
        if (m_jobs.m_inbox.empty()) return;
        next = std::move(m_jobs.m_inbox.front());
        m_jobs.m_inbox.pop_front();
    }
    const quint64 ticket = next.first;
    // A job cancelled before it started still says its last word, for isBusy().
    if (m_jobs.isCurrent(ticket)) next.second(ticket);
    m_jobs.send(ticket, {}, true);
}

} // namespace ogi
