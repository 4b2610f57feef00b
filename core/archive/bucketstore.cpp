#include "bucketstore.h"

#include <QJsonDocument>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::bucket::store {

namespace {

constexpr qsizetype kMaxKeyBytes = 1024;
const QByteArray kNextSeqKey = QByteArrayLiteral("nextSeq");
const QByteArray kLifecycleKey = QByteArrayLiteral("lifecycle");

QString hexMd5(const QByteArray &md5)
{
    return u"\""_s + QString::fromLatin1(md5.toHex()) + u"\""_s;
}

// The version's pending action, as the queue has it.
Result<std::optional<PlannedAction>> pendingOf(storage::Txn &txn, const BucketDbs &dbs,
                                               const QByteArray &versionKey)
{
    auto due = storage::get(txn, dbs.lifecycle, record::dueKey(versionKey));
    LW_TRY(due);
    if (!*due)
        return std::optional<PlannedAction>();
    if ((*due)->size() != 8)
        return std::unexpected(corrupt(u"a pending action's due time"_s));
    const qint64 dueMs = record::decodeTime(**due);
    auto action = storage::get(txn, dbs.lifecycle, record::queueKey(dueMs, versionKey));
    LW_TRY(action);
    const auto decoded = *action ? record::decodeAction(dueMs, **action) : std::nullopt;
    if (!decoded)
        return std::unexpected(corrupt(u"a pending action"_s));
    return std::optional<PlannedAction>(decoded);
}

// Replaces the version's pending action with `plan` (none: drops it).
Status setPending(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &versionKey,
                  const std::optional<PlannedAction> &plan)
{
    auto old = pendingOf(txn, dbs, versionKey);
    LW_TRY(old);
    if (*old == plan)
        return {};
    if (*old) {
        LW_TRY(storage::del(txn, dbs.lifecycle, record::queueKey((*old)->dueMs, versionKey)));
        LW_TRY(storage::del(txn, dbs.lifecycle, record::dueKey(versionKey)));
    }
    if (!plan)
        return {};
    if (auto s = storage::put(txn, dbs.lifecycle, record::queueKey(plan->dueMs, versionKey),
                              record::encodeAction(*plan));
        !s)
        return s;
    return storage::put(txn, dbs.lifecycle, record::dueKey(versionKey),
                        record::encodeTime(plan->dueMs));
}

// Keeps the since-field honest after the key's versions changed at `atMs`.
record::Header settled(record::Header h, int position, int count, qint64 atMs)
{
    using namespace record;
    if (position > 0) {
        if (!h.has(NoncurrentSince)) {
            h.set(NoncurrentSince, true);
            h.set(AloneSince, false);
            h.sinceMs = atMs;
        }
        return h;
    }
    h.set(NoncurrentSince, false); // current again: the versions above it were deleted
    const bool alone = h.has(DeleteMarker) && count == 1;
    if (alone && !h.has(AloneSince))
        h.sinceMs = atMs;
    h.set(AloneSince, alone);
    if (!alone)
        h.sinceMs = 0;
    return h;
}

VersionFacts factsOf(const QString &key, const record::Header &h, int position, int count)
{
    VersionFacts facts;
    facts.key = key;
    facts.tags = h.tags;
    facts.size = h.size;
    facts.storageClass = h.storageClass;
    facts.deleteMarker = h.has(record::DeleteMarker);
    facts.lastModifiedMs = h.lastModifiedMs;
    facts.position = position;
    facts.versionCount = count;
    if (h.has(record::NoncurrentSince) || h.has(record::AloneSince))
        facts.sinceMs = h.sinceMs;
    return facts;
}

} // namespace

Error corrupt(const QString &what)
{
    return Error{ErrorType::InternalServerError,
                 u"Corrupt archive bucket data: "_s + what + u" does not decode"_s,
                 {}};
}

