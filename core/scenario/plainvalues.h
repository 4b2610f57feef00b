// DynamoDB JSON made plain, as boto3's resource layer hands it to Python code: {"S": "x"} is "x",
// {"N": "42"} is 42, {"M": …} an object, sets and lists arrays. Lessons show and select plain
// values because the seed's scripts printed them so.
#pragma once

#include <QJsonValue>

namespace lw::scenario {

// `value` with every typed attribute map under a member named Item, Items, Attributes, Keys,
// NewImage, OldImage or LastEvaluatedKey made plain, at any depth; everything else as it was. A
// member of one of those names that does not hold attribute maps (GetArchiveObject's "Key" is
// not one of them for that reason) is left alone. Numbers become JSON numbers, exact up to 2^53.
QJsonValue plainValues(const QJsonValue &value);

// One typed attribute value made plain; undefined when `typed` is not one.
QJsonValue plainAttribute(const QJsonValue &typed);

} // namespace lw::scenario
