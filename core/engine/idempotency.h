// TransactWriteItems' ClientRequestToken (transactwriteitems.cpp): a token names one successful
// transaction for ten minutes of workspace time after it ran. The same token with the same
// request then returns success again without writing; with any other request it is an
// IdempotentParameterMismatchException. A token whose transaction was cancelled or refused is
// not kept: the retry runs afresh.
//
// The tokens live in the meta sub-database, written in the transaction's own LMDB transaction,
// so a token is kept exactly when its writes are (and goes with them on power loss). FROZEN key:
// "idempotency/" + the token in UTF-8; value: the time it ran (epoch ms, i64 little-endian),
// then the request's fingerprint (the api's: a digest of everything but the token). A token
// stamped after the current time (the clock was rewound) counts as unused. Each new token also
// removes the expired tokens stored just after it, so that the store stays about as large as the
// tokens of the last ten minutes.
#pragma once

#include "model/error.h"
#include "storage/lmdb.h"

#include <QByteArray>
#include <QString>

namespace lw::idempotency {

constexpr qint64 kWindowMs = 10 * 60 * 1000;

enum class Seen
{
    New,      // unused, expired or from a rewound future: run the transaction
    Same,     // the same request within the window: answer without writing
    Different // another request within the window: IdempotentParameterMismatchException
};

Result<Seen> look(storage::Txn &txn, storage::Dbi meta, const QString &token,
                  const QByteArray &fingerprint, qint64 nowMs);
// Keeps `token` for the transaction that runs in `txn` at `nowMs`.
Status record(storage::Txn &txn, storage::Dbi meta, const QString &token,
              const QByteArray &fingerprint, qint64 nowMs);

// The exception, worded as the API reference describes it (no captured text is known).
Error mismatch();

} // namespace lw::idempotency
