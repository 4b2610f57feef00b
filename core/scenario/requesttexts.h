// The text of each step's request as the lesson file writes it. The request log prints an item's
// attributes in the order they were written (requestlog.h), which QJsonObject forgets, so the
// player keeps the text beside the parsed request.
#pragma once

#include <QByteArray>
#include <QList>

namespace lw::scenario {

// For each element of the array under the top-level member `array` of the JSON object `json`, the
// text of its member `member` as written (empty where an element has none, or is no object).
// `json` must be valid JSON (parse it with QJsonDocument first); empty when there is no such
// array.
QList<QByteArray> memberTextsOfArray(const QByteArray &json, QByteArrayView array,
                                     QByteArrayView member);

} // namespace lw::scenario
