// Storage guarantees: the map grows instead of failing, a workspace in use is refused with a
// clear message, committed data survives reopening, and the clock is read once at creation; a
// throwaway workspace (`lwb serve --in-memory`) works as any other and leaves nothing behind; a
// durable data file is kept written ahead of the pages in use (zeros), an unsynced one is not.
#include "engine/engine.h"
#include "storage/lmdb.h"
#include "testworkspace.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <sys/time.h>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestStorage : public QObject
{
    Q_OBJECT

private slots:
    void mapGrowsWhenFull();
    void updateTableRetriesWhenMapFills();
    void secondOpenIsRefused();
    void aDeletedLockFileStillHoldsTheWorkspace();
    void reopenKeepsEverything();
    void throwawayWorkspaceGoesWhenClosed();
    void abandonedThrowawaysAreRemoved();
    void theDataFileIsWrittenAheadOfItsPages();
};

void TestStorage::mapGrowsWhenFull()
{
    QTemporaryDir dir;
    lw::EngineOptions options;
    options.initialMapSize = 256 * 1024; // far too small for what follows
    auto engine = lw::Engine::open(dir.path(), options, [] { return qint64(1'700'000'000'000); });
    QVERIFY2(engine, qPrintable(engine ? QString() : engine.error().message));
    lw::Api api(**engine);
    QVERIFY(api.call(u"CreateTable"_s, json(kUsersTable)));
    const qint64 before = (*engine)->mapSizeBytes();
    const QString payload(50 * 1024, u'p');
    for (int i = 0; i < 60; ++i) {
        auto put = api.call(
            u"PutItem"_s,
            QJsonObject{{u"TableName"_s, u"Users"_s},
                        {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"k%1"_s.arg(i)}}},
                                                {u"SK"_s, QJsonObject{{u"S"_s, u"s"_s}}},
                                                {u"GSI1PK"_s, QJsonObject{{u"S"_s, u"g"_s}}},
                                                {u"blob"_s, QJsonObject{{u"S"_s, payload}}}}}});
        QVERIFY2(put, qPrintable(put ? QString() : put.error().message));
    }
    QVERIFY((*engine)->mapSizeBytes() >= 8 * before);
    auto scan = api.call(u"Scan"_s, json(R"({"TableName":"Users"})"));
    QVERIFY(scan);
    // A page stops once 1 MB is evaluated: 20 items of ~51,220 bytes are 1,024,400, the 21st
    // crosses.
    QCOMPARE(scan->value(u"ScannedCount"_s).toInt(), 21);
    QCOMPARE((*engine)->verify(), QStringList());
}

void TestStorage::updateTableRetriesWhenMapFills()
{
    // Backfilling a new GSI fills the map mid-transaction: the whole UpdateTable runs again on a
    // larger map, and must do exactly what one run would have done.
    QTemporaryDir dir;
    lw::EngineOptions options;
    options.initialMapSize = 512 * 1024;
    auto engine = lw::Engine::open(dir.path(), options, [] { return qint64(1'700'000'000'000); });
    QVERIFY(engine);
    lw::Api api(**engine);
    QVERIFY(api.call(u"CreateTable"_s, json(kUsersTable)));
    // Put items until the map has just grown: it is then about half full (the items and their
    // history versions), and three new ALL-projection indexes copying every item cannot fit.
    const QString payload(60 * 1024, u'p');
    const qint64 initial = (*engine)->mapSizeBytes();
    int count = 0;
    while ((*engine)->mapSizeBytes() == initial) {
        QVERIFY(
            api.call(u"PutItem"_s,
                     QJsonObject{{u"TableName"_s, u"Users"_s},
                                 {u"Item"_s,
                                  QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"k%1"_s.arg(count)}}},
                                              {u"SK"_s, QJsonObject{{u"S"_s, u"s"_s}}},
                                              {u"blob"_s, QJsonObject{{u"S"_s, payload}}}}}}));
        ++count;
    }
    const qint64 before = (*engine)->mapSizeBytes();
    auto updated = api.call(u"UpdateTable"_s, json(R"({"TableName":"Users",
        "AttributeDefinitions":[{"AttributeName":"SK","AttributeType":"S"}],
        "GlobalSecondaryIndexUpdates":[
          {"Delete":{"IndexName":"GSI1"}},
          {"Create":{"IndexName":"BySK","KeySchema":[{"AttributeName":"SK","KeyType":"HASH"}],
                     "Projection":{"ProjectionType":"ALL"}}},
          {"Create":{"IndexName":"BySK2","KeySchema":[{"AttributeName":"SK","KeyType":"HASH"}],
                     "Projection":{"ProjectionType":"ALL"}}},
          {"Create":{"IndexName":"BySK3","KeySchema":[{"AttributeName":"SK","KeyType":"HASH"}],
                     "Projection":{"ProjectionType":"ALL"}}}]})"));
    QVERIFY2(updated, qPrintable(updated ? QString() : updated.error().message));
    QVERIFY((*engine)->mapSizeBytes() > before);
    auto table = (*engine)->table(u"Users"_s);
    QVERIFY(table && table->index(u"BySK"_s) && !table->index(u"GSI1"_s));
    auto scan = api.call(u"Scan"_s, json(R"({"TableName":"Users","IndexName":"BySK"})"));
    QVERIFY(scan);
    QCOMPARE(scan->value(u"Count"_s).toInt(), count);
    QCOMPARE((*engine)->verify(), QStringList());
}

