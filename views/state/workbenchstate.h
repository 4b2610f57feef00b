// What every pane follows, in one Qt-Core object: the selected table and index, the tables as
// DescribeTable last told them, the workspace clock and the viewed time (now, or a past time
// shown read-only). One signal, changed(), says what changed since it was last emitted, so a
// pane reads what concerns it and nothing else (docs/architecture.md, "The window").
//
// Every source of change reports here once: the user's api calls (reportingCall(), through
// whichever door they come), the clock bar's moves and sweeps, a rewind, a lesson's steps
// (reportingLesson()), undo and redo, and the endpoint's traffic. The owner of the tables tree
// (the main window) settles first: it reads the tables again, keeps or moves the selection and
// hands them here, and all of that goes out with the same changed().
//
// Reports made while a Batch is alive go out together when the last one ends: a user action of
// several calls is one change. What the owner changes while it settles goes out with the change
// it settles; a report made while the panes hear a change goes out after it, as the next one.
// Threads: the GUI thread only.
#pragma once

#include "common/tableinfo.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

namespace lw {

class WorkbenchState : public QObject
{
    Q_OBJECT
public:
    enum Change
    {
        NoChange = 0,
        Data = 0x01,       // a write: items, streams, consumers or the bucket may differ
        Clock = 0x02,      // the workspace clock moved (and what fell due ran)
        Rewind = 0x04,     // the history went back (a rewind, a lesson replayed): read afresh
        Tables = 0x08,     // the tables or their descriptions differ
        Selection = 0x10,  // another table or index is selected
        ViewedTime = 0x20, // the window entered, moved in or left the past
        // Only the stream consumers changed: nothing else does until the clock moves.
        Consumers = 0x40,
        // Not a change but how to take it: the endpoint served requests, so panes catch up one
        // per event-loop turn (inTurn()) and the requests waiting are served between them.
        Traffic = 0x80,
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    // What the owner of the tables does before each announcement, given what is about to go
    // out; what it changes in turn (select(), setTables(), viewAsOf()) goes out with it.
    using Settle = std::function<void(Changes)>;

    // `nowMs` reads the workspace clock (ClockControl::nowMs); it must stay callable.
    explicit WorkbenchState(std::function<qint64()> nowMs, QObject *parent = nullptr);

    QString table() const { return m_table; } // empty: none selected
    QString index() const { return m_index; } // empty: the table itself
    const QList<TableInfo> &tables() const { return m_tables; }
    // The description of `name` among tables(), or null.
    const TableInfo *tableInfo(const QString &name) const;
    qint64 nowMs() const { return m_nowMs; }
    // The past time shown, read-only; nullopt while the window shows now.
    std::optional<qint64> asOf() const { return m_asOf; }
    // Whether the window shows a remote endpoint (a MainWindow made with a RemoteConnection):
    // panes then skip the reads that would cost the remote table capacity for what it cannot
    // tell them.
    bool isRemote() const { return m_remote; }
    void setRemote(bool remote) { m_remote = remote; }

    void setSettle(Settle settle) { m_settle = std::move(settle); }

    // Something changed through a door: `what` (Data, Clock, Rewind, Consumers, Traffic). The
    // clock is read again, and Clock added when it moved.
    void report(Changes what);
    // Selection when it differs.
    void select(const QString &table, const QString &index = {});
    // Tables when they differ.
    void setTables(const QList<TableInfo> &tables);
    // Shows the past at `asOfMs`; now or later, or nullopt, is now. ViewedTime when it differs.
    void viewAsOf(std::optional<qint64> asOfMs);

    // Runs `work` in an event-loop turn of its own, after the ones queued before, unless
    // `context` is gone by then: what the endpoint's traffic makes the panes do.
    void inTurn(QObject *context, std::function<void()> work);

    // Holds every announcement until the last Batch alive ends, then makes one of them all.
    class Batch
    {
    public:
        explicit Batch(WorkbenchState &state);
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

    private:
        WorkbenchState &m_state;
    };

signals:
    void changed(lw::WorkbenchState::Changes what);

private:
    void add(Changes what);
    void announce();
    void runTurn();

    std::function<qint64()> m_readNow;
    Settle m_settle;
    QString m_table, m_index;
    QList<TableInfo> m_tables;
    qint64 m_nowMs = 0;
    std::optional<qint64> m_asOf;
    bool m_remote = false;
    Changes m_pending;
    int m_held = 0; // Batches alive, plus one while settling or announcing
    QList<std::pair<QPointer<QObject>, std::function<void()>>> m_turns;
};

} // namespace lw

Q_DECLARE_OPERATORS_FOR_FLAGS(lw::WorkbenchState::Changes)
