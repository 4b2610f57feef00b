// The timeline's lifetimes model: every lane state and the sentence that explains it, then the
// model over a real workspace (TTL on, a fixed sweeper lag, the clock moved until items expire,
// are swept and are deleted by a user) checked row by row against the engine's own lifetimes.
#include "lifetimes.h"
#include "model/attributejson.h"
#include "timeline/lifetimesmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

QJsonObject S(const QString &text)
{
    return {{u"S"_s, text}};
}

QJsonObject N(qint64 number)
{
    return {{u"N"_s, QString::number(number)}};
}

// Epoch seconds, as a TTL attribute holds them.
QJsonObject seconds(qint64 ms)
{
    return N(ms / 1000);
}

} // namespace

class TestLifetimesModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // ---- Lane states -------------------------------------------------------------------------

    void states_data()
    {
        QTest::addColumn<LifetimeInfo>("lifetime");
        QTest::addColumn<QString>("ttlAttribute");
        QTest::addColumn<qint64>("at");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("explanation");
        const qint64 expires = kNoon + kHour, sweep = kNoon + 3 * kHour + 3 * kMinute + 12'000;
        LifetimeInfo pending = life(kNoon, expires);
        pending.sweepAtMs = sweep;
        const LifetimeInfo swept = deleted(life(kNoon, expires), sweep, Origin::Ttl);
        const auto row = [&](const char *name, const LifetimeInfo &l, qint64 at, LaneState state,
                             const QString &text, const QString &ttlAttribute = u"expiresAt"_s) {
            QTest::newRow(name) << l << ttlAttribute << at << int(state) << text;
        };
        row("before it is written", pending, kNoon - 1, LaneState::Absent,
            u"Not written yet: it is created at 2026-10-20 12:00:00 UTC"_s);
        row("written", pending, kNoon, LaneState::Active,
            u"Active: expires at 2026-10-20 13:00:00 UTC"_s);
        row("the ms it expires", pending, expires, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: the sweeper deletes it at "
            u"2026-10-20 15:03:12 UTC"_s);
        row("scheduled sweep passed", pending, sweep, LaneState::DeletedByTtl,
            u"Deleted by TTL at 2026-10-20 15:03:12 UTC (scheduled), 2h3m after it expired"_s);
        row("a ms before the sweep", swept, sweep - 1, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: the sweeper deletes it at "
            u"2026-10-20 15:03:12 UTC"_s);
        row("swept", swept, sweep + kHour, LaneState::DeletedByTtl,
            u"Deleted by TTL at 2026-10-20 15:03:12 UTC, 2h3m after it expired"_s);
        row("a user deletes it before expiry",
            deleted(life(kNoon, expires), kNoon + 30 * kMinute, Origin::User), kNoon + 45 * kMinute,
            LaneState::DeletedByUser, u"Deleted by a user at 2026-10-20 12:30:00 UTC"_s);
        row("expired, a user deletes it later",
            deleted(life(kNoon, expires), kNoon + 2 * kHour, Origin::User), kNoon + 90 * kMinute,
            LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible: a user deletes it at "
            u"2026-10-20 14:00:00 UTC"_s);
        row("a consumer deletes it", deleted(life(kNoon), kNoon + kHour, Origin::Consumer),
            kNoon + kHour, LaneState::DeletedByConsumer,
            u"Deleted by a stream consumer at 2026-10-20 13:00:00 UTC"_s);
        row("expired, no sweep known", life(kNoon, expires), kNoon + 2 * kHour, LaneState::Expired,
            u"Expired at 2026-10-20 13:00:00 UTC but still visible until the sweeper deletes it"_s);
        row("no TTL attribute", never(ttl::NeverReason::NoAttribute), kNoon, LaneState::Active,
            u"No TTL attribute (expiresAt): never expires"_s);
        row("no TTL attribute, name unknown", never(ttl::NeverReason::NoAttribute), kNoon,
            LaneState::Active, u"No TTL attribute: never expires"_s, QString());
        row("milliseconds", never(ttl::NeverReason::Milliseconds, N(kNoon)), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is in milliseconds — a date in the year 58771"_s);
        row("milliseconds, value unknown", never(ttl::NeverReason::Milliseconds), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is in milliseconds — a date tens of thousands of years "
            u"away"_s);
        row("a String", never(ttl::NeverReason::NotANumber, S(u"tomorrow"_s)), kNoon,
            LaneState::Active,
            u"Never expires: its expiresAt is of type S, not a Number of epoch seconds"_s);
        row("more than five years ago",
            never(ttl::NeverReason::MoreThanFiveYears, N(1'600'000'000)), kNoon, LaneState::Active,
            u"Never expires: its expiresAt (2020-09-13 12:26:40 UTC) is more than five years in "
            u"the past, which DynamoDB ignores"_s);
        row("TTL off", never(ttl::NeverReason::TtlDisabled), kNoon, LaneState::Active,
            u"Never expires: TTL is not enabled on this table"_s);
        LifetimeInfo settling = never(ttl::NeverReason::TtlDisabled);
        settling.ttlSettling = true;
        row("TTL still settling", settling, kNoon, LaneState::Active,
            u"Does not expire yet: TTL is still being enabled on this table, and counts once "
            u"that settles"_s);
        row("written already expired, before it is written", life(kNoon, kNoon - kHour),
            kNoon - kMinute, LaneState::Absent,
            u"Not written yet: it is created at 2026-10-20 12:00:00 UTC"_s);

        // Soft-deleted at 13:00 with 30 days' retention, as lesson 33 marks its documents.
        const qint64 marked = kNoon + kHour, retained = marked + 30 * 24 * kHour;
        LifetimeInfo trashed = life(kNoon, retained);
        trashed.softDeletedMs = marked;
        trashed.sweepAtMs = retained + kHour;
        row("a ms before the soft delete", trashed, marked - 1, LaneState::Active,
            u"Active: expires at 2026-11-19 13:00:00 UTC"_s);
        row("soft-deleted", trashed, marked + kHour, LaneState::SoftDeleted,
            u"Soft-deleted at 2026-10-20 13:00:00 UTC, still readable by key until it expires at "
            u"2026-11-19 13:00:00 UTC"_s);
        row("soft-deleted, then expired", trashed, retained, LaneState::Expired,
            u"Expired at 2026-11-19 13:00:00 UTC but still visible: the sweeper deletes it at "
            u"2026-11-19 14:00:00 UTC"_s);
        LifetimeInfo removed = deleted(life(kNoon, retained), marked + kMinute, Origin::User);
        removed.softDeletedMs = marked;
        row("soft-deleted, then deleted by a user", removed, marked, LaneState::SoftDeleted,
            u"Soft-deleted at 2026-10-20 13:00:00 UTC, still readable by key: a user deletes it "
            u"at 2026-10-20 13:01:00 UTC"_s);
        row("soft-deleted and deleted by a user", removed, marked + kMinute,
            LaneState::DeletedByUser, u"Deleted by a user at 2026-10-20 13:01:00 UTC"_s);
        LifetimeInfo kept = life(kNoon);
        kept.softDeletedMs = marked;
        row("soft-deleted without a TTL", kept, marked, LaneState::SoftDeleted,
            u"Soft-deleted at 2026-10-20 13:00:00 UTC, still readable by key, and nothing "
            u"expires it"_s);
    }
    void states()
    {
        QFETCH(LifetimeInfo, lifetime);
        QFETCH(QString, ttlAttribute);
        QFETCH(qint64, at);
        QFETCH(int, state);
        QFETCH(QString, explanation);
        QCOMPARE(int(stateAt(lifetime, at)), state);
        QCOMPARE(explainState(lifetime, at, ttlAttribute), explanation);
    }

    void durations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("milliseconds as they are") << qint64(999) << u"999ms"_s;
        QTest::newRow("seconds keep their ms below a minute") << qint64(1'500) << u"1s500ms"_s;
        QTest::newRow("to the second from a minute") << kMinute + 1'499 << u"1m1s"_s;
        QTest::newRow("half a second rounds up") << kMinute + 1'500 << u"1m2s"_s;
        QTest::newRow("to the minute from an hour") << kHour + 31 * kMinute + 9'360 << u"1h31m"_s;
        QTest::newRow("up to the next hour") << 2 * kHour - 20'000 << u"2h"_s;
        QTest::newRow("zero") << qint64(0) << u"0s"_s;
    }
    void durations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(durationText(ms), text);
    }
    // ---- The model over a real workspace -----------------------------------------------------

    void modelMatchesTheEngine()
    {
        Workbench bench(2 * kHour, 2 * kHour);
        bench.at(kNoon + kHour);
        bench.put(u"USER#t"_s, u"SESSION#active"_s, seconds(kNoon + 8 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#expired"_s, seconds(kNoon + 4 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#swept"_s, seconds(kNoon + kHour + 30 * kSecond));
        bench.put(u"USER#t"_s, u"SESSION#user"_s, seconds(kNoon + 8 * kHour));
        bench.put(u"USER#t"_s, u"SESSION#millis"_s, N(kNoon));
        bench.put(u"USER#t"_s, u"SESSION#none"_s, std::nullopt);
        bench.put(u"USER#t"_s, u"SESSION#string"_s, S(u"tomorrow"_s));
        bench.at(kNoon + 2 * kHour);
        bench.remove(u"USER#t"_s, u"SESSION#user"_s);
        bench.at(kNoon + 5 * kHour);
        const qint64 now = bench.engine().nowMs();

        LifetimesModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(u"Sessions"_s);
        model.setViewedTime(now);
        QCOMPARE(model.lastError(), QString());
        QCOMPARE(model.ttlAttribute(), u"expiresAt"_s);

        const QList<Lifetime> lifetimes = *bench.engine().lifetimes(u"Sessions"_s);
        QCOMPARE(model.rowCount(), lifetimes.size());
        QCOMPARE(model.rowCount(), 7);
        const QMap<QString, LaneState> expected{
            {u"USER#t · SESSION#active"_s, LaneState::Active},
            {u"USER#t · SESSION#expired"_s, LaneState::Expired},
            {u"USER#t · SESSION#millis"_s, LaneState::Active},
            {u"USER#t · SESSION#none"_s, LaneState::Active},
            {u"USER#t · SESSION#string"_s, LaneState::Active},
            {u"USER#t · SESSION#swept"_s, LaneState::DeletedByTtl},
            {u"USER#t · SESSION#user"_s, LaneState::DeletedByUser}};
        for (int row = 0; row < model.rowCount(); ++row) {
            const Lifetime &engine = lifetimes[row];
            const LifetimeInfo &shown = model.lifetimes()[row];
            QCOMPARE(shown.key, itemToJson(engine.key));
            QCOMPARE(shown.createdMs, std::optional(engine.createdMs));
            QCOMPARE(shown.expiresMs, engine.expiry.atMs);
            QCOMPARE(shown.never,
                     engine.expiry.atMs ? ttl::NeverReason::None : engine.expiry.never);
            QCOMPARE(shown.sweepAtMs, engine.sweepAtMs);
            QCOMPARE(shown.deletedMs, engine.deletedMs);
            if (engine.deletedMs)
                QCOMPARE(shown.deletedBy, engine.deletedBy);
            QCOMPARE(shown.changes, engine.changes);
            const QModelIndex state = model.index(row, LifetimesModel::StateColumn);
            const auto lifecycle = bench.engine().lifecycleAt(u"Sessions"_s, engine.key, now);
            QCOMPARE(state.data(LifetimesModel::StateRole).toInt(), int(lifecycle->state));
            QCOMPARE(LaneState(state.data(LifetimesModel::StateRole).toInt()),
                     expected.value(shown.keyText));
            QCOMPARE(state.data().toString(), laneStateName(expected.value(shown.keyText)));
            QCOMPARE(model.index(row, LifetimesModel::KeyColumn).data().toString(),
                     model.index(row, LifetimesModel::KeyColumn)
                         .data(LifetimesModel::LifetimeRole)
                         .value<LifetimeInfo>()
                         .keyText);
        }

        const auto explained = [&](const QString &key) {
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.lifetimes()[row].keyText == key)
                    return model.index(row, LifetimesModel::StateColumn)
                        .data(Qt::ToolTipRole)
                        .toString();
            }
            return QString();
        };
        QCOMPARE(explained(u"USER#t · SESSION#millis"_s),
                 u"Never expires: its expiresAt is in milliseconds — a date in the year 58771"_s);
        QCOMPARE(explained(u"USER#t · SESSION#string"_s),
                 u"Never expires: its expiresAt is of type S, not a Number of epoch seconds"_s);
        QCOMPARE(explained(u"USER#t · SESSION#swept"_s),
                 u"Deleted by TTL at 2026-10-20 15:00:30 UTC, 2h after it expired"_s);
        QCOMPARE(explained(u"USER#t · SESSION#expired"_s),
                 u"Expired at 2026-10-20 16:00:00 UTC but still visible: the sweeper deletes it at "
                 u"2026-10-20 18:00:00 UTC"_s);

        auto counts = model.stateCounts();
        QCOMPARE(counts[int(LaneState::Active)], 4);
        QCOMPARE(counts[int(LaneState::Expired)], 1);
        QCOMPARE(counts[int(LaneState::DeletedByTtl)], 1);
        QCOMPARE(counts[int(LaneState::DeletedByUser)], 1);

        // Half an hour after the items were written, as the past view would show it.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setViewedTime(kNoon + 90 * kMinute);
        QCOMPARE(changed.count(), 1);
        counts = model.stateCounts();
        QCOMPARE(counts[int(LaneState::Active)], 6);
        QCOMPARE(counts[int(LaneState::Expired)], 1); // swept expired at 13:00:30
        QCOMPARE(explained(u"USER#t · SESSION#user"_s),
                 u"Active: expires at 2026-10-20 20:00:00 UTC"_s);
    }

    // Lesson 33's soft deletes, read from the items: one by SoftDeleteItem (the table's mark),
    // one by hand (UpdateItem SET deletedAt) and then deleted by a user, one updated but never
    // marked; and TTL enabled a moment ago is told apart from TTL off.
    void modelReadsSoftDeletes()
    {
        Workbench bench(kHour, kHour);
        bench.at(kNoon + kHour);
        for (const QString &sk : {u"d1"_s, u"d2"_s, u"d3"_s, u"d4"_s})
            bench.put(u"DOC"_s, sk, std::nullopt);
        bench.at(kNoon + kHour + kMinute + 500);
        bench.ok(u"SoftDeleteItem"_s, {{u"TableName"_s, u"Sessions"_s},
                                       {u"Key"_s, Workbench::sessionKey(u"DOC"_s, u"d1"_s)}});
        bench.ok(u"UpdateItem"_s, {{u"TableName"_s, u"Sessions"_s},
                                   {u"Key"_s, Workbench::sessionKey(u"DOC"_s, u"d2"_s)},
                                   {u"UpdateExpression"_s, u"SET deletedAt = :now"_s},
                                   {u"ExpressionAttributeValues"_s,
                                    QJsonObject{{u":now"_s, seconds(bench.engine().nowMs())}}}});
        bench.ok(u"UpdateItem"_s,
                 {{u"TableName"_s, u"Sessions"_s},
                  {u"Key"_s, Workbench::sessionKey(u"DOC"_s, u"d3"_s)},
                  {u"UpdateExpression"_s, u"SET title = :t"_s},
                  {u"ExpressionAttributeValues"_s, QJsonObject{{u":t"_s, S(u"kept"_s)}}}});
        bench.at(kNoon + 2 * kHour);
        bench.remove(u"DOC"_s, u"d2"_s);

        LifetimesModel model(bench.api());
        model.setTable(u"Sessions"_s);
        model.setViewedTime(bench.engine().nowMs());
        QCOMPARE(model.lastError(), QString());
        QMap<QString, LifetimeInfo> byKey;
        for (const LifetimeInfo &l : model.lifetimes())
            byKey.insert(l.keyText, l);
        const qint64 marked = kNoon + kHour + kMinute; // the mark keeps whole seconds
        QCOMPARE(byKey.value(u"DOC · d1"_s).softDeletedMs, std::optional(marked));
        QCOMPARE(byKey.value(u"DOC · d2"_s).softDeletedMs, std::optional(marked));
        QCOMPARE(byKey.value(u"DOC · d3"_s).softDeletedMs, std::nullopt);
        QCOMPARE(byKey.value(u"DOC · d4"_s).softDeletedMs, std::nullopt);
        QCOMPARE(model.stateCounts()[int(LaneState::SoftDeleted)], 1);
        QCOMPARE(model.stateCounts()[int(LaneState::DeletedByUser)], 1);
        QVERIFY(!byKey.value(u"DOC · d1"_s).ttlSettling);

        // TTL asked for a moment ago: the lanes say it is settling, not off.
        bench.ok(
            u"CreateTable"_s,
            {{u"TableName"_s, u"Fresh"_s},
             {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
             {u"KeySchema"_s,
              QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s}, {u"KeyType"_s, u"HASH"_s}}}},
             {u"AttributeDefinitions"_s, QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s},
                                                                {u"AttributeType"_s, u"S"_s}}}}});
        bench.ok(u"PutItem"_s, {{u"TableName"_s, u"Fresh"_s},
                                {u"Item"_s, QJsonObject{{u"PK"_s, S(u"a"_s)},
                                                        {u"expiresAt"_s, seconds(kNoon)}}}});
        bench.ok(u"UpdateTimeToLive"_s,
                 {{u"TableName"_s, u"Fresh"_s},
                  {u"TimeToLiveSpecification"_s,
                   QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, u"expiresAt"_s}}}});
        model.setTable(u"Fresh"_s);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.lifetimes()[0].ttlSettling);
        QCOMPARE(model.index(0, LifetimesModel::ExpiresColumn).data().toString(),
                 u"Not yet (TTL enabling)"_s);
        bench.at(bench.engine().nowMs() + kMinute);
        model.reload();
        QVERIFY(!model.lifetimes()[0].ttlSettling);
        QVERIFY(model.lifetimes()[0].expiresMs);
    }

    // A remote table keeps no history: lanes without a creation, their items expired but still
    // there counted as the service's backlog, the soft delete the endpoint refuses left out.
    void modelShowsARemoteTable()
    {
        const qint64 now = kNoon + 4 * kHour;
        RemoteSessions remote;
        remote.add(u"USER#alice"_s, u"SESSION#old"_s, now - 2 * kHour - 5 * kMinute);
        remote.add(u"USER#bob"_s, u"SESSION#phone"_s, now + kHour);
        remote.add(u"USER#carol"_s, u"SESSION#kiosk"_s, std::nullopt);
        remote.units = 1.5;
        remote.truncated = true;
        LifetimesModel model(remote.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy errors(&model, &LifetimesModel::errorOccurred);
        model.setTable(u"Sessions"_s);
        model.setViewedTime(now);

        QVERIFY(remote.calls.contains(u"DescribeSoftDelete"_s)); // asked, refused, not an error
        QCOMPARE(errors.count(), 0);
        QCOMPARE(model.lastError(), QString());
        QCOMPARE(model.rowCount(), 3);
        for (const LifetimeInfo &l : model.lifetimes()) {
            QCOMPARE(l.createdMs, std::nullopt);
            QCOMPARE(l.softDeletedMs, std::nullopt);
        }
        QCOMPARE(model.lifetimes()[0].keyText, u"USER#alice · SESSION#old"_s);
        QCOMPARE(model.stateCounts()[int(LaneState::Expired)], 1);
        QCOMPARE(model.stateCounts()[int(LaneState::Active)], 2);
        QCOMPARE(model.stateCounts()[int(LaneState::Absent)], 0);
        QCOMPARE(expiredNotDeleted(model.lifetimes(), now), 1);
        QCOMPARE(expiredNotDeleted(model.lifetimes(), now + 2 * kHour), 2);
        QCOMPARE(model.index(0, LifetimesModel::CreatedColumn).data().toString(),
                 u"Unknown (no history)"_s);
        QCOMPARE(model.index(0, LifetimesModel::StateColumn).data().toString(),
                 u"Expired, still visible"_s);
        QCOMPARE(model.index(0, LifetimesModel::StateColumn).data(Qt::ToolTipRole).toString(),
                 u"Expired at 2026-10-20 13:55:00 UTC, 2h5m ago, but still there: the service's "
                 u"TTL has not deleted it yet, which can take days"_s);
        // Without a creation the item was there all along, as far as anyone knows.
        QCOMPARE(stateAt(model.lifetimes()[1], kNoon - 24 * kHour), LaneState::Active);
        QCOMPARE(model.lastRead(), (LifetimesRead{3, 1.5, true}));
        // The range is the expiries and now: nothing stretches it back to the year 1.
        QCOMPARE(model.eventRange(),
                 std::optional(std::pair(now - 2 * kHour - 5 * kMinute, now + kHour)));
        QCOMPARE(lifeSpan(model.lifetimes()[2], now), std::pair(now, now));
    }

    // The workbench's own answer says nothing of a read.
    void localReadSaysNothing()
    {
        Workbench bench(kHour, kHour);
        bench.put(u"USER#a"_s, u"SESSION#1"_s, seconds(kNoon + kHour));
        LifetimesModel model(bench.api());
        model.setTable(u"Sessions"_s);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.lifetimes()[0].createdMs);
        QCOMPARE(model.lastRead(), LifetimesRead());
    }

    void modelReportsErrors()
    {
        Workbench bench(0, 0);
        LifetimesModel model(bench.api());
        QSignalSpy errors(&model, &LifetimesModel::errorOccurred);
        model.setTable(u"Missing"_s);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(errors.count(), 1);
        QVERIFY2(model.lastError().startsWith(u"ResourceNotFoundException: "_s),
                 qPrintable(model.lastError()));
    }
};

QTEST_MAIN(TestLifetimesModel)
#include "tst_lifetimesmodel.moc"
