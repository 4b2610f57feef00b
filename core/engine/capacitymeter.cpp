#include "capacitymeter.h"

#include <algorithm>

namespace lw {

namespace {

// The start of the period of `periodMs` holding `ms`; sim time may lie before 1970.
qint64 periodStart(qint64 ms, qint64 periodMs)
{
    const qint64 q = ms / periodMs;
    return (ms % periodMs < 0 ? q - 1 : q) * periodMs;
}

bool startsBefore(const CapacityMeter::Sum &sum, qint64 ms)
{
    return sum.startMs < ms;
}

} // namespace

void CapacityMeter::add(Kind kind, qint64 atMs, const ConsumedCapacity &units)
{
    if (m_paused || units.total() == 0) // a poll that wrote nothing: no minute of use
        return;
    QList<Sum> &minutes = m_minutes[units.tableName];
    const qint64 minute = periodStart(atMs, kMinuteMs);
    // The clock only moves forward between rewinds: the minute is nearly always new or the last.
    auto it = minutes.isEmpty() || minutes.last().startMs < minute
                  ? minutes.end()
                  : std::lower_bound(minutes.begin(), minutes.end(), minute, startsBefore);
    if (it == minutes.end() || it->startMs != minute)
        it = minutes.insert(it, Sum{minute, 0, 0});
    (kind == Kind::Read ? it->readUnits : it->writeUnits) += units.total();
}

void CapacityMeter::add(Kind kind, qint64 atMs, const QList<ConsumedCapacity> &perTable)
{
    for (const ConsumedCapacity &units : perTable)
        add(kind, atMs, units);
}

QList<CapacityMeter::Sum> CapacityMeter::sums(const QString &tableName, qint64 fromMs, qint64 toMs,
                                              qint64 periodMs) const
{
    Q_ASSERT(periodMs > 0 && periodMs % kMinuteMs == 0);
    QList<Sum> out;
    const auto table = m_minutes.constFind(tableName);
    if (table == m_minutes.cend())
        return out;
    // Only the minutes' own times go through the arithmetic: fromMs and toMs may be any value.
    const auto endsBy = [&](const Sum &minute, qint64 ms) {
        return periodStart(minute.startMs, periodMs) + periodMs <= ms;
    };
    for (auto it = std::lower_bound(table->cbegin(), table->cend(), fromMs, endsBy);
         it != table->cend(); ++it) {
        const qint64 start = periodStart(it->startMs, periodMs);
        if (start >= toMs)
            break;
        if (out.isEmpty() || out.last().startMs != start)
            out << Sum{start, 0, 0};
        out.last().readUnits += it->readUnits;
        out.last().writeUnits += it->writeUnits;
    }
    return out;
}

void CapacityMeter::dropAfter(qint64 atMs)
{
    for (QList<Sum> &minutes : m_minutes)
        minutes.erase(std::upper_bound(minutes.begin(), minutes.end(), atMs,
                                       [](qint64 ms, const Sum &sum) { return ms < sum.startMs; }),
                      minutes.end());
}

} // namespace lw
