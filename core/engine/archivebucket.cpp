#include "archivebucket.h"

#include "archive/bucket.h"
#include "engineimpl.h"

namespace lw {

namespace {

// Runs `read`, a bucket call in a read transaction, keeping its value.
template<class T, class Read> Result<T> readValue(EngineImpl &engine, const Read &read)
{
    std::optional<T> value;
    const Status status =
        engine.readBucket([&](storage::Txn &txn, const bucket::BucketDbs &dbs) -> Status {
            auto result = read(txn, dbs);
            LW_TRY(result);
            value = std::move(*result);
            return {};
        });
    LW_TRY(status);
    return std::move(*value);
}

} // namespace

Result<bucket::ObjectPage>
ArchiveBucket::listObjects(const QString &prefix, const std::optional<QString> &continuationToken,
                           int maxKeys)
{
    return readValue<bucket::ObjectPage>(
        m_engine, [&](storage::Txn &txn, const bucket::BucketDbs &dbs) {
            return bucket::listObjects(txn, dbs, prefix, continuationToken, maxKeys);
        });
}

Result<std::optional<bucket::StoredObject>>
ArchiveBucket::getObject(const QString &key, const std::optional<QString> &versionId)
{
    return readValue<std::optional<bucket::StoredObject>>(
        m_engine, [&](storage::Txn &txn, const bucket::BucketDbs &dbs) {
            return bucket::getObject(txn, dbs, key, versionId);
        });
}

Result<QString> ArchiveBucket::putObject(const bucket::PutObjectRequest &request)
{
    QString versionId;
    const Status status = m_engine.writeBucket(
        [&](storage::Txn &txn, const bucket::BucketDbs &dbs, qint64 nowMs) -> Status {
            auto stored = bucket::putObject(txn, dbs, request, nowMs);
            LW_TRY(stored);
            versionId = *stored;
            return {};
        });
    LW_TRY(status);
    return versionId;
}

Status ArchiveBucket::putLifecycleConfiguration(const bucket::LifecycleConfiguration &config)
{
    return m_engine.writeBucket([&](storage::Txn &txn, const bucket::BucketDbs &dbs, qint64 nowMs) {
        return bucket::putLifecycleConfiguration(txn, dbs, config, nowMs);
    });
}

Result<std::optional<bucket::LifecycleConfiguration>> ArchiveBucket::lifecycleConfiguration()
{
    return readValue<std::optional<bucket::LifecycleConfiguration>>(
        m_engine, [](storage::Txn &txn, const bucket::BucketDbs &dbs) {
            return bucket::lifecycleConfiguration(txn, dbs);
        });
}

} // namespace lw
