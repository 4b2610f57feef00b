// GSI propagation lag (engine/gsipropagation.h, docs/consistency.md "GSI propagation"): with
// realistic consistency and a GSI lag, a base-table write reaches its global secondary indexes
// only when the sim clock passes a seeded due time; a GSI Query reads what the index holds now;
// one item's changes apply in order; the queue is kept by reopening, bundles and verify, dropped
// by rewind and DeleteTable; a lag of 0 applies entries with the write, as before.
#include "bundle/bundle.h"
#include "engine/engine.h"
#include "storage/lmdb.h"
#include "testworkspace.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using lw::test::json;
using lw::test::TestWorkspace;

namespace {

constexpr qint64 kT0 = 1'792'497'600'000; // 2026-10-20 12:00:00 UTC

void at(Engine &engine, qint64 ms)
{
    const Status moved = engine.setClock(ms);
    QVERIFY2(moved, moved ? "" : qPrintable(moved.error().message));
}

// Realistic consistency with every eventual read on a lagging replica (so a GSI Query that drew
// a replica would miss recent writes: what it returns is the index's own state) and `lagMs`.
void lagged(TestWorkspace &ws, qint64 lagMs, qint64 seed = 1)
{
    ws.ok(u"UpdateConsistencySettings"_s, QJsonObject{{u"RealisticConsistency"_s, true},
                                                      {u"StaleReadShare"_s, 1.0},
                                                      {u"GsiLagMillis"_s, lagMs},
                                                      {u"Seed"_s, seed}});
}

QJsonObject userKey(const QString &pk)
{
    return {{u"PK"_s, QJsonObject{{u"S"_s, pk}}}, {u"SK"_s, QJsonObject{{u"S"_s, u"A"_s}}}};
}

// The items GSI1 holds under `g`, by PK.
QStringList onGsi(Api &api, const QString &g = u"G"_s)
{
    auto got =
        api.call(u"Query"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                         {u"IndexName"_s, u"GSI1"_s},
                                         {u"KeyConditionExpression"_s, u"GSI1PK = :g"_s},
                                         {u"ExpressionAttributeValues"_s,
                                          QJsonObject{{u":g"_s, QJsonObject{{u"S"_s, g}}}}}});
    if (!got)
        return {u"error: "_s + got.error().message};
    QStringList out;
    for (const QJsonValue &item : (*got)[u"Items"_s].toArray())
        out << item[u"PK"_s][u"S"_s].toString();
    return out;
}

// DescribeIndexPropagation's entries as "INDEX CHANGE PK @due-after-kT0".
QStringList pending(Api &api, const QString &index = {})
{
    QJsonObject request{{u"TableName"_s, u"Users"_s}};
    if (!index.isEmpty())
        request.insert(u"IndexName"_s, index);
    auto got = api.call(u"DescribeIndexPropagation"_s, request);
    if (!got)
        return {u"error: "_s + got.error().message};
    QStringList out;
    for (const QJsonValue &entry : (*got)[u"PendingEntries"_s].toArray())
        out << u"%1 %2 %3 @%4"_s
                   .arg(entry[u"IndexName"_s].toString(), entry[u"Change"_s].toString(),
                        entry[u"Key"_s][u"PK"_s][u"S"_s].toString())
                   .arg(entry[u"DueAtMillis"_s].toInteger() - kT0);
    return out;
}

// The due time (after kT0) of the first pending entry.
qint64 firstDue(Api &api)
{
    auto got = api.call(u"DescribeIndexPropagation"_s, QJsonObject{{u"TableName"_s, u"Users"_s}});
    if (!got || (*got)[u"PendingEntries"_s].toArray().isEmpty())
        return -1;
    return (*got)[u"PendingEntries"_s][0][u"DueAtMillis"_s].toInteger() - kT0;
}

void putG(TestWorkspace &ws, const QString &pk, const QString &g = u"G"_s)
{
    QVERIFY(ws.putUser(pk, u"A"_s, {{u"GSI1PK"_s, g}}));
}

} // namespace

