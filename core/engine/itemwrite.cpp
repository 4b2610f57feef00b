#include "itemwrite.h"

#include "expr/applyupdate.h"
#include "expr/evaluate.h"
#include "model/attributejson.h"
#include "model/itemsize.h"
#include "tablekeys.h"

using namespace Qt::StringLiterals;

namespace lw {

namespace {

Status checkUpdatePaths(const TableDefinition &table, const expr::UpdateActions &actions)
{
    const auto invalid = [](const QString &text) {
        return std::unexpected(
            validationError(u"One or more parameter values were invalid: "_s + text));
    };
    for (const QString &name : table.key.names()) {
        for (const auto &action : actions) {
            if (action.path.first().name == name)
                return invalid(u"Cannot update attribute "_s + name +
                               u". This attribute is part of the key"_s);
        }
    }
    QSet<QString> nested;
    for (const auto &action : actions) {
        if (action.path.size() > 1)
            nested.insert(action.path.first().name);
    }
    if (auto s = checkScalarKeyPaths(table, nested); !s)
        return s;
    for (const auto &index : table.indexes) {
        for (const KeyElement *key :
             {&index.key.hash, index.key.range ? &*index.key.range : nullptr}) {
            if (!key)
                continue;
            for (const auto &action : actions) {
                if (action.path.first().name == key->name &&
                    action.kind == expr::UpdateAction::Kind::Set &&
                    action.value.kind == expr::Operand::Kind::Value &&
                    action.value.value.type() != key->type)
                    return invalid(u"Type mismatch for Index Key "_s + key->name +
                                   u" Expected: "_s + AttributeValue::typeName(key->type) +
                                   u" Actual: "_s + action.value.value.typeName() +
                                   u" IndexName: "_s + index.name);
            }
        }
    }
    return {};
}

ItemWrite keyedWrite(ItemWrite::Kind kind, const TableDefinition &table, const Item &key)
{
    ItemWrite w;
    w.kind = kind;
    w.table = &table;
    w.key = keyOf(key, table.key);
    w.keyBytes = itemKeyBytes(table, key);
    return w;
}

// The new item an update makes, validated as PutItem validates items.
Result<std::pair<Item, qint64>> updatedItem(const ItemWrite &write,
                                            const std::optional<StoredItem> &old)
{
    if (!write.actions)
        return std::pair(old ? old->item : write.key, old ? old->size : itemSize(write.key));
    auto item = expr::applyUpdate(old ? old->item : write.key, *write.actions,
                                  old ? expr::ItemOrigin::Stored : expr::ItemOrigin::New);
    LW_TRY(item);
    auto size = validateItem(*item, *write.table);
    if (!size) {
        if (size.error().message == u"Item size has exceeded the maximum allowed size"_s)
            return std::unexpected(
                validationError(u"Item size to update has exceeded the maximum allowed size"_s));
        return std::unexpected(size.error());
    }
    return std::pair(std::move(*item), *size);
}

// What ReturnValues asks for; DynamoDB leaves Attributes out rather than send an empty map.
std::optional<Item> returnedAttributes(const ItemWrite &write, std::optional<StoredItem> old,
                                       std::optional<Item> newItem)
{
    std::optional<Item> out;
    switch (write.returnValues) {
    case ReturnValues::None:
        break;
    case ReturnValues::AllOld:
        if (old)
            out = std::move(old->item);
        break;
    case ReturnValues::UpdatedOld:
        if (old && write.actions)
            out = expr::updatedAttributes(old->item, *write.actions);
        break;
    case ReturnValues::AllNew:
        out = std::move(newItem);
        break;
    case ReturnValues::UpdatedNew:
        if (newItem && write.actions)
            out = expr::updatedAttributes(*newItem, *write.actions);
        break;
    }
    if (out && out->empty())
        out.reset();
    return out;
}

} // namespace

Result<ItemWrite> preparePut(const TableDefinition &table, const PutItemRequest &request)
{
    auto size = validateItem(request.item, table);
    LW_TRY(size);
    ItemWrite w = keyedWrite(ItemWrite::Kind::Put, table, request.item);
    w.item = &request.item;
    w.itemSize = *size;
    w.condition = &request.condition;
    w.returnValues = request.returnValues;
    return w;
}

Result<ItemWrite> prepareDelete(const TableDefinition &table, const DeleteItemRequest &request)
{
    LW_TRY(validateKey(request.key, table.key));
    ItemWrite w = keyedWrite(ItemWrite::Kind::Delete, table, request.key);
    w.condition = &request.condition;
    w.returnValues = request.returnValues;
    return w;
}

Result<ItemWrite> prepareUpdate(const TableDefinition &table, const UpdateItemRequest &request)
{
    LW_TRY(validateKey(request.key, table.key));
    LW_TRY(checkUpdatePaths(table, request.actions));
    ItemWrite w = keyedWrite(ItemWrite::Kind::Update, table, request.key);
    w.actions = request.actions.empty() ? nullptr : &request.actions;
    w.condition = &request.condition;
    w.returnValues = request.returnValues;
    return w;
}

Result<ItemWrite> prepareCheck(const TableDefinition &table, const Item &key,
                               const WriteCondition &condition)
{
    LW_TRY(validateKey(key, table.key));
    ItemWrite w = keyedWrite(ItemWrite::Kind::ConditionCheck, table, key);
    w.condition = &condition;
    return w;
}

Error conditionalCheckFailed()
{
    return Error{ErrorType::ConditionalCheckFailed, u"The conditional request failed"_s, {}};
}

Result<std::optional<StoredItem>> readAndCheck(storage::Txn &txn, const ItemDbs &dbs,
                                               const ItemWrite &write)
{
    auto old = readStoredItem(txn, dbs, write.keyBytes);
    if (!old || !write.condition || !write.condition->condition)
        return old;
    static const Item kNoItem;
    if (expr::evaluate(*write.condition->condition, *old ? (*old)->item : kNoItem))
        return old;
    Error error = conditionalCheckFailed();
    if (write.condition->returnOldOnFailure && *old)
        error.extra.insert(u"Item"_s, itemToJson((*old)->item));
    return std::unexpected(error);
}

Result<WriteResult> applyWrite(storage::Txn &txn, ItemStore &items, const ItemWrite &write,
                               std::optional<StoredItem> old, const ChangeContext &context)
{
    WriteResult result;
    std::optional<Item> newItem;
    switch (write.kind) {
    case ItemWrite::Kind::ConditionCheck:
        return result;
    case ItemWrite::Kind::Put: {
        auto capacity = items.apply(txn, *write.table, write.keyBytes, old, write.item,
                                    write.itemSize, context);
        LW_TRY(capacity);
        result.capacity = *capacity;
        break;
    }
    case ItemWrite::Kind::Delete: {
        auto capacity = items.apply(txn, *write.table, write.keyBytes, old, nullptr, 0, context);
        LW_TRY(capacity);
        result.capacity = *capacity;
        break;
    }
    case ItemWrite::Kind::Update: {
        auto updated = updatedItem(write, old);
        LW_TRY(updated);
        auto capacity = items.apply(txn, *write.table, write.keyBytes, old, &updated->first,
                                    updated->second, context);
        LW_TRY(capacity);
        result.capacity = *capacity;
        newItem = std::move(updated->first);
        break;
    }
    }
    result.attributes = returnedAttributes(write, std::move(old), std::move(newItem));
    return result;
}

} // namespace lw
