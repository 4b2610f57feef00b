// CreateTable: the members, then the billing mode and the key schemas in the service's order.
#include "actions.h"
#include "common.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

QStringList attributeNames(const QJsonArray &elements)
{
    QStringList names;
    for (const QJsonValue &e : elements)
        names << e.toObject().value(u"AttributeName"_s).toString();
    return names;
}

QString undefinedKeysText(const QStringList &keys, const QStringList &defined)
{
    return kInvalid +
           u"Some index key attributes are not defined in AttributeDefinitions. "
           u"Keys: ["_s +
           keys.join(u", "_s) + u"], AttributeDefinitions: ["_s + defined.join(u", "_s) + u']';
}

// The checks every key schema takes, the table's and each index's, in the service's order.
Problem keySchemaProblem(const QJsonArray &schema)
{
    const QStringList keys = attributeNames(schema);
    if (keys.size() == 2 && keys.at(0) == keys.at(1))
        return u"Both the Hash Key and the Range Key element in the KeySchema have the same name"_s;
    if (schema.at(0).toObject().value(u"KeyType"_s).toString() != u"HASH"_s)
        return u"Invalid KeySchema: The first KeySchemaElement is not a HASH key type"_s;
    if (schema.size() > 1 && schema.at(1).toObject().value(u"KeyType"_s).toString() != u"RANGE"_s)
        return u"Invalid KeySchema: The second KeySchemaElement is not a RANGE key type"_s;
    return std::nullopt;
}

Problem projectionProblem(const QJsonObject &index)
{
    const QJsonObject projection = index.value(u"Projection"_s).toObject();
    if (!projection.contains(u"ProjectionType"_s))
        return kInvalid + u"Unknown ProjectionType: null"_s;
    const QString type = projection.value(u"ProjectionType"_s).toString();
    if (projection.contains(u"NonKeyAttributes"_s) && type != u"INCLUDE"_s)
        return kInvalid + u"ProjectionType is "_s + type + u", but NonKeyAttributes is specified"_s;
    return std::nullopt;
}

Problem billingProblem(const QJsonObject &request)
{
    const bool onDemand = request.value(u"BillingMode"_s).toString() == u"PAY_PER_REQUEST"_s;
    const QJsonObject throughput = request.value(u"ProvisionedThroughput"_s).toObject();
    if (onDemand) {
        if (request.contains(u"ProvisionedThroughput"_s))
            return kInvalid + u"Neither ReadCapacityUnits nor WriteCapacityUnits can be "
                              u"specified when BillingMode is PAY_PER_REQUEST"_s;
        return std::nullopt;
    }
    if (!throughput.contains(u"ReadCapacityUnits"_s) ||
        !throughput.contains(u"WriteCapacityUnits"_s))
        return kInvalid + u"ReadCapacityUnits and WriteCapacityUnits must both be specified "
                          u"when BillingMode is PROVISIONED"_s;
    return throughputBoundsProblem(throughput);
}

Problem localIndexesProblem(const QJsonObject &request, const QStringList &defined,
                            QSet<QString> &indexNames)
{
    const QJsonArray indexes = request.value(u"LocalSecondaryIndexes"_s).toArray();
    if (indexes.isEmpty())
        return kInvalid + u"List of LocalSecondaryIndexes is empty"_s;
    const QJsonArray tableSchema = request.value(u"KeySchema"_s).toArray();
    if (tableSchema.size() != 2)
        return kInvalid + u"Table KeySchema does not have a range key, which is required when "
                          u"specifying a LocalSecondaryIndex"_s;
    const QString tableHash = tableSchema.at(0).toObject().value(u"AttributeName"_s).toString();
    for (const QJsonValue &v : indexes) {
        const QJsonObject index = v.toObject();
        const QString name = index.value(u"IndexName"_s).toString();
        const QJsonArray schema = index.value(u"KeySchema"_s).toArray();
        const QStringList keys = attributeNames(schema);
        for (const QString &key : keys) {
            if (!defined.contains(key))
                return undefinedKeysText(keys, defined);
        }
        LW_TRY_PROBLEM(keySchemaProblem(schema));
        if (schema.size() != 2)
            return kInvalid + u"Index KeySchema does not have a range key for index: "_s + name;
        if (keys.at(0) != tableHash)
            return kInvalid +
                   u"Index KeySchema does not have the same leading hash key as table "
                   u"KeySchema for index: "_s +
                   name + u". index hash key: "_s + keys.at(0) + u", table hash key: "_s +
                   tableHash;
        LW_TRY_PROBLEM(projectionProblem(index));
        if (indexNames.contains(name))
            return kInvalid + u"Duplicate index name: "_s + name;
        indexNames.insert(name);
    }
    if (indexes.size() > 5)
        return kInvalid + u"Number of LocalSecondaryIndexes exceeds per-table limit of 5"_s;
    return std::nullopt;
}

