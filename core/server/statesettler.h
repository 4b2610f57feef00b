// Settles table and TTL states in wall time while the workspace is served (engine/settling.h).
//
// The engine settles a CREATING table or an ENABLING TTL setting on the workspace clock, which
// under `lwb serve`'s default manual clock never moves by itself: without this, a client polling
// DescribeTable or DescribeTimeToLive (the SDKs' waiters, a script) would wait forever. So once a
// change has been settling for its delay in wall time, it is settled at the workspace's current
// time (Settling::settleNow), before the next request runs or, with none coming, when a timer
// fires. The delays are the engine's settle delays, read as milliseconds of wall time.
//
// Threads: the server's; every call runs between requests.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace lw {

class Engine;

namespace server {

class StateSettler : public QObject
{
    Q_OBJECT
public:
    // `engine` must outlive the settler.
    StateSettler(Engine &engine, QObject *parent = nullptr);

    // After a request that may have started a settling state (CreateTable, UpdateTable,
    // UpdateTimeToLive): starts the wall-time wait for each table newly settling.
    void noteChanges();
    // Before each request: settles the tables whose wait is over.
    void settleDue();

    // Whether `action` may start a settling state.
    static bool startsSettling(QStringView action);

signals:
    // At least one table's states settled now: the workspace changed.
    void settled();
    // A settle failed (a full disk); the state then settles on the workspace clock as ever.
    void failed(const QString &message);

private:
    void schedule();

    Engine &m_engine;
    QElapsedTimer m_wall;
    QHash<QString, qint64> m_dueAtMs; // by table name, in m_wall's milliseconds
    QTimer m_timer;
};

} // namespace server
} // namespace lw
