#include "idempotency.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::idempotency {

namespace {

constexpr QByteArrayView kPrefix = "idempotency/";
constexpr qsizetype kTimeBytes = 8;
// How many stored tokens after a new one it looks at for expired ones to remove.
constexpr int kPruneNeighbours = 8;

QByteArray keyOf(const QString &token)
{
    return kPrefix.toByteArray() + token.toUtf8();
}

qint64 timeOf(QByteArrayView value)
{
    return value.size() >= kTimeBytes ? qFromLittleEndian<qint64>(value.data()) : 0;
}

bool liveAt(qint64 atMs, qint64 nowMs)
{
    return atMs <= nowMs && nowMs < atMs + kWindowMs;
}

} // namespace

Result<Seen> look(storage::Txn &txn, storage::Dbi meta, const QString &token,
                  const QByteArray &fingerprint, qint64 nowMs)
{
    auto stored = storage::get(txn, meta, keyOf(token));
    LW_TRY(stored);
    if (!*stored || !liveAt(timeOf(**stored), nowMs))
        return Seen::New;
    return (*stored)->sliced(kTimeBytes) == fingerprint ? Seen::Same : Seen::Different;
}

Status record(storage::Txn &txn, storage::Dbi meta, const QString &token,
              const QByteArray &fingerprint, qint64 nowMs)
{
    const QByteArray key = keyOf(token);
    QByteArray value(kTimeBytes, Qt::Uninitialized);
    qToLittleEndian<qint64>(nowMs, value.data());
    value += fingerprint;
    LW_TRY(storage::put(txn, meta, key, value));

    QList<QByteArray> expired;
    auto cursor = storage::Cursor::open(txn, meta);
    LW_TRY(cursor);
    auto found = cursor->seek(key);
    for (int i = 0; found && *found && i <= kPruneNeighbours; ++i, found = cursor->next()) {
        if (!cursor->key().startsWith(kPrefix))
            break;
        if (!liveAt(timeOf(cursor->value()), nowMs))
            expired << cursor->key().toByteArray();
    }
    LW_TRY(found);
    for (const QByteArray &k : std::as_const(expired))
        LW_TRY(storage::del(txn, meta, k));
    return {};
}

Error mismatch()
{
    return Error{ErrorType::IdempotentParameterMismatch,
                 u"DynamoDB rejected the request because you retried a request with a different "
                 u"payload but with an idempotent token that was already used."_s,
                 {}};
}

} // namespace lw::idempotency
