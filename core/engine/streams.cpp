// Reading tables' streams: the records of a table's latest stream (streamlog.h holds them), and
// the DynamoDB Streams API over them, with shards and iterators as streamshards.h lays them out.
#include "catalog.h"
#include "engineimpl.h"
#include "history.h"
#include "streamlog.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

using namespace streamshards;

constexpr qint64 kPageBytes = 1 << 20; // GetRecords returns at most 1 MB

Error streamNotFound(const QString &arn)
{
    return Error{ErrorType::ResourceNotFound,
                 u"Requested resource not found: Stream: "_s + arn + u" not found"_s,
                 {}};
}

Error trimmed()
{
    return Error{
        ErrorType::TrimmedDataAccess, u"The data you are trying to access has been trimmed"_s, {}};
}

// The table whose latest stream `arn` names: "arn:aws:dynamodb:<region>:<account>:table/<name>/
// stream/<label>".
Result<TableDefinition> streamTable(const EngineImpl &engine, const QString &arn)
{
    static const QRegularExpression shape(
        u"^arn:aws:dynamodb:[^:]+:[0-9]{12}:table/([A-Za-z0-9_.-]{3,255})/stream/[^/]+$"_s);
    const auto match = shape.match(arn);
    if (!match.hasMatch())
        return std::unexpected(validationError(u"Invalid StreamArn"_s));
    auto table = engine.table(match.captured(1));
    if (!table || !table->stream.hadStream() || table->streamArn() != arn)
        return std::unexpected(streamNotFound(arn));
    return table;
}

// A shard the stream lists: its index, its first and last kept records (none: an open shard
// with no record yet) and whether it is open.
struct ShardSpan
{
    qint64 index = 0;
    std::optional<qint64> firstSeq, lastSeq;
    bool open = false;
};

qint64 shardAt(const StreamSetting &stream, qint64 timeMs)
{
    return (timeMs - stream.labelMs) / kShardSpanMs;
}

qint64 shardEndMs(const StreamSetting &stream, qint64 index)
{
    return stream.labelMs + (index + 1) * kShardSpanMs;
}

// The shards the stream lists, oldest first: those holding records, and the open one covering
// `nowMs` while the stream is enabled.
Result<QList<ShardSpan>> listShards(storage::Txn &txn, storage::Dbi records,
                                    const TableDefinition &table, qint64 nowMs)
{
    QList<ShardSpan> spans;
    auto scanned = streamlog::forEachRecordTime(
        txn, records, table.id, table.stream.labelMs, [&](qint64 seq, qint64 timeMs) {
            const qint64 index = shardAt(table.stream, timeMs);
            if (spans.isEmpty() || spans.last().index != index)
                spans << ShardSpan{index, seq, seq, false};
            else
                spans.last().lastSeq = seq;
        });
    LW_TRY(scanned);
    if (table.stream.enabled) {
        const qint64 open = shardAt(table.stream, nowMs);
        if (spans.isEmpty() || spans.last().index != open)
            spans << ShardSpan{open, std::nullopt, std::nullopt, true};
        else
            spans.last().open = true;
    }
    return spans;
}

// The first sequence number a shard can name: its first record's, or for an open shard with
// none yet, the next one the workspace gives.
qint64 startingSeq(const ShardSpan &span, qint64 lastSeq)
{
    return span.firstSeq.value_or(lastSeq + 1);
}

} // namespace

Result<QList<StreamRecord>> EngineImpl::readStream(const QString &tableName, qint64 afterSeq,
                                                   int limit)
{
    const TableDefinition *table = m_catalog->find(tableName);
    if (!table)
        return std::unexpected(Catalog::tableNotFound(tableName));
    if (!table->stream.hadStream())
        return std::unexpected(validationError(u"Table "_s + tableName + u" has no stream"_s));
    auto txn = beginRead();
    LW_TRY(txn);
    return streamlog::read(**txn, m_dbs.streamRecords, table->id, table->stream.labelMs, afterSeq,
                           limit, kPageBytes);
}

Result<StreamShards> EngineImpl::describeStream(const QString &streamArn)
{
    auto table = streamTable(*this, streamArn);
    LW_TRY(table);
    auto txn = beginRead();
    LW_TRY(txn);
    auto spans = listShards(**txn, m_dbs.streamRecords, *table, m_nowMs);
    LW_TRY(spans);
    auto lastSeq = history::lastSeq(**txn, m_dbs);
    LW_TRY(lastSeq);
    StreamShards out{*table, {}};
    for (const ShardSpan &span : std::as_const(*spans)) {
        StreamShard shard{shardId(table->id, table->stream.labelMs, span.index),
                          out.shards.isEmpty() ? QString() : out.shards.last().id,
                          startingSeq(span, *lastSeq), span.open ? std::nullopt : span.lastSeq};
        out.shards << std::move(shard);
    }
    return out;
}

