// The Run Workload dialog (views/workload/workloaddialog.h): what spec() makes of its fields for
// each key pattern and action, the tables and indexes it offers, a refused run keeping it open,
// Copy as Step, and Edit ▸ Run Workload… handing the run to the window's WorkloadControl.
#include "engineclock.h"
#include "testutil.h"
#include "testworkspace.h"
#include "widgets.h"
#include "window/mainwindow.h"
#include "workload/workloaddialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimer>

using namespace Qt::StringLiterals;
using lw::test::child;
using lw::test::json;
using lw::test::TestWorkspace;

namespace {

const char *kTelemetry = R"({"TableName": "telemetry",
  "KeySchema": [{"AttributeName": "deviceId", "KeyType": "HASH"}, {"AttributeName": "readingId", "KeyType": "RANGE"}],
  "AttributeDefinitions": [{"AttributeName": "deviceId", "AttributeType": "S"}, {"AttributeName": "readingId", "AttributeType": "S"},
                           {"AttributeName": "firmware", "AttributeType": "S"}],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [{"IndexName": "byFirmware", "KeySchema": [{"AttributeName": "firmware", "KeyType": "HASH"}],
                              "Projection": {"ProjectionType": "KEYS_ONLY"}}]})";
const char *kEvents = R"({"TableName": "events", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "day", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "day", "AttributeType": "S"}]})";

// A run that refuses nothing and records what it was given.
struct Recorder
{
    QList<QJsonObject> specs;
    lw::WorkloadDialog::Run run()
    {
        return [this](const QJsonObject &spec) -> lw::Result<QJsonObject> {
            specs << spec;
            return QJsonObject{{u"Served"_s, 12}};
        };
    }
};

void choose(QComboBox *combo, const QString &data)
{
    const int at = combo->findData(data);
    QVERIFY2(at >= 0, qPrintable(data));
    combo->setCurrentIndex(at);
}

} // namespace

class TestWorkloadDialog : public QObject
{
    Q_OBJECT
private slots:
    void spec_data();
    void spec();
    void offersTablesAndIndexes();
    void refusedRunStaysOpen();
    void copyAsStep();
    void summary();
    void menuRunsThroughTheControl();
};

void TestWorkloadDialog::spec_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("attributes");
    QTest::addColumn<QJsonObject>("expected");

    const auto expected = [](const char *key, const char *extra = "") {
        QJsonObject spec = json(R"({"table": "telemetry", "rate": 250, "seconds": 30,
                                    "retry": "none", "seed": 7})");
        spec.insert(u"key"_s, json(key));
        const QByteArray moreText = QByteArray("{") + extra + "}";
        const QJsonObject more = json(moreText.constData());
        for (auto it = more.begin(); it != more.end(); ++it)
            spec.insert(it.key(), it.value());
        return spec;
    };
    QTest::newRow("constant") << u"constant"_s << u"PutItem"_s << QString()
                              << expected(R"({"pattern": "constant", "value": "HOT"})",
                                          R"("action": "PutItem", "itemBytes": 900)");
    QTest::newRow("values, trimmed")
        << u"values"_s << u"UpdateItem"_s << QString()
        << expected(R"({"pattern": "values", "values": ["a", "b", "b"]})",
                    R"("action": "UpdateItem", "itemBytes": 900)");
    QTest::newRow("date: no size for a read")
        << u"date"_s << u"GetItem"_s << QString()
        << expected(R"({"pattern": "date"})", R"("action": "GetItem")");
    QTest::newRow("sharded date")
        << u"sharded"_s << u"PutItem"_s << QString()
        << expected(R"({"pattern": "sharded", "of": {"pattern": "date"}, "shards": 12})",
                    R"("action": "PutItem", "itemBytes": 900)");
    QTest::newRow("random, a query on an index")
        << u"random"_s << u"Query"_s << QString()
        << expected(R"({"pattern": "random", "prefix": "dev-", "count": 500})",
                    R"("action": "Query", "index": "byFirmware")");
    QTest::newRow("zipf")
        << u"zipf"_s << u"GetItem"_s << QString()
        << expected(R"({"pattern": "zipf", "prefix": "k-", "count": 64, "exponent": 1.5})",
                    R"("action": "GetItem")");
    QTest::newRow("sequence, with attributes")
        << u"sequence"_s << u"PutItem"_s
        << uR"({"firmware": {"pattern": "constant", "value": "2.1"}})"_s
        << expected(R"({"pattern": "sequence", "prefix": "r-"})",
                    R"("action": "PutItem", "itemBytes": 900,
                       "attributes": {"firmware": {"pattern": "constant", "value": "2.1"}})");
    QTest::newRow("attributes that are no object go as written")
        << u"constant"_s << u"GetItem"_s << u"firmware=2.1"_s
        << expected(R"({"pattern": "constant", "value": "HOT"})",
                    R"("action": "GetItem", "attributes": "firmware=2.1")");
}

