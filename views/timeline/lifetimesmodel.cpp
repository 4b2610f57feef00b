#include "timeline/lifetimesmodel.h"

#include "common/attributetext.h"
#include "common/clocktext.h"
#include "common/tableinfo.h"
#include "time/timetext.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

std::optional<qint64> optionalMs(const QJsonObject &entry, const QString &member)
{
    const auto found = entry.constFind(member);
    if (found == entry.constEnd())
        return std::nullopt;
    return found->toInteger();
}

ttl::NeverReason neverReason(const QString &name)
{
    if (name == u"NOT_A_NUMBER")
        return ttl::NeverReason::NotANumber;
    if (name == u"MILLISECONDS")
        return ttl::NeverReason::Milliseconds;
    if (name == u"MORE_THAN_FIVE_YEARS")
        return ttl::NeverReason::MoreThanFiveYears;
    if (name == u"TTL_DISABLED")
        return ttl::NeverReason::TtlDisabled;
    return ttl::NeverReason::NoAttribute;
}

Origin origin(const QString &name)
{
    if (name == u"ttl")
        return Origin::Ttl;
    if (name == u"consumer")
        return Origin::Consumer;
    return Origin::User;
}

// The TTL value as epoch seconds; nullopt when it is not a Number or too large for a calendar.
std::optional<double> ttlSeconds(const QJsonObject &value)
{
    if (attributeType(value) != u"N")
        return std::nullopt;
    bool ok = false;
    const double seconds = value.value(u"N"_s).toString().toDouble(&ok);
    constexpr double calendarLimit = 1e16; // ~300 million years: QDate still names the year
    if (!ok || !std::isfinite(seconds) || std::abs(seconds) > calendarLimit)
        return std::nullopt;
    return seconds;
}

// Why an item never expires, the TTL bugs a class should recognise.
QString neverSentence(const LifetimeInfo &life, const QString &ttlAttribute)
{
    const QString attribute =
        ttlAttribute.isEmpty() ? LifetimesModel::tr("TTL attribute") : ttlAttribute;
    const std::optional<double> seconds = ttlSeconds(life.ttlValue);
    switch (life.never) {
    case ttl::NeverReason::None:
    case ttl::NeverReason::NoAttribute:
        if (ttlAttribute.isEmpty())
            return LifetimesModel::tr("No TTL attribute: never expires");
        return LifetimesModel::tr("No TTL attribute (%1): never expires").arg(ttlAttribute);
    case ttl::NeverReason::NotANumber: {
        const QString type = attributeType(life.ttlValue);
        if (type.isEmpty())
            return LifetimesModel::tr("Never expires: its %1 is not a Number").arg(attribute);
        return LifetimesModel::tr("Never expires: its %1 is of type %2, not a Number of epoch "
                                  "seconds")
            .arg(attribute, type);
    }
    case ttl::NeverReason::Milliseconds:
        if (!seconds)
            return LifetimesModel::tr("Never expires: its %1 is in milliseconds — a date tens of "
                                      "thousands of years away")
                .arg(attribute);
        return LifetimesModel::tr("Never expires: its %1 is in milliseconds — a date in the year "
                                  "%2")
            .arg(attribute)
            .arg(QDate(1970, 1, 1).addDays(qint64(std::floor(*seconds / 86400))).year());
    case ttl::NeverReason::MoreThanFiveYears:
        if (!seconds)
            return LifetimesModel::tr("Never expires: its %1 is more than five years in the past, "
                                      "which DynamoDB ignores")
                .arg(attribute);
        return LifetimesModel::tr("Never expires: its %1 (%2) is more than five years in the "
                                  "past, which DynamoDB ignores")
            .arg(attribute, utcText(qint64(*seconds * 1000)));
    case ttl::NeverReason::TtlDisabled:
        if (life.ttlSettling)
            return LifetimesModel::tr("Does not expire yet: TTL is still being enabled on this "
                                      "table, and counts once that settles");
        return LifetimesModel::tr("Never expires: TTL is not enabled on this table");
    }
    return {};
}

