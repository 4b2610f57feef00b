#include "tabledefinition.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

QStringList KeySchema::names() const
{
    QStringList out{hash.name};
    if (range)
        out << range->name;
    return out;
}

const IndexDefinition *TableDefinition::index(QStringView indexName) const
{
    for (const auto &i : indexes) {
        if (i.name == indexName)
            return &i;
    }
    return nullptr;
}

std::optional<AttributeValue::Type> TableDefinition::attributeType(QStringView attribute) const
{
    for (const auto &a : attributeDefinitions) {
        if (a.name == attribute)
            return a.type;
    }
    return std::nullopt;
}

QString TableDefinition::arn() const
{
    return u"arn:aws:dynamodb:us-east-1:000000000000:table/"_s + name;
}

QString TableDefinition::streamArn() const
{
    return arn() + u"/stream/"_s + stream.label();
}

SoftDeleteSetting resolvedSoftDelete(const TableDefinition &table)
{
    SoftDeleteSetting out = table.softDelete;
    if (out.ttlAttribute.isEmpty())
        out.ttlAttribute =
            table.timeToLive.enabled ? table.timeToLive.attributeName : u"expiresAt"_s;
    if (out.removeAttributes.isEmpty()) {
        // The mark and TTL attributes stay out: a trash view may well be an index on the mark.
        QStringList keep = table.key.names();
        keep << out.markAttribute << out.ttlAttribute;
        for (const auto &index : table.indexes) {
            if (!index.global)
                continue;
            for (const QString &name : index.key.names()) {
                if (!keep.contains(name) && !out.removeAttributes.contains(name))
                    out.removeAttributes << name;
            }
        }
    }
    return out;
}

Item projectForIndex(const Item &item, const TableDefinition &table, const IndexDefinition &index)
{
    if (index.projection.kind == Projection::Kind::All)
        return item;
    QStringList keep = table.key.names() + index.key.names();
    if (index.projection.kind == Projection::Kind::Include)
        keep += index.projection.nonKeyAttributes;
    Item out;
    for (const auto &name : keep) {
        if (auto it = item.find(name); it != item.end())
            out.insert(*it);
    }
    return out;
}

bool TableDefinition::changingAt(qint64 nowMs) const
{
    return state.statusAt(nowMs) != TableState::Status::Active ||
           std::any_of(indexes.begin(), indexes.end(),
                       [&](const IndexDefinition &index) { return index.backfillingAt(nowMs); });
}

QString tableStatusName(TableState::Status status)
{
    switch (status) {
    case TableState::Status::Creating:
        return QStringLiteral("CREATING");
    case TableState::Status::Updating:
        return QStringLiteral("UPDATING");
    case TableState::Status::Active:
        break;
    }
    return QStringLiteral("ACTIVE");
}

TimeToLiveSetting::Status TimeToLiveSetting::statusAt(qint64 nowMs) const
{
    const bool settled = changedAtMs < 0 || nowMs >= changedAtMs + settleMs;
    if (enabled)
        return settled ? Status::Enabled : Status::Enabling;
    return settled ? Status::Disabled : Status::Disabling;
}

std::optional<qint64> TimeToLiveSetting::settlesAfter(qint64 nowMs) const
{
    if (changedAtMs < 0 || nowMs >= changedAtMs + settleMs)
        return std::nullopt;
    return changedAtMs + settleMs;
}

namespace {

constexpr std::pair<StreamViewType, QStringView> kViewTypeNames[] = {
    {StreamViewType::KeysOnly, u"KEYS_ONLY"},
    {StreamViewType::NewImage, u"NEW_IMAGE"},
    {StreamViewType::OldImage, u"OLD_IMAGE"},
    {StreamViewType::NewAndOldImages, u"NEW_AND_OLD_IMAGES"},
};

} // namespace

QString streamViewTypeName(StreamViewType type)
{
    return kViewTypeNames[int(type)].second.toString();
}

std::optional<StreamViewType> streamViewTypeFromName(QStringView name)
{
    for (const auto &[type, typeName] : kViewTypeNames) {
        if (typeName == name)
            return type;
    }
    return std::nullopt;
}

QString StreamSetting::label() const
{
    return QDateTime::fromMSecsSinceEpoch(labelMs, QTimeZone::utc())
        .toString(u"yyyy-MM-dd'T'HH:mm:ss.zzz"_s);
}

Result<StreamSetting> StreamSetting::updated(const StreamSpecification &spec, qint64 nowMs,
                                             const QString &tableName) const
{
    if (spec.enabled == enabled)
        return std::unexpected(
            validationError((enabled ? u"Table already has an enabled stream: TableName: "_s
                                     : u"Table has no stream to disable: TableName: "_s) +
                            tableName));
    if (!spec.enabled)
        return StreamSetting{false, viewType, labelMs};
    Q_ASSERT(spec.viewType);
    return StreamSetting{true, *spec.viewType, std::max(nowMs, labelMs + 1)};
}

} // namespace lw
