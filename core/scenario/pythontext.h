// Values as the seed's Python scripts printed them, so that a lesson's transcript prints the same
// lines: json.dumps() for shown values, str() inside printed lines.
#pragma once

#include <QJsonValue>
#include <QStringList>

namespace lw::scenario {

// json.dumps(value, indent=indent) with Python's defaults: ", " and ": " between members on one
// line (indent < 0), or one member a line indented by `indent` spaces; non-ASCII escaped as
// \uXXXX; integral numbers without a fraction. An object's members named in `order` come first,
// in that order, at every depth (Python kept the order DynamoDB returned, which is no order we
// can know), then the rest in name order.
QString pythonJsonDumps(const QJsonValue &value, const QStringList &order = {}, int indent = -1);

// str(value): a string as it is, None, True, False, numbers as json.dumps writes them, and lists
// and dicts as Python writes them ("['a', 1]", "{'n': None}").
QString pythonStr(const QJsonValue &value);

} // namespace lw::scenario
