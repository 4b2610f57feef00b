// A closed workspace of the current format rewritten as format 3 stored it (engine/tablekeys.h,
// engine/keyupgrade.cpp): every key that holds an item key, an index key or a collection's
// partition key loses its spreads, and the format says 3. For the tests of the upgrades, which
// link lwengine_internals. Index entries are rewritten for sort keys of at most 380 encoded bytes
// (those the tests use); any partition key length works.
#pragma once

#include "check.h"
#include "engine/journal.h"
#include "engine/tablekeys.h"
#include "model/tablejson.h"
#include "storage/keycodec.h"
#include "storage/lmdb.h"

#include <QJsonDocument>
#include <QTest>
#include <QtEndian>

#include <functional>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

namespace formatthree {

constexpr qsizetype kSpread = 3;
using Entry = std::pair<QByteArray, QByteArray>;

// A format-4 hash(v) at key[pos]: appends it without its spread to `out` and returns where it
// ends, or -1.
inline qsizetype unspreadHashPart(QByteArrayView key, qsizetype pos, AttributeValue::Type type,
                                  QByteArray &out)
{
    pos += kSpread;
    if (pos >= key.size())
        return -1;
    qsizetype end = pos + 1;
    if (key[pos] == 0x02)
        end += 20;
    else if (!storage::decodeKeyPart(key, end, type))
        return -1;
    out += key.sliced(pos, end - pos);
    return end;
}

// A format-4 index entry's key as format 3 wrote it: no spread on the index's partition key, none
// before the table key, none in it.
inline QByteArray unspreadIndexKey(QByteArrayView key, const QMap<quint32, TableDefinition> &tables)
{
    const auto table = tables.find(tableIdOf(key));
    if (table == tables.end() || key.size() < 6)
        return {};
    const quint16 indexId = qFromBigEndian<quint16>(key.data() + 4);
    for (const IndexDefinition &index : table->indexes) {
        if (index.id != indexId)
            continue;
        QByteArray out = key.first(6).toByteArray();
        qsizetype pos = unspreadHashPart(key, 6, index.key.hash.type, out);
        if (pos >= 0 && index.key.range) {
            const qsizetype start = pos;
            if (!storage::decodeKeyPart(key, pos, index.key.range->type))
                return {};
            out += key.sliced(start, pos - start);
        }
        if (pos < 0 || pos + kSpread > key.size())
            return {};
        pos += kSpread; // the table key's spread
        pos = unspreadHashPart(key, pos, table->key.hash.type, out);
        return pos < 0 ? QByteArray() : out + key.sliced(pos);
    }
    return {};
}

// Rewrites every entry of `dbi` as `rekey` says (an empty key: the test fails).
inline bool
rekeyAll(storage::Txn &txn, storage::Dbi dbi,
         const std::function<Entry(const QByteArray &key, const QByteArray &value)> &rekey)
{
    QList<Entry> old, rewritten;
    auto cursor = storage::Cursor::open(txn, dbi);
    if (!setUp(u"cannot open a cursor"_s, cursor))
        return false;
    for (auto found = cursor->first(); found && *found; found = cursor->next())
        old.emplaceBack(cursor->key().toByteArray(), cursor->value().toByteArray());
    *cursor = storage::Cursor();
    for (const auto &[key, value] : std::as_const(old)) {
        rewritten << rekey(key, value);
        if (rewritten.back().first.isEmpty()) {
            fail(u"cannot write as format 3: "_s + QString::fromLatin1(key.toHex()));
            return false;
        }
        if (!setUp(u"cannot delete a key"_s, storage::del(txn, dbi, key)))
            return false;
    }
    for (const auto &[key, value] : std::as_const(rewritten))
        if (!setUp(u"cannot put a key"_s, storage::put(txn, dbi, key, value)))
            return false;
    return true;
}

} // namespace formatthree

