#include "workloadlog.h"

#include "itemstore.h"
#include "model/frozenstream.h"

#include <QDataStream>
#include <QIODevice>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// FROZEN meta keys and record (workloadlog.h).
constexpr QByteArrayView kRunPrefix = "workload.run.";
constexpr QByteArrayView kSecondPrefix = "workload.second.";
constexpr quint32 kRecordMagic = 0x4C57574C; // "LWWL"
constexpr quint16 kRecordVersion = 1;
constexpr qsizetype kCountsBytes = 5 * 8;

void appendBe64(QByteArray &key, qint64 value)
{
    char be[8];
    qToBigEndian<qint64>(value, be);
    key.append(be, 8);
}

QByteArray runKey(qint64 startMs)
{
    QByteArray key = kRunPrefix.toByteArray();
    appendBe64(key, startMs);
    return key;
}

QByteArray secondsPrefix(qint64 startMs)
{
    QByteArray key = kSecondPrefix.toByteArray();
    appendBe64(key, startMs);
    return key;
}

QByteArray secondKey(qint64 startMs, qint64 second)
{
    QByteArray key = secondsPrefix(startMs);
    appendBe64(key, second);
    return key;
}

Error damagedRecord()
{
    return corruptData(u"a workload's record"_s);
}

QByteArray encodeRun(const WorkloadRun &run)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    pinFrozenFormat(out);
    out << kRecordMagic << kRecordVersion << quint8(run.state) << run.spec << run.failure;
    return bytes;
}

Status decodeRun(QByteArrayView bytes, WorkloadRun &run)
{
    QDataStream in(bytes.toByteArray());
    pinFrozenFormat(in);
    quint32 magic = 0;
    quint16 version = 0;
    quint8 state = 0;
    in >> magic >> version >> state >> run.spec >> run.failure;
    if (in.status() != QDataStream::Ok || magic != kRecordMagic || version != kRecordVersion ||
        state > quint8(WorkloadState::Failed))
        return std::unexpected(damagedRecord());
    run.state = WorkloadState(state);
    return {};
}

QByteArray encodeCounts(const WorkloadSecond &second)
{
    QByteArray bytes;
    for (qint64 count :
         {second.sent, second.served, second.throttled, second.retried, second.gaveUp})
        appendBe64(bytes, count);
    return bytes;
}

Result<WorkloadSecond> decodeSecond(QByteArrayView key, QByteArrayView value)
{
    if (key.size() != kSecondPrefix.size() + 16 || value.size() != kCountsBytes)
        return std::unexpected(damagedRecord());
    const auto at = [&](int i) { return qFromBigEndian<qint64>(value.data() + 8 * i); };
    return WorkloadSecond{qFromBigEndian<qint64>(key.data() + kSecondPrefix.size() + 8),
                          at(0),
                          at(1),
                          at(2),
                          at(3),
                          at(4)};
}

std::optional<qint64> runStart(QByteArrayView key, QByteArrayView prefix)
{
    if (key.size() < prefix.size() + 8)
        return std::nullopt;
    return qFromBigEndian<qint64>(key.data() + prefix.size());
}

} // namespace

Status WorkloadLog::record(storage::Txn &txn, const WorkloadRun &run)
{
    LW_TRY(storage::put(txn, m_meta, runKey(run.startMs), encodeRun(run)));
    for (const WorkloadSecond &second : run.seconds)
        LW_TRY(
            storage::put(txn, m_meta, secondKey(run.startMs, second.second), encodeCounts(second)));
    return {};
}

Result<QList<WorkloadRun>> WorkloadLog::runs(storage::Txn &txn, qint64 fromMs, qint64 toMs) const
{
    QList<WorkloadRun> out;
    const auto readRun = [&](QByteArrayView key, QByteArrayView value) -> Status {
        const auto start = runStart(key, kRunPrefix);
        if (!start || key.size() != kRunPrefix.size() + 8)
            return std::unexpected(damagedRecord());
        if (*start < fromMs || *start >= toMs)
            return {};
        WorkloadRun run;
        run.startMs = *start;
        LW_TRY(decodeRun(value, run));
        out << std::move(run);
        return {};
    };
    LW_TRY(forEachEntry(txn, m_meta, kRunPrefix.toByteArray(), readRun));
    for (WorkloadRun &run : out) {
        const auto readSecond = [&](QByteArrayView key, QByteArrayView value) -> Status {
            auto second = decodeSecond(key, value);
            LW_TRY(second);
            run.seconds << *second;
            return {};
        };
        LW_TRY(forEachEntry(txn, m_meta, secondsPrefix(run.startMs), readSecond));
    }
    return out;
}

Status WorkloadLog::rewind(storage::Txn &txn, RewindState &state)
{
    QList<QByteArray> gone;
    const auto laterRun = [&](QByteArrayView key, QByteArrayView) -> Status {
        const auto start = runStart(key, kRunPrefix);
        if (!start)
            return std::unexpected(damagedRecord());
        if (*start > state.toMs)
            gone << key.toByteArray();
        return {};
    };
    LW_TRY(forEachEntry(txn, m_meta, kRunPrefix.toByteArray(), laterRun));
    const auto laterSecond = [&](QByteArrayView key, QByteArrayView value) -> Status {
        auto second = decodeSecond(key, value);
        LW_TRY(second);
        if (second->second * 1000 > state.toMs)
            gone << key.toByteArray();
        return {};
    };
    LW_TRY(forEachEntry(txn, m_meta, kSecondPrefix.toByteArray(), laterSecond));
    for (const QByteArray &key : std::as_const(gone))
        LW_TRY(storage::del(txn, m_meta, key));
    return {};
}

} // namespace lw
