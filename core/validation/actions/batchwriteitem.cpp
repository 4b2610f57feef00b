// BatchWriteItem: up to 25 puts and deletes across tables. Duplicate keys need the tables' key
// schemas, and item sizes the engine's measure: both are the engine's.
#include "actions.h"
#include "common.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qsizetype kMaxWrites = 25;

Problem batchWriteItemChecks(const QJsonObject &request)
{
    const QJsonObject tables = request.value(u"RequestItems"_s).toObject();
    qsizetype writes = 0;
    for (auto it = tables.begin(); it != tables.end(); ++it)
        writes += it.value().toArray().size();
    if (writes > kMaxWrites)
        return u"Too many items requested for the BatchWriteItem call"_s;
    for (auto it = tables.begin(); it != tables.end(); ++it) {
        const QJsonArray requests = it.value().toArray();
        for (const QJsonValue &r : requests) {
            // A WriteRequest with neither or both of PutRequest and DeleteRequest: the service
            // answers with the attribute value text.
            if (r.toObject().size() != 1)
                return u"Supplied AttributeValue has more than one datatypes set, must contain "
                       u"exactly one of the supported datatypes"_s;
        }
        for (const QJsonValue &r : requests) {
            const QJsonObject write = r.toObject();
            if (write.contains(u"PutRequest"_s))
                LW_TRY_PROBLEM(attributeMapProblem(
                    write.value(u"PutRequest"_s).toObject().value(u"Item"_s).toObject()));
            else
                LW_TRY_PROBLEM(attributeMapProblem(
                    write.value(u"DeleteRequest"_s).toObject().value(u"Key"_s).toObject()));
        }
    }
    return std::nullopt;
}

} // namespace

ActionSpec batchWriteItemSpec()
{
    const Shape writeRequest = structure(
        u"WriteRequest"_s,
        {member(u"DeleteRequest"_s,
                fieldStructure(u"DeleteRequest"_s, {member(u"Key"_s, attributeMap().notNull())})),
         member(u"PutRequest"_s,
                fieldStructure(u"PutRequest"_s, {member(u"Item"_s, attributeMap().notNull())}))});
    Member requestItems = member(
        u"RequestItems"_s,
        map(u"java.util.List<com.amazonaws.dynamodb.v20120810.WriteRequest>"_s,
            parameterizedList(writeRequest))
            .notNull()
            .keys({maxLengthRule(255), minLengthRule(3), patternRule(kNamePattern.toString())})
            .values({maxLengthRule(kMaxWrites), minLengthRule(1)}));
    // Captured from the service in 2026 (docs/validation.md).
    requestItems.emptyText = u"The requestItems parameter is required for BatchWriteItem"_s;
    return {u"BatchWriteItem"_s,
            {returnConsumedCapacity(), returnItemCollectionMetrics(), requestItems},
            batchWriteItemChecks};
}

} // namespace lw::validation
