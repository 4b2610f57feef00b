// The read budget bar over an ItemsModel whose fake table pages 200 items 20 at a time, each
// page costing 10 read units: what the line says before, during and after a stop, and what its
// buttons and field do to the model. Set LW_SNAPSHOT_DIR to keep a picture of the bar stopped
// (readbudgetbar.png).
#include "tables/itemsmodel.h"
#include "tables/readbudgetbar.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct PagedTable
{
    static constexpr int kItems = 200;
    int scans = 0;

    lw::Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        if (action == u"DescribeTable")
            return QJsonObject{
                {u"Table"_s, QJsonObject{{u"TableName"_s, u"Big"_s},
                                         {u"KeySchema"_s,
                                          QJsonArray{QJsonObject{{u"AttributeName"_s, u"PK"_s},
                                                                 {u"KeyType"_s, u"HASH"_s}}}}}}};
        if (action != u"Scan")
            return std::unexpected(lw::Error{lw::ErrorType::UnknownOperation, action, {}});
        ++scans;
        const int first = request[u"ExclusiveStartKey"_s][u"PK"_s][u"N"_s].toString().toInt();
        const int limit = request[u"Limit"_s].toInt();
        QJsonArray items;
        for (int i = first + 1; i <= std::min(first + limit, kItems); ++i)
            items.append(QJsonObject{{u"PK"_s, QJsonObject{{u"N"_s, QString::number(i)}}}});
        QJsonObject page{{u"Items"_s, items}, {u"ScannedCount"_s, items.size()}};
        if (first + limit < kItems)
            page.insert(
                u"LastEvaluatedKey"_s,
                QJsonObject{{u"PK"_s, QJsonObject{{u"N"_s, QString::number(first + limit)}}}});
        if (request[u"ReturnConsumedCapacity"_s].toString() == u"TOTAL")
            page.insert(u"ConsumedCapacity"_s,
                        QJsonObject{{u"TableName"_s, u"Big"_s}, {u"CapacityUnits"_s, 10.0}});
        return page;
    }

    lw::ApiCall api()
    {
        return [this](const QString &action, const QJsonObject &request, const lw::CallOptions &) {
            return call(action, request);
        };
    }
};

} // namespace

class TestReadBudgetBar : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void stopsAndGoesOn()
    {
        PagedTable table;
        lw::ItemsModel model(table.api());
        model.setPageSize(20);
        QVERIFY(model.setSource(u"Big"_s));
        lw::ReadBudgetBar bar(&model);
        auto *field = bar.findChild<QDoubleSpinBox *>(u"readBudgetField"_s);
        auto *more = bar.findChild<QPushButton *>(u"readMoreButton"_s);
        auto *noLimit = bar.findChild<QPushButton *>(u"noReadLimitButton"_s);
        QVERIFY(field && more && noLimit);
        QCOMPARE(field->text(), u"No limit"_s);
        QCOMPARE(bar.text(), u"Read so far: 0.0 read units"_s);
        QVERIFY(more->isHidden());

        field->setValue(2500);
        QCOMPARE(model.readBudget(), std::optional(2500.0));
        field->setValue(25);
        QCOMPARE(model.readBudget(), std::optional(25.0));
        model.fetchMore({});
        QCOMPARE(bar.text(), u"Read so far: 10.0 read units of a 25 budget"_s);
        model.fetchAll(); // a sort: stopped after the page that passed 25
        QCOMPARE(table.scans, 3);
        QCOMPARE(bar.text(),
                 u"Budget reached: 30.0 read units of a 25 budget read, and pages are left"_s);
        QVERIFY(!more->isHidden());
        QVERIFY(!noLimit->isHidden());
        QCOMPARE(more->text(), u"Read 25 more"_s);
        if (const QString dir = qEnvironmentVariable("LW_SNAPSHOT_DIR"); !dir.isEmpty()) {
            bar.resize(1000, bar.sizeHint().height());
            QVERIFY(bar.grab().save(QDir(dir).filePath(u"readbudgetbar.png"_s)));
        }

        more->click(); // the sort reads on, up to 30 + 25
        QCOMPARE(table.scans, 6);
        QCOMPARE(model.rowCount(), 120);
        QCOMPARE(bar.text(),
                 u"Budget reached: 60.0 read units of a 55 budget read, and pages are left"_s);
        QCOMPARE(more->text(), u"Read 25 more"_s); // what the field says, not the raised limit
    }

    void noLimitLiftsTheBudget()
    {
        PagedTable table;
        lw::ItemsModel model(table.api());
        model.setPageSize(20);
        model.setReadBudget(15);
        QVERIFY(model.setSource(u"Big"_s));
        lw::ReadBudgetBar bar(&model);
        auto *field = bar.findChild<QDoubleSpinBox *>(u"readBudgetField"_s);
        QCOMPARE(field->value(), 15.0); // the model's budget
        model.fetchMore({});
        model.fetchMore({});
        QVERIFY(model.isBudgetReached());
        model.fetchMore({});
        QCOMPARE(table.scans, 2);

        bar.findChild<QPushButton *>(u"noReadLimitButton"_s)->click();
        QCOMPARE(field->text(), u"No limit"_s);
        QCOMPARE(model.readBudget(), std::nullopt);
        QCOMPARE(table.scans, 3); // one page on, as a view scrolled to the end asked
        QCOMPARE(bar.text(), u"Read so far: 30.0 read units"_s);
    }
};

QTEST_MAIN(TestReadBudgetBar)
#include "tst_readbudgetbar.moc"
