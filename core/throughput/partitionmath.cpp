#include "throughput/partitionmath.h"

#include <algorithm>

namespace lw::throughput {

namespace {

qint64 ceilDiv(qint64 a, qint64 b)
{
    return a <= 0 ? 0 : (a + b - 1) / b;
}

} // namespace

qint64 partitionsFor(const PerAccess<qint64> &units, qint64 bytes, const ModelSettings &settings)
{
    // RCU/3000 + WCU/1000 rounded up once, as the guide's formula does: over the common
    // denominator, so 1,000 RCU + 500 WCU is 1 partition and 1,000 + 1,000 is 2.
    const qint64 r = settings.partitionUnits.read, w = settings.partitionUnits.write;
    const qint64 byThroughput = ceilDiv(units.read * w + units.write * r, r * w);
    const qint64 bySize = ceilDiv(bytes, settings.partitionBytes);
    return std::max<qint64>({1, byThroughput, bySize});
}

quint64 rangeBegin(qint64 i, qint64 count)
{
    // i * 2^64 / count needs 128 bits; GCC's and Clang's __int128 is an extension.
    __extension__ using U128 = unsigned __int128;
    return static_cast<quint64>((U128(1) << 64) * U128(i) / U128(count));
}

quint64 rangeMiddle(quint64 begin, quint64 last)
{
    return begin + (last - begin) / 2 + 1;
}

std::vector<MilliUnits> evenShares(MilliUnits total, size_t count)
{
    const qint64 n = static_cast<qint64>(count);
    std::vector<MilliUnits> shares(count, total / n);
    for (qint64 i = 0; i < total % n; ++i)
        ++shares[static_cast<size_t>(i)];
    return shares;
}

} // namespace lw::throughput
