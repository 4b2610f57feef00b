// DynamoDB JSON ("typed" JSON: {"S": "x"}, {"N": "12"}, {"B": "<base64>"} …) in and out.
// Reading validates exactly as DynamoDB does and returns its error texts; writing produces the
// shapes DynamoDB returns (numbers normalised, binaries base64).
#pragma once

#include "attributevalue.h"
#include "error.h"

#include <QJsonObject>
#include <QJsonValue>

namespace lw {

// Errors: ValidationException ("Supplied AttributeValue is empty, must contain exactly one of the
// supported datatypes", "… has more than one datatypes set …", empty and duplicate sets, NULL
// false, number texts); SerializationException when a member has the wrong JSON type or a
// binary is not base64.
Result<AttributeValue> attributeFromJson(const QJsonValue &json);
QJsonObject attributeToJson(const AttributeValue &value);

// An item or key: a JSON object of attribute name → typed value. Same errors as above.
Result<Item> itemFromJson(const QJsonValue &json);
QJsonObject itemToJson(const Item &item);

} // namespace lw
