// The archive bucket on its own, as people want it outside the workbench: a zip with one entry
// per current object, named by its key and holding its body (GetArchiveObject's Body), in key
// order with the bundle's fixed timestamps, so the same bucket always makes the same bytes.
#pragma once

#include "model/error.h"
#include "model/workprogress.h"

#include <QJsonArray>
#include <QString>

namespace lw {
class Api;
}

namespace lw::bundle {

// Every current object as ListArchiveObjects lists them ({"Key", "Size", "StorageClass", …}),
// all pages in one array, in key order.
Result<QJsonArray> listBucketObjects(Api &api);

// The zip entry name for object key `key`: the key itself where it is a safe relative path, else
// with each unsafe part percent-encoded ("%" itself, backslashes, an empty, "." or ".." segment,
// a leading "/"), so no object can name a path outside the folder it is unzipped into.
QString bucketEntryName(const QString &key);

// Writes the bucket's objects to `zipPath` (replacing a file there only once complete), with
// `progress` after each object. Stopped by `progress` or failing, it leaves no file behind and
// any earlier file at `zipPath` as it was; a stop returns ValidationException "Export
// cancelled". Errors otherwise: the api's, or InternalServerError naming the file.
Status exportBucketZip(Api &api, const QString &zipPath, const WorkProgress &progress = {});

} // namespace lw::bundle
