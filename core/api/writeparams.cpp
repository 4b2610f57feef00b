#include "writeparams.h"

#include "api/requestjson.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<WriteParams> writeParams(const QJsonObject &request, QStringList members,
                                const QStringList &expressions, bool updateValues, WriteScope scope)
{
    const bool call = scope == WriteScope::Call;
    // The pre-expression members, which transactions never took.
    const QStringList legacy = !call          ? QStringList()
                               : updateValues ? QStringList{u"AttributeUpdates"_s, u"Expected"_s}
                                              : QStringList{u"Expected"_s};
    members << legacy;
    if (call)
        members << u"ConditionalOperator"_s;
    members << u"TableName"_s << u"ReturnValuesOnConditionCheckFailure"_s
            << u"ExpressionAttributeNames"_s << u"ExpressionAttributeValues"_s << expressions;
    if (call)
        members << u"ReturnValues"_s << u"ReturnConsumedCapacity"_s
                << u"ReturnItemCollectionMetrics"_s;
    LW_TRY(onlyMembers(request, members));
    WriteParams params;
    auto name = tableName(request);
    LW_TRY(name);
    params.tableName = *name;
    if (call) {
        auto values = returnValues(request);
        LW_TRY(values);
        params.returnValues = *values;
        auto capacityMode = returnConsumedCapacity(request);
        LW_TRY(capacityMode);
        params.capacityMode = *capacityMode;
        params.collectionMetrics = itemCollectionMetrics(request);
    }
    auto parsed = parseExpressions(request, expressions, legacy);
    LW_TRY(parsed);
    auto condition = writeCondition(request, std::move(parsed->condition));
    LW_TRY(condition);
    params.condition = std::move(*condition);
    params.expressions = std::move(*parsed);
    return params;
}

Result<QJsonObject> writeResponse(const Result<WriteResult> &result,
                                  ReturnConsumedCapacity capacityMode, bool collectionMetrics)
{
    LW_TRY(result);
    QJsonObject out;
    if (result->attributes)
        out.insert(u"Attributes"_s, itemToJson(*result->attributes));
    addCapacity(out, capacityMode, result->capacity);
    addItemCollections(out, collectionMetrics, result->itemCollection);
    return out;
}

} // namespace lw::api
