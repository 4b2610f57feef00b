// The "Stream consumers" pane over a real workspace, offscreen: the model passes the model
// tester and shows what DescribeConsumer says, the add dialog builds exact CreateConsumer
// requests and keeps the api's errors inside itself, the tool bar enables, disables, faults and
// deletes (each checked in the engine), the clock moving shows the consumers' real work, and
// the window docks the pane, reloads it and makes it read-only in the past.
//
// JSON with quotes inside values is built in code: a raw string holding '#' or an escaped quote
// makes moc skip the file.
#include "engine/engine.h"
#include "engineclock.h"
#include "streamconsumers/consumerdialog.h"
#include "streamconsumers/consumersmodel.h"
#include "streamconsumers/consumerspane.h"
#include "streams/streamrecord.h"
#include "testworkspace.h"
#include "window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>

using namespace Qt::StringLiterals;
using namespace lw::test;
using Column = lw::ConsumersModel::Columns;

namespace {

const QColor kFailedRed(0xb0, 0x00, 0x20);

// Orders: PK/SK with both images on its stream. Events: a NEW_IMAGE stream, which an aggregator
// cannot use. Plain: no stream, so no consumer.
const char *kOrdersTable = R"({"TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                           {"AttributeName": "SK", "AttributeType": "S"}],
  "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})";
const char *kEventsTable = R"({"TableName": "Events", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
  "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})";
const char *kPlainTable = R"({"TableName": "Plain", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})";

QJsonObject S(const QString &text)
{
    return {{u"S"_s, text}};
}

// A real workspace at kNoon with the three tables, bound as the application binds it.
struct Bench
{
    TestWorkspace ws;

    explicit Bench(bool withTables = true)
    {
        if (const lw::Status set = engine().setClock(kNoon); !set)
            qFatal("setClock: %s", qPrintable(set.error().message));
        if (!withTables)
            return;
        ws.ok(u"CreateTable"_s, kOrdersTable);
        ws.ok(u"CreateTable"_s, kEventsTable);
        ws.ok(u"CreateTable"_s, kPlainTable);
    }

    lw::Engine &engine() { return ws.workspace().engine(); }

    lw::ApiCall api() { return ws.apiCall(); }

    lw::ClockControl clock()
    {
        return lw::test::engineClock([this]() -> lw::Engine & { return engine(); });
    }

    QJsonObject ok(const QString &action, const QJsonObject &request)
    {
        const auto result = ws.call(action, request);
        if (!result)
            qFatal("%s: %s", qPrintable(action), qPrintable(result.error().message));
        return *result;
    }

    void createConsumer(const QString &name, const QString &type, QJsonObject extra = {})
    {
        extra.insert(u"TableName"_s, u"Orders"_s);
        extra.insert(u"ConsumerName"_s, name);
        extra.insert(u"Type"_s, type);
        ok(u"CreateConsumer"_s, extra);
    }

    // The engine's own answer, not the pane's.
    QJsonObject describe(const QString &name)
    {
        return ok(u"DescribeConsumer"_s, {{u"TableName"_s, u"Orders"_s}, {u"ConsumerName"_s, name}})
            .value(u"ConsumerDescription"_s)
            .toObject();
    }

    int consumerCount()
    {
        return int(ok(u"ListConsumers"_s, {}).value(u"Consumers"_s).toArray().size());
    }

    void putOrder(const QString &sk, qint64 total)
    {
        ok(u"PutItem"_s,
           {{u"TableName"_s, u"Orders"_s},
            {u"Item"_s, QJsonObject{{u"PK"_s, S(u"STORE-s1"_s)},
                                    {u"SK"_s, S(sk)},
                                    {u"total"_s, QJsonObject{{u"N"_s, QString::number(total)}}}}}});
    }

    void advance(qint64 byMs)
    {
        if (const lw::Status moved = engine().advanceClock(engine().nowMs() + byMs); !moved)
            qFatal("advanceClock: %s", qPrintable(moved.error().message));
    }
};

// One line per row, cells joined by " | ".
QStringList dump(const QAbstractItemModel &model)
{
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data().toString();
        lines << cells.join(u" | "_s);
    }
    return lines;
}

QString cell(const lw::ConsumersPane &pane, const QString &name, int column,
             int role = Qt::DisplayRole)
{
    const QModelIndex row = pane.model()->indexOf(u"Orders"_s, name);
    return pane.model()->index(row.row(), column).data(role).toString();
}

QAction *action(const QObject &parent, const QString &name)
{
    auto *found = parent.findChild<QAction *>(name);
    if (!found)
        qFatal("no action %s", qPrintable(name));
    return found;
}

