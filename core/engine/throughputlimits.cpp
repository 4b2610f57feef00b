#include "throughputlimits.h"

#include "model/frozenstream.h"
#include "model/keyhash.h"

#include <QDataStream>
#include <QIODevice>
#include <QJsonArray>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

using throughput::Access;
using throughput::BillingMode;
using throughput::CapacityModel;
using throughput::ResourceSettings;
using throughput::secondOf;
using throughput::TableSettings;

// FROZEN meta keys (throughputlimits.h).
constexpr QByteArrayView kLimitsKey = "throughput.limits";
constexpr QByteArrayView kStateKey = "throughput.state";
constexpr QByteArrayView kSnapshotPrefix = "throughput.at.";
constexpr quint32 kRecordMagic = 0x4C57544C; // "LWTL"
constexpr quint16 kRecordVersion = 1;

QByteArray snapshotKey(qint64 ms)
{
    QByteArray key(kSnapshotPrefix.toByteArray());
    char be[8];
    qToBigEndian<qint64>(ms, be);
    key.append(be, 8);
    return key;
}

std::optional<qint64> snapshotTime(QByteArrayView key)
{
    if (key.size() != kSnapshotPrefix.size() + 8)
        return std::nullopt;
    return qFromBigEndian<qint64>(key.data() + kSnapshotPrefix.size());
}

quint64 keyHashOf(const AttributeValue &value)
{
    return partitionKeyHash(partitionKeyBytes(value));
}

// What the model is configured with for a table: its billing mode and provisioned throughput, and
// each GSI's (on demand, no maximums: the table definition carries none). Sizes are left out.
TableSettings settingsOf(const TableDefinition &table)
{
    TableSettings settings;
    settings.name = table.name;
    settings.mode = table.payPerRequest ? BillingMode::PayPerRequest : BillingMode::Provisioned;
    if (!table.payPerRequest && table.throughput)
        settings.table.capacityUnits = {table.throughput->read, table.throughput->write};
    for (const auto &index : table.indexes) {
        if (!index.global)
            continue;
        ResourceSettings resource;
        if (!table.payPerRequest && index.throughput)
            resource.capacityUnits = {index.throughput->read, index.throughput->write};
        settings.globalIndexes.insert(index.name, resource);
    }
    return settings;
}

bool sameSettings(const TableSettings &a, const TableSettings &b)
{
    return a.mode == b.mode && a.table == b.table && a.globalIndexes == b.globalIndexes;
}

void writeResource(QDataStream &out, const ResourceSettings &r)
{
    out << r.capacityUnits.read << r.capacityUnits.write << r.maxRequestUnits.read
        << r.maxRequestUnits.write;
}

void readResource(QDataStream &in, ResourceSettings &r)
{
    in >> r.capacityUnits.read >> r.capacityUnits.write >> r.maxRequestUnits.read >>
        r.maxRequestUnits.write;
}

struct Record
{
    qint64 lastChangeMs = 0;
    ThroughputLimits::Configured configured;
    QByteArray model;
};

Error damagedRecord()
{
    return corruptData(u"the throughput limits' state"_s);
}

Result<Record> decodeState(QByteArrayView bytes)
{
    QByteArray copy = bytes.toByteArray();
    QDataStream in(copy);
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    Record record;
    quint32 tables = 0;
    in >> magic >> version >> record.lastChangeMs >> tables;
    if (in.status() != QDataStream::Ok || magic != kRecordMagic || version != kRecordVersion)
        return std::unexpected(damagedRecord());
    for (quint32 i = 0; i < tables && in.status() == QDataStream::Ok; ++i) {
        TableSettings settings;
        quint32 id = 0;
        quint8 mode = 0;
        quint32 indexes = 0;
        in >> settings.name >> id >> mode;
        settings.mode = BillingMode(mode);
        readResource(in, settings.table);
        in >> indexes;
        for (quint32 j = 0; j < indexes && in.status() == QDataStream::Ok; ++j) {
            QString name;
            ResourceSettings resource;
            in >> name;
            readResource(in, resource);
            settings.globalIndexes.insert(name, resource);
        }
        record.configured.insert(settings.name, {id, settings});
    }
    in >> record.model;
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return std::unexpected(damagedRecord());
    return record;
}

} // namespace

bool isThrottle(const Error &error)
{
    return error.type == ErrorType::ProvisionedThroughputExceeded ||
           error.type == ErrorType::Throttling || error.type == ErrorType::RequestLimitExceeded;
}

ThroughputLimits::ThroughputLimits(EngineImpl &engine, const ModuleContext &context,
                                   storage::Dbi meta, ItemStore &store)
    : m_engine(engine), m_tables(context.tables), m_meta(meta), m_store(store)
{}

