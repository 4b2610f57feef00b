// GetItem and PutItem read straight from their requests' JSON bytes, the calls test suites make
// most: the endpoint (server/dynamoprotocol.h) answers them without the QJsonObject, the
// validation layer's pass over it and the members read out of it again, which together cost a
// quarter to a third of a served call.
//
// Only a plain request is read so: a JSON object with the members TableName (3 to 255 of
// [A-Za-z0-9_.-]) and, for GetItem, Key (one or two attributes), for PutItem, Item (at least
// one attribute), and, if present, ReturnConsumedCapacity ("NONE", "TOTAL" or "INDEXES") and,
// for GetItem, ConsistentRead (true or false); each once. An attribute's value is {"S": "…"} or
// {"N": "…"} with a number the validation layer and lw::Number both take, or in an Item also
// {"BOOL": true|false} or {"NULL": true}; every string (names too) printable ASCII without
// escapes, names not empty; nothing after the object but white space. For such a request every
// check the long way makes before the engine passes, and it builds the same request for the
// engine; anything else (another member, an expression, a binary, set, list or map value, an
// escape, a duplicate, malformed JSON) is not read here and goes the long way, which answers it,
// or refuses it, as the service does. tst_plainrequests holds both ways to the same answers.
//
// Pure; any thread.
#pragma once

#include "engine/capacity.h"
#include "engine/requests.h"

#include <QByteArrayView>

#include <optional>

namespace lw::api {

struct PlainGetItem
{
    GetItemRequest get;
    ReturnConsumedCapacity capacity = ReturnConsumedCapacity::None;
};

struct PlainPutItem
{
    PutItemRequest put; // ReturnValues NONE, no condition
    ReturnConsumedCapacity capacity = ReturnConsumedCapacity::None;
};

// The request `body` makes, when it is plain (above); nullopt otherwise.
std::optional<PlainGetItem> plainGetItem(QByteArrayView body);
std::optional<PlainPutItem> plainPutItem(QByteArrayView body);

} // namespace lw::api
