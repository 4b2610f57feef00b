// The archive bucket as the engine serves it above itself (archive/bucket.h says what each call
// does and every error it returns): each call is one transaction of the engine's, a read, or a
// write at the clock's time that the engine's journal records, so that rewind undoes it.
//
// Threads: as Engine (one thread at a time). Lives as long as its engine (Engine::bucket()).
#pragma once

#include "archive/bucketobjects.h"
#include "model/error.h"

#include <QString>

#include <optional>

namespace lw {

class Engine;
class EngineImpl;

class ArchiveBucket
{
public:
    explicit ArchiveBucket(EngineImpl &engine) : m_engine(engine) {}
    ArchiveBucket(const ArchiveBucket &) = delete;
    ArchiveBucket &operator=(const ArchiveBucket &) = delete;

    // ListObjectsV2 without a delimiter; `continuationToken` a previous page's.
    Result<bucket::ObjectPage> listObjects(const QString &prefix,
                                           const std::optional<QString> &continuationToken,
                                           int maxKeys);
    // The current version, or the one named; none where S3 answers NoSuchKey or NoSuchVersion.
    Result<std::optional<bucket::StoredObject>> getObject(const QString &key,
                                                          const std::optional<QString> &versionId);
    // Stores a new version at the clock's time and returns its id.
    Result<QString> putObject(const bucket::PutObjectRequest &request);
    // Re-plans every version under `config`, at the clock's time.
    Status putLifecycleConfiguration(const bucket::LifecycleConfiguration &config);
    Result<std::optional<bucket::LifecycleConfiguration>> lifecycleConfiguration();

private:
    EngineImpl &m_engine;
};

// The engine's archive bucket (Engine::bucket()), for code that includes this header and not
// engine.h.
ArchiveBucket &bucketOf(Engine &engine);

} // namespace lw
