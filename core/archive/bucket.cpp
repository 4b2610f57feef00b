// The object operations: put, get, delete, list, totals and the versioning setting.
#include "bucket.h"

#include "bucketstore.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

namespace lw::bucket {

using store::Version;

namespace {

const QByteArray kVersioningKey = QByteArrayLiteral("versioning");
constexpr qsizetype kMaxTags = 10, kMaxTagKeyLength = 128, kMaxTagValueLength = 256;
constexpr qsizetype kMaxContentTypeBytes = 1024;
constexpr int kMaxListKeys = 1000;

Status checkTags(const Tags &tags)
{
    if (tags.size() > kMaxTags)
        return std::unexpected(
            s3Error(u"BadRequest"_s, u"Object tags cannot be greater than 10"_s));
    for (auto it = tags.begin(); it != tags.end(); ++it) {
        if (it.key().isEmpty())
            return std::unexpected(
                s3Error(u"InvalidTag"_s, u"The TagKey you have provided is invalid"_s));
        if (it.key().size() > kMaxTagKeyLength)
            return std::unexpected(s3Error(
                u"InvalidTag"_s, u"The TagKey you have provided is too long, max 128"_s, it.key()));
        if (it.value().size() > kMaxTagValueLength)
            return std::unexpected(s3Error(u"InvalidTag"_s,
                                           u"The TagValue you have provided is too long, max 256"_s,
                                           it.key()));
    }
    return {};
}

Result<std::optional<Version>> versionAt(storage::Txn &txn, const BucketDbs &dbs,
                                         const QByteArray &keyPart, quint64 seq)
{
    auto stored = storage::get(txn, dbs.objects, record::headerKey(keyPart, seq));
    LW_TRY(stored);
    if (!*stored)
        return std::optional<Version>();
    auto header = record::decodeHeader(**stored);
    if (!header)
        return std::unexpected(store::corrupt(u"a version header"_s));
    return std::optional<Version>(Version{seq, std::move(*header)});
}

// The key's current version, found with one seek.
Result<std::optional<Version>> currentVersion(storage::Txn &txn, const BucketDbs &dbs,
                                              const QByteArray &keyPart)
{
    const QByteArray prefix = record::kHeaderSpace + record::versionsPrefix(keyPart);
    auto cursor = storage::Cursor::open(txn, dbs.objects);
    LW_TRY(cursor);
    auto found = cursor->seek(prefix);
    LW_TRY(found);
    if (!*found || !cursor->key().startsWith(prefix))
        return std::optional<Version>();
    const auto key = record::splitVersionKey(cursor->key().sliced(1));
    auto header = record::decodeHeader(cursor->value());
    if (!key || !header)
        return std::unexpected(store::corrupt(u"a version header"_s));
    return std::optional<Version>(Version{key->seq, std::move(*header)});
}

// The version a version id names: none when the key has no such version.
Result<std::optional<Version>> namedVersion(storage::Txn &txn, const BucketDbs &dbs,
                                            const QByteArray &keyPart, const QString &versionId)
{
    if (versionId == record::kNullVersionId) {
        auto versions = store::versionsOf(txn, dbs, keyPart);
        LW_TRY(versions);
        for (const auto &v : std::as_const(*versions))
            if (v.header.has(record::NullVersion))
                return std::optional<Version>(v);
        return std::optional<Version>();
    }
    const auto seq = record::seqOfVersionId(versionId);
    if (!seq)
        return std::unexpected(s3Error(u"InvalidArgument"_s, u"Invalid version id specified"_s));
    auto version = versionAt(txn, dbs, keyPart, *seq);
    if (version && *version && (*version)->header.has(record::NullVersion))
        return std::optional<Version>(); // its id is "null", not this one
    return version;
}

// Walks the version headers of the keys starting with `prefix` (UTF-8) in order, telling `visit`
// each version's key part and position.
template<class Visit>
Status forEachVersion(storage::Txn &txn, const BucketDbs &dbs, const QByteArray &prefix,
                      Visit visit)
{
    // Key parts hold at most the first kLongKeyPrefix bytes as they are; the rest is checked on
    // the whole key.
    const QByteArray start = record::kHeaderSpace + prefix.left(record::kLongKeyPrefix);
    auto cursor = storage::Cursor::open(txn, dbs.objects);
    LW_TRY(cursor);
    QByteArray previousPart;
    int position = 0;
    auto found = cursor->seek(start);
    for (; found && *found && cursor->key().startsWith(start); found = cursor->next()) {
        auto key = record::splitVersionKey(cursor->key().sliced(1));
        auto header = record::decodeHeader(cursor->value());
        if (!key || !header)
            return std::unexpected(store::corrupt(u"a version header"_s));
        position = key->keyPart == previousPart ? position + 1 : 0;
        previousPart = key->keyPart;
        if (store::storedKey(key->keyPart, *header).utf8.startsWith(prefix))
            visit(key->keyPart, Version{key->seq, std::move(*header)}, position);
    }
    return toStatus(found);
}

} // namespace

Result<BucketDbs> BucketDbs::open(storage::Txn &txn)
{
    BucketDbs dbs;
    for (auto [dbi, name] :
         {std::pair{&dbs.objects, "bucketObjects"}, std::pair{&dbs.meta, "bucketMeta"},
          std::pair{&dbs.lifecycle, "bucketLifecycle"}}) {
        auto opened = storage::Dbi::open(txn, name);
        LW_TRY(opened);
        *dbi = *opened;
    }
    return dbs;
}

Result<Versioning> versioning(storage::Txn &txn, const BucketDbs &dbs)
{
    auto stored = storage::get(txn, dbs.meta, kVersioningKey);
    LW_TRY(stored);
    if (!*stored)
        return Versioning::Enabled;
    if ((*stored)->size() != 1 || quint8((*stored)->at(0)) > quint8(Versioning::Suspended))
        return std::unexpected(store::corrupt(u"the versioning setting"_s));
    return Versioning(quint8((*stored)->at(0)));
}

Status setVersioning(storage::Txn &txn, const BucketDbs &dbs, Versioning versioning)
{
    return storage::put(txn, dbs.meta, kVersioningKey, QByteArray(1, char(versioning)));
}

Result<QString> putObject(storage::Txn &txn, const BucketDbs &dbs, const PutObjectRequest &request,
                          qint64 nowMs)
{
    auto key = store::objectKey(request.key);
    LW_TRY(key);
    LW_TRY(checkTags(request.tags));
    if (request.contentType.toUtf8().size() > kMaxContentTypeBytes)
        return std::unexpected(
            s3Error(u"InvalidArgument"_s, u"The Content-Type is longer than 1024 bytes"_s));
    auto mode = versioning(txn, dbs);
    LW_TRY(mode);
    auto config = store::loadLifecycle(txn, dbs);
    LW_TRY(config);
    const bool suspended = *mode == Versioning::Suspended;
    if (suspended) {
        auto replaced = namedVersion(txn, dbs, key->part, record::kNullVersionId);
        LW_TRY(replaced);
        if (*replaced)
            LW_TRY(store::eraseVersion(txn, dbs, key->part, (*replaced)->seq));
    }
    auto seq = store::takeSeq(txn, dbs);
    LW_TRY(seq);

    Version version{*seq, {}};
    record::Header &h = version.header;
    h.set(record::NullVersion, suspended);
    h.storageClass = request.storageClass;
    h.lastModifiedMs = nowMs;
    h.size = request.body.size();
    h.md5 = QCryptographicHash::hash(request.body, QCryptographicHash::Md5);
    h.contentType = request.contentType;
    h.tags = request.tags;
    if (key->part != key->utf8)
        h.longKey = key->utf8;
    LW_TRY(store::writeHeader(txn, dbs, key->part, version));
    if (!request.body.isEmpty())
        LW_TRY(storage::put(txn, dbs.objects, record::bodyKey(key->part, *seq), request.body));
    if (auto s =
            store::settleKey(txn, dbs, config->has_value() ? &**config : nullptr, key->part, nowMs);
        !s)
        return std::unexpected(s.error());
    return store::versionIdOf(version);
}

Result<std::optional<StoredObject>> getObject(storage::Txn &txn, const BucketDbs &dbs,
                                              const QString &key,
                                              const std::optional<QString> &versionId)
{
    auto objectKey = store::objectKey(key);
    LW_TRY(objectKey);
    const QByteArray &part = objectKey->part;
    auto current = currentVersion(txn, dbs, part);
    LW_TRY(current);
    auto version = versionId ? namedVersion(txn, dbs, part, *versionId) : current;
    LW_TRY(version);
    if (!*version || (!versionId && (*version)->header.has(record::DeleteMarker)))
        return std::optional<StoredObject>();
    const bool latest = *current && (*current)->seq == (*version)->seq;
    StoredObject out{store::describe(part, **version, latest), {}};
    auto body = storage::get(txn, dbs.objects, record::bodyKey(part, (*version)->seq));
    LW_TRY(body);
    if (*body)
        out.body = (*body)->toByteArray();
    return std::optional<StoredObject>(std::move(out));
}

Result<DeleteOutcome> deleteObject(storage::Txn &txn, const BucketDbs &dbs, const QString &key,
                                   const std::optional<QString> &versionId, qint64 nowMs)
{
    auto objectKey = store::objectKey(key);
    LW_TRY(objectKey);
    const QByteArray &part = objectKey->part;
    auto config = store::loadLifecycle(txn, dbs);
    LW_TRY(config);
    DeleteOutcome outcome;
    if (!versionId) {
        auto marker = store::placeDeleteMarker(txn, dbs, *objectKey, nowMs);
        LW_TRY(marker);
        outcome = DeleteOutcome{*marker, true, false};
    } else {
        auto version = namedVersion(txn, dbs, part, *versionId);
        LW_TRY(version);
        if (!*version)
            return DeleteOutcome{*versionId, false, false};
        LW_TRY(store::eraseVersion(txn, dbs, part, (*version)->seq));
        outcome = DeleteOutcome{*versionId, (*version)->header.has(record::DeleteMarker), true};
    }
    LW_TRY(store::settleKey(txn, dbs, config->has_value() ? &**config : nullptr, part, nowMs));
    return outcome;
}

Result<ObjectPage> listObjects(storage::Txn &txn, const BucketDbs &dbs, const QString &prefix,
                               const std::optional<QString> &continuationToken, int maxKeys)
{
    const QByteArray space(1, record::kHeaderSpace);
    const QByteArray prefixUtf8 = prefix.toUtf8();
    // Key parts hold at most the first kLongKeyPrefix bytes as they are; the rest of the prefix is
    // checked on the whole key.
    const QByteArray within = space + prefixUtf8.left(record::kLongKeyPrefix);
    QByteArray start = within;
    if (continuationToken) {
        // The token is the last key part returned; the page goes on just past all its versions.
        const auto last = QByteArray::fromBase64Encoding(
            continuationToken->toLatin1(),
            QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!last || last.decoded.isEmpty())
            return std::unexpected(
                s3Error(u"InvalidArgument"_s, u"The continuation token provided is incorrect"_s));
        start = std::max(start, QByteArray(space + last.decoded + '\x01'));
    }
    ObjectPage page;
    maxKeys = std::min(maxKeys, kMaxListKeys);
    if (maxKeys <= 0)
        return page;
    auto cursor = storage::Cursor::open(txn, dbs.objects);
    LW_TRY(cursor);
    QByteArray lastPart;
    auto found = cursor->seek(start);
    while (found && *found && cursor->key().startsWith(within)) {
        const auto key = record::splitVersionKey(cursor->key().sliced(1));
        auto header = record::decodeHeader(cursor->value());
        if (!key || !header)
            return std::unexpected(store::corrupt(u"a version header"_s));
        if (!header->has(record::DeleteMarker) &&
            store::storedKey(key->keyPart, *header).utf8.startsWith(prefixUtf8)) {
            if (page.objects.size() == maxKeys) {
                page.nextContinuationToken = QString::fromLatin1(lastPart.toBase64(
                    QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
                break;
            }
            page.objects << store::describe(key->keyPart, Version{key->seq, *header}, true);
            lastPart = key->keyPart;
        }
        // The first entry of a key is its current version; skip the older ones with one seek.
        found = cursor->seek(QByteArray(space + key->keyPart + '\x01'));
    }
    LW_TRY(found);
    return page;
}

Result<QList<ObjectVersion>> listObjectVersions(storage::Txn &txn, const BucketDbs &dbs,
                                                const QString &prefix)
{
    QList<ObjectVersion> out;
    auto s = forEachVersion(txn, dbs, prefix.toUtf8(),
                            [&](const QByteArray &keyPart, const Version &v, int position) {
                                out << store::describe(keyPart, v, position == 0);
                            });
    LW_TRY(s);
    return out;
}

Result<BucketTotals> totals(storage::Txn &txn, const BucketDbs &dbs)
{
    BucketTotals t;
    auto s = forEachVersion(txn, dbs, {}, [&](const QByteArray &, const Version &v, int position) {
        if (v.header.has(record::DeleteMarker)) {
            ++t.deleteMarkers;
            return;
        }
        t.bytesByClass[v.header.storageClass] += v.header.size;
        if (position == 0) {
            ++t.objects;
            t.currentBytes += v.header.size;
        } else {
            ++t.noncurrentVersions;
            t.noncurrentBytes += v.header.size;
        }
    });
    LW_TRY(s);
    return t;
}

} // namespace lw::bucket
