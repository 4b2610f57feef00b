#include "tableupload.h"

#include "failuretext.h"

#include "model/serviceactions.h"
#include "model/tablejson.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QThread>

using namespace Qt::StringLiterals;

namespace lw::remote {

namespace {

// "PK (S) HASH, SK (N) RANGE": a table's key, as two descriptions compare and a refusal says it.
QString keyText(const QJsonObject &description)
{
    QHash<QString, QString> types;
    for (const QJsonValue &definition : description.value(u"AttributeDefinitions"_s).toArray())
        types.insert(definition[u"AttributeName"_s].toString(),
                     definition[u"AttributeType"_s].toString());
    QStringList parts;
    for (const QJsonValue &key : description.value(u"KeySchema"_s).toArray()) {
        const QString name = key[u"AttributeName"_s].toString();
        parts << u"%1 (%2) %3"_s.arg(name, types.value(name), key[u"KeyType"_s].toString());
    }
    return parts.join(u", "_s);
}

// What keeps the table from taking writes ("CREATING", "index byStatus CREATING"); empty once
// it and every GSI are ACTIVE. An endpoint that reports no IndexStatus has its indexes ready.
QString notActive(const QJsonObject &description)
{
    const QString status = description.value(u"TableStatus"_s).toString();
    if (status != u"ACTIVE"_s)
        return status;
    for (const QJsonValue &index : description.value(u"GlobalSecondaryIndexes"_s).toArray()) {
        const QString indexStatus = index[u"IndexStatus"_s].toString(u"ACTIVE"_s);
        if (indexStatus != u"ACTIVE"_s)
            return u"index %1 %2"_s.arg(index[u"IndexName"_s].toString(), indexStatus);
    }
    return {};
}

// Polls DescribeTable until the table takes writes, the pause doubling from 100 ms to 2 s.
std::expected<void, QString> waitActive(aws::AwsClient &remote, const QString &table,
                                        QJsonObject description, int waitMs)
{
    QElapsedTimer waited;
    waited.start();
    int pauseMs = 100;
    for (QString state = notActive(description); !state.isEmpty(); state = notActive(description)) {
        if (waited.elapsed() >= waitMs)
            return std::unexpected(u"remote table %1 not ACTIVE after %2 s: %3"_s.arg(table)
                                       .arg(waitMs / 1000)
                                       .arg(state));
        QThread::msleep(pauseMs);
        pauseMs = std::min(pauseMs * 2, 2000);
        const auto described =
            remote.call(serviceTarget(u"DescribeTable"), {{u"TableName"_s, table}});
        if (!described)
            return std::unexpected(remoteFailure(u"DescribeTable"_s, described.error()));
        description = described->value(u"Table"_s).toObject();
    }
    return {};
}

// Makes the remote table, or takes an empty one of the same key; true when it was made.
std::expected<bool, QString> prepareRemote(aws::AwsClient &remote, const QString &name,
                                           const QJsonObject &here, const UploadOptions &options)
{
    const QJsonObject named{{u"TableName"_s, name}};
    const auto existing = remote.call(serviceTarget(u"DescribeTable"), named);
    if (existing) {
        const QJsonObject there = existing->value(u"Table"_s).toObject();
        if (keyText(there) != keyText(here))
            return std::unexpected(
                u"remote table %1 has another key schema: %2 here, %3 there"_s.arg(
                    name, keyText(here), keyText(there)));
        QJsonObject probe = named;
        probe.insert(u"Limit"_s, 1);
        const auto scanned = remote.call(serviceTarget(u"Scan"), probe);
        if (!scanned)
            return std::unexpected(remoteFailure(u"Scan"_s, scanned.error()));
        if (!scanned->value(u"Items"_s).toArray().isEmpty())
            return std::unexpected(
                u"remote table %1 holds items: an upload writes into an empty table only"_s.arg(
                    name));
        if (auto ready = waitActive(remote, name, there, options.activeWaitMs); !ready)
            return std::unexpected(ready.error());
        return false;
    }
    if (existing.error().type != u"ResourceNotFoundException"_s)
        return std::unexpected(remoteFailure(u"DescribeTable"_s, existing.error()));
    QJsonObject create = createTableRequestFromDescription(here);
    create.insert(u"TableName"_s, name);
    const auto created = remote.call(serviceTarget(u"CreateTable"), create);
    if (!created)
        return std::unexpected(remoteFailure(u"CreateTable"_s, created.error()));
    if (auto ready = waitActive(remote, name, created->value(u"TableDescription"_s).toObject(),
                                options.activeWaitMs);
        !ready)
        return std::unexpected(ready.error());
    return true;
}

// Turns TTL on remotely on `attribute`, unless the endpoint has no TTL or the table has it on
// another attribute (report.timeToLiveSkipped says which).
std::expected<void, QString> enableTimeToLive(aws::AwsClient &remote, const QString &attribute,
                                              UploadReport &report)
{
    // An endpoint without TTL answers UnknownOperationException: dynalite does for
    // UpdateTimeToLive, while it describes every table's TTL as DISABLED.
    const auto skipped = [&](const QString &action,
                             const aws::AwsError &error) -> std::expected<void, QString> {
        if (error.type != u"UnknownOperationException"_s)
            return std::unexpected(remoteFailure(action, error));
        report.timeToLiveSkipped =
            u"the endpoint has no TTL (%1: %2: %3)"_s.arg(action, error.type, error.message);
        return {};
    };
    const QJsonObject named{{u"TableName"_s, report.table}};
    const auto described = remote.call(serviceTarget(u"DescribeTimeToLive"), named);
    if (!described)
        return skipped(u"DescribeTimeToLive"_s, described.error());
    const QJsonObject d = described->value(u"TimeToLiveDescription"_s).toObject();
    const QString status = d.value(u"TimeToLiveStatus"_s).toString();
    if (status == u"ENABLED"_s || status == u"ENABLING"_s) {
        const QString there = d.value(u"AttributeName"_s).toString();
        if (there == attribute)
            report.timeToLive = true;
        else
            report.timeToLiveSkipped = u"the remote table's TTL is on %1"_s.arg(there);
        return {};
    }
    QJsonObject enable = named;
    enable.insert(u"TimeToLiveSpecification"_s,
                  QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, attribute}});
    if (auto enabled = remote.call(serviceTarget(u"UpdateTimeToLive"), enable); !enabled)
        return skipped(u"UpdateTimeToLive"_s, enabled.error());
    report.timeToLive = true;
    return {};
}

} // namespace

