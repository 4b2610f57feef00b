#include "actions.h"
#include "api/requestjson.h"
#include "model/tablejson.h"
#include "tableactions.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

// Whether the request asks for any change. The service names its members in the error, including
// some the workbench does not implement; an empty GlobalSecondaryIndexUpdates counts as absent.
bool changesSomething(const QJsonObject &request)
{
    static const QString members[] = {
        u"ProvisionedThroughput"_s, u"BillingMode"_s,    u"StreamSpecification"_s,
        u"SSESpecification"_s,      u"ReplicaUpdates"_s, u"DeletionProtectionEnabled"_s,
        u"OnDemandThroughput"_s,    u"WarmThroughput"_s, u"TableClass"_s,
    };
    for (const QString &member : members) {
        if (request.contains(member))
            return true;
    }
    return !request.value(u"GlobalSecondaryIndexUpdates"_s).toArray().isEmpty();
}

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

} // namespace

Result<QJsonObject> updateTable(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = tableName(request);
    LW_TRY(name);
    auto stream = streamSpecification(request);
    LW_TRY(stream);
    if (!changesSomething(request))
        return std::unexpected(validationError(
            u"At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
            u"GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, "
            u"MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, "
            u"DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is "
            u"required"_s));
    if (*stream) {
        LW_TRY(checkStreamChange(request, **stream));
    }
    auto table = tablesOf(engine).table(*name);
    LW_TRY(table);

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
        } else if (!o.contains(u"Update"_s)) {
            return std::unexpected(validationError(
                u"One or more parameter values were invalid: One of GlobalSecondaryIndexUpdate "
                u"actions Create, Update or Delete must be specified"_s));
        }
    }
    auto updated = tablesOf(engine).updateTable(update);
    LW_TRY(updated);
    return QJsonObject{{u"TableDescription"_s, describe(tablesOf(engine), *updated)}};
}

} // namespace lw::api
