// A parsed statement as the DynamoDB request(s) it means (docs/partiql.md). The requests run
// through lw::Api like any other call, so what a PartiQL write does to history, streams, TTL,
// consumers and capacity is by construction what the equivalent PutItem, UpdateItem or DeleteItem
// does. Attribute names become #n placeholders and values :v placeholders, so reserved words and
// any value work.
//
// Planning, as the service plans: a SELECT whose WHERE's top-level AND pins the partition key of
// the table or index with = (or IN: one Query per value) is a Query, a sort-key comparison (=, <,
// <=, >, >=, BETWEEN, begins_with) becoming part of its key condition and the other conjuncts its
// FilterExpression; any other SELECT is a Scan with the whole WHERE as its filter. A conjunct
// beside the key condition that names a key attribute again (the FilterExpression may not) makes
// it a Scan too.
//
// Errors (ValidationException unless said): "Number of parameters in request and statement don't
// match." (counts differ), "Where clause does not contain a mandatory equality on all key
// attributes" (a write, a batched or transactional read without `key = value` for every key
// attribute), "Invalid returning clause: <clause>. Only RETURNING ALL OLD * is allowed in DELETE
// statements.", "The table does not have the specified index: <index>", "Unsupported operation:
// <what>" for what DynamoDB's PartiQL cannot express (a bare path as a condition, a subquery in a
// WHERE, arithmetic outside SET, unknown functions), and for set literals "Unsupported set: a set
// must hold strings, numbers or binaries, all of one type, and at least one".
#pragma once

#include "ast.h"
#include "model/error.h"
#include "model/tabledefinition.h"

#include <QJsonArray>
#include <QJsonObject>

namespace lw::partiql {

struct Plan
{
    // "Query", "Scan", "PutItem", "UpdateItem", "DeleteItem"; for the batch and transaction forms
    // "GetItem" and "ConditionCheck".
    QString action;
    // The action's request: one per IN value for a Query, else one. Without the members the
    // caller adds (Limit, ConsistentRead, ReturnConsumedCapacity, ExclusiveStartKey, …).
    QList<QJsonObject> requests;
    // SELECT: the projected paths, each returned under its last name; empty for `*`.
    QList<Path> projection;
    // INSERT: a failed condition means the key exists (DuplicateItemException).
    bool insert = false;
    // UPDATE and DELETE with RETURNING: the response's Items hold the returned attributes.
    bool returnsItem = false;
};

// The plan for ExecuteStatement. `table` is the statement's target table; `parameters` the
// request's Parameters (typed AttributeValues, in `?` order).
Result<Plan> plan(const Statement &statement, const TableDefinition &table,
                  const QJsonArray &parameters);

// The plan for one statement of BatchExecuteStatement or ExecuteTransaction: a SELECT becomes a
// GetItem (its WHERE must pin the whole key and nothing else), EXISTS(SELECT …) a ConditionCheck
// (attribute_exists of the hash key and the WHERE's other conjuncts; NOT EXISTS the opposite),
// the writes as plan() makes them.
Result<Plan> planItem(const Statement &statement, const TableDefinition &table,
                      const QJsonArray &parameters);

// NextToken as the workbench writes it: the position among a SELECT's Queries and the
// LastEvaluatedKey to go on from, base64url JSON. read fails with ValidationException
// "The provided starting key is invalid" for anything else.
QString nextToken(qsizetype request, const QJsonObject &lastEvaluatedKey);
struct Resume
{
    qsizetype request = 0;
    QJsonObject exclusiveStartKey;
};
Result<Resume> readNextToken(const QString &token);

} // namespace lw::partiql