// The fields every request test fills, on every type's page: only the chosen type's may count.
void fillDialog(lw::ConsumerDialog &dialog, const QString &type)
{
    auto *table = child<QComboBox>(dialog, u"tableCombo"_s);
    table->setCurrentIndex(table->findData(u"Orders"_s));
    child<QLineEdit>(dialog, u"nameEdit"_s)->setText(u" c1 "_s);
    auto *types = child<QComboBox>(dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(type));
    auto *position = child<QComboBox>(dialog, u"positionCombo"_s);
    position->setCurrentIndex(position->findData(u"LATEST"_s));
    child<QSpinBox>(dialog, u"batchSizeSpin"_s)->setValue(25);
    child<QSpinBox>(dialog, u"pollDelaySpin"_s)->setValue(500);
    child<QLineEdit>(dialog, u"filterEdit"_s)->setText(u"{\"eventName\": [\"REMOVE\"]}"_s);
    child<QSpinBox>(dialog, u"redeliverSpin"_s)->setValue(2);
    child<QLineEdit>(dialog, u"attributesEdit"_s)->setText(u"status, total ,,"_s);
    child<QLineEdit>(dialog, u"countAttributeEdit"_s)->setText(u"orderCount"_s);
    child<QLineEdit>(dialog, u"sumSourceEdit"_s)->setText(u"total"_s);
    child<QLineEdit>(dialog, u"sumTargetEdit"_s)->setText(u"revenue"_s);
    child<QCheckBox>(dialog, u"deduplicateCheck"_s)->setChecked(true);
    child<QLineEdit>(dialog, u"prefixEdit"_s)->setText(u"gone/"_s);
    child<QLineEdit>(dialog, u"keyTemplateEdit"_s)->setText(u"{hash}/{range}.json"_s);
    child<QCheckBox>(dialog, u"onlyTtlCheck"_s)->setChecked(true);
}

void clickOk(lw::ConsumerDialog &dialog)
{
    child<QDialogButtonBox>(dialog, {})->button(QDialogButtonBox::Ok)->click();
}

} // namespace

class TestConsumersPane : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void modelFollowsTheEngine();
    void dialogRequest_data();
    void dialogRequest();
    void dialogDefaults();
    void dialogShowsTheTypesFields();
    void dialogOffersTablesWithStreams();
    void dialogWarnsOfSharedObjects_data();
    void dialogWarnsOfSharedObjects();
    void addThroughPane();
    void errorsStayInDialog_data();
    void errorsStayInDialog();
    void enableAndDisable();
    void faultToggle();
    void deleteAsksUnlessTold();
    void deleteKey();
    void clockShowsTheWork();
    void failedRowIsMarked();
    void dialogPicture();
    void windowDocksThePane();
};

void TestConsumersPane::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// The model tester watches resets (a consumer added or deleted) and in-place changes (the clock
// moved): both must keep the model consistent.
void TestConsumersPane::modelFollowsTheEngine()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    bench.createConsumer(u"totals"_s, u"AGGREGATOR"_s,
                         {{u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, 3}}}});
    lw::ConsumersModel model(bench.api());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(model.reload());

    QStringList headers;
    for (int column = 0; column < model.columnCount(); ++column)
        headers << model.headerData(column, Qt::Horizontal).toString();
    QCOMPARE(headers, (QStringList{u"Name"_s, u"Table"_s, u"Type"_s, u"State"_s, u"Checkpoint"_s,
                                   u"Last poll"_s, u"Processed"_s, u"Filtered"_s, u"Skipped"_s,
                                   u"Duplicates"_s, u"Redeliveries"_s, u"Fault"_s}));
    QCOMPARE(
        dump(model),
        (QStringList{
            u"search | Orders | Projector | Enabled | none | never | 0 | 0 | 0 | 0 | 0 | off"_s,
            u"totals | Orders | Aggregator | Enabled | none | never | 0 | 0 | 0 | 0 | 0 | "
            "every 3 batches"_s}));

    // The clock moves: the same consumers come back, so the rows stay and only change.
    const QPersistentModelIndex totals = model.indexOf(u"Orders"_s, u"totals"_s);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    bench.putOrder(u"ORDER-o1"_s, 42);
    bench.advance(10 * kSecond);
    QVERIFY(model.reload());
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(totals.row(), 1);
    // The projector saw the order and the aggregator's write to its stats item.
    QCOMPARE(model.index(0, Column::ProcessedColumn).data().toString(), u"2"_s);
    QCOMPARE(bench.describe(u"search"_s).value(u"Statistics"_s)[u"RecordsProcessed"_s].toInt(), 2);

    bench.ok(u"DeleteConsumer"_s,
             {{u"TableName"_s, u"Orders"_s}, {u"ConsumerName"_s, u"search"_s}});
    QVERIFY(model.reload());
    QCOMPARE(resets.size(), 1);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data(lw::ConsumersModel::ConsumerNameRole).toString(), u"totals"_s);
}

