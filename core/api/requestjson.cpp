#include "requestjson.h"

#include "model/attributejson.h"
#include "model/tablejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QString lowerFirst(const QString &s)
{
    return s.isEmpty() ? s : s.at(0).toLower() + s.mid(1);
}

Error constraint(const QString &value, const QString &member, const QString &rule)
{
    return valueConstraint(value, lowerFirst(member), rule);
}

} // namespace

Result<QJsonObject> requestObject(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return std::unexpected(
            Error{ErrorType::Serialization,
                  u"The request is not valid JSON: %1 at offset %2"_s.arg(parseError.errorString())
                      .arg(parseError.offset),
                  {}});
    }
    if (!doc.isObject())
        return std::unexpected(
            Error{ErrorType::Serialization, u"The request must be a JSON object"_s, {}});
    return doc.object();
}

Result<QString> tableName(const QJsonObject &request, const QString &member)
{
    const QJsonValue v = request.value(member);
    if (v.isUndefined() || v.isNull())
        return std::unexpected(constraint(u"null"_s, member, u"Member must not be null"_s));
    if (!v.isString())
        return std::unexpected(wrongType(member));
    const QString name = v.toString();
    if (name.size() < 3 || name.size() > 255)
        return std::unexpected(validationError(
            member + u" must be at least 3 characters long and at most 255 characters long"_s));
    return name;
}

Result<QString> optionalTableName(const QJsonObject &request)
{
    if (!request.contains(u"TableName"_s))
        return QString();
    return tableName(request);
}

Result<QString> requiredTableName(const QJsonObject &request)
{
    const QJsonValue v = request.value(u"TableName"_s);
    if (v.isUndefined() || v.isNull())
        return std::unexpected(validationError(
            u"The parameter 'TableName' is required but was not present in the request"_s));
    return tableName(request);
}

Result<ReturnConsumedCapacity> returnConsumedCapacity(const QJsonObject &request)
{
    const QString v = request.value(u"ReturnConsumedCapacity"_s).toString(u"NONE"_s);
    if (v == u"NONE"_s)
        return ReturnConsumedCapacity::None;
    if (v == u"TOTAL"_s)
        return ReturnConsumedCapacity::Total;
    if (v == u"INDEXES"_s)
        return ReturnConsumedCapacity::Indexes;
    return std::unexpected(
        constraint(u'\'' + v + u'\'', u"ReturnConsumedCapacity"_s,
                   u"Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"_s));
}

Result<ReturnValues> returnValues(const QJsonObject &request)
{
    static const QHash<QString, ReturnValues> values = {
        {u"NONE"_s, ReturnValues::None},
        {u"ALL_OLD"_s, ReturnValues::AllOld},
        {u"UPDATED_OLD"_s, ReturnValues::UpdatedOld},
        {u"ALL_NEW"_s, ReturnValues::AllNew},
        {u"UPDATED_NEW"_s, ReturnValues::UpdatedNew},
    };
    const QString v = request.value(u"ReturnValues"_s).toString(u"NONE"_s);
    auto it = values.constFind(v);
    if (it == values.cend())
        return std::unexpected(constraint(u'\'' + v + u'\'', u"ReturnValues"_s,
                                          u"Member must satisfy enum value set: [ALL_NEW, "
                                          u"UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]"_s));
    return *it;
}

Result<WriteCondition> writeCondition(const QJsonObject &request,
                                      std::optional<expr::Condition> condition)
{
    const QString v = request.value(u"ReturnValuesOnConditionCheckFailure"_s).toString(u"NONE"_s);
    if (v != u"NONE"_s && v != u"ALL_OLD"_s)
        return std::unexpected(
            constraint(u'\'' + v + u'\'', u"ReturnValuesOnConditionCheckFailure"_s,
                       u"Member must satisfy enum value set: [ALL_OLD, NONE]"_s));
    return WriteCondition{std::move(condition), v == u"ALL_OLD"_s};
}

Result<Item> itemMember(const QJsonObject &request, const QString &member)
{
    const QJsonValue v = request.value(member);
    if (v.isUndefined() || v.isNull())
        return std::unexpected(constraint(u"null"_s, member, u"Member must not be null"_s));
    return itemFromJson(v);
}

Result<ItemRequest> itemRequest(const QJsonObject &request)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"Key"_s}); !s)
        return std::unexpected(s.error());
    auto name = tableName(request);
    LW_TRY(name);
    auto key = itemMember(request, u"Key"_s);
    LW_TRY(key);
    return ItemRequest{*name, std::move(*key)};
}

Result<bool> boolMember(const QJsonObject &request, const QString &member)
{
    const QJsonValue v = request.value(member);
    if (v.isUndefined() || v.isNull())
        return false;
    if (!v.isBool())
        return std::unexpected(wrongType(member));
    return v.toBool();
}

Result<qint64> millisMember(const QJsonObject &request, const QString &member, qint64 fallback)
{
    const QJsonValue value = request.value(member);
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isDouble() || value.toDouble() != double(value.toInteger()))
        return std::unexpected(wrongType(member));
    return value.toInteger();
}