Result<ObjectKey> objectKey(const QString &key)
{
    if (key.isEmpty())
        return std::unexpected(
            s3Error(u"InvalidArgument"_s, u"An object key must be at least 1 byte long"_s));
    if (!key.isValidUtf16())
        return std::unexpected(
            s3Error(u"InvalidArgument"_s, u"An object key must be valid UTF-8"_s));
    if (key.contains(QChar(0)))
        return std::unexpected(s3Error(
            u"InvalidArgument"_s, u"The workbench's bucket does not accept U+0000 in a key"_s));
    QByteArray utf8 = key.toUtf8();
    if (utf8.size() > kMaxKeyBytes)
        return std::unexpected(s3Error(u"KeyTooLongError"_s, u"Your key is too long."_s));
    QByteArray part = record::keyPart(utf8);
    return ObjectKey{std::move(utf8), std::move(part)};
}

ObjectKey storedKey(const QByteArray &keyPart, const record::Header &header)
{
    return ObjectKey{header.longKey.isEmpty() ? keyPart : header.longKey, keyPart};
}

Result<QList<Version>> versionsOf(storage::Txn &txn, const BucketDbs &dbs,
                                  const QByteArray &keyPart)
{
    const QByteArray prefix = record::kHeaderSpace + record::versionsPrefix(keyPart);
    auto cursor = storage::Cursor::open(txn, dbs.objects);
    LW_TRY(cursor);
    QList<Version> out;
    auto found = cursor->seek(prefix);
    for (; found && *found && cursor->key().startsWith(prefix); found = cursor->next()) {
        const auto key = record::splitVersionKey(cursor->key().sliced(1));
        auto header = record::decodeHeader(cursor->value());
        if (!key || !header)
            return std::unexpected(corrupt(u"a version header"_s));
        out << Version{key->seq, std::move(*header)};
    }
    LW_TRY(found);
    return out;
}

QString versionIdOf(const Version &version)
{
    return version.header.has(record::NullVersion) ? record::kNullVersionId
                                                   : record::versionIdFor(version.seq);
}

ObjectVersion describe(const QByteArray &keyPart, const Version &version, bool isLatest)
{
    const record::Header &h = version.header;
    const bool marker = h.has(record::DeleteMarker);
    ObjectVersion out{QString::fromUtf8(storedKey(keyPart, h).utf8),
                      versionIdOf(version),
                      marker,
                      isLatest,
                      h.lastModifiedMs,
                      h.size,
                      h.storageClass,
                      marker ? QString() : hexMd5(h.md5),
                      h.contentType,
                      h.tags,
                      std::nullopt};
    if (h.has(record::NoncurrentSince))
        out.noncurrentSinceMs = h.sinceMs;
    return out;
}

Result<quint64> takeSeq(storage::Txn &txn, const BucketDbs &dbs)
{
    auto stored = storage::get(txn, dbs.meta, kNextSeqKey);
    LW_TRY(stored);
    quint64 seq = 1;
    if (*stored) {
        if ((*stored)->size() != 8)
            return std::unexpected(corrupt(u"the version counter"_s));
        seq = qFromLittleEndian<quint64>((*stored)->data());
    }
    QByteArray next(8, Qt::Uninitialized);
    qToLittleEndian<quint64>(seq + 1, next.data());
    LW_TRY(storage::put(txn, dbs.meta, kNextSeqKey, next));
    return seq;
}

Status writeHeader(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &keyPart,
                   const Version &version)
{
    return storage::put(txn, dbs.objects, record::headerKey(keyPart, version.seq),
                        record::encodeHeader(version.header));
}

Status eraseVersion(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &keyPart, quint64 seq)
{
    LW_TRY(storage::del(txn, dbs.objects, record::headerKey(keyPart, seq)));
    LW_TRY(storage::del(txn, dbs.objects, record::bodyKey(keyPart, seq)));
    return setPending(txn, dbs, record::versionKey(keyPart, seq), std::nullopt);
}

