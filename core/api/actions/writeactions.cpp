// PutItem, DeleteItem and UpdateItem: the same request shape around one item write, read by one
// function so that their members, texts and response agree.
#include "actions.h"
#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

struct WriteParams
{
    QString tableName;
    ReturnValues returnValues = ReturnValues::None;
    ReturnConsumedCapacity capacityMode = ReturnConsumedCapacity::None;
    WriteCondition condition;
    RequestExpressions expressions;
};

// The members every write takes, then the action's own `members`; `expressions` and `legacy`
// as parseExpressions() takes them.
Result<WriteParams> writeParams(const QJsonObject &request, QStringList members,
                                const QStringList &expressions, bool updateValues)
{
    members << u"TableName"_s << u"ReturnValues"_s << u"ReturnConsumedCapacity"_s
            << u"ReturnItemCollectionMetrics"_s << u"ReturnValuesOnConditionCheckFailure"_s
            << u"ExpressionAttributeNames"_s << u"ExpressionAttributeValues"_s << expressions;
    if (auto s = onlyMembers(request, members); !s)
        return std::unexpected(s.error());
    if (auto s = itemCollectionMetrics(request); !s)
        return std::unexpected(s.error());
    WriteParams params;
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    params.tableName = *name;
    auto values = returnValues(request, updateValues);
    if (!values)
        return std::unexpected(values.error());
    params.returnValues = *values;
    auto capacityMode = returnConsumedCapacity(request);
    if (!capacityMode)
        return std::unexpected(capacityMode.error());
    params.capacityMode = *capacityMode;
    const QStringList legacy = updateValues ? QStringList{u"AttributeUpdates"_s, u"Expected"_s}
                                            : QStringList{u"Expected"_s};
    auto parsed = parseExpressions(request, expressions, legacy);
    if (!parsed)
        return std::unexpected(parsed.error());
    auto condition = writeCondition(request, std::move(parsed->condition));
    if (!condition)
        return std::unexpected(condition.error());
    params.condition = std::move(*condition);
    params.expressions = std::move(*parsed);
    return params;
}

Result<QJsonObject> writeResponse(const Result<WriteResult> &result,
                                  ReturnConsumedCapacity capacityMode)
{
    if (!result)
        return std::unexpected(result.error());
    QJsonObject out;
    if (result->attributes)
        out.insert(u"Attributes"_s, itemToJson(*result->attributes));
    addCapacity(out, capacityMode, result->capacity);
    return out;
}

} // namespace

Result<QJsonObject> putItem(Engine &engine, const QJsonObject &request)
{
    auto params = writeParams(request, {u"Item"_s}, {u"ConditionExpression"_s}, false);
    if (!params)
        return std::unexpected(params.error());
    auto item = itemMember(request, u"Item"_s);
    if (!item)
        return std::unexpected(item.error());
    PutItemRequest put{params->tableName, std::move(*item), params->returnValues,
                       std::move(params->condition)};
    return writeResponse(engine.putItem(put), params->capacityMode);
}

Result<QJsonObject> deleteItem(Engine &engine, const QJsonObject &request)
{
    auto params = writeParams(request, {u"Key"_s}, {u"ConditionExpression"_s}, false);
    if (!params)
        return std::unexpected(params.error());
    auto key = itemMember(request, u"Key"_s);
    if (!key)
        return std::unexpected(key.error());
    DeleteItemRequest del{params->tableName, std::move(*key), params->returnValues,
                          std::move(params->condition)};
    return writeResponse(engine.deleteItem(del), params->capacityMode);
}

Result<QJsonObject> updateItem(Engine &engine, const QJsonObject &request)
{
    auto params = writeParams(request, {u"Key"_s},
                              {u"UpdateExpression"_s, u"ConditionExpression"_s}, true);
    if (!params)
        return std::unexpected(params.error());
    auto key = itemMember(request, u"Key"_s);
    if (!key)
        return std::unexpected(key.error());
    UpdateItemRequest update{params->tableName, std::move(*key),
                             std::move(params->expressions.update).value_or(expr::UpdateActions()),
                             params->returnValues, std::move(params->condition)};
    return writeResponse(engine.updateItem(update), params->capacityMode);
}

} // namespace lw::api