Problem globalIndexesProblem(const QJsonObject &request, const QStringList &defined,
                             QSet<QString> &indexNames)
{
    const QJsonArray indexes = request.value(u"GlobalSecondaryIndexes"_s).toArray();
    if (indexes.isEmpty())
        return kInvalid + u"List of GlobalSecondaryIndexes is empty"_s;
    const bool onDemand = request.value(u"BillingMode"_s).toString() == u"PAY_PER_REQUEST"_s;
    for (const QJsonValue &v : indexes) {
        const QJsonObject index = v.toObject();
        const QString name = index.value(u"IndexName"_s).toString();
        const QJsonArray schema = index.value(u"KeySchema"_s).toArray();
        const QStringList keys = attributeNames(schema);
        for (const QString &key : keys) {
            if (!defined.contains(key))
                return undefinedKeysText(keys, defined);
        }
        LW_TRY_PROBLEM(keySchemaProblem(schema));
        LW_TRY_PROBLEM(projectionProblem(index));
        if (onDemand && index.contains(u"ProvisionedThroughput"_s))
            return kInvalid + u"ProvisionedThroughput should not be specified for index: "_s +
                   name + u" when BillingMode is PAY_PER_REQUEST"_s;
        if (indexNames.contains(name))
            return kInvalid + u"Duplicate index name: "_s + name;
        indexNames.insert(name);
    }
    if (indexes.size() > 20)
        return kInvalid + u"GlobalSecondaryIndex count exceeds the per-table limit of 20"_s;
    return std::nullopt;
}

Problem createTableChecks(const QJsonObject &request)
{
    LW_TRY_PROBLEM(billingProblem(request));
    const QStringList defined = attributeNames(request.value(u"AttributeDefinitions"_s).toArray());
    const QJsonArray schema = request.value(u"KeySchema"_s).toArray();
    const QStringList keys = attributeNames(schema);
    if (keys.size() > defined.size())
        return u"Invalid KeySchema: Some index key attribute have no definition"_s;
    for (const QString &key : keys) {
        if (!defined.contains(key))
            return undefinedKeysText(keys, defined);
    }
    LW_TRY_PROBLEM(keySchemaProblem(schema));
    const bool lsi = request.contains(u"LocalSecondaryIndexes"_s);
    const bool gsi = request.contains(u"GlobalSecondaryIndexes"_s);
    if (!lsi && !gsi && keys.size() != defined.size())
        return kInvalid + u"Number of attributes in KeySchema does not exactly match number of "
                          u"attributes defined in AttributeDefinitions"_s;
    QSet<QString> indexNames;
    if (lsi)
        LW_TRY_PROBLEM(localIndexesProblem(request, defined, indexNames));
    if (gsi)
        LW_TRY_PROBLEM(globalIndexesProblem(request, defined, indexNames));
    return std::nullopt;
}

} // namespace

ActionSpec createTableSpec()
{
    const Shape localIndexes = list(
        structure(u"LocalSecondaryIndex"_s, {member(u"IndexName"_s, indexName().notNull()),
                                             member(u"KeySchema"_s, keySchema(false)),
                                             member(u"Projection"_s, projection().notNull())}));
    const Shape globalIndexes = list(structure(
        u"GlobalSecondaryIndex"_s,
        {member(u"IndexName"_s, indexName().notNull()), member(u"KeySchema"_s, keySchema(false)),
         member(u"Projection"_s, projection().notNull()),
         member(u"ProvisionedThroughput"_s, provisionedThroughput())}));
    return {
        u"CreateTable"_s,
        {member(u"AttributeDefinitions"_s, attributeDefinitions().notNull()), requiredTableName(),
         member(u"BillingMode"_s, string().oneOf({u"PROVISIONED"_s, u"PAY_PER_REQUEST"_s})),
         member(u"ProvisionedThroughput"_s, provisionedThroughput()),
         member(u"KeySchema"_s, keySchema(true)), member(u"LocalSecondaryIndexes"_s, localIndexes),
         member(u"GlobalSecondaryIndexes"_s, globalIndexes), streamSpecification(),
         member(u"Tags"_s, tagList())},
        createTableChecks};
}

} // namespace lw::validation