inline void storeAsFormat3(const QString &dir)
{
    using namespace formatthree;
    // Every key is deleted and put again in one transaction: room for the table twice over (a
    // lesson with workloads holds tens of thousands of items; the map is sparse on disk).
    auto env = storage::Env::open(dir, storage::EnvOptions{.initialMapSize = qint64(1) << 30});
    if (!setUp(u"cannot open "_s + dir, env))
        return;
    auto txn = storage::Txn::beginWrite(*env);
    if (!setUp(u"cannot begin a transaction on "_s + dir, txn))
        return;
    const auto open = [&](const char *name) {
        auto dbi = storage::Dbi::open(*txn, name);
        setUp(u"cannot open "_s + QString::fromUtf8(name), dbi);
        return dbi ? *dbi : storage::Dbi{};
    };
    const storage::Dbi meta = open("meta");
    QMap<quint32, TableDefinition> tables;
    {
        auto cursor = *storage::Cursor::open(*txn, meta);
        for (auto found = cursor.seek("table/");
             found && *found && cursor.key().startsWith("table/"); found = cursor.next())
            if (auto table = tableDefinitionFromStored(
                    QJsonDocument::fromJson(cursor.value().toByteArray()).object()))
                tables.insert(table->id, *table);
    }
    const auto same = [](const QByteArray &key, const QByteArray &value) {
        return Entry{key, value};
    };
    const auto projectionKey = [](QByteArrayView key) {
        const qsizetype at = key.indexOf('\0', 4) + 1;
        return at <= 0 ? QByteArray()
                       : key.first(at).toByteArray() + unspreadItemKey(key.sliced(at));
    };
    bool ok = rekeyAll(*txn, open("items"),
                       [](const QByteArray &key, const QByteArray &value) {
                           return Entry{unspreadItemKey(key), value};
                       }) &&
              rekeyAll(*txn, open("versions"),
                       [](const QByteArray &key, const QByteArray &value) {
                           return Entry{unspreadItemKey(key.chopped(16)) + key.last(16), value};
                       }) &&
              rekeyAll(*txn, open("ttlQueue"),
                       [](const QByteArray &key, const QByteArray &value) {
                           return Entry{key.first(8) + unspreadItemKey(key.sliced(8)), value};
                       }) &&
              rekeyAll(*txn, open("projections"),
                       [&](const QByteArray &key, const QByteArray &value) {
                           return Entry{projectionKey(key), value};
                       }) &&
              rekeyAll(*txn, open("journal"),
                       [&](const QByteArray &key, const QByteArray &value) {
                           if (quint8(value[0]) != quint8(journal::JournalDb::Projections))
                               return same(key, value);
                           const qsizetype length = qFromLittleEndian<quint32>(value.data() + 2);
                           const QByteArray old = projectionKey(value.sliced(6, length));
                           char bytes[4];
                           qToLittleEndian<quint32>(quint32(old.size()), bytes);
                           return Entry{key, QByteArray(value.first(2) + QByteArray(bytes, 4) +
                                                        old + value.sliced(6 + length))};
                       }) &&
              rekeyAll(*txn, open("indexes"),
                       [&](const QByteArray &key, const QByteArray &value) {
                           return Entry{unspreadIndexKey(key, tables), value};
                       }) &&
              rekeyAll(*txn, open("stats"), [&](const QByteArray &key, const QByteArray &value) {
                  // tableId 0xFFFF hash(pk): an item collection's size.
                  if (key.size() > 6 && key.sliced(4, 2) == QByteArrayView("\xff\xff", 2))
                      return Entry{QByteArray(key.first(6) + key.sliced(6 + kSpread)), value};
                  return same(key, value);
              });
    if (!ok)
        return;
    setUp(u"cannot set the format"_s,
          storage::put(*txn, meta, "format", QByteArray("\x03\0\0\0", 4)));
    setUp(u"cannot commit"_s, txn->commit());
}

} // namespace lw::test
