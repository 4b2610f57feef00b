// exportBundle() (bundle.h): the readable parts through the api, then every sub-database.
#include "bucketexport.h"
#include "bundle.h"
#include "records.h"
#include "zipwriter.h"

#include "api/lifetimejson.h"
#include "engine/engine.h"
#include "model/compactjson.h"
#include "streams/streamrecordjson.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

QByteArray manifest(Engine &engine)
{
    const QJsonObject json{
        {u"format"_s, kFormatVersion},
        {u"app"_s, u"Lifecycle Workbench " LWB_VERSION ""_s},
        // Both as text: JSON numbers lose precision past 2^53.
        {u"seed"_s, QString::number(engine.sweeper().seed)},
        {u"clockMs"_s, QString::number(engine.nowMs())},
        {u"tables"_s, QJsonArray::fromStringList(engine.tableNames())},
    };
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

// Every item of the table as DynamoDB's S3 export writes it: one {"Item": …} per line, Scan's
// pages written straight as compact JSON (json::appendItem: a QJsonObject per item would cost
// several times the writing).
Result<QByteArray> itemLines(Engine &engine, const QString &table)
{
    QByteArray out;
    ScanRequest request;
    request.tableName = table;
    for (;;) {
        auto page = engine.scan(request);
        LW_TRY(page);
        for (const Item &item : std::as_const(page->items)) {
            out += "{\"Item\":";
            json::appendItem(out, item);
            out += "}\n";
        }
        if (!page->lastEvaluatedKey)
            return out;
        request.exclusiveStartKey = page->lastEvaluatedKey;
    }
}

// The records of the table's latest stream as GetRecords returns them, one a line (none for a
// table that never had a stream).
Result<QByteArray> streamLines(Engine &engine, const QString &tableName)
{
    auto table = engine.table(tableName);
    LW_TRY(table);
    QByteArray out;
    if (!table->stream.hadStream())
        return out;
    for (qint64 afterSeq = 0;;) {
        auto page = engine.readStream(tableName, afterSeq, 1000);
        LW_TRY(page);
        if (page->isEmpty())
            return out;
        for (const StreamRecord &record : std::as_const(*page)) {
            appendStreamRecordJson(out, record);
            out += '\n';
        }
        afterSeq = page->last().seq;
    }
}

// ListLifetimes' answer for the table, compact, each lifetime written straight
// (api::appendLifetimeJson: a QJsonObject per lifetime would cost several times the writing).
Result<QByteArray> lifetimes(Engine &engine, const QString &table)
{
    auto lives = engine.lifetimes(table);
    LW_TRY(lives);
    QByteArray out = "{\"Lifetimes\":[";
    for (qsizetype i = 0; i < lives->size(); ++i) {
        if (i > 0)
            out += ',';
        api::appendLifetimeJson(out, lives->at(i));
    }
    return out + "]}";
}

using AddEntry = std::function<Status(const QString &name, const QByteArray &contents)>;

// An api call's answer as an indented JSON entry.
Status addAnswer(const AddEntry &add, const QString &name, const Result<QJsonObject> &answer)
{
    LW_TRY(answer);
    return add(name, QJsonDocument(*answer).toJson(QJsonDocument::Indented));
}

Status writeEntries(Workspace &workspace, ZipWriter &zip, const WorkProgress &progress)
{
    Engine &engine = workspace.engine();
    // The workbench's own look at the data, not traffic: the capacity chart leaves it out.
    const CapacityMeter::Pause unmetered(engine.capacityMeter(), true);
    // Progress in entries: the manifest, four per table, consumers, bucket, scenario, databases.
    const QStringList tables = engine.tableNames();
    const qint64 total = 1 + 4 * tables.size() + 3 + Engine::databaseNames().size();
    qint64 done = 0;
    const AddEntry add = [&](const QString &name, const QByteArray &contents) -> Status {
        if (auto s = zip.add(name, contents); !s)
            return s;
        if (!reportProgress(progress, ++done, total))
            return std::unexpected(validationError(u"Export cancelled"_s));
        return {};
    };
    if (auto s = add(u"manifest.json"_s, manifest(engine)); !s)
        return s;
    for (const QString &table : tables) {
        auto description = workspace.api().call(u"DescribeTable", {{u"TableName"_s, table}});
        LW_TRY(description);
        const QJsonObject tableJson = description->value(u"Table"_s).toObject();
        if (auto s = add(u"tables/"_s + table + u".json"_s,
                         QJsonDocument(tableJson).toJson(QJsonDocument::Indented));
            !s)
            return s;
        auto history = lifetimes(engine, table);
        LW_TRY(history);
        if (auto s = add(u"history/"_s + table + u".json"_s, *history); !s)
            return s;
        auto items = itemLines(engine, table);
        LW_TRY(items);
        if (auto s = add(u"items/"_s + table + u".jsonl"_s, *items); !s)
            return s;
        auto stream = streamLines(engine, table);
        LW_TRY(stream);
        if (auto s = add(u"streams/"_s + table + u".jsonl"_s, *stream); !s)
            return s;
    }
    if (auto s = addAnswer(add, u"consumers.json"_s, workspace.api().call(u"ListConsumers", {}));
        !s)
        return s;
    auto objects = listBucketObjects(workspace.api());
    LW_TRY(objects);
    if (auto s = add(
            u"bucket/objects.json"_s,
            QJsonDocument(QJsonObject{{u"Contents"_s, *objects}}).toJson(QJsonDocument::Indented));
        !s)
        return s;
    auto scenario = engine.scenarioJson();
    LW_TRY(scenario);
    if (!scenario->isEmpty()) {
        if (auto s = add(u"scenario.json"_s, *scenario); !s)
            return s;
    } else {
        ++done; // no entry, but its part is done
    }
    QByteArray records; // the sub-database being read, encoded
    return engine.readDatabases(
        [&](QByteArrayView key, QByteArrayView value) {
            appendRecord(records, key, value);
            return Status();
        },
        [&](const QByteArray &database) {
            const Status added = add(recordsEntryName(database), records);
            records.clear();
            return added;
        });
}

} // namespace

Status exportBundle(Workspace &workspace, const QString &zipPath, const WorkProgress &progress)
{
    return writeZipReplacing(
        zipPath, [&](ZipWriter &zip) { return writeEntries(workspace, zip, progress); });
}

} // namespace lw::bundle
