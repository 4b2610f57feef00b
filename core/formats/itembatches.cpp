#include "itembatches.h"

#include "engine/tablekeys.h"
#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::formats {

Result<Item> checkedItem(const QJsonValue &json, const TableDefinition &table)
{
    auto item = itemFromJson(json);
    if (!item)
        return item;
    LW_TRY(validateItem(*item, table));
    return item;
}

Result<bool> BatchWriter::add(const Item &item, const QJsonObject &json)
{
    QByteArray key = itemKeyBytes(m_table, item);
    if (m_queue.size() == kBatchItems || m_queuedKeys.contains(key)) {
        auto more = flush();
        if (!more || !*more)
            return more;
    }
    m_queue << json;
    m_queuedKeys.insert(std::move(key));
    return true;
}

Result<bool> BatchWriter::flush()
{
    if (m_queue.isEmpty())
        return true;
    QJsonArray writes;
    for (const QJsonObject &item : std::as_const(m_queue))
        writes.append(QJsonObject{{u"PutRequest"_s, QJsonObject{{u"Item"_s, item}}}});
    auto written =
        m_api.call(u"BatchWriteItem", {{u"RequestItems"_s, QJsonObject{{m_table.name, writes}}}});
    LW_TRY(written);
    m_tally.done += m_queue.size();
    m_queue.clear();
    m_queuedKeys.clear();
    const bool goOn = !m_tally.progress || m_tally.progress(m_tally.done, m_tally.total);
    return goOn || m_tally.done == m_tally.total; // a stop after the last batch stops nothing
}

} // namespace lw::formats
