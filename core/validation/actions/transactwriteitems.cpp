// TransactWriteItems: up to 100 puts, updates, deletes and condition checks. The members are the
// API reference's, in the order the engine already reports them (the token, the enums, then the
// list); whether two actions touch one item needs the tables' key schemas and is the engine's.
#include "actions.h"
#include "common.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

constexpr qsizetype kMaxActions = 100;

// An action's members: the table, its key or item (`own`), then the condition, as PutItem and
// the other item actions order them.
std::vector<Member> actionMembers(const std::vector<Member> &own, const Shape &condition)
{
    std::vector<Member> members{tableName()};
    members.insert(members.end(), own.begin(), own.end());
    members.push_back(member(u"ConditionExpression"_s, condition));
    members.push_back(expressionAttributeNames());
    members.push_back(expressionAttributeValues());
    members.push_back(returnValuesOnConditionCheckFailure());
    return members;
}

Problem actionProblem(const QJsonObject &wrapper)
{
    // Not measured on the service: the engine's text, kept until a capture says otherwise.
    if (wrapper.size() != 1)
        return u"TransactItems can only contain one of Check, Put, Update or Delete"_s;
    const QString kind = wrapper.begin().key();
    const QJsonObject action = wrapper.begin().value().toObject();
    const bool isUpdate = kind == u"Update"_s;
    const QStringList expressions =
        isUpdate ? QStringList{u"UpdateExpression"_s, u"ConditionExpression"_s}
                 : QStringList{u"ConditionExpression"_s};
    LW_TRY_PROBLEM(expressionParamsProblem(action, expressions, {}));
    LW_TRY_PROBLEM(
        attributeMapProblem(action.value(kind == u"Put"_s ? u"Item"_s : u"Key"_s).toObject()));
    return expressionAttributesProblem(action);
}

Problem transactWriteItemsChecks(const QJsonObject &request)
{
    for (const QJsonValue &v : request.value(u"TransactItems"_s).toArray())
        LW_TRY_PROBLEM(actionProblem(v.toObject()));
    return std::nullopt;
}

} // namespace

ActionSpec transactWriteItemsSpec()
{
    const Shape key = attributeMap().notNull();
    const Shape item = structure(
        u"TransactWriteItem"_s,
        {member(u"ConditionCheck"_s,
                fieldStructure(u"ConditionCheck"_s,
                               actionMembers({member(u"Key"_s, key)}, string().notNull()))),
         member(u"Put"_s,
                fieldStructure(u"Put"_s, actionMembers({member(u"Item"_s, key)}, string()))),
         member(u"Delete"_s,
                fieldStructure(u"Delete"_s, actionMembers({member(u"Key"_s, key)}, string()))),
         member(u"Update"_s,
                fieldStructure(u"Update"_s,
                               actionMembers({member(u"Key"_s, key),
                                              member(u"UpdateExpression"_s, string().notNull())},
                                             string())))});
    return {u"TransactWriteItems"_s,
            {clientRequestToken(), returnConsumedCapacity(), returnItemCollectionMetrics(),
             member(u"TransactItems"_s, list(item).notNull().minLength(1).maxLength(kMaxActions))},
            transactWriteItemsChecks,
            // The newer framework's wording, as captured (docs/validation.md).
            Wording::Newer};
}

} // namespace lw::validation
