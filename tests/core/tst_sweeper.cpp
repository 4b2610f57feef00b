// TTL and the sweeper: expired items stay readable until the sweeper
// deletes them after a lag drawn from a seeded distribution; deletes run in time order, each with
// its index removals and history; an item updated meanwhile is judged by its new value; "sweep
// now" deletes everything expired; the same steps give the same bytes however the clock moves.
#include "engine/engine.h"
#include "testworkspace.h"
#include "workspacedump.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000;

Item key(const QString &pk, const QString &sk)
{
    return {{u"PK"_s, AttributeValue::string(pk)}, {u"SK"_s, AttributeValue::string(sk)}};
}

// Users with TTL on expiresAt, ENABLED, under `sweeper`; the clock at kT0 + the settle time.
void setUp(TestWorkspace &ws, SweeperSettings::Preset preset)
{
    Engine &engine = ws.workspace().engine();
    QVERIFY(engine.setClock(kT0));
    SweeperSettings sweeper;
    sweeper.preset = preset;
    QVERIFY(engine.setSweeper(sweeper));
    ws.ok(u"CreateTable"_s, kUsersTable);
    QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
    QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
}

// PutItem of u1/<sk> with expiresAt (seconds) and a GSI1 key.
void putExpiring(TestWorkspace &ws, const QString &sk, const QJsonValue &expiresAt)
{
    QJsonObject item{{u"PK"_s, QJsonObject{{u"S"_s, u"u1"_s}}},
                     {u"SK"_s, QJsonObject{{u"S"_s, sk}}},
                     {u"GSI1PK"_s, QJsonObject{{u"S"_s, u"g"_s}}}};
    if (!expiresAt.isNull())
        item.insert(u"expiresAt"_s, expiresAt);
    auto put = ws.call(u"PutItem"_s, QJsonObject{{u"TableName"_s, u"Users"_s}, {u"Item"_s, item}});
    QVERIFY2(put, qPrintable(put ? QString() : put.error().message));
}

QJsonObject seconds(qint64 s)
{
    return {{u"N"_s, QString::number(s)}};
}

// Puts u1/s<i> expiring at expiresAt(i) seconds for i in [0, n), 25 to a BatchWriteItem.
void putMany(TestWorkspace &ws, int n, const std::function<qint64(int)> &expiresAt)
{
    for (int first = 0; first < n; first += 25) {
        QJsonArray requests;
        for (int i = first; i < std::min(n, first + 25); ++i)
            requests.append(QJsonObject{
                {u"PutRequest"_s,
                 QJsonObject{
                     {u"Item"_s,
                      QJsonObject{
                          {u"PK"_s, QJsonObject{{u"S"_s, u"u1"_s}}},
                          {u"SK"_s, QJsonObject{{u"S"_s, u"s%1"_s.arg(i, 4, 10, QChar(u'0'))}}},
                          {u"expiresAt"_s, seconds(expiresAt(i))}}}}}});
        auto written =
            ws.call(u"BatchWriteItem"_s,
                    QJsonObject{{u"RequestItems"_s, QJsonObject{{u"Users"_s, requests}}}});
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    }
}

// Why u1/<sk> never expires, as the engine says now.
ttl::NeverReason neverReason(TestWorkspace &ws, const QString &sk)
{
    Engine &engine = ws.workspace().engine();
    return engine.lifecycleAt(u"Users"_s, key(u"u1"_s, sk), engine.nowMs())->expiry.never;
}

int countIn(TestWorkspace &ws, const char *request)
{
    return ws.ok(u"Query"_s, request).value(u"Count"_s).toInt();
}

const char *kPartition = R"({"TableName":"Users","KeyConditionExpression":"PK = :p",
                             "ExpressionAttributeValues":{":p":{"S":"u1"}},"ConsistentRead":true})";
const char *kGsi =
    R"({"TableName":"Users","IndexName":"GSI1","KeyConditionExpression":"GSI1PK = :g",
                       "ExpressionAttributeValues":{":g":{"S":"g"}}})";

} // namespace

