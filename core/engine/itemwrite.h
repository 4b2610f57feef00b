// One item write of any kind (Put, Update, Delete, or a ConditionCheck that writes nothing),
// validated against its table before any transaction, then checked and applied inside one.
// PutItem, UpdateItem, DeleteItem and TransactWriteItems all run through here, so a condition,
// an update or a size limit means the same in each.
#pragma once

#include "engineimpl.h"
#include "itemstore.h"

namespace lw {

struct ItemWrite
{
    enum class Kind
    {
        Put,
        Update,
        Delete,
        ConditionCheck
    };
    Kind kind = Kind::Put;
    const TableDefinition *table = nullptr;
    Item key;            // the item's table key
    QByteArray keyBytes; // where it is stored
    // Put: the new item and its DynamoDB size. Update: the actions. Both point into the request,
    // which outlives the write.
    const Item *item = nullptr;
    qint64 itemSize = 0;
    const expr::UpdateActions *actions = nullptr;
    const WriteCondition *condition = nullptr;
    ReturnValues returnValues = ReturnValues::None;
};

// Validation that needs no stored data, with DynamoDB's texts: the item or key against the
// schema; for updates also "One or more parameter values were invalid: Cannot update attribute
// pk. This attribute is part of the key", "Key attributes must be scalars; list random access
// '[]' and map lookup '.' are not allowed: IndexKey: a" and "One or more parameter values were
// invalid: Type mismatch for Index Key a Expected: S Actual: N IndexName: i" for a literal.
Result<ItemWrite> preparePut(const TableDefinition &table, const PutItemRequest &request);
Result<ItemWrite> prepareDelete(const TableDefinition &table, const DeleteItemRequest &request);
Result<ItemWrite> prepareUpdate(const TableDefinition &table, const UpdateItemRequest &request);
// A ConditionCheck: the key and condition only.
Result<ItemWrite> prepareCheck(const TableDefinition &table, const Item &key,
                               const WriteCondition &condition);

// ConditionalCheckFailedException "The conditional request failed", without the item.
Error conditionalCheckFailed();

// Reads the stored item and evaluates the write's condition against it. Fails with
// conditionalCheckFailed() (with the stored item as "Item" when the caller asked for it) when
// the condition does not hold.
Result<std::optional<StoredItem>> readAndCheck(storage::Txn &txn, const ItemDbs &dbs,
                                               const ItemWrite &write);

// Applies the write over `old` (as readAndCheck returned it) through the item store (the item and
// all that derives from it, ItemStore::apply), and what ReturnValues asked for. An update whose
// result breaks a limit fails with "Item size to update has exceeded the maximum allowed size" or
// the key and index texts.
Result<WriteResult> applyWrite(storage::Txn &txn, ItemStore &items, const ItemWrite &write,
                               std::optional<StoredItem> old, const ChangeContext &context);

} // namespace lw
