// Stage 1 of the validation layer: the service's deserialiser reading a request against its
// shape (docs/validation.md).
#pragma once

#include "model/error.h"
#include "shape.h"

#include <QJsonObject>

namespace lw::validation {

// Reads `request` as the deserialiser does, member by member in the order of `members`, depth
// first. Returns the request as read: members the shape does not name and members that are null
// dropped, a Boolean given as "true"/"1"/"yes" or "false"/"0"/"no" (any case) turned into a
// boolean, an Integer or Long rounded down. A member of the wrong JSON type is a
// SerializationException with the Coral text, e.g. "TRUE_VALUE cannot be converted to String",
// "Start of structure or map found where not expected", "Unexpected field type" (the full list
// is in typecheck.cpp). Members of a JSON object are read in key order (QJsonObject sorts them).
Result<QJsonObject> typeCheck(const QJsonObject &request, const std::vector<Member> &members);

} // namespace lw::validation
