// Applying a parsed UpdateExpression (ast.h) to an item, as UpdateItem does after its condition
// passed. Every operand and every path is read from the item as it was before the update, so
// the actions' order never matters: `SET b = a REMOVE a` copies the old a, and list indexes
// in REMOVE and SET name the elements of the original list.
// Pure functions of their arguments; safe to call from any thread.
#pragma once

#include "ast.h"
#include "model/error.h"

namespace lw::expr {

// Whether UpdateItem found the item or is creating it. The service treats the two alike except
// for REMOVE below a missing attribute, which is an error on a stored item but ignored when the
// item does not exist (Scylla's DynamoDB-verified test_nested_attribute_remove_from_missing_item).
enum class ItemOrigin
{
    Stored,
    New, // `item` holds only the key the caller filled in
};

// `item` with `actions` applied. The caller checks the key attributes are not touched, the item
// size and the index key types; the parser has checked paths do not overlap or conflict and
// that ADD / DELETE operands are numbers or sets.
//
// SET path = v: v is a literal, a path (which must have a value), if_not_exists(path, v2) (the
// path's value if it has one, else v2), list_append(a, b) (both L, concatenated), a + b or
// a - b (both N, exact). Setting a list index past the end appends; several such appends go in
// index order. REMOVE path: a missing attribute, map key or list index is a no-op.
// ADD path v: a number adds to the number there (a missing one counts as zero); a set unions
// with the set of the same type there (or becomes it). DELETE path v: removes v's elements from
// the set there; an emptied set is removed (sets cannot be empty); a missing one is a no-op.
//
// Errors (ValidationException), all SET values first, then the actions in order:
// - "The provided expression refers to an attribute that does not exist in the item" — a path
//   operand with no value;
// - "An operand in the update expression has an incorrect data type" — list_append of a non-L,
//   +/- of a non-N, ADD to a value of another type than the operand (or to a non-number,
//   non-set), DELETE from a value that is not a set of the operand's type;
// - Number::add / Number::subtract's overflow and underflow texts for + - and ADD;
// - "The document path provided in the update expression is invalid for update" — the path's
//   parent is missing, or is not a map (for a name step) or a list (for an index step).
Result<Item> applyUpdate(const Item &item, const UpdateActions &actions,
                         ItemOrigin origin = ItemOrigin::Stored);

// The part of `item` the actions' paths name, nested maps and lists kept only as far as the
// paths go (applyProjection of the paths): UpdateItem's ReturnValues UPDATED_OLD when given the
// old item, UPDATED_NEW when given the new one.
Item updatedAttributes(const Item &item, const UpdateActions &actions);

} // namespace lw::expr
