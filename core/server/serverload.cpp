#include "serverload.h"

#include <QDir>

#include <limits>

#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace lw::server {

ServerLoad::ServerLoad(const ServerLimits &limits) : m_limits(limits)
{
    m_clock.start();
}

std::optional<QString> ServerLoad::reserveBody(const QString &client, qint64 bytes)
{
    if (bytes <= m_limits.smallBodyBytes)
        return std::nullopt;
    const qint64 ofClient = m_clients.value(client).bodyBytes;
    if (ofClient + bytes > m_limits.maxInFlightBytesPerClient)
        return u"The server is receiving %1 bytes of other requests from %2: try again later"_s
            .arg(ofClient)
            .arg(client);
    if (m_bodyBytes + bytes > m_limits.maxInFlightBytes)
        return u"The server is receiving %1 bytes of other requests: try again later"_s.arg(
            m_bodyBytes);
    m_clients[client].bodyBytes += bytes;
    m_bodyBytes += bytes;
    return std::nullopt;
}

void ServerLoad::releaseBody(const QString &client, qint64 bytes)
{
    if (bytes <= m_limits.smallBodyBytes)
        return;
    m_bodyBytes -= bytes;
    Client &entry = m_clients[client];
    entry.bodyBytes -= bytes;
    if (entry.bodyBytes == 0 && entry.connections == 0)
        m_clients.remove(client);
}

void ServerLoad::addConnection(ConnectionGuard *guard)
{
    m_guards.append(guard);
    ++m_clients[guard->client()].connections;
}

void ServerLoad::removeConnection(ConnectionGuard *guard)
{
    if (!m_guards.removeOne(guard))
        return;
    Client &entry = m_clients[guard->client()];
    --entry.connections;
    if (entry.bodyBytes == 0 && entry.connections == 0)
        m_clients.remove(guard->client());
}

std::optional<QString> ServerLoad::makeRoomFor(const QString &client)
{
    const int ofClient = m_clients.value(client).connections;
    const bool clientFull = ofClient >= m_limits.maxConnectionsPerClient;
    const bool serverFull = connections() >= m_limits.maxConnections;
    if (!clientFull && !serverFull)
        return std::nullopt;
    if (ConnectionGuard *idle = longestIdle(clientFull ? client : QString())) {
        idle->closeIdle();
        return std::nullopt;
    }
    if (clientFull)
        return u"The server has %1 connections open from %2, its limit, all busy: try again "
               u"later"_s.arg(ofClient)
                   .arg(client);
    return u"The server has %1 connections open, its limit, all busy: try again later"_s.arg(
        connections());
}

ConnectionGuard *ServerLoad::longestIdle(const QString &client) const
{
    ConnectionGuard *found = nullptr;
    for (ConnectionGuard *guard : m_guards) {
        if (!guard->isIdle() || (!client.isEmpty() && guard->client() != client))
            continue;
        if (!found || guard->idleSinceMs() < found->idleSinceMs())
            found = guard;
    }
    return found;
}

int connectionsTheFileLimitAllows()
{
    constexpr int kReserve = 64; // LMDB, the lock file, a bundle's zip, stdio, Qt's own
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return std::numeric_limits<int>::max();
    const qsizetype open = QDir(u"/proc/self/fd"_s)
                               .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)
                               .size();
    return int(qMax<qint64>(0, qint64(limit.rlim_cur) - open - kReserve));
}

} // namespace lw::server