Result<QString> EngineImpl::shardIterator(const ShardIteratorRequest &request)
{
    auto table = streamTable(*this, request.streamArn);
    LW_TRY(table);
    auto txn = beginRead();
    LW_TRY(txn);
    auto spans = listShards(**txn, m_dbs.streamRecords, *table, m_nowMs);
    LW_TRY(spans);
    const auto index = shardIndex(request.shardId, table->id, table->stream.labelMs);
    const auto span = std::find_if(spans->cbegin(), spans->cend(),
                                   [&](const ShardSpan &s) { return index == s.index; });
    if (span == spans->cend())
        return std::unexpected(Error{ErrorType::ResourceNotFound,
                                     u"Requested resource not found: Shard does not exist"_s,
                                     {}});
    auto lastSeq = history::lastSeq(**txn, m_dbs);
    LW_TRY(lastSeq);
    const qint64 first = startingSeq(*span, *lastSeq);
    // The last number the shard can name: its last record's once closed; while open, the next
    // one given (an empty open shard's StartingSequenceNumber).
    const qint64 last = span->open ? *lastSeq + 1 : *span->lastSeq;
    qint64 afterSeq = 0;
    switch (request.type) {
    case ShardIteratorType::TrimHorizon:
        afterSeq = first - 1;
        break;
    case ShardIteratorType::Latest:
        afterSeq = span->open ? *lastSeq : *span->lastSeq;
        break;
    case ShardIteratorType::AtSequenceNumber:
    case ShardIteratorType::AfterSequenceNumber: {
        const qint64 seq = request.seq.value_or(0);
        // Before the oldest kept record of a stream that has lived past the retention: the
        // number may be a trimmed record's (its shard's records are gone, so this cannot tell).
        if (seq < first && span == spans->cbegin() &&
            table->stream.labelMs < m_nowMs - streamlog::kRetentionMs)
            return std::unexpected(trimmed());
        if (seq < first || seq > last)
            return std::unexpected(validationError(u"Invalid SequenceNumber "_s +
                                                   sequenceNumberText(seq) + u" for shard "_s +
                                                   request.shardId));
        afterSeq = request.type == ShardIteratorType::AtSequenceNumber ? seq - 1 : seq;
        break;
    }
    }
    auto next =
        streamlog::readPage(**txn, m_dbs.streamRecords, table->id, table->stream.labelMs, afterSeq,
                            shardEndMs(table->stream, span->index), 1, kPageBytes);
    LW_TRY(next);
    return encodeIterator(Iterator{request.streamArn, span->index, afterSeq,
                                   next->records.isEmpty() ? 0 : next->records.first().seq,
                                   m_nowMs});
}

Result<StreamRecordsPage> EngineImpl::streamRecords(const QString &shardIterator, int limit)
{
    const auto iterator = decodeIterator(shardIterator);
    if (!iterator)
        return std::unexpected(validationError(u"Invalid ShardIterator"_s));
    auto table = streamTable(*this, iterator->streamArn);
    LW_TRY(table);
    if (iterator->issuedMs > m_nowMs || m_nowMs - iterator->issuedMs >= kIteratorLifetimeMs)
        return std::unexpected(
            Error{ErrorType::ExpiredIterator, u"Shard iterator has expired"_s, {}});
    auto txn = beginRead();
    LW_TRY(txn);
    const qint64 endMs = shardEndMs(table->stream, iterator->shard);
    auto page = streamlog::readPage(**txn, m_dbs.streamRecords, table->id, table->stream.labelMs,
                                    iterator->afterSeq, endMs, limit, kPageBytes);
    LW_TRY(page);
    if (iterator->nextSeq != 0 &&
        (page->records.isEmpty() || page->records.first().seq != iterator->nextSeq))
        return std::unexpected(trimmed());
    StreamRecordsPage out{std::move(page->records), std::nullopt};
    const bool closed = !table->stream.enabled || m_nowMs >= endMs;
    if (!closed || page->nextSeq) {
        Iterator next = *iterator;
        if (!out.records.isEmpty())
            next.afterSeq = out.records.last().seq;
        next.nextSeq = page->nextSeq.value_or(0);
        next.issuedMs = m_nowMs;
        out.nextIterator = encodeIterator(next);
    }
    return out;
}

} // namespace lw