void TestWorkloadDialog::spec()
{
    QFETCH(QString, pattern);
    QFETCH(QString, action);
    QFETCH(QString, attributes);
    QFETCH(QJsonObject, expected);

    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kTelemetry);
    Recorder recorder;
    lw::WorkloadDialog dialog(ws.apiCall(), recorder.run(), u"telemetry"_s);
    choose(child<QComboBox>(dialog, u"actionCombo"_s), action);
    if (action == u"Query")
        choose(child<QComboBox>(dialog, u"indexCombo"_s), u"byFirmware"_s);
    child<QSpinBox>(dialog, u"rateSpin"_s)->setValue(250);
    child<QSpinBox>(dialog, u"secondsSpin"_s)->setValue(30);
    choose(child<QComboBox>(dialog, u"patternCombo"_s), pattern);
    child<QLineEdit>(dialog, u"constantEdit"_s)->setText(u"HOT"_s);
    child<QLineEdit>(dialog, u"valuesEdit"_s)->setText(u" a, b ,b,,"_s);
    child<QSpinBox>(dialog, u"shardsSpin"_s)->setValue(12);
    child<QLineEdit>(dialog, u"randomPrefixEdit"_s)->setText(u"dev-"_s);
    child<QSpinBox>(dialog, u"randomCountSpin"_s)->setValue(500);
    child<QLineEdit>(dialog, u"zipfPrefixEdit"_s)->setText(u"k-"_s);
    child<QSpinBox>(dialog, u"zipfCountSpin"_s)->setValue(64);
    child<QDoubleSpinBox>(dialog, u"zipfExponentSpin"_s)->setValue(1.5);
    child<QLineEdit>(dialog, u"attributesEdit"_s)->setText(attributes);
    child<QSpinBox>(dialog, u"itemBytesSpin"_s)->setValue(900);
    choose(child<QComboBox>(dialog, u"retryCombo"_s), u"none"_s);
    child<QSpinBox>(dialog, u"seedSpin"_s)->setValue(7);

    QCOMPARE(dialog.spec(), expected);
    // Run hands exactly that to the runner, and the dialog closes with its outcome.
    child<QDialogButtonBox>(dialog, {})->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(recorder.specs, (QList<QJsonObject>{expected}));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.outcome(), (QJsonObject{{u"Served"_s, 12}}));
}

void TestWorkloadDialog::offersTablesAndIndexes()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kTelemetry);
    ws.ok(u"CreateTable"_s, kEvents);
    Recorder recorder;
    lw::WorkloadDialog dialog(ws.apiCall(), recorder.run(), u"telemetry"_s);
    auto *tables = child<QComboBox>(dialog, u"tableCombo"_s);
    QCOMPARE(tables->count(), 2);
    QCOMPARE(tables->currentData().toString(), u"telemetry"_s); // the window's table first
    auto *indexes = child<QComboBox>(dialog, u"indexCombo"_s);
    QCOMPARE(indexes->count(), 2); // the table, byFirmware
    QCOMPARE(indexes->itemData(1).toString(), u"byFirmware"_s);
    QVERIFY(!indexes->isEnabled()); // only a Query reads an index
    choose(child<QComboBox>(dialog, u"actionCombo"_s), u"Query"_s);
    QVERIFY(indexes->isEnabled());
    QVERIFY(!child<QSpinBox>(dialog, u"itemBytesSpin"_s)->isEnabled());
    choose(tables, u"events"_s);
    QCOMPARE(indexes->count(), 1);
    QVERIFY(!indexes->isEnabled());

    // No table at all: Run is disabled, and the dialog says what to do.
    TestWorkspace empty;
    lw::WorkloadDialog none(empty.apiCall(), recorder.run(), {});
    QVERIFY(!child<QDialogButtonBox>(none, {})->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(none.errorText().contains(u"create one first"_s));
}

