// The live stream records pane over a real workspace, offscreen: the old → new image diff on its
// own (data-driven), the model read through the Streams API only (model tester, lesson 31's
// three records, a TTL delete told apart from a user's, what each view type shows, appending
// only new records across an expired iterator and a shard rollover, trimmed records, no stream),
// and the pane (its filter, following the newest record, double-click and Enter leading to the
// item's history, a picture to look at).
//
// JSON with '#' in it is built in code: a raw string holding '#' or an escaped quote makes moc
// skip the file.
#include "changes/imagediff.h"
#include "changes/streamrecordsmodel.h"
#include "changes/streamrecordspane.h"
#include "engine/engine.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QIcon>
#include <QJsonArray>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::AttributeChange;
using lw::StreamRecordsModel;
using lw::StreamRecordsPane;

namespace {

constexpr qint64 kT0 = 1'792'496'917'000; // 2026-10-20 11:48:37 UTC

QJsonObject S(const QString &text)
{
    return {{u"S"_s, text}};
}

QJsonObject N(qint64 n)
{
    return {{u"N"_s, QString::number(n)}};
}

QJsonObject M(const QJsonObject &map)
{
    return {{u"M"_s, map}};
}

QJsonObject orderKey(const QString &order)
{
    return {{u"PK"_s, S(u"ORDER#"_s + order)}, {u"SK"_s, S(u"META"_s)}};
}

// "name|old|new|kind" per change: a readable QCOMPARE failure.
QStringList dump(const QList<AttributeChange> &changes)
{
    QStringList out;
    for (const AttributeChange &c : changes) {
        const char *kind = c.kind == AttributeChange::Kind::Added     ? "added"
                           : c.kind == AttributeChange::Kind::Removed ? "removed"
                                                                      : "changed";
        out << c.name + u'|' + c.oldText + u'|' + c.newText + u'|' + QLatin1StringView(kind);
    }
    return out;
}

// A real workspace at kT0, bound to an ApiCall as the application binds it.
struct Bench
{
    TestWorkspace ws;

    Bench()
    {
        if (const lw::Status set = engine().setClock(kT0); !set)
            qFatal("setClock: %s", qPrintable(set.error().message));
    }

    lw::Engine &engine() { return ws.workspace().engine(); }

    lw::ApiCall api() { return ws.apiCall(); }

    QJsonObject ok(const QString &action, const QJsonObject &request)
    {
        const auto result = ws.call(action, request);
        if (!result)
            qFatal("%s: %s", qPrintable(action), qPrintable(result.error().message));
        return *result;
    }

    void advance(qint64 byMs)
    {
        if (const lw::Status moved = engine().advanceClock(engine().nowMs() + byMs); !moved)
            qFatal("advanceClock: %s", qPrintable(moved.error().message));
    }

    // PK/SK strings; a stream of `viewType` unless it is empty.
    void createTable(const QString &name, const QString &viewType = u"NEW_AND_OLD_IMAGES"_s)
    {
        QJsonObject table = json(R"({"BillingMode": "PAY_PER_REQUEST",
          "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                        {"AttributeName": "SK", "KeyType": "RANGE"}],
          "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                   {"AttributeName": "SK", "AttributeType": "S"}]})");
        table.insert(u"TableName"_s, name);
        if (!viewType.isEmpty()) {
            table.insert(u"StreamSpecification"_s,
                         QJsonObject{{u"StreamEnabled"_s, true}, {u"StreamViewType"_s, viewType}});
        }
        ok(u"CreateTable"_s, table);
    }

    void put(const QString &table, const QString &order, const QJsonObject &attributes)
    {
        QJsonObject item = orderKey(order);
        for (auto it = attributes.begin(); it != attributes.end(); ++it)
            item.insert(it.key(), it.value());
        ok(u"PutItem"_s, {{u"TableName"_s, table}, {u"Item"_s, item}});
    }

