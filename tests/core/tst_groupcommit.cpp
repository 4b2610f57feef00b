// The engine's group commit (Engine::SyncDeferral, commitGroup), which the endpoint's answers
// rest on (server/dynamoserver.h): one LMDB transaction per group, each call nested in it.
// tst_powerloss checks what a power cut leaves of it; this checks what calls see.
#include "api/api.h"
#include "check.h"
#include "engine/engine.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

const char *kTable = R"({"TableName": "group", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]})";

QJsonObject put(const QString &key, int bytes = 10)
{
    return QJsonObject{
        {u"TableName"_s, u"group"_s},
        {u"Item"_s, QJsonObject{{u"pk"_s, QJsonObject{{u"S"_s, key}}},
                                {u"pad"_s, QJsonObject{{u"S"_s, QString(bytes, u'x')}}}}}};
}

QJsonObject key(const QString &key)
{
    return QJsonObject{{u"TableName"_s, u"group"_s},
                       {u"Key"_s, QJsonObject{{u"pk"_s, QJsonObject{{u"S"_s, key}}}}},
                       {u"ConsistentRead"_s, true}};
}

// An engine on `dir`; null, with the running test failed, when it does not open.
std::unique_ptr<lw::Engine> openEngine(const QString &dir, qint64 mapSize = qint64(64) << 20)
{
    lw::EngineOptions options;
    options.initialMapSize = mapSize;
    auto engine = lw::Engine::open(dir, options, [] { return qint64(1'700'000'000'000); });
    if (!lw::test::setUp(u"cannot open "_s + dir, engine))
        return nullptr;
    return std::move(*engine);
}

bool has(lw::Api &api, const QString &name)
{
    const auto got = api.call(u"GetItem", key(name));
    return got && got->contains(u"Item"_s);
}

} // namespace

class TestGroupCommit : public QObject
{
    Q_OBJECT
private slots:
    void callsOfAGroupSeeEachOtherAndCommitOnce();
    void aFailedCallDropsOnlyItsOwnWrites();
    void outsideADeferralTheGroupIsCommittedFirst();
    void aMapFillingUpWhileServingKeepsEveryCall();
};

void TestGroupCommit::callsOfAGroupSeeEachOtherAndCommitOnce()
{
    QTemporaryDir dir;
    auto engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api api(*engine);
    QVERIFY(api.call(u"CreateTable", json(kTable)));
    const size_t before = engine->lastCommitted();
    for (const QString &name : {u"a"_s, u"b"_s, u"c"_s}) {
        const lw::Engine::SyncDeferral deferral(*engine);
        QVERIFY(api.call(u"PutItem", put(name)));
        QVERIFY2(has(api, u"a"_s), "a call must see the group's earlier calls");
    }
    QCOMPARE(engine->lastCommitted(), before); // nothing committed until the group is
    QVERIFY(engine->commitGroup());
    QCOMPARE(engine->lastCommitted(), before + 1); // one commit for three calls
    engine.reset();
    engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api reopened(*engine);
    for (const QString &name : {u"a"_s, u"b"_s, u"c"_s})
        QVERIFY2(has(reopened, name), qPrintable(name));
    QCOMPARE(engine->verify(), QStringList());
}

void TestGroupCommit::aFailedCallDropsOnlyItsOwnWrites()
{
    QTemporaryDir dir;
    auto engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api api(*engine);
    QVERIFY(api.call(u"CreateTable", json(kTable)));
    {
        const lw::Engine::SyncDeferral deferral(*engine);
        QVERIFY(api.call(u"PutItem", put(u"a"_s)));
        QJsonObject conditional = put(u"b"_s);
        conditional.insert(u"ConditionExpression"_s, u"attribute_exists(pk)"_s);
        const auto refused = api.call(u"PutItem", conditional);
        QVERIFY(!refused);
        QCOMPARE(refused.error().type, lw::ErrorType::ConditionalCheckFailed);
        QVERIFY(api.call(u"PutItem", put(u"c"_s)));
    }
    QVERIFY(engine->commitGroup());
    engine.reset();
    engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api reopened(*engine);
    QVERIFY(has(reopened, u"a"_s));
    QVERIFY(!has(reopened, u"b"_s));
    QVERIFY(has(reopened, u"c"_s));
    QCOMPARE(engine->verify(), QStringList());
}

void TestGroupCommit::outsideADeferralTheGroupIsCommittedFirst()
{
    QTemporaryDir dir;
    auto engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api api(*engine);
    QVERIFY(api.call(u"CreateTable", json(kTable)));
    const size_t before = engine->lastCommitted();
    {
        const lw::Engine::SyncDeferral deferral(*engine);
        QVERIFY(api.call(u"PutItem", put(u"a"_s)));
    }
    // A read outside (the window's panes) commits the group and sees it.
    QVERIFY(has(api, u"a"_s));
    QCOMPARE(engine->lastCommitted(), before + 1);
    {
        const lw::Engine::SyncDeferral deferral(*engine);
        QVERIFY(api.call(u"PutItem", put(u"b"_s)));
    }
    // A write outside (the live clock, the window's edits) commits the group, then itself.
    QVERIFY(api.call(u"PutItem", put(u"c"_s)));
    QCOMPARE(engine->lastCommitted(), before + 3);
    QVERIFY(engine->commitGroup()); // nothing left to commit
    QCOMPARE(engine->lastCommitted(), before + 3);
}

void TestGroupCommit::aMapFillingUpWhileServingKeepsEveryCall()
{
    QTemporaryDir dir;
    auto engine = openEngine(dir.path(), 256 * 1024); // far too small for what follows
    QVERIFY(engine);
    lw::Api api(*engine);
    QVERIFY(api.call(u"CreateTable", json(kTable)));
    const qint64 mapBefore = engine->mapSizeBytes();
    // As the endpoint runs them: a group of ten calls, committed, then the next.
    for (int i = 0; i < 200; ++i) {
        {
            const lw::Engine::SyncDeferral deferral(*engine);
            const auto written = api.call(u"PutItem", put(u"k%1"_s.arg(i), 4000));
            QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
            QVERIFY(has(api, u"k%1"_s.arg(i - i % 10)));
        }
        if (i % 10 == 9)
            QVERIFY(engine->commitGroup());
    }
    QVERIFY(engine->mapSizeBytes() > mapBefore);
    engine.reset();
    engine = openEngine(dir.path());
    QVERIFY(engine);
    lw::Api reopened(*engine);
    for (int i = 0; i < 200; ++i)
        QVERIFY2(has(reopened, u"k%1"_s.arg(i)), qPrintable(QString::number(i)));
    QCOMPARE(engine->verify(), QStringList());
}

QTEST_GUILESS_MAIN(TestGroupCommit)
#include "tst_groupcommit.moc"
