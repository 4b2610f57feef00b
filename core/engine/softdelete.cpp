// Soft delete and its undo (lesson 33): the table's setting, and the two item operations, each
// written as the UpdateItem a user would write and run through updateItem(), so that it is
// checked, indexed, recorded, streamed and charged exactly as that UpdateItem would be.
#include "catalog.h"
#include "engineimpl.h"
#include "expr/parser.h"
#include "history.h"
#include "itemwrite.h"
#include "time/ttl.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr qint64 kMaxRetentionSeconds = ttl::kFiveYearsMs / 1000;

Error invalid(const QString &text)
{
    return validationError(u"One or more parameter values were invalid: "_s + text);
}

// The setting `table` carries, checked against the table with its defaults resolved, so that
// every soft delete it makes is an UpdateItem the engine accepts.
Status checkSetting(const TableDefinition &table)
{
    const SoftDeleteSetting &setting = table.softDelete;
    if (setting.markAttribute.isEmpty())
        return std::unexpected(invalid(u"MarkAttributeName must not be empty"_s));
    if (setting.removeAttributes.contains(QString()))
        return std::unexpected(invalid(u"RemoveAttributeNames must not contain an empty name"_s));
    const SoftDeleteSetting resolved = resolvedSoftDelete(table);
    const QStringList keys = table.key.names();
    for (const QString &name :
         QStringList{resolved.markAttribute, resolved.ttlAttribute} + resolved.removeAttributes) {
        if (keys.contains(name))
            return std::unexpected(invalid(u"Cannot update attribute "_s + name +
                                           u". This attribute is part of the key"_s));
    }
    if (resolved.markAttribute == resolved.ttlAttribute)
        return std::unexpected(
            invalid(u"MarkAttributeName and TimeToLiveAttributeName must differ: "_s +
                    resolved.markAttribute));
    for (qsizetype i = 0; i < resolved.removeAttributes.size(); ++i) {
        const QString &name = resolved.removeAttributes[i];
        if (name == resolved.markAttribute || name == resolved.ttlAttribute)
            return std::unexpected(invalid(
                u"RemoveAttributeNames must not name the mark or TTL attribute: "_s + name));
        if (resolved.removeAttributes.indexOf(name) < i)
            return std::unexpected(
                invalid(u"Duplicate attribute name in RemoveAttributeNames: "_s + name));
    }
    if (setting.retentionSeconds < 1 || setting.retentionSeconds > kMaxRetentionSeconds)
        return std::unexpected(
            invalid(u"RetentionSeconds must be between 1 and %1 (five years): %2"_s
                        .arg(kMaxRetentionSeconds)
                        .arg(setting.retentionSeconds)));
    return {};
}

// Placeholders for what the engine writes into an expression, so that any attribute name
// (reserved words included) and any value can appear.
QString namePlaceholder(expr::Placeholders &placeholders, const QString &name)
{
    const QString placeholder = u"#n%1"_s.arg(placeholders.names.size());
    placeholders.names.insert(placeholder, name);
    return placeholder;
}

QString valuePlaceholder(expr::Placeholders &placeholders, const AttributeValue &value)
{
    const QString placeholder = u":v%1"_s.arg(placeholders.values.size());
    placeholders.values.insert(placeholder, value);
    return placeholder;
}

// The UpdateItem of `key` with "SET <set> REMOVE <remove>" (an empty section left out) on
// `condition`, parsed as a request's expressions are.
Result<UpdateItemRequest> updateRequest(const QString &tableName, const Item &key,
                                        const QStringList &set, const QStringList &remove,
                                        const QString &condition, expr::Placeholders &placeholders,
                                        ReturnValues returnValues)
{
    QStringList sections;
    if (!set.isEmpty())
        sections << u"SET "_s + set.join(u", "_s);
    if (!remove.isEmpty())
        sections << u"REMOVE "_s + remove.join(u", "_s);
    auto actions = expr::parseUpdate(sections.join(u' '), placeholders);
    LW_TRY(actions);
    auto parsed = expr::parseCondition(condition, expr::ConditionKind::Condition, placeholders);
    LW_TRY(parsed);
    return UpdateItemRequest{tableName, key, std::move(*actions), returnValues,
                             WriteCondition{std::move(*parsed), false}};
}

} // namespace