    void setStatus(const QString &table, const QString &order, const QString &status)
    {
        ok(u"UpdateItem"_s, {{u"TableName"_s, table},
                             {u"Key"_s, orderKey(order)},
                             {u"UpdateExpression"_s, u"SET #s = :s"_s},
                             {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"status"_s}}},
                             {u"ExpressionAttributeValues"_s, QJsonObject{{u":s"_s, S(status)}}}});
    }

    void remove(const QString &table, const QString &order)
    {
        ok(u"DeleteItem"_s, {{u"TableName"_s, table}, {u"Key"_s, orderKey(order)}});
    }

    // Lesson 31: PutItem (status PLACED, total 42), SET status SHIPPED, DeleteItem; a minute
    // apart so the three times differ.
    void lesson31(const QString &table = u"p31"_s)
    {
        put(table, u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(42)}});
        advance(kMinute);
        setStatus(table, u"o1"_s, u"SHIPPED"_s);
        advance(kMinute);
        remove(table, u"o1"_s);
    }

    // Time to Live on expiresAt, settled, with an instant sweeper.
    void enableTtl(const QString &table)
    {
        lw::SweeperSettings instant;
        instant.preset = lw::SweeperSettings::Preset::Instant;
        QVERIFY(engine().setSweeper(instant));
        ok(u"UpdateTimeToLive"_s,
           {{u"TableName"_s, table},
            {u"TimeToLiveSpecification"_s,
             QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, u"expiresAt"_s}}}});
        advance(kHour); // ENABLING becomes ENABLED
    }

    // o2 expires a minute from now and o3 does not; a user deletes o3, then the clock moves
    // past o2's expiry and the sweeper deletes it: INSERT o2, INSERT o3, REMOVE o3 (user),
    // REMOVE o2 (TTL).
    void userAndTtlDeletes(const QString &table)
    {
        const qint64 expiresAt = (engine().nowMs() + kMinute) / 1000;
        put(table, u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"expiresAt"_s, N(expiresAt)}});
        put(table, u"o3"_s, {{u"status"_s, S(u"PLACED"_s)}});
        remove(table, u"o3"_s);
        advance(2 * kMinute);
    }
};

QString cell(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << cell(model, row, column);
    return out;
}

QString sequenceNumber(const QAbstractItemModel &model, int row)
{
    return model.index(row, 0)
        .data(StreamRecordsModel::RecordJsonRole)
        .toJsonObject()
        .value(u"dynamodb"_s)
        .toObject()
        .value(u"SequenceNumber"_s)
        .toString();
}

} // namespace

class TestStreamRecords : public QObject
{
    Q_OBJECT

private slots:
    void diffImages_data()
    {
        QTest::addColumn<QJsonObject>("oldImage");
        QTest::addColumn<QJsonObject>("newImage");
        QTest::addColumn<QStringList>("changes");
        QTest::addColumn<QString>("described");

        const QJsonObject placed{{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(42)}};
        QTest::newRow("added") << QJsonObject() << placed
                               << QStringList{u"status||PLACED|added"_s, u"total||42|added"_s}
                               << u"+ status: PLACED, total: 42"_s;
        QTest::newRow("removed") << placed << QJsonObject()
                                 << QStringList{u"status|PLACED||removed"_s, u"total|42||removed"_s}
                                 << u"− status: PLACED, total: 42"_s;
        QTest::newRow("changed") << placed
                                 << QJsonObject{{u"status"_s, S(u"SHIPPED"_s)}, {u"total"_s, N(45)}}
                                 << QStringList{u"status|PLACED|SHIPPED|changed"_s,
                                                u"total|42|45|changed"_s}
                                 << u"status: PLACED → SHIPPED; total: 42 → 45"_s;
        QTest::newRow("unchanged") << placed << placed << QStringList() << QString();
        // A change deep inside a map shows the whole map, old and new, compactly.
        const QJsonObject oslo{{u"city"_s, S(u"Oslo"_s)}, {u"zip"_s, S(u"0150"_s)}};
        QJsonObject bergen = oslo;
        bergen.insert(u"city"_s, S(u"Bergen"_s));
        QTest::newRow("nested map")
            << QJsonObject{{u"address"_s, M(oslo)}, {u"total"_s, N(42)}}
            << QJsonObject{{u"address"_s, M(bergen)}, {u"total"_s, N(42)}}
            << QStringList{u"address|{\"city\":\"Oslo\",\"zip\":\"0150\"}|"
                           u"{\"city\":\"Bergen\",\"zip\":\"0150\"}|changed"_s}
            << u"address: {\"city\":\"Oslo\",\"zip\":\"0150\"} → "
               u"{\"city\":\"Bergen\",\"zip\":\"0150\"}"_s;
        const QJsonObject tags{{u"L"_s, QJsonArray{S(u"gift"_s), N(1)}}};
        QTest::newRow("nested list unchanged")
            << QJsonObject{{u"tags"_s, tags}, {u"status"_s, S(u"PLACED"_s)}}
            << QJsonObject{{u"tags"_s, tags}, {u"status"_s, S(u"SHIPPED"_s)}}
            << QStringList{u"status|PLACED|SHIPPED|changed"_s} << u"status: PLACED → SHIPPED"_s;
        QTest::newRow("type changed")
            << QJsonObject{{u"n"_s, S(u"42"_s)}} << QJsonObject{{u"n"_s, N(42)}}
            << QStringList{u"n|42 (S)|42 (N)|changed"_s} << u"n: 42 (S) → 42 (N)"_s;
        // Lesson 33's soft delete: changed first, then added, then removed.
        QTest::newRow("soft delete")
            << QJsonObject{{u"GSI1PK"_s, S(u"OPEN"_s)}, {u"status"_s, S(u"PLACED"_s)}}
            << QJsonObject{{u"deletedAt"_s, N(1792496917)},
                           {u"expiresAt"_s, N(1795088917)},
                           {u"status"_s, S(u"DELETED"_s)}}
            << QStringList{u"GSI1PK|OPEN||removed"_s, u"deletedAt||1792496917|added"_s,
                           u"expiresAt||1795088917|added"_s, u"status|PLACED|DELETED|changed"_s}
            << u"status: PLACED → DELETED; + deletedAt: 1792496917, expiresAt: 1795088917; "
               u"− GSI1PK: OPEN"_s;
    }

