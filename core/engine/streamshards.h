// The shards and shard iterators of a DynamoDB stream, as the Streams API shows them
// (docs/fidelity.md "Streams"). Nothing here is stored: shards are laid out on the sim clock from
// the stream's label and its records' times, and an iterator carries its whole position.
//
// Shards roll over every kShardSpanMs from the stream's label: shard n holds the records made in
// [label + n·span, label + (n+1)·span). A stream lists the shards that hold records plus, while
// it is enabled, the open shard covering now. Sequence numbers are the workspace's change
// counter (history.h), so within a stream they increase with time and each shard's records are
// one run of them.
//
// Shard ids: "shardId-" <start ms, 20 digits> "-" <8 hex digits of a hash of table id, label and
// n>, the shape of AWS's ("shardId-00000001414576573621-f55eea83"); ids sort as their shards do.
//
// Shard iterators: "<stream arn>|1|<base64url payload>", AWS's prefix form, with
//   payload := shard:u32be afterSeq:u64be nextSeq:u64be issuedMs:i64be
// afterSeq: read records after it; nextSeq: the first record after afterSeq in the shard when
// the iterator was issued (0: none), which tells a read that records were trimmed under it.
#pragma once

#include "model/tabledefinition.h"
#include "streams/streamrecord.h"

namespace lw {

enum class ShardIteratorType
{
    TrimHorizon,
    Latest,
    AtSequenceNumber,
    AfterSequenceNumber,
};

// A GetShardIterator request once its members are checked.
struct ShardIteratorRequest
{
    QString streamArn;
    QString shardId;
    ShardIteratorType type = ShardIteratorType::TrimHorizon;
    std::optional<qint64> seq; // AT_ and AFTER_SEQUENCE_NUMBER only
};

// One shard as DescribeStream lists it.
struct StreamShard
{
    QString id;
    QString parentId; // empty: none listed before it
    qint64 startingSeq = 0;
    std::optional<qint64> endingSeq; // closed shards only
};

// A stream, its table and its shards, oldest first.
struct StreamShards
{
    TableDefinition table;
    QList<StreamShard> shards;
};

// A page of GetRecords and the iterator that continues after it (none: the shard is closed and
// read to its end).
struct StreamRecordsPage
{
    QList<StreamRecord> records;
    std::optional<QString> nextIterator;
};

namespace streamshards {

constexpr qint64 kShardSpanMs = 4 * 3600 * 1000;
constexpr qint64 kIteratorLifetimeMs = 15 * 60 * 1000; // AWS: 15 minutes after it is returned

QString shardId(quint32 tableId, qint64 labelMs, qint64 index);
// The index of a shard of that stream from its id; none for any other text.
std::optional<qint64> shardIndex(QStringView id, quint32 tableId, qint64 labelMs);

struct Iterator
{
    QString streamArn;
    qint64 shard = 0;
    qint64 afterSeq = 0;
    qint64 nextSeq = 0; // 0: none
    qint64 issuedMs = 0;
};
QString encodeIterator(const Iterator &iterator);
// None for a text encodeIterator did not make.
std::optional<Iterator> decodeIterator(QStringView text);

} // namespace streamshards
} // namespace lw
