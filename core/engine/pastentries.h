// What a Scan or Query page reads when it reads the past (GetItem, Query and Scan "as of" a
// time, docs/architecture.md "Time"): the entries of the table or index as they were then, taken
// from the history and held in key order behind the same positioning calls as an LMDB cursor, so
// the page logic (readpage.cpp) and therefore Count, LastEvaluatedKey and capacity are exactly what
// the read returned at that time.
#pragma once

#include "itemstore.h"

namespace lw {

struct PageSpec;

class PastEntries
{
public:
    // The entries of `index` (null: the table) in the spec's key range at `asOfMs`. A forward
    // read of the table stops collecting once a page is surely full; an index is rebuilt from
    // the whole table as it was, since its keys are not the table's.
    static Result<PastEntries> load(storage::Txn &txn, const history::Dbs &dbs,
                                    const TableDefinition &table, const IndexDefinition *index,
                                    const PageSpec &spec, qint64 asOfMs);

    // The storage::Cursor calls readpage.cpp uses.
    Result<bool> seek(QByteArrayView key);
    Result<bool> last();
    Result<bool> next();
    Result<bool> prev();
    QByteArrayView key() const { return m_entries[m_at].first; }
    QByteArrayView value() const { return m_entries[m_at].second; }

private:
    bool valid() const { return m_at >= 0 && m_at < m_entries.size(); }

    QList<std::pair<QByteArray, QByteArray>> m_entries; // key → record, sorted by key
    qsizetype m_at = -1;
};

} // namespace lw