void TestStorage::secondOpenIsRefused()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    auto second = lw::Workspace::open(ws.path());
    QVERIFY(!second);
    QCOMPARE(second.error().type, lw::ErrorType::ResourceInUse);
    QVERIFY2(second.error().message.startsWith(u"Workspace "_s + QDir(ws.path()).absolutePath() +
                                               u" is in use by another process (pid "_s),
             qPrintable(second.error().message));
    // The first workspace is unaffected.
    QCOMPARE(ws.ok(u"ListTables"_s, "{}").value(u"TableNames"_s).toArray().size(), 1);
    // Once closed, the folder opens again.
    const QString path = ws.path();
    ws.close();
    QVERIFY(lw::Workspace::open(path));
}

void TestStorage::aDeletedLockFileStillHoldsTheWorkspace()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kUsersTable);
    // A stray rm of the files an owner keeps open: the folder itself stays held.
    QVERIFY(QFile::remove(ws.path() + u"/workspace.lock"_s));
    auto second = lw::Workspace::open(ws.path());
    QVERIFY(!second);
    QCOMPARE(second.error().type, lw::ErrorType::ResourceInUse);
    QVERIFY2(second.error().message.contains(u" is in use by another process (pid "_s),
             qPrintable(second.error().message));
    const QString path = ws.path();
    ws.close();
    auto reopened = lw::Workspace::open(path);
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().message));
    QVERIFY(QFile::exists(path + u"/workspace.lock"_s));
}

void TestStorage::reopenKeepsEverything()
{
    QTemporaryDir dir;
    qint64 clockReads = 0;
    auto wallClock = [&] {
        ++clockReads;
        return qint64(1'792'496'917'000);
    };
    {
        auto engine = lw::Engine::open(dir.path(), {}, wallClock);
        QVERIFY(engine);
        lw::Api api(**engine);
        QVERIFY(api.call(u"CreateTable"_s, json(kUsersTable)));
        QVERIFY(api.call(
            u"PutItem"_s,
            json(
                R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"},"n":{"N":"-1e-130"}}})")));
        QCOMPARE((*engine)->nowMs(), qint64(1'792'496'917'000));
    }
    auto engine = lw::Engine::open(dir.path(), {}, [] { return qint64(0); });
    QVERIFY(engine);
    QCOMPARE(clockReads, qint64(1));
    // The stored clock wins over whatever the wall clock says now.
    QCOMPARE((*engine)->nowMs(), qint64(1'792'496'917'000));
    lw::Api api(**engine);
    auto got = api.call(u"GetItem"_s,
                        json(R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}}})"));
    QVERIFY(got);
    QCOMPARE(got->value(u"Item"_s)[u"n"_s][u"N"_s].toString(),
             u"-0."_s + QString(129, u'0') + u'1');
    auto table = api.call(u"DescribeTable"_s, json(R"({"TableName":"Users"})"));
    QVERIFY(table);
    QCOMPARE(table->value(u"Table"_s)[u"CreationDateTime"_s].toDouble(), 1'792'496'917.0);
    QCOMPARE((*engine)->verify(), QStringList());
}

namespace {

// Sets the folder's modification time `seconds` into the past.
bool age(const QString &path, int seconds)
{
    timeval times[2] = {};
    gettimeofday(&times[0], nullptr);
    times[0].tv_sec -= seconds;
    times[1] = times[0];
    return ::utimes(QFile::encodeName(path).constData(), times) == 0;
}

} // namespace

