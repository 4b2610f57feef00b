#include "pastentries.h"

#include "history.h"
#include "model/itemsize.h"
#include "readpage.h"
#include "tablekeys.h"

namespace lw {

Result<PastEntries> PastEntries::load(storage::Txn &txn, const history::Dbs &dbs,
                                      const TableDefinition &table, const IndexDefinition *index,
                                      const PageSpec &spec, qint64 asOfMs)
{
    PastEntries out;
    if (!index) {
        // Forward: start at the resume key and stop once the page must be full.
        const bool forward = spec.forward;
        const QByteArray &from = forward && spec.resumeAfter ? *spec.resumeAfter : spec.lower;
        qint64 counted = 0, bytes = 0;
        auto walked = history::forEachItemAt(
            txn, dbs, from, spec.upper, asOfMs, [&](const QByteArray &key, StoredItem &&stored) {
                if (forward && spec.belongs && !spec.belongs(stored.item))
                    return true;
                // The resume key itself is read again only to be stepped over.
                if (!spec.resumeAfter || key != *spec.resumeAfter) {
                    ++counted;
                    bytes += stored.size;
                }
                out.m_entries.emplaceBack(key, encodeRecord(stored.item, stored.size));
                return !forward || !((spec.limit && counted >= *spec.limit) || bytes >= kPageBytes);
            });
        LW_TRY(walked);
        return out;
    }
    auto walked = history::forEachItemAt(
        txn, dbs, tablePrefix(table.id), std::nullopt, asOfMs,
        [&](const QByteArray &, StoredItem &&stored) {
            auto key = indexKeyBytes(table, *index, stored.item);
            if (!key || *key < spec.lower || (spec.upper && *key >= *spec.upper))
                return true;
            const Item projection = projectForIndex(stored.item, table, *index);
            out.m_entries.emplaceBack(*key, encodeRecord(projection, itemSize(projection)));
            return true;
        });
    LW_TRY(walked);
    std::sort(out.m_entries.begin(), out.m_entries.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

Result<bool> PastEntries::seek(QByteArrayView key)
{
    auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                               [](const auto &entry, QByteArrayView k) { return entry.first < k; });
    m_at = it - m_entries.begin();
    return valid();
}

Result<bool> PastEntries::last()
{
    m_at = m_entries.size() - 1;
    return valid();
}

Result<bool> PastEntries::next()
{
    ++m_at;
    return valid();
}

Result<bool> PastEntries::prev()
{
    --m_at;
    return valid();
}

} // namespace lw
