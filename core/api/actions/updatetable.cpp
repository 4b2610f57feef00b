#include "actions.h"
#include "api/requestjson.h"
#include "model/tablejson.h"
#include "tableactions.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

// StreamSpecification's own rules, request by request, before the table is looked up (the
// service's texts; both name the view type "UpdateViewType"), then the changes it cannot be
// combined with.
Status checkStreamChange(const QJsonObject &request, const StreamSpecification &spec)
{
    if (spec.enabled && !spec.viewType)
        return std::unexpected(validationError(kInvalid +
                                               u"If stream is being enabled then UpdateViewType is "
                                               u"required"_s));
    if (!spec.enabled && spec.viewType)
        return std::unexpected(validationError(
            kInvalid +
            u"If stream is being disabled, then UpdateViewType must not be specified"_s));
    if (request.contains(u"ProvisionedThroughput"_s) ||
        request.value(u"BillingMode"_s).toString() == u"PROVISIONED"_s)
        return std::unexpected(validationError(
            kInvalid + u"You cannot modify stream status while updating table IOPS"_s));
    for (const auto &v : request.value(u"GlobalSecondaryIndexUpdates"_s).toArray()) {
        const auto o = v.toObject();
        if (o.contains(u"Create"_s) || o.contains(u"Delete"_s))
            return std::unexpected(validationError(
                kInvalid + u"You cannot create or delete index while changing stream status"_s));
    }
    return {};
}

// What the table's billing allows of a ProvisionedThroughput (the validation layer checked its
// bounds): none on a table that stays on demand, and a change on a provisioned one (the
// service's texts, as dynalite's suite records them).
Status checkThroughputChange(const QJsonObject &request, const TableDefinition &table)
{
    if (!request.contains(u"ProvisionedThroughput"_s))
        return {};
    const QString billing = request.value(u"BillingMode"_s).toString();
    const bool payPerRequest =
        billing.isEmpty() ? table.payPerRequest : billing == u"PAY_PER_REQUEST"_s;
    if (payPerRequest)
        return std::unexpected(validationError(
            kInvalid + u"Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                       u"BillingMode is PAY_PER_REQUEST"_s));
    if (table.payPerRequest || !table.throughput)
        return {};
    const QJsonObject t = request.value(u"ProvisionedThroughput"_s).toObject();
    const qint64 read = t.value(u"ReadCapacityUnits"_s).toInteger();
    const qint64 write = t.value(u"WriteCapacityUnits"_s).toInteger();
    if (read != table.throughput->read || write != table.throughput->write)
        return {};
    return std::unexpected(validationError(
        u"The provisioned throughput for the table will not change. The requested value equals "
        u"the current value. Current ReadCapacityUnits provisioned for the table: %1. Requested "
        u"ReadCapacityUnits: %2. Current WriteCapacityUnits provisioned for the table: %3. "
        u"Requested WriteCapacityUnits: %4. Refer to the Amazon DynamoDB Developer Guide for "
        u"current limits and how to request higher limits."_s.arg(table.throughput->read)
            .arg(read)
            .arg(table.throughput->write)
            .arg(write)));
}

} // namespace

Result<QJsonObject> updateTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    LW_TRY(name);
    auto stream = streamSpecification(request);
    LW_TRY(stream);
    if (*stream) {
        LW_TRY(checkStreamChange(request, **stream));
    }
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);
    LW_TRY(checkThroughputChange(request, *table));

    UpdateTableRequest update;
    update.tableName = *name;
    update.stream = *stream;
    if (request.contains(u"BillingMode"_s))
        update.payPerRequest = request.value(u"BillingMode"_s).toString() == u"PAY_PER_REQUEST"_s;
    if (request.contains(u"ProvisionedThroughput"_s)) {
        const auto t = request.value(u"ProvisionedThroughput"_s).toObject();
        update.throughput = Throughput{t.value(u"ReadCapacityUnits"_s).toInteger(),
                                       t.value(u"WriteCapacityUnits"_s).toInteger()};
    }
    for (const auto &v : request.value(u"AttributeDefinitions"_s).toArray()) {
        const auto o = v.toObject();
        // S, N or B: the validation layer checked the enum.
        const auto type = AttributeValue::typeFromName(o.value(u"AttributeType"_s).toString());
        update.attributeDefinitions << KeyElement{o.value(u"AttributeName"_s).toString(), *type};
    }
    // New index keys are checked against the table's definitions plus the ones this call adds.
    QList<KeyElement> definitions = table->attributeDefinitions;
    for (const auto &d : update.attributeDefinitions) {
        if (!table->attributeType(d.name))
            definitions << d;
    }
    const bool payPerRequest = update.payPerRequest.value_or(table->payPerRequest);
    const QJsonArray updates = request.value(u"GlobalSecondaryIndexUpdates"_s).toArray();
    for (qsizetype i = 0; i < updates.size(); ++i) {
        const auto o = updates[i].toObject();
        if (o.contains(u"Create"_s)) {
            auto index = gsiFromJson(o.value(u"Create"_s).toObject(), definitions, payPerRequest,
                                     u"globalSecondaryIndexUpdates.%1.member.create"_s.arg(i + 1));
            LW_TRY(index);
            update.createIndexes << *index;
        } else if (o.contains(u"Delete"_s)) {
            update.deleteIndexes
                << o.value(u"Delete"_s).toObject().value(u"IndexName"_s).toString();
        }
    }
    auto updated = tablesOf(engine).updateTable(update);
    LW_TRY(updated);
    return QJsonObject{{u"TableDescription"_s, describe(engine, *updated)}};
}

} // namespace lw::api
