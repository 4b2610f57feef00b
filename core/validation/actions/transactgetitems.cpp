// TransactGetItems: up to 100 reads by key, each a Get, with the documented member constraints
// (docs/validation.md).
#include "actions.h"
#include "common.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qsizetype kMaxActions = 100;

Problem transactGetItemsChecks(const QJsonObject &request)
{
    for (const QJsonValue &v : request.value(u"TransactItems"_s).toArray()) {
        const QJsonObject get = v.toObject().value(u"Get"_s).toObject();
        LW_TRY_PROBLEM(expressionParamsProblem(get, {u"ProjectionExpression"_s}, {}));
        LW_TRY_PROBLEM(attributeMapProblem(get.value(u"Key"_s).toObject()));
        LW_TRY_PROBLEM(expressionAttributesProblem(get));
    }
    return std::nullopt;
}

} // namespace

ActionSpec transactGetItemsSpec()
{
    const Shape get = fieldStructure(
        u"Get"_s, {tableName(), member(u"Key"_s, attributeMap().notNull()),
                   member(u"ProjectionExpression"_s, string()), expressionAttributeNames()});
    const Shape item = structure(u"TransactGetItem"_s, {member(u"Get"_s, get.notNull())});
    return {u"TransactGetItems"_s,
            {returnConsumedCapacity(),
             member(u"TransactItems"_s, list(item).notNull().minLength(1).maxLength(kMaxActions))},
            transactGetItemsChecks,
            // The newer framework's wording, as captured (docs/validation.md).
            Wording::Newer};
}

} // namespace lw::validation
