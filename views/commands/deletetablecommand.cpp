#include "commands/deletetablecommand.h"

#include "model/tablejson.h"

#include "common/scanpage.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr int kBatchSize = 25; // BatchWriteItem's limit

QString commandText(const QString &table)
{
    return QCoreApplication::translate("DeleteTableCommand", "Delete table %1").arg(table);
}

} // namespace

DeleteTableCommand::DeleteTableCommand(ApiCall api, const QJsonObject &request, Hooks hooks)
    : ApiCommand(std::move(api), commandText(request.value(u"TableName"_s).toString()),
                 {u"DeleteTable"_s, request}, {}, std::move(hooks)),
      m_table(request.value(u"TableName"_s).toString())
{}

DeleteTableCommand *DeleteTableCommand::create(ApiCall api, const QJsonObject &request, Hooks hooks)
{
    std::unique_ptr<DeleteTableCommand> command(
        new DeleteTableCommand(std::move(api), request, std::move(hooks)));
    return command->capture() ? command.release() : nullptr;
}

bool DeleteTableCommand::capture()
{
    const QJsonObject table{{u"TableName"_s, m_table}};
    const Result<QJsonObject> described = api()(u"DescribeTable"_s, table, kUnmetered);
    if (!described)
        return false;
    const QJsonObject description = described->value(u"Table"_s).toObject();
    if (description.value(u"ItemCount"_s).toInteger() > kMaxItems)
        return false;
    m_create = createTableRequestFromDescription(description);

    const Result<QJsonObject> ttl = api()(u"DescribeTimeToLive"_s, table, kUnmetered);
    if (!ttl)
        return false;
    const QJsonObject ttlDescription = ttl->value(u"TimeToLiveDescription"_s).toObject();
    const QString status = ttlDescription.value(u"TimeToLiveStatus"_s).toString();
    m_timeToLive.reset();
    if (status == u"ENABLED" || status == u"ENABLING")
        m_timeToLive = QJsonObject{{u"Enabled"_s, true},
                                   {u"AttributeName"_s, ttlDescription.value(u"AttributeName"_s)}};

    const Result<QJsonObject> consumers = api()(u"ListConsumers"_s, table, kUnmetered);
    if (!consumers)
        return false;
    m_consumers.clear();
    for (const QJsonValue listed : consumers->value(u"Consumers"_s).toArray())
        m_consumers << consumerRecreateRequest(listed.toObject());

    m_items = {};
    QJsonObject scan = table;
    scan.insert(u"ConsistentRead"_s, true);
    QJsonObject startKey;
    do {
        const Result<ScanPage> page = scanPage(api(), scan, startKey, kUnmetered);
        if (!page)
            return false;
        for (const QJsonObject &item : page->items)
            m_items.append(item);
        startKey = page->lastEvaluatedKey;
    } while (!startKey.isEmpty());
    return true;
}

void DeleteTableCommand::redo()
{
    // Read again before every delete: the table may have changed since the last undo.
    if (hasRun() && !capture()) {
        run(forwardCall()); // refused or not, it is reported
        setObsolete(true);
        return;
    }
    ApiCommand::redo();
}

void DeleteTableCommand::undo()
{
    QList<Call> calls{{u"CreateTable"_s, m_create}};
    if (m_timeToLive)
        calls << Call{u"UpdateTimeToLive"_s,
                      {{u"TableName"_s, m_table}, {u"TimeToLiveSpecification"_s, *m_timeToLive}}};
    for (qsizetype first = 0; first < m_items.size(); first += kBatchSize) {
        QJsonArray puts;
        for (qsizetype i = first; i < std::min<qsizetype>(m_items.size(), first + kBatchSize); ++i)
            puts.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, m_items.at(i)}}}});
        calls << Call{u"BatchWriteItem"_s, {{u"RequestItems"_s, QJsonObject{{m_table, puts}}}}};
    }
    for (const QJsonObject &consumer : std::as_const(m_consumers))
        calls << Call{u"CreateConsumer"_s, consumer};
    for (const Call &call : std::as_const(calls))
        if (!run(call, false))
            return; // reported, and the command is dropped
    reportDone();
}

} // namespace lw