Result<std::pair<qint64, qint64>> millisWindow(const QJsonObject &request)
{
    auto start = millisMember(request, u"StartMillis"_s, std::numeric_limits<qint64>::min());
    LW_TRY(start);
    auto end = millisMember(request, u"EndMillis"_s, std::numeric_limits<qint64>::max());
    LW_TRY(end);
    if (*start >= *end)
        return std::unexpected(validationError(
            u"StartMillis must be before EndMillis: %1 is not before %2"_s.arg(*start).arg(*end)));
    return std::pair(*start, *end);
}

Result<std::optional<StreamSpecification>> streamSpecification(const QJsonObject &request)
{
    const QJsonValue v = request.value(u"StreamSpecification"_s);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    const QJsonObject spec = v.toObject();
    // Checked here as well as by the validation layer: table definitions are also read from
    // NoSQL Workbench models (formats/workbenchmodel.cpp), which do not pass through it.
    if (const QJsonValue e = spec.value(u"StreamEnabled"_s); e.isUndefined() || e.isNull())
        return std::unexpected(valueConstraint(u"null"_s, u"streamSpecification.streamEnabled"_s,
                                               u"Member must not be null"_s));
    auto enabled = boolMember(spec, u"StreamEnabled"_s);
    LW_TRY(enabled);
    StreamSpecification out{*enabled, std::nullopt};
    if (const QJsonValue type = spec.value(u"StreamViewType"_s);
        !type.isUndefined() && !type.isNull()) {
        out.viewType = streamViewTypeFromName(type.toString());
        if (!out.viewType)
            return std::unexpected(valueConstraint(
                u'\'' + type.toString() + u'\'', u"streamSpecification.streamViewType"_s,
                u"Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, "
                u"NEW_IMAGE]"_s));
    }
    return out;
}

Result<TableDefinition> createTableDefinition(const QJsonObject &request)
{
    // The stream's shape errors come before the table's own rules, as the service checks every
    // member's shape first; whether StreamEnabled and the view type agree is checked after them.
    auto stream = streamSpecification(request);
    LW_TRY(stream);
    auto definition = tableDefinitionFromCreateRequest(request);
    LW_TRY(definition);
    if (*stream) {
        const StreamSpecification &spec = **stream;
        if (spec.enabled && !spec.viewType)
            return std::unexpected(
                validationError(u"One or more parameter values were invalid: Table is being "
                                u"created with a stream enabled, UpdateViewType is required"_s));
        if (!spec.enabled && spec.viewType)
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: Table is being created with a "
                u"stream disabled, UpdateViewType should not be specified"_s));
        // The engine labels the stream with the table's creation time.
        if (spec.enabled)
            definition->stream = StreamSetting{true, *spec.viewType, -1};
    }
    return definition;
}

bool itemCollectionMetrics(const QJsonObject &request)
{
    return request.value(u"ReturnItemCollectionMetrics"_s).toString() == u"SIZE"_s;
}

Status onlyMembers(const QJsonObject &request, const QStringList &accepted)
{
    for (auto it = request.begin(); it != request.end(); ++it) {
        if (!accepted.contains(it.key()))
            return std::unexpected(validationError(
                it.key() + u" is not supported by Lifecycle Workbench for this action yet"_s));
    }
    return {};
}

void addCapacity(QJsonObject &response, ReturnConsumedCapacity mode,
                 const ConsumedCapacity &capacity)
{
    if (mode != ReturnConsumedCapacity::None)
        response.insert(u"ConsumedCapacity"_s, capacity.toJson(mode));
}

void addCapacity(QJsonObject &response, ReturnConsumedCapacity mode,
                 const QList<ConsumedCapacity> &perTable, std::optional<TransactionUnits> units)
{
    if (mode == ReturnConsumedCapacity::None)
        return;
    QJsonArray capacity;
    for (const auto &c : perTable)
        capacity.append(units ? c.toJson(mode, *units) : c.toJson(mode));
    response.insert(u"ConsumedCapacity"_s, capacity);
}

QJsonObject itemCollectionJson(const ItemCollectionMetrics &metrics)
{
    const double gb = std::floor(double(metrics.sizeBytes) / double(qint64(1) << 30));
    return QJsonObject{{u"ItemCollectionKey"_s, itemToJson(metrics.key)},
                       {u"SizeEstimateRangeGB"_s, QJsonArray{gb, gb + 1}}};
}

void addItemCollections(QJsonObject &response, bool asked,
                        const std::optional<ItemCollectionMetrics> &metrics)
{
    if (asked && metrics)
        response.insert(u"ItemCollectionMetrics"_s, itemCollectionJson(*metrics));
}

void addItemCollections(QJsonObject &response, bool asked,
                        const QList<ItemCollectionMetrics> &perItem)
{
    if (!asked || perItem.isEmpty())
        return;
    QJsonObject byTable;
    for (const auto &metrics : perItem) {
        QJsonArray list = byTable.value(metrics.tableName).toArray();
        list.append(itemCollectionJson(metrics));
        byTable.insert(metrics.tableName, list);
    }
    response.insert(u"ItemCollectionMetrics"_s, byTable);
}

} // namespace lw::api