std::expected<UploadReport, QString>
uploadTable(Api &local, const QString &table, aws::AwsClient &remote, const UploadOptions &options)
{
    const QJsonObject named{{u"TableName"_s, table}};
    const auto described = local.call(u"DescribeTable", named);
    if (!described)
        return std::unexpected(localFailure(u"DescribeTable"_s, described.error()));
    const auto ttl = local.call(u"DescribeTimeToLive", named);
    if (!ttl)
        return std::unexpected(localFailure(u"DescribeTimeToLive"_s, ttl.error()));
    const QJsonObject ttlDescription = ttl->value(u"TimeToLiveDescription"_s).toObject();
    const QString ttlStatus = ttlDescription.value(u"TimeToLiveStatus"_s).toString();
    const QString ttlAttribute = ttlStatus == u"ENABLED"_s || ttlStatus == u"ENABLING"_s
                                     ? ttlDescription.value(u"AttributeName"_s).toString()
                                     : QString();

    UploadReport report;
    report.table = options.remoteName.isEmpty() ? table : options.remoteName;
    const auto prepared =
        prepareRemote(remote, report.table, described->value(u"Table"_s).toObject(), options);
    if (!prepared)
        return std::unexpected(prepared.error());
    report.created = *prepared;
    if (!ttlAttribute.isEmpty()) {
        if (auto enabled = enableTimeToLive(remote, ttlAttribute, report); !enabled)
            return std::unexpected(enabled.error());
    }

    QJsonArray pending;
    // Writes the pending batch, resending what the endpoint leaves unprocessed (throttled) after
    // a pause doubling from 50 ms to 5 s, as AWS advises for BatchWriteItem.
    const auto flush = [&]() -> std::expected<bool, QString> {
        if (pending.isEmpty())
            return true;
        const QString when = u" after %1 items"_s.arg(report.items);
        QJsonArray unwritten = pending;
        for (int resend = 0; !unwritten.isEmpty(); ++resend) {
            if (resend > options.unprocessedRetries)
                return std::unexpected(
                    u"remote BatchWriteItem%1: %2 items still unprocessed after %3 resends"_s
                        .arg(when)
                        .arg(unwritten.size())
                        .arg(options.unprocessedRetries));
            if (resend > 0)
                QThread::msleep(std::min(50 << std::min(resend - 1, 10), 5000));
            const QJsonObject batch{{u"RequestItems"_s, QJsonObject{{report.table, unwritten}}},
                                    {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}};
            const auto written = remote.call(serviceTarget(u"BatchWriteItem"), batch);
            // With every write throttled the service refuses the whole batch (and the client has
            // retried it already): it is all unprocessed, and sent again as such.
            if (!written && written.error().type == u"ProvisionedThroughputExceededException"_s)
                continue;
            if (!written)
                return std::unexpected(remoteFailure(u"BatchWriteItem"_s, written.error(), when));
            for (const QJsonValue &consumed : written->value(u"ConsumedCapacity"_s).toArray())
                report.writeUnits += consumed[u"CapacityUnits"_s].toDouble();
            unwritten =
                written->value(u"UnprocessedItems"_s).toObject().value(report.table).toArray();
        }
        report.items += pending.size();
        pending = QJsonArray();
        return !options.progress || options.progress(report.items);
    };

    QJsonObject scan{{u"TableName"_s, table}, {u"Limit"_s, std::max(1, options.pageSize)}};
    for (bool more = true; more;) {
        const auto page = local.call(u"Scan", scan);
        if (!page)
            return std::unexpected(localFailure(u"Scan"_s, page.error()));
        for (const QJsonValue &item : page->value(u"Items"_s).toArray()) {
            pending.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, item}}}});
            if (pending.size() == kBatch) {
                auto go = flush();
                if (!go)
                    return std::unexpected(go.error());
                if (!*go) {
                    report.cancelled = true;
                    return report;
                }
            }
        }
        more = page->contains(u"LastEvaluatedKey"_s);
        scan.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
    }
    // The last batch: a cancel now has nothing left to stop.
    if (auto last = flush(); !last)
        return std::unexpected(last.error());
    return report;
}

} // namespace lw::remote
