// A table's stream records, and the DynamoDB Streams API over them (streams.cpp).
//
// One of the interfaces the engine (engine.h) implements; errors and threads as engine.h says.
#pragma once

#include "model/error.h"
#include "streams/streamrecord.h"
#include "streamshards.h"

#include <QList>
#include <QString>

namespace lw {

class Engine;

class Streams
{
public:
    // Streams (streams.cpp). The records of the table's latest stream after sequence number
    // `afterSeq`, oldest first: at most `limit`, and at most 1 MB unless the first is larger.
    virtual Result<QList<StreamRecord>> readStream(const QString &tableName, qint64 afterSeq,
                                                   int limit) = 0;
    // The DynamoDB Streams API (streams.cpp; shards and iterators as streamshards.h lays them
    // out). A stream is named by its ARN, and only a table's latest stream answers. Every call
    // can fail with ValidationException "Invalid StreamArn" for a text that is not a stream ARN,
    // and ResourceNotFoundException "Requested resource not found: Stream: <arn> not found" for
    // a stream that does not answer (unknown or deleted table, an older stream's label).
    // Not yet confirmed against the service, so worded from its pattern: the whole of "Invalid
    // StreamArn", "Invalid SequenceNumber <n> for shard <id>" and "Invalid ShardIterator".
    // DescribeStream: the stream's table and its shards, oldest first.
    virtual Result<StreamShards> describeStream(const QString &streamArn) = 0;
    // GetShardIterator. Errors: ResourceNotFoundException "Requested resource not found: Shard
    // does not exist" for a shard the stream does not list; for AT_ and AFTER_SEQUENCE_NUMBER,
    // TrimmedDataAccessException when the number lies before the stream's oldest kept record
    // and the stream is old enough to have had records trimmed, else ValidationException
    // "Invalid SequenceNumber <n> for shard <id>" when it lies outside the shard's range.
    virtual Result<QString> shardIterator(const ShardIteratorRequest &request) = 0;
    // GetRecords: the shard's records after the iterator's position, at most `limit` and 1 MB
    // (one record at least), with the iterator that continues after them. Errors:
    // ValidationException "Invalid ShardIterator" for a text shardIterator() did not make,
    // ExpiredIteratorException "Shard iterator has expired" 15 minutes of sim time after it was
    // issued (and for one issued after now: a rewind dropped that future),
    // TrimmedDataAccessException "The data you are trying to access has been trimmed" when the
    // record it would read next has been trimmed since it was issued.
    virtual Result<StreamRecordsPage> streamRecords(const QString &shardIterator, int limit) = 0;

protected:
    ~Streams() = default; // owned and destroyed as the Engine
};

// The engine's streams, for code that includes this header and not engine.h.
Streams &streamsOf(Engine &engine);
const Streams &streamsOf(const Engine &engine);

} // namespace lw