class TestGsiLag : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_ws = std::make_unique<TestWorkspace>();
        at(engine(), kT0);
        m_ws->ok(u"CreateTable"_s, lw::test::kUsersTable);
    }

    // A write, then a GSI Query before and after its entry falls due; the table itself (a
    // strongly consistent read) has the item at once. Lag 0: the index has it at once, as before
    // the lag existed (a replica draw then decides, here never stale: share 0).
    void beforeAndAfterDue_data()
    {
        QTest::addColumn<qint64>("lagMs");
        QTest::newRow("lag 500 ms") << qint64(500);
        QTest::newRow("lag 1 ms") << qint64(1);
        QTest::newRow("lag 60 s") << qint64(60'000);
    }
    void beforeAndAfterDue()
    {
        QFETCH(qint64, lagMs);
        lagged(*m_ws, lagMs);
        putG(*m_ws, u"USER#1"_s);
        QCOMPARE(onGsi(api()), QStringList());
        const qint64 due = firstDue(api());
        QVERIFY2(due >= 1 && due <= lagMs, qPrintable(QString::number(due)));
        QCOMPARE(pending(api()), QStringList{u"GSI1 APPEAR USER#1 @%1"_s.arg(due)});
        // ByStatus is sparse: the item lacks `status`, so nothing is pending there.
        QCOMPARE(pending(api(), u"ByStatus"_s), QStringList());
        const QJsonObject strong =
            m_ws->ok(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s},
                                               {u"Key"_s, userKey(u"USER#1"_s)},
                                               {u"ConsistentRead"_s, true}});
        QVERIFY(strong.contains(u"Item"_s));
        at(engine(), kT0 + due - 1);
        QCOMPARE(onGsi(api()), QStringList());
        at(engine(), kT0 + due);
        QCOMPARE(onGsi(api()), QStringList{u"USER#1"_s});
        QCOMPARE(pending(api()), QStringList());
        QCOMPARE(engine().verify(), QStringList());
    }

    void lagZeroIsAsBefore()
    {
        m_ws->ok(u"UpdateConsistencySettings"_s, QJsonObject{{u"RealisticConsistency"_s, true},
                                                             {u"StaleReadShare"_s, 0.0},
                                                             {u"GsiLagMillis"_s, 0}});
        putG(*m_ws, u"USER#1"_s);
        QCOMPARE(onGsi(api()), QStringList{u"USER#1"_s});
        QCOMPARE(pending(api()), QStringList());
    }

    // Realistic consistency off (the default): nothing lags, whatever GsiLagMillis says.
    void offIsAsBefore()
    {
        QCOMPARE(m_ws->ok(u"DescribeConsistencySettings"_s, "{}")[u"GsiLagMillis"_s].toInteger(),
                 500);
        putG(*m_ws, u"USER#1"_s);
        QCOMPARE(onGsi(api()), QStringList{u"USER#1"_s});
        QCOMPARE(pending(api()), QStringList());
    }

    // Two writes to one item within the lag: the second never applies before the first, so the
    // index ends as the last write left the item, and passes through the first's state.
    void oneItemInOrder()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s, u"G"_s);
        at(engine(), kT0 + 1);
        putG(*m_ws, u"USER#1"_s, u"H"_s);
        const QStringList entries = pending(api());
        QCOMPARE(entries.size(), 2);
        QVERIFY2(entries.at(0).startsWith(u"GSI1 APPEAR USER#1"_s), qPrintable(entries.at(0)));
        QVERIFY2(entries.at(1).startsWith(u"GSI1 MOVE USER#1"_s), qPrintable(entries.at(1)));
        const qint64 firstDueMs = entries.at(0).section(u'@', 1).toLongLong();
        const qint64 secondDueMs = entries.at(1).section(u'@', 1).toLongLong();
        QVERIFY(firstDueMs <= secondDueMs);
        QCOMPARE(engine().verify(), QStringList());
        at(engine(), kT0 + firstDueMs);
        if (firstDueMs < secondDueMs) {
            QCOMPARE(onGsi(api(), u"G"_s), QStringList{u"USER#1"_s});
            QCOMPARE(onGsi(api(), u"H"_s), QStringList());
        }
        at(engine(), kT0 + secondDueMs);
        QCOMPARE(onGsi(api(), u"G"_s), QStringList());
        QCOMPARE(onGsi(api(), u"H"_s), QStringList{u"USER#1"_s});
        QCOMPARE(engine().verify(), QStringList());
    }

    // What each write leaves pending: a new item appears, a deleted one leaves, a changed index
    // key moves, a changed projected attribute updates in place, a change the index does not
    // project leaves it alone.
    void changes_data()
    {
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("expected");
        QTest::newRow("delete") << u"delete"_s << u"GSI1 LEAVE USER#1"_s;
        QTest::newRow("index key changed") << u"H"_s << u"GSI1 MOVE USER#1"_s;
        QTest::newRow("index key removed") << u"remove"_s << u"GSI1 LEAVE USER#1"_s;
        QTest::newRow("projected attribute") << u"email"_s << u"ByStatus UPDATE USER#1"_s;
        QTest::newRow("unprojected attribute") << u"shelf"_s << QString();
    }
    void changes()
    {
        QFETCH(QString, second);
        QFETCH(QString, expected);
        lagged(*m_ws, 500);
        QVERIFY(m_ws->ok(u"PutItem"_s, json(R"({"TableName": "Users", "Item": {
            "PK": {"S": "USER#1"}, "SK": {"S": "A"}, "GSI1PK": {"S": "G"},
            "status": {"S": "ON_LOAN"}, "n": {"N": "1"}}})"))
                    .isEmpty());
        at(engine(), kT0 + 1000);
        QCOMPARE(pending(api()), QStringList());
        const QJsonObject table{{u"TableName"_s, u"Users"_s}, {u"Key"_s, userKey(u"USER#1"_s)}};
        QJsonObject update = table;
        if (second == u"delete"_s) {
            m_ws->ok(u"DeleteItem"_s, table);
        } else {
            if (second == u"H"_s)
                update.insert(u"UpdateExpression"_s, u"SET GSI1PK = :v"_s);
            else if (second == u"remove"_s)
                update.insert(u"UpdateExpression"_s, u"REMOVE GSI1PK"_s);
            else
                update.insert(u"UpdateExpression"_s, u"SET %1 = :v"_s.arg(second));
            if (second != u"remove"_s)
                update.insert(u"ExpressionAttributeValues"_s,
                              QJsonObject{{u":v"_s, QJsonObject{{u"S"_s, u"H"_s}}}});
            m_ws->ok(u"UpdateItem"_s, update);
        }
        QStringList got = pending(api());
        for (QString &entry : got)
            entry = entry.section(u" @"_s, 0, 0);
        if (second == u"delete"_s) // the delete leaves both GSIs
            QCOMPARE(got, (QStringList{u"GSI1 LEAVE USER#1"_s, u"ByStatus LEAVE USER#1"_s}));
        else
            QCOMPARE(got, expected.isEmpty() ? QStringList() : QStringList{expected});
        // Until it applies, the GSI Query still finds the item under G (but for a change GSI1
        // does not see).
        QCOMPARE(onGsi(api()), QStringList{u"USER#1"_s});
        QCOMPARE(engine().verify(), QStringList());
        at(engine(), kT0 + 2000);
        QCOMPARE(pending(api()), QStringList());
        const bool leavesG = second == u"delete"_s || second == u"H"_s || second == u"remove"_s;
        QCOMPARE(onGsi(api()), leavesG ? QStringList() : QStringList{u"USER#1"_s});
        QCOMPARE(engine().verify(), QStringList());
    }

    // The same seed and writes draw the same dues; another seed draws others.
    void determinism()
    {
        const auto dues = [](qint64 seed) {
            TestWorkspace ws;
            at(ws.workspace().engine(), kT0);
            ws.ok(u"CreateTable"_s, lw::test::kUsersTable);
            lagged(ws, 500, seed);
            for (int i = 0; i < 20; ++i)
                putG(ws, u"USER#%1"_s.arg(i));
            return pending(ws.workspace().api());
        };
        const QStringList first = dues(1);
        QCOMPARE(first.size(), 20);
        QCOMPARE(dues(1), first);
        QVERIFY(dues(2) != first);
    }

    // A rewind applies what was pending and re-derives the indexes as of the time rewound to:
    // nothing is pending after it, and the index matches the table then.
    void rewindDropsPending_data()
    {
        QTest::addColumn<qint64>("rewindToMs");
        QTest::addColumn<QStringList>("indexed");
        QTest::newRow("before the write") << qint64(0) << QStringList();
        QTest::newRow("between write and due") << qint64(10) << QStringList{u"USER#1"_s};
    }
    void rewindDropsPending()
    {
        QFETCH(qint64, rewindToMs);
        QFETCH(QStringList, indexed);
        lagged(*m_ws, 60'000);
        at(engine(), kT0 + 5);
        putG(*m_ws, u"USER#1"_s);
        at(engine(), kT0 + 20);
        QCOMPARE(pending(api()).size(), 1);
        QVERIFY(engine().rewind(kT0 + rewindToMs));
        QCOMPARE(pending(api()), QStringList());
        QCOMPARE(onGsi(api()), indexed);
        QCOMPARE(engine().verify(), QStringList());
    }

    // The queue is the workspace's: reopened, it applies the same entry at the same time.
    void reopenKeepsPending()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        const QStringList before = pending(api());
        const qint64 due = firstDue(api());
        const QString dir = m_ws->path();
        m_ws->close();
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        QCOMPARE(pending((*reopened)->api()), before);
        QCOMPARE(onGsi((*reopened)->api()), QStringList());
        at((*reopened)->engine(), kT0 + due);
        QCOMPARE(onGsi((*reopened)->api()), QStringList{u"USER#1"_s});
    }

    // A bundle carries the queue: the imported workspace verifies, and applies the same.
    void bundleKeepsPending()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        putG(*m_ws, u"USER#2"_s);
        const QStringList before = pending(api());
        QCOMPARE(before.size(), 2);
        QTemporaryDir root;
        const QString zip = root.filePath(u"lag.zip"_s);
        QVERIFY(bundle::exportBundle(m_ws->workspace(), zip));
        const QString imported = root.filePath(u"imported"_s);
        const Status done = bundle::importBundle(zip, imported);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        auto workspace = Workspace::open(imported);
        QVERIFY(workspace);
        QCOMPARE((*workspace)->engine().verify(), QStringList());
        QCOMPARE(pending((*workspace)->api()), before);
        at((*workspace)->engine(), kT0 + 500);
        QCOMPARE(onGsi((*workspace)->api()), (QStringList{u"USER#1"_s, u"USER#2"_s}));
    }

    // verify accepts an index that pending entries explain, and finds a lost one.
    void verifyWithPending()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        QCOMPARE(engine().verify(), QStringList());
        const QString dir = m_ws->path();
        m_ws->close();
        {
            // Lose the queue: the index now lacks an entry nothing explains.
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            QVERIFY(env);
            auto txn = storage::Txn::beginWrite(*env);
            QVERIFY(txn);
            auto meta = storage::Dbi::open(*txn, "meta");
            QVERIFY(meta);
            QList<QByteArray> queued;
            auto cursor = storage::Cursor::open(*txn, *meta);
            QVERIFY(cursor);
            for (auto found = cursor->seek("gsilag."); found && *found; found = cursor->next())
                if (cursor->key().startsWith("gsilag."))
                    queued << cursor->key().toByteArray();
            *cursor = storage::Cursor();
            QCOMPARE(queued.size(), 2); // the change and the item's pointer to it
            for (const QByteArray &key : std::as_const(queued))
                QVERIFY(storage::del(*txn, *meta, key));
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        const QStringList problems = (*reopened)->engine().verify();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(u"table Users index GSI1: entry missing for key"_s),
                 qPrintable(problems.first()));
    }

    // Settings stored before the lag existed (record version 1) read as no lag: the workspace
    // reads as it did when it was made.
    void versionOneSettingsHaveNoLag()
    {
        const QString dir = m_ws->path();
        m_ws->close();
        {
            auto env = storage::Env::open(dir, storage::EnvOptions{});
            QVERIFY(env);
            auto txn = storage::Txn::beginWrite(*env);
            QVERIFY(txn);
            auto meta = storage::Dbi::open(*txn, "meta");
            QVERIFY(meta);
            // "LWRC" v1: realistic, a 1,000 ms window, no stale reads, seed 1 (readconsistency.h).
            const QByteArray v1 = QByteArray::fromHex("4c575243"
                                                      "0001"
                                                      "01"
                                                      "00000000000003e8"
                                                      "00000000"
                                                      "0000000000000001");
            QVERIFY(storage::put(*txn, *meta, "consistency.settings", v1));
            QVERIFY(txn->commit());
        }
        auto reopened = Workspace::open(dir);
        QVERIFY(reopened);
        auto described = (*reopened)->api().call(u"DescribeConsistencySettings"_s, {});
        QVERIFY(described);
        QCOMPARE(*described, json(R"({"RealisticConsistency": "ENABLED", "PropagationMillis": 1000,
            "StaleReadShare": 0, "Seed": 1, "GsiLagMillis": 0})"));
        QVERIFY((*reopened)->api().call(u"PutItem"_s, json(R"({"TableName": "Users", "Item": {
            "PK": {"S": "USER#1"}, "SK": {"S": "A"}, "GSI1PK": {"S": "G"}}})")));
        QCOMPARE(onGsi((*reopened)->api()), QStringList{u"USER#1"_s});
        QCOMPARE(pending((*reopened)->api()), QStringList());
    }

    // Turning the lag off applies what is pending at once, so no later write overtakes it.
    void lagOffApplies()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        QCOMPARE(onGsi(api()), QStringList());
        m_ws->ok(u"UpdateConsistencySettings"_s,
                 QJsonObject{{u"GsiLagMillis"_s, 0}, {u"StaleReadShare"_s, 0.0}});
        QCOMPARE(pending(api()), QStringList());
        QCOMPARE(onGsi(api()), QStringList{u"USER#1"_s});
        putG(*m_ws, u"USER#1"_s, u"H"_s);
        QCOMPARE(onGsi(api(), u"H"_s), QStringList{u"USER#1"_s});
        QCOMPARE(engine().verify(), QStringList());
    }

    // DeleteTable drops its pending entries; a deleted GSI's entries never apply.
    void droppedWithTheTable()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        m_ws->ok(u"DeleteTable"_s, QJsonObject{{u"TableName"_s, u"Users"_s}});
        m_ws->ok(u"CreateTable"_s, lw::test::kUsersTable);
        QCOMPARE(pending(api()), QStringList());
        at(engine(), kT0 + 1000);
        QCOMPARE(onGsi(api()), QStringList());
        QCOMPARE(engine().verify(), QStringList());
    }

    void droppedWithTheIndex()
    {
        lagged(*m_ws, 500);
        putG(*m_ws, u"USER#1"_s);
        m_ws->ok(u"UpdateTable"_s, json(R"({"TableName": "Users",
            "GlobalSecondaryIndexUpdates": [{"Delete": {"IndexName": "GSI1"}}]})"));
        QCOMPARE(pending(api()), QStringList());
        QCOMPARE(engine().verify(), QStringList());
        at(engine(), kT0 + 1000);
        QCOMPARE(engine().verify(), QStringList());
    }

    void errors_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative lag")
            << u"UpdateConsistencySettings"_s << uR"({"GsiLagMillis": -1})"_s
            << u"ValidationException"_s << u"GsiLagMillis must be from 0 to 60000: -1"_s;
        QTest::newRow("lag above a minute")
            << u"UpdateConsistencySettings"_s << uR"({"GsiLagMillis": 60001})"_s
            << u"ValidationException"_s << u"GsiLagMillis must be from 0 to 60000: 60001"_s;
        QTest::newRow("lag as text")
            << u"UpdateConsistencySettings"_s << uR"({"GsiLagMillis": "500"})"_s
            << u"SerializationException"_s << u"Unexpected value type in payload: GsiLagMillis"_s;
        QTest::newRow("unknown table")
            << u"DescribeIndexPropagation"_s << uR"({"TableName": "Nope"})"_s
            << u"ResourceNotFoundException"_s << u"Requested resource not found"_s;
        QTest::newRow("unknown index")
            << u"DescribeIndexPropagation"_s << uR"({"TableName": "Users", "IndexName": "X"})"_s
            << u"ValidationException"_s << u"The table does not have the specified index: X"_s;
        QTest::newRow("a local index")
            << u"DescribeIndexPropagation"_s << uR"({"TableName": "Users", "IndexName": "ByN"})"_s
            << u"ValidationException"_s << u"The table does not have the specified index: ByN"_s;
        QTest::newRow("index as number")
            << u"DescribeIndexPropagation"_s << uR"({"TableName": "Users", "IndexName": 1})"_s
            << u"SerializationException"_s << u"Unexpected value type in payload: IndexName"_s;
    }
    void errors()
    {
        QFETCH(QString, action);
        QFETCH(QString, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        auto refused = m_ws->call(action, json(request.toUtf8().constData()));
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), type);
        QCOMPARE(refused.error().message, message);
        QCOMPARE(m_ws->ok(u"DescribeConsistencySettings"_s, "{}")[u"GsiLagMillis"_s].toInteger(),
                 500);
    }

private:
    Engine &engine() { return m_ws->workspace().engine(); }
    Api &api() { return m_ws->workspace().api(); }

    std::unique_ptr<TestWorkspace> m_ws;
};

QTEST_GUILESS_MAIN(TestGsiLag)
#include "tst_gsilag.moc"