void TestConsumersPane::dialogRequest_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QJsonObject>("settings"); // the type's own member

    QTest::newRow("projector")
        << u"PROJECTOR"_s << json(R"({"Projector": {"AttributesToProject": ["status", "total"]}})");
    QTest::newRow("aggregator") << u"AGGREGATOR"_s << json(R"({"Aggregator": {
        "StatsSortKey": "STATS", "CountAttributeName": "orderCount", "Deduplicate": true,
        "Sums": [{"SourceAttributeName": "total", "TargetAttributeName": "revenue"}]}})");
    QTest::newRow("archiver")
        << u"ARCHIVER"_s
        << json(R"({"Archiver": {"Prefix": "gone/", "ObjectKeyTemplate": "{hash}/{range}.json",
                                 "OnlyTimeToLiveDeletes": true}})");
}

void TestConsumersPane::dialogRequest()
{
    QFETCH(QString, type);
    QFETCH(QJsonObject, settings);

    Bench bench;
    lw::ConsumerDialog dialog(bench.api());
    fillDialog(dialog, type);

    QJsonObject expected = json(R"({"TableName": "Orders", "ConsumerName": "c1",
        "StartingPosition": "LATEST", "BatchSize": 25, "PollDelayMillis": 500,
        "Faults": {"RedeliverEveryNthBatch": 2}})");
    expected.insert(u"Type"_s, type);
    expected.insert(
        u"FilterCriteria"_s,
        QJsonObject{{u"Filters"_s,
                     QJsonArray{QJsonObject{{u"Pattern"_s, u"{\"eventName\": [\"REMOVE\"]}"_s}}}}});
    for (auto it = settings.begin(); it != settings.end(); ++it)
        expected.insert(it.key(), it.value());
    QCOMPARE(dialog.request(), expected);

    // And the engine takes it as it is.
    clickOk(dialog);
    QCOMPARE(dialog.errorText(), QString());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const QJsonObject created = bench.describe(u"c1"_s);
    QCOMPARE(created.value(u"Type"_s).toString(), type);
    QCOMPARE(created.value(u"BatchSize"_s).toInt(), 25);
    QCOMPARE(dialog.created(), created);
}

void TestConsumersPane::dialogDefaults()
{
    Bench bench;
    lw::ConsumerDialog dialog(bench.api());
    auto *ok = child<QDialogButtonBox>(dialog, {})->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no name yet
    child<QLineEdit>(dialog, u"nameEdit"_s)->setText(u"search"_s);
    QVERIFY(ok->isEnabled());
    // The first table with a stream, a projector of every attribute, the engine's defaults.
    QCOMPARE(dialog.request(), json(R"({"TableName": "Events", "ConsumerName": "search",
        "Type": "PROJECTOR", "StartingPosition": "TRIM_HORIZON", "BatchSize": 100,
        "PollDelayMillis": 1000, "Faults": {"RedeliverEveryNthBatch": 0},
        "Projector": {"AttributesToProject": []}})"));

    // The fault reads as a phrase, one batch or many.
    auto *redeliver = child<QSpinBox>(dialog, u"redeliverSpin"_s);
    QCOMPARE(redeliver->text(), u"off"_s);
    redeliver->setValue(1);
    QCOMPARE(redeliver->text(), u"every 1 batch"_s);
    redeliver->setValue(3);
    QCOMPARE(redeliver->text(), u"every 3 batches"_s);
    redeliver->setValue(0);

    // Emptied optional fields are left out, so the engine's defaults apply.
    auto *types = child<QComboBox>(dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(u"ARCHIVER"_s));
    child<QLineEdit>(dialog, u"prefixEdit"_s)->clear();
    QCOMPARE(dialog.request().value(u"Archiver"_s).toObject(),
             json(R"({"OnlyTimeToLiveDeletes": false})"));
    types->setCurrentIndex(types->findData(u"AGGREGATOR"_s));
    child<QLineEdit>(dialog, u"sumSourceEdit"_s)->setText(u"total"_s); // half a pair: sent
    QCOMPARE(dialog.request().value(u"Aggregator"_s).toObject(),
             json(R"({"StatsSortKey": "STATS", "CountAttributeName": "count", "Deduplicate": false,
                      "Sums": [{"SourceAttributeName": "total"}]})"));
}

void TestConsumersPane::dialogShowsTheTypesFields()
{
    Bench bench;
    lw::ConsumerDialog dialog(bench.api());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *types = child<QComboBox>(dialog, u"typeCombo"_s);
    const QStringList projector{u"attributesEdit"_s};
    const QStringList aggregator{u"groupByEdit"_s,   u"statsSortKeyEdit"_s, u"countAttributeEdit"_s,
                                 u"sumSourceEdit"_s, u"sumTargetEdit"_s,    u"deduplicateCheck"_s};
    const QStringList archiver{u"prefixEdit"_s, u"keyTemplateEdit"_s, u"onlyTtlCheck"_s};
    for (const auto &[type, shown] :
         {std::pair{u"PROJECTOR"_s, projector}, std::pair{u"AGGREGATOR"_s, aggregator},
          std::pair{u"ARCHIVER"_s, archiver}}) {
        types->setCurrentIndex(types->findData(type));
        for (const QString &name : projector + aggregator + archiver)
            QVERIFY2(child<QWidget>(dialog, name)->isVisible() == shown.contains(name),
                     qPrintable(type + u' ' + name));
    }
}