QString softDeletedSentence(const LifetimeInfo &life)
{
    const QString marked = utcText(*life.softDeletedMs);
    if (life.deletedMs && (!life.expiresMs || *life.deletedMs < *life.expiresMs)) {
        const QString deleted = utcText(*life.deletedMs);
        if (life.deletedBy == Origin::Consumer)
            return LifetimesModel::tr("Soft-deleted at %1, still readable by key: a stream "
                                      "consumer deletes it at %2")
                .arg(marked, deleted);
        return LifetimesModel::tr("Soft-deleted at %1, still readable by key: a user deletes it "
                                  "at %2")
            .arg(marked, deleted);
    }
    if (!life.expiresMs)
        return LifetimesModel::tr("Soft-deleted at %1, still readable by key, and nothing "
                                  "expires it")
            .arg(marked);
    return LifetimesModel::tr("Soft-deleted at %1, still readable by key until it expires at %2")
        .arg(marked, utcText(*life.expiresMs));
}

// When a soft delete mark says the item was marked: its epoch seconds, never before the item was
// written, when that is known (the mark drops the write's milliseconds). Nullopt for a mark
// that is not a time.
std::optional<qint64> markedAt(const QJsonObject &mark, std::optional<qint64> createdMs)
{
    const std::optional<double> seconds = ttlSeconds(mark);
    if (!seconds)
        return std::nullopt;
    const qint64 at = qint64(*seconds * 1000);
    return createdMs ? std::max(at, *createdMs) : at;
}

QString expiredSentence(const LifetimeInfo &life, qint64 ms)
{
    const QString expired = utcText(*life.expiresMs);
    // A table without a history: the service deletes expired items within days, on no schedule
    // anyone can read.
    if (!life.createdMs && !life.deletedMs && !life.sweepAtMs)
        return LifetimesModel::tr("Expired at %1, %2 ago, but still there: the service's TTL "
                                  "has not deleted it yet, which can take days")
            .arg(expired, durationText(ms - *life.expiresMs));
    if (life.deletedMs) {
        const QString deleted = utcText(*life.deletedMs);
        switch (life.deletedBy) {
        case Origin::Ttl:
            break;
        case Origin::User:
            return LifetimesModel::tr("Expired at %1 but still visible: a user deletes it at %2")
                .arg(expired, deleted);
        case Origin::Consumer:
            return LifetimesModel::tr("Expired at %1 but still visible: a stream consumer deletes "
                                      "it at %2")
                .arg(expired, deleted);
        }
    }
    const std::optional<qint64> sweptAt = life.deletedMs ? life.deletedMs : life.sweepAtMs;
    if (!sweptAt)
        return LifetimesModel::tr("Expired at %1 but still visible until the sweeper deletes it")
            .arg(expired);
    return LifetimesModel::tr("Expired at %1 but still visible: the sweeper deletes it at %2")
        .arg(expired, utcText(*sweptAt));
}

QString sweptSentence(const LifetimeInfo &life)
{
    const qint64 at = life.deletedMs ? *life.deletedMs : life.sweepAtMs.value_or(0);
    if (!life.expiresMs)
        return LifetimesModel::tr("Deleted by TTL at %1").arg(utcText(at));
    const QString lag = durationText(at - *life.expiresMs);
    if (!life.deletedMs)
        return LifetimesModel::tr("Deleted by TTL at %1 (scheduled), %2 after it expired")
            .arg(utcText(at), lag);
    return LifetimesModel::tr("Deleted by TTL at %1, %2 after it expired").arg(utcText(at), lag);
}

QString neverShort(const LifetimeInfo &life)
{
    switch (life.never) {
    case ttl::NeverReason::None:
    case ttl::NeverReason::NoAttribute:
        return LifetimesModel::tr("Never (no TTL attribute)");
    case ttl::NeverReason::NotANumber:
        return LifetimesModel::tr("Never (not a Number)");
    case ttl::NeverReason::Milliseconds:
        return LifetimesModel::tr("Never (milliseconds)");
    case ttl::NeverReason::MoreThanFiveYears:
        return LifetimesModel::tr("Never (over five years ago)");
    case ttl::NeverReason::TtlDisabled:
        if (life.ttlSettling)
            return LifetimesModel::tr("Not yet (TTL enabling)");
        return LifetimesModel::tr("Never (TTL off)");
    }
    return {};
}

QString deleterName(Origin origin)
{
    switch (origin) {
    case Origin::User:
        return LifetimesModel::tr("a user");
    case Origin::Ttl:
        return LifetimesModel::tr("TTL");
    case Origin::Consumer:
        return LifetimesModel::tr("a consumer");
    }
    return {};
}

} // namespace

QString durationText(qint64 ms)
{
    constexpr qint64 second = 1000, minute = 60 * second, hour = 60 * minute;
    const qint64 unit = std::abs(ms) >= hour ? minute : std::abs(ms) >= minute ? second : 1;
    // Half away from zero, as a clock rounds.
    const qint64 rounded = (ms >= 0 ? ms + unit / 2 : ms - unit / 2) / unit * unit;
    return formatDurationMs(rounded);
}

