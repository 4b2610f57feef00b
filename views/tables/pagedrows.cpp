#include "tables/pagedrows.h"

#include <algorithm>

namespace lw {

void PagedRows::clear()
{
    m_pages.clear();
    m_held.clear();
    m_resident.clear();
    m_rowCount = 0;
    m_residentRows = 0;
    m_keepAll = false;
}

void PagedRows::append(const QJsonObject &startKey, int limit, QList<QJsonObject> items)
{
    const qsizetype count = items.size();
    m_pages.append({startKey, limit, m_rowCount, count});
    m_held.append({std::move(items), ++m_clock});
    const int index = int(m_pages.size()) - 1;
    m_resident.append(index);
    m_rowCount += count;
    m_residentRows += count;
    letGo(index);
}

int PagedRows::pageOf(qsizetype row) const
{
    // The last page whose first row is at or before `row`.
    const auto after = std::upper_bound(m_pages.cbegin(), m_pages.cend(), row,
                                        [](qsizetype r, const Page &p) { return r < p.first; });
    return int(after - m_pages.cbegin()) - 1;
}

const QJsonObject *PagedRows::item(qsizetype row) const
{
    const int index = pageOf(row);
    Held &held = m_held[index];
    held.used = ++m_clock;
    return held.items ? &(*held.items)[row - m_pages[index].first] : nullptr;
}

void PagedRows::restore(int index, QList<QJsonObject> items)
{
    const qsizetype count = m_pages[index].count;
    items.resize(count); // dropped past the count, empty objects up to it
    Held &held = m_held[index];
    if (!held.items) {
        m_resident.append(index);
        m_residentRows += count;
    }
    held = {std::move(items), ++m_clock};
    letGo(index);
}

void PagedRows::letGo(int keep)
{
    while (!m_keepAll && m_residentRows > m_residentBudget && m_resident.size() > 1) {
        auto oldest = m_resident.end();
        for (auto it = m_resident.begin(); it != m_resident.end(); ++it) {
            if (*it != keep &&
                (oldest == m_resident.end() || m_held[*it].used < m_held[*oldest].used))
                oldest = it;
        }
        const int index = *oldest;
        m_residentRows -= m_pages[index].count;
        m_held[index].items.reset();
        m_resident.erase(oldest);
    }
}

} // namespace lw
