#include "state/workbenchstate.h"

#include <QMetaObject>

namespace lw {

WorkbenchState::WorkbenchState(std::function<qint64()> nowMs, QObject *parent)
    : QObject(parent), m_readNow(std::move(nowMs)), m_nowMs(m_readNow())
{}

const TableInfo *WorkbenchState::tableInfo(const QString &name) const
{
    for (const TableInfo &info : m_tables)
        if (info.name == name)
            return &info;
    return nullptr;
}

void WorkbenchState::report(Changes what)
{
    const qint64 now = m_readNow();
    if (now != m_nowMs) {
        m_nowMs = now;
        what |= Clock;
    }
    add(what);
}

void WorkbenchState::select(const QString &table, const QString &index)
{
    if (table == m_table && index == m_index)
        return;
    m_table = table;
    m_index = index;
    add(Selection);
}

void WorkbenchState::setTables(const QList<TableInfo> &tables)
{
    if (tables == m_tables)
        return;
    m_tables = tables;
    add(Tables);
}

void WorkbenchState::viewAsOf(std::optional<qint64> asOfMs)
{
    Changes what;
    if (const qint64 now = m_readNow(); now != m_nowMs) {
        m_nowMs = now;
        what |= Clock;
    }
    if (asOfMs && *asOfMs >= m_nowMs)
        asOfMs.reset(); // now or later is simply now
    if (asOfMs != m_asOf) {
        m_asOf = asOfMs;
        what |= ViewedTime;
    }
    add(what);
}

void WorkbenchState::add(Changes what)
{
    if (what == NoChange)
        return;
    m_pending |= what;
    if (m_held == 0)
        announce();
}

void WorkbenchState::announce()
{
    ++m_held;
    // A pane's reaction may report again (the consumers read after a clock move): that goes
    // out next, as a change of its own.
    while (m_pending != NoChange) {
        if (m_settle)
            m_settle(m_pending); // what it changes joins m_pending, not a signal of its own
        emit changed(std::exchange(m_pending, NoChange));
    }
    --m_held;
}

void WorkbenchState::inTurn(QObject *context, std::function<void()> work)
{
    m_turns.append({context, std::move(work)});
    if (m_turns.size() == 1)
        // Queued: Qt runs a call queued while it runs queued calls in the next turn, after the
        // sockets, timers and input that are waiting.
        QMetaObject::invokeMethod(this, &WorkbenchState::runTurn, Qt::QueuedConnection);
}

void WorkbenchState::runTurn()
{
    if (m_turns.isEmpty())
        return;
    auto [context, work] = m_turns.takeFirst();
    if (!m_turns.isEmpty())
        QMetaObject::invokeMethod(this, &WorkbenchState::runTurn, Qt::QueuedConnection);
    if (context)
        work();
}

WorkbenchState::Batch::Batch(WorkbenchState &state) : m_state(state)
{
    ++m_state.m_held;
}

WorkbenchState::Batch::~Batch()
{
    if (--m_state.m_held == 0 && m_state.m_pending != NoChange)
        m_state.announce();
}

} // namespace lw