Result<QString> placeDeleteMarker(storage::Txn &txn, const BucketDbs &dbs, const ObjectKey &key,
                                  qint64 atMs)
{
    auto mode = versioning(txn, dbs);
    LW_TRY(mode);
    const bool suspended = *mode == Versioning::Suspended;
    if (suspended) {
        auto versions = versionsOf(txn, dbs, key.part);
        LW_TRY(versions);
        for (const auto &v : std::as_const(*versions))
            if (v.header.has(record::NullVersion))
                LW_TRY(eraseVersion(txn, dbs, key.part, v.seq));
    }
    auto seq = takeSeq(txn, dbs);
    LW_TRY(seq);
    Version marker{*seq, {}};
    marker.header.set(record::DeleteMarker, true);
    marker.header.set(record::NullVersion, suspended);
    marker.header.lastModifiedMs = atMs;
    if (key.part != key.utf8)
        marker.header.longKey = key.utf8;
    LW_TRY(writeHeader(txn, dbs, key.part, marker));
    return versionIdOf(marker);
}

Result<std::optional<LifecycleConfiguration>> loadLifecycle(storage::Txn &txn, const BucketDbs &dbs)
{
    auto stored = storage::get(txn, dbs.meta, kLifecycleKey);
    LW_TRY(stored);
    if (!*stored)
        return std::optional<LifecycleConfiguration>();
    const QJsonDocument doc = QJsonDocument::fromJson((*stored)->toByteArray());
    auto config = LifecycleConfiguration::fromJson(doc.object());
    if (!doc.isObject() || !config)
        return std::unexpected(corrupt(u"the lifecycle configuration"_s));
    return std::optional<LifecycleConfiguration>(std::move(*config));
}

Status saveLifecycle(storage::Txn &txn, const BucketDbs &dbs,
                     const std::optional<LifecycleConfiguration> &config)
{
    if (!config)
        return toStatus(storage::del(txn, dbs.meta, kLifecycleKey));
    return storage::put(txn, dbs.meta, kLifecycleKey,
                        QJsonDocument(config->toJson()).toJson(QJsonDocument::Compact));
}

Status settleKey(storage::Txn &txn, const BucketDbs &dbs, const LifecycleConfiguration *config,
                 const QByteArray &keyPart, qint64 atMs, std::optional<quint64> actedSeq)
{
    auto versions = versionsOf(txn, dbs, keyPart);
    LW_TRY(versions);
    if (versions->isEmpty())
        return {};
    const QString key = QString::fromUtf8(storedKey(keyPart, versions->constFirst().header).utf8);
    const int count = int(versions->size());
    for (int i = 0; i < count; ++i) {
        Version &v = (*versions)[i];
        const record::Header header = settled(v.header, i, count, atMs);
        if (header == v.header)
            continue;
        v.header = header;
        if (auto s = writeHeader(txn, dbs, keyPart, v); !s)
            return s;
    }
    for (int i = 0; i < count; ++i) {
        const Version &v = versions->at(i);
        const qint64 notBefore =
            v.seq == actedSeq ? nextMidnightAfter(atMs) : midnightAtOrAfter(atMs);
        const auto plan =
            config ? planNext(*config, factsOf(key, v.header, i, count), notBefore) : std::nullopt;
        if (auto s = setPending(txn, dbs, record::versionKey(keyPart, v.seq), plan); !s)
            return s;
    }
    return {};
}

Status clearQueue(storage::Txn &txn, const BucketDbs &dbs)
{
    auto cursor = storage::Cursor::open(txn, dbs.lifecycle);
    LW_TRY(cursor);
    // mdb_cursor_del leaves the cursor on the next entry; start over each time.
    auto found = cursor->first();
    for (; found && *found; found = cursor->first())
        if (auto s = cursor->erase(); !s)
            return s;
    return toStatus(found);
}

} // namespace lw::bucket::store
