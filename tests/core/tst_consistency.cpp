// Realistic read consistency (engine/consistency.h, docs/consistency.md): off, every read returns
// the latest; on, an eventually consistent GetItem, BatchGetItem, Query or Scan, on the table or
// an index, may read a replica that lags behind by up to the propagation window, while
// ConsistentRead and TransactGetItems read the latest; the draws are seeded; the settings are
// the workspace's and checked.
#include "engine/consistency.h"
#include "engine/engine.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using lw::test::json;
using lw::test::TestWorkspace;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

void at(TestWorkspace &ws, qint64 ms)
{
    const Status moved = ws.workspace().engine().setClock(ms);
    QVERIFY2(moved, moved ? "" : qPrintable(moved.error().message));
}

void realistic(TestWorkspace &ws, double share, qint64 windowMs = 1000, qint64 seed = 1)
{
    ws.ok(u"UpdateConsistencySettings"_s, QJsonObject{{u"RealisticConsistency"_s, true},
                                                      {u"StaleReadShare"_s, share},
                                                      {u"PropagationMillis"_s, windowMs},
                                                      {u"Seed"_s, seed}});
}

QJsonObject userKey(const QString &pk)
{
    return {{u"PK"_s, QJsonObject{{u"S"_s, pk}}}, {u"SK"_s, QJsonObject{{u"S"_s, u"A"_s}}}};
}

// The "v" GetItem returns for USER#1, or "absent".
QString readV(TestWorkspace &ws, bool consistent = false)
{
    const QJsonObject got = ws.ok(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                                            {u"Key"_s, userKey(u"USER#1"_s)},
                                                            {u"ConsistentRead"_s, consistent}});
    if (!got.contains(u"Item"_s))
        return u"absent"_s;
    return got[u"Item"_s][u"v"_s][u"S"_s].toString();
}

// USER#1 with `v`, in the sparse GSI1.
void putV(TestWorkspace &ws, const QString &v)
{
    QVERIFY(ws.putUser(u"USER#1"_s, u"A"_s, {{u"v"_s, v}, {u"GSI1PK"_s, u"G"_s}}));
}

QStringList values(const QJsonObject &response)
{
    QStringList out;
    for (const QJsonValue &item : response[u"Items"_s].toArray())
        out << item[u"v"_s][u"S"_s].toString();
    return out;
}

const char *kQueryUser = R"({"TableName": "Users", "KeyConditionExpression": "PK = :p",
    "ExpressionAttributeValues": {":p": {"S": "USER#1"}}})";
const char *kOnGsi = R"({"TableName": "Users", "IndexName": "GSI1",
    "KeyConditionExpression": "GSI1PK = :g", "ExpressionAttributeValues": {":g": {"S": "G"}},
    "Select": "COUNT"})";
const char *kBatchGet = R"({"RequestItems": {"Users": {"Keys": [
    {"PK": {"S": "USER#1"}, "SK": {"S": "A"}}]}}})";
const char *kStrongBatchGet = R"({"RequestItems": {"Users": {"ConsistentRead": true, "Keys": [
    {"PK": {"S": "USER#1"}, "SK": {"S": "A"}}]}}})";
const char *kTransactGet = R"({"TransactItems": [{"Get": {"TableName": "Users",
    "Key": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}}}}]})";
const char *kDisabled = R"({"RealisticConsistency": "DISABLED", "PropagationMillis": 1000,
    "StaleReadShare": 0.333333, "Seed": 1, "GsiLagMillis": 500})";
const char *kKept = R"({"RealisticConsistency": "ENABLED", "PropagationMillis": 250,
    "StaleReadShare": 0.25, "Seed": 7, "GsiLagMillis": 500})";

} // namespace

