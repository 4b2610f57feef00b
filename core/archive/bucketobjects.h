// The archive bucket's objects as values: what its calls (bucket.h) take and return, and what the
// engine's door to the bucket (engine/archivebucket.h) hands above the engine.
#pragma once

#include "bucketlifecycle.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace lw::bucket {

struct PutObjectRequest
{
    QString key;
    QByteArray body;
    QString contentType = QStringLiteral("binary/octet-stream"); // S3's default
    Tags tags;                                                   // at most 10
    StorageClass storageClass = StorageClass::Standard;
};

// One version as S3 lists it.
struct ObjectVersion
{
    QString key;
    QString versionId;
    bool deleteMarker = false;
    bool isLatest = false;
    qint64 lastModifiedMs = 0;
    qint64 size = 0;
    StorageClass storageClass = StorageClass::Standard;
    QString eTag; // "\"<md5 hex>\"", empty for delete markers
    QString contentType;
    Tags tags;
    std::optional<qint64> noncurrentSinceMs; // when a newer version replaced it
    bool operator==(const ObjectVersion &) const = default;
};

struct StoredObject
{
    ObjectVersion version;
    QByteArray body;
};

struct DeleteOutcome
{
    QString versionId;         // the marker placed, or the version removed
    bool deleteMarker = false; // a marker was placed, or the version removed was one
    bool removed = false;      // a version was deleted for good (false: no such version)
};

struct ObjectPage
{
    QList<ObjectVersion> objects; // current versions that are not delete markers, in key order
    std::optional<QString> nextContinuationToken; // set while more remain
};

struct BucketTotals
{
    qint64 objects = 0; // what ListObjects shows
    qint64 currentBytes = 0;
    qint64 noncurrentVersions = 0; // delete markers not counted
    qint64 noncurrentBytes = 0;
    qint64 deleteMarkers = 0;
    QMap<StorageClass, qint64> bytesByClass; // every stored version, current or not
    bool operator==(const BucketTotals &) const = default;
};

struct LifecycleAction
{
    qint64 atMs = 0;
    QString key;
    QString versionId; // the version acted on
    ActionKind kind = ActionKind::Transition;
    StorageClass toClass = StorageClass::Standard; // transitions
    QString ruleId;
    QString deleteMarkerVersionId; // Expire: the marker placed
    bool operator==(const LifecycleAction &) const = default;
};

} // namespace lw::bucket
