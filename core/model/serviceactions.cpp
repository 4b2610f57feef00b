#include "serviceactions.h"

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

} // namespace

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
