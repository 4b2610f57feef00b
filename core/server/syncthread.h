// The group commit's fdatasync (dynamoserver.h), on a thread of its own that lives as long as the
// endpoint: starting a thread for each sync cost a clone and its set-up on the serving thread,
// hundreds of times a second under a write load.
//
// Threads: start(), isRunning() and stop() on the thread `context` lives on, which is where
// `done` is called.
#pragma once

#include "model/error.h"

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>

class QObject;

namespace lw {

class GroupCommit;

namespace server {

class SyncThread
{
public:
    // `done(status, covers)` is told each sync's result, `covers` being the transaction id given
    // to start(); it is posted to `context`, which must outlive this object, and not called once
    // stop() has run.
    using Done = std::function<void(const Status &status, size_t covers)>;

    SyncThread(const GroupCommit &engine, QObject *context, Done done);
    ~SyncThread(); // stop()
    SyncThread(const SyncThread &) = delete;
    SyncThread &operator=(const SyncThread &) = delete;

    // Begins one syncData() for the commits up to transaction `covers`; false (nothing begun)
    // while one is running, or after stop().
    bool start(size_t covers);
    // From start() until its result has been handed to `done`.
    bool isRunning() const { return m_running; }
    // Waits for a running sync (its result is dropped) and ends the thread.
    void stop();

private:
    void run();

    const GroupCommit &m_engine;
    QObject *m_context;
    Done m_done;
    bool m_running = false; // the serving thread's view: a sync begun and not yet handed back
    bool m_stopped = false;

    std::mutex m_mutex; // guards the three below
    std::condition_variable m_wake;
    bool m_asked = false;
    bool m_quit = false;
    size_t m_covers = 0;
    std::thread m_thread;
};

} // namespace server
} // namespace lw
