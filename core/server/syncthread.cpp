#include "syncthread.h"

#include "engine/groupcommit.h"

#include <QObject>

namespace lw::server {

SyncThread::SyncThread(const GroupCommit &engine, QObject *context, Done done)
    : m_engine(engine), m_context(context), m_done(std::move(done))
{}

SyncThread::~SyncThread()
{
    stop();
}

bool SyncThread::start(size_t covers)
{
    if (m_running || m_stopped)
        return false;
    m_running = true;
    if (!m_thread.joinable())
        m_thread = std::thread([this] { run(); }); // at the first sync: a throwaway has none
    {
        const std::lock_guard lock(m_mutex);
        m_asked = true;
        m_covers = covers;
    }
    m_wake.notify_one();
    return true;
}

void SyncThread::stop()
{
    if (m_stopped)
        return;
    m_stopped = true;
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join(); // after the running sync; what it posted finds m_stopped set
}

void SyncThread::run()
{
    for (;;) {
        size_t covers = 0;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_asked || m_quit; });
            if (!m_asked)
                return; // quit with nothing asked
            m_asked = false;
            covers = m_covers;
        }
        const Status synced = m_engine.syncData();
        QMetaObject::invokeMethod(
            m_context,
            [this, synced, covers] {
                if (m_stopped)
                    return;
                m_running = false;
                m_done(synced, covers);
            },
            Qt::QueuedConnection);
    }
}

} // namespace lw::server