void TestWorkloadDialog::refusedRunStaysOpen()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kEvents);
    int runs = 0;
    lw::WorkloadDialog dialog(
        ws.apiCall(),
        [&runs](const QJsonObject &) -> lw::Result<QJsonObject> {
            ++runs;
            return std::unexpected(
                lw::Error{lw::ErrorType::Validation, u"\"key.values\" must not be empty"_s, {}});
        },
        u"events"_s);
    choose(child<QComboBox>(dialog, u"patternCombo"_s), u"values"_s);
    child<QLineEdit>(dialog, u"valuesEdit"_s)->clear();
    dialog.show();
    child<QDialogButtonBox>(dialog, {})->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(runs, 1);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY2(dialog.errorText().contains(u"\"key.values\" must not be empty"_s),
             qPrintable(dialog.errorText()));
    QVERIFY(child<QLineEdit>(dialog, u"valuesEdit"_s)->text().isEmpty()); // as it was
    QVERIFY(dialog.outcome().isEmpty());
}

void TestWorkloadDialog::copyAsStep()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kEvents);
    Recorder recorder;
    lw::WorkloadDialog dialog(ws.apiCall(), recorder.run(), u"events"_s);
    choose(child<QComboBox>(dialog, u"patternCombo"_s), u"date"_s);
    QApplication::clipboard()->clear();
    child<QPushButton>(dialog, u"copyStepButton"_s)->click();
    const QJsonDocument copied =
        QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8());
    QCOMPARE(copied.object(), (QJsonObject{{u"workload"_s, dialog.spec()}}));
    QVERIFY(recorder.specs.isEmpty()); // copying runs nothing
}

void TestWorkloadDialog::summary()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kEvents);
    Recorder recorder;
    lw::WorkloadDialog dialog(ws.apiCall(), recorder.run(), u"events"_s);
    child<QSpinBox>(dialog, u"rateSpin"_s)->setValue(3000);
    child<QSpinBox>(dialog, u"secondsSpin"_s)->setValue(10);
    const QString text = child<QLabel>(dialog, u"summaryLabel"_s)->text();
    QVERIFY2(text.contains(u"PutItem"_s) && text.contains(QLocale().toString(30000)) &&
                 text.contains(u"10 s"_s),
             qPrintable(text));
}

void TestWorkloadDialog::menuRunsThroughTheControl()
{
    TestWorkspace ws;
    ws.ok(u"CreateTable"_s, kEvents);
    lw::MainWindow window(ws.apiCall(), lw::test::engineClock([&ws]() -> lw::Engine & {
                              return ws.workspace().engine();
                          }),
                          ws.path());
    QList<QJsonObject> specs;
    bool progressed = false;
    window.setWorkloadControl(
        {.run = [&](const QJsonObject &spec,
                    const lw::WorkProgress &progress) -> lw::Result<QJsonObject> {
            specs << spec;
            progressed = lw::reportProgress(progress, 10, 10);
            return QJsonObject{{u"Served"_s, 2500}, {u"Throttled"_s, 40}, {u"Retried"_s, 38},
                               {u"GaveUp"_s, 2},    {u"Seconds"_s, 10},   {u"Cancelled"_s, false}};
        }});
    auto *action = window.findChild<QAction *>(u"runWorkloadAction"_s);
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    // The dialog is modal: press Run once it shows.
    QTimer::singleShot(0, &window, [] {
        auto *dialog = qobject_cast<lw::WorkloadDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action->trigger();
    QCOMPARE(specs.size(), 1);
    QCOMPARE(specs[0].value(u"table"_s).toString(), u"events"_s);
    QVERIFY(progressed);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QLocale().toString(2500)) && message.contains(u"40"_s) &&
                 message.contains(u"gave up"_s),
             qPrintable(message));
}

QTEST_MAIN(TestWorkloadDialog)
#include "tst_workloaddialog.moc"