void TestStorage::throwawayWorkspaceGoesWhenClosed()
{
    auto opened = lw::Workspace::openThrowaway();
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    std::unique_ptr<lw::Workspace> ws = std::move(*opened);
    QVERIFY(ws->isThrowaway());
    const QString dir = ws->dir();
    if (QFileInfo(u"/dev/shm"_s).isWritable())
        QVERIFY2(dir.startsWith(u"/dev/shm/lwb-in-memory-"_s), qPrintable(dir));
    QVERIFY(QFile::exists(dir + u"/data.mdb"_s));
    // A second process cannot take it over while it is open.
    QCOMPARE(lw::Workspace::open(dir).error().type, lw::ErrorType::ResourceInUse);

    lw::Api &api = ws->api();
    QVERIFY(api.call(u"CreateTable"_s, json(kUsersTable)));
    QVERIFY(api.call(u"PutItem"_s,
                     json(R"({"TableName":"Users","Item":{"PK":{"S":"a"},"SK":{"S":"1"}}})")));
    const auto got = api.call(
        u"GetItem"_s, json(R"({"TableName":"Users","Key":{"PK":{"S":"a"},"SK":{"S":"1"}}})"));
    QVERIFY(got && got->contains(u"Item"_s));
    QVERIFY(ws->engine().syncData()); // asks nothing of the disk, and succeeds
    QCOMPARE(ws->engine().verify(), QStringList());
    ws.reset();
    QVERIFY2(!QFileInfo::exists(dir), qPrintable(dir));
}

void TestStorage::abandonedThrowawaysAreRemoved()
{
    // A server killed with SIGKILL leaves its folder: the next throwaway removes it, but not one
    // that is still open, nor one just made (its server may not have locked it yet).
    auto first = lw::Workspace::openThrowaway();
    QVERIFY(first);
    const QString held = (*first)->dir();
    const QString parent = QFileInfo(held).path();
    const QString abandoned = parent + u"/lwb-in-memory-abandoned-test"_s;
    const QString fresh = parent + u"/lwb-in-memory-fresh-test"_s;
    QVERIFY(QDir().mkpath(abandoned) && QDir().mkpath(fresh));
    QFile leftover(abandoned + u"/data.mdb"_s);
    QVERIFY(leftover.open(QIODevice::WriteOnly));
    leftover.close();
    QVERIFY(age(abandoned, 120) && age(held, 120));

    auto second = lw::Workspace::openThrowaway();
    QVERIFY(second);
    QVERIFY(!QFileInfo::exists(abandoned));
    QVERIFY(QFileInfo::exists(held + u"/data.mdb"_s));
    QVERIFY(QFileInfo::exists(fresh));
    QVERIFY(QDir(fresh).removeRecursively());
}

QTEST_GUILESS_MAIN(TestStorage)
#include "tst_storage.moc"

namespace {

// Commits `count` values of 8 KB under new keys.
void putValues(const lw::storage::Env &env, int from, int count)
{
    auto txn = lw::storage::Txn::beginWrite(env);
    QVERIFY(txn);
    auto dbi = lw::storage::Dbi::open(*txn, "values");
    QVERIFY(dbi);
    const QByteArray value(8 * 1024, 'v');
    for (int i = from; i < from + count; ++i)
        QVERIFY(lw::storage::put(*txn, *dbi, QByteArray::number(100000 + i), value));
    QVERIFY(txn->commit());
}

} // namespace

void TestStorage::theDataFileIsWrittenAheadOfItsPages()
{
    for (const lw::Durability durability : {lw::Durability::Full, lw::Durability::NoSync}) {
        QTemporaryDir dir;
        lw::storage::EnvOptions options;
        options.durability = durability;
        auto env = lw::storage::Env::open(dir.path(), options);
        QVERIFY(env);
        QFile file(dir.filePath(u"data.mdb"_s));
        for (int round = 0; round < 3; ++round) {
            putValues(*env, round * 200, 200); // 1.6 MB and more each round
            env->writeAhead();
            const qint64 used = env->usedSize();
            if (durability != lw::Durability::Full) {
                QCOMPARE(file.size(), used); // nothing is written ahead of an unsynced file
                continue;
            }
            // Between half and all of an eighth of the used size (at least 1 MB) ahead.
            const qint64 ahead = std::max(used / 8, qint64(1) << 20);
            QVERIFY2(file.size() >= used + ahead / 2 && file.size() <= used + ahead,
                     qPrintable(u"%1 bytes used, file %2"_s.arg(used).arg(file.size())));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.seek(used));
            const QByteArray beyond = file.readAll();
            file.close();
            QCOMPARE(beyond.count('\0'), beyond.size());
        }
        // What LMDB wrote over the zeros is all there.
        auto txn = lw::storage::Txn::beginRead(*env);
        QVERIFY(txn);
        auto dbi = lw::storage::Dbi::open(*txn, "values");
        QVERIFY(dbi);
        for (int i = 0; i < 600; ++i) {
            auto value = lw::storage::get(*txn, *dbi, QByteArray::number(100000 + i));
            QVERIFY(value && *value);
            QCOMPARE((*value)->size(), 8 * 1024);
        }
    }
}
