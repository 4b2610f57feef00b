// Reading a table or one of its indexes ("a view") page by page through the api's Scan, as of now
// or of a past time, in constant memory: the exports and the bundle's items file read through
// here, so they list exactly what Scan lists (an index only the items its sparse key holds,
// projected as it projects them).
//
// Threads: as Api (one thread at a time).
#pragma once

#include "api/api.h"
#include "api/formatvalues.h" // View
#include "model/error.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>

#include <functional>

namespace lw::formats {

// Calls `page` with each Scan page's Items (DynamoDB JSON), in Scan's order, until the last page,
// until `page` answers false (stop) or until it fails. Errors: Scan's (ResourceNotFoundException
// for an unknown table, "The table does not have the specified index: <name>" …), or the first
// error `page` returns.
using Page = std::function<Result<bool>(const QJsonArray &items)>;
Status scanView(Api &api, const View &view, const Page &page);

// How many items the view holds (Scan with Select COUNT, every page). Errors: as scanView.
Result<qint64> countView(Api &api, const View &view);

// One line of DynamoDB's S3 export format: {"Item": <item>} in compact JSON, then "\n".
QByteArray itemLine(const QJsonValue &item);

} // namespace lw::formats