std::pair<qint64, qint64> lifeSpan(const LifetimeInfo &life, qint64 nowMs)
{
    const qint64 first = life.createdMs.value_or(std::min(nowMs, life.expiresMs.value_or(nowMs)));
    qint64 last = life.deletedMs.value_or(std::max(nowMs, first));
    if (!life.deletedMs) {
        for (const std::optional<qint64> &at : {life.sweepAtMs, life.expiresMs})
            last = std::max(last, at.value_or(last));
    }
    return {first, std::max(last, life.archivedMs.value_or(last))};
}

LaneState stateAt(const LifetimeInfo &life, qint64 ms)
{
    if (life.createdMs && ms < *life.createdMs)
        return LaneState::Absent;
    if (life.deletedMs && ms >= *life.deletedMs) {
        switch (life.deletedBy) {
        case Origin::User:
            return LaneState::DeletedByUser;
        case Origin::Ttl:
            return LaneState::DeletedByTtl;
        case Origin::Consumer:
            return LaneState::DeletedByConsumer;
        }
    }
    if (!life.deletedMs && life.sweepAtMs && ms >= *life.sweepAtMs)
        return LaneState::DeletedByTtl;
    if (life.expiresMs && ms >= *life.expiresMs)
        return LaneState::Expired;
    if (life.softDeletedMs && ms >= *life.softDeletedMs)
        return LaneState::SoftDeleted;
    return LaneState::Active;
}

QString explainState(const LifetimeInfo &life, qint64 ms, const QString &ttlAttribute)
{
    switch (stateAt(life, ms)) {
    case LaneState::Absent:
        return LifetimesModel::tr("Not written yet: it is created at %1")
            .arg(utcText(*life.createdMs));
    case LaneState::Active:
        if (!life.expiresMs)
            return neverSentence(life, ttlAttribute);
        return LifetimesModel::tr("Active: expires at %1").arg(utcText(*life.expiresMs));
    case LaneState::SoftDeleted:
        return softDeletedSentence(life);
    case LaneState::Expired:
        return expiredSentence(life, ms);
    case LaneState::DeletedByTtl:
        return sweptSentence(life);
    case LaneState::DeletedByUser:
        return LifetimesModel::tr("Deleted by a user at %1").arg(utcText(*life.deletedMs));
    case LaneState::DeletedByConsumer:
        return LifetimesModel::tr("Deleted by a stream consumer at %1")
            .arg(utcText(*life.deletedMs));
    }
    return {};
}

QString laneStateName(LaneState state)
{
    switch (state) {
    case LaneState::Absent:
        return LifetimesModel::tr("Not written yet");
    case LaneState::Active:
        return LifetimesModel::tr("Active");
    case LaneState::SoftDeleted:
        return LifetimesModel::tr("Soft-deleted");
    case LaneState::Expired:
        return LifetimesModel::tr("Expired, still visible");
    case LaneState::DeletedByTtl:
        return LifetimesModel::tr("Deleted by TTL");
    case LaneState::DeletedByUser:
        return LifetimesModel::tr("Deleted by a user");
    case LaneState::DeletedByConsumer:
        return LifetimesModel::tr("Deleted by a consumer");
    }
    return {};
}

std::optional<LifetimeInfo> parseLifetime(const QJsonObject &entry, const QStringList &keyNames)
{
    LifetimeInfo life;
    life.key = entry.value(u"Key"_s).toObject();
    if (life.key.isEmpty())
        return std::nullopt;
    QStringList names = keyNames;
    for (const QString &name : life.key.keys()) {
        if (!names.contains(name))
            names << name; // a key the schema did not name: shown, never hidden
    }
    QStringList values;
    for (const QString &name : std::as_const(names)) {
        if (life.key.contains(name))
            values << attributeDisplayText(life.key.value(name).toObject());
    }
    life.keyText = values.join(u" · "_s);
    life.createdMs = optionalMs(entry, u"CreatedMillis"_s);
    life.expiresMs = optionalMs(entry, u"ExpiresMillis"_s);
    if (!life.expiresMs)
        life.never = neverReason(entry.value(u"NeverExpires"_s).toString());
    life.sweepAtMs = optionalMs(entry, u"SweepAtMillis"_s);
    life.deletedMs = optionalMs(entry, u"DeletedMillis"_s);
    if (life.deletedMs)
        life.deletedBy = origin(entry.value(u"DeletedBy"_s).toString());
    life.archivedMs = optionalMs(entry, u"ArchivedMillis"_s);
    life.changes = entry.value(u"Changes"_s).toInt();
    return life;
}

