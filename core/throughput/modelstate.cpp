// The capacity model's bytes (CapacityModel::save and load). Big-endian, through QDataStream
// pinned to Qt 6.0's format, so a state saved by one build loads in another:
//
//   model      := magic:u32 = 0x4C575450 ("LWTP")  version:u16 = 1  contents:u8  settings
//                 tableCount:u32 table*
//   settings   := partitionUnits:pair  partitionBytes:i64  burstSeconds:i64  burstCapacity:u8
//                 adaptiveCapacity:u8  splitHeatSeconds:i64  splitHeatPercent:i64
//                 onDemandInitialPeak:pair  onDemandTableQuota:pair  peakAdoptionSeconds:i64
//                 historySeconds:i64
//   table      := name:string  mode:u8 (BillingMode)  resource  indexCount:u32
//                 (name:string resource)*            -- tables and indexes in name order
//   resource   := capacityUnits:pair  maxRequestUnits:pair  sizeBytes:i64  second:i64
//                 consumed:pair  throttledRequests:pair32  peak:pair  pending pending
//                 nextId:u32  partitionCount:u32 partition*  splitCount:u32 split*
//                 [history]                          -- only when contents = 1
//   pending    := count:u32 (second:i64 units:i64)*  -- reads, then writes
//   partition  := id:u32  firstHash:u64  sizeBytes:i64  share:pair  burst:pair  second:i64
//                 consumed:pair  fromBurst:pair  borrowed:pair  throttledUnits:pair
//                 throttledRequests:pair32  hotStreak:i64   -- in key order, first at hash 0
//   split      := second:i64  lower:u32  upper:u32  atHash:u64  cause:u8 (SplitCause)
//   history    := heatCount:u32 (id:u32 count:u32 psecond*)*  totalsCount:u32 rsecond*
//   psecond    := second:i64 partition:u32 consumed:pair fromBurst:pair borrowed:pair
//                 throttledUnits:pair throttledRequests:pair32 share:pair burstAfter:pair
//   rsecond    := second:i64 consumed:pair capacity:pair throttledRequests:pair32
//   pair       := read:i64 write:i64          pair32 := read:i32 write:i32
//   string     := QDataStream's QString: byte length:u32, then UTF-16 big-endian
//
// Units are MilliUnits. A change to any of this is a new version; load() refuses versions it
// does not know rather than guess.
#include "throughput/modelstate.h"

#include "model/frozenstream.h"

#include <QDataStream>
#include <QIODevice>

using namespace Qt::StringLiterals;

