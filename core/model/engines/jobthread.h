// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// JobThread: work on a thread of its own, so that the window never waits for it (the search
// of AiWorker, the tsume solver of PuzzleWorker). post() queues a job and returns its ticket
// at once; the jobs run one after another on the thread, in the order posted. What a job
// sends back (send(): a closure, progress or its result) runs on the owner's thread, unless
// cancel() came first: then nothing more of it arrives. cancel() drops every job posted so
// far, waiting or running, and asks the running one to end (the stop function given).
//
// Requests and results cross the threads only under one std::mutex, which ThreadSanitizer
// sees (the queued Qt events that wake each side carry no data).
#pragma once

#include <QObject>
#include <QThread>

#include <atomic>
#include <deque>
#include <functional>
#include <mutex>
#include <vector>

namespace ogi {

class JobRunner;

class JobThread : public QObject {
    Q_OBJECT
public:
    using Delivery = std::function<void()>;
    using Job = std::function<void(quint64 ticket)>;

    // name: the thread's name; stopRunning: asks the job running to end soon (thread-safe).
    JobThread(const QString& name, std::function<void()> stopRunning, QObject* parent = nullptr);
    // Cancels, then ends and joins the thread.
    ~JobThread() override;

    quint64 post(Job job);
    // From a job: runs deliver on the owner's thread, if its ticket is still wanted then.
    // final: the job's last word (isBusy() counts the jobs whose last word has not come).
    void send(quint64 ticket, Delivery deliver, bool final = false);
    // Drops every job posted so far; the running one is asked to stop.
    void cancel();
    // Whether nothing cancelled the job of this ticket (thread-safe).
    bool isCurrent(quint64 ticket) const { return ticket > m_cancelledUpTo.load(); }
    // The ticket of the last job posted (owner's thread).
    quint64 lastTicket() const { return m_lastTicket; }
    bool isBusy() const { return m_pending > 0; }

private:
    friend class JobRunner;
    struct Outgoing {
        quint64 ticket;
        bool final;
        Delivery deliver;
    };
    Q_INVOKABLE void deliver();

    QThread m_thread;
    JobRunner* m_runner; // lives on m_thread
    std::function<void()> m_stopRunning;
    std::mutex m_mutex;
    std::deque<std::pair<quint64, Job>> m_inbox;
    std::vector<Outgoing> m_outbox;
    std::atomic<quint64> m_cancelledUpTo{0};
    quint64 m_lastTicket = 0;
    int m_pending = 0;
};

// Internal: the object on the job thread that takes the jobs.
class JobRunner : public QObject {
    Q_OBJECT
public:
    explicit JobRunner(JobThread& jobs) : m_jobs(jobs) {}
    Q_INVOKABLE void takeJob();

private:
    JobThread& m_jobs;
};

} // namespace ogi