    void diffImages()
    {
        QFETCH(QJsonObject, oldImage);
        QFETCH(QJsonObject, newImage);
        QFETCH(QStringList, changes);
        QFETCH(QString, described);
        const QList<AttributeChange> diff = lw::diffImages(oldImage, newImage);
        QCOMPARE(dump(diff), changes);
        QCOMPARE(lw::describe(diff), described);
    }

    // p31-streams-cdc read as a consumer would: three rows, each with its diff.
    void lesson31ShowsInsertModifyRemove()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        StreamRecordsModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(model.setTable(u"p31"_s));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.statusText(), u"0 records · 1 shard · NEW_AND_OLD_IMAGES"_s);

        bench.lesson31();
        QVERIFY(model.refresh());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(StreamRecordsModel::ColumnCount));
        QCOMPARE(column(model, StreamRecordsModel::TimeColumn),
                 (QStringList{u"2026-10-20 11:48:37 UTC"_s, u"2026-10-20 11:49:37 UTC"_s,
                              u"2026-10-20 11:50:37 UTC"_s}));
        QCOMPARE(column(model, StreamRecordsModel::EventColumn),
                 (QStringList{u"INSERT"_s, u"MODIFY"_s, u"REMOVE (user)"_s}));
        QCOMPARE(column(model, StreamRecordsModel::KeyColumn),
                 QStringList(3, u"ORDER#o1 · META"_s));
        QCOMPARE(column(model, StreamRecordsModel::ChangesColumn),
                 (QStringList{u"+ status: PLACED, total: 42"_s, u"status: PLACED → SHIPPED"_s,
                              u"− status: SHIPPED, total: 42"_s}));
        for (int row = 0; row < 3; ++row) {
            const QJsonObject record =
                model.index(row, 3).data(StreamRecordsModel::RecordJsonRole).toJsonObject();
            const QJsonObject dynamodb = record.value(u"dynamodb"_s).toObject();
            QCOMPARE(model.index(row, 1).data(StreamRecordsModel::EventRole).toString(),
                     record.value(u"eventName"_s).toString());
            QCOMPARE(model.index(row, 0).data(StreamRecordsModel::ByTtlRole).toBool(), false);
            QCOMPARE(model.index(row, 2).data(StreamRecordsModel::ItemKeyRole).toJsonObject(),
                     orderKey(u"o1"_s));
            QCOMPARE(cell(model, row, StreamRecordsModel::SizeColumn),
                     QLocale().toString(dynamodb.value(u"SizeBytes"_s).toInteger()));
            const QString sequence = dynamodb.value(u"SequenceNumber"_s).toString();
            QCOMPARE(sequence.size(), 21);
            QCOMPARE(cell(model, row, StreamRecordsModel::SequenceColumn),
                     u"…"_s + QString::number(sequence.mid(1).toLongLong()));
            QVERIFY(!model.index(row, StreamRecordsModel::EventColumn)
                         .data(Qt::DecorationRole)
                         .value<QIcon>()
                         .isNull());
            QVERIFY(!model.index(row, 0).data(Qt::BackgroundRole).isValid());
        }
        // Increasing sequence numbers, in the stream's order.
        QVERIFY(sequenceNumber(model, 0) < sequenceNumber(model, 1));
        QVERIFY(sequenceNumber(model, 1) < sequenceNumber(model, 2));
        // The tooltip holds both images in full.
        const QString tip = cell(model, 1, StreamRecordsModel::ChangesColumn, Qt::ToolTipRole);
        QVERIFY2(tip.contains(u"<b>Old image</b><br>PK: ORDER#o1<br>SK: META<br>status: "
                              u"PLACED<br>total: 42</p>"_s),
                 qPrintable(tip));
        QVERIFY2(tip.contains(u"<b>New image</b><br>PK: ORDER#o1<br>SK: META<br>status: "
                              u"SHIPPED<br>total: 42</p>"_s),
                 qPrintable(tip));
        QVERIFY(cell(model, 0, 0, Qt::ToolTipRole)
                    .contains(u"<b>Old image</b><br>(none in this record)"_s));
        QCOMPARE(model.statusText(),
                 u"3 records · 1 shard · NEW_AND_OLD_IMAGES · latest 2026-10-20 11:50:37 UTC"_s);
        QCOMPARE(model.lastError(), QString());
    }

    void ttlDeleteIsToldApartFromAUsersDelete()
    {
        Bench bench;
        bench.createTable(u"Sessions"_s);
        bench.enableTtl(u"Sessions"_s);
        bench.userAndTtlDeletes(u"Sessions"_s);
        StreamRecordsModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(model.setTable(u"Sessions"_s));

        QCOMPARE(column(model, StreamRecordsModel::EventColumn),
                 (QStringList{u"INSERT"_s, u"INSERT"_s, u"REMOVE (user)"_s, u"REMOVE (TTL)"_s}));
        QCOMPARE(column(model, StreamRecordsModel::KeyColumn),
                 (QStringList{u"ORDER#o2 · META"_s, u"ORDER#o3 · META"_s, u"ORDER#o3 · META"_s,
                              u"ORDER#o2 · META"_s}));
        const QModelIndex user = model.index(2, StreamRecordsModel::EventColumn);
        const QModelIndex ttl = model.index(3, StreamRecordsModel::EventColumn);
        QCOMPARE(user.data(StreamRecordsModel::EventRole).toString(), u"REMOVE"_s);
        QCOMPARE(ttl.data(StreamRecordsModel::EventRole).toString(), u"REMOVE"_s);
        QCOMPARE(user.data(StreamRecordsModel::ByTtlRole).toBool(), false);
        QCOMPARE(ttl.data(StreamRecordsModel::ByTtlRole).toBool(), true);
        QCOMPARE(ttl.data(StreamRecordsModel::RecordJsonRole)
                     .toJsonObject()
                     .value(u"userIdentity"_s)
                     .toObject(),
                 (QJsonObject{{u"Type"_s, u"Service"_s},
                              {u"PrincipalId"_s, u"dynamodb.amazonaws.com"_s}}));
        // Not by colour alone: its own icon and bold text as well as the row's tint.
        const QIcon userIcon = user.data(Qt::DecorationRole).value<QIcon>();
        const QIcon ttlIcon = ttl.data(Qt::DecorationRole).value<QIcon>();
        QVERIFY(!ttlIcon.isNull());
        QVERIFY(userIcon.pixmap(32).toImage() != ttlIcon.pixmap(32).toImage());
        QVERIFY(ttl.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!user.data(Qt::FontRole).isValid());
        for (int col = 0; col < model.columnCount(); ++col) {
            QVERIFY(model.index(3, col).data(Qt::BackgroundRole).isValid());
            QVERIFY(!model.index(2, col).data(Qt::BackgroundRole).isValid());
        }
        QVERIFY(cell(model, 3, 0, Qt::ToolTipRole).contains(u"REMOVE by Time to Live"_s));
        QVERIFY(cell(model, 3, 0, Qt::ToolTipRole).contains(u"dynamodb.amazonaws.com"_s));
        QVERIFY(!cell(model, 2, 0, Qt::ToolTipRole).contains(u"dynamodb.amazonaws.com"_s));
        QCOMPARE(cell(model, 3, StreamRecordsModel::ChangesColumn),
                 u"− expiresAt: %1, status: PLACED"_s.arg((kT0 + kHour + kMinute) / 1000));
    }

    // What each view type lets the Changes column say about lesson 31.
    void viewTypes_data()
    {
        QTest::addColumn<QString>("viewType");
        QTest::addColumn<QStringList>("changes");
        QTest::newRow("KEYS_ONLY") << u"KEYS_ONLY"_s << QStringList(3, u"(keys only)"_s);
        QTest::newRow("NEW_IMAGE")
            << u"NEW_IMAGE"_s
            << QStringList{u"+ status: PLACED, total: 42"_s,
                           u"(new image only) status: SHIPPED, total: 42"_s, u"(new image only)"_s};
        QTest::newRow("OLD_IMAGE")
            << u"OLD_IMAGE"_s
            << QStringList{u"(old image only)"_s, u"(old image only) status: PLACED, total: 42"_s,
                           u"− status: SHIPPED, total: 42"_s};
        QTest::newRow("NEW_AND_OLD_IMAGES")
            << u"NEW_AND_OLD_IMAGES"_s
            << QStringList{u"+ status: PLACED, total: 42"_s, u"status: PLACED → SHIPPED"_s,
                           u"− status: SHIPPED, total: 42"_s};
    }

    void viewTypes()
    {
        QFETCH(QString, viewType);
        QFETCH(QStringList, changes);
        Bench bench;
        bench.createTable(u"p31"_s, viewType);
        bench.lesson31();
        StreamRecordsModel model(bench.api());
        QVERIFY(model.setTable(u"p31"_s));
        QCOMPARE(column(model, StreamRecordsModel::ChangesColumn), changes);
        QCOMPARE(column(model, StreamRecordsModel::KeyColumn),
                 QStringList(3, u"ORDER#o1 · META"_s));
        QVERIFY(model.statusText().contains(viewType));
    }

    // Polling is cheap: a refresh appends only what is new, in one insertion per page, across an
    // expired iterator (without an error) and a shard rollover.
    void refreshAppendsOnlyNewRecords()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        bench.put(u"p31"_s, u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}});
        bench.put(u"p31"_s, u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}});
        StreamRecordsModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(model.setTable(u"p31"_s));
        QCOMPARE(model.rowCount(), 2);

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy errors(&model, &StreamRecordsModel::errorOccurred);
        QVERIFY(model.refresh()); // nothing new
        QCOMPARE(inserted.size(), 0);

        bench.setStatus(u"p31"_s, u"o1"_s, u"SHIPPED"_s);
        bench.remove(u"p31"_s, u"o2"_s);
        QVERIFY(model.refresh());
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 2);
        QCOMPARE(inserted.at(0).at(2).toInt(), 3);
        QCOMPARE(column(model, StreamRecordsModel::ChangesColumn),
                 (QStringList{u"+ status: PLACED"_s, u"+ status: PLACED"_s,
                              u"status: PLACED → SHIPPED"_s, u"− status: PLACED"_s}));

        // 20 minutes on, the iterator the model keeps has expired: it reads on after the last
        // record instead, and says nothing.
        bench.advance(20 * kMinute);
        bench.put(u"p31"_s, u"o3"_s, {{u"status"_s, S(u"PLACED"_s)}});
        QVERIFY(model.refresh());
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 4);
        QCOMPARE(inserted.at(1).at(2).toInt(), 4);
        QCOMPARE(cell(model, 4, StreamRecordsModel::KeyColumn), u"ORDER#o3 · META"_s);

        // Four hours on, a new shard: the rest of the old one, then the new one, in order.
        bench.advance(4 * kHour);
        bench.put(u"p31"_s, u"o4"_s, {{u"status"_s, S(u"PLACED"_s)}});
        QVERIFY(model.refresh());
        QCOMPARE(model.shardCount(), 2);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(cell(model, 5, StreamRecordsModel::KeyColumn), u"ORDER#o4 · META"_s);
        QVERIFY(model.statusText().startsWith(u"6 records · 2 shards · "_s));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(errors.size(), 0);
        QCOMPARE(model.lastError(), QString());
        for (int row = 1; row < model.rowCount(); ++row)
            QVERIFY(sequenceNumber(model, row - 1) < sequenceNumber(model, row));
    }

    // Records trimmed (24 hours) before the model read them: it says so and reads on from the
    // oldest record kept.
    void trimmedRecordsAreReported()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        bench.put(u"p31"_s, u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}});
        StreamRecordsModel model(bench.api());
        QVERIFY(model.setTable(u"p31"_s));
        bench.advance(kSecond);
        bench.put(u"p31"_s, u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}}); // never read
        bench.advance(2 * kHour);
        bench.put(u"p31"_s, u"o3"_s, {{u"status"_s, S(u"PLACED"_s)}}); // the same shard
        bench.advance(22 * kHour + kSecond); // o1 and o2 are over 24 hours old, o3 is not

        QSignalSpy errors(&model, &StreamRecordsModel::errorOccurred);
        QVERIFY(model.refresh());
        QCOMPARE(column(model, StreamRecordsModel::KeyColumn),
                 (QStringList{u"ORDER#o1 · META"_s, u"ORDER#o3 · META"_s}));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(model.lastError().contains(
                     u"were trimmed (a stream keeps them 24 hours) before this pane read them; "
                     u"reading on from the oldest record kept. TrimmedDataAccessException: The "
                     u"data you are trying to access has been trimmed"_s),
                 qPrintable(model.lastError()));
    }

    // Lesson 33's story: d2 deleted by a user, d3 swept by TTL 30 days later. The user's REMOVE
    // was trimmed long before; it stands beside the TTL's REMOVE all the same, as read before
    // it was trimmed or, read only afterwards, from the items' lifetimes, set apart.
    void trimmedChangesStandBesideTheKept_data()
    {
        QTest::addColumn<bool>("readBefore");
        QTest::addColumn<QList<bool>>("trimmed");
        QTest::newRow("read before the trim") << true << QList<bool>{false, false, false, false};
        QTest::newRow("read only after it") << false << QList<bool>{true, true, true, false};
    }
    void trimmedChangesStandBesideTheKept()
    {
        QFETCH(bool, readBefore);
        QFETCH(QList<bool>, trimmed);
        Bench bench;
        bench.createTable(u"p33"_s);
        bench.enableTtl(u"p33"_s);
        const qint64 retained = (bench.engine().nowMs() + 30 * 24 * kHour) / 1000;
        bench.put(u"p33"_s, u"d2"_s, {{u"title"_s, S(u"Old draft"_s)}});
        bench.advance(kSecond);
        bench.put(u"p33"_s, u"d3"_s, {{u"title"_s, S(u"Budget"_s)}, {u"expiresAt"_s, N(retained)}});
        bench.advance(kSecond);
        bench.remove(u"p33"_s, u"d2"_s);
        StreamRecordsModel model(bench.api());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        if (readBefore) {
            model.setClock(bench.engine().nowMs());
            QVERIFY(model.setTable(u"p33"_s));
        }
        bench.advance(30 * 24 * kHour + 2 * kMinute); // the sweeper deletes d3
        model.setClock(bench.engine().nowMs());
        QVERIFY(readBefore ? model.refresh() : model.setTable(u"p33"_s));

        QCOMPARE(column(model, StreamRecordsModel::EventColumn),
                 (QStringList{u"INSERT"_s, u"INSERT"_s, u"REMOVE (user)"_s, u"REMOVE (TTL)"_s}));
        QCOMPARE(column(model, StreamRecordsModel::KeyColumn),
                 (QStringList{u"ORDER#d2 · META"_s, u"ORDER#d3 · META"_s, u"ORDER#d2 · META"_s,
                              u"ORDER#d3 · META"_s}));
        QList<bool> shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown << model.index(row, 0).data(StreamRecordsModel::TrimmedRole).toBool();
        QCOMPARE(shown, trimmed);
        QCOMPARE(model.trimmedCount(), int(trimmed.count(true)));
        if (!readBefore) {
            QCOMPARE(cell(model, 2, StreamRecordsModel::SequenceColumn), u"trimmed"_s);
            QVERIFY(model.index(2, 0).data(Qt::FontRole).value<QFont>().italic());
            // The plural is the English catalogue's, which a test does not install.
            QVERIFY2(model.statusText().contains(u"3 older change(s) trimmed"_s),
                     qPrintable(model.statusText()));
        }
        // A later refresh adds nothing twice.
        bench.advance(2 * kMinute);
        model.setClock(bench.engine().nowMs());
        QVERIFY(model.refresh());
        QCOMPARE(model.rowCount(), 4);
    }

    void tableWithoutAStream()
    {
        Bench bench;
        bench.createTable(u"Plain"_s, {});
        bench.put(u"Plain"_s, u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}});
        StreamRecordsModel model(bench.api());
        QSignalSpy errors(&model, &StreamRecordsModel::errorOccurred);
        QVERIFY(model.setTable(u"Plain"_s));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.statusText(),
                 u"Table Plain has no stream: enable one with UpdateTable StreamSpecification"_s);
        QCOMPARE(errors.size(), 0);

        // Enabling one: the next refresh reads it.
        bench.ok(u"UpdateTable"_s,
                 {{u"TableName"_s, u"Plain"_s},
                  {u"StreamSpecification"_s, QJsonObject{{u"StreamEnabled"_s, true},
                                                         {u"StreamViewType"_s, u"KEYS_ONLY"_s}}}});
        bench.setStatus(u"Plain"_s, u"o1"_s, u"SHIPPED"_s);
        QVERIFY(model.refresh());
        QCOMPARE(column(model, StreamRecordsModel::EventColumn), QStringList{u"MODIFY"_s});

        QVERIFY(!model.setTable(u"Nope"_s));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(
            model.lastError(),
            u"ResourceNotFoundException: Requested resource not found: Table: Nope not found"_s);
        QCOMPARE(model.rowCount(), 0);
    }

    void filterShowsOneKindOfEvent_data()
    {
        QTest::addColumn<int>("filter");
        QTest::addColumn<QStringList>("keys");
        const QString o2 = u"ORDER#o2 · META"_s, o3 = u"ORDER#o3 · META"_s;
        QTest::newRow("all") << int(StreamRecordsPane::AllEvents) << QStringList{o2, o3, o3, o2};
        QTest::newRow("INSERT") << int(StreamRecordsPane::Inserts) << QStringList{o2, o3};
        QTest::newRow("MODIFY") << int(StreamRecordsPane::Modifies) << QStringList();
        QTest::newRow("REMOVE") << int(StreamRecordsPane::Removes) << QStringList{o3, o2};
        QTest::newRow("TTL deletes only") << int(StreamRecordsPane::TtlDeletes) << QStringList{o2};
    }

    void filterShowsOneKindOfEvent()
    {
        QFETCH(int, filter);
        QFETCH(QStringList, keys);
        Bench bench;
        bench.createTable(u"Sessions"_s);
        bench.enableTtl(u"Sessions"_s);
        bench.userAndTtlDeletes(u"Sessions"_s);
        StreamRecordsPane pane(bench.api());
        pane.setTable(u"Sessions"_s);
        auto *combo = pane.findChild<QComboBox *>(u"eventFilter"_s);
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findData(filter)); // as a user picks it
        QCOMPARE(int(pane.filter()), filter);
        QCOMPARE(column(*pane.view()->model(), StreamRecordsModel::KeyColumn), keys);
        QCOMPARE(pane.findChild<QLabel *>(u"streamStatus"_s)->text(),
                 u"4 records · 1 shard · NEW_AND_OLD_IMAGES · latest 2026-10-20 12:49:37 UTC"_s);
    }

    void doubleClickOrEnterAsksForTheItemsHistory()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        bench.put(u"p31"_s, u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}});
        bench.put(u"p31"_s, u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}});
        StreamRecordsPane pane(bench.api());
        pane.resize(900, 300);
        pane.setTable(u"p31"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QSignalSpy history(&pane, &StreamRecordsPane::itemHistoryRequested);

        QTableView *view = pane.view();
        const QRect second = view->visualRect(view->model()->index(1, 2));
        // A double-click is a click and then the double-click event, as a mouse sends them.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, second.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, second.center());
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.at(0).at(0).toString(), u"p31"_s);
        QCOMPARE(history.at(0).at(1).toJsonObject(), orderKey(u"o2"_s));

        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(1).at(1).toJsonObject(), orderKey(u"o1"_s));
    }

    // Newest at the bottom: a view at its end follows new records there; one scrolled up to an
    // older record stays on it.
    void followsTheNewestRecordOnlyFromTheEnd()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        for (int i = 1; i <= 30; ++i)
            bench.put(u"p31"_s, u"o%1"_s.arg(i), {{u"status"_s, S(u"PLACED"_s)}});
        StreamRecordsPane pane(bench.api());
        pane.resize(900, 250);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setTable(u"p31"_s);
        QScrollBar *bar = pane.view()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());

        bench.put(u"p31"_s, u"o31"_s, {{u"status"_s, S(u"PLACED"_s)}});
        const int before = bar->maximum();
        pane.refresh();
        QVERIFY(bar->maximum() > before);
        QCOMPARE(bar->value(), bar->maximum());

        bar->setValue(0);
        bench.put(u"p31"_s, u"o32"_s, {{u"status"_s, S(u"PLACED"_s)}});
        pane.refresh();
        QCOMPARE(pane.view()->model()->rowCount(), 32);
        QCOMPARE(bar->value(), 0);
    }

    // Lesson 31, another order shipped, a soft delete and a TTL delete, drawn as a projector
    // would show it. Set LW_SNAPSHOT_DIR to keep the picture (streamrecords.png).
    void picture()
    {
        Bench bench;
        bench.createTable(u"p31"_s);
        bench.enableTtl(u"p31"_s);
        bench.lesson31();
        bench.advance(kMinute);
        bench.put(u"p31"_s, u"o2"_s,
                  {{u"status"_s, S(u"PLACED"_s)},
                   {u"total"_s, N(17)},
                   {u"GSI1PK"_s, S(u"STORE#s1"_s)},
                   {u"address"_s, M({{u"city"_s, S(u"Oslo"_s)}, {u"zip"_s, S(u"0150"_s)}})}});
        bench.advance(kMinute);
        const qint64 retention = (bench.engine().nowMs() + 30 * kMinute) / 1000;
        bench.ok(u"UpdateItem"_s,
                 {{u"TableName"_s, u"p31"_s},
                  {u"Key"_s, orderKey(u"o2"_s)},
                  {u"UpdateExpression"_s, u"SET deletedAt = :now, expiresAt = :ttl, #t = :t "
                                          u"REMOVE GSI1PK"_s},
                  {u"ExpressionAttributeNames"_s, QJsonObject{{u"#t"_s, u"total"_s}}},
                  {u"ExpressionAttributeValues"_s,
                   QJsonObject{{u":now"_s, N(bench.engine().nowMs() / 1000)},
                               {u":ttl"_s, N(retention)},
                               {u":t"_s, N(20)}}}});
        bench.advance(kHour); // the sweeper deletes o2

        StreamRecordsPane pane(bench.api());
        QFont projector = pane.font();
        projector.setPointSizeF(11); // the window's smallest size, for the back of a room
        pane.setFont(projector);
        pane.resize(1100, 380);
        pane.setTable(u"p31"_s);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QCOMPARE(pane.view()->model()->rowCount(), 6);
        QCOMPARE(cell(*pane.model(), 5, StreamRecordsModel::EventColumn), u"REMOVE (TTL)"_s);
        const QPixmap picture = pane.grab();
        QCOMPARE(picture.deviceIndependentSize().toSize(), QSize(1100, 380));
        const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(picture.save(QDir(dir).filePath(u"streamrecords.png"_s)));
    }
};

QTEST_MAIN(TestStreamRecords)
#include "tst_streamrecords.moc"
