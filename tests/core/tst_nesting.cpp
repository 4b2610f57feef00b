// DynamoDB's 32-level limit on documents, on every path that writes an item: an item whose
// deepest leaf is at level 32 is stored and reads back, one at level 33 is refused with the
// service's text and nothing is written. Before the limit, a 65-level item was committed and
// every later read of its table answered "Corrupt workspace data".
#include "engine/engine.h"
#include "formats/itemlines.h"
#include "formats/workbenchmodel.h"
#include "model/attributejson.h"
#include "model/nesting.h"
#include "scenario/player.h"
#include "scenario/scenario.h"
#include "storage/itemcodec.h"
#include "testworkspace.h"

#include <QFile>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;
using lw::scenario::parseScenario;
using lw::scenario::Player;

namespace {

const QString kNestingText = u"Nesting Levels have exceeded supported limits: Attributes in the "
                             u"item have nested levels beyond supported limit"_s;

const char *kTable = R"({"TableName": "Docs", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})";

// A value whose deepest leaf sits at `levels` when it is a top-level attribute (level 1): maps
// and lists alternate, so both containers count.
QJsonObject nestedValue(int levels)
{
    if (levels <= 1)
        return QJsonObject{{u"S"_s, u"leaf"_s}};
    const QJsonObject inner = nestedValue(levels - 1);
    if (levels % 2 == 0)
        return QJsonObject{{u"M"_s, QJsonObject{{u"a"_s, inner}}}};
    return QJsonObject{{u"L"_s, QJsonArray{inner}}};
}

QJsonObject key()
{
    return QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"doc"_s}}}};
}

QJsonObject itemWithDoc(int levels)
{
    QJsonObject item = key();
    item.insert(u"doc"_s, nestedValue(levels));
    return item;
}

QJsonObject putRequest(int levels)
{
    return QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Item"_s, itemWithDoc(levels)}};
}

// SET `path` = :v, where :v reaches `levels` counted from where the path puts it.
QJsonObject updateRequest(const QString &path, int levels)
{
    return QJsonObject{
        {u"TableName"_s, u"Docs"_s},
        {u"Key"_s, key()},
        {u"UpdateExpression"_s, QString(u"SET "_s + path + u" = :v"_s)},
        {u"ExpressionAttributeValues"_s, QJsonObject{{u":v"_s, nestedValue(levels)}}}};
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// What one path answers for a document reaching `levels`: empty when it was written, else the
// message it refused with. The table Docs exists; `ws` is otherwise fresh.
using WritePath = std::function<QString(TestWorkspace &ws, int levels)>;

QString errorText(const Result<QJsonObject> &answer)
{
    return answer ? QString() : answer.error().message;
}

const QMap<QString, WritePath> &writePaths()
{
    static const QMap<QString, WritePath> paths{
        {u"PutItem"_s,
         [](TestWorkspace &ws, int levels) {
             return errorText(ws.call(u"PutItem"_s, putRequest(levels)));
         }},
        {u"UpdateItem SET attribute"_s,
         [](TestWorkspace &ws, int levels) {
             return errorText(ws.call(u"UpdateItem"_s, updateRequest(u"doc"_s, levels)));
         }},
        {u"UpdateItem SET below a map"_s,
         [](TestWorkspace &ws, int levels) {
             // doc is level 1, doc.body level 2: the value put there adds levels - 1 below it.
             QJsonObject request = putRequest(1);
             request[u"Item"_s] = QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"doc"_s}}},
                                              {u"doc"_s, QJsonObject{{u"M"_s, QJsonObject{}}}}};
             if (auto put = ws.call(u"PutItem"_s, request); !put)
                 return put.error().message;
             return errorText(ws.call(u"UpdateItem"_s, updateRequest(u"doc.body"_s, levels - 1)));
         }},
        {u"BatchWriteItem"_s,
         [](TestWorkspace &ws, int levels) {
             const QJsonObject put{
                 {u"PutRequest"_s, QJsonObject{{u"Item"_s, itemWithDoc(levels)}}}};
             return errorText(ws.call(
                 u"BatchWriteItem"_s,
                 QJsonObject{{u"RequestItems"_s, QJsonObject{{u"Docs"_s, QJsonArray{put}}}}}));
         }},
        {u"TransactWriteItems Put"_s,
         [](TestWorkspace &ws, int levels) {
             const QJsonObject put{{u"Put"_s, putRequest(levels)}};
             return errorText(ws.call(u"TransactWriteItems"_s,
                                      QJsonObject{{u"TransactItems"_s, QJsonArray{put}}}));
         }},
        {u"TransactWriteItems Update"_s,
         [](TestWorkspace &ws, int levels) {
             // The update's result is refused as the action's cancellation reason, as the
             // service lists it among TransactionCanceledException's reasons.
             const QJsonObject update{{u"Update"_s, updateRequest(u"doc"_s, levels)}};
             auto answer = ws.call(u"TransactWriteItems"_s,
                                   QJsonObject{{u"TransactItems"_s, QJsonArray{update}}});
             if (answer || answer.error().type != ErrorType::TransactionCanceled)
                 return errorText(answer);
             const QJsonValue reason = jsonAt(answer.error().extra, u"CancellationReasons.0"_s);
             return QString(reason[u"Code"_s].toString() + u": "_s +
                            reason[u"Message"_s].toString());
         }},
        {u"JSON lines import"_s,
         [](TestWorkspace &ws, int levels) {
             const QString file = ws.path() + u"/items.json"_s;
             writeFile(file, compact(QJsonObject{{u"Item"_s, itemWithDoc(levels)}}) + '\n');
             auto imported = formats::importItemLines(ws.workspace(), u"Docs"_s, {file});
             return imported ? QString() : imported.error().message;
         }},
        {u"NoSQL Workbench model import"_s,
         [](TestWorkspace &ws, int levels) {
             const QJsonObject table{
                 {u"TableName"_s, u"Model"_s},
                 {u"KeyAttributes"_s,
                  QJsonObject{{u"PartitionKey"_s, QJsonObject{{u"AttributeName"_s, u"PK"_s},
                                                              {u"AttributeType"_s, u"S"_s}}}}},
                 {u"TableData"_s, QJsonArray{itemWithDoc(levels)}}};
             const QString file = ws.path() + u"/model.json"_s;
             writeFile(file, compact(QJsonObject{{u"ModelName"_s, u"Deep"_s},
                                                 {u"DataModel"_s, QJsonArray{table}}}));
             auto imported = formats::importWorkbenchModel(ws.workspace(), file);
             return imported ? QString() : imported.error().message;
         }},
        {u"lesson file"_s,
         [](TestWorkspace &, int levels) {
             const QJsonObject step{{u"call"_s, u"PutItem"_s}, {u"request"_s, putRequest(levels)}};
             // A lesson needs a fresh workspace of its own, where it makes the table itself.
             const QJsonObject create{{u"call"_s, u"CreateTable"_s}, {u"request"_s, json(kTable)}};
             auto scenario =
                 parseScenario(compact(QJsonObject{{u"format"_s, 1},
                                                   {u"slug"_s, u"deep"_s},
                                                   {u"title"_s, u"Deep"_s},
                                                   {u"clock"_s, u"2026-10-20T12:00:00Z"_s},
                                                   {u"steps"_s, QJsonArray{create, step}}}));
             if (!scenario)
                 return scenario.error();
             TestWorkspace fresh;
             Player player(*scenario, fresh.workspace());
             if (auto started = player.start(); !started)
                 return started.error();
             if (player.playToEnd()) {
                 // The written item must read back from the lesson's own workspace.
                 auto read = fresh.call(
                     u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Key"_s, key()}});
                 if (!read || !read->contains(u"Item"_s))
                     return u"the lesson's item does not read back"_s;
                 return QString();
             }
             return player.failures().join(u'\n');
         }},
    };
    return paths;
}

} // namespace

