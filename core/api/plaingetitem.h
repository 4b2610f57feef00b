// A GetItem read straight from its request's JSON bytes, for the call test suites make most: the
// endpoint (server/dynamoprotocol.h) answers it without the QJsonObject, the validation layer's
// pass over it and the members read out of it again, which together cost a quarter of a served
// GetItem.
//
// Only a plain request is read so: a JSON object with the members TableName (3 to 255 of
// [A-Za-z0-9_.-]), Key (an object of one or two attributes, each {"S": "…"} or {"N": "…"} with
// a number the validation layer and lw::Number both take), and, if present, ConsistentRead (true
// or false) and ReturnConsumedCapacity ("NONE", "TOTAL" or "INDEXES"), each once, every string
// printable ASCII without escapes, nothing after the object but white space. For such a request
// every check the long way makes passes, and it builds the same GetItemRequest; anything else
// (another member, a projection, a binary key, an escape, a duplicate, malformed JSON) is not
// read here, and goes the long way, which answers it, or refuses it, as the service does.
// tst_plaingetitem holds both ways to the same answers.
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

// The request `body` makes, when it is plain (above); nullopt otherwise.
std::optional<PlainGetItem> plainGetItem(QByteArrayView body);

} // namespace lw::api
