#include "records.h"

#include "engine/engine.h"

#include <QtEndian>

using namespace Qt::StringLiterals;

namespace lw::bundle {

namespace {

void appendField(QByteArray &out, QByteArrayView field)
{
    char length[4];
    qToLittleEndian<quint32>(quint32(field.size()), length);
    out.append(length, 4);
    out.append(field);
}

constexpr QStringView kPrefix = u"db/";
constexpr QStringView kSuffix = u".records";

} // namespace

QString recordsEntryName(const QByteArray &database)
{
    return kPrefix + QString::fromLatin1(database) + kSuffix;
}

QByteArray databaseOfEntry(const QString &entryName)
{
    if (!entryName.startsWith(kPrefix) || !entryName.endsWith(kSuffix))
        return {};
    const QByteArray name =
        entryName.sliced(kPrefix.size(), entryName.size() - kPrefix.size() - kSuffix.size())
            .toLatin1();
    return Engine::databaseNames().contains(name) ? name : QByteArray();
}

Result<QByteArray> encodeRecords(storage::Txn &txn, storage::Dbi dbi)
{
    auto cursor = storage::Cursor::open(txn, dbi);
    if (!cursor)
        return std::unexpected(cursor.error());
    QByteArray out;
    auto found = cursor->first();
    for (; found && *found; found = cursor->next()) {
        appendField(out, cursor->key());
        appendField(out, cursor->value());
    }
    if (!found)
        return std::unexpected(found.error());
    return out;
}

Result<QList<Record>> decodeRecords(const QByteArray &encoded, const QString &entry)
{
    QList<Record> records;
    qsizetype at = 0;
    const auto field = [&](QByteArrayView &out) {
        if (encoded.size() - at < 4)
            return false;
        const qsizetype length = qFromLittleEndian<quint32>(encoded.constData() + at);
        at += 4;
        if (encoded.size() - at < length)
            return false;
        out = QByteArrayView(encoded).sliced(at, length);
        at += length;
        return true;
    };
    while (at < encoded.size()) {
        Record record;
        if (!field(record.first) || !field(record.second))
            return std::unexpected(validationError(entry + u" is cut short"_s));
        // Import loads each sub-database by appending (storage::append), which needs the order.
        if (!records.isEmpty() && !(records.last().first < record.first))
            return std::unexpected(
                validationError(entry + u" holds its records out of key order"_s));
        records.append(record);
    }
    return records;
}

} // namespace lw::bundle