class TestNesting : public QObject
{
    Q_OBJECT

private slots:
    void levelsAreCountedFromTheAttribute()
    {
        QCOMPARE(nestingLevels(Item{}), 0);
        for (int levels : {1, 2, 31, 32, 33}) {
            auto item = itemFromJson(itemWithDoc(levels));
            QVERIFY2(item, qPrintable(item ? QString() : item.error().message));
            QCOMPARE(nestingLevels(*item), levels);
        }
        // Measuring stops one level past the limit, however deep the item goes.
        auto deep = itemFromJson(itemWithDoc(200));
        QVERIFY(deep);
        QCOMPARE(nestingLevels(*deep), kMaxNestingLevels + 1);
    }

    void theDecoderReadsEveryItemTheApiAccepts()
    {
        QVERIFY(storage::kMaxDecodedNestingLevels > kMaxNestingLevels);
        for (int levels : {kMaxNestingLevels, storage::kMaxDecodedNestingLevels}) {
            auto item = itemFromJson(itemWithDoc(levels));
            QVERIFY(item);
            auto decoded = storage::decodeItem(storage::encodeItem(*item));
            QVERIFY(decoded);
            QCOMPARE(*decoded, *item);
        }
        auto tooDeep = itemFromJson(itemWithDoc(storage::kMaxDecodedNestingLevels + 1));
        QVERIFY(tooDeep);
        QVERIFY(!storage::decodeItem(storage::encodeItem(*tooDeep)));
    }

    void everyWritePathKeepsTheLimit_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("levels");
        for (const QString &path : writePaths().keys()) {
            for (int levels : {31, 32, 33})
                QTest::addRow("%s, %d levels", qPrintable(path), levels) << path << levels;
        }
    }

    void everyWritePathKeepsTheLimit()
    {
        QFETCH(QString, path);
        QFETCH(int, levels);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        const QString refused = writePaths().value(path)(ws, levels);
        if (levels <= kMaxNestingLevels) {
            QVERIFY2(refused.isEmpty(), qPrintable(refused));
        } else {
            QVERIFY2(refused.endsWith(kNestingText), qPrintable(refused));
            // Nothing at the document's depth was written (the path's own setup may have been).
            auto read =
                ws.call(u"GetItem"_s, QJsonObject{{u"TableName"_s, u"Docs"_s}, {u"Key"_s, key()}});
            QVERIFY(read);
            auto stored = itemFromJson(read->value(u"Item"_s).toObject());
            QVERIFY(stored);
            QVERIFY(nestingLevels(*stored) <= 2);
        }
        // The workspace stays whole either way: every item decodes and chains up.
        QCOMPARE(ws.workspace().engine().verify(), QStringList{});
        QVERIFY(ws.call(u"Scan"_s, R"({"TableName": "Docs"})"));
    }
};

QTEST_GUILESS_MAIN(TestNesting)
#include "tst_nesting.moc"
