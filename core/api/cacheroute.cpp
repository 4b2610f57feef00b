#include "cacheroute.h"

#include "api/expressionparams.h"
#include "api/requestjson.h"
#include "engine/cache.h"
#include "engine/tables.h"
#include "expr/documentpath.h"
#include "model/attributejson.h"
#include "model/itemkeys.h"
#include "model/itemsize.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

const QString kCapacityMember = u"ReturnConsumedCapacity"_s;
const QString kConsumed = u"ConsumedCapacity"_s;
// What a GetItem or a BatchGetItem table asks beyond its keys that the item cache answers itself:
// it keeps whole items and projects them for each read.
const QStringList kProjectionMembers{u"ProjectionExpression"_s, u"AttributesToGet"_s,
                                     u"ExpressionAttributeNames"_s};

double unitsIn(const QJsonValue &consumed)
{
    if (!consumed.isArray())
        return consumed.toObject().value(u"CapacityUnits"_s).toDouble();
    double sum = 0;
    for (const QJsonValue &entry : consumed.toArray())
        sum += entry.toObject().value(u"CapacityUnits"_s).toDouble();
    return sum;
}

// What a hit consumed on the table: nothing.
ConsumedCapacity nothingRead(const QString &table)
{
    ConsumedCapacity none;
    none.tableName = table;
    return none;
}

struct Counted
{
    QJsonObject response;
    QJsonValue consumed; // the ConsumedCapacity the table reported, asked for or not
};

// Runs `request` on the table, reading what it consumed: when the caller did not ask for the
// capacity, it is asked for and left out of the answer again.
Result<Counted> runCounted(Engine &engine, Action run, QJsonObject request,
                           const CallOptions &options)
{
    const QString asked = request.value(kCapacityMember).toString();
    const bool added = asked.isEmpty() || asked == u"NONE"_s;
    if (added)
        request.insert(kCapacityMember, u"TOTAL"_s);
    auto result = run(engine, request, options);
    LW_TRY(result);
    Counted counted{std::move(*result), {}};
    counted.consumed = counted.response.value(kConsumed);
    if (added)
        counted.response.remove(kConsumed);
    return counted;
}

Result<QJsonObject> passThrough(Engine &engine, Action run, const QJsonObject &request,
                                const CallOptions &options)
{
    auto read = runCounted(engine, run, request, options);
    LW_TRY(read);
    cacheOf(engine).count(ReadCache::Event::PassThrough, unitsIn(read->consumed));
    return std::move(read->response);
}

QJsonObject withoutMembers(QJsonObject object, const QStringList &members)
{
    for (const QString &m : members)
        object.remove(m);
    return object;
}

QJsonObject projectedJson(const Item &item,
                          const std::optional<QList<expr::DocumentPath>> &projection)
{
    return itemToJson(projection ? expr::applyProjection(item, *projection) : item);
}

QByteArray keyBytes(const Item &key)
{
    return QJsonDocument(itemToJson(key)).toJson(QJsonDocument::Compact);
}