void TestConsumersPane::dialogWarnsOfSharedObjects_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("keyTemplate");
    QTest::addColumn<bool>("warned");
    QTest::newRow("the default") << u"Orders"_s << QString() << false;
    QTest::newRow("the whole key") << u"Orders"_s << u"{key}.json"_s << false;
    QTest::newRow("the partition key, with a sort key") << u"Orders"_s << u"{hash}.json"_s << true;
    QTest::newRow("both keys") << u"Orders"_s << u"{hash}-{range}.json"_s << false;
    QTest::newRow("the partition key, no sort key") << u"Events"_s << u"{hash}.json"_s << false;
}

void TestConsumersPane::dialogWarnsOfSharedObjects()
{
    QFETCH(QString, table);
    QFETCH(QString, keyTemplate);
    QFETCH(bool, warned);
    Bench bench;
    lw::ConsumerDialog dialog(bench.api());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *types = child<QComboBox>(dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(u"ARCHIVER"_s));
    auto *tables = child<QComboBox>(dialog, u"tableCombo"_s);
    // The warning follows the table as well as the template.
    tables->setCurrentIndex(tables->findData(table == u"Orders"_s ? u"Events"_s : u"Orders"_s));
    child<QLineEdit>(dialog, u"keyTemplateEdit"_s)->setText(keyTemplate);
    tables->setCurrentIndex(tables->findData(table));
    auto *warning = child<QLabel>(dialog, u"keyTemplateWarning"_s);
    QCOMPARE(warning->isVisible(), warned);
    if (warned)
        QVERIFY2(warning->text().contains(table), qPrintable(warning->text()));
}

void TestConsumersPane::dialogOffersTablesWithStreams()
{
    {
        Bench bench;
        lw::ConsumerDialog dialog(bench.api());
        auto *tables = child<QComboBox>(dialog, u"tableCombo"_s);
        QStringList offered;
        for (int i = 0; i < tables->count(); ++i)
            offered << tables->itemText(i);
        QCOMPARE(offered, (QStringList{u"Events (NEW_IMAGE)"_s, u"Orders (NEW_AND_OLD_IMAGES)"_s}));
        QCOMPARE(dialog.errorText(), QString());
    }
    Bench empty(false);
    empty.ws.ok(u"CreateTable"_s, kPlainTable);
    lw::ConsumerDialog dialog(empty.api());
    child<QLineEdit>(dialog, u"nameEdit"_s)->setText(u"search"_s);
    QCOMPARE(child<QComboBox>(dialog, u"tableCombo"_s)->count(), 0);
    QVERIFY(!child<QDialogButtonBox>(dialog, {})->button(QDialogButtonBox::Ok)->isEnabled());
    QCOMPARE(dialog.errorText(),
             u"No table has a stream, and a consumer reads one. Turn a table's stream on first "
             "(UpdateTable with a StreamSpecification)."_s);
}

void TestConsumersPane::addThroughPane()
{
    Bench bench;
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    QCOMPARE(pane.model()->rowCount(), 0);
    QSignalSpy changed(&pane, &lw::ConsumersPane::consumersChanged);

    QPointer<lw::ConsumerDialog> dialog = pane.addConsumer();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), u"Add stream consumer"_s);
    auto *table = child<QComboBox>(*dialog, u"tableCombo"_s);
    table->setCurrentIndex(table->findData(u"Orders"_s));
    child<QLineEdit>(*dialog, u"nameEdit"_s)->setText(u"totals"_s);
    auto *types = child<QComboBox>(*dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(u"AGGREGATOR"_s));
    child<QSpinBox>(*dialog, u"redeliverSpin"_s)->setValue(3);
    clickOk(*dialog);
    QTRY_VERIFY(dialog.isNull()); // closed and deleted

    QCOMPARE(changed.size(), 1);
    QCOMPARE(dump(*pane.model()),
             QStringList{u"totals | Orders | Aggregator | Enabled | none | never | 0 | 0 | 0 | 0 | "
                         "0 | every 3 batches"_s});
    const auto *view = child<QTableView>(pane, u"consumersView"_s);
    QCOMPARE(view->currentIndex().data(lw::ConsumersModel::ConsumerNameRole).toString(),
             u"totals"_s);
    const QJsonObject described = bench.describe(u"totals"_s);
    QCOMPARE(described.value(u"State"_s).toString(), u"ENABLED"_s);
    QCOMPARE(described.value(u"Faults"_s)[u"RedeliverEveryNthBatch"_s].toInt(), 3);
}

