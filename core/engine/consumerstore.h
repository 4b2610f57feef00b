// Where the stream consumers and the projector's search-index views are kept. Both sub-databases
// are journalled (journal.h), so rewind brings back every checkpoint and every projected document.
//
// FROZEN on-disk format:
//   consumers    key   := tableId:u32be name        (UTF-8; names hold no 0x00)
//                value := the consumer's description, compact JSON (consumers/consumer.h)
//   projections  key   := tableId:u32be name 0x00 itemKey      (itemKey as tablekeys.h)
//                value := the projected document (storage/itemcodec.h)
#pragma once

#include "consumers/consumer.h"
#include "model/error.h"
#include "storage/lmdb.h"

#include <QList>

#include <optional>

namespace lw::consumerstore {

// The consumers' own sub-databases, opened in `txn` under their FROZEN names, "consumers" and
// "projections" (created when new). Every function below works on these alone.
struct ConsumerDbs
{
    storage::Dbi consumers, projections;
    static Result<ConsumerDbs> open(storage::Txn &txn);
};

QByteArray consumerKey(quint32 tableId, const QString &name);
// The prefix of one consumer's projected documents.
QByteArray projectionPrefix(quint32 tableId, const QString &name);

struct Stored
{
    quint32 tableId = 0;
    Consumer consumer;
};

// Every consumer of the table (tableId 0: of every table), in table id and name order.
Result<QList<Stored>> load(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId = 0);
Result<std::optional<Consumer>> find(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId,
                                     const QString &name);
Status save(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId, const Consumer &consumer,
            const QString &streamArn);
// Removes the consumer and its projected documents.
Status erase(storage::Txn &txn, const ConsumerDbs &dbs, quint32 tableId, const QString &name);

} // namespace lw::consumerstore