namespace lw::throughput {

namespace {

constexpr quint32 kMagic = 0x4C575450;
constexpr quint16 kVersion = 1;

template<class T> void put(QDataStream &out, const PerAccess<T> &v)
{
    out << v.read << v.write;
}

template<class T> void get(QDataStream &in, PerAccess<T> &v)
{
    in >> v.read >> v.write;
}

void putFlag(QDataStream &out, bool b)
{
    out << quint8(b ? 1 : 0);
}

bool getFlag(QDataStream &in)
{
    quint8 b = 0;
    in >> b;
    if (b > 1)
        in.setStatus(QDataStream::ReadCorruptData);
    return b == 1;
}

template<class E> void getEnum(QDataStream &in, E &e, quint8 last)
{
    quint8 raw = 0;
    in >> raw;
    if (raw > last)
        in.setStatus(QDataStream::ReadCorruptData);
    e = static_cast<E>(raw);
}

// A count that cannot be larger than what is left to read (each element takes at least `bytes`),
// so damaged bytes cannot make load() allocate without bound.
quint32 getCount(QDataStream &in, qint64 bytes)
{
    quint32 n = 0;
    in >> n;
    if (in.device() && qint64(n) * bytes > in.device()->bytesAvailable()) {
        in.setStatus(QDataStream::ReadCorruptData);
        return 0;
    }
    return n;
}

void putSettings(QDataStream &out, const ModelSettings &s)
{
    put(out, s.partitionUnits);
    out << s.partitionBytes << s.burstSeconds;
    putFlag(out, s.burstCapacity);
    putFlag(out, s.adaptiveCapacity);
    out << s.splitHeatSeconds << s.splitHeatPercent;
    put(out, s.onDemandInitialPeak);
    put(out, s.onDemandTableQuota);
    out << s.peakAdoptionSeconds << s.historySeconds;
}

void getSettings(QDataStream &in, ModelSettings &s)
{
    get(in, s.partitionUnits);
    in >> s.partitionBytes >> s.burstSeconds;
    s.burstCapacity = getFlag(in);
    s.adaptiveCapacity = getFlag(in);
    in >> s.splitHeatSeconds >> s.splitHeatPercent;
    get(in, s.onDemandInitialPeak);
    get(in, s.onDemandTableQuota);
    in >> s.peakAdoptionSeconds >> s.historySeconds;
    if (s.partitionUnits.read <= 0 || s.partitionUnits.write <= 0 || s.partitionBytes <= 0)
        in.setStatus(QDataStream::ReadCorruptData);
}

void putPartition(QDataStream &out, const PartitionState &p)
{
    out << p.id << p.firstHash << p.sizeBytes;
    put(out, p.share);
    put(out, p.burst);
    out << p.second;
    put(out, p.consumed);
    put(out, p.fromBurst);
    put(out, p.borrowed);
    put(out, p.throttledUnits);
    put(out, p.throttledRequests);
    out << p.hotStreak;
}

void getPartition(QDataStream &in, PartitionState &p)
{
    in >> p.id >> p.firstHash >> p.sizeBytes;
    get(in, p.share);
    get(in, p.burst);
    in >> p.second;
    get(in, p.consumed);
    get(in, p.fromBurst);
    get(in, p.borrowed);
    get(in, p.throttledUnits);
    get(in, p.throttledRequests);
    in >> p.hotStreak;
}

void putSample(QDataStream &out, const PartitionSecond &s)
{
    out << s.second << s.partition;
    put(out, s.consumed);
    put(out, s.fromBurst);
    put(out, s.borrowed);
    put(out, s.throttledUnits);
    put(out, s.throttledRequests);
    put(out, s.share);
    put(out, s.burstAfter);
}

void getSample(QDataStream &in, PartitionSecond &s)
{
    in >> s.second >> s.partition;
    get(in, s.consumed);
    get(in, s.fromBurst);
    get(in, s.borrowed);
    get(in, s.throttledUnits);
    get(in, s.throttledRequests);
    get(in, s.share);
    get(in, s.burstAfter);
}

void putResource(QDataStream &out, const ResourceState &r, CapacityModel::Contents contents)
{
    put(out, r.settings.capacityUnits);
    put(out, r.settings.maxRequestUnits);
    out << r.settings.sizeBytes << r.second;
    put(out, r.consumed);
    put(out, r.throttledRequests);
    put(out, r.peak);
    for (const auto &pending : {r.pendingPeaks.read, r.pendingPeaks.write}) {
        out << quint32(pending.size());
        for (const auto &[second, units] : pending)
            out << second << units;
    }
    out << r.nextId << quint32(r.partitions.size());
    for (const PartitionState &p : r.partitions)
        putPartition(out, p);
    out << quint32(r.splits.size());
    for (const SplitView &s : r.splits)
        out << s.second << s.lower << s.upper << s.atHash << quint8(s.cause);
    if (contents == CapacityModel::Contents::StateOnly)
        return;
    out << quint32(r.heat.size());
    for (const auto &[id, history] : r.heat) {
        out << id << quint32(history.size());
        for (const PartitionSecond &s : history)
            putSample(out, s);
    }
    out << quint32(r.totals.size());
    for (const ResourceSecond &s : r.totals) {
        out << s.second;
        put(out, s.consumed);
        put(out, s.capacity);
        put(out, s.throttledRequests);
    }
}

void getResource(QDataStream &in, ResourceState &r, CapacityModel::Contents contents)
{
    get(in, r.settings.capacityUnits);
    get(in, r.settings.maxRequestUnits);
    in >> r.settings.sizeBytes >> r.second;
    get(in, r.consumed);
    get(in, r.throttledRequests);
    get(in, r.peak);
    for (Access a : {Access::Read, Access::Write}) {
        const quint32 n = getCount(in, 16);
        for (quint32 i = 0; i < n && in.status() == QDataStream::Ok; ++i) {
            std::pair<qint64, MilliUnits> entry;
            in >> entry.first >> entry.second;
            r.pendingPeaks[a].push_back(entry);
        }
    }
    in >> r.nextId;
    const quint32 partitions = getCount(in, 140);
    for (quint32 i = 0; i < partitions && in.status() == QDataStream::Ok; ++i) {
        PartitionState p;
        getPartition(in, p);
        // In key order from hash 0, ids below nextId: what findPartition() relies on.
        const bool ordered =
            r.partitions.empty() ? p.firstHash == 0 : p.firstHash > r.partitions.back().firstHash;
        if (!ordered || p.id >= r.nextId)
            in.setStatus(QDataStream::ReadCorruptData);
        r.partitions.push_back(p);
    }
    if (r.partitions.empty())
        in.setStatus(QDataStream::ReadCorruptData);
    const quint32 splits = getCount(in, 25);
    for (quint32 i = 0; i < splits && in.status() == QDataStream::Ok; ++i) {
        SplitView s;
        in >> s.second >> s.lower >> s.upper >> s.atHash;
        getEnum(in, s.cause, quint8(SplitCause::Heat));
        r.splits.push_back(s);
    }
    if (contents == CapacityModel::Contents::StateOnly)
        return;
    const quint32 heat = getCount(in, 8);
    for (quint32 i = 0; i < heat && in.status() == QDataStream::Ok; ++i) {
        quint32 id = 0;
        in >> id;
        const quint32 n = getCount(in, 116);
        std::deque<PartitionSecond> &history = r.heat[id];
        for (quint32 j = 0; j < n && in.status() == QDataStream::Ok; ++j)
            getSample(in, history.emplace_back());
    }
    const quint32 totals = getCount(in, 48);
    for (quint32 i = 0; i < totals && in.status() == QDataStream::Ok; ++i) {
        ResourceSecond &s = r.totals.emplace_back();
        in >> s.second;
        get(in, s.consumed);
        get(in, s.capacity);
        get(in, s.throttledRequests);
    }
}

} // namespace

QByteArray saveState(const CapacityModel::State &state, CapacityModel::Contents contents)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kMagic << kVersion << quint8(contents);
    putSettings(out, state.settings);
    out << quint32(state.tables.size());
    for (const auto &[name, table] : state.tables) {
        out << name << quint8(table.mode);
        putResource(out, table.table, contents);
        out << quint32(table.indexes.size());
        for (const auto &[indexName, index] : table.indexes) {
            out << indexName;
            putResource(out, index, contents);
        }
    }
    return bytes;
}

