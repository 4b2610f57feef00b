// The data plane: the single-item writes and reads, the batches, Scan and Query, one file each.
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"
#include "requests.h"

namespace lw {

class Engine;

class Items
{
public:
    virtual Result<WriteResult> putItem(const PutItemRequest &request) = 0;
    virtual Result<WriteResult> deleteItem(const DeleteItemRequest &request) = 0;
    virtual Result<WriteResult> updateItem(const UpdateItemRequest &request) = 0;
    virtual Result<GetItemResult> getItem(const GetItemRequest &request) = 0;
    virtual Result<BatchGetResult> batchGetItem(const BatchGetRequest &request) = 0;
    virtual Result<BatchWriteResult> batchWriteItem(const BatchWriteRequest &request) = 0;
    virtual Result<ScanResult> scan(const ScanRequest &request) = 0;
    virtual Result<QueryResult> query(const QueryRequest &request) = 0;

protected:
    ~Items() = default; // owned and destroyed as the Engine
};

// The engine's items, for code that includes this header and not engine.h.
Items &itemsOf(Engine &engine);
const Items &itemsOf(const Engine &engine);

} // namespace lw
