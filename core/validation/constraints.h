// Stage 2 of the validation layer: the member constraints of a request that type-checked
// (docs/validation.md).
#pragma once

#include "model/error.h"
#include "shape.h"

#include <QJsonObject>

namespace lw::validation {

// Checks `request` (as typeCheck() returned it) against `members`. First, member by member, a
// required member that is absent ("The parameter 'TableName' is required but was not present in
// the request"), a member's own sentence for being empty and a table name's length, each
// failing alone; then every other constraint, in
// the members' order and depth first, collected into one RequestValidation error:
// "2 validation errors detected: Value null at 'keySchema' failed to satisfy constraint: Member
// must not be null; Value …". Like the service, it stops collecting at 10.
Status checkConstraints(const QJsonObject &request, const std::vector<Member> &members);

// A value as the constraint messages echo it: null bare, anything else quoted; lists as
// "[a, b]" with their elements unquoted, structures and maps as compact JSON, numbers as
// JavaScript prints them. Exposed for the custom checks' texts.
QString echo(const QJsonValue &value);
// `value` unquoted, as inside a list.
QString plainText(const QJsonValue &value);

// The RequestValidation error with `message`.
Error requestError(const QString &message);

} // namespace lw::validation
