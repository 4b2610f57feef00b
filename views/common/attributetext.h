// How one DynamoDB attribute value ({"S": "x"}, {"N": "42"}, {"L": [...]}, ...) reads in a cell.
// Pure functions over the wire JSON, so every pane (items table, inspector, matrix) shows values
// the same way and the rules are testable without a model.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariant>

namespace lw {

// The type tag: "S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS" or "BS". Empty when `value`
// is not a one-key object with one of these tags (malformed input is shown, never asserted on).
QString attributeType(const QJsonObject &value);

// One line for a table cell. S and N as they are; B as base64 cut to a short prefix; BOOL as
// true/false; NULL as "null"; L and M as compact plain JSON (type tags dropped: they make nested
// values unreadable on a projector), sets as "{a, b}". L, M and sets are cut to `maxLength`
// characters with a trailing ellipsis.
QString attributeDisplayText(const QJsonObject &value, qsizetype maxLength = 60);

// The whole value as compact DynamoDB JSON (type tags kept, nothing cut), for tooltips.
QString attributeJson(const QJsonObject &value);

// What a sort proxy compares: N as a double (so 9 < 10), everything else as its display text.
QVariant attributeSortKey(const QJsonObject &value);

} // namespace lw
