#include "actions.h"
#include "engine/tables.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> listTables(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    // 1 to 100, and a start name of 3 to 255 characters: the validation layer checked both.
    const qint64 limit = request.value(u"Limit"_s).toInteger(100);
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
