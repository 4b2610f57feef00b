// Evaluating a parsed ConditionExpression / FilterExpression (ast.h) against one item.
// Evaluation never fails: everything DynamoDB rejects (unknown functions, literals of the wrong
// type, a reversed BETWEEN of two literals) was rejected by the parser. What remains is data, and
// data of the wrong type or a missing attribute makes a comparison false, never an error.
// Pure functions of their arguments; safe to call from any thread.
#pragma once

#include "ast.h"

#include <optional>

namespace lw::expr {

// The value at `path` in `item`, or null when there is none: a missing attribute or map key, a
// name step on anything but a map, an index step on anything but a list or past its end.
// The pointer is into `item` and valid while it is unchanged.
const AttributeValue *resolvePath(const Item &item, const DocumentPath &path);

// What a condition operand yields: a value borrowed from the item or the tree, a value computed
// by size(), or nothing. Copies and moves keep pointing at the same value.
class OperandValue
{
public:
    OperandValue() = default;
    static OperandValue borrowed(const AttributeValue *value);
    static OperandValue owned(AttributeValue value);

    // Null when the operand has no value.
    const AttributeValue *get() const { return m_owned ? &*m_owned : m_borrowed; }
    explicit operator bool() const { return get() != nullptr; }

private:
    const AttributeValue *m_borrowed = nullptr;
    std::optional<AttributeValue> m_owned;
};

// A condition operand's value for `item`: Path → the value there (resolvePath); Value → the
// literal; Size → size(args[0]) as a Number: S its length in UTF-16 code units (what the
// service counts: "é𝄞" has size 3), B its bytes, SS/NS/BS/L their elements, M its entries;
// N, BOOL, NULL or no value give no value. The update-only kinds (IfNotExists, ListAppend,
// Plus, Minus) give no value here; applyupdate.h evaluates those.
// Valid while `item` and `operand` are.
OperandValue evaluateOperand(const Operand &operand, const Item &item);

// Whether `item` satisfies `condition` (an empty item stands for a missing one), by DynamoDB's
// rules:
// - `a = b`: both have values of the same type and are equal (numbers numerically, sets as
//   sets). `a <> b` is its negation, so it holds when either side has no value — even both.
// - `< <= > >=`: both S (ordered by UTF-8 bytes, i.e. code points), both N (numerically) or
//   both B (unsigned bytes); anything else is false.
// - BETWEEN: the three are S, N or B of one type and lower <= a <= upper.
// - IN: a has a value equal to one of the listed ones.
// - attribute_exists / attribute_not_exists: whether the path has a value.
// - attribute_type(a, t): t is a type name ("S", "SS", "NULL", ...) and a has that type.
// - begins_with(a, p): a and p both S (prefix) or both B (byte prefix).
// - contains(a, v): a S and v a substring; a B and v a B within it; a SS / NS / BS and v a member
//   of the element type; a L and v equal to one of its elements (any type).
// - AND, OR, NOT as usual, evaluated left to right with short-circuit.
bool evaluate(const Condition &condition, const Item &item);

// Every document path `condition` reads, in the order written.
QList<DocumentPath> pathsReadBy(const Condition &condition);

} // namespace lw::expr
