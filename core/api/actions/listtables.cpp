#include "actions.h"
#include "engine/tables.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> listTables(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    const qint64 limit = request.value(u"Limit"_s).toInteger(100);
    if (limit < 1 || limit > 100)
        return std::unexpected(validationError(
            u"1 validation error detected: Value '"_s + QString::number(limit) +
            u"' at 'limit' failed to satisfy constraint: Member must have value "_s +
            (limit < 1 ? u"greater than or equal to 1"_s : u"less than or equal to 100"_s)));
    const QString start = request.value(u"ExclusiveStartTableName"_s).toString();
    QJsonArray names;
    QString last;
    bool more = false;
    for (const auto &name : tablesOf(engine).tableNames()) {
        if (!start.isEmpty() && name <= start)
            continue;
        if (names.size() == limit) {
            more = true;
            break;
        }
        names.append(name);
        last = name;
    }
    QJsonObject out{{u"TableNames"_s, names}};
    if (more)
        out.insert(u"LastEvaluatedTableName"_s, last);
    return out;
}

} // namespace lw::api
