// Lifecycle on the simulated clock: setting the configuration, and applying what falls due.
#include "bucket.h"

#include "bucketstore.h"

using namespace Qt::StringLiterals;

namespace lw::bucket {

using store::Version;

namespace {

const QByteArray kQueuePrefix(1, record::kQueueSpace);
constexpr qsizetype kDueBytes = 8;

struct Due
{
    qint64 dueMs = 0;
    record::VersionKey version;
    PlannedAction action;
};

// The first pending action in the queue; none when it is empty.
Result<std::optional<Due>> firstDue(storage::Cursor &cursor)
{
    auto found = cursor.seek(kQueuePrefix);
    LW_TRY(found);
    if (!*found || !cursor.key().startsWith(kQueuePrefix))
        return std::optional<Due>();
    const QByteArrayView key = cursor.key().sliced(1);
    if (key.size() <= kDueBytes)
        return std::unexpected(store::corrupt(u"a pending action's key"_s));
    const qint64 dueMs = record::decodeTime(key.first(kDueBytes));
    auto version = record::splitVersionKey(key.sliced(kDueBytes));
    auto action = record::decodeAction(dueMs, cursor.value());
    if (!version || !action)
        return std::unexpected(store::corrupt(u"a pending action"_s));
    return std::optional<Due>(Due{dueMs, std::move(*version), std::move(*action)});
}

// Carries out one action at its due time; returns it as the caller shows it.
Result<LifecycleAction> apply(storage::Txn &txn, const BucketDbs &dbs, const Due &due)
{
    const QByteArray &part = due.version.keyPart;
    auto stored = storage::get(txn, dbs.objects, record::headerKey(part, due.version.seq));
    LW_TRY(stored);
    auto header = *stored ? record::decodeHeader(**stored) : std::nullopt;
    if (!header)
        return std::unexpected(store::corrupt(u"the version a pending action names"_s));
    Version version{due.version.seq, std::move(*header)};
    const store::ObjectKey key = store::storedKey(part, version.header);
    LifecycleAction done{due.dueMs,
                         QString::fromUtf8(key.utf8),
                         store::versionIdOf(version),
                         due.action.kind,
                         due.action.toClass,
                         due.action.ruleId,
                         {}};
    switch (due.action.kind) {
    case ActionKind::Transition:
    case ActionKind::NoncurrentTransition:
        version.header.storageClass = due.action.toClass;
        LW_TRY(store::writeHeader(txn, dbs, part, version));
        break;
    case ActionKind::Expire: {
        auto marker = store::placeDeleteMarker(txn, dbs, key, due.dueMs);
        LW_TRY(marker);
        done.deleteMarkerVersionId = *marker;
        break;
    }
    case ActionKind::DeleteNoncurrent:
    case ActionKind::RemoveExpiredDeleteMarker:
        LW_TRY(store::eraseVersion(txn, dbs, part, version.seq));
        break;
    }
    return done;
}

} // namespace

Status putLifecycleConfiguration(storage::Txn &txn, const BucketDbs &dbs,
                                 const LifecycleConfiguration &given, qint64 nowMs)
{
    // What is stored is read back with fromJson(), so check a configuration built by hand the
    // same way.
    const auto config = LifecycleConfiguration::fromJson(given.toJson());
    LW_TRY(config);
    if (auto s = store::saveLifecycle(txn, dbs, *config); !s)
        return s;
    // Collect the key parts first: re-planning writes into the table being walked.
    QList<QByteArray> keys;
    const QByteArray headers(1, record::kHeaderSpace);
    auto cursor = storage::Cursor::open(txn, dbs.objects);
    LW_TRY(cursor);
    auto found = cursor->seek(headers);
    for (; found && *found && cursor->key().startsWith(headers); found = cursor->next()) {
        const auto key = record::splitVersionKey(cursor->key().sliced(1));
        if (!key)
            return std::unexpected(store::corrupt(u"a version key"_s));
        if (keys.isEmpty() || keys.constLast() != key->keyPart)
            keys << key->keyPart;
    }
    LW_TRY(found);
    for (const auto &key : std::as_const(keys))
        if (auto s = store::settleKey(txn, dbs, &*config, key, nowMs); !s)
            return s;
    return {};
}

Result<std::optional<LifecycleConfiguration>> lifecycleConfiguration(storage::Txn &txn,
                                                                     const BucketDbs &dbs)
{
    return store::loadLifecycle(txn, dbs);
}

Status deleteLifecycleConfiguration(storage::Txn &txn, const BucketDbs &dbs)
{
    if (auto s = store::saveLifecycle(txn, dbs, std::nullopt); !s)
        return s;
    return store::clearQueue(txn, dbs);
}

Result<std::optional<qint64>> nextLifecycleDueMs(storage::Txn &txn, const BucketDbs &dbs)
{
    auto cursor = storage::Cursor::open(txn, dbs.lifecycle);
    LW_TRY(cursor);
    auto first = firstDue(*cursor);
    LW_TRY(first);
    if (!*first)
        return std::optional<qint64>();
    return std::optional<qint64>((*first)->dueMs);
}

Result<QList<LifecycleAction>> runLifecycle(storage::Txn &txn, const BucketDbs &dbs, qint64 untilMs)
{
    auto config = store::loadLifecycle(txn, dbs);
    LW_TRY(config);
    QList<LifecycleAction> done;
    if (!*config)
        return done;
    auto cursor = storage::Cursor::open(txn, dbs.lifecycle);
    LW_TRY(cursor);
    std::optional<QByteArray> previous;
    while (true) {
        auto due = firstDue(*cursor);
        LW_TRY(due);
        if (!*due || (*due)->dueMs > untilMs)
            break;
        // Every action changes its version, so the same entry twice means a planning bug.
        const QByteArray entry = cursor->key().toByteArray();
        if (entry == previous)
            return std::unexpected(Error{ErrorType::InternalServerError,
                                         u"The archive bucket's lifecycle made no progress"_s,
                                         {}});
        previous = entry;
        auto action = apply(txn, dbs, **due);
        LW_TRY(action);
        LW_TRY(store::settleKey(txn, dbs, &**config, (*due)->version.keyPart, (*due)->dueMs,
                                (*due)->version.seq));
        done << *action;
    }
    return done;
}

} // namespace lw::bucket
