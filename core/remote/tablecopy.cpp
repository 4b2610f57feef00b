#include "tablecopy.h"

#include "failuretext.h"
#include "pagesahead.h"

#include "engine/groupcommit.h"
#include "model/consumedunits.h"
#include "model/serviceactions.h"
#include "model/tablejson.h"

#include <QDateTime>
#include <QJsonArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace lw::remote {

namespace {

constexpr qint64 kGroupItems = 5000; // the items of one local group commit

// The copy's local writes, kGroupItems at a time in one group commit (engine/groupcommit.h): a
// durable commit of each BatchWriteItem, its data and meta page synced, made copying 100,000
// items take 5.7 times as long as reading them (bench_remote). Each group is committed whole or
// not at all; finish() makes every one durable.
class LocalWriter
{
public:
    LocalWriter(Api &local, const QString &table) : m_local(local), m_table(table) {}
    // A copy cut short by an error keeps what it wrote before it, which finish() then reports.
    ~LocalWriter() { [[maybe_unused]] const auto kept = finish(); }
    LocalWriter(const LocalWriter &) = delete;
    LocalWriter &operator=(const LocalWriter &) = delete;

    // Writes `puts` into the open group (opening one first); written() counts them.
    std::expected<void, QString> write(const QJsonArray &puts)
    {
        if (!m_group)
            m_group.emplace(groupCommitOf(m_local.engine()));
        const QJsonObject batch{{u"RequestItems"_s, QJsonObject{{m_table, puts}}}};
        if (auto done = m_local.call(u"BatchWriteItem", batch); !done)
            return std::unexpected(localFailure(u"BatchWriteItem"_s, done.error(),
                                                u" after %1 items"_s.arg(m_written)));
        m_written += puts.size();
        if (m_written - m_committed >= kGroupItems)
            return commit();
        return {};
    }

    // Commits the open group and syncs every group to disk.
    std::expected<void, QString> finish()
    {
        if (auto committed = commit(); !committed)
            return committed;
        if (m_synced == m_committed)
            return {};
        if (const Status synced = groupCommitOf(m_local.engine()).syncData(); !synced)
            return std::unexpected(
                localFailure(u"sync"_s, synced.error(), u" after %1 items"_s.arg(m_committed)));
        m_synced = m_committed;
        return {};
    }

    qint64 written() const { return m_written; }

private:
    std::expected<void, QString> commit()
    {
        if (!m_group)
            return {};
        m_group.reset();
        if (const Status committed = groupCommitOf(m_local.engine()).commitGroup(); !committed) {
            m_written = m_committed; // the group's writes are undone
            return std::unexpected(localFailure(u"commit"_s, committed.error(),
                                                u" after %1 items"_s.arg(m_committed)));
        }
        m_committed = m_written;
        return {};
    }

    Api &m_local;
    QString m_table;
    std::optional<GroupCommit::SyncDeferral> m_group;
    qint64 m_written = 0;
    qint64 m_committed = 0;
    qint64 m_synced = 0;
};

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

    LocalWriter writer(local, report.table);
    QJsonArray pending;
    const auto flush = [&]() -> std::expected<bool, QString> {
        if (pending.isEmpty())
            return true;
        if (auto written = writer.write(pending); !written)
            return std::unexpected(written.error());
        report.items = writer.written();
        pending = QJsonArray();
        return !options.progress || options.progress(report.items);
    };
    PagesAhead pages(remote, serviceTarget(action), *firstPages, options.limit, options.pageSize);
    while (auto page = pages.next()) {
        if (!*page)
            return std::unexpected(remoteFailure(action, page->error()));
        const QJsonObject &read = **page;
        report.readUnits += consumedUnits(read);
        for (const QJsonValue &item : read.value(u"Items"_s).toArray()) {
            pending.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, item}}}});
            if (pending.size() == kBatch) {
                auto go = flush();
                if (!go)
                    return std::unexpected(go.error());
                if (!*go) {
                    if (auto kept = writer.finish(); !kept)
                        return std::unexpected(kept.error());
                    report.cancelled = true;
                    return report;
                }
            }
        }
    }
    // The last batch: a cancel now has nothing left to stop.
    if (auto last = flush(); !last)
        return std::unexpected(last.error());
    if (auto kept = writer.finish(); !kept)
        return std::unexpected(kept.error());
    return report;
}

} // namespace lw::remote
