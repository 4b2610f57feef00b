// One item's history: the workbench's GetItemHistory action over a real
// workspace (every change oldest first with both images, who made it, a TTL delete, the errors
// GetItem gives, a key never written) and the dialog the stream records pane opens with it (its
// model under QAbstractItemModelTester, the rows, both images of the selected change, the
// title, errors inline, reload, a picture to look at).
//
// JSON with '#' in it is built in code: a raw string holding '#' makes moc skip the file.
#include "api/api.h"
#include "changes/itemhistorydialog.h"
#include "changes/itemhistorymodel.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "streams/streamrecord.h"
#include "testworkspace.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QTableView>

using namespace Qt::StringLiterals;
using namespace lw::test;
using lw::ItemHistoryDialog;
using lw::ItemHistoryModel;

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

QJsonObject orderKey(const QString &order)
{
    return {{u"PK"_s, S(u"ORDER#"_s + order)}, {u"SK"_s, S(u"META"_s)}};
}

QJsonObject withKey(const QString &order, const QJsonObject &attributes)
{
    QJsonObject item = orderKey(order);
    for (auto it = attributes.begin(); it != attributes.end(); ++it)
        item.insert(it.key(), it.value());
    return item;
}

// A real workspace at kT0 with table p31 (PK/SK strings, a NEW_AND_OLD_IMAGES stream).
struct Bench
{
    TestWorkspace ws;

    Bench()
    {
        if (const lw::Status set = engine().setClock(kT0); !set)
            qFatal("setClock: %s", qPrintable(set.error().message));
        QJsonObject table = json(R"({"TableName": "p31", "BillingMode": "PAY_PER_REQUEST",
          "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                        {"AttributeName": "SK", "KeyType": "RANGE"}],
          "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                   {"AttributeName": "SK", "AttributeType": "S"}],
          "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})");
        ok(u"CreateTable"_s, table);
    }

    lw::Engine &engine() { return ws.workspace().engine(); }

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

    void put(const QString &order, const QJsonObject &attributes)
    {
        ok(u"PutItem"_s, {{u"TableName"_s, u"p31"_s}, {u"Item"_s, withKey(order, attributes)}});
    }

    void setStatus(const QString &order, const QString &status)
    {
        ok(u"UpdateItem"_s, {{u"TableName"_s, u"p31"_s},
                             {u"Key"_s, orderKey(order)},
                             {u"UpdateExpression"_s, u"SET #s = :s"_s},
                             {u"ExpressionAttributeNames"_s, QJsonObject{{u"#s"_s, u"status"_s}}},
                             {u"ExpressionAttributeValues"_s, QJsonObject{{u":s"_s, S(status)}}}});
    }

    void remove(const QString &order)
    {
        ok(u"DeleteItem"_s, {{u"TableName"_s, u"p31"_s}, {u"Key"_s, orderKey(order)}});
    }

    // o1 placed (total 42), shipped, deleted, then placed again (total 17), a minute apart: the
    // four changes of two lifetimes.
    void twoLifetimes()
    {
        put(u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(42)}});
        advance(kMinute);
        setStatus(u"o1"_s, u"SHIPPED"_s);
        advance(kMinute);
        remove(u"o1"_s);
        advance(kMinute);
        put(u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(17)}});
    }

    // Time to Live on expiresAt, settled, with an instant sweeper (as tst_consumers' lesson33).
    void enableTtl()
    {
        lw::SweeperSettings instant;
        instant.preset = lw::SweeperSettings::Preset::Instant;
        QVERIFY(engine().setSweeper(instant));
        ok(u"UpdateTimeToLive"_s,
           {{u"TableName"_s, u"p31"_s},
            {u"TimeToLiveSpecification"_s,
             QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, u"expiresAt"_s}}}});
        advance(kHour); // ENABLING becomes ENABLED
    }

    QJsonArray history(const QJsonObject &key)
    {
        return ok(u"GetItemHistory"_s, {{u"TableName"_s, u"p31"_s}, {u"Key"_s, key}})
            .value(u"Changes"_s)
            .toArray();
    }
};

QStringList member(const QJsonArray &changes, const QString &name)
{
    QStringList out;
    for (const QJsonValue &change : changes)
        out << change.toObject().value(name).toString();
    return out;
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, column).data().toString();
    return out;
}