void TestConsumersPane::errorsStayInDialog_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<bool>("streamOffMeanwhile");
    QTest::addColumn<QString>("error");

    QTest::newRow("stream turned off after the dialog opened")
        << u"Orders"_s << u"PROJECTOR"_s << u"fresh"_s << QString() << true
        << u"ValidationException: Table Orders has no stream enabled: a consumer reads the "
           "table's stream"_s;
    QTest::newRow("name taken") << u"Orders"_s << u"PROJECTOR"_s << u"search"_s << QString()
                                << false
                                << u"ResourceInUseException: Consumer search already exists on "
                                   "table Orders"_s;
    QTest::newRow("stream without old images")
        << u"Events"_s << u"AGGREGATOR"_s << u"fresh"_s << QString() << false
        << u"ValidationException: A AGGREGATOR consumer needs a stream with both images "
           "(NEW_AND_OLD_IMAGES); the stream of table Events has NEW_IMAGE"_s;
    QTest::newRow("filter not JSON")
        << u"Orders"_s << u"PROJECTOR"_s << u"fresh"_s << u"REMOVE"_s << false
        << u"ValidationException: Invalid filter pattern definition."_s;
    QTest::newRow("bad name") << u"Orders"_s << u"PROJECTOR"_s << u"no spaces"_s << QString()
                              << false
                              << u"ValidationException: 1 validation error detected: Value 'no "
                                 "spaces' at 'consumerName' failed to satisfy constraint: Member "
                                 "must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"_s;
}

void TestConsumersPane::errorsStayInDialog()
{
    QFETCH(QString, table);
    QFETCH(QString, type);
    QFETCH(QString, name);
    QFETCH(QString, filter);
    QFETCH(bool, streamOffMeanwhile);
    QFETCH(QString, error);

    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    const QStringList before = dump(*pane.model());
    QSignalSpy changed(&pane, &lw::ConsumersPane::consumersChanged);

    QPointer<lw::ConsumerDialog> dialog = pane.addConsumer();
    auto *tables = child<QComboBox>(*dialog, u"tableCombo"_s);
    tables->setCurrentIndex(tables->findData(table));
    child<QLineEdit>(*dialog, u"nameEdit"_s)->setText(name);
    auto *types = child<QComboBox>(*dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(type));
    child<QLineEdit>(*dialog, u"filterEdit"_s)->setText(filter);
    if (streamOffMeanwhile)
        bench.ok(u"UpdateTable"_s,
                 {{u"TableName"_s, u"Orders"_s},
                  {u"StreamSpecification"_s, QJsonObject{{u"StreamEnabled"_s, false}}}});
    const QJsonObject request = dialog->request();
    clickOk(*dialog);

    QCoreApplication::processEvents(); // a close would delete it here
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->errorText(), error);
    QVERIFY(child<QLabel>(*dialog, u"errorLabel"_s)->isVisible());
    QCOMPARE(dialog->request(), request); // every field as the user left it
    QCOMPARE(bench.consumerCount(), 1);
    QCOMPARE(dump(*pane.model()), before);
    QCOMPARE(changed.size(), 0);

    // Fixing the field and pressing OK again works from the same dialog.
    if (!streamOffMeanwhile && table == u"Orders") {
        child<QLineEdit>(*dialog, u"nameEdit"_s)->setText(u"fixed"_s);
        child<QLineEdit>(*dialog, u"filterEdit"_s)->clear();
        clickOk(*dialog);
        QTRY_VERIFY(dialog.isNull());
        QCOMPARE(bench.consumerCount(), 2);
        QCOMPARE(changed.size(), 1);
    }
    delete dialog;
}

void TestConsumersPane::enableAndDisable()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    QAction *enable = action(pane, u"enableConsumerAction"_s);
    QVERIFY(!enable->isEnabled()); // nothing selected
    QVERIFY(pane.selectConsumer(u"Orders"_s, u"search"_s));
    QVERIFY(enable->isEnabled());
    QCOMPARE(enable->text(), u"&Disable"_s);
    QSignalSpy changed(&pane, &lw::ConsumersPane::consumersChanged);

    enable->trigger();
    QCOMPARE(cell(pane, u"search"_s, Column::StateColumn), u"Disabled"_s);
    QCOMPARE(bench.describe(u"search"_s).value(u"State"_s).toString(), u"DISABLED"_s);
    QCOMPARE(enable->text(), u"&Enable"_s);

    // A disabled consumer does not poll: its record waits.
    bench.putOrder(u"ORDER-o1"_s, 42);
    bench.advance(10 * kSecond);
    pane.reload();
    QCOMPARE(cell(pane, u"search"_s, Column::ProcessedColumn), u"0"_s);
    QCOMPARE(cell(pane, u"search"_s, Column::LastPollColumn), u"never"_s);

    enable->trigger();
    QCOMPARE(cell(pane, u"search"_s, Column::StateColumn), u"Enabled"_s);
    QCOMPARE(bench.describe(u"search"_s).value(u"State"_s).toString(), u"ENABLED"_s);
    QCOMPARE(enable->text(), u"&Disable"_s);
    QCOMPARE(changed.size(), 2);
}

