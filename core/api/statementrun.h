// What ExecuteStatement, BatchExecuteStatement and ExecuteTransaction share: reading one
// statement member ({Statement, Parameters}), parsing it, finding its table, and shaping what
// the translated actions answer into what the PartiQL actions answer (docs/partiql.md).
#pragma once

#include "api/api.h"
#include "model/error.h"
#include "model/tabledefinition.h"
#include "partiql/ast.h"

#include <QJsonArray>
#include <QJsonObject>

namespace lw {
class Engine;
}

namespace lw::api {

struct PreparedStatement
{
    partiql::Statement statement;
    TableDefinition table;
    QJsonArray parameters;
};

// The Statement and Parameters members of `member` (the request itself for ExecuteStatement,
// one element of Statements or TransactStatements otherwise), as the validation layer passed
// them (validation/actions: the ExecuteStatement spec and its siblings' elements), parsed, and
// the table the statement names. Errors: the parser's (partiql/parser.h), ResourceNotFoundException
// "Requested resource not found" for a table that does not exist.
Result<PreparedStatement> prepareStatement(const Engine &engine, const QJsonObject &member);

// A projected item as PartiQL returns it: each path's value under the path's last name (`SELECT
// a.b` answers {"b": …}); the item unchanged for `SELECT *` (an empty projection).
QJsonObject projectedItem(const QJsonObject &item, const QList<partiql::Path> &projection);

// Adds `more`'s capacity figures to `sum` (both ConsumedCapacity objects of one table: numbers
// added, nested Table / index objects added member by member).
void addCapacityJson(QJsonObject &sum, const QJsonObject &more);

// The ConsumedCapacity list of a batch: one entry per table, in order of first appearance.
void addToCapacityList(QJsonArray &list, const QJsonObject &capacity);

// Runs a request the translator built (partiql/translate.h) through the dispatch as Api::call
// does, without the validation layer: the service's front end checks the PartiQL action's own
// request, and the statement's Query, PutItem or transaction runs inside the service, never
// meeting it. What a statement's parameters get wrong is answered by the api's reading of the
// request (its attribute values parsed as DynamoDB JSON), as before (docs/validation.md).
Result<QJsonObject> callTranslated(Engine &engine, QStringView action, const QJsonObject &request,
                                   const CallOptions &options);

// The error of a statement as a batch's Responses carry it: {"Code": "ValidationError" |
// "ConditionalCheckFailed" | "DuplicateItem" | "ResourceNotFound" | …, "Message": …} and the
// error's Item when ReturnValuesOnConditionCheckFailure asked for it.
QJsonObject statementError(const Error &error);

// DuplicateItemException "Duplicate primary key exists in table": an INSERT's failed
// attribute_not_exists.
Error duplicateItem();

} // namespace lw::api
