// The rows an ItemsModel has read, page by page, of which only the most recently used pages are
// kept in memory, so paging through a table of millions of items takes the memory of a few
// thousand: an item as a QJsonObject costs about ten times its size.
//
// Every page keeps what reading it again needs: the ExclusiveStartKey it was read from and the
// Limit it was read with (a page of a filtered read counts the items the page evaluated, so the
// same start and Limit evaluate the same items again). Once more rows are resident than the
// budget (setResidentRows), append() and restore() let go of the least recently used pages' items,
// never the page just added; an item() call counts as a use. A page let go keeps its place and
// row count, so row numbers never move: the model reads it again (restore()) when it is shown.
//
// keepAll() turns the letting go off until clear(): sorting compares every row.
#pragma once

#include <QJsonObject>
#include <QList>

#include <optional>

namespace lw {

class PagedRows
{
public:
    struct Page
    {
        QJsonObject startKey; // the ExclusiveStartKey it was read from; empty: the first page
        int limit = 0;        // the request's Limit it was read with
        qsizetype first = 0;  // its first row
        qsizetype count = 0;  // its rows, resident or not
    };

    void clear();
    qsizetype rowCount() const { return m_rowCount; }
    bool isEmpty() const { return m_rowCount == 0; }

    // Adds a page of `items` (not empty) read from `startKey` with `limit`, after the last row.
    void append(const QJsonObject &startKey, int limit, QList<QJsonObject> items);
    // The item at `row` (0 ≤ row < rowCount()), or nullptr while its page is let go.
    const QJsonObject *item(qsizetype row) const;
    // The page holding `row`, as an index for page() and restore().
    int pageOf(qsizetype row) const;
    int pageCount() const { return int(m_pages.size()); }
    const Page &page(int index) const { return m_pages[index]; }
    bool isResident(int index) const { return m_held[index].items.has_value(); }
    // Puts the items of page `index`, read again, back in its rows. The page keeps its row count:
    // items past it are dropped and rows past what came back hold an empty object, since the
    // table changed since the page was first read.
    void restore(int index, QList<QJsonObject> items);

    // How many rows may be resident at once (at least one page's); by default 5,000.
    void setResidentRows(qsizetype rows) { m_residentBudget = rows; }
    qsizetype residentRows() const { return m_residentRows; }
    void keepAll() { m_keepAll = true; }
    bool keepsAll() const { return m_keepAll; }

private:
    // Lets go of the least recently used pages but `keep` while over the budget.
    void letGo(int keep);

    struct Held
    {
        std::optional<QList<QJsonObject>> items; // nullopt while let go
        quint64 used = 0;                        // when item() last read it
    };
    QList<Page> m_pages;
    mutable QList<Held> m_held; // by page
    mutable quint64 m_clock = 0;
    QList<int> m_resident; // the pages whose items are held, in no order
    qsizetype m_rowCount = 0;
    qsizetype m_residentRows = 0;
    qsizetype m_residentBudget = 5000;
    bool m_keepAll = false;
};

} // namespace lw