void TestConsumersPane::faultToggle()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    QVERIFY(pane.selectConsumer(u"Orders"_s, u"search"_s));
    QAction *fault = action(pane, u"faultConsumerAction"_s);
    QVERIFY(fault->isCheckable());
    QVERIFY(!fault->isChecked());

    fault->trigger();
    QCOMPARE(cell(pane, u"search"_s, Column::FaultColumn), u"every 3 batches"_s);
    QCOMPARE(bench.describe(u"search"_s).value(u"Faults"_s)[u"RedeliverEveryNthBatch"_s].toInt(),
             3);
    QVERIFY(fault->isChecked());

    fault->trigger();
    QCOMPARE(cell(pane, u"search"_s, Column::FaultColumn), u"off"_s);
    QCOMPARE(bench.describe(u"search"_s).value(u"Faults"_s)[u"RedeliverEveryNthBatch"_s].toInt(),
             0);
    QVERIFY(!fault->isChecked());

    // A refused change leaves the check as the consumer has it and says why.
    QSignalSpy errors(&pane, &lw::ConsumersPane::errorOccurred);
    bench.ok(u"DeleteConsumer"_s,
             {{u"TableName"_s, u"Orders"_s}, {u"ConsumerName"_s, u"search"_s}});
    fault->trigger();
    QVERIFY(!fault->isChecked());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.at(0).at(0).toString(),
             u"ResourceNotFoundException: Requested resource not found: Consumer: search not "
             "found"_s);
}

void TestConsumersPane::deleteAsksUnlessTold()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    bench.createConsumer(u"totals"_s, u"AGGREGATOR"_s);
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    pane.setAskBeforeDelete(false);
    QVERIFY(pane.selectConsumer(u"Orders"_s, u"search"_s));
    QSignalSpy changed(&pane, &lw::ConsumersPane::consumersChanged);

    action(pane, u"deleteConsumerAction"_s)->trigger();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(pane.model()->rowCount(), 1);
    QCOMPARE(cell(pane, u"totals"_s, Column::NameColumn), u"totals"_s);
    const auto gone = bench.ws.call(u"DescribeConsumer"_s,
                                    json(R"({"TableName": "Orders", "ConsumerName": "search"})"));
    QVERIFY(!gone);
    QCOMPARE(gone.error().type, lw::ErrorType::ResourceNotFound);
    // Nothing selected any more: nothing more to delete.
    QVERIFY(!action(pane, u"deleteConsumerAction"_s)->isEnabled());
}

void TestConsumersPane::deleteKey()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    pane.setAskBeforeDelete(false);
    pane.show();
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    auto *view = child<QTableView>(pane, u"consumersView"_s);
    QVERIFY(pane.selectConsumer(u"Orders"_s, u"search"_s));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(pane.model()->rowCount(), 0);
    QCOMPARE(bench.consumerCount(), 0);
}

// Three orders, then the clock moved ten seconds. The aggregator, redelivering every batch,
// handles the orders a second after they were made (writing its stats item three times), gets
// them again a second later and skips them as duplicates, with its own three writes. The
// projector handles the orders, then the aggregator's writes. Both end at the stream's last
// record.
void TestConsumersPane::clockShowsTheWork()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    bench.createConsumer(
        u"totals"_s, u"AGGREGATOR"_s,
        {{u"Faults"_s, QJsonObject{{u"RedeliverEveryNthBatch"_s, 1}}},
         {u"Aggregator"_s, json(R"({"Deduplicate": true, "Sums": [{"SourceAttributeName":
                                    "total", "TargetAttributeName": "revenue"}]})")}});
    lw::ConsumersPane pane(bench.api());
    pane.reload();
    for (const auto &[sk, total] :
         {std::pair{u"ORDER-o1"_s, 42}, std::pair{u"ORDER-o2"_s, 17}, std::pair{u"ORDER-o3"_s, 99}})
        bench.putOrder(sk, total);
    bench.advance(10 * kSecond);
    pane.reload();

    const auto records = bench.engine().readStream(u"Orders"_s, 0, 100);
    QVERIFY(records);
    QCOMPARE(records->size(), 6); // three orders, three updates of the stats item
    const qint64 last = records->last().seq;
    QCOMPARE(dump(*pane.model()),
             (QStringList{u"search | Orders | Projector | Enabled | …%1 | 2026-10-20 12:00:02 UTC "
                          "| 6 | 0 | 0 | 0 | 0 | off"_s.arg(last),
                          u"totals | Orders | Aggregator | Enabled | …%1 | 2026-10-20 12:00:02 UTC "
                          "| 3 | 0 | 3 | 3 | 1 | every batch"_s.arg(last)}));

    // The same figures as the engine's, and the full sequence number in the tooltip.
    for (const QString &name : {u"search"_s, u"totals"_s}) {
        const QJsonObject described = bench.describe(name);
        const QString checkpoint = described.value(u"Checkpoint"_s)[u"SequenceNumber"_s].toString();
        QCOMPARE(checkpoint, lw::sequenceNumberText(last));
        QCOMPARE(cell(pane, name, Column::CheckpointColumn, Qt::ToolTipRole),
                 u"Every record up to sequence number "_s + checkpoint + u" is handled"_s);
        const QJsonObject stats = described.value(u"Statistics"_s).toObject();
        for (const auto &[column, member] :
             {std::pair{Column::ProcessedColumn, u"RecordsProcessed"_s},
              std::pair{Column::FilteredColumn, u"RecordsFiltered"_s},
              std::pair{Column::SkippedColumn, u"RecordsSkipped"_s},
              std::pair{Column::DuplicatesColumn, u"DuplicatesSkipped"_s},
              std::pair{Column::RedeliveriesColumn, u"Redeliveries"_s}})
            QCOMPARE(cell(pane, name, column), QString::number(stats.value(member).toInteger()));
    }
}