QByteArray ThroughputLimits::record(CapacityModel::Contents contents) const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kRecordMagic << kRecordVersion << m_lastChangeMs << quint32(m_configured.size());
    for (auto it = m_configured.cbegin(); it != m_configured.cend(); ++it) {
        const TableSettings &settings = it->second;
        out << it.key() << it->first << quint8(settings.mode);
        writeResource(out, settings.table);
        out << quint32(settings.globalIndexes.size());
        for (auto index = settings.globalIndexes.cbegin(); index != settings.globalIndexes.cend();
             ++index) {
            out << index.key();
            writeResource(out, index.value());
        }
    }
    out << m_model.save(contents);
    return bytes;
}

Status ThroughputLimits::load(storage::Txn &txn)
{
    auto limits = storage::get(txn, m_meta, kLimitsKey);
    LW_TRY(limits);
    m_enabled = limits->has_value();
    m_store.recordIndexWrites(m_enabled);

    std::optional<Record> chosen;
    auto state = storage::get(txn, m_meta, kStateKey);
    LW_TRY(state);
    if (*state) {
        auto decoded = decodeState(**state);
        LW_TRY(decoded);
        chosen = std::move(*decoded);
    }
    // The newest snapshot is newer than the state only when the process ended without closing.
    std::optional<QByteArray> newest;
    LW_TRY(forEachEntry(txn, m_meta, kSnapshotPrefix.toByteArray(),
                        [&](QByteArrayView key, QByteArrayView value) -> Status {
                            const auto ms = snapshotTime(key);
                            if (!ms)
                                return std::unexpected(damagedRecord());
                            m_snapshotMs = *ms;
                            newest = value.toByteArray();
                            return {};
                        }));
    if (newest && (!chosen || m_snapshotMs > chosen->lastChangeMs)) {
        auto decoded = decodeState(*newest);
        LW_TRY(decoded);
        chosen = std::move(*decoded);
    }
    if (chosen) {
        auto model = CapacityModel::load(chosen->model);
        LW_TRY(model);
        m_model = std::move(*model);
        m_configured = std::move(chosen->configured);
        m_lastChangeMs = chosen->lastChangeMs;
    }
    if (m_enabled) {
        const auto sizeOf = [&](const TableDefinition &table, const IndexDefinition *index) {
            return readStats(txn, m_store.dbs(), table.id, index ? index->id : 0)
                .value_or(IndexStats{})
                .sizeBytes;
        };
        if (configure(m_model, m_configured, m_tables, m_engine.nowMs(), sizeOf))
            changed();
    }
    return {};
}

Status ThroughputLimits::save(storage::Txn &txn)
{
    if (!m_unsaved)
        return {};
    LW_TRY(storage::put(txn, m_meta, kStateKey, record(CapacityModel::Contents::StateAndHistory)));
    m_unsaved = false;
    return {};
}

bool ThroughputLimits::charging() const
{
    return m_enabled && !m_engine.capacityMeter().paused();
}

Status ThroughputLimits::setEnabled(bool on)
{
    if (on == m_enabled)
        return {};
    LW_TRY(m_engine.write([&](storage::Txn &txn) -> Status {
        if (on)
            return storage::put(txn, m_meta, kLimitsKey, QByteArrayView("on"));
        return toStatus(storage::del(txn, m_meta, kLimitsKey));
    }));
    m_enabled = on;
    m_store.recordIndexWrites(on);
    tablesChanged();
    return {};
}

void ThroughputLimits::tablesChanged()
{
    if (!m_enabled)
        return;
    auto txn = m_engine.beginRead();
    const auto sizeOf = [&](const TableDefinition &table, const IndexDefinition *index) {
        if (!txn)
            return qint64(0);
        return readStats(**txn, m_store.dbs(), table.id, index ? index->id : 0)
            .value_or(IndexStats{})
            .sizeBytes;
    };
    if (configure(m_model, m_configured, m_tables, m_engine.nowMs(), sizeOf))
        changed();
}

