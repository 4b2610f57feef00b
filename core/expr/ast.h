// The parsed form of DynamoDB's expressions: one tree for conditions (ConditionExpression,
// FilterExpression, KeyConditionExpression) and one for UpdateExpression, built once per request
// by parser.h with every placeholder already resolved, then evaluated per item (evaluate.h,
// applyupdate.h) without looking at text again.
#pragma once

#include "documentpath.h"
#include "model/attributevalue.h"

#include <vector>

namespace lw::expr {

// Something that yields a value for an item: a document path, a literal from
// ExpressionAttributeValues, or a function of other operands.
struct Operand
{
    enum class Kind
    {
        Path,        // `path`: the attribute at that path, or nothing
        Value,       // `value`
        Size,        // size(args[0])                       — conditions only
        IfNotExists, // if_not_exists(args[0] path, args[1]) — SET values only
        ListAppend,  // list_append(args[0], args[1])        — SET values only
        Plus,        // args[0] + args[1]                    — SET values only
        Minus,       // args[0] - args[1]                    — SET values only
    };
    Kind kind = Kind::Path;
    DocumentPath path;
    AttributeValue value;
    std::vector<Operand> args;
};

// Operands built in code rather than parsed: legacy parameters, key conditions, tests.
inline Operand pathOperand(DocumentPath path)
{
    Operand o;
    o.path = std::move(path);
    return o;
}
inline Operand attributeOperand(const QString &name)
{
    return pathOperand({PathElement{name, -1}});
}
inline Operand valueOperand(AttributeValue value)
{
    Operand o;
    o.kind = Operand::Kind::Value;
    o.value = std::move(value);
    return o;
}

enum class Comparator
{
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge
};

struct Condition
{
    enum class Kind
    {
        Compare,            // operands[0] <comparator> operands[1]
        Between,            // operands[0] BETWEEN operands[1] AND operands[2]
        In,                 // operands[0] IN (operands[1], ...)
        AttributeExists,    // attribute_exists(operands[0] path)
        AttributeNotExists, // attribute_not_exists(operands[0] path)
        AttributeType,      // attribute_type(operands[0], operands[1])
        BeginsWith,         // begins_with(operands[0], operands[1])
        Contains,           // contains(operands[0], operands[1])
        And,                // children[0] AND children[1]
        Or,                 // children[0] OR children[1]
        Not,                // NOT children[0]
    };
    Kind kind = Kind::Compare;
    Comparator comparator = Comparator::Eq;
    std::vector<Operand> operands;
    std::vector<Condition> children;
};

// One action of an UpdateExpression. Paths of different actions never overlap (the parser
// rejects that), so actions are independent of each other's order.
struct UpdateAction
{
    enum class Kind
    {
        Set,    // path = value
        Remove, // path
        Add,    // path value  (a Number or a set, checked by the parser for literals)
        Delete, // path value  (a set)
    };
    Kind kind = Kind::Set;
    DocumentPath path;
    Operand value; // unused for Remove
};
using UpdateActions = std::vector<UpdateAction>;

// A Query's KeyConditionExpression, reduced to what it means: equality on one attribute and at
// most one condition on another. Which of them is the partition key is checked against the
// table or index schema by the engine.
struct KeyCondition
{
    struct Part
    {
        enum class Op
        {
            Eq,
            Lt,
            Le,
            Gt,
            Ge,
            Between,
            BeginsWith
        };
        QString name;
        Op op = Op::Eq;
        AttributeValue value;
        AttributeValue upper; // Between only
    };
    std::vector<Part> parts; // one or two, as written
};

} // namespace lw::expr