// lesson 32's failure: a stats item whose revenue is a String stops the aggregator.
void TestConsumersPane::failedRowIsMarked()
{
    Bench bench;
    bench.ok(u"PutItem"_s, {{u"TableName"_s, u"Orders"_s},
                            {u"Item"_s, QJsonObject{{u"PK"_s, S(u"STORE-s1"_s)},
                                                    {u"SK"_s, S(u"STATS"_s)},
                                                    {u"revenue"_s, S(u"not a number"_s)}}}});
    bench.createConsumer(u"totals"_s, u"AGGREGATOR"_s,
                         {{u"Aggregator"_s, json(R"({"Sums": [{"SourceAttributeName": "total",
                                                     "TargetAttributeName": "revenue"}]})")}});
    bench.putOrder(u"ORDER-o1"_s, 42);
    bench.advance(10 * kSecond);
    lw::ConsumersPane pane(bench.api());
    pane.reload();

    const QString lastError = bench.describe(u"totals"_s).value(u"LastError"_s).toString();
    QVERIFY2(lastError.startsWith(u"ValidationException: "_s), qPrintable(lastError));
    QCOMPARE(cell(pane, u"totals"_s, Column::StateColumn), u"Failed"_s);
    const QModelIndex row = pane.model()->indexOf(u"Orders"_s, u"totals"_s);
    for (int column = 0; column < lw::ConsumersModel::ColumnCount; ++column) {
        const QModelIndex index = pane.model()->index(row.row(), column);
        QCOMPARE(index.data(Qt::ForegroundRole).value<QColor>(), kFailedRed);
        QVERIFY(index.data(Qt::ToolTipRole).toString().endsWith(u"Failed: "_s + lastError));
    }

    // Enabling retries it: the failure is cleared until the record fails again.
    QVERIFY(pane.selectConsumer(u"Orders"_s, u"totals"_s));
    QAction *enable = action(pane, u"enableConsumerAction"_s);
    QCOMPARE(enable->text(), u"&Enable"_s);
    enable->trigger();
    QCOMPARE(cell(pane, u"totals"_s, Column::StateColumn), u"Enabled"_s);
    QVERIFY(!pane.model()->index(row.row(), 0).data(Qt::ForegroundRole).isValid());
    QCOMPARE(bench.describe(u"totals"_s).value(u"State"_s).toString(), u"ENABLED"_s);
}

