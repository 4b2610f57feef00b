// Whether DynamoDB writes an item into a secondary index, and if not, why: a pure function of the
// item and the index's key schema, so the membership matrix and its tests share the one rule.
//
// The rule (DynamoDB's, which the engine reproduces in core/engine/tablekeys.h): an index holds an
// item iff every key attribute of the index, partition and sort, is present in the item with the
// type AttributeDefinitions declares. That is what makes a GSI sparse. An LSI's partition key is
// the table's, which every item has, so only the LSI's sort key decides. Writes that give an index
// key attribute another type are rejected, so a wrong type cannot be stored; it is still reported
// (as its own reason) rather than assumed away, because the matrix may be fed any JSON.
#pragma once

#include "common/tableinfo.h"

#include <QJsonObject>
#include <QStringList>

namespace lw {

struct IndexMembership
{
    QStringList missing;   // key attributes the item does not have, in key schema order
    QStringList wrongType; // key attributes present with another type than the declared one

    bool in() const { return missing.isEmpty() && wrongType.isEmpty(); }
    bool operator==(const IndexMembership &) const = default;
};

// `item` is DynamoDB JSON ({"PK": {"S": "x"}, ...}). A key attribute whose type the description
// omits (KeyAttribute::type empty) counts as present whatever its type.
IndexMembership indexMembership(const QJsonObject &item, const IndexInfo &index);

} // namespace lw
