#include "actions.h"
#include "api/requestjson.h"
#include "api/streamparams.h"
#include "engine/tables.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

// Every table's latest stream, by table name (one stream per table: older ones do not answer).
Result<QJsonObject> listStreams(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"Limit"_s, u"ExclusiveStartStreamArn"_s});
        !s)
        return std::unexpected(s.error());
    auto named = optionalTableName(request);
    LW_TRY(named);
    const QString only = *named;
    auto max = limit(request, 100);
    LW_TRY(max);
    auto start = optionalStreamArn(request, u"ExclusiveStartStreamArn"_s);
    LW_TRY(start);
    QJsonArray streams;
    QString last;
    bool more = false;
    for (const QString &name : tablesOf(engine).tableNames()) {
        auto table = tablesOf(engine).table(name);
        if (!table || !table->stream.hadStream() || (!only.isEmpty() && name != only))
            continue;
        const QString arn = table->streamArn();
        // ARNs sort as their tables' names do: each table has one stream that answers.
        if (!start->isEmpty() && arn <= *start)
            continue;
        if (streams.size() == *max) {
            more = true;
            break;
        }
        streams.append(QJsonObject{{u"StreamArn"_s, arn},
                                   {u"TableName"_s, name},
                                   {u"StreamLabel"_s, table->stream.label()}});
        last = arn;
    }
    QJsonObject out{{u"Streams"_s, streams}};
    if (more)
        out.insert(u"LastEvaluatedStreamArn"_s, last);
    return out;
}

} // namespace lw::api