int expiredNotDeleted(const QList<LifetimeInfo> &lifetimes, qint64 ms)
{
    return int(std::count_if(lifetimes.cbegin(), lifetimes.cend(), [ms](const LifetimeInfo &life) {
        return stateAt(life, ms) == LaneState::Expired;
    }));
}

LifetimesModel::LifetimesModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent), m_api(std::move(api))
{}

void LifetimesModel::setTable(const QString &table)
{
    m_table = table;
    reload();
}

bool LifetimesModel::reload()
{
    if (m_table.isEmpty()) {
        m_lastError.clear();
        setLifetimes({});
        return true;
    }
    const QJsonObject table{{u"TableName"_s, m_table}};
    const Result<QJsonObject> described = m_api(u"DescribeTable"_s, table, {});
    Result<QJsonObject> ttl = described ? m_api(u"DescribeTimeToLive"_s, table, {}) : described;
    // An endpoint without TTL (dynalite) does not know the action: nothing there expires.
    if (!ttl && ttl.error().type == ErrorType::UnknownOperation)
        ttl = QJsonObject();
    const Result<QJsonObject> listed = ttl ? m_api(u"ListLifetimes"_s, table, {}) : ttl;
    if (!listed) {
        setLifetimes({});
        m_lastError = errorText(listed.error());
        emit errorOccurred(m_lastError);
        return false;
    }

    QStringList keyNames;
    for (const KeyAttribute &key :
         parseTableDescription(described->value(u"Table"_s).toObject()).key)
        keyNames << key.name;
    const QJsonObject ttlDescription = ttl->value(u"TimeToLiveDescription"_s).toObject();
    const QString attribute = ttlDescription.value(u"AttributeName"_s).toString();
    const bool settling = ttlDescription.value(u"TimeToLiveStatus"_s).toString() == u"ENABLING";
    // The timeline shows a soft delete when it can, and the lanes without one when it cannot.
    const Result<QJsonObject> softDelete = m_api(u"DescribeSoftDelete"_s, table, {});
    const QString mark = softDelete ? softDelete->value(u"SoftDeleteSpecification"_s)
                                          .toObject()
                                          .value(u"MarkAttributeName"_s)
                                          .toString()
                                    : QString();
    QList<LifetimeInfo> lifetimes;
    for (const QJsonValue &entry : listed->value(u"Lifetimes"_s).toArray()) {
        if (auto life = parseLifetime(entry.toObject(), keyNames)) {
            life->ttlSettling = settling && life->never == ttl::NeverReason::TtlDisabled;
            lifetimes << std::move(*life);
        }
    }
    lookUpValues(lifetimes, attribute, mark);
    LifetimesRead read;
    if (listed->contains(u"ScannedCount"_s))
        read.scannedCount = listed->value(u"ScannedCount"_s).toInteger();
    const QJsonValue units =
        listed->value(u"ConsumedCapacity"_s).toObject().value(u"CapacityUnits"_s);
    if (units.isDouble())
        read.capacityUnits = units.toDouble();
    read.truncated = listed->value(u"Truncated"_s).toBool();
    m_lastError.clear();
    setLifetimes(std::move(lifetimes), attribute, read);
    return true;
}

