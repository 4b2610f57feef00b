#include "readparams.h"

#include "api/requestjson.h"
#include "api/wireobject.h"
#include "model/attributejson.h"
#include "model/compactjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

Result<Select> readSelect(const QJsonObject &request, bool isQuery, bool hasProjection)
{
    static const QHash<QString, Select> values = {
        {u"ALL_ATTRIBUTES"_s, Select::AllAttributes},
        {u"ALL_PROJECTED_ATTRIBUTES"_s, Select::AllProjected},
        {u"SPECIFIC_ATTRIBUTES"_s, Select::Specific},
        {u"COUNT"_s, Select::Count},
    };
    if (!request.contains(u"Select"_s))
        return hasProjection ? Select::Specific : Select::Default;
    const QString text = request.value(u"Select"_s).toString();
    // One of the four: the validation layer checked the enum.
    auto it = values.constFind(text);
    const QString prefix = isQuery ? u"1 validation error detected: "_s : QString();
    const auto fail = [&](const QString &message) {
        return std::unexpected(validationError(prefix + message));
    };
    if (*it == Select::AllProjected && !request.contains(u"IndexName"_s))
        return fail(
            u"ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName"_s);
    if (*it == Select::Specific && !hasProjection)
        return fail(u"Must specify the AttributesToGet or ProjectionExpression when choosing to "
                    u"get SPECIFIC_ATTRIBUTES"_s);
    const QString projection =
        request.contains(u"AttributesToGet"_s) ? u"AttributesToGet"_s : u"ProjectionExpression"_s;
    if (*it != Select::Specific && hasProjection)
        return fail(u"Cannot specify the "_s + projection + u" when choosing to get "_s +
                    (*it == Select::Count ? u"only the Count"_s : text));
    return *it;
}

} // namespace

Result<ReadParams> readParams(const QJsonObject &request, bool isQuery)
{
    ReadParams params;
    auto name = tableName(request);
    LW_TRY(name);
    params.tableName = *name;
    params.indexName = request.value(u"IndexName"_s).toString();
    if (request.contains(u"Limit"_s))
        params.limit = request.value(u"Limit"_s).toInteger();
    if (request.contains(u"ExclusiveStartKey"_s)) {
        auto start = itemFromJson(request.value(u"ExclusiveStartKey"_s));
        LW_TRY(start);
        params.exclusiveStartKey = std::move(*start);
    }
    auto consistent = boolMember(request, u"ConsistentRead"_s);
    LW_TRY(consistent);
    params.consistentRead = *consistent;
    auto capacityMode = returnConsumedCapacity(request);
    LW_TRY(capacityMode);
    params.capacityMode = *capacityMode;
    auto expressions =
        isQuery
            ? parseExpressions(
                  request,
                  {u"ProjectionExpression"_s, u"FilterExpression"_s, u"KeyConditionExpression"_s},
                  {u"AttributesToGet"_s, u"QueryFilter"_s, u"ConditionalOperator"_s,
                   u"KeyConditions"_s})
            : parseExpressions(request, {u"ProjectionExpression"_s, u"FilterExpression"_s},
                               {u"AttributesToGet"_s, u"ScanFilter"_s, u"ConditionalOperator"_s});
    LW_TRY(expressions);
    params.expressions = std::move(*expressions);
    auto select = readSelect(request, isQuery, params.expressions.projection.has_value());
    LW_TRY(select);
    params.select = *select;
    return params;
}

QJsonObject readResponse(ScanResult result, const ReadParams &params)
{
    QJsonObject out{{u"Count"_s, result.count}, {u"ScannedCount"_s, result.scannedCount}};
    if (params.select != Select::Count) {
        // Pages are measured on whole items (1 MB before projection), as DynamoDB does.
        project(result.items, params.expressions.projection);
        QJsonArray items;
        for (const auto &item : std::as_const(result.items))
            items.append(itemToJson(item));
        out.insert(u"Items"_s, items);
    }
    if (result.lastEvaluatedKey)
        out.insert(u"LastEvaluatedKey"_s, itemToJson(*result.lastEvaluatedKey));
    addCapacity(out, params.capacityMode, result.capacity);
    return out;
}

QByteArray readResponseWire(ScanResult result, const ReadParams &params)
{
    WireObject out; // readResponse()'s members by name, as QJsonObject keeps them
    out.capacity(params.capacityMode, result.capacity);
    out.member("Count") += QByteArray::number(result.count);
    if (params.select != Select::Count) {
        project(result.items, params.expressions.projection);
        QByteArray &items = out.member("Items");
        items += '[';
        for (qsizetype i = 0; i < qsizetype(result.items.size()); ++i) {
            if (i > 0)
                items += ',';
            json::appendItem(items, result.items[i]);
        }
        items += ']';
    }
    if (result.lastEvaluatedKey)
        json::appendItem(out.member("LastEvaluatedKey"), *result.lastEvaluatedKey);
    out.member("ScannedCount") += QByteArray::number(result.scannedCount);
    return out.done();
}

} // namespace lw::api