class TestConsistency : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_ws = std::make_unique<TestWorkspace>();
        at(*m_ws, kT0);
        m_ws->ok(u"CreateTable"_s, lw::test::kUsersTable);
    }

    // Off (a plain workspace): a read right after a write returns it.
    void offReadsTheLatest()
    {
        QCOMPARE(m_ws->ok(u"DescribeConsistencySettings"_s, "{}"), json(kDisabled));
        putV(*m_ws, u"one"_s);
        QCOMPARE(readV(*m_ws), u"one"_s);
    }

    // With every eventual read on a lagging replica, what it returns depends on how long ago the
    // write was: within the same millisecond always the data before it, a whole window later
    // always the write; ConsistentRead always the latest.
    void lagWindow_data()
    {
        QTest::addColumn<qint64>("afterMs");
        QTest::addColumn<QString>("eventual");
        QTest::newRow("at once: the item is not there yet") << qint64(0) << u"absent"_s;
        QTest::newRow("a window later: it is") << qint64(1000) << u"one"_s;
        QTest::newRow("later still") << qint64(5000) << u"one"_s;
    }
    void lagWindow()
    {
        QFETCH(qint64, afterMs);
        QFETCH(QString, eventual);
        realistic(*m_ws, 1.0);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + afterMs);
        QCOMPARE(readV(*m_ws), eventual);
        QCOMPARE(readV(*m_ws, true), u"one"_s);
    }

    // An overwrite: the lagging replica returns the version before it; a delete: the item still.
    void previousVersion()
    {
        realistic(*m_ws, 1.0);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        QCOMPARE(readV(*m_ws), u"one"_s);
        QCOMPARE(readV(*m_ws, true), u"two"_s);
        at(*m_ws, kT0 + 10000);
        m_ws->ok(u"DeleteItem"_s,
                 QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Key"_s, userKey(u"USER#1"_s)}});
        QCOMPARE(readV(*m_ws), u"two"_s);
        QCOMPARE(readV(*m_ws, true), u"absent"_s);
    }

    // A share of 0 never reads a lagging replica.
    void shareZero()
    {
        realistic(*m_ws, 0.0);
        putV(*m_ws, u"one"_s);
        QCOMPARE(readV(*m_ws), u"one"_s);
    }

    // Query and Scan on the table and its indexes; the GSI has only eventual reads; the LSI
    // reads the latest with ConsistentRead; BatchGetItem per table; TransactGetItems serializable.
    void everyRead()
    {
        realistic(*m_ws, 1.0);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        const QJsonObject query = json(kQueryUser);
        QCOMPARE(values(m_ws->ok(u"Query"_s, query)), QStringList{u"one"_s});
        QJsonObject strong = query;
        strong.insert(u"ConsistentRead"_s, true);
        QCOMPARE(values(m_ws->ok(u"Query"_s, strong)), QStringList{u"two"_s});
        QCOMPARE(values(m_ws->ok(u"Scan"_s, "{\"TableName\": \"Users\"}")), QStringList{u"one"_s});
        QCOMPARE(
            values(m_ws->ok(u"Scan"_s, "{\"TableName\": \"Users\", \"ConsistentRead\": true}")),
            QStringList{u"two"_s});
        // GSI1 projects keys only: its entries are counted.
        const QJsonObject onGsi = m_ws->ok(u"Query"_s, kOnGsi);
        QCOMPARE(onGsi[u"Count"_s].toInt(), 1);
        const QJsonObject batch = m_ws->ok(u"BatchGetItem"_s, kBatchGet);
        QCOMPARE(values(QJsonObject{{u"Items"_s, batch[u"Responses"_s][u"Users"_s]}}),
                 QStringList{u"one"_s});
        const QJsonObject strongBatch = m_ws->ok(u"BatchGetItem"_s, kStrongBatchGet);
        QCOMPARE(values(QJsonObject{{u"Items"_s, strongBatch[u"Responses"_s][u"Users"_s]}}),
                 QStringList{u"two"_s});
        const QJsonObject transact = m_ws->ok(u"TransactGetItems"_s, kTransactGet);
        QCOMPARE(transact[u"Responses"_s][0][u"Item"_s][u"v"_s][u"S"_s].toString(), u"two"_s);
    }

    // Without the GSI lag (GsiLagMillis 0), a GSI read draws a replica as the table's reads do:
    // one that has not applied an item just written has no entry for it yet.
    void gsiLagsToo()
    {
        realistic(*m_ws, 1.0);
        m_ws->ok(u"UpdateConsistencySettings"_s, QJsonObject{{u"GsiLagMillis"_s, 0}});
        putV(*m_ws, u"one"_s);
        const QJsonObject onGsi = m_ws->ok(u"Query"_s, kOnGsi);
        QCOMPARE(onGsi[u"Count"_s].toInt(), 0);
    }

    // The time machine reads the past it names, whatever the settings.
    void pastViewUnchanged()
    {
        realistic(*m_ws, 1.0);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        at(*m_ws, kT0 + 5100);
        auto past = m_ws->workspace().api().call(
            u"GetItem"_s,
            QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Key"_s, userKey(u"USER#1"_s)}},
            CallOptions{kT0 + 5000});
        QVERIFY(past);
        QCOMPARE((*past)[u"Item"_s][u"v"_s][u"S"_s].toString(), u"two"_s);
    }

    // The same seed and calls give the same reads; a share of a half gives some stale reads and
    // some fresh ones within the window; another seed draws otherwise.
    void seededDraws()
    {
        const auto run = [](qint64 seed) {
            TestWorkspace ws;
            at(ws, kT0);
            ws.ok(u"CreateTable"_s, lw::test::kUsersTable);
            realistic(ws, 0.5, 1000, seed);
            QStringList reads;
            for (int i = 0; i < 100; ++i) {
                at(ws, kT0 + i * 2000);
                putV(ws, QString::number(i));
                at(ws, kT0 + i * 2000 + 1);
                reads << readV(ws);
            }
            return reads;
        };
        const QStringList first = run(1);
        QCOMPARE(run(1), first);
        QVERIFY(run(2) != first);
        const qsizetype fresh = std::ranges::count_if(
            first, [i = 0](const QString &v) mutable { return v == QString::number(i++); });
        // One ms after the write, a lagging replica (half the reads) always misses it.
        QVERIFY2(fresh > 30 && fresh < 70, qPrintable(QString::number(fresh)));
    }

    // What the inspector shows: the latest, and while a replica may miss the last write, the
    // oldest it may hold and until when.
    void eventualView()
    {
        realistic(*m_ws, 0.5, 1000);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        at(*m_ws, kT0 + 5400);
        Item key;
        key.insert({u"PK"_s, AttributeValue::string(u"USER#1"_s)});
        key.insert({u"SK"_s, AttributeValue::string(u"A"_s)});
        auto view = consistencyOf(m_ws->workspace().engine()).eventualView(u"Users"_s, key);
        QVERIFY(view);
        QVERIFY(view->mayBeStale);
        QCOMPARE(view->writtenMs, kT0 + 5000);
        QCOMPARE(view->staleUntilMs, kT0 + 5999);
        QCOMPARE(view->latest->at(u"v"_s).asString(), u"two"_s);
        QCOMPARE(view->previous->at(u"v"_s).asString(), u"one"_s);
        at(*m_ws, kT0 + 6000);
        view = consistencyOf(m_ws->workspace().engine()).eventualView(u"Users"_s, key);
        QVERIFY(view && !view->mayBeStale && !view->previous);
    }

    // The same as the inspector reads it, through the api: the previous version while a replica
    // may still miss the write, only the latest after; an item created within the window had no
    // previous version; the key is checked as GetItem checks it.
    void describeEventualRead_data()
    {
        QTest::addColumn<bool>("overwrite");
        QTest::addColumn<qint64>("readAtMs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("overwritten, within")
            << true << qint64(400)
            << uR"({"MayBeStale": true, "WrittenAtMillis": %1, "StaleUntilMillis": %2,
                    "Item": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "two"}, "GSI1PK": {"S": "G"}},
                    "PreviousItem": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "one"}, "GSI1PK": {"S": "G"}}})"_s;
        QTest::newRow("overwritten, last ms")
            << true << qint64(999)
            << uR"({"MayBeStale": true, "WrittenAtMillis": %1, "StaleUntilMillis": %2,
                    "Item": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "two"}, "GSI1PK": {"S": "G"}},
                    "PreviousItem": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "one"}, "GSI1PK": {"S": "G"}}})"_s;
        QTest::newRow("overwritten, after") << true << qint64(1000) << uR"({"MayBeStale": false,
                    "Item": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "two"}, "GSI1PK": {"S": "G"}}})"_s;
        QTest::newRow("created, within")
            << false << qint64(10)
            << uR"({"MayBeStale": true, "WrittenAtMillis": %1, "StaleUntilMillis": %2,
                    "Item": {"PK": {"S": "USER#1"}, "SK": {"S": "A"}, "v": {"S": "two"}, "GSI1PK": {"S": "G"}}})"_s;
    }

    void describeEventualRead()
    {
        QFETCH(bool, overwrite);
        QFETCH(qint64, readAtMs);
        QFETCH(QString, expected);
        realistic(*m_ws, 0.5, 1000);
        if (overwrite)
            putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        at(*m_ws, kT0 + 5000 + readAtMs);
        const QJsonObject request{{u"TableName"_s, u"Users"_s}, {u"Key"_s, userKey(u"USER#1"_s)}};
        QCOMPARE(m_ws->ok(u"DescribeEventualRead"_s, request),
                 json(expected.arg(kT0 + 5000).arg(kT0 + 5999).toUtf8().constData()));
        const auto refused = [&](const QJsonObject &bad, const QString &type,
                                 const QString &message) {
            const Result<QJsonObject> got = m_ws->call(u"DescribeEventualRead"_s, bad);
            QVERIFY(!got);
            QCOMPARE(got.error().typeName(), type);
            QCOMPARE(got.error().message, message);
        };
        refused({{u"TableName"_s, u"Users"_s},
                 {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"x"_s}}}}}},
                u"ValidationException"_s, u"The provided key element does not match the schema"_s);
        refused({{u"TableName"_s, u"Nope"_s}, {u"Key"_s, userKey(u"USER#1"_s)}},
                u"ResourceNotFoundException"_s, u"Requested resource not found"_s);
    }

    // The workbench's own looks (unmetered: the panes, a lesson's checks) read the latest and
    // draw nothing: the traffic's reads draw the same with or without them in between.
    void ownLooksDrawNothing()
    {
        realistic(*m_ws, 1.0, 1000);
        putV(*m_ws, u"one"_s);
        at(*m_ws, kT0 + 5000);
        putV(*m_ws, u"two"_s);
        at(*m_ws, kT0 + 5001);
        const QJsonObject get{{u"TableName"_s, u"Users"_s}, {u"Key"_s, userKey(u"USER#1"_s)}};
        CallOptions looking;
        looking.metered = false;
        const auto looked = m_ws->workspace().api().call(u"GetItem"_s, get, looking);
        QVERIFY(looked);
        QCOMPARE(looked->value(u"Item"_s)[u"v"_s][u"S"_s].toString(), u"two"_s);
        QCOMPARE(readV(*m_ws), u"one"_s); // the traffic's read still reaches the lagging replica

        const auto draws = [&](bool lookBetween) {
            TestWorkspace ws;
            QStringList seen;
            at(ws, kT0);
            ws.ok(u"CreateTable"_s, lw::test::kUsersTable);
            realistic(ws, 0.5, 1000, 3);
            putV(ws, u"one"_s);
            at(ws, kT0 + 5000);
            putV(ws, u"two"_s);
            at(ws, kT0 + 5001);
            for (int i = 0; i < 40; ++i) {
                if (lookBetween)
                    std::ignore = ws.workspace().api().call(u"GetItem"_s, get, looking);
                seen << readV(ws);
            }
            return seen;
        };
        QCOMPARE(draws(true), draws(false));
    }

    // The settings are the workspace's: kept when it is opened again.
    void settingsPersist()
    {
        realistic(*m_ws, 0.25, 250, 7);
        const QString dir = m_ws->path();
        m_ws->close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        auto described = (*reopened)->api().call(u"DescribeConsistencySettings"_s, {});
        QVERIFY(described);
        QCOMPARE(*described, json(kKept));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << u"{}"_s << u"ValidationException"_s
                                 << u"UpdateConsistencySettings needs at least one setting"_s;
        QTest::newRow("window 0") << uR"({"PropagationMillis": 0})"_s << u"ValidationException"_s
                                  << u"PropagationMillis must be from 1 to 60000: 0"_s;
        QTest::newRow("share above 1")
            << uR"({"StaleReadShare": 1.5})"_s << u"ValidationException"_s
            << u"StaleReadShare must be from 0 to 1: 1.5"_s;
        QTest::newRow("share as text")
            << uR"({"StaleReadShare": "half"})"_s << u"SerializationException"_s
            << u"Unexpected value type in payload: StaleReadShare"_s;
        QTest::newRow("negative seed") << uR"({"Seed": -1})"_s << u"ValidationException"_s
                                       << u"Seed must not be negative: -1"_s;
        QTest::newRow("unknown member")
            << uR"({"Realistic": true})"_s << u"ValidationException"_s << QString();
    }
    void errors()
    {
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        auto refused =
            m_ws->call(u"UpdateConsistencySettings"_s, json(request.toUtf8().constData()));
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), type);
        if (!message.isEmpty())
            QCOMPARE(refused.error().message, message);
        // Nothing changed.
        QCOMPARE(
            m_ws->ok(u"DescribeConsistencySettings"_s, "{}")[u"RealisticConsistency"_s].toString(),
            u"DISABLED"_s);
    }

private:
    std::unique_ptr<TestWorkspace> m_ws;
};

QTEST_GUILESS_MAIN(TestConsistency)
#include "tst_consistency.moc"
