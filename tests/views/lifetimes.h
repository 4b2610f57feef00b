// What the timeline's tests share: lifetimes built field by field, as ListLifetimes gives them,
// and a workspace with a Sessions table whose clock and sweeper the test sets.
#pragma once

#include "doors/apicall.h"
#include "engine/engine.h"
#include "testworkspace.h"
#include "timeline/lifetimesmodel.h"

#include <QJsonArray>

#include <optional>

namespace lw::test {

// A lifetime of item SESSION#1 written at `createdMs`, expiring at `expiresMs` (none: it has no
// TTL attribute).
inline LifetimeInfo life(qint64 createdMs, std::optional<qint64> expiresMs = {})
{
    LifetimeInfo l;
    l.key = {{u"PK"_s, QJsonObject{{u"S"_s, u"SESSION#1"_s}}}};
    l.keyText = u"SESSION#1"_s;
    l.createdMs = createdMs;
    l.expiresMs = expiresMs;
    if (!expiresMs)
        l.never = ttl::NeverReason::NoAttribute;
    return l;
}

inline LifetimeInfo deleted(LifetimeInfo l, qint64 atMs, Origin by)
{
    l.deletedMs = atMs;
    l.deletedBy = by;
    return l;
}

inline LifetimeInfo never(ttl::NeverReason reason, const QJsonObject &value = {})
{
    LifetimeInfo l = life(kNoon);
    l.never = reason;
    l.ttlValue = value;
    return l;
}

// A workspace whose clock starts at noon with a Sessions table (PK user, SK session, a stream
// for the archiver), TTL on expiresAt, settled, and a sweeper that waits between minLag and
// maxLag after expiry. Each setup call is checked: one that fails fails the test (check.h).
struct Workbench
{
    TestWorkspace ws;

    Workbench(qint64 minLag, qint64 maxLag)
    {
        if (!ws.isOpen() || !setUp(u"setClock"_s, engine().setClock(kNoon)))
            return;
        SweeperSettings sweeper;
        sweeper.preset = SweeperSettings::Preset::Custom;
        sweeper.minLagMs = minLag;
        sweeper.maxLagMs = maxLag;
        if (!setUp(u"setSweeper"_s, engine().setSweeper(sweeper)))
            return;
        ok(u"CreateTable"_s,
           {{u"TableName"_s, u"Sessions"_s},
            {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
            {u"KeySchema"_s,
             QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s}, {u"KeyType"_s, u"HASH"_s}},
                        QJsonObject{{u"AttributeName"_s, u"SK"_s}, {u"KeyType"_s, u"RANGE"_s}}}},
            {u"AttributeDefinitions"_s,
             QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s}, {u"AttributeType"_s, u"S"_s}},
                        QJsonObject{{u"AttributeName"_s, u"SK"_s}, {u"AttributeType"_s, u"S"_s}}}},
            {u"StreamSpecification"_s,
             QJsonObject{{u"StreamEnabled"_s, true},
                         {u"StreamViewType"_s, u"NEW_AND_OLD_IMAGES"_s}}}});
        if (!setUp(u"updateTimeToLive"_s,
                   engine().updateTimeToLive(u"Sessions"_s, true, u"expiresAt"_s)))
            return;
        at(kNoon + kMinute); // TTL settles
    }

    Engine &engine() { return ws.workspace().engine(); }

    ApiCall api() { return ws.apiCall(); }

    QJsonObject ok(const QString &action, const QJsonObject &request,
                   std::source_location where = std::source_location::current())
    {
        return ws.ok(action, request, where);
    }

    void at(qint64 ms, std::source_location where = std::source_location::current())
    {
        setUp(u"advanceClock"_s, engine().advanceClock(ms), where);
    }

    // PutItem of session `sk` of user `pk` with expiresAt = `expiresAt` (none: no attribute).
    void put(const QString &pk, const QString &sk, const std::optional<QJsonObject> &expiresAt,
             std::source_location where = std::source_location::current())
    {
        QJsonObject item = sessionKey(pk, sk);
        if (expiresAt)
            item.insert(u"expiresAt"_s, *expiresAt);
        ok(u"PutItem"_s, {{u"TableName"_s, u"Sessions"_s}, {u"Item"_s, item}}, where);
    }

    void remove(const QString &pk, const QString &sk,
                std::source_location where = std::source_location::current())
    {
        ok(u"DeleteItem"_s, {{u"TableName"_s, u"Sessions"_s}, {u"Key"_s, sessionKey(pk, sk)}},
           where);
    }

    static QJsonObject sessionKey(const QString &pk, const QString &sk)
    {
        return {{u"PK"_s, QJsonObject{{u"S"_s, pk}}}, {u"SK"_s, QJsonObject{{u"S"_s, sk}}}};
    }
};

// A Sessions table (PK, SK) on a remote endpoint, answering as core/remote/remoteapi.h does:
// ListLifetimes from its items' TTL attribute alone, one entry per item without a creation,
// sweep or deletion, with what the Scan read (ScannedCount, ConsumedCapacity, Truncated); the
// workbench's own actions refused as WorkbenchOnly. `calls` lists every action asked.
struct RemoteSessions
{
    QJsonArray lifetimes;
    double units = 0;
    bool truncated = false;
    QStringList calls;

    // An item of user `pk`'s session `sk` whose expiresAt is `expiresMs`; none: no attribute.
    void add(const QString &pk, const QString &sk, std::optional<qint64> expiresMs)
    {
        QJsonObject life{{u"Key"_s, Workbench::sessionKey(pk, sk)}, {u"Changes"_s, 0}};
        if (expiresMs)
            life.insert(u"ExpiresMillis"_s, *expiresMs);
        else
            life.insert(u"NeverExpires"_s, u"NO_ATTRIBUTE"_s);
        lifetimes.append(life);
    }

    ApiCall api()
    {
        return [this](const QString &action, const QJsonObject &, const CallOptions &) {
            calls << action;
            return answer(action);
        };
    }

    Result<QJsonObject> answer(const QString &action) const
    {
        const auto attribute = [](const QString &name, const QString &role) {
            return QJsonObject{{u"AttributeName"_s, name}, {u"KeyType"_s, role}};
        };
        if (action == u"DescribeTable")
            return QJsonObject{
                {u"Table"_s,
                 QJsonObject{{u"TableName"_s, u"Sessions"_s},
                             {u"KeySchema"_s, QJsonArray{attribute(u"PK"_s, u"HASH"_s),
                                                         attribute(u"SK"_s, u"RANGE"_s)}}}}};
        if (action == u"DescribeTimeToLive")
            return QJsonObject{
                {u"TimeToLiveDescription"_s, QJsonObject{{u"TimeToLiveStatus"_s, u"ENABLED"_s},
                                                         {u"AttributeName"_s, u"expiresAt"_s}}}};
        if (action == u"ListLifetimes") {
            QJsonObject listed{{u"Lifetimes"_s, lifetimes},
                               {u"ScannedCount"_s, lifetimes.size()},
                               {u"ConsumedCapacity"_s, QJsonObject{{u"TableName"_s, u"Sessions"_s},
                                                                   {u"CapacityUnits"_s, units}}}};
            if (truncated)
                listed.insert(u"Truncated"_s, true);
            return listed;
        }
        return std::unexpected(Error{ErrorType::Remote,
                                     action + u" is Lifecycle Workbench's own: a remote endpoint "
                                              u"has only DynamoDB's API"_s,
                                     {{u"__type"_s, u"WorkbenchOnly"_s}}});
    }
};

} // namespace lw::test
