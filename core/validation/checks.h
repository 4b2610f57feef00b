// The checks the action specs' custom stage shares: attribute values, the legacy conditions,
// expression parameters (docs/validation.md). Each returns the service's text for the first
// problem it finds, or nothing. They read a request that passed stages 1 and 2.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace lw::validation {

using Problem = std::optional<QString>;

// Hands the problem of `expr` (a Problem) on from the enclosing check, which returns a Problem;
// otherwise nothing happens.
#define LW_TRY_PROBLEM(...)                                                                        \
    do {                                                                                           \
        if (auto lw_problem = (__VA_ARGS__))                                                       \
            return lw_problem;                                                                     \
    } while (false)

// A number's text, as an N value holds it: not a number, out of DynamoDB's range, more than 38
// significant digits (what attributeValueProblem() says of an N).
Problem numberProblem(const QString &text);
// One attribute value: empty, more than one type, NULL false, empty or duplicate sets, numbers
// that do not parse or leave DynamoDB's range; L and M elements recursively.
Problem attributeValueProblem(const QJsonObject &value);
// Every value of an attribute map (Item, Key, ExclusiveStartKey), in key order.
Problem attributeMapProblem(const QJsonObject &map);

// Mixing expression and legacy parameters, and ExpressionAttributeNames/Values without an
// expression that could use them. `expressions` and `legacy` as the action names them
// ({"ConditionExpression"}, {"Expected"}).
Problem expressionParamsProblem(const QJsonObject &request, const QStringList &expressions,
                                const QStringList &legacy);
// The placeholders' own checks, before any expression is parsed: an empty map, a key that is
// not #name or :name, an attribute value that is not valid. The expressions themselves are
// parsed by the engine (core/expr/), after these.
Problem expressionAttributesProblem(const QJsonObject &request);

// The legacy `Expected` conditions of PutItem, UpdateItem and DeleteItem.
Problem expectedProblem(const QJsonObject &request);
// KeyConditions, QueryFilter, ScanFilter: argument counts, types and the BETWEEN bounds.
Problem conditionsProblem(const QJsonObject &conditions);

// "One or more parameter values were invalid: Duplicate value in attribute name: a" when the
// list `member` (AttributesToGet) holds a name twice.
Problem duplicateNameProblem(const QJsonObject &request, const QString &member);

// "Given value N for ReadCapacityUnits is out of bounds" above the service's ceiling.
Problem throughputBoundsProblem(const QJsonObject &throughput);

// A JSON value's canonical text, equal for equal attribute values (key duplicates): numbers
// normalised, so {"N": "1.0"} and {"N": "1"} are one key.
QString canonicalText(const QJsonObject &value);

} // namespace lw::validation
