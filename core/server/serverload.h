// What the connections of one server hold at once, in all and per client address: the bodies
// being received over ServerLimits::smallBodyBytes (their announced Content-Lengths) and the
// connections open. Each ConnectionGuard reserves its body here before reading it, and the
// listener asks here, for each new connection, whether there is room and which idle connection
// to close to make some.
//
// Why per client address: one client announcing bodies it never sends, or opening a thousand
// connections and leaving them idle, would otherwise use up what every other client needs.
// With budgets per address it uses up its own share; and as an idle connection costs nothing to
// close (no request in progress, no answer owed: HTTP clients open another when theirs is
// closed), a new connection is never refused for idle ones, only for connections that are all
// busy. Small bodies are not budgeted at all (connectionguard.h), so small requests keep being
// served whatever large ones wait for.
//
// Threads: the server's; one per server, shared by its listener and its guards.
#pragma once

#include "connectionguard.h"

#include <QElapsedTimer>
#include <QHash>
#include <QString>

#include <optional>

namespace lw::server {

class ServerLoad
{
public:
    explicit ServerLoad(const ServerLimits &limits);

    // A monotonic clock in ms, for the guards' deadlines and idle times.
    qint64 nowMs() const { return m_clock.elapsed(); }

    // Reserves `bytes` of body for a request of `client`; nothing is reserved for a body up to
    // smallBodyBytes. Returns the 503's message when the body does not fit.
    std::optional<QString> reserveBody(const QString &client, qint64 bytes);
    // Gives back what reserveBody() reserved for `bytes`.
    void releaseBody(const QString &client, qint64 bytes);

    void addConnection(ConnectionGuard *guard);
    void removeConnection(ConnectionGuard *guard);

    // Makes room for one more connection from `client`: when the server or the address is at
    // its limit, closes the connection idle longest (of `client` when the address is at its
    // limit, else of any address). Returns the 503's message when every connection that could
    // make room is busy.
    std::optional<QString> makeRoomFor(const QString &client);

    qint64 bodyBytes() const { return m_bodyBytes; }
    int connections() const { return int(m_guards.size()); }

private:
    struct Client
    {
        qint64 bodyBytes = 0;
        int connections = 0;
    };
    // The idle connection idle longest, of `client` (empty: of any); null when none is idle.
    ConnectionGuard *longestIdle(const QString &client) const;

    ServerLimits m_limits;
    QElapsedTimer m_clock;
    qint64 m_bodyBytes = 0;
    QHash<QString, Client> m_clients; // only addresses with a connection or a body
    QList<ConnectionGuard *> m_guards;
};

// How many connections the process's open-file limit leaves room for: the soft RLIMIT_NOFILE
// minus the descriptors open now and a reserve for the workspace and the process. A server
// that accepted past it would fail to accept at all (Qt stops accepting on EMFILE).
int connectionsTheFileLimitAllows();

} // namespace lw::server
