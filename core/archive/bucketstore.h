// The bucket's storage steps shared by the object operations and the lifecycle run: reading a
// key's versions, writing and erasing one, and keeping the pending-action queue in step.
// Internal to core/archive.
#pragma once

#include "bucket.h"
#include "bucketrecord.h"

namespace lw::bucket::store {

Error corrupt(const QString &what);

struct Version
{
    quint64 seq = 0;
    record::Header header;
};

// An object key as S3 sees it (UTF-8) and as the version keys hold it (record::keyPart). The
// store functions below name a key by its part.
struct ObjectKey
{
    QByteArray utf8, part;
};
// Checks the key as S3 does: UTF-8, 1 to 1024 bytes. The workbench also refuses U+0000, which its
// key encoding uses as the separator.
Result<ObjectKey> objectKey(const QString &key);
// The whole key of a stored version.
ObjectKey storedKey(const QByteArray &keyPart, const record::Header &header);

// Every version of the key, newest (the current one) first.
Result<QList<Version>> versionsOf(storage::Txn &txn, const BucketDbs &dbs,
                                  const QByteArray &keyPart);
QString versionIdOf(const Version &version);
ObjectVersion describe(const QByteArray &keyPart, const Version &version, bool isLatest);

Result<quint64> takeSeq(storage::Txn &txn, const BucketDbs &dbs);
Status writeHeader(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &keyPart,
                   const Version &version);
// Deletes a version for good: its header, its body and its pending action.
Status eraseVersion(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &keyPart,
                    quint64 seq);
// Puts a delete marker on top of the key at `atMs`, as a DeleteObject without a version id does:
// a new version while versioning is enabled, else the "null" version (replacing any other).
Result<QString> placeDeleteMarker(storage::Txn &txn, const BucketDbs &dbs, const ObjectKey &key,
                                  qint64 atMs);

Result<std::optional<LifecycleConfiguration>> loadLifecycle(storage::Txn &txn,
                                                            const BucketDbs &dbs);
// Stores the configuration (none: removes it); the caller re-plans the queue.
Status saveLifecycle(storage::Txn &txn, const BucketDbs &dbs,
                     const std::optional<LifecycleConfiguration> &config);

// After any change to the key's versions at `atMs`: records when versions became noncurrent (or
// a delete marker was left alone) and re-plans each version's next lifecycle action, none due
// before the first midnight at or after `atMs`. `actedSeq`, the version lifecycle just acted on,
// waits for the next day's run: of the actions due on one day S3 applies the one with precedence
// (a transition before a delete marker), so the other waits a day.
Status settleKey(storage::Txn &txn, const BucketDbs &dbs, const LifecycleConfiguration *config,
                 const QByteArray &keyPart, qint64 atMs,
                 std::optional<quint64> actedSeq = std::nullopt);
// Drops every pending action.
Status clearQueue(storage::Txn &txn, const BucketDbs &dbs);

} // namespace lw::bucket::store
