#include "serviceactions.h"

#include <QJsonArray>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QStringView kDynamoDbActions[] = {
    u"BatchExecuteStatement",
    u"BatchGetItem",
    u"BatchWriteItem",
    u"CreateTable",
    u"DeleteItem",
    u"DeleteTable",
    u"DescribeTable",
    u"DescribeTimeToLive",
    u"ExecuteStatement",
    u"ExecuteTransaction",
    u"GetItem",
    u"ListTables",
    u"ListTagsOfResource",
    u"PutItem",
    u"Query",
    u"Scan",
    u"TagResource",
    u"TransactGetItems",
    u"TransactWriteItems",
    u"UntagResource",
    u"UpdateItem",
    u"UpdateTable",
    u"UpdateTimeToLive",
};
constexpr QStringView kStreamsActions[] = {u"DescribeStream", u"GetRecords", u"GetShardIterator",
                                           u"ListStreams"};

constexpr QStringView kWriteActions[] = {
    u"BatchWriteItem", u"CreateTable", u"DeleteItem",         u"DeleteTable",
    u"PutItem",        u"TagResource", u"TransactWriteItems", u"UntagResource",
    u"UpdateItem",     u"UpdateTable", u"UpdateTimeToLive",
};

// PartiQL's statements, one or a list, that do more than SELECT.
bool statementsWrite(QStringView action, const QJsonObject &request)
{
    QJsonArray statements;
    if (action == u"ExecuteStatement")
        statements.append(request);
    else
        statements =
            request
                .value(action == u"ExecuteTransaction" ? u"TransactStatements"_s : u"Statements"_s)
                .toArray();
    return std::ranges::any_of(statements, [](const QJsonValue &statement) {
        return !statement.toObject()
                    .value(u"Statement"_s)
                    .toString()
                    .trimmed()
                    .startsWith(u"SELECT"_s, Qt::CaseInsensitive);
    });
}

} // namespace

bool writesData(QStringView action, const QJsonObject &request)
{
    if (action == u"ExecuteStatement" || action == u"BatchExecuteStatement" ||
        action == u"ExecuteTransaction")
        return statementsWrite(action, request);
    return std::ranges::find(kWriteActions, action) != std::end(kWriteActions);
}

bool isStreamsAction(QStringView action)
{
    return std::ranges::find(kStreamsActions, action) != std::end(kStreamsActions);
}

bool isServiceAction(QStringView action)
{
    return isStreamsAction(action) ||
           std::ranges::find(kDynamoDbActions, action) != std::end(kDynamoDbActions);
}

QString serviceTarget(QStringView action)
{
    return (isStreamsAction(action) ? u"DynamoDBStreams_20120810."_s : u"DynamoDB_20120810."_s) +
           action;
}

} // namespace lw