// A long error wraps inside the dialog instead of widening it past a projector's screen.
void TestConsumersPane::dialogPicture()
{
    Bench bench;
    lw::ConsumerDialog dialog(bench.api());
    auto *types = child<QComboBox>(dialog, u"typeCombo"_s);
    types->setCurrentIndex(types->findData(u"AGGREGATOR"_s));
    child<QLineEdit>(dialog, u"nameEdit"_s)->setText(u"no spaces please"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    clickOk(dialog);
    QVERIFY(dialog.errorText().startsWith(u"ValidationException: 1 validation error"_s));
    QTRY_VERIFY(child<QLabel>(dialog, u"errorLabel"_s)->isVisible());
    dialog.adjustSize();
    const auto *error = child<QLabel>(dialog, u"errorLabel"_s);
    QVERIFY(dialog.rect().contains(QRect(error->mapTo(&dialog, QPoint()), error->size())));
    QVERIFY2(dialog.width() <= 800, qPrintable(QString::number(dialog.width())));
    const QPixmap picture = dialog.grab();
    QVERIFY(!picture.isNull());
    // Set LW_TEST_SCREENSHOT=file.png to look at what the test saw.
    const QString path = qEnvironmentVariable("LW_TEST_SCREENSHOT");
    if (!path.isEmpty())
        QVERIFY(picture.save(path));
}

void TestConsumersPane::windowDocksThePane()
{
    Bench bench;
    bench.createConsumer(u"search"_s, u"PROJECTOR"_s);
    lw::MainWindow window(bench.api(), bench.clock(), bench.ws.path());
    window.setAskBeforeRewind(false);
    auto *dock = child<QDockWidget>(window, u"consumersDock"_s);
    QCOMPARE(dock->windowTitle(), u"Stream consumers"_s);
    QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    auto *pane = qobject_cast<lw::ConsumersPane *>(dock->widget());
    QVERIFY(pane);
    QCOMPARE(pane->model()->rowCount(), 1); // read with the window

    // The View menu shows and hides it.
    QMenu *viewMenu = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() == u"&View")
            viewMenu = menu->menu();
    }
    QVERIFY(viewMenu);
    QVERIFY(viewMenu->actions().contains(dock->toggleViewAction()));
    QCOMPARE(dock->toggleViewAction()->text(), u"Stream &Consumers"_s);

    // No shortcut is ambiguous: the window-wide ones are all different, and a pane's own (active
    // while it has the focus) is none of them. Two panes may use the same key (Delete).
    QMap<QString, QString> windowWide, paneScoped;
    for (const QAction *each : window.findChildren<QAction *>()) {
        const QString keys = each->shortcut().toString();
        if (keys.isEmpty())
            continue;
        QMap<QString, QString> &scope =
            each->shortcutContext() == Qt::WindowShortcut ? windowWide : paneScoped;
        QVERIFY2(
            &scope == &paneScoped || !windowWide.contains(keys),
            qPrintable(keys + u" twice: "_s + each->text() + u", "_s + windowWide.value(keys)));
        scope.insert(keys, each->text());
    }
    for (auto it = paneScoped.begin(); it != paneScoped.end(); ++it)
        QVERIFY2(!windowWide.contains(it.key()),
                 qPrintable(it.key() + u" both for "_s + it.value() + u" and "_s +
                            windowWide.value(it.key())));
    QCOMPARE(windowWide.value(u"Ctrl+Shift+N"_s), u"&Add…"_s);

    // Moving the clock through the window runs the consumer, and the pane shows it.
    bench.putOrder(u"ORDER-o1"_s, 42);
    action(window, u"advanceMinuteAction"_s)->trigger();
    QCOMPARE(cell(*pane, u"search"_s, Column::ProcessedColumn), u"1"_s);
    QCOMPARE(cell(*pane, u"search"_s, Column::LastPollColumn), u"2026-10-20 12:00:01 UTC"_s);

    // Read-only in the past; rewinding there takes the consumer's work back too.
    QVERIFY(pane->selectConsumer(u"Orders"_s, u"search"_s));
    window.viewAsOf(kNoon);
    for (const QString &name : {u"addConsumerAction"_s, u"enableConsumerAction"_s,
                                u"faultConsumerAction"_s, u"deleteConsumerAction"_s})
        QVERIFY2(!action(*pane, name)->isEnabled(), qPrintable(name));
    QVERIFY(!pane->addConsumer());
    QVERIFY(!pane->toggleEnabled());
    QCOMPARE(bench.describe(u"search"_s).value(u"State"_s).toString(), u"ENABLED"_s);
    QVERIFY(window.rewindToViewed());
    QCOMPARE(cell(*pane, u"search"_s, Column::ProcessedColumn), u"0"_s);
    QCOMPARE(cell(*pane, u"search"_s, Column::LastPollColumn), u"never"_s);
    for (const QString &name : {u"addConsumerAction"_s, u"enableConsumerAction"_s,
                                u"faultConsumerAction"_s, u"deleteConsumerAction"_s})
        QVERIFY2(action(*pane, name)->isEnabled(), qPrintable(name));

    // A change in the pane reaches the engine.
    action(*pane, u"enableConsumerAction"_s)->trigger();
    QCOMPARE(bench.describe(u"search"_s).value(u"State"_s).toString(), u"DISABLED"_s);

    // The add dialog is read in the window's font, however large the room needs it.
    QFont large = window.font();
    large.setPointSizeF(20);
    window.setFont(large);
    QPointer<lw::ConsumerDialog> dialog = pane->addConsumer();
    QVERIFY(dialog);
    QCOMPARE(dialog->font().pointSizeF(), 20.0);
    dialog->reject();
    QTRY_VERIFY(dialog.isNull());
}

QTEST_MAIN(TestConsumersPane)
#include "tst_consumerspane.moc"
