#include "itemlines.h"
#include "filechunks.h"
#include "itembatches.h"

#include "engine/engine.h"
#include "workspace/workspace.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

// The lines of one file, plain or gzip, one at a time, without their line ends.
class LineReader
{
public:
    static Result<std::unique_ptr<LineReader>> open(const QString &path)
    {
        auto chunks = FileChunks::open(path);
        LW_TRY(chunks);
        return std::unique_ptr<LineReader>(new LineReader(std::move(*chunks)));
    }

    // The next line; nullopt at the end of the file. Errors: the file's reads'.
    Result<std::optional<QByteArray>> next()
    {
        for (;;) {
            const qsizetype end = m_buffer.indexOf('\n', m_scanned);
            if (end >= 0) {
                QByteArray line = m_buffer.sliced(m_start, end - m_start);
                m_start = m_scanned = end + 1;
                return lineDone(std::move(line));
            }
            // Drop the lines handed out before reading more, so the buffer holds one line at most.
            m_buffer.remove(0, m_start);
            m_start = 0;
            m_scanned = m_buffer.size();
            auto chunk = m_chunks->next();
            LW_TRY(chunk);
            if (chunk->isEmpty()) {
                if (m_buffer.isEmpty())
                    return std::nullopt;
                return lineDone(std::exchange(m_buffer, {}));
            }
            m_buffer += *chunk;
        }
    }

    qint64 lineNumber() const { return m_lineNumber; }

private:
    explicit LineReader(std::unique_ptr<FileChunks> chunks) : m_chunks(std::move(chunks)) {}

    std::optional<QByteArray> lineDone(QByteArray line)
    {
        ++m_lineNumber;
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    }

    std::unique_ptr<FileChunks> m_chunks;
    QByteArray m_buffer;
    qsizetype m_start = 0;   // where the next line starts in m_buffer
    qsizetype m_scanned = 0; // from m_start up to here m_buffer holds no line end
    qint64 m_lineNumber = 0;
};

// One non-empty line read as {"Item": {...}} and checked against the table.
struct LineItem
{
    Item item;
    QJsonObject json;
};

Result<LineItem> readLine(const QByteArray &line, const TableDefinition &table)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return std::unexpected(validationError(u"is not JSON: "_s + parseError.errorString()));
    const QJsonObject object = document.object();
    if (!document.isObject() || object.size() != 1 || !object.value(u"Item"_s).isObject())
        return std::unexpected(validationError(u"is not an {\"Item\": {...}} object"_s));
    const QJsonObject json = object.value(u"Item"_s).toObject();
    auto item = checkedItem(json, table);
    LW_TRY(item);
    return LineItem{std::move(*item), json};
}

// Reads every line of every file, calling `each` with every item; the first error, named by
// file and line, ends it. `each` answers whether to go on.
Result<bool> forEachItem(const QStringList &files, const TableDefinition &table,
                         const std::function<Result<bool>(const LineItem &)> &each)
{
    for (const QString &path : files) {
        auto reader = LineReader::open(path);
        LW_TRY(reader);
        for (;;) {
            auto line = (*reader)->next();
            LW_TRY(line);
            if (!*line)
                break;
            if ((*line)->trimmed().isEmpty())
                continue;
            auto item = readLine(**line, table);
            if (!item) {
                Error error = item.error();
                error.message =
                    u"%1, line %2: %3"_s.arg(path).arg((*reader)->lineNumber()).arg(error.message);
                return std::unexpected(error);
            }
            auto more = each(*item);
            if (!more || !*more)
                return more;
        }
    }
    return true;
}

} // namespace

Result<Outcome> importItemLines(Workspace &workspace, const QString &table,
                                const QStringList &files, const Progress &progress)
{
    auto definition = workspace.engine().table(table);
    LW_TRY(definition);
    if (files.isEmpty())
        return std::unexpected(validationError(u"No files to import"_s));

    Tally tally{0, 0, progress};
    auto checked = forEachItem(files, *definition, [&](const LineItem &) -> Result<bool> {
        ++tally.total;
        return true;
    });
    LW_TRY(checked);

    BatchWriter writer(workspace.api(), *definition, tally);
    auto more = forEachItem(files, *definition,
                            [&](const LineItem &line) { return writer.add(line.item, line.json); });
    if (more && *more)
        more = writer.flush();
    LW_TRY(more);
    return Outcome{tally.done, !*more};
}

} // namespace lw::formats
