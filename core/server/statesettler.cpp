#include "statesettler.h"

#include "engine/clock.h"
#include "engine/settling.h"
#include "engine/tables.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw::server {

StateSettler::StateSettler(Engine &engine, QObject *parent) : QObject(parent), m_engine(engine)
{
    m_wall.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StateSettler::settleDue);
}

bool StateSettler::startsSettling(QStringView action)
{
    return action == u"CreateTable"_s || action == u"UpdateTable"_s ||
           action == u"UpdateTimeToLive"_s;
}

void StateSettler::noteChanges()
{
    const Settling &settling = settlingOf(m_engine);
    const SettleDelays delays = settling.settleDelays();
    const qint64 nowMs = clockOf(m_engine).nowMs();
    for (const QString &name : settling.settlingTables()) {
        if (m_dueAtMs.contains(name))
            continue;
        auto table = tablesOf(m_engine).table(name);
        if (!table)
            continue;
        // The table's own state waits for the table delay; a TTL change alone for the TTL delay.
        m_dueAtMs.insert(name, m_wall.elapsed() + (table->changingAt(nowMs) ? delays.tableMs
                                                                            : delays.timeToLiveMs));
    }
    schedule();
}

void StateSettler::settleDue()
{
    if (m_dueAtMs.isEmpty())
        return;
    const qint64 nowMs = m_wall.elapsed();
    bool any = false;
    for (auto it = m_dueAtMs.begin(); it != m_dueAtMs.end();) {
        if (it.value() > nowMs) {
            ++it;
            continue;
        }
        // Gone already (DeleteTable) or settled on the clock: nothing to do, not an error.
        if (tablesOf(m_engine).table(it.key())) {
            if (const Status done = settlingOf(m_engine).settleNow(it.key()); !done)
                emit failed(done.error().message);
            else
                any = true;
        }
        it = m_dueAtMs.erase(it);
    }
    schedule();
    if (any)
        emit settled();
}

void StateSettler::schedule()
{
    if (m_dueAtMs.isEmpty()) {
        m_timer.stop();
        return;
    }
    const qint64 first = *std::min_element(m_dueAtMs.cbegin(), m_dueAtMs.cend());
    m_timer.start(int(std::clamp<qint64>(first - m_wall.elapsed(), 0, 24 * 3600 * 1000)));
}

} // namespace lw::server
