// The workbench's soft delete actions (no DynamoDB counterpart; lesson 33): UpdateSoftDelete
// and DescribeSoftDelete for the table's setting, SoftDeleteItem and RestoreItem for its items.
// Requests are read as DynamoDB reads its own (JSON types first, then TableName, then the
// constraints); what the setting may be and when an item can be soft-deleted or restored is the
// engine's.
#include "engine/softdelete.h"
#include "actions.h"
#include "api/requestjson.h"
#include "api/writeparams.h"
#include "engine/tables.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

const QString kSpecification = u"SoftDeleteSpecification"_s;
const QString kMark = u"MarkAttributeName"_s;
const QString kTtl = u"TimeToLiveAttributeName"_s;
const QString kRetention = u"RetentionSeconds"_s;
const QString kRemove = u"RemoveAttributeNames"_s;

bool absent(const QJsonValue &v)
{
    return v.isUndefined() || v.isNull();
}

// The deserialiser's pass over SoftDeleteSpecification: a member of the wrong JSON type fails
// before anything else is checked. An absent member keeps its default.
Result<SoftDeleteSetting> readSpecification(const QJsonValue &value)
{
    SoftDeleteSetting setting;
    if (absent(value))
        return setting;
    if (!value.isObject())
        return std::unexpected(wrongType(kSpecification));
    const QJsonObject spec = value.toObject();
    if (auto s = onlyMembers(spec, {kMark, kTtl, kRetention, kRemove}); !s)
        return std::unexpected(s.error());
    const auto path = [](const QString &member) -> QString {
        return kSpecification + u'.' + member;
    };
    for (auto [member, target] :
         {std::pair{&kMark, &setting.markAttribute}, std::pair{&kTtl, &setting.ttlAttribute}}) {
        if (const QJsonValue v = spec.value(*member); !absent(v)) {
            if (!v.isString())
                return std::unexpected(wrongType(path(*member)));
            *target = v.toString();
        }
    }
    if (const QJsonValue v = spec.value(kRetention); !absent(v)) {
        // A whole number of seconds that fits a Long, as the service's deserialiser reads one.
        if (!v.isDouble() || double(v.toInteger()) != v.toDouble())
            return std::unexpected(wrongType(path(kRetention)));
        setting.retentionSeconds = v.toInteger();
    }
    if (const QJsonValue v = spec.value(kRemove); !absent(v)) {
        if (!v.isArray())
            return std::unexpected(wrongType(path(kRemove)));
        for (const QJsonValue &name : v.toArray()) {
            if (!name.isString())
                return std::unexpected(wrongType(path(kRemove)));
            setting.removeAttributes << name.toString();
        }
    }
    return setting;
}

// The response of both setting actions: the setting as the next soft delete will use it.
QJsonObject settingResponse(const TableDefinition &table)
{
    const SoftDeleteSetting setting = resolvedSoftDelete(table);
    return QJsonObject{
        {u"TableName"_s, table.name},
        {kSpecification,
         QJsonObject{{kMark, setting.markAttribute},
                     {kTtl, setting.ttlAttribute},
                     {kRetention, setting.retentionSeconds},
                     {kRemove, QJsonArray::fromStringList(setting.removeAttributes)}}}};
}

using ItemOperation = Result<WriteResult> (SoftDelete::*)(const QString &, const Item &,
                                                          ReturnValues);

// SoftDeleteItem and RestoreItem: one item by Key, answered as UpdateItem answers.
Result<QJsonObject> itemAction(Engine &engine, const QJsonObject &request, ItemOperation operation)
{
    if (auto s = onlyMembers(
            request, {u"TableName"_s, u"Key"_s, u"ReturnValues"_s, u"ReturnConsumedCapacity"_s});
        !s)
        return std::unexpected(s.error());
    auto name = tableName(request);
    LW_TRY(name);
    auto values = returnValues(request);
    LW_TRY(values);
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    return writeResponse((softDeleteOf(engine).*operation)(*name, *key, *values), *capacityMode);
}

} // namespace

Result<QJsonObject> updateSoftDelete(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, kSpecification}); !s)
        return std::unexpected(s.error());
    const QJsonValue specValue = request.value(kSpecification);
    auto setting = readSpecification(specValue);
    LW_TRY(setting);
    auto name = tableName(request);
    LW_TRY(name);
    if (absent(specValue))
        return std::unexpected(
            valueConstraint(u"null"_s, u"softDeleteSpecification"_s, u"Member must not be null"_s));
    auto table = softDeleteOf(engine).updateSoftDelete(*name, *setting);
    LW_TRY(table);
    return settingResponse(*table);
}

Result<QJsonObject> describeSoftDelete(Engine &engine, const QJsonObject &request,
                                       const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s}); !s)
        return std::unexpected(s.error());
    auto name = tableName(request);
    LW_TRY(name);
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    return settingResponse(*table);
}

Result<QJsonObject> softDeleteItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    return itemAction(engine, request, &SoftDelete::softDeleteItem);
}

Result<QJsonObject> restoreItem(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    return itemAction(engine, request, &SoftDelete::restoreItem);
}

} // namespace lw::api
