// DescribePartitionKeys, the workbench's own action behind a heat pane's click on a hot cell: the
// distinct partition key values of a table or of one of its global secondary indexes whose hash
// lies in a range (a partition's, as DescribePartitionHeat lists them), each with how many items
// (index entries) hold it and their bytes, a page at a time (engine/throughput.h,
// docs/throughput.md). No DynamoDB counterpart.
//   {"TableName", "IndexName"?, "FirstHash", "LastHash", "Limit"?, "ExclusiveStartKey"?} →
//   {"TableName", "IndexName"?, "Keys": [{"Key": {<name>: <value>}, "ItemCount", "SizeBytes"}],
//    "Count", "LastEvaluatedKey"?: {<name>: <value>}}
// Hashes are 16 hex digits (model/keyhash.h's partitionKeyHash), both ends inclusive; Limit is
// 1 to 1000 keys (100 by default); ExclusiveStartKey is a page's LastEvaluatedKey, the partition
// key alone. Keys come in storage order (the service's Scan order). With CallOptions::asOfMs the
// items as they were then. Charges nothing, whether the throughput limits are on or off.
// Errors: ResourceNotFoundException for an unknown table; ValidationException "The table does not
// have the specified index: X" for a name that is not one of its global secondary indexes,
// "FirstHash must be 16 hexadecimal digits: <value>" (and LastHash), "FirstHash must not be above
// LastHash: <first> is above <last>", "Limit must be between 1 and 1000: <n>", and "The provided
// starting key is invalid: it must hold the partition key <name> alone"; SerializationException
// for a Limit that is not a number.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/tables.h"
#include "engine/throughput.h"
#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

constexpr qint64 kMaxLimit = 1000;

Result<quint64> hashMember(const QJsonObject &request, const QString &member)
{
    const QString text = request.value(member).toString();
    bool ok = text.size() == 16;
    const quint64 hash = ok ? text.toULongLong(&ok, 16) : 0;
    if (!ok)
        return std::unexpected(
            validationError(member + u" must be 16 hexadecimal digits: "_s +
                            (request.value(member).isString() ? text : u"not a string"_s)));
    return hash;
}

QJsonObject keyJson(const QString &name, const AttributeValue &value)
{
    return {{name, attributeToJson(value)}};
}

} // namespace

Result<QJsonObject> describePartitionKeys(Engine &engine, const QJsonObject &request,
                                          const CallOptions &options)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"IndexName"_s, u"FirstHash"_s,
                                       u"LastHash"_s, u"Limit"_s, u"ExclusiveStartKey"_s});
        !s)
        return std::unexpected(s.error());
    auto name = requiredTableName(request);
    LW_TRY(name);
    PartitionKeysRequest keys;
    keys.table = *name;
    keys.index = request.value(u"IndexName"_s).toString();
    keys.asOfMs = options.asOfMs;
    auto first = hashMember(request, u"FirstHash"_s);
    LW_TRY(first);
    auto last = hashMember(request, u"LastHash"_s);
    LW_TRY(last);
    if (*first > *last)
        return std::unexpected(
            validationError(u"FirstHash must not be above LastHash: %1 is above %2"_s.arg(
                request.value(u"FirstHash"_s).toString(),
                request.value(u"LastHash"_s).toString())));
    keys.firstHash = *first;
    keys.lastHash = *last;
    auto limit = millisMember(request, u"Limit"_s, keys.limit); // a whole number, as a time is
    LW_TRY(limit);
    if (*limit < 1 || *limit > kMaxLimit)
        return std::unexpected(
            validationError(u"Limit must be between 1 and %1: %2"_s.arg(kMaxLimit).arg(*limit)));
    keys.limit = int(*limit);

    // The table first: the starting key is checked against its partition key.
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    const IndexDefinition *index = keys.index.isEmpty() ? nullptr : table->index(keys.index);
    if (!keys.index.isEmpty() && (!index || !index->global))
        return std::unexpected(
            validationError(u"The table does not have the specified index: "_s + keys.index));
    const KeyElement &partitionKey = index ? index->key.hash : table->key.hash;
    if (request.contains(u"ExclusiveStartKey"_s)) {
        auto start = itemMember(request, u"ExclusiveStartKey"_s);
        LW_TRY(start);
        const auto value = start->find(partitionKey.name);
        if (start->size() != 1 || value == start->end() ||
            value->second.type() != partitionKey.type)
            return std::unexpected(
                validationError(u"The provided starting key is invalid: it must hold the "
                                u"partition key %1 alone"_s.arg(partitionKey.name)));
        keys.exclusiveStartKey = value->second;
    }

    auto page = throughputOf(engine).partitionKeys(keys);
    LW_TRY(page);
    QJsonArray listed;
    for (const PartitionKeyCount &key : page->keys)
        listed << QJsonObject{{u"Key"_s, keyJson(partitionKey.name, key.key)},
                              {u"ItemCount"_s, key.items},
                              {u"SizeBytes"_s, key.bytes}};
    QJsonObject response{{u"TableName"_s, *name}, {u"Keys"_s, listed}, {u"Count"_s, listed.size()}};
    if (index)
        response.insert(u"IndexName"_s, keys.index);
    if (page->lastEvaluatedKey)
        response.insert(u"LastEvaluatedKey"_s, keyJson(partitionKey.name, *page->lastEvaluatedKey));
    return response;
}

} // namespace lw::api
