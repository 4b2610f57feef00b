// Stage 2 of the validation layer: the member constraints of a request that type-checked
// (docs/validation.md).
#pragma once

#include "model/error.h"
#include "shape.h"

#include <QJsonObject>

namespace lw::validation {

// How an action's constraint message reads, which differs by the generation of the service's
// framework behind the action, as captured from the service (docs/validation.md). A null is
// always "Value null at".
enum class Wording
{
    Classic,   // every value quoted, "Value '' at", "Value '[]' at" (the table and item actions)
    HideEmpty, // an empty string, list or map shows nothing, "Value at" (UpdateTimeToLive)
    // Only the first failure, and a length failure shows no value, "Value at"; an enum's does
    // (TransactWriteItems, TransactGetItems).
    Newer,
};

// Checks `request` (as typeCheck() returned it) against `members`. First, member by member, a
// required member that is absent ("The parameter 'TableName' is required but was not present in
// the request"), a member's own sentence for being empty and a table name's length, each
// failing alone; then every other constraint, in
// the members' order and depth first, collected into one RequestValidation error:
// "2 validation errors detected: Value null at 'keySchema' failed to satisfy constraint: Member
// must not be null; Value …". Like the service, it stops collecting at 10; how much of each value
// it shows, and for the newer framework that it stops at the first, `wording` says.
Status checkConstraints(const QJsonObject &request, const std::vector<Member> &members,
                        Wording wording = Wording::Classic);

// A value as the constraint messages show it inside their quotes: lists as "[a, b]" with their
// elements unquoted, structures and maps as compact JSON, numbers as JavaScript prints them. The
// custom checks' texts use it too ("Input collection [a, a] contains duplicates.").
QString plainText(const QJsonValue &value);

// The RequestValidation error with `message`.
Error requestError(const QString &message);

} // namespace lw::validation
