// Writing checked items into one table through the api in BatchWriteItem-sized batches, for the
// imports (workbenchmodel.h, itemlines.h). Each batch is one BatchWriteItem call, which the
// engine commits as one LMDB transaction, so a batch is written whole or not at all.
//
// Threads: as Api (one thread at a time).
#pragma once

#include "progress.h"

#include "api/api.h"
#include "model/attributevalue.h"
#include "model/tabledefinition.h"

#include <QJsonObject>
#include <QList>
#include <QSet>

namespace lw::formats {

// DynamoDB's BatchWriteItem takes at most this many writes.
inline constexpr qsizetype kBatchItems = 25;

// `json` checked as PutItem checks its Item against `table`, with DynamoDB's texts: typed values
// (model/attributejson.h), then key attributes present and of their declared types, index keys
// of theirs, the item within 400 KB (engine/tablekeys.h's validateItem).
Result<Item> checkedItem(const QJsonValue &json, const TableDefinition &table);

// Items written so far over every table of one import, against the import's total.
struct Tally
{
    qint64 done = 0;
    qint64 total = 0;
    Progress progress;
};

class BatchWriter
{
public:
    // Writes into `table` (which must outlive the writer), counting in `tally`.
    BatchWriter(Api &api, const TableDefinition &table, Tally &tally)
        : m_api(api), m_table(table), m_tally(tally)
    {}

    // Queues a checked item (checkedItem()'s result and the JSON it was read from). The queue is
    // written first when it is full, or when it holds an item with the same key: a later item
    // then replaces the earlier one, as PutItem one after the other would, where one batch would
    // refuse both. Answers false once the progress callback asked to stop; nothing more is
    // written then. Errors: BatchWriteItem's.
    Result<bool> add(const Item &item, const QJsonObject &json);
    // Writes what is queued. Same answers as add().
    Result<bool> flush();

private:
    Api &m_api;
    const TableDefinition &m_table;
    Tally &m_tally;
    QList<QJsonObject> m_queue;
    QSet<QByteArray> m_queuedKeys;
};

} // namespace lw::formats
