#include "actions.h"
#include "api/requestjson.h"
#include "model/tablejson.h"
#include "tableactions.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> updateTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    if (!name)
        return std::unexpected(name.error());
    auto table = engine.table(*name);
    if (!table)
        return std::unexpected(table.error());

    UpdateTableRequest update;
    update.tableName = *name;
    if (request.contains(u"BillingMode"_s))
        update.payPerRequest = request.value(u"BillingMode"_s).toString() == u"PAY_PER_REQUEST"_s;
    if (request.contains(u"ProvisionedThroughput"_s)) {
        const auto t = request.value(u"ProvisionedThroughput"_s).toObject();
        update.throughput = Throughput{t.value(u"ReadCapacityUnits"_s).toInteger(),
                                       t.value(u"WriteCapacityUnits"_s).toInteger()};
    }
    for (const auto &v : request.value(u"AttributeDefinitions"_s).toArray()) {
        const auto o = v.toObject();
        auto type = AttributeValue::typeFromName(o.value(u"AttributeType"_s).toString());
        if (!type)
            return std::unexpected(
                validationError(u"Invalid AttributeType in AttributeDefinitions"_s));
        update.attributeDefinitions << KeyElement{o.value(u"AttributeName"_s).toString(), *type};
    }
    // New index keys are checked against the table's definitions plus the ones this call adds.
    QList<KeyElement> definitions = table->attributeDefinitions;
    for (const auto &d : update.attributeDefinitions) {
        if (!table->attributeType(d.name))
            definitions << d;
    }
    const bool payPerRequest = update.payPerRequest.value_or(table->payPerRequest);
    for (const auto &v : request.value(u"GlobalSecondaryIndexUpdates"_s).toArray()) {
        const auto o = v.toObject();
        if (o.contains(u"Create"_s)) {
            auto index = gsiFromJson(o.value(u"Create"_s).toObject(), definitions, payPerRequest);
            if (!index)
                return std::unexpected(index.error());
            update.createIndexes << *index;
        } else if (o.contains(u"Delete"_s)) {
            update.deleteIndexes
                << o.value(u"Delete"_s).toObject().value(u"IndexName"_s).toString();
        } else if (!o.contains(u"Update"_s)) {
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: One of GlobalSecondaryIndexUpdate "
                u"actions Create, Update or Delete must be specified"_s));
        }
    }
    auto updated = engine.updateTable(update);
    if (!updated)
        return std::unexpected(updated.error());
    return QJsonObject{{u"TableDescription"_s, describe(engine, *updated)}};
}

} // namespace lw::api