Result<QJsonObject> getItemThroughCache(Engine &engine, Action run, const QJsonObject &request,
                                        const CallOptions &options)
{
    if (request.value(u"ConsistentRead"_s).toBool())
        return passThrough(engine, run, request, options);
    auto table = tableName(request);
    auto key = itemMember(request, u"Key"_s);
    auto mode = returnConsumedCapacity(request);
    if (!table || !key || !mode)
        return run(engine, request, options);
    // Most reads project nothing: they need no parse.
    std::optional<QList<expr::DocumentPath>> projection;
    if (std::any_of(kProjectionMembers.begin(), kProjectionMembers.end(),
                    [&](const QString &m) { return request.contains(m); })) {
        auto expressions =
            parseExpressions(request, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
        if (!expressions)
            return run(engine, request, options);
        projection = std::move(expressions->projection);
    }
    ReadCache &cache = cacheOf(engine);
    if (const ItemCacheEntry *entry = cache.hitItem(*table, *key)) {
        cache.count(ReadCache::Event::ItemHit, entry->units);
        QJsonObject out;
        if (entry->item)
            out.insert(u"Item"_s,
                       projection ? projectedJson(*entry->item, projection) : entry->itemJson);
        // The table read nothing: what it consumed is nought.
        addCapacity(out, *mode, nothingRead(*table));
        return out;
    }
    auto read = runCounted(engine, run, withoutMembers(request, kProjectionMembers), options);
    LW_TRY(read);
    std::optional<Item> item;
    if (read->response.contains(u"Item"_s)) {
        auto found = itemFromJson(read->response.value(u"Item"_s));
        LW_TRY(found);
        item = std::move(*found);
        if (projection)
            read->response.insert(u"Item"_s, projectedJson(*item, projection));
    }
    const double units = unitsIn(read->consumed);
    cache.keepItem(*table, *key, item, units);
    cache.count(ReadCache::Event::ItemMiss, units);
    return std::move(read->response);
}

// BatchGetItem: each key of an eventually consistent table is a GetItem of its own (as DAX
// treats it); the keys the cache does not hold go to the table in one BatchGetItem with the
// tables that ask for ConsistentRead, which pass through.
Result<QJsonObject> batchGetThroughCache(Engine &engine, Action run, const QJsonObject &request,
                                         const CallOptions &options)
{
    auto mode = returnConsumedCapacity(request);
    if (!mode)
        return run(engine, request, options);
    const QJsonObject requestItems = request.value(u"RequestItems"_s).toObject();
    struct Part
    {
        std::optional<QList<expr::DocumentPath>> projection;
        QStringList keyNames;
        QHash<QByteArray, Item> missed; // by keyBytes()
    };
    QHash<QString, Part> parts;
    QJsonObject responses;
    QJsonObject toTable;
    QStringList passedThrough;
    for (auto it = requestItems.begin(); it != requestItems.end(); ++it) {
        const QJsonObject t = it.value().toObject();
        if (t.value(u"ConsistentRead"_s).toBool()) {
            toTable.insert(it.key(), t);
            passedThrough << it.key();
            continue;
        }
        auto expressions = parseExpressions(t, {u"ProjectionExpression"_s}, {u"AttributesToGet"_s});
        if (!expressions)
            return run(engine, request, options);
        Part part{expressions->projection, {}, {}};
        QJsonArray answered;
        QJsonArray missedKeys;
        for (const QJsonValue &k : t.value(u"Keys"_s).toArray()) {
            auto key = itemFromJson(k);
            if (!key)
                return run(engine, request, options);
            if (part.keyNames.isEmpty())
                for (const auto &[name, value] : *key)
                    part.keyNames << name;
            if (const ItemCacheEntry *entry = cacheOf(engine).hitItem(it.key(), *key)) {
                cacheOf(engine).count(ReadCache::Event::ItemHit, entry->units);
                if (entry->item)
                    answered.append(projectedJson(*entry->item, part.projection));
                continue;
            }
            missedKeys.append(k);
            part.missed.insert(keyBytes(*key), *key);
        }
        responses.insert(it.key(), answered);
        if (!missedKeys.isEmpty()) {
            QJsonObject whole = withoutMembers(t, kProjectionMembers);
            whole.insert(u"Keys"_s, missedKeys);
            toTable.insert(it.key(), whole);
        }
        parts.insert(it.key(), std::move(part));
    }
    QJsonObject out{{u"Responses"_s, responses}, {u"UnprocessedKeys"_s, QJsonObject{}}};
    QJsonArray consumed;
    if (!toTable.isEmpty()) {
        QJsonObject sent{{u"RequestItems"_s, toTable}};
        if (request.contains(kCapacityMember))
            sent.insert(kCapacityMember, request.value(kCapacityMember));
        auto read = runCounted(engine, run, sent, options);
        LW_TRY(read);
        consumed = read->consumed.toArray();
        const QJsonObject tableResponses = read->response.value(u"Responses"_s).toObject();
        QJsonObject unprocessed = read->response.value(u"UnprocessedKeys"_s).toObject();
        for (const QString &t : passedThrough) {
            responses.insert(t, tableResponses.value(t));
            double units = 0;
            for (const QJsonValue &c : consumed)
                if (c.toObject().value(u"TableName"_s).toString() == t)
                    units += c.toObject().value(u"CapacityUnits"_s).toDouble();
            cacheOf(engine).count(ReadCache::Event::PassThrough, units);
        }
        for (auto it = parts.begin(); it != parts.end(); ++it) {
            Part &part = it.value();
            if (part.missed.isEmpty())
                continue;
            QJsonArray answered = responses.value(it.key()).toArray();
            QHash<QByteArray, Item> found;
            for (const QJsonValue &v : tableResponses.value(it.key()).toArray()) {
                auto item = itemFromJson(v);
                LW_TRY(item);
                Item key;
                for (const QString &name : part.keyNames)
                    if (auto value = item->find(name); value != item->end())
                        key.insert(*value);
                found.insert(keyBytes(key), *item);
                answered.append(projectedJson(*item, part.projection));
            }
            responses.insert(it.key(), answered);
            // The keys the throughput limits refused were not read: nothing is kept of them, and
            // they come back with the table's own members.
            QSet<QByteArray> refused;
            if (unprocessed.contains(it.key())) {
                QJsonObject left = requestItems.value(it.key()).toObject();
                const QJsonArray keys =
                    unprocessed.value(it.key()).toObject().value(u"Keys"_s).toArray();
                for (const QJsonValue &k : keys)
                    if (auto key = itemFromJson(k))
                        refused.insert(keyBytes(*key));
                left.insert(u"Keys"_s, keys);
                unprocessed.insert(it.key(), left);
            }
            QList<QByteArray> missed = part.missed.keys();
            std::sort(missed.begin(), missed.end());
            for (const QByteArray &k : missed) {
                if (refused.contains(k))
                    continue;
                const auto item = found.find(k);
                const std::optional<Item> kept =
                    item == found.end() ? std::nullopt : std::optional<Item>(item.value());
                // BatchGetItem rounds each item up on its own (docs/fidelity.md).
                const double units = readUnits(kept ? itemSize(*kept) : 0, false);
                cacheOf(engine).keepItem(it.key(), part.missed.value(k), kept, units);
                cacheOf(engine).count(ReadCache::Event::ItemMiss, units);
            }
        }
        out.insert(u"Responses"_s, responses);
        out.insert(u"UnprocessedKeys"_s, unprocessed);
    }
    if (*mode != ReturnConsumedCapacity::None) {
        // The tables the cache answered whole consumed nothing on the table.
        for (auto it = requestItems.begin(); it != requestItems.end(); ++it)
            if (!toTable.contains(it.key()))
                consumed.append(nothingRead(it.key()).toJson(*mode));
        out.insert(kConsumed, consumed);
    }
    return out;
}

Result<QJsonObject> queryThroughCache(Engine &engine, Action run, const QString &operation,
                                      const QJsonObject &request, const CallOptions &options)
{
    if (request.value(u"ConsistentRead"_s).toBool())
        return passThrough(engine, run, request, options);
    auto table = tableName(request);
    auto mode = returnConsumedCapacity(request);
    if (!table || !mode)
        return run(engine, request, options);
    ReadCache &cache = cacheOf(engine);
    // Every member but ReturnConsumedCapacity can change the answer.
    const QJsonObject keyed = withoutMembers(request, {kCapacityMember});
    if (const QueryCacheEntry *entry = cache.hitQuery(operation, keyed)) {
        cache.count(ReadCache::Event::QueryHit, entry->units);
        QJsonObject out = entry->response;
        addCapacity(out, *mode, nothingRead(*table));
        return out;
    }
    auto read = runCounted(engine, run, request, options);
    LW_TRY(read);
    const double units = unitsIn(read->consumed);
    cache.keepQuery(*table, operation, keyed, withoutMembers(read->response, {kConsumed}), units);
    cache.count(ReadCache::Event::QueryMiss, units);
    return std::move(read->response);
}

// A PutItem or DeleteItem that succeeded without changing anything (the item was already what
// it puts, or there was none to delete): the table holds what the request names, and so does the
// item cache now.
void keepUnchanged(Engine &engine, QStringView action, const QJsonObject &request)
{
    auto table = tableName(request);
    if (!table)
        return;
    if (action == u"DeleteItem") {
        if (auto key = itemMember(request, u"Key"_s))
            cacheOf(engine).keepItem(*table, *key, std::nullopt, readUnits(0, false));
        return;
    }
    auto definition = tablesOf(engine).table(*table);
    auto item = itemMember(request, u"Item"_s);
    if (!definition || !item)
        return;
    cacheOf(engine).keepItem(*table, keyOf(*item, definition->key), *item,
                             readUnits(itemSize(*item), false));
}

// The table first; once it succeeded, the item cache holds what it wrote (cache.h).
Result<QJsonObject> writeThroughCache(Engine &engine, QStringView action, Action run,
                                      const QJsonObject &request, const CallOptions &options)
{
    ReadCache &cache = cacheOf(engine);
    cache.beginWriteThrough();
    auto result = run(engine, request, options);
    if (cache.endWriteThrough(result.has_value()) == 0 && result &&
        (action == u"PutItem" || action == u"DeleteItem"))
        keepUnchanged(engine, action, request);
    return result;
}

} // namespace

std::optional<Result<QJsonObject>> runThroughCache(Engine &engine, QStringView action, Action run,
                                                   const QJsonObject &request,
                                                   const CallOptions &options)
{
    if (action == u"GetItem")
        return getItemThroughCache(engine, run, request, options);
    if (action == u"BatchGetItem")
        return batchGetThroughCache(engine, run, request, options);
    if (action == u"Query" || action == u"Scan")
        return queryThroughCache(engine, run, action.toString(), request, options);
    if (action == u"TransactGetItems")
        return passThrough(engine, run, request, options);
    if (action == u"PutItem" || action == u"UpdateItem" || action == u"DeleteItem" ||
        action == u"BatchWriteItem" || action == u"TransactWriteItems")
        return writeThroughCache(engine, action, run, request, options);
    return std::nullopt;
}

} // namespace lw::api