Result<TableDefinition> Catalog::updateSoftDelete(const QString &tableName,
                                                  const SoftDeleteSetting &setting)
{
    const TableDefinition *table = find(tableName);
    if (!table)
        return std::unexpected(tableNotFound(tableName));
    TableDefinition updated = *table;
    updated.softDelete = setting;
    LW_TRY(checkSetting(updated));
    if (table->softDelete == setting)
        return updated;
    auto status = m_engine.write(
        [&](storage::Txn &txn) -> Status { return saveTableChange(txn, table, updated); });
    LW_TRY(status);
    m_tables.insert(updated.name, updated);
    return updated;
}

Result<WriteResult> EngineImpl::softDeleteItem(const QString &tableName, const Item &key,
                                               ReturnValues returnValues)
{
    const TableDefinition *table = m_catalog->find(tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    const SoftDeleteSetting setting = resolvedSoftDelete(*table);
    expr::Placeholders placeholders;
    const QString mark = namePlaceholder(placeholders, setting.markAttribute);
    // TTL reads epoch seconds; the clock's milliseconds are dropped as int(time.time()) drops them.
    const QString now =
        valuePlaceholder(placeholders, AttributeValue::number(Number::fromInt64(m_nowMs / 1000)));
    const QString retention = valuePlaceholder(
        placeholders, AttributeValue::number(Number::fromInt64(setting.retentionSeconds)));
    const QStringList set{mark + u" = "_s + now,
                          namePlaceholder(placeholders, setting.ttlAttribute) + u" = "_s + now +
                              u" + "_s + retention};
    QStringList remove;
    for (const QString &name : setting.removeAttributes)
        remove << namePlaceholder(placeholders, name);
    const QString condition = u"attribute_exists("_s +
                              namePlaceholder(placeholders, table->key.hash.name) +
                              u") AND attribute_not_exists("_s + mark + u')';
    auto request =
        updateRequest(tableName, key, set, remove, condition, placeholders, returnValues);
    LW_TRY(request);
    return updateItem(*request);
}

Result<WriteResult> EngineImpl::restoreItem(const QString &tableName, const Item &key,
                                            ReturnValues returnValues)
{
    auto changes = itemHistory(tableName, key);
    LW_TRY(changes);
    const QString markName = m_catalog->find(tableName)->softDelete.markAttribute;
    const auto softDelete =
        std::find_if(changes->crbegin(), changes->crend(), [&](const Change &c) {
            return c.oldImage && !c.oldImage->contains(markName) && c.newImage &&
                   c.newImage->contains(markName);
        });
    // Never soft-deleted is answered as the condition below answers "no longer soft-deleted".
    if (softDelete == changes->crend())
        return std::unexpected(conditionalCheckFailed());
    const Item &before = *softDelete->oldImage;
    const Item &after = *softDelete->newImage;

    expr::Placeholders placeholders;
    QStringList set, remove;
    for (const auto &[name, value] : before) {
        const auto now = after.find(name);
        if (now == after.end() || now->second != value)
            set << namePlaceholder(placeholders, name) + u" = "_s +
                       valuePlaceholder(placeholders, value);
    }
    for (const auto &entry : after) {
        if (!before.contains(entry.first))
            remove << namePlaceholder(placeholders, entry.first);
    }
    const QString condition = namePlaceholder(placeholders, markName) + u" = "_s +
                              valuePlaceholder(placeholders, after.at(markName));
    auto request =
        updateRequest(tableName, key, set, remove, condition, placeholders, returnValues);
    LW_TRY(request);
    return updateItem(*request);
}

} // namespace lw
