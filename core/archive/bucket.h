// The archive bucket: an S3-like object store inside the workspace (docs/architecture.md "Streams
// and consumers"). Objects have keys, versions, sizes, times, storage classes and tags; the bucket
// is versioned (versioning can be suspended, as on S3); lifecycle rules (bucketlifecycle.h) act on
// the simulated clock.
//
// Every call works inside the caller's LMDB transaction (and so on its thread), so the engine can
// archive an item in the same write transaction that deletes it. Nothing here reads the wall clock:
// writes take `nowMs` from the caller. Time only moves through runLifecycle(): before writing at
// `nowMs`, callers run the lifecycle up to `nowMs`, as the workspace clock does for TTL, so that
// actions fall due in time order. The same steps give the same bytes, version ids included.
//
// Errors: InternalServerError for LMDB failures and damaged records; S3's client errors as
// s3Error() values (bucketlifecycle.h): InvalidArgument, KeyTooLongError, MalformedXML,
// InvalidRequest, InvalidTag, BadRequest. A missing object is not an error: getObject() returns
// none.
//
// FROZEN on-disk formats. time := ms as u64 big-endian with the sign bit flipped, so earlier
// sorts first; ~x := bitwise complement, so newer sorts first; texts are UTF-8.
//   keyPart    := key                                   (the key's UTF-8, up to 480 bytes)
//               | key[0..440) 0xFF hex(sha1(key))       (longer: LMDB keys end at 511 bytes;
//                                                        hex in lower case)
//   versionKey := keyPart 0x00 ~seq:u64be
// Keys hold no 0x00 and UTF-8 no 0xFF, so a key's versions sit together, newest first, and keys
// sort in S3's order (UTF-8 bytes), except where keys share their first 440 bytes and one is
// over 480 bytes long: those over 480 come after the others, and in digest order.
//   bucketObjects    'v' versionKey -> header
//                    'b' versionKey -> the body (absent when empty and for delete markers)
//     header := 0x01 flags:u8 class:u8 lastModified:i64le since:i64le size:i64le md5:16
//               contentTypeLen:u16le contentType
//               tagCount:u8 (keyLen:u16le key valueLen:u16le value)*   (sorted by key)
//               [keyLen:u16le key]                      (the whole key, with flag 0x10)
//     flags  := 0x01 delete marker | 0x02 version id "null" | 0x04 since = became noncurrent
//             | 0x08 since = this current delete marker was left alone (no other version)
//             | 0x10 the key part is a digest
//     class  := StorageClass (bucketlifecycle.h)
//   bucketMeta       "versioning" -> 0x00 Enabled | 0x01 Suspended (absent: Enabled)
//                    "nextSeq"    -> u64le, the next version's seq (absent: 1)
//                    "lifecycle"  -> the configuration's JSON, compact, as toJson() writes it
//   bucketLifecycle  'q' dueTime versionKey -> kind:u8 toClass:u8 ruleId  (ActionKind, class)
//                    'r' versionKey -> dueTime           (the version's entry, to find it again)
// A version's id is "null" (flag 0x02) or record::versionIdFor(seq). bucketLifecycle is derived:
// at most one entry per version (its next action), re-planned whenever the version's key
// changes and for every key when the configuration does.
#pragma once

#include "bucketlifecycle.h"
#include "bucketobjects.h"
#include "storage/lmdb.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace lw::bucket {

struct BucketDbs
{
    storage::Dbi objects, meta, lifecycle;
    // Opens (creating) "bucketObjects", "bucketMeta" and "bucketLifecycle". The transaction must
    // be a write transaction that commits for the handles to stay valid.
    static Result<BucketDbs> open(storage::Txn &txn);
};

// FROZEN (stored in bucketMeta).
enum class Versioning : quint8
{
    Enabled = 0,
    Suspended = 1, // new versions get the id "null", replacing the previous "null" version
};
Result<Versioning> versioning(storage::Txn &txn, const BucketDbs &dbs);
// Existing versions stay as they are (S3 keeps them when versioning is suspended).
Status setVersioning(storage::Txn &txn, const BucketDbs &dbs, Versioning versioning);

// Stores a new version and returns its id. Errors: KeyTooLongError, InvalidArgument (empty key,
// a key holding U+0000 or invalid UTF-16, a Content-Type over 1024 bytes), BadRequest (more than
// 10 tags), InvalidTag (an empty tag key, a key over 128 or a value over 256 characters).
Result<QString> putObject(storage::Txn &txn, const BucketDbs &dbs, const PutObjectRequest &request,
                          qint64 nowMs);

// The current version, or the one named. None where S3 answers NoSuchKey (no such key, or its
// current version is a delete marker) or NoSuchVersion. A delete marker named by its id is
// returned with deleteMarker set (S3 answers that GET with 405 MethodNotAllowed). Errors:
// InvalidArgument "Invalid version id specified" for an id this bucket never makes.
Result<std::optional<StoredObject>> getObject(storage::Txn &txn, const BucketDbs &dbs,
                                              const QString &key,
                                              const std::optional<QString> &versionId = {});

// Without a version id: places a delete marker (even on a key that has no versions, as S3 does).
// With one: deletes that version for good; the next one down becomes current.
Result<DeleteOutcome> deleteObject(storage::Txn &txn, const BucketDbs &dbs, const QString &key,
                                   const std::optional<QString> &versionId, qint64 nowMs);

// ListObjectsV2 without a delimiter. `continuationToken` is a previous page's token.
Result<ObjectPage> listObjects(storage::Txn &txn, const BucketDbs &dbs, const QString &prefix,
                               const std::optional<QString> &continuationToken = {},
                               int maxKeys = 1000);
// Every version and delete marker under the prefix: keys in order, each key's newest first.
Result<QList<ObjectVersion>> listObjectVersions(storage::Txn &txn, const BucketDbs &dbs,
                                                const QString &prefix);

// Reads every version's header once (not the bodies): O(versions). The pane asks after a change,
// and the bucket holds archived items, not a data lake; counters kept on every write would need
// a format of their own and could drift.
Result<BucketTotals> totals(storage::Txn &txn, const BucketDbs &dbs);

// Lifecycle. Setting a configuration re-plans every version (O(versions)); the first actions fall
// due at the first midnight UTC at or after `nowMs`, even for objects long past a rule's days.
// A configuration built by hand is checked as fromJson() checks one (the same errors).
Status putLifecycleConfiguration(storage::Txn &txn, const BucketDbs &dbs,
                                 const LifecycleConfiguration &config, qint64 nowMs);
Result<std::optional<LifecycleConfiguration>> lifecycleConfiguration(storage::Txn &txn,
                                                                     const BucketDbs &dbs);
Status deleteLifecycleConfiguration(storage::Txn &txn, const BucketDbs &dbs);

// When the next pending action falls due; none when no rule will act on anything.
Result<std::optional<qint64>> nextLifecycleDueMs(storage::Txn &txn, const BucketDbs &dbs);
// Applies every action due at or before `untilMs`, in time order (then key order, then newest
// version first), and returns them in that order. Each costs O(versions of its key) plus LMDB
// lookups: pending actions are kept in a queue by due time, so nothing else is read. Running to
// t in one call or in many gives the same state.
Result<QList<LifecycleAction>> runLifecycle(storage::Txn &txn, const BucketDbs &dbs,
                                            qint64 untilMs);

} // namespace lw::bucket
