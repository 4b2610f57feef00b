#include "tables/pagedrows.h"

#include <algorithm>

namespace lw {

void PagedRows::clear()
{
    m_pages.clear();
    m_items.clear();
    m_used.clear();
    m_resident.clear();
    m_rowCount = 0;
    m_residentRows = 0;
    m_keepAll = false;
}

void PagedRows::append(const QJsonObject &startKey, int limit, QList<QJsonObject> items)
{
    const qsizetype count = items.size();
    m_pages.append({startKey, limit, m_rowCount, count});
    m_items.append(std::move(items));
    m_used.append(++m_clock);
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
    m_used[index] = ++m_clock;
    const auto &items = m_items[index];
    return items ? &(*items)[row - m_pages[index].first] : nullptr;
}

void PagedRows::restore(int index, QList<QJsonObject> items)
{
    const qsizetype count = m_pages[index].count;
    items.resize(count); // dropped past the count, empty objects up to it
    if (!m_items[index]) {
        m_resident.append(index);
        m_residentRows += count;
    }
    m_items[index] = std::move(items);
    m_used[index] = ++m_clock;
    letGo(index);
}

void PagedRows::letGo(int keep)
{
    while (!m_keepAll && m_residentRows > m_residentBudget && m_resident.size() > 1) {
        auto oldest = m_resident.end();
        for (auto it = m_resident.begin(); it != m_resident.end(); ++it) {
            if (*it != keep && (oldest == m_resident.end() || m_used[*it] < m_used[*oldest]))
                oldest = it;
        }
        const int index = *oldest;
        m_residentRows -= m_pages[index].count;
        m_items[index].reset();
        m_resident.erase(oldest);
    }
}

} // namespace lw
