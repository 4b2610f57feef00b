#include "cachetext.h"

using namespace Qt::StringLiterals;

namespace lw::scenario {

namespace {

// "hit", "miss" for one; "2 hits, 1 miss" when a BatchGetItem read several keys.
QString outcomes(qint64 hits, qint64 misses)
{
    if (hits + misses == 1)
        return hits == 1 ? u"hit"_s : u"miss"_s;
    QStringList parts;
    if (hits > 0)
        parts << u"%1 %2"_s.arg(hits).arg(hits == 1 ? u"hit"_s : u"hits"_s);
    if (misses > 0)
        parts << u"%1 %2"_s.arg(misses).arg(misses == 1 ? u"miss"_s : u"misses"_s);
    return parts.join(u", "_s);
}

} // namespace

std::optional<QString> cacheLine(const CacheStatistics &before, const CacheStatistics &after)
{
    const QString label = u"    cache:      "_s;
    const qint64 itemHits = after.itemHits - before.itemHits;
    const qint64 itemMisses = after.itemMisses - before.itemMisses;
    if (itemHits + itemMisses > 0)
        return label + outcomes(itemHits, itemMisses) + u" (item cache)"_s;
    const qint64 queryHits = after.queryHits - before.queryHits;
    const qint64 queryMisses = after.queryMisses - before.queryMisses;
    if (queryHits + queryMisses > 0)
        return label + outcomes(queryHits, queryMisses) + u" (query cache)"_s;
    if (after.passThroughs > before.passThroughs)
        return label + u"passed through (not cached)"_s;
    if (after.writeThroughs > before.writeThroughs)
        return label + u"written through (item cache updated)"_s;
    return std::nullopt;
}

} // namespace lw::scenario