Result<std::unique_ptr<CapacityModel::State>> loadState(const QByteArray &bytes)
{
    QDataStream in(bytes);
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    CapacityModel::Contents contents{};
    in >> magic >> version;
    getEnum(in, contents, quint8(CapacityModel::Contents::StateAndHistory));
    auto state = std::make_unique<CapacityModel::State>();
    if (magic == kMagic && version == kVersion) {
        getSettings(in, state->settings);
        const quint32 tables = getCount(in, 5);
        for (quint32 i = 0; i < tables && in.status() == QDataStream::Ok; ++i) {
            QString name;
            in >> name;
            TableState &table = state->tables[name];
            getEnum(in, table.mode, quint8(BillingMode::PayPerRequest));
            getResource(in, table.table, contents);
            const quint32 indexes = getCount(in, 4);
            for (quint32 j = 0; j < indexes && in.status() == QDataStream::Ok; ++j) {
                QString indexName;
                in >> indexName;
                getResource(in, table.indexes[indexName], contents);
            }
        }
    }
    if (magic != kMagic || version != kVersion || in.status() != QDataStream::Ok || !in.atEnd())
        return std::unexpected(Error{ErrorType::Serialization,
                                     u"The capacity model's saved state is damaged or of a "
                                     "version this build does not read"_s,
                                     {}});
    return state;
}

} // namespace lw::throughput
