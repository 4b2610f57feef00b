#include "common.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

const QStringList kComparisonOperators = {
    u"IN"_s,          u"NULL"_s, u"BETWEEN"_s,  u"LT"_s, u"NOT_CONTAINS"_s,
    u"EQ"_s,          u"GT"_s,   u"NOT_NULL"_s, u"NE"_s, u"LE"_s,
    u"BEGINS_WITH"_s, u"GE"_s,   u"CONTAINS"_s};

} // namespace

Member tableName()
{
    return member(u"TableName"_s,
                  string().notNull().pattern(kNamePattern.toString()).minLength(3).maxLength(255));
}

Shape indexName()
{
    return string().pattern(kNamePattern.toString()).minLength(3).maxLength(255);
}

Member returnConsumedCapacity()
{
    return member(u"ReturnConsumedCapacity"_s,
                  string().oneOf({u"INDEXES"_s, u"TOTAL"_s, u"NONE"_s}));
}

Member returnItemCollectionMetrics()
{
    return member(u"ReturnItemCollectionMetrics"_s, string().oneOf({u"SIZE"_s, u"NONE"_s}));
}

Member returnValues()
{
    return member(u"ReturnValues"_s, string().oneOf({u"ALL_NEW"_s, u"UPDATED_OLD"_s, u"ALL_OLD"_s,
                                                     u"NONE"_s, u"UPDATED_NEW"_s}));
}

Member returnValuesOnConditionCheckFailure()
{
    return member(u"ReturnValuesOnConditionCheckFailure"_s,
                  string().oneOf({u"ALL_OLD"_s, u"NONE"_s}));
}

Problem taggingProblem(const QJsonObject &request, const QString &list, const QString &emptyText)
{
    if (!request.contains(u"ResourceArn"_s))
        return u"Invalid TableArn"_s;
    if (!list.isEmpty() && !request.contains(list))
        return u"1 validation error detected: Value null at '"_s + list.left(1).toLower() +
               list.mid(1) + u"' failed to satisfy constraint: Member must not be null"_s;
    // As dynalite's tests, checked against the service, have it: a table name of at least three
    // characters after "table/", nothing after it.
    static const QRegularExpression table(u"^arn:aws:dynamodb:.+:\\d+:table/[^/]{2}[^/]+$"_s);
    const QString arn = request.value(u"ResourceArn"_s).toString();
    if (!table.match(arn).hasMatch())
        return u"Invalid TableArn: Invalid ResourceArn provided as input "_s + arn;
    if (!list.isEmpty() && request.value(list).toArray().isEmpty())
        return emptyText;
    return std::nullopt;
}

Shape tagList()
{
    return list(structure(u"Tag"_s, {member(u"Key"_s, string()), member(u"Value"_s, string())}));
}

Member clientRequestToken()
{
    return member(u"ClientRequestToken"_s, string().minLength(1).maxLength(36));
}

Member statement()
{
    return member(u"Statement"_s, string().notNull().minLength(1).maxLength(8192));
}

Member statementParameters()
{
    return member(u"Parameters"_s, list(attributeValue()).minLength(1));
}

Shape attributeMap()
{
    return map(u"AttributeValue"_s, attributeValue());
}

Member expressionAttributeNames()
{
    return member(u"ExpressionAttributeNames"_s, map(u"java.lang.String"_s, string()));
}

Member expressionAttributeValues()
{
    return member(u"ExpressionAttributeValues"_s, attributeMap());
}

Member conditionalOperator()
{
    return member(u"ConditionalOperator"_s, string().oneOf({u"OR"_s, u"AND"_s}));
}

Member expected()
{
    return member(
        u"Expected"_s,
        map(u"ExpectedAttributeValue"_s,
            structure(u"ExpectedAttributeValue"_s,
                      {member(u"AttributeValueList"_s, list(attributeValue())),
                       member(u"ComparisonOperator"_s, string().oneOf(kComparisonOperators)),
                       member(u"Exists"_s, boolean()),
                       member(u"Value"_s, fieldAttributeValue())})));
}

Shape conditionMap(bool operatorFirst)
{
    const Member values = member(u"AttributeValueList"_s, list(attributeValue()));
    const Member op =
        member(u"ComparisonOperator"_s, string().notNull().oneOf(kComparisonOperators));
    return map(u"Condition"_s,
               structure(u"Condition"_s, operatorFirst ? std::vector<Member>{op, values}
                                                       : std::vector<Member>{values, op}));
}

Member attributesToGet()
{
    return member(u"AttributesToGet"_s, list(string()).minLength(1).maxLength(255));
}

Shape attributeDefinitions()
{
    return list(structure(
        u"AttributeDefinition"_s,
        {member(u"AttributeName"_s, string().notNull().minLength(1).maxLength(255)),
         member(u"AttributeType"_s, string().notNull().oneOf({u"B"_s, u"N"_s, u"S"_s}))}));
}

Shape provisionedThroughput()
{
    return fieldStructure(u"ProvisionedThroughput"_s,
                          {member(u"WriteCapacityUnits"_s, longInteger().notNull().atLeast(1)),
                           member(u"ReadCapacityUnits"_s, longInteger().notNull().atLeast(1))});
}

Shape keySchema(bool keyTypeEnum)
{
    const Shape keyType =
        keyTypeEnum ? string().notNull().oneOf({u"HASH"_s, u"RANGE"_s}) : string().notNull();
    return list(structure(u"KeySchemaElement"_s, {member(u"AttributeName"_s, string().notNull()),
                                                  member(u"KeyType"_s, keyType)}))
        .notNull()
        .minLength(1)
        .maxLength(2);
}

Shape projection()
{
    return fieldStructure(
        u"Projection"_s,
        {member(u"ProjectionType"_s, string().oneOf({u"ALL"_s, u"INCLUDE"_s, u"KEYS_ONLY"_s})),
         member(u"NonKeyAttributes"_s, list(string()).minLength(1))});
}

Member streamSpecification()
{
    return member(
        u"StreamSpecification"_s,
        fieldStructure(u"StreamSpecification"_s,
                       {member(u"StreamEnabled"_s, boolean().notNull()),
                        // The enum in the order the service's message lists it, as the api
                        // reported it before the layer took the check over.
                        member(u"StreamViewType"_s,
                               string().oneOf({u"OLD_IMAGE"_s, u"KEYS_ONLY"_s,
                                               u"NEW_AND_OLD_IMAGES"_s, u"NEW_IMAGE"_s}))}));
}

Shape limit()
{
    return integer().atLeast(1);
}

Problem startKeyProblem(const QJsonObject &request)
{
    const auto problem = attributeMapProblem(request.value(u"ExclusiveStartKey"_s).toObject());
    if (!problem)
        return std::nullopt;
    // The service prefixes some of the attribute value texts and not others.
    static const QRegularExpression bare(
        u"contains duplicates|number set|numeric value|significant digits|number with magnitude"_s);
    return bare.match(*problem).hasMatch() ? *problem
                                           : u"The provided starting key is invalid: "_s + *problem;
}

} // namespace lw::validation
