#include "remoteapi.h"

#include "model/attributejson.h"
#include "model/consumedunits.h"
#include "model/serviceactions.h"
#include "model/workbenchonly.h"
#include "time/ttl.h"

#include <QDateTime>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::remote {

namespace {

// The engine's own type named `name` ("ResourceNotFoundException"), if it has one.
std::optional<ErrorType> knownType(const QString &name)
{
    for (int i = 0; i < int(ErrorType::Remote); ++i) {
        const Error probe{ErrorType(i), {}, {}};
        if (probe.typeName() == name)
            return ErrorType(i);
    }
    return std::nullopt;
}

} // namespace

Error remoteError(const aws::AwsError &error)
{
    QJsonObject extra = error.body;
    extra.remove(u"message"_s);
    extra.remove(u"Message"_s);
    const QString full = extra.value(u"__type"_s).toString(error.type);
    const QString name = full.mid(full.lastIndexOf(u'#') + 1);
    if (const auto type = knownType(name)) {
        extra.remove(u"__type"_s);
        return Error{*type, error.message, extra};
    }
    extra.insert(u"__type"_s, full);
    return Error{ErrorType::Remote, error.message, extra};
}

Result<QJsonObject> RemoteApi::call(QStringView action, const QJsonObject &request,
                                    const CallOptions &options)
{
    const QString name = action.toString();
    if (options.asOfMs)
        return std::unexpected(
            workbenchOnly(u"%1 cannot read as of a past time here: a remote endpoint keeps no "
                          u"history, only the workbench's workspaces do"_s.arg(name)));
    if (action == u"ListLifetimes")
        return listLifetimes(request);
    if (!isServiceAction(action))
        return std::unexpected(workbenchOnly(u"%1 is Lifecycle Workbench's own: a remote endpoint "
                                             u"has only DynamoDB's API"_s.arg(name)));
    if (m_options.readOnly && writesData(action, request))
        return std::unexpected(refusedHere(
            u"ReadOnlyConnection"_s,
            u"%1 would write, and this connection is read-only: connect again without \"Read "
            u"only\" to change the remote table"_s.arg(name)));
    return send(action, request);
}

Result<QJsonObject> RemoteApi::send(QStringView action, const QJsonObject &request)
{
    auto response = m_client.call(serviceTarget(action), request);
    if (!response)
        return std::unexpected(remoteError(response.error()));
    return *std::move(response);
}

Result<QJsonObject> RemoteApi::listLifetimes(const QJsonObject &request)
{
    const QString table = request.value(u"TableName"_s).toString();
    const QJsonObject named{{u"TableName"_s, table}};
    const auto described = send(u"DescribeTable", named);
    LW_TRY(described);
    QStringList keyNames;
    for (const QJsonValue &key :
         described->value(u"Table"_s).toObject().value(u"KeySchema"_s).toArray())
        keyNames << key.toObject().value(u"AttributeName"_s).toString();
    // An endpoint without TTL (dynalite) does not know DescribeTimeToLive: no item expires.
    QString attribute;
    if (const auto ttl = send(u"DescribeTimeToLive", named)) {
        const QJsonObject d = ttl->value(u"TimeToLiveDescription"_s).toObject();
        if (d.value(u"TimeToLiveStatus"_s).toString() == u"ENABLED"_s)
            attribute = d.value(u"AttributeName"_s).toString();
    } else if (ttl.error().type != ErrorType::UnknownOperation) {
        return std::unexpected(ttl.error());
    }

    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    QJsonArray lifetimes;
    qint64 scanned = 0;
    double units = 0;
    QJsonObject scan{{u"TableName"_s, table}, {u"ReturnConsumedCapacity"_s, u"TOTAL"_s}};
    bool truncated = false;
    while (true) {
        scan.insert(u"Limit"_s, int(std::min<qint64>(1000, m_options.lifetimeItems - scanned)));
        const auto page = send(u"Scan", scan);
        LW_TRY(page);
        scanned += page->value(u"ScannedCount"_s).toInteger();
        units += consumedUnits(*page);
        for (const QJsonValue &value : page->value(u"Items"_s).toArray()) {
            const auto item = itemFromJson(value);
            if (!item)
                continue; // the service sent it, so it is an item; a newer type is skipped
            Item key;
            for (const QString &keyName : std::as_const(keyNames))
                if (const auto found = item->find(keyName); found != item->end())
                    key.insert(*found);
            QJsonObject life{{u"Key"_s, itemToJson(key)}, {u"Changes"_s, 0}};
            const ttl::Expiry expiry =
                attribute.isEmpty() ? ttl::Expiry{std::nullopt, ttl::NeverReason::TtlDisabled}
                                    : ttl::expiryOf(*item, attribute, nowMs);
            if (expiry.atMs)
                life.insert(u"ExpiresMillis"_s, *expiry.atMs);
            else
                life.insert(u"NeverExpires"_s, ttl::neverName(expiry.never));
            lifetimes.append(life);
        }
        const QJsonValue last = page->value(u"LastEvaluatedKey"_s);
        if (last.isUndefined())
            break;
        if (scanned >= m_options.lifetimeItems) {
            truncated = true;
            break;
        }
        scan.insert(u"ExclusiveStartKey"_s, last);
    }
    QJsonObject answer{
        {u"Lifetimes"_s, lifetimes},
        {u"ScannedCount"_s, scanned},
        {u"ConsumedCapacity"_s, QJsonObject{{u"TableName"_s, table}, {u"CapacityUnits"_s, units}}}};
    if (truncated)
        answer.insert(u"Truncated"_s, true);
    return answer;
}

} // namespace lw::remote