bool ThroughputLimits::configure(CapacityModel &model, Configured &configured,
                                 const QMap<QString, TableDefinition> &tables, qint64 simMs,
                                 const SizeOf &sizeOf)
{
    bool any = false;
    for (const TableDefinition &table : tables) {
        const TableSettings wanted = settingsOf(table);
        auto found = configured.find(table.name);
        if (found != configured.end() && found->first != table.id) {
            // Deleted and created again under the same name: a new table to the model.
            model.removeTable(table.name);
            configured.erase(found);
            found = configured.end();
        }
        TableSettings sized = wanted;
        for (auto index = sized.globalIndexes.begin(); index != sized.globalIndexes.end();
             ++index) {
            const bool known =
                found != configured.end() && found->second.globalIndexes.contains(index.key());
            if (!known)
                index->sizeBytes = sizeOf(table, table.index(index.key()));
        }
        if (found == configured.end()) {
            sized.table.sizeBytes = sizeOf(table, nullptr);
            // The name is free: it was never configured or was removed just above.
            [[maybe_unused]] const Status added = model.addTable(sized, simMs);
            configured.insert(table.name, {table.id, wanted});
            any = true;
            continue;
        }
        if (sameSettings(found->second, wanted))
            continue;
        for (auto index = found->second.globalIndexes.cbegin();
             index != found->second.globalIndexes.cend(); ++index) {
            if (!wanted.globalIndexes.contains(index.key()))
                model.removeIndex(table.name, index.key());
        }
        // The table is configured, so the update cannot fail for an unknown name.
        [[maybe_unused]] const Status updated = model.updateTable(sized, simMs);
        found->second = wanted;
        any = true;
    }
    for (auto it = configured.begin(); it != configured.end();) {
        if (tables.contains(it.key())) {
            ++it;
            continue;
        }
        model.removeTable(it.key());
        it = configured.erase(it);
        any = true;
    }
    return any;
}

void ThroughputLimits::changed()
{
    m_lastChangeMs = m_engine.nowMs();
    m_unsaved = true;
}

Status ThroughputLimits::refused(const TableDefinition &table, const throughput::Outcome &outcome)
{
    const throughput::Throttle &throttle = *outcome.throttle;
    ErrorType type = ErrorType::ProvisionedThroughputExceeded;
    switch (throttle.exception()) {
    case throughput::ThrottleException::ProvisionedThroughputExceeded:
        break;
    case throughput::ThrottleException::Throttling:
        type = ErrorType::Throttling;
        break;
    case throughput::ThrottleException::RequestLimitExceeded:
        type = ErrorType::RequestLimitExceeded;
        break;
    }
    // ThrottlingReason.resource: the ARN of the table or index that refused (API reference).
    const QString resource =
        throttle.index.isEmpty() ? table.arn() : table.arn() + u"/index/"_s + throttle.index;
    const QJsonArray reasons{
        QJsonObject{{u"reason"_s, throttle.reason()}, {u"resource"_s, resource}}};
    return std::unexpected(
        Error{type, throttle.message(), QJsonObject{{u"ThrottlingReasons"_s, reasons}}});
}

throughput::Request ThroughputLimits::requestAt(const TableDefinition &table, Access access) const
{
    throughput::Request request;
    request.table = table.name;
    request.access = access;
    request.simMs = m_engine.nowMs();
    return request;
}

Status ThroughputLimits::charge(const TableDefinition &table, const throughput::Request &request)
{
    auto outcome = m_model.charge(request);
    LW_TRY(outcome);
    changed();
    if (!outcome->served())
        return refused(table, *outcome);
    return {};
}

Status ThroughputLimits::chargeRead(const TableDefinition &table, const IndexDefinition *index,
                                    const AttributeValue &partitionKey, double units)
{
    return chargeRead(table, index, keyHashOf(partitionKey), units);
}

Status ThroughputLimits::chargeRead(const TableDefinition &table, const IndexDefinition *index,
                                    quint64 partitionHash, double units)
{
    throughput::Request request = requestAt(table, Access::Read);
    if (index && index->global)
        request.target.index = index->name;
    request.target.keyHash = partitionHash;
    request.target.units = units;
    return charge(table, request);
}

Status ThroughputLimits::chargeScan(const TableDefinition &table, const IndexDefinition *index,
                                    const QList<QPair<quint64, qint64>> &keyBytes, double units)
{
    const QString indexName = index && index->global ? index->name : QString();
    // Per partition, in the order the page reached them: a hash that lands there and its bytes.
    QList<quint32> order;
    QHash<quint32, QPair<quint64, qint64>> perPartition;
    qint64 total = 0;
    for (const auto &[hash, bytes] : keyBytes) {
        const quint32 partition = m_model.partitionOf(table.name, indexName, hash).value_or(0);
        auto found = perPartition.find(partition);
        if (found == perPartition.end()) {
            order << partition;
            found = perPartition.insert(partition, {hash, 0});
        }
        found->second += bytes;
        total += bytes;
    }
    throughput::Request request = requestAt(table, Access::Read);
    request.target.index = indexName;
    if (order.isEmpty()) {
        request.target.units = units;
        order << 0;
        perPartition.insert(0, {0, 0});
    }
    for (quint32 partition : std::as_const(order)) {
        const auto &[hash, bytes] = perPartition.value(partition);
        request.target.keyHash = hash;
        if (!keyBytes.isEmpty())
            request.target.units =
                total > 0 ? units * double(bytes) / double(total) : units / double(order.size());
        // The partitions read before the one that refused keep their charge: they were read.
        LW_TRY(charge(table, request));
    }
    return {};
}

