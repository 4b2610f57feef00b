#include "tablecopy.h"

#include "model/serviceactions.h"
#include "model/tablejson.h"

#include <QDateTime>
#include <QJsonArray>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw::remote {

namespace {

constexpr qsizetype kBatch = 25; // BatchWriteItem's most

QString remoteFailure(const QString &action, const aws::AwsError &error)
{
    return u"remote %1: %2: %3"_s.arg(action, error.type, error.message);
}

QString localFailure(const QString &action, const Error &error, const QString &when = {})
{
    return u"local %1%2: %3: %4"_s.arg(action, when, error.typeName(), error.message);
}

// The first page's request of each read the copy pages through: the Query, or each segment of
// the Scan; or why the options' query cannot be copied by.
std::expected<QList<QJsonObject>, QString> reads(const QString &table, const CopyOptions &options)
{
    const QJsonObject base{{u"TableName"_s, table}, {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}};
    if (!options.query.isEmpty()) {
        static const QStringList kChoosing{
            u"KeyConditionExpression"_s,    u"FilterExpression"_s, u"ExpressionAttributeNames"_s,
            u"ExpressionAttributeValues"_s, u"ScanIndexForward"_s, u"ConsistentRead"_s};
        QJsonObject query = base;
        for (auto member = options.query.begin(); member != options.query.end(); ++member) {
            if (!kChoosing.contains(member.key()))
                return std::unexpected(
                    u"copy by Query: %1 is not for a copy, which reads whole items of the table"_s
                        .arg(member.key()));
            query.insert(member.key(), member.value());
        }
        if (options.segments > 1)
            return std::unexpected(u"copy by Query: a Query has no segments"_s);
        return QList<QJsonObject>{query};
    }
    const int segments = std::max(1, options.segments);
    QList<QJsonObject> scans;
    for (int segment = 0; segment < segments; ++segment) {
        QJsonObject scan = base;
        if (segments > 1) {
            scan.insert(u"Segment"_s, segment);
            scan.insert(u"TotalSegments"_s, segments);
        }
        scans.append(scan);
    }
    return scans;
}

} // namespace

std::expected<CopyReport, QString> copyTable(aws::AwsClient &remote, const QString &table,
                                             Api &local, const CopyOptions &options)
{
    const auto firstPages = reads(table, options);
    if (!firstPages)
        return std::unexpected(firstPages.error());
    const QString action = options.query.isEmpty() ? u"Scan"_s : u"Query"_s;
    const QJsonObject named{{u"TableName"_s, table}};
    const auto described = remote.call(serviceTarget(u"DescribeTable"), named);
    if (!described)
        return std::unexpected(remoteFailure(u"DescribeTable"_s, described.error()));
    // An endpoint without TTL (dynalite) answers UnknownOperationException: the table has none.
    QString ttlAttribute;
    const auto ttl = remote.call(serviceTarget(u"DescribeTimeToLive"), named);
    if (ttl) {
        const QJsonObject d = ttl->value(u"TimeToLiveDescription"_s).toObject();
        const QString status = d.value(u"TimeToLiveStatus"_s).toString();
        if (status == u"ENABLED"_s || status == u"ENABLING"_s)
            ttlAttribute = d.value(u"AttributeName"_s).toString();
    } else if (ttl.error().type != u"UnknownOperationException"_s) {
        return std::unexpected(remoteFailure(u"DescribeTimeToLive"_s, ttl.error()));
    }

    CopyReport report;
    report.table = options.localName.isEmpty() ? table : options.localName;
    const qint64 nowMs =
        options.nowMs >= 0 ? options.nowMs : QDateTime::currentDateTimeUtc().toMSecsSinceEpoch();
    const auto clock = local.call(u"DescribeClock", {});
    if (!clock)
        return std::unexpected(localFailure(u"DescribeClock"_s, clock.error()));
    if (nowMs > clock->value(u"ClockMillis"_s).toInteger()) {
        if (auto moved = local.call(u"AdvanceClock", {{u"ToMillis"_s, nowMs}}); !moved)
            return std::unexpected(localFailure(u"AdvanceClock"_s, moved.error()));
    }
    QJsonObject create = createTableRequestFromDescription(described->value(u"Table"_s).toObject());
    create.insert(u"TableName"_s, report.table);
    if (auto created = local.call(u"CreateTable", create); !created)
        return std::unexpected(localFailure(u"CreateTable"_s, created.error()));
    if (!ttlAttribute.isEmpty()) {
        const QJsonObject enable{
            {u"TableName"_s, report.table},
            {u"TimeToLiveSpecification"_s,
             QJsonObject{{u"Enabled"_s, true}, {u"AttributeName"_s, ttlAttribute}}}};
        if (auto enabled = local.call(u"UpdateTimeToLive", enable); !enabled)
            return std::unexpected(localFailure(u"UpdateTimeToLive"_s, enabled.error()));
        report.timeToLive = true;
    }

    QJsonArray pending;
    const auto flush = [&]() -> std::expected<bool, QString> {
        if (pending.isEmpty())
            return true;
        const QJsonObject batch{{u"RequestItems"_s, QJsonObject{{report.table, pending}}}};
        if (auto written = local.call(u"BatchWriteItem", batch); !written)
            return std::unexpected(localFailure(u"BatchWriteItem"_s, written.error(),
                                                u" after %1 items"_s.arg(report.items)));
        report.items += pending.size();
        pending = QJsonArray();
        return !options.progress || options.progress(report.items);
    };
    const auto wanted = [&] {
        return options.limit < 0 ? std::numeric_limits<qint64>::max()
                                 : options.limit - report.items - pending.size();
    };
    for (QJsonObject read : *firstPages) {
        bool more = true;
        while (more && wanted() > 0) {
            read.insert(u"Limit"_s, qint64(std::min<qint64>(options.pageSize, wanted())));
            const auto page = remote.call(serviceTarget(action), read);
            if (!page)
                return std::unexpected(remoteFailure(action, page.error()));
            report.readUnits +=
                page->value(u"ConsumedCapacity"_s).toObject().value(u"CapacityUnits"_s).toDouble();
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
            read.insert(u"ExclusiveStartKey"_s, page->value(u"LastEvaluatedKey"_s));
        }
    }
    // The last batch: a cancel now has nothing left to stop.
    if (auto last = flush(); !last)
        return std::unexpected(last.error());
    return report;
}

} // namespace lw::remote
