// The archive bucket's lifecycle configuration in S3's own JSON shape (what
// `aws s3api put-bucket-lifecycle-configuration --lifecycle-configuration` takes), and S3's rules
// for what happens next to one object version, and when. Pure values and functions: no storage,
// no clock; bucket.h applies them on the simulated clock.
//
// Timing (S3 User Guide, "Lifecycle rule delay" and "Lifecycle configuration elements"): S3 adds
// the rule's days to the object's creation (or, for noncurrent actions, to the moment it became
// noncurrent) and rounds the result to midnight UTC of the next day. Every due time is therefore
// a midnight UTC.
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace lw::bucket {

// FROZEN (stored in every version record): the storage classes, numbered for the record.
enum class StorageClass : quint8
{
    Standard = 0,
    StandardIa = 1,
    OnezoneIa = 2,
    IntelligentTiering = 3,
    GlacierIr = 4,
    Glacier = 5,
    DeepArchive = 6,
};
constexpr int kStorageClassCount = 7;
QString storageClassName(StorageClass storageClass); // "STANDARD", "STANDARD_IA", ...
std::optional<StorageClass> storageClassFromName(QStringView name);
// Whether lifecycle may move an object from `from` to `to`: S3's one-way "waterfall"
// (STANDARD → STANDARD_IA → INTELLIGENT_TIERING → ONEZONE_IA → GLACIER_IR → GLACIER →
// DEEP_ARCHIVE, never back up, and ONEZONE_IA never to GLACIER_IR).
bool canTransition(StorageClass from, StorageClass to);

using Tags = QMap<QString, QString>;

struct LifecycleFilter
{
    QString prefix; // empty: every key
    Tags tags;      // all must be on the object, with these values
    std::optional<qint64> sizeGreaterThan, sizeLessThan; // bytes, both exclusive
    // The filter as given ({"Prefix": …}, {"And": {…}}, {} …), echoed by toJson(). Absent for a
    // rule that used the legacy rule-level "Prefix".
    std::optional<QJsonObject> json;

    bool matches(const QString &key, const Tags &objectTags, qint64 size) const;
    bool hasSizeCondition() const { return sizeGreaterThan || sizeLessThan; }
};

struct LifecycleTransition
{
    int days = 0;
    StorageClass storageClass = StorageClass::Glacier;
};

struct NoncurrentTransition
{
    int noncurrentDays = 0;
    StorageClass storageClass = StorageClass::Glacier;
    std::optional<int> newerNoncurrentVersions;
};

struct NoncurrentExpiration
{
    int noncurrentDays = 1;
    // Keep this many newer noncurrent versions: a version is eligible only when at least this
    // many noncurrent versions are newer than it.
    std::optional<int> newerNoncurrentVersions;
};

struct LifecycleRule
{
    QString id; // may be empty (S3 would invent one; the workbench keeps the rule unnamed)
    bool enabled = true;
    LifecycleFilter filter;
    QList<LifecycleTransition> transitions;
    std::optional<int> expirationDays;
    std::optional<bool> expiredObjectDeleteMarker;
    std::optional<NoncurrentExpiration> noncurrentExpiration;
    QList<NoncurrentTransition> noncurrentTransitions;
    // Accepted and echoed; never acts (the bucket has no multipart uploads).
    std::optional<int> abortIncompleteMultipartUploadDays;
};

// S3's TransitionDefaultMinimumObjectSize: which objects under 128 KB a rule without a size
// condition may transition. S3's default is AllStorageClasses128K (none).
enum class MinimumTransitionSize
{
    AllStorageClasses128K, // "all_storage_classes_128K": objects under 128 KB never transition
    VariesByStorageClass,  // "varies_by_storage_class": they may go to GLACIER or DEEP_ARCHIVE
};
constexpr qint64 kSmallObjectBytes = 128 * 1024;

struct LifecycleConfiguration
{
    QList<LifecycleRule> rules;
    MinimumTransitionSize minimumTransitionSize = MinimumTransitionSize::AllStorageClasses128K;

    // Parses and checks S3's JSON: {"Rules": [...]} plus, as a workbench extension, the CLI's
    // separate --transition-default-minimum-object-size as "TransitionDefaultMinimumObjectSize".
    // Errors carry S3's code in extra["Code"] (MalformedXML, InvalidArgument, InvalidRequest)
    // and S3's message text; for MalformedXML, whose text names nothing, extra["Detail"] says
    // what is wrong and where.
    static Result<LifecycleConfiguration> fromJson(const QJsonObject &json);
    // The configuration as GetBucketLifecycleConfiguration returns it; fromJson(toJson()) gives
    // the same configuration back.
    QJsonObject toJson() const;
};

// An S3 error as an lw::Error: S3's code in extra["Code"], its text as the message, an optional
// pointer to the offending field in extra["Detail"]. NoSuchKey/NoSuchVersion map onto
// ResourceNotFound, everything else onto Validation (lw::ErrorType has no S3 types yet).
Error s3Error(const QString &code, const QString &message, const QString &detail = {});

// What lifecycle does to a version. FROZEN (stored in the pending-action queue).
enum class ActionKind : quint8
{
    Transition = 1,                // the current version moves to a colder class
    Expire = 2,                    // the current version expires: a delete marker goes on top
    NoncurrentTransition = 3,      // a noncurrent version moves to a colder class
    DeleteNoncurrent = 4,          // a noncurrent version (or delete marker) is deleted for good
    RemoveExpiredDeleteMarker = 5, // a current delete marker with nothing behind it is removed
};
QString actionKindName(ActionKind kind); // "transition", "expire", ...

// What the planner needs to know about one version of one key.
struct VersionFacts
{
    QString key;
    Tags tags;
    qint64 size = 0;
    StorageClass storageClass = StorageClass::Standard;
    bool deleteMarker = false;
    qint64 lastModifiedMs = 0;
    int position = 0;     // 0: the current version; 1, 2, …: noncurrent, newest first
    int versionCount = 1; // versions the key has, delete markers included
    // position > 0: when it became noncurrent. A current delete marker alone: since when it has
    // been alone. Otherwise none.
    std::optional<qint64> sinceMs;
};

struct PlannedAction
{
    qint64 dueMs = 0;
    ActionKind kind = ActionKind::Transition;
    StorageClass toClass = StorageClass::Standard; // the transitions only
    QString ruleId;
    bool operator==(const PlannedAction &) const = default;
};

// The first midnight UTC strictly after `ms` ("midnight UTC the next day").
qint64 nextMidnightAfter(qint64 ms);
// The first midnight UTC at or after `ms`.
qint64 midnightAtOrAfter(qint64 ms);

// The next action any enabled rule takes on this version, never due before `notBeforeMs`; none
// when no rule will ever act on it. Earliest wins; on the same day S3's precedence decides
// (permanent deletion, then transition, then a delete marker; among transitions the one S3
// prefers, the cheapest class with INTELLIGENT_TIERING ranked just below GLACIER), then the
// earlier rule.
std::optional<PlannedAction> planNext(const LifecycleConfiguration &config,
                                      const VersionFacts &version, qint64 notBeforeMs);

} // namespace lw::bucket
