// BatchGetItem: up to 100 keys across tables.
#include "actions.h"
#include "common.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qsizetype kMaxKeys = 100;

// Equal for two keys with the same values under the same names, numbers normalised.
QString keyText(const QJsonObject &key)
{
    QStringList parts;
    for (auto it = key.begin(); it != key.end(); ++it) // QJsonObject: sorted by name
        parts << it.key() + u'=' + canonicalText(it.value().toObject());
    return parts.join(u'/');
}

Problem batchGetItemChecks(const QJsonObject &request)
{
    const QJsonObject tables = request.value(u"RequestItems"_s).toObject();
    qsizetype keyCount = 0;
    for (auto it = tables.begin(); it != tables.end(); ++it) {
        const QJsonObject table = it.value().toObject();
        LW_TRY_PROBLEM(
            expressionParamsProblem(table, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s}));
        LW_TRY_PROBLEM(duplicateNameProblem(table, u"AttributesToGet"_s));
        LW_TRY_PROBLEM(expressionAttributesProblem(table));
        QSet<QString> seen;
        for (const QJsonValue &k : table.value(u"Keys"_s).toArray()) {
            const QJsonObject key = k.toObject();
            LW_TRY_PROBLEM(attributeMapProblem(key));
            const QString text = keyText(key);
            if (seen.contains(text))
                return u"Provided list of item keys contains duplicates"_s;
            seen.insert(text);
            if (++keyCount > kMaxKeys)
                return u"Too many items requested for the BatchGetItem call"_s;
        }
    }
    return std::nullopt;
}

} // namespace

ActionSpec batchGetItemSpec()
{
    const Shape keysAndAttributes = structure(
        u"KeysAndAttributes"_s,
        {member(
             u"Keys"_s,
             list(parameterizedMap(attributeValue())).notNull().minLength(1).maxLength(kMaxKeys)),
         attributesToGet(), member(u"ConsistentRead"_s, boolean()),
         member(u"ProjectionExpression"_s, string()), expressionAttributeNames()});
    Member requestItems = member(
        u"RequestItems"_s,
        map(u"KeysAndAttributes"_s, keysAndAttributes)
            .notNull()
            .keys({maxLengthRule(255), minLengthRule(3), patternRule(kNamePattern.toString())}));
    // Captured from the service in 2026: an empty map is a constraint message that echoes no
    // value and keeps the member's capital (docs/validation.md).
    requestItems.emptyText = u"1 validation error detected: Value at 'RequestItems' failed to "
                             u"satisfy constraint: Member must have length greater than or equal "
                             u"to 1"_s;
    return {u"BatchGetItem"_s, {returnConsumedCapacity(), requestItems}, batchGetItemChecks};
}

} // namespace lw::validation
