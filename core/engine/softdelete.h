// Soft delete and its undo (softdelete.cpp): the workbench's own actions, each exactly one
// UpdateItem at the clock's now and so a normal user change: history, stream record (MODIFY),
// index entries, capacity and ReturnValues as UpdateItem gives them.
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/attributevalue.h"
#include "model/error.h"
#include "model/tabledefinition.h"
#include "requests.h"

#include <QString>

namespace lw {

class Engine;

class SoftDelete
{
public:
    // UpdateSoftDelete: stores the table's setting (tabledefinition.h) as a change of the table's
    // settings, so that the history keeps it and rewind restores it; an unchanged setting writes
    // nothing. Errors: ResourceNotFoundException for an unknown table; ValidationException "One
    // or more parameter values were invalid: " then, in this order, "MarkAttributeName must not
    // be empty", "RemoveAttributeNames must not contain an empty name", "Cannot update attribute
    // <a>. This attribute is part of the key" (for the mark, TTL or a removed attribute, defaults
    // resolved), "MarkAttributeName and TimeToLiveAttributeName must differ: <a>",
    // "RemoveAttributeNames must not name the mark or TTL attribute: <a>", "Duplicate attribute
    // name in RemoveAttributeNames: <a>", "RetentionSeconds must be between 1 and 157766400
    // (five years): <n>".
    virtual Result<TableDefinition> updateSoftDelete(const QString &tableName,
                                                     const SoftDeleteSetting &setting) = 0;
    // SoftDeleteItem: with the setting resolved (resolvedSoftDelete()) and now in epoch seconds,
    // as TTL reads them: SET <mark> = now, <ttl> = now + retention REMOVE <each remove
    // attribute>, on condition attribute_exists(<hash key>) AND attribute_not_exists(<mark>).
    // The item leaves every index keyed on a removed attribute at once and stays readable by
    // key. Errors: UpdateItem's, and ConditionalCheckFailedException "The conditional request
    // failed" for a missing or already soft-deleted item.
    virtual Result<WriteResult> softDeleteItem(const QString &tableName, const Item &key,
                                               ReturnValues returnValues) = 0;
    // RestoreItem (undo): takes back the item's latest soft delete as its history kept it (the
    // latest change from an image without the mark to one with it), whatever the setting has
    // become since: each attribute that change removed or changed is SET back to its old value
    // (the GSI keys, a TTL value the item had before), each it added is REMOVEd (the mark, a new
    // TTL value); changes made since to other attributes stay. Condition: <mark> = the value
    // that change gave it, i.e. the same soft delete is still in place. Errors: as
    // softDeleteItem, ConditionalCheckFailedException for an item that is missing or not
    // soft-deleted.
    virtual Result<WriteResult> restoreItem(const QString &tableName, const Item &key,
                                            ReturnValues returnValues) = 0;

protected:
    ~SoftDelete() = default; // owned and destroyed as the Engine
};

// The engine's soft delete, for code that includes this header and not engine.h.
SoftDelete &softDeleteOf(Engine &engine);
const SoftDelete &softDeleteOf(const Engine &engine);

} // namespace lw
