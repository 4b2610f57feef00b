// UpdateTable: throughput, billing mode and index changes. What the table's current settings
// allow (a no-op change, throughput on an on-demand table, an index that does not exist) is the
// api's and the engine's, after the table is found.
#include "actions.h"
#include "common.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace lw::validation {

namespace {

const QString kInvalid = u"One or more parameter values were invalid: "_s;

Problem updateTableChecks(const QJsonObject &request)
{
    const QJsonArray updates = request.value(u"GlobalSecondaryIndexUpdates"_s).toArray();
    if (!request.contains(u"ProvisionedThroughput"_s) && !request.contains(u"BillingMode"_s) &&
        !request.value(u"StreamSpecification"_s).toObject().contains(u"StreamEnabled"_s) &&
        updates.isEmpty() && !request.contains(u"SSESpecification"_s))
        // The current service's sentence (dynalite's predates the newer members).
        return u"At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
               u"GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, "
               u"MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, "
               u"DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is "
               u"required"_s;
    if (request.value(u"BillingMode"_s).toString() == u"PROVISIONED"_s &&
        !request.contains(u"ProvisionedThroughput"_s))
        return kInvalid + u"ProvisionedThroughput must be specified when BillingMode is "
                          u"PROVISIONED"_s;
    if (request.contains(u"ProvisionedThroughput"_s))
        LW_TRY_PROBLEM(
            throughputBoundsProblem(request.value(u"ProvisionedThroughput"_s).toObject()));
    QSet<QString> names;
    for (const QJsonValue &v : updates) {
        const QJsonObject update = v.toObject();
        QString name;
        for (const QString &kind : {u"Update"_s, u"Create"_s, u"Delete"_s}) {
            if (update.contains(kind) && name.isEmpty())
                name = update.value(kind).toObject().value(u"IndexName"_s).toString();
        }
        if (update.isEmpty())
            return kInvalid +
                   u"One of GlobalSecondaryIndexUpdate.Update, "
                   u"GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete "
                   u"must not be null"_s;
        if (names.contains(name))
            return kInvalid +
                   u"Only one global secondary index update per index is allowed "
                   u"simultaneously. Index: "_s +
                   name;
        names.insert(name);
    }
    return std::nullopt;
}

} // namespace

ActionSpec updateTableSpec()
{
    const Member indexNameMember = member(u"IndexName"_s, indexName().notNull());
    const Member throughput = member(u"ProvisionedThroughput"_s, provisionedThroughput().notNull());
    const Shape indexUpdate = structure(
        u"GlobalSecondaryIndexUpdate"_s,
        {member(u"Update"_s, fieldStructure(u"UpdateGlobalSecondaryIndexAction"_s,
                                            {indexNameMember, throughput})),
         member(u"Create"_s,
                fieldStructure(u"CreateGlobalSecondaryIndexAction"_s,
                               {member(u"Projection"_s, projection().notNull()), indexNameMember,
                                member(u"ProvisionedThroughput"_s, provisionedThroughput()),
                                member(u"KeySchema"_s, keySchema(false))})),
         member(u"Delete"_s,
                fieldStructure(u"DeleteGlobalSecondaryIndexAction"_s, {indexNameMember}))});
    return {u"UpdateTable"_s,
            {member(u"AttributeDefinitions"_s, attributeDefinitions()), requiredTableName(),
             member(u"ProvisionedThroughput"_s, provisionedThroughput()),
             member(u"BillingMode"_s, string().oneOf({u"PROVISIONED"_s, u"PAY_PER_REQUEST"_s})),
             member(u"GlobalSecondaryIndexUpdates"_s, list(indexUpdate)), streamSpecification()},
            updateTableChecks};
}

} // namespace lw::validation