int selectedRow(const ItemHistoryDialog &dialog)
{
    const QModelIndexList rows = dialog.view()->selectionModel()->selectedRows();
    return rows.size() == 1 ? rows.first().row() : -1;
}

} // namespace

class TestItemHistory : public QObject
{
    Q_OBJECT

private slots:
    // Put, Update, Delete, Put again: four changes oldest first, each with the images a
    // NEW_AND_OLD_IMAGES stream record of it has, and the same sequence numbers.
    void changesOfOneItemOldestFirst()
    {
        Bench bench;
        bench.twoLifetimes();
        bench.put(u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}}); // another item: not in o1's history
        const QJsonArray changes = bench.history(orderKey(u"o1"_s));
        QCOMPARE(changes.size(), 4);
        QCOMPARE(member(changes, u"Event"_s),
                 (QStringList{u"INSERT"_s, u"MODIFY"_s, u"REMOVE"_s, u"INSERT"_s}));
        QCOMPARE(member(changes, u"Origin"_s), QStringList(4, u"user"_s));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(changes[i].toObject().value(u"TimeMillis"_s).toInteger(), kT0 + i * kMinute);

        const QJsonObject placed =
            withKey(u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(42)}});
        const QJsonObject shipped =
            withKey(u"o1"_s, {{u"status"_s, S(u"SHIPPED"_s)}, {u"total"_s, N(42)}});
        const QJsonObject again =
            withKey(u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(17)}});
        const QList<std::pair<QJsonValue, QJsonValue>> images{{QJsonValue::Undefined, placed},
                                                              {placed, shipped},
                                                              {shipped, QJsonValue::Undefined},
                                                              {QJsonValue::Undefined, again}};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject change = changes[i].toObject();
            QCOMPARE(change.value(u"OldImage"_s), images[i].first);
            QCOMPARE(change.value(u"NewImage"_s), images[i].second);
        }

        // Increasing, and each the SequenceNumber of the change's stream record: a record of the
        // stream pane is found again in its item's history.
        const QStringList sequenceNumbers = member(changes, u"SequenceNumber"_s);
        for (int i = 1; i < 4; ++i)
            QVERIFY2(sequenceNumbers[i - 1] < sequenceNumbers[i], qPrintable(sequenceNumbers[i]));
        const auto records = bench.engine().readStream(u"p31"_s, 0, 100);
        QVERIFY(records);
        QStringList recorded;
        for (const lw::StreamRecord &record : *records) {
            if (lw::itemToJson(record.keys) == orderKey(u"o1"_s))
                recorded << lw::sequenceNumberText(record.seq);
        }
        QCOMPARE(sequenceNumbers, recorded);
    }

    // The sweeper's delete is Origin "ttl", with the expired item as its old image.
    void ttlDeleteIsMadeByTtl()
    {
        Bench bench;
        bench.enableTtl();
        const qint64 expiresAt = (bench.engine().nowMs() + kMinute) / 1000;
        const QJsonObject item =
            withKey(u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"expiresAt"_s, N(expiresAt)}});
        bench.put(u"o2"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"expiresAt"_s, N(expiresAt)}});
        bench.advance(2 * kMinute);
        const QJsonArray changes = bench.history(orderKey(u"o2"_s));
        QCOMPARE(member(changes, u"Event"_s), (QStringList{u"INSERT"_s, u"REMOVE"_s}));
        QCOMPARE(member(changes, u"Origin"_s), (QStringList{u"user"_s, u"ttl"_s}));
        const QJsonObject removed = changes[1].toObject();
        QCOMPARE(removed.value(u"OldImage"_s).toObject(), item);
        QVERIFY(!removed.contains(u"NewImage"_s));
        QVERIFY(removed.value(u"TimeMillis"_s).toInteger() >= expiresAt * 1000);
    }

    void errors_data()
    {
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("message");
        const QString schema = u"The provided key element does not match the schema"_s;
        QJsonObject noSortKey = orderKey(u"o1"_s);
        noSortKey.remove(u"SK"_s);
        QJsonObject numberKey = orderKey(u"o1"_s);
        numberKey.insert(u"SK"_s, N(1));
        QJsonObject extraAttribute = orderKey(u"o1"_s);
        extraAttribute.insert(u"status"_s, S(u"PLACED"_s));
        QTest::newRow("unknown table")
            << QJsonObject{{u"TableName"_s, u"nope"_s}, {u"Key"_s, orderKey(u"o1"_s)}}
            << u"ResourceNotFoundException"_s
            << u"Requested resource not found: Table: nope not found"_s;
        QTest::newRow("key without its sort key")
            << QJsonObject{{u"TableName"_s, u"p31"_s}, {u"Key"_s, noSortKey}}
            << u"ValidationException"_s << schema;
        QTest::newRow("key of the wrong type")
            << QJsonObject{{u"TableName"_s, u"p31"_s}, {u"Key"_s, numberKey}}
            << u"ValidationException"_s << schema;
        QTest::newRow("key with another attribute")
            << QJsonObject{{u"TableName"_s, u"p31"_s}, {u"Key"_s, extraAttribute}}
            << u"ValidationException"_s << schema;
        QTest::newRow("missing Key")
            << QJsonObject{{u"TableName"_s, u"p31"_s}} << u"ValidationException"_s
            << u"1 validation error detected: Value null at 'key' failed to satisfy constraint: "
               u"Member must not be null"_s;
        QTest::newRow("missing TableName")
            << QJsonObject{{u"Key"_s, orderKey(u"o1"_s)}} << u"ValidationException"_s
            << u"1 validation error detected: Value null at 'tableName' failed to satisfy "
               u"constraint: Member must not be null"_s;
        QTest::newRow("unknown member")
            << QJsonObject{{u"TableName"_s, u"p31"_s},
                           {u"Key"_s, orderKey(u"o1"_s)},
                           {u"ConsistentRead"_s, true}}
            << u"ValidationException"_s
            << u"ConsistentRead is not supported by Lifecycle Workbench for this action yet"_s;
    }

    void errors()
    {
        QFETCH(QJsonObject, request);
        QFETCH(QString, type);
        QFETCH(QString, message);
        Bench bench;
        bench.twoLifetimes();
        const auto result = bench.ws.call(u"GetItemHistory"_s, request);
        QVERIFY(!result);
        QCOMPARE(result.error().typeName(), type);
        QCOMPARE(result.error().message, message);
    }

    void neverWrittenKeyHasNoChanges()
    {
        Bench bench;
        bench.twoLifetimes();
        QCOMPARE(bench.ok(u"GetItemHistory"_s,
                          {{u"TableName"_s, u"p31"_s}, {u"Key"_s, orderKey(u"never"_s)}}),
                 (QJsonObject{{u"Changes"_s, QJsonArray{}}}));
    }

    // `lwb actions` prints Api::actions(); the history is not one of the reads "as of" a time.
    void isAnAction()
    {
        QVERIFY(lw::Api::actions().contains(u"GetItemHistory"_s));
        Bench bench;
        lw::CallOptions past;
        past.asOfMs = kT0;
        const auto result = bench.ws.workspace().api().call(
            u"GetItemHistory"_s,
            QJsonObject{{u"TableName"_s, u"p31"_s}, {u"Key"_s, orderKey(u"o1"_s)}}, past);
        QVERIFY(!result);
        QCOMPARE(result.error().typeName(), u"ValidationException"_s);
    }

    void modelPassesTheTester()
    {
        Bench bench;
        ItemHistoryModel model(bench.ws.apiCall());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setItem(u"p31"_s, orderKey(u"o1"_s)));
        QCOMPARE(model.rowCount(), 0);
        bench.twoLifetimes();
        QVERIFY(model.reload());
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(!model.setItem(u"nope"_s, orderKey(u"o1"_s)));
        QCOMPARE(model.rowCount(), 0);
    }

    // One row per change: the time, the event, who made it, what it changed (the key left out),
    // the end of the sequence number; the roles carry the rest.
    void rowsMatchTheChanges()
    {
        Bench bench;
        bench.enableTtl();
        const qint64 start = bench.engine().nowMs();
        bench.put(u"o1"_s, {{u"status"_s, S(u"PLACED"_s)}, {u"total"_s, N(42)}});
        bench.advance(kMinute);
        bench.setStatus(u"o1"_s, u"SHIPPED"_s);
        bench.advance(kMinute);
        bench.ok(u"UpdateItem"_s,
                 {{u"TableName"_s, u"p31"_s},
                  {u"Key"_s, orderKey(u"o1"_s)},
                  {u"UpdateExpression"_s, u"SET expiresAt = :e"_s},
                  {u"ExpressionAttributeValues"_s,
                   QJsonObject{{u":e"_s, N((bench.engine().nowMs() + kMinute) / 1000)}}}});
        bench.advance(2 * kMinute); // the sweeper deletes it

        ItemHistoryModel model(bench.ws.apiCall());
        QVERIFY(model.setItem(u"p31"_s, orderKey(u"o1"_s)));
        QCOMPARE(model.lastError(), QString());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(column(model, ItemHistoryModel::EventColumn),
                 (QStringList{u"INSERT"_s, u"MODIFY"_s, u"MODIFY"_s, u"REMOVE"_s}));
        QCOMPARE(column(model, ItemHistoryModel::ByColumn),
                 (QStringList{u"user"_s, u"user"_s, u"user"_s, u"TTL sweeper"_s}));
        QCOMPARE(model.index(0, ItemHistoryModel::TimeColumn).data().toString(),
                 u"2026-10-20 12:48:37 UTC"_s);
        QCOMPARE(model.index(0, 0).data(ItemHistoryModel::TimeMillisRole).toLongLong(), start);
        const QStringList changes = column(model, ItemHistoryModel::ChangesColumn);
        QCOMPARE(changes[0], u"+ status: PLACED, total: 42"_s);
        QCOMPARE(changes[1], u"status: PLACED → SHIPPED"_s);
        QVERIFY2(changes[2].startsWith(u"+ expiresAt: "_s), qPrintable(changes[2]));
        QVERIFY2(changes[3].startsWith(u"− expiresAt: "_s), qPrintable(changes[3]));
        QVERIFY(!changes.join(u' ').contains(u"ORDER"_s));

        const QModelIndex removed = model.index(3, ItemHistoryModel::SequenceColumn);
        QCOMPARE(removed.data(ItemHistoryModel::OriginRole).toString(), u"ttl"_s);
        QCOMPARE(removed.data(ItemHistoryModel::EventRole).toString(), u"REMOVE"_s);
        QVERIFY(removed.data(ItemHistoryModel::OldImageRole).isValid());
        QVERIFY(!removed.data(ItemHistoryModel::NewImageRole).isValid());
        QVERIFY(!model.index(0, 0).data(ItemHistoryModel::OldImageRole).isValid());
        const QString sequenceNumber =
            removed.data(ItemHistoryModel::SequenceNumberRole).toString();
        QCOMPARE(sequenceNumber.size(), 21);
        QVERIFY(removed.data().toString().startsWith(u"…"_s));
        QVERIFY(sequenceNumber.endsWith(removed.data().toString().mid(1)));
        QVERIFY(removed.data(Qt::ToolTipRole).toString().contains(sequenceNumber));
        QCOMPARE(model.rowOf(sequenceNumber), 3);
        QCOMPARE(model.rowOf(u"nope"_s), -1);
        QVERIFY(removed.data(Qt::BackgroundRole).isValid()); // tinted as in the stream pane
        QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    }

    void dialogTitleNamesTheKey()
    {
        Bench bench;
        bench.twoLifetimes();
        ItemHistoryDialog dialog(bench.ws.apiCall(), u"p31"_s, orderKey(u"o1"_s));
        QCOMPARE(dialog.windowTitle(), u"History of ORDER#o1 · META"_s);
        QVERIFY(!dialog.isModal());
        QVERIFY(dialog.font().pointSizeF() >= 11);
        QCOMPARE(dialog.errorText(), QString());
        QCOMPARE(dialog.view()->model()->rowCount(), 4);
    }

    // The newest change is selected on opening; selecting another shows its two images, with a
    // word for the one a change has not.
    void selectingAChangeShowsBothImages()
    {
        Bench bench;
        bench.twoLifetimes();
        ItemHistoryDialog dialog(bench.ws.apiCall(), u"p31"_s, orderKey(u"o1"_s));
        QCOMPARE(selectedRow(dialog), 3);
        QCOMPARE(dialog.oldImageText(), u"(none: this change created the item)"_s);
        QVERIFY2(dialog.newImageText().contains(u"\"total\": {\"N\":\"17\"}"_s),
                 qPrintable(dialog.newImageText()));

        dialog.view()->selectRow(1);
        const QString expectedOld = u"{\n"
                                    u"  \"PK\": {\"S\":\"ORDER#o1\"},\n"
                                    u"  \"SK\": {\"S\":\"META\"},\n"
                                    u"  \"status\": {\"S\":\"PLACED\"},\n"
                                    u"  \"total\": {\"N\":\"42\"}\n"
                                    u"}"_s;
        QString expectedNew = expectedOld;
        expectedNew.replace(u"PLACED"_s, u"SHIPPED"_s);
        QCOMPARE(dialog.oldImageText(), expectedOld);
        QCOMPARE(dialog.newImageText(), expectedNew);

        dialog.view()->selectRow(2);
        QCOMPARE(dialog.oldImageText(), expectedNew);
        QCOMPARE(dialog.newImageText(), u"(none: this change deleted the item)"_s);

        const QString removed =
            dialog.model()->index(2, 0).data(ItemHistoryModel::SequenceNumberRole).toString();
        dialog.view()->selectRow(0);
        QVERIFY(dialog.selectChange(removed));
        QCOMPARE(selectedRow(dialog), 2);
        QVERIFY(!dialog.selectChange(u"000000000000000999999"_s));
        QCOMPARE(selectedRow(dialog), 2);
    }

    // Reload reads what was written since, keeping the selected change selected.
    void reloadFollowsNewChanges()
    {
        Bench bench;
        bench.twoLifetimes();
        ItemHistoryDialog dialog(bench.ws.apiCall(), u"p31"_s, orderKey(u"o1"_s));
        dialog.view()->selectRow(1);
        bench.advance(kMinute);
        bench.setStatus(u"o1"_s, u"CANCELLED"_s);
        dialog.reload();
        QCOMPARE(dialog.model()->rowCount(), 5);
        QCOMPARE(selectedRow(dialog), 1);
        QCOMPARE(dialog.model()->index(4, ItemHistoryModel::ChangesColumn).data().toString(),
                 u"status: PLACED → CANCELLED"_s);
    }

    void errorsAreShownInTheDialog()
    {
        Bench bench;
        ItemHistoryDialog unknown(bench.ws.apiCall(), u"nope"_s, orderKey(u"o1"_s));
        QCOMPARE(
            unknown.errorText(),
            u"ResourceNotFoundException: Requested resource not found: Table: nope not found"_s);
        QCOMPARE(unknown.view()->model()->rowCount(), 0);

        QJsonObject badKey = orderKey(u"o1"_s);
        badKey.remove(u"SK"_s);
        ItemHistoryDialog wrongKey(bench.ws.apiCall(), u"p31"_s, badKey);
        QCOMPARE(wrongKey.errorText(),
                 u"ValidationException: The provided key element does not match the schema"_s);

        ItemHistoryDialog never(bench.ws.apiCall(), u"p31"_s, orderKey(u"never"_s));
        QCOMPARE(never.errorText(), QString());
        QCOMPARE(never.view()->model()->rowCount(), 0);
        QCOMPARE(never.oldImageText(), QString());
    }

    // Two lifetimes and a TTL delete at a projector's size. Set LW_SNAPSHOT_DIR to keep the
    // picture (itemhistory.png).
    void picture()
    {
        Bench bench;
        bench.enableTtl();
        bench.twoLifetimes();
        bench.advance(kMinute);
        bench.ok(u"UpdateItem"_s,
                 {{u"TableName"_s, u"p31"_s},
                  {u"Key"_s, orderKey(u"o1"_s)},
                  {u"UpdateExpression"_s,
                   u"SET deletedAt = :now, expiresAt = :ttl, note = :n, #t = :t"_s},
                  {u"ExpressionAttributeNames"_s, QJsonObject{{u"#t"_s, u"total"_s}}},
                  {u"ExpressionAttributeValues"_s,
                   QJsonObject{{u":now"_s, N(bench.engine().nowMs() / 1000)},
                               {u":ttl"_s, N((bench.engine().nowMs() + 30 * kMinute) / 1000)},
                               {u":n"_s, S(u"customer asked to cancel"_s)},
                               {u":t"_s, N(20)}}}});
        bench.advance(kHour); // the sweeper deletes it

        ItemHistoryDialog dialog(bench.ws.apiCall(), u"p31"_s, orderKey(u"o1"_s));
        dialog.resize(1000, 500);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.view()->model()->rowCount(), 6);
        dialog.view()->selectRow(4);
        const QPixmap picture = dialog.grab();
        QCOMPARE(picture.deviceIndependentSize().toSize(), QSize(1000, 500));
        const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(picture.save(QDir(dir).filePath(u"itemhistory.png"_s)));
    }
};

QTEST_MAIN(TestItemHistory)
#include "tst_itemhistory.moc"