Status ThroughputLimits::chargeWrite(const TableDefinition &table, const Item &key,
                                     const ConsumedCapacity &capacity, qint64 sizeDelta,
                                     const QList<IndexEntryWrite> &indexWrites)
{
    throughput::Request request = requestAt(table, Access::Write);
    request.target.keyHash = keyHashOf(key.at(table.key.hash.name));
    // Local secondary indexes share the table's partitions and capacity.
    double units = capacity.table;
    for (double local : capacity.localIndexes)
        units += local;
    request.target.units = units;
    request.target.sizeDelta = sizeDelta;
    // A transaction's units are doubled in `capacity`; its index entries are doubled alike.
    double scale = 1;
    if (!indexWrites.isEmpty()) {
        double listed = 0;
        for (const auto &entry : indexWrites)
            listed += entry.units;
        double reported = 0;
        for (double global : capacity.globalIndexes)
            reported += global;
        if (listed > 0 && reported > 0)
            scale = reported / listed;
    }
    for (const auto &entry : indexWrites)
        request.indexWrites << throughput::Target{entry.index, keyHashOf(entry.partitionKey),
                                                  entry.units * scale, entry.sizeDelta};
    return charge(table, request);
}

Status ThroughputLimits::clockMoved(storage::Txn &txn, qint64 clockMs)
{
    m_storingSnapshotMs.reset();
    if (m_lastChangeMs <= m_snapshotMs || secondOf(clockMs) <= secondOf(m_lastChangeMs))
        return {};
    LW_TRY(storage::put(txn, m_meta, snapshotKey(m_lastChangeMs),
                        record(CapacityModel::Contents::StateOnly)));
    m_storingSnapshotMs = m_lastChangeMs;
    return {};
}

void ThroughputLimits::batchCommitted()
{
    if (m_storingSnapshotMs)
        m_snapshotMs = *std::exchange(m_storingSnapshotMs, std::nullopt);
}

Status ThroughputLimits::rewind(storage::Txn &txn, RewindState &state)
{
    m_rewound.reset();
    if (m_lastChangeMs == std::numeric_limits<qint64>::min())
        return {}; // the model never changed: nothing to put back
    std::optional<std::pair<qint64, QByteArray>> newest;
    QList<QByteArray> later;
    LW_TRY(forEachEntry(txn, m_meta, kSnapshotPrefix.toByteArray(),
                        [&](QByteArrayView key, QByteArrayView value) -> Status {
                            const auto ms = snapshotTime(key);
                            if (!ms)
                                return std::unexpected(damagedRecord());
                            if (*ms <= state.toMs)
                                newest = std::pair(*ms, value.toByteArray());
                            else
                                later << key.toByteArray();
                            return {};
                        }));
    for (const QByteArray &key : std::as_const(later))
        LW_TRY(storage::del(txn, m_meta, key));
    // The state written at close is the present's, which goes.
    LW_TRY(storage::del(txn, m_meta, kStateKey));

    auto copy = CapacityModel::load(m_model.save());
    LW_TRY(copy);
    Rewound rewound{std::move(*copy), m_configured, m_lastChangeMs, m_snapshotMs};
    if (m_lastChangeMs > state.toMs) {
        if (newest) {
            auto decoded = decodeState(newest->second);
            LW_TRY(decoded);
            LW_TRY(rewound.model.rewind(decoded->model, state.toMs));
            rewound.configured = std::move(decoded->configured);
            rewound.lastChangeMs = rewound.snapshotMs = newest->first;
        } else {
            rewound.model = CapacityModel(m_model.settings());
            rewound.configured.clear();
            rewound.lastChangeMs = rewound.snapshotMs = std::numeric_limits<qint64>::min();
        }
    }
    // The tables as they were then; one created since the snapshot starts with no data counted.
    if (m_enabled &&
        configure(rewound.model, rewound.configured, state.tables, state.toMs,
                  [](const TableDefinition &, const IndexDefinition *) { return qint64(0); }))
        rewound.lastChangeMs = state.toMs;
    m_rewound = std::move(rewound);
    return {};
}

void ThroughputLimits::rewound()
{
    if (!m_rewound)
        return;
    m_model = std::move(m_rewound->model);
    m_configured = std::move(m_rewound->configured);
    m_lastChangeMs = m_rewound->lastChangeMs;
    m_snapshotMs = m_rewound->snapshotMs;
    m_rewound.reset();
    m_unsaved = true;
}

} // namespace lw
