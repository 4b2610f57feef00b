// DescribeIndexPropagation, the workbench's own action behind the GSI matrix's pending cells: the
// global secondary index entries that base-table writes changed and that have not applied yet
// (engine/consistency.h, docs/consistency.md "GSI propagation"). No DynamoDB counterpart.
//   {"TableName", "IndexName"?} → {"PendingEntries": [{"IndexName", "Key": the item's table key,
//                                   "Change": "APPEAR" | "LEAVE" | "MOVE" | "UPDATE",
//                                   "DueAtMillis"}…]}
// by due time (ties: write order); empty while nothing is pending (always with the lag off).
// Errors: TableName's checks, ResourceNotFoundException for an unknown table, ValidationException
// "The table does not have the specified index: <index>" for an index that is not one of its
// GSIs, SerializationException for an IndexName that is not a string.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/consistency.h"
#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

QString changeName(PendingIndexEntry::Change change)
{
    switch (change) {
    case PendingIndexEntry::Change::Appear:
        return u"APPEAR"_s;
    case PendingIndexEntry::Change::Leave:
        return u"LEAVE"_s;
    case PendingIndexEntry::Change::Move:
        return u"MOVE"_s;
    case PendingIndexEntry::Change::Update:
        break;
    }
    return u"UPDATE"_s;
}

} // namespace

Result<QJsonObject> describeIndexPropagation(Engine &engine, const QJsonObject &request,
                                             const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"IndexName"_s}); !s)
        return std::unexpected(s.error());
    auto name = tableName(request);
    LW_TRY(name);
    const QJsonValue index = request.value(u"IndexName"_s);
    if (!index.isUndefined() && !index.isNull() && !index.isString())
        return std::unexpected(wrongType(u"IndexName"_s));
    auto pending = consistencyOf(engine).pendingIndexEntries(*name, index.toString());
    LW_TRY(pending);
    QJsonArray entries;
    for (const PendingIndexEntry &entry : std::as_const(*pending))
        entries.append(QJsonObject{{u"IndexName"_s, entry.index},
                                   {u"Key"_s, itemToJson(entry.key)},
                                   {u"Change"_s, changeName(entry.change)},
                                   {u"DueAtMillis"_s, entry.dueMs}});
    return QJsonObject{{u"PendingEntries"_s, entries}};
}

} // namespace lw::api