void LifetimesModel::lookUpValues(QList<LifetimeInfo> &lifetimes, const QString &ttlAttribute,
                                  const QString &markAttribute) const
{
    int lookups = 0;
    for (LifetimeInfo &life : lifetimes) {
        const bool explainNever =
            !ttlAttribute.isEmpty() && (life.never == ttl::NeverReason::NotANumber ||
                                        life.never == ttl::NeverReason::Milliseconds ||
                                        life.never == ttl::NeverReason::MoreThanFiveYears);
        // A soft delete is an update: a lifetime of one write (and perhaps its delete) has none.
        const bool mayBeMarked =
            !markAttribute.isEmpty() && life.changes > (life.deletedMs ? 2 : 1);
        // The sentence says why without the value too: not worth a remote round trip each.
        if ((!explainNever && !mayBeMarked) || !life.createdMs)
            continue;
        if (++lookups > kMaxValueLookups)
            return;
        QStringList projection;
        QJsonObject names;
        if (explainNever) {
            projection << u"#ttl"_s;
            names.insert(u"#ttl"_s, ttlAttribute);
        }
        if (mayBeMarked) {
            projection << u"#mark"_s;
            names.insert(u"#mark"_s, markAttribute);
        }
        const QJsonObject request{{u"TableName"_s, m_table},
                                  {u"Key"_s, life.key},
                                  {u"ProjectionExpression"_s, projection.join(u", "_s)},
                                  {u"ExpressionAttributeNames"_s, names}};
        // A deleted item is read as it last was, a moment before its deletion.
        const CallOptions asOf{life.deletedMs ? std::optional(*life.deletedMs - 1) : std::nullopt};
        const Result<QJsonObject> got = m_api(u"GetItem"_s, request, asOf);
        if (!got)
            continue;
        const QJsonObject item = got->value(u"Item"_s).toObject();
        if (explainNever)
            life.ttlValue = item.value(ttlAttribute).toObject();
        if (mayBeMarked && item.contains(markAttribute))
            life.softDeletedMs = markedAt(item.value(markAttribute).toObject(), life.createdMs);
    }
}

void LifetimesModel::setLifetimes(QList<LifetimeInfo> lifetimes, const QString &ttlAttribute,
                                  const LifetimesRead &read)
{
    beginResetModel();
    m_lifetimes = std::move(lifetimes);
    m_ttlAttribute = ttlAttribute;
    m_read = read;
    m_eventRange.reset();
    for (const LifetimeInfo &life : std::as_const(m_lifetimes)) {
        for (const std::optional<qint64> &at :
             {life.createdMs, life.expiresMs, life.sweepAtMs, life.deletedMs, life.archivedMs}) {
            if (!at)
                continue;
            if (!m_eventRange)
                m_eventRange = std::pair(*at, *at);
            m_eventRange->first = std::min(m_eventRange->first, *at);
            m_eventRange->second = std::max(m_eventRange->second, *at);
        }
    }
    countStates();
    endResetModel();
}

void LifetimesModel::setViewedTime(qint64 ms)
{
    if (ms == m_viewedMs)
        return;
    m_viewedMs = ms;
    countStates();
    if (!m_lifetimes.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole, StateRole});
}

void LifetimesModel::countStates()
{
    m_counts.fill(0);
    for (const LifetimeInfo &life : std::as_const(m_lifetimes))
        ++m_counts[int(stateAt(life, m_viewedMs))];
}

int LifetimesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lifetimes.size());
}

int LifetimesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LifetimesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LifetimeInfo &life = m_lifetimes[index.row()];
    const auto column = Columns(index.column());
    std::optional<qint64> time;
    switch (column) {
    case KeyColumn:
    case StateColumn:
    case ColumnCount:
        break;
    case CreatedColumn:
        time = life.createdMs;
        break;
    case ExpiresColumn:
        time = life.expiresMs;
        break;
    case SweepAtColumn:
        time = life.sweepAtMs;
        break;
    case DeletedColumn:
        time = life.deletedMs;
        break;
    case ArchivedColumn:
        time = life.archivedMs;
        break;
    }

    switch (role) {
    case LifetimeRole:
        return QVariant::fromValue(life);
    case StateRole:
        return int(stateAt(life, m_viewedMs));
    case TimeRole:
        return time ? QVariant(*time) : QVariant();
    case Qt::ToolTipRole:
        if (column == KeyColumn)
            return QString::fromUtf8(QJsonDocument(life.key).toJson(QJsonDocument::Compact));
        return explainState(life, m_viewedMs, m_ttlAttribute);
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case KeyColumn:
        return life.keyText;
    case StateColumn:
        return laneStateName(stateAt(life, m_viewedMs));
    case CreatedColumn:
        return time ? utcText(*time) : tr("Unknown (no history)");
    case ExpiresColumn:
        return time ? utcText(*time) : neverShort(life);
    case DeletedColumn:
        if (!time)
            return {};
        return tr("%1 by %2").arg(utcText(*time), deleterName(life.deletedBy));
    default:
        return time ? QVariant(utcText(*time)) : QVariant();
    }
}

QVariant LifetimesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Columns(section)) {
    case KeyColumn:
        return tr("Key");
    case CreatedColumn:
        return tr("Created");
    case ExpiresColumn:
        return tr("Expires");
    case SweepAtColumn:
        return tr("Sweep at");
    case DeletedColumn:
        return tr("Deleted");
    case ArchivedColumn:
        return tr("Archived");
    case StateColumn:
        return tr("State");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace lw
