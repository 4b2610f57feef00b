// exportBundle() (bundle.h): the readable parts through the api, then every sub-database.
#include "bucketexport.h"
#include "bundle.h"
#include "records.h"
#include "zipwriter.h"

#include "engine/engine.h"
#include "formats/viewscan.h"
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

// Every item of the table as DynamoDB's S3 export writes it: one {"Item": …} per line.
Result<QByteArray> itemLines(Api &api, const QString &table)
{
    QByteArray out;
    auto scanned =
        formats::scanView(api, {table, {}, {}}, [&](const QJsonArray &items) -> Result<bool> {
            for (const QJsonValue item : items)
                out += formats::itemLine(item);
            return true;
        });
    if (!scanned)
        return std::unexpected(scanned.error());
    return out;
}

// The records of the table's latest stream as GetRecords returns them, one a line (none for a
// table that never had a stream).
Result<QByteArray> streamLines(Engine &engine, const QString &tableName)
{
    auto table = engine.table(tableName);
    if (!table)
        return std::unexpected(table.error());
    QByteArray out;
    if (!table->stream.hadStream())
        return out;
    for (qint64 afterSeq = 0;;) {
        auto page = engine.readStream(tableName, afterSeq, 1000);
        if (!page)
            return std::unexpected(page.error());
        if (page->isEmpty())
            return out;
        for (const StreamRecord &record : std::as_const(*page))
            out += QJsonDocument(streamRecordToJson(record, StreamRecordForm::Api))
                       .toJson(QJsonDocument::Compact) +
                   '\n';
        afterSeq = page->last().seq;
    }
}

// An api call's answer as an indented JSON entry.
Status addAnswer(ZipWriter &zip, const QString &name, const Result<QJsonObject> &answer)
{
    if (!answer)
        return std::unexpected(answer.error());
    return zip.add(name, QJsonDocument(*answer).toJson(QJsonDocument::Indented));
}

Status writeEntries(Workspace &workspace, ZipWriter &zip)
{
    Engine &engine = workspace.engine();
    if (auto s = zip.add(u"manifest.json"_s, manifest(engine)); !s)
        return s;
    for (const QString &table : engine.tableNames()) {
        auto description = workspace.api().call(u"DescribeTable", {{u"TableName"_s, table}});
        if (!description)
            return std::unexpected(description.error());
        const QJsonObject tableJson = description->value(u"Table"_s).toObject();
        if (auto s = zip.add(u"tables/"_s + table + u".json"_s,
                             QJsonDocument(tableJson).toJson(QJsonDocument::Indented));
            !s)
            return s;
        if (auto s = addAnswer(zip, u"history/"_s + table + u".json"_s,
                               workspace.api().call(u"ListLifetimes", {{u"TableName"_s, table}}));
            !s)
            return s;
        auto items = itemLines(workspace.api(), table);
        if (!items)
            return std::unexpected(items.error());
        if (auto s = zip.add(u"items/"_s + table + u".jsonl"_s, *items); !s)
            return s;
        auto stream = streamLines(engine, table);
        if (!stream)
            return std::unexpected(stream.error());
        if (auto s = zip.add(u"streams/"_s + table + u".jsonl"_s, *stream); !s)
            return s;
    }
    if (auto s = addAnswer(zip, u"consumers.json"_s, workspace.api().call(u"ListConsumers", {}));
        !s)
        return s;
    auto objects = listBucketObjects(workspace.api());
    if (!objects)
        return std::unexpected(objects.error());
    if (auto s = zip.add(
            u"bucket/objects.json"_s,
            QJsonDocument(QJsonObject{{u"Contents"_s, *objects}}).toJson(QJsonDocument::Indented));
        !s)
        return s;
    return engine.readDatabases([&](storage::Txn &txn, const QList<storage::Dbi> &dbis) -> Status {
        const QList<QByteArray> names = Engine::databaseNames();
        for (qsizetype i = 0; i < names.size(); ++i) {
            auto records = encodeRecords(txn, dbis.at(i));
            if (!records)
                return std::unexpected(records.error());
            if (auto s = zip.add(recordsEntryName(names.at(i)), *records); !s)
                return s;
        }
        return {};
    });
}

} // namespace

Status exportBundle(Workspace &workspace, const QString &zipPath)
{
    return writeZipReplacing(zipPath, [&](ZipWriter &zip) { return writeEntries(workspace, zip); });
}

} // namespace lw::bundle