class TestSweeper : public QObject
{
    Q_OBJECT

private slots:
    void expiredItemsStayUntilSweptThenLeaveEveryIndex()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::AwsLike);
        Engine &engine = ws.workspace().engine();
        const qint64 expiry = kT0 / 1000 + 60;
        putExpiring(ws, u"old"_s, seconds(expiry));
        putExpiring(ws, u"forever"_s, QJsonValue());

        auto state = engine.lifecycleAt(u"Users"_s, key(u"u1"_s, u"old"_s), engine.nowMs());
        QCOMPARE(state->state, LifecycleState::Active);
        QVERIFY(state->sweepAtMs);
        const qint64 sweepAt = *state->sweepAtMs;
        QVERIFY(sweepAt > expiry * 1000 && sweepAt <= expiry * 1000 + 1 + 48 * kHour);

        // Expired, not yet deleted: every read still returns it, and it can be updated.
        QVERIFY(engine.advanceClock(expiry * 1000 + 1));
        QCOMPARE(engine.lifecycleAt(u"Users"_s, key(u"u1"_s, u"old"_s), engine.nowMs())->state,
                 LifecycleState::Expired);
        QCOMPARE(countIn(ws, kPartition), 2);
        QCOMPARE(countIn(ws, kGsi), 2);
        if (sweepAt > engine.nowMs() + 1) {
            QVERIFY(engine.advanceClock(sweepAt - 1));
            QCOMPARE(countIn(ws, kPartition), 2);
        }
        QVERIFY(engine.advanceClock(sweepAt));
        QCOMPARE(countIn(ws, kPartition), 1);
        QCOMPARE(countIn(ws, kGsi), 1);

        auto history = engine.itemHistory(u"Users"_s, key(u"u1"_s, u"old"_s));
        QCOMPARE(history->size(), 2);
        QCOMPARE(history->last().origin, Origin::Ttl);
        QCOMPARE(history->last().timeMs, sweepAt);
        QVERIFY(history->last().oldImage);
        auto after = engine.lifecycleAt(u"Users"_s, key(u"u1"_s, u"old"_s), engine.nowMs());
        QCOMPARE(after->state, LifecycleState::DeletedByTtl);
        QCOMPARE(after->sinceMs, sweepAt);
        QCOMPARE(engine.verify(), QStringList());

        auto lanes = engine.lifetimes(u"Users"_s);
        QCOMPARE(lanes->size(), 2);
        const Lifetime &immortal = lanes->at(0), &old = lanes->at(1);
        QCOMPARE(immortal.expiry.never, ttl::NeverReason::NoAttribute);
        QVERIFY(!immortal.deletedMs);
        QCOMPARE(*old.expiry.atMs, expiry * 1000 + 1);
        QCOMPARE(*old.deletedMs, sweepAt);
        QCOMPARE(old.deletedBy, Origin::Ttl);
        QCOMPARE(old.createdMs, kT0 + TimeToLiveSetting::kSettleMs);
    }

    void deletesRunInTimeOrderEachAtItsDueTime()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::AwsLike);
        Engine &engine = ws.workspace().engine();
        for (int i = 0; i < 40; ++i)
            putExpiring(ws, u"s%1"_s.arg(i), seconds(kT0 / 1000 + 60 + i * 7));
        QMap<QString, qint64> due;
        for (int i = 0; i < 40; ++i)
            due[u"s%1"_s.arg(i)] =
                *engine.lifecycleAt(u"Users"_s, key(u"u1"_s, u"s%1"_s.arg(i)), engine.nowMs())
                     ->sweepAtMs;
        QVERIFY(engine.advanceClock(kT0 + 3 * kDay));
        // In the order the deletes ran (their sequence numbers), their times only grow.
        QMap<qint64, qint64> timeBySeq;
        for (int i = 0; i < 40; ++i) {
            auto changes = engine.itemHistory(u"Users"_s, key(u"u1"_s, u"s%1"_s.arg(i)));
            QVERIFY(changes);
            const Change &deleted = changes->last();
            QCOMPARE(deleted.origin, Origin::Ttl);
            QCOMPARE(deleted.timeMs, due.value(u"s%1"_s.arg(i)));
            timeBySeq.insert(deleted.seq, deleted.timeMs);
        }
        const QList<qint64> times = timeBySeq.values();
        QCOMPARE(times.size(), 40);
        QVERIFY(std::is_sorted(times.begin(), times.end()));
        // AWS-like lags differ from item to item.
        QVERIFY(QSet<qint64>(times.begin(), times.end()).size() > 30);
        QCOMPARE(engine.verify(), QStringList());
    }

    void anItemUpdatedMeanwhileIsJudgedByItsNewValue()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::Instant);
        Engine &engine = ws.workspace().engine();
        const qint64 expiry = kT0 / 1000 + 60;
        putExpiring(ws, u"s"_s, seconds(expiry));
        QVERIFY(engine.advanceClock(expiry * 1000)); // not yet: value < now is false
        QCOMPARE(countIn(ws, kPartition), 1);
        // Extended by a day before the sweeper comes: survives the old due time.
        ws.ok(u"UpdateItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"s"}},
            "UpdateExpression":"SET expiresAt = expiresAt + :d",
            "ExpressionAttributeValues":{":d":{"N":"86400"}}})");
        QVERIFY(engine.advanceClock(expiry * 1000 + kHour));
        QCOMPARE(countIn(ws, kPartition), 1);
        QVERIFY(engine.advanceClock(expiry * 1000 + kDay + 1));
        QCOMPARE(countIn(ws, kPartition), 0);
        // Expired, then made a String: never deleted.
        putExpiring(ws, u"t"_s, seconds(engine.nowMs() / 1000 + 10));
        ws.ok(u"UpdateItem"_s, R"({"TableName":"Users","Key":{"PK":{"S":"u1"},"SK":{"S":"t"}},
            "UpdateExpression":"SET expiresAt = :s","ExpressionAttributeValues":{":s":{"S":"soon"}}})");
        QVERIFY(engine.advanceClock(engine.nowMs() + kDay));
        QCOMPARE(countIn(ws, kPartition), 1);
        QCOMPARE(neverReason(ws, u"t"_s), ttl::NeverReason::NotANumber);
        QCOMPARE(engine.verify(), QStringList());
    }

    void someItemsNeverExpireAndTheEngineSaysWhy()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::Instant);
        Engine &engine = ws.workspace().engine();
        putExpiring(ws, u"ms"_s, seconds(kT0 + 1000));                        // milliseconds
        putExpiring(ws, u"ancient"_s, seconds(kT0 / 1000 - 6 * 366 * 86400)); // > 5 years ago
        putExpiring(ws, u"text"_s, QJsonObject{{u"S"_s, QString::number(kT0 / 1000)}});
        putExpiring(ws, u"none"_s, QJsonValue());
        QVERIFY(engine.advanceClock(engine.nowMs() + 30 * kDay));
        QCOMPARE(countIn(ws, kPartition), 4);
        const QMap<QString, ttl::NeverReason> reasons = {
            {u"ms"_s, ttl::NeverReason::Milliseconds},
            {u"ancient"_s, ttl::NeverReason::MoreThanFiveYears},
            {u"text"_s, ttl::NeverReason::NotANumber},
            {u"none"_s, ttl::NeverReason::NoAttribute}};
        for (auto it = reasons.begin(); it != reasons.end(); ++it) {
            auto state = engine.lifecycleAt(u"Users"_s, key(u"u1"_s, it.key()), engine.nowMs());
            QCOMPARE(state->state, LifecycleState::Active);
            QCOMPARE(state->expiry.never, it.value());
            QVERIFY(!state->sweepAtMs);
        }
    }

    void sweepNowDeletesEverythingExpiredAtOnce()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::AwsLike);
        Engine &engine = ws.workspace().engine();
        const qint64 now = engine.nowMs() / 1000;
        for (int i = 0; i < 5; ++i)
            putExpiring(ws, u"gone%1"_s.arg(i), seconds(now - 10 - i)); // already expired
        putExpiring(ws, u"later"_s, seconds(now + 3600));
        auto swept = engine.sweepNow();
        QVERIFY(swept);
        QCOMPARE(*swept, 5);
        QCOMPARE(countIn(ws, kPartition), 1);
        auto history = engine.itemHistory(u"Users"_s, key(u"u1"_s, u"gone0"_s));
        QCOMPARE(history->last().origin, Origin::Ttl);
        QCOMPARE(history->last().timeMs, engine.nowMs());
        QCOMPARE(*engine.sweepNow(), 0);
        QCOMPARE(engine.verify(), QStringList());
    }

    void disablingTtlStopsTheSweeper()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::Instant);
        Engine &engine = ws.workspace().engine();
        putExpiring(ws, u"s"_s, seconds(kT0 / 1000 + 2 * 3600));
        QVERIFY(engine.advanceClock(kT0 + kHour + TimeToLiveSetting::kSettleMs)); // past cooldown
        QVERIFY(engine.updateTimeToLive(u"Users"_s, false, u"expiresAt"_s));
        QVERIFY(engine.advanceClock(kT0 + kDay));
        QCOMPARE(countIn(ws, kPartition), 1);
        QCOMPARE(neverReason(ws, u"s"_s), ttl::NeverReason::TtlDisabled);
        QCOMPARE(engine.verify(), QStringList());
    }

    void itemsExpiredWhileEnablingAreSweptOnceEnabled()
    {
        TestWorkspace ws;
        Engine &engine = ws.workspace().engine();
        QVERIFY(engine.setClock(kT0));
        QVERIFY(engine.setSweeper(SweeperSettings{SweeperSettings::Preset::Instant, 0, 0, 1}));
        ws.ok(u"CreateTable"_s, kUsersTable);
        putExpiring(ws, u"s"_s, seconds(kT0 / 1000 - 60));
        QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
        QCOMPARE(countIn(ws, kPartition), 1);
        QVERIFY(engine.advanceClock(kT0 + TimeToLiveSetting::kSettleMs));
        QCOMPARE(countIn(ws, kPartition), 0);
        QCOMPARE(engine.itemHistory(u"Users"_s, key(u"u1"_s, u"s"_s))->last().timeMs,
                 kT0 + TimeToLiveSetting::kSettleMs);
    }

    // The same steps and seed give the same bytes, whether the clock jumps 30 days at once or
    // walks there an hour at a time; another seed gives other deletion times.
    void determinism()
    {
        const auto run = [](int steps, quint64 seed) {
            TestWorkspace ws;
            Engine &engine = ws.workspace().engine();
            [&] {
                QVERIFY(engine.setClock(kT0));
                QVERIFY(engine.setSweeper(
                    SweeperSettings{SweeperSettings::Preset::AwsLike, 0, 0, seed}));
                ws.ok(u"CreateTable"_s, kUsersTable);
                QVERIFY(engine.updateTimeToLive(u"Users"_s, true, u"expiresAt"_s));
                putMany(ws, 200, [](int i) { return kT0 / 1000 + (i % 50) * 11'000 - 3600; });
                const qint64 end = kT0 + 30 * kDay;
                for (int i = 1; i <= steps; ++i)
                    QVERIFY(engine.advanceClock(kT0 + (end - kT0) * i / steps));
                QCOMPARE(engine.verify(), QStringList());
            }();
            ws.close();
            return dumpWorkspace(ws.path());
        };
        const QByteArray once = run(1, 7);
        QVERIFY(once.contains("# versions"));
        QCOMPARE(run(720, 7), once);
        QCOMPARE(run(1, 7), once);
        QVERIFY(run(1, 8) != once);
    }

    void progressReportsAndCanStop()
    {
        TestWorkspace ws;
        setUp(ws, SweeperSettings::Preset::Instant);
        Engine &engine = ws.workspace().engine();
        putMany(ws, 2500, [](int i) { return kT0 / 1000 + 10 + i; });
        qint64 reported = 0, reachedMs = 0;
        QVERIFY(engine.advanceClock(kT0 + kDay, [&](qint64 reached, qint64 events) {
            reported = events;
            reachedMs = reached;
            return false; // stop after the first batch
        }));
        QCOMPARE(reported, 1000);
        QCOMPARE(engine.nowMs(), reachedMs);
        QVERIFY(reachedMs < kT0 + kDay);
        QCOMPARE(countIn(ws, kPartition), 1500);
        QCOMPARE(engine.verify(), QStringList());
        QVERIFY(engine.advanceClock(kT0 + kDay));
        QCOMPARE(countIn(ws, kPartition), 0);
    }
};

QTEST_GUILESS_MAIN(TestSweeper)
#include "tst_sweeper.moc"
