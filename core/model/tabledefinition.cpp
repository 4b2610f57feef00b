#include "tabledefinition.h"

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

TimeToLiveSetting::Status TimeToLiveSetting::statusAt(qint64 nowMs) const
{
    const bool settled = changedAtMs < 0 || nowMs >= changedAtMs + kSettleMs;
    if (enabled)
        return settled ? Status::Enabled : Status::Enabling;
    return settled ? Status::Disabled : Status::Disabling;
}

std::optional<qint64> TimeToLiveSetting::settlesAfter(qint64 nowMs) const
{
    if (changedAtMs < 0 || nowMs >= changedAtMs + kSettleMs)
        return std::nullopt;
    return changedAtMs + kSettleMs;
}

} // namespace lw
