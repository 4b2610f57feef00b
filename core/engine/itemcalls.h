// The items and queries module: the data plane's calls (items.h), one file per call (getitem.cpp,
// itemwrites.cpp, batchgetitem.cpp, batchwriteitem.cpp, scan.cpp, query.cpp; the page reading
// they share is readpage.cpp). EngineImpl implements Items by forwarding here.
//
// Each call runs in the engine's transactions (EngineImpl::write, EngineImpl::beginRead) and
// reads its tables and clock; it writes items only through the item store (ItemStore::apply), and
// reads the present from the item store's sub-databases and the past from the history's.
#pragma once

#include "engineimpl.h"
#include "itemdbs.h"
#include "itemstore.h"
#include "modules.h"

namespace lw {

class ItemStore;
struct ItemWrite;
struct PageSpec;

class ItemCalls final : public EngineModule, public Items
{
public:
    ItemCalls(EngineImpl &engine, ItemStore &store, const history::Dbs &dbs)
        : m_engine(engine), m_store(store), m_dbs(dbs)
    {}

    // Implementations of the Items interface (contracts in items.h and requests.h).
    Result<WriteResult> putItem(const PutItemRequest &request) override;
    Result<WriteResult> deleteItem(const DeleteItemRequest &request) override;
    Result<WriteResult> updateItem(const UpdateItemRequest &request) override;
    Result<GetItemResult> getItem(const GetItemRequest &request) override;
    Result<BatchGetResult> batchGetItem(const BatchGetRequest &request) override;
    Result<BatchWriteResult> batchWriteItem(const BatchWriteRequest &request) override;
    Result<ScanResult> scan(const ScanRequest &request) override;
    Result<QueryResult> query(const QueryRequest &request) override;

private:
    // Runs one prepared item write in its own transaction: read, condition, apply.
    Result<WriteResult> writeItem(const Result<ItemWrite> &prepared);
    // The table and the index (null: none) a Scan or Query reads, with the checks both make:
    // "The table does not have the specified index: <name>", "Consistent reads are not
    // supported on global secondary indexes", Select and key-path checks (readpage.h).
    using ReadTarget = std::pair<const TableDefinition *, const IndexDefinition *>;
    Result<ReadTarget> readTarget(const QString &tableName, const QString &indexName,
                                  bool consistentRead, Select select,
                                  const AttributesRead &read) const;
    // The item stored under `itemKey` as a GetItem reads it: as of `asOfMs` when that is past
    // (the time machine), else the latest, or for an eventually consistent read what the
    // replica it reaches holds (readconsistency.h).
    Result<std::optional<StoredItem>> readItem(storage::Txn &txn, const QByteArray &itemKey,
                                               const std::optional<qint64> &asOfMs,
                                               bool consistentRead);
    // The time as of which a page or an item reads: `asOfMs` when it is past, else, for an
    // eventually consistent read that reaches a lagging replica, that replica's; none: the latest,
    // always for the workbench's own looks (the capacity meter paused), which draw nothing.
    std::optional<qint64> readTime(const std::optional<qint64> &asOfMs, bool consistentRead,
                                   QByteArrayView readKey);
    // Reads one page of `target` in a read transaction, with its LastEvaluatedKey and capacity.
    Result<ScanResult> readOnePage(const ReadTarget &target, const PageSpec &spec,
                                   bool consistentRead);

    EngineImpl &m_engine;     // its transactions, tables, clock and capacity meter
    ItemStore &m_store;       // every item write
    const history::Dbs m_dbs; // the reads, of the present and of the past
};

} // namespace lw
