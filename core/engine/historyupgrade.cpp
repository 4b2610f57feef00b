// Brings a workspace's history to the current format (history.h) when it opens:
// - format 1 kept every version, the newest too, in `versions`, and logged every change
//   (0x00 origin itemKey | 0x01 beforeLen before after): each item's newest version becomes the
//   stamp of its head, item changes leave the log, table changes lose their tag byte, and the
//   sequence counter continues after the log's last number;
// - before format 1 there was no history: the tables and items become its first entries, now;
// - format 2 and older kept no item collection sizes (itemstore.h): each table with a local
//   secondary index has them counted from its items;
// - format 3 and older stored item and index keys without the spread of their partition key
//   (tablekeys.h): keyupgrade.cpp adds it (the collection sizes are then counted anew, under
//   the keys they have now).
// A workspace of a later format is refused rather than misread.
#include "catalog.h"
#include "engineimpl.h"
#include "history.h"
#include "itemstore.h"
#include "tablekeys.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr QByteArrayView kFormatKey = "format"; // FROZEN meta key: u32le; absent: 1 or older
constexpr quint32 kFormat = 4;
constexpr char kLoggedItem = 0x00, kLoggedTable = 0x01; // format 1's log entries

} // namespace

Status EngineImpl::upgradeHistory(storage::Txn &txn)
{
    auto stored = storage::get(txn, m_dbs.meta, kFormatKey);
    LW_TRY(stored);
    if (*stored) {
        if ((*stored)->size() != 4)
            return std::unexpected(corruptData(u"the workspace format"_s));
        const quint32 format = qFromLittleEndian<quint32>((*stored)->data());
        if (format > kFormat)
            return std::unexpected(Error{
                ErrorType::InternalServerError,
                u"This workspace was written by a newer Lifecycle Workbench (format %1); this "
                u"version reads format %2 and older"_s.arg(format)
                    .arg(kFormat),
                {}});
        if (format == kFormat)
            return {};
        if (format >= 2)
            return upgradeKeys(txn);
    }

    // Format 1's log: item changes go, table changes stay without their tag.
    bool hadHistory = false;
    qint64 lastSeq = 0;
    QList<std::pair<QByteArray, QByteArray>> logged; // key → new value; empty: dropped
    auto walked =
        forEachEntry(txn, m_dbs.log, {}, [&](QByteArrayView key, QByteArrayView value) -> Status {
            if (key.size() != 16 || value.isEmpty() ||
                (value[0] != kLoggedItem && value[0] != kLoggedTable))
                return std::unexpected(corruptData(u"a history log entry"_s));
            hadHistory = true;
            lastSeq = std::max(lastSeq, qFromBigEndian<qint64>(key.data() + 8));
            logged.emplaceBack(key.toByteArray(), value[0] == kLoggedTable
                                                      ? value.sliced(1).toByteArray()
                                                      : QByteArray());
            return {};
        });
    if (!walked)
        return walked;
    for (const auto &[key, value] : std::as_const(logged)) {
        const Status s = value.isEmpty() ? toStatus(storage::del(txn, m_dbs.log, key))
                                         : storage::put(txn, m_dbs.log, key, value);
        if (!s)
            return s;
    }
    if (auto s = addStats(txn, m_dbs, 0, 0, lastSeq, 0); !s)
        return s;

    for (const auto &table : std::as_const(m_catalog->tables())) {
        if (!hadHistory)
            if (auto s = history::recordTableChange(txn, m_dbs, nullptr, &table, m_nowMs); !s)
                return s;
        // Each item's newest version, if it has one, is where its head comes from.
        QList<std::pair<QByteArray, QByteArray>> heads; // item key → head
        auto versions = storage::Cursor::open(txn, m_dbs.versions);
        LW_TRY(versions);
        walked = forEachEntry(
            txn, m_dbs.items, tablePrefix(table.id),
            [&](QByteArrayView key, QByteArrayView record) -> Status {
                const QByteArray itemKey = key.toByteArray();
                auto found = versions->seek(itemKey); // newest first
                LW_TRY(found);
                history::Stamp stamp{m_nowMs, 0, Origin::User};
                if (*found && versions->key().startsWith(itemKey)) {
                    const auto newest =
                        history::decodeVersion(versions->key(), versions->value().first(1));
                    if (!newest)
                        return std::unexpected(corruptData(u"an item version"_s));
                    stamp = *newest;
                } else {
                    auto seq = history::takeSeq(txn, m_dbs);
                    LW_TRY(seq);
                    stamp.seq = *seq;
                }
                heads.emplaceBack(itemKey, history::encodeStamp(stamp) + record.toByteArray());
                return {};
            });
        if (!walked)
            return walked;
        *versions = storage::Cursor();
        for (const auto &[itemKey, head] : std::as_const(heads)) {
            const auto stamp = history::headStamp(head);
            LW_TRY(storage::del(txn, m_dbs.versions,
                                history::versionKey(itemKey, stamp->timeMs, stamp->seq)));
            if (auto s = storage::put(txn, m_dbs.items, itemKey, head); !s)
                return s;
        }
    }
    return upgradeKeys(txn);
}

Status EngineImpl::upgradeKeys(storage::Txn &txn)
{
    LW_TRY(spreadKeys(txn));
    for (const auto &table : std::as_const(m_catalog->tables()))
        if (ItemStore::keepsCollections(table))
            LW_TRY(countCollections(txn, m_dbs, table));
    char format[4];
    qToLittleEndian<quint32>(kFormat, format);
    return storage::put(txn, m_dbs.meta, kFormatKey, QByteArrayView(format, 4));
}

} // namespace lw
