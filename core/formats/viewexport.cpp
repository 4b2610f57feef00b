#include "viewexport.h"
#include "csv.h"

#include <QFile>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

Error writeError(const QString &what)
{
    return Error{ErrorType::InternalServerError, u"cannot write "_s + what, {}};
}

Status write(QIODevice &out, const QByteArray &bytes)
{
    if (out.write(bytes) != bytes.size())
        return std::unexpected(writeError(u"the export: "_s + out.errorString()));
    return {};
}

// The attribute names of a KeySchema array, hash first.
QStringList keyNames(const QJsonArray &keySchema)
{
    QStringList names;
    for (const QJsonValue element : keySchema) {
        const QString name = element[u"AttributeName"_s].toString();
        if (element[u"KeyType"_s].toString() == u"HASH"_s)
            names.prepend(name);
        else
            names.append(name);
    }
    return names;
}

// The CSV's key columns: the index's keys (when the view is one), then the table's.
Result<QStringList> keyColumns(Api &api, const View &view)
{
    auto described = api.call(u"DescribeTable", {{u"TableName"_s, view.table}});
    LW_TRY(described);
    const QJsonObject table = described->value(u"Table"_s).toObject();
    QStringList columns;
    for (const QString &member : {u"GlobalSecondaryIndexes"_s, u"LocalSecondaryIndexes"_s}) {
        for (const QJsonValue index : table.value(member).toArray()) {
            if (!view.index.isEmpty() && index[u"IndexName"_s].toString() == view.index)
                columns = keyNames(index[u"KeySchema"_s].toArray());
        }
    }
    for (const QString &name : keyNames(table.value(u"KeySchema"_s).toArray())) {
        if (!columns.contains(name))
            columns << name;
    }
    return columns;
}

// The CSV header: key columns, then every other name any item has, sorted.
Result<QStringList> csvColumns(Api &api, const View &view, qint64 &count)
{
    QSet<QString> names;
    auto surveyed = scanView(api, view, [&](const QJsonArray &items) -> Result<bool> {
        for (const QJsonValue item : items) {
            const QJsonObject object = item.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                names.insert(it.key());
        }
        count += items.size();
        return true;
    });
    LW_TRY(surveyed);
    auto columns = keyColumns(api, view);
    if (!columns)
        return columns;
    QStringList others;
    for (const QString &name : std::as_const(names)) {
        if (!columns->contains(name))
            others << name;
    }
    std::sort(others.begin(), others.end());
    return *columns + others;
}

QByteArray csvItem(const QStringList &columns, const QJsonObject &item)
{
    QStringList cells;
    cells.reserve(columns.size());
    for (const QString &column : columns)
        cells << csvCell(item.value(column));
    return csvRecord(cells);
}

} // namespace

std::optional<ViewFormat> viewFormatFromName(QStringView name)
{
    if (name == u"jsonl")
        return ViewFormat::JsonLines;
    if (name == u"csv")
        return ViewFormat::Csv;
    return std::nullopt;
}

Result<Outcome> exportView(Api &api, View view, ViewFormat format, QIODevice &out,
                           const Progress &progress)
{
    view.options.metered = false;
    qint64 total = 0;
    QStringList columns;
    if (format == ViewFormat::Csv) {
        auto header = csvColumns(api, view, total);
        LW_TRY(header);
        columns = *header;
        LW_TRY(write(out, csvRecord(columns)));
    } else {
        auto counted = countView(api, view);
        LW_TRY(counted);
        total = *counted;
    }

    Outcome outcome;
    auto written = scanView(api, view, [&](const QJsonArray &items) -> Result<bool> {
        QByteArray bytes;
        for (const QJsonValue item : items)
            bytes += format == ViewFormat::Csv ? csvItem(columns, item.toObject()) : itemLine(item);
        LW_TRY(write(out, bytes));
        outcome.items += items.size();
        outcome.cancelled = progress && !progress(outcome.items, total);
        return !outcome.cancelled;
    });
    LW_TRY(written);
    return outcome;
}

Result<Outcome> exportViewToFile(Api &api, const View &view, ViewFormat format, const QString &path,
                                 const Progress &progress)
{
    const QString partPath = path + u".part"_s;
    QFile part(partPath);
    if (!part.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return std::unexpected(writeError(path));
    auto exported = exportView(api, view, format, part, progress);
    const bool flushed = part.flush();
    part.close();
    if (!exported || exported->cancelled || !flushed) {
        QFile::remove(partPath);
        if (exported && !flushed)
            return std::unexpected(writeError(path));
        return exported;
    }
    QFile::remove(path);
    if (!QFile::rename(partPath, path)) {
        QFile::remove(partPath);
        return std::unexpected(writeError(path));
    }
    return exported;
}

} // namespace lw::formats
