// The parser for every DynamoDB expression grammar. Text is tokenized (lexer.h), parsed by
// recursive descent into the trees of ast.h, and checked on the way; the first syntax error
// stops the parse, every other error is noted in its slot and reported afterwards in DynamoDB's
// order of precedence (which differs between condition and update grammars, as the service's
// does). All errors are ValidationException; their texts follow docs/fidelity.md and
// dynalite's service-tested validators.
#pragma once

#include "ast.h"
#include "model/error.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QStringView>

namespace lw::expr {

// Limits beyond the lexer's (DynamoDB service quotas).
inline constexpr int kMaxOperators = 300;  // operators and functions in one expression
inline constexpr int kMaxInOperands = 100; // values on the right of IN
inline constexpr int kMaxNesting = 32;     // parentheses and document-path depth

// A request's ExpressionAttributeNames and ExpressionAttributeValues, shared by all of its
// expressions, and which of them the expressions used (for the "unused" errors).
struct Placeholders
{
    QHash<QString, QString> names;         // "#n" -> attribute name
    QHash<QString, AttributeValue> values; // ":v" -> value
    QSet<QString> usedNames, usedValues;
};

// Which member a condition came from: it decides the message prefix ("Invalid
// ConditionExpression: ") and whether a too-long expression reports its size.
enum class ConditionKind
{
    Condition,
    Filter,
    KeyCondition
};

// ConditionExpression / FilterExpression / KeyConditionExpression grammar:
//   or := and (OR and)* ; and := not (AND not)* ; not := NOT primary | primary
//   primary := '(' or ')' | operand comparator operand | operand BETWEEN operand AND operand
//            | operand IN '(' operand (',' operand)* ')' | function '(' operand, ... ')'
//   operand := '(' operand ')' | size '(' operand ')' | :value | path
// Keywords are case-insensitive, function names are not. A syntax error names the first token
// no reading of the text accepts ("NOT (#a)": <EOF>). Errors after the syntax, in order:
// redundant parentheses, unknown function, a function used where it is not allowed, a reserved
// word as attribute name, then the first condition with an undefined placeholder, a wrong
// operand count, a non-distinct operand or a wrong operand type. "The expression can not be
// empty;" for empty text. Texts are prefixed with "Invalid <Kind>Expression: ".
Result<Condition> parseCondition(QStringView text, ConditionKind kind, Placeholders &placeholders);

// KeyConditionExpression: parsed as a condition, then reduced to its key parts with DynamoDB's
// texts for what a key condition may not contain ("Invalid operator used in
// KeyConditionExpression: OR", "KeyConditionExpressions must only contain one condition per
// key", ...). Whether the names are the schema's keys is the engine's check.
Result<KeyCondition> parseKeyCondition(QStringView text, Placeholders &placeholders);

// The reduction step of parseKeyCondition() alone, for a condition parsed with
// ConditionKind::KeyCondition. DynamoDB applies it only after every expression of the request
// has parsed and every placeholder was found used, so a request reports a FilterExpression error
// or an unused placeholder before "Invalid operator used in KeyConditionExpression: OR"
// (api::parseExpressions() keeps that order). Errors: the key-condition texts of
// parseKeyCondition(), which carry no prefix.
Result<KeyCondition> keyConditionOf(const Condition &condition);

// UpdateExpression: sections SET a = v, ...; REMOVE a, ...; ADD a :v, ...; DELETE a :v, ...; in
// any order, each at most once. SET values: operand, operand + operand, operand - operand, with
// if_not_exists(path, operand) and list_append(operand, operand). Errors after the syntax, in
// order: reserved word, unknown function, repeated section, undefined name, undefined value,
// overlapping paths, conflicting paths, an ADD/DELETE operand of the wrong type, a function's
// operand count or type.
Result<UpdateActions> parseUpdate(QStringView text, Placeholders &placeholders);

// ProjectionExpression: path (',' path)*. Errors: reserved word, undefined name, overlapping
// paths, conflicting paths, in that order.
Result<QList<DocumentPath>> parseProjection(QStringView text, Placeholders &placeholders);

} // namespace lw::expr
