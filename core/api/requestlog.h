// One api call as the lessons' source texts print it (tests/data/seedlessons/), for the window's
// request log and the lesson player's transcripts:
//
//   >>> Query p30-ttl-expiry
//       key:        PK = 'USER#alice'
//       filter:     (attribute_not_exists(expiresAt) OR expiresAt > 1792496917)
//
// The header names the action and, when the request has one, its TableName. Then one line per
// member that says what the call does, label padded to 12 columns, in this order: client (who
// sent it, when a lesson names its clients), item, key,
// update, filter, condition, projection, IndexName, Limit, and for BatchWriteItem one
// "<table>: N puts, M deletes" line per table; for the PartiQL actions a "statement" line per
// statement (its whitespace collapsed) and a "parameters" line for those that have any. Expressions
// are shown with their placeholders replaced by the names and values they stand for; values as the
// seed's Python printed them: strings 'quoted', numbers bare, True/False/None, [lists], {maps with
// bare names}, sets as {values}. A key or item keeps the order of its members in the request text
// when it is given (QJsonObject sorts them), else sorts them as QJsonObject does. When the response
// carries ConsumedCapacity a last "capacity:" line gives the units.
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace lw {

// The lines of one call; `response` may be empty (the call failed, or is not known yet).
// `requestText` is the request as written (for member order), empty when there is none.
// `client` names who sent it (CallOptions::client): a "client:" line first, when not empty.
QStringList requestLogLines(const QString &action, const QJsonObject &request,
                            const QJsonObject &response = {}, const QByteArray &requestText = {},
                            const QString &client = {});

// A DynamoDB JSON value ({"S": "x"}) as the seed prints it: 'x', 42, True, [..], {a: ..}.
QString seedValueText(const QJsonObject &attributeValue);

// `expression` with each #name and :value placeholder replaced, as the seed prints expressions.
QString substitutePlaceholders(const QString &expression, const QJsonObject &names,
                               const QJsonObject &values);

} // namespace lw
