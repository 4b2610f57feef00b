#include "statementrun.h"

#include "api/requestjson.h"
#include "engine/tables.h"
#include "partiql/parser.h"

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// The value at `path` in a DynamoDB JSON item, or none.
std::optional<QJsonValue> valueAt(const QJsonObject &item, const partiql::Path &path)
{
    QJsonValue at = item;
    bool top = true;
    for (const auto &step : path.steps) {
        if (step.index >= 0) {
            const QJsonArray list = at.toObject().value(u"L"_s).toArray();
            if (step.index >= list.size())
                return std::nullopt;
            at = list.at(step.index);
        } else {
            const QJsonObject map = top ? at.toObject() : at.toObject().value(u"M"_s).toObject();
            if (!map.contains(step.name))
                return std::nullopt;
            at = map.value(step.name);
        }
        top = false;
    }
    return at;
}

} // namespace

Result<PreparedStatement> prepareStatement(const Engine &engine, const QJsonObject &member)
{
    const QString statement = member.value(u"Statement"_s).toString();
    const QJsonArray parameters = member.value(u"Parameters"_s).toArray();
    auto parsed = partiql::parse(statement);
    LW_TRY(parsed);
    auto table = tablesOf(engine).table(parsed->target.table);
    if (!table)
        return std::unexpected(
            Error{ErrorType::ResourceNotFound, u"Requested resource not found"_s, {}});
    return PreparedStatement{std::move(*parsed), std::move(*table), parameters};
}

QJsonObject projectedItem(const QJsonObject &item, const QList<partiql::Path> &projection)
{
    if (projection.isEmpty())
        return item;
    QJsonObject out;
    for (const auto &path : projection)
        if (auto v = valueAt(item, path))
            out.insert(path.lastName(), *v);
    return out;
}

void addCapacityJson(QJsonObject &sum, const QJsonObject &more)
{
    for (auto it = more.begin(); it != more.end(); ++it) {
        const QJsonValue mine = sum.value(it.key());
        if (it->isDouble())
            sum.insert(it.key(), mine.toDouble() + it->toDouble());
        else if (it->isObject()) {
            QJsonObject nested = mine.toObject();
            addCapacityJson(nested, it->toObject());
            sum.insert(it.key(), nested);
        } else
            sum.insert(it.key(), *it);
    }
}

void addToCapacityList(QJsonArray &list, const QJsonObject &capacity)
{
    const QString table = capacity.value(u"TableName"_s).toString();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonObject entry = list.at(i).toObject();
        if (entry.value(u"TableName"_s).toString() == table) {
            addCapacityJson(entry, capacity);
            list.replace(i, entry);
            return;
        }
    }
    list.append(capacity);
}

QJsonObject statementError(const Error &error)
{
    QString code = error.typeName();
    if (error.type == ErrorType::Validation)
        code = u"ValidationError"_s;
    else if (code.endsWith(u"Exception"_s))
        code.chop(9);
    QJsonObject out{{u"Code"_s, code}, {u"Message"_s, error.message}};
    if (error.extra.contains(u"Item"_s))
        out.insert(u"Item"_s, error.extra.value(u"Item"_s));
    return out;
}

Error duplicateItem()
{
    return Error{ErrorType::DuplicateItem, u"Duplicate primary key exists in table"_s, {}};
}

} // namespace lw::api
