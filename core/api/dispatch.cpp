// The dispatch table: every action the workbench speaks, by DynamoDB's name.
#include "actions/actions.h"
#include "api.h"
#include "api/cacheroute.h"
#include "api/plainrequests.h"
#include "api/statementrun.h"
#include "engine/cache.h"
#include "engine/engine.h"
#include "validation/validate.h"

#include <QJsonDocument>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

struct Entry
{
    QStringView name;
    api::Action run;
    bool readsHistory = false;      // may run with CallOptions::asOfMs
    api::WireAction wire = nullptr; // answers as compact JSON text itself (Api::callWire)
    bool commitsItself = false;     // Api::commitsItself
};

constexpr std::array kActions = {
    Entry{u"AdvanceClock", api::advanceClock},
    Entry{u"BatchExecuteStatement", api::batchExecuteStatement},
    Entry{u"BatchGetItem", api::batchGetItem},
    Entry{u"BatchWriteItem", api::batchWriteItem},
    Entry{u"CreateConsumer", api::createConsumer},
    Entry{u"CreateTable", api::createTable},
    Entry{u"DeleteConsumer", api::deleteConsumer},
    Entry{u"DeleteItem", api::deleteItem},
    Entry{u"DeleteTable", api::deleteTable},
    Entry{u"DescribeCache", api::describeCache},
    Entry{u"DescribeCacheSettings", api::describeCacheSettings},
    Entry{u"DescribeClock", api::describeClock},
    Entry{u"DescribeConsistencySettings", api::describeConsistencySettings},
    Entry{u"DescribeConsumer", api::describeConsumer},
    Entry{u"DescribeEventualRead", api::describeEventualRead},
    Entry{u"DescribeIndexPropagation", api::describeIndexPropagation},
    Entry{u"DescribePartitionHeat", api::describePartitionHeat},
    Entry{u"DescribePartitionKeys", api::describePartitionKeys, true},
    Entry{u"DescribeSoftDelete", api::describeSoftDelete},
    Entry{u"DescribeStream", api::describeStream},
    Entry{u"DescribeTable", api::describeTable},
    Entry{u"DescribeThroughputLimits", api::describeThroughputLimits},
    Entry{u"DescribeTimeToLive", api::describeTimeToLive},
    Entry{u"DescribeWorkloads", api::describeWorkloads},
    Entry{u"ExecuteStatement", api::executeStatement},
    Entry{u"ExecuteTransaction", api::executeTransaction},
    Entry{u"ExplainStatement", api::explainStatement},
    Entry{u"FlushCache", api::flushCache},
    Entry{u"GetArchiveLifecycleConfiguration", api::getArchiveLifecycleConfiguration},
    Entry{u"GetArchiveObject", api::getArchiveObject},
    Entry{u"GetConsumedCapacity", api::getConsumedCapacity},
    Entry{u"GetItem", api::getItem, true, api::getItemWire},
    Entry{u"GetItemHistory", api::getItemHistory},
    Entry{u"GetRecords", api::getRecords},
    Entry{u"GetShardIterator", api::getShardIterator},
    Entry{u"ListArchiveObjects", api::listArchiveObjects},
    Entry{u"ListConsumers", api::listConsumers},
    Entry{u"ListLifetimes", api::listLifetimes},
    Entry{u"ListStreams", api::listStreams},
    Entry{u"ListTables", api::listTables},
    Entry{u"ListTagsOfResource", api::listTagsOfResource},
    Entry{u"PutArchiveLifecycleConfiguration", api::putArchiveLifecycleConfiguration},
    Entry{u"PutItem", api::putItem},
    Entry{u"Query", api::query, true, api::queryWire},
    Entry{u"RestoreItem", api::restoreItem},
    Entry{u"RunWorkload", api::runWorkload, false, nullptr, true},
    Entry{u"Scan", api::scan, true, api::scanWire},
    Entry{u"ScanProjection", api::scanProjection},
    Entry{u"SoftDeleteItem", api::softDeleteItem},
    Entry{u"SweepExpiredItems", api::sweepExpiredItems},
    Entry{u"TagResource", api::tagResource},
    Entry{u"TransactGetItems", api::transactGetItems},
    Entry{u"TransactWriteItems", api::transactWriteItems},
    Entry{u"UntagResource", api::untagResource},
    Entry{u"UpdateCacheSettings", api::updateCacheSettings},
    Entry{u"UpdateConsistencySettings", api::updateConsistencySettings},
    Entry{u"UpdateConsumer", api::updateConsumer},
    Entry{u"UpdateItem", api::updateItem},
    Entry{u"UpdateSoftDelete", api::updateSoftDelete},
    Entry{u"UpdateTable", api::updateTable},
    Entry{u"UpdateThroughputLimits", api::updateThroughputLimits},
    Entry{u"UpdateTimeToLive", api::updateTimeToLive},
};

// kActions is sorted by name (tst_serviceactions checks Api::actions() is).
const Entry *entryFor(QStringView action)
{
    const auto it =
        std::lower_bound(kActions.begin(), kActions.end(), action,
                         [](const Entry &e, QStringView name) { return e.name < name; });
    return it == kActions.end() || it->name != action ? nullptr : &*it;
}

// Why `entry` may not run `action` with `options`: an unknown action, or the past asked of an
// action that does not read it.
std::optional<Error> refusal(const Entry *entry, QStringView action, const CallOptions &options)
{
    if (!entry)
        return Error{ErrorType::UnknownOperation,
                     u"An unknown operation was requested: "_s + action.toString(),
                     {}};
    if (options.asOfMs && !entry->readsHistory)
        return validationError(action.toString() +
                               u" cannot run as of a past time: only GetItem, Query, Scan and "
                               u"DescribePartitionKeys read history"_s);
    return std::nullopt;
}

// Whether the workspace's cache may answer the call. The workbench's own looks and the past view
// always go around the cache (cacheroute.h).
bool throughCache(Engine &engine, const CallOptions &options)
{
    return options.metered && !options.asOfMs && !options.aroundCache &&
           cacheOf(engine).cacheEnabled();
}

Result<QJsonObject> run(Engine &engine, const Entry *entry, QStringView action,
                        const QJsonObject &request, const CallOptions &options)
{
    if (std::optional<Error> refused = refusal(entry, action, options))
        return std::unexpected(std::move(*refused));
    const CapacityMeter::Pause unmetered(engine.capacityMeter(), !options.metered);
    if (throughCache(engine, options))
        if (auto routed = api::runThroughCache(engine, action, entry->run, request, options))
            return std::move(*routed);
    return entry->run(engine, request, options);
}

} // namespace

Result<QJsonObject> Api::call(QStringView action, const QJsonObject &request,
                              const CallOptions &options)
{
    Result<QJsonObject> result = answer(action, request, options);
    if (m_observer)
        m_observer(action, request, options, result);
    return result;
}

namespace {

// What callWire() does around an action's wire answer (`run`), for a request whose answer
// nothing needs as an object: nullopt when it must go through call() after all, as an observer
// is told of calls and the cache answers through call() too. The refusal comes before the
// validation here, unlike in answer(), which changes no answer: the wire actions (GetItem, Query,
// Scan) are never refused, and a plain request (api/plainrequests.h) passes validation.
template<typename Run>
std::optional<Result<QByteArray>> wireCall(Engine &engine, bool observed, QStringView action,
                                           const CallOptions &options, Run run)
{
    if (observed || throughCache(engine, options))
        return std::nullopt;
    if (std::optional<Error> refused = refusal(entryFor(action), action, options))
        return std::unexpected(std::move(*refused));
    const CapacityMeter::Pause unmetered(engine.capacityMeter(), !options.metered);
    return run();
}

} // namespace

Result<QByteArray> Api::callWire(QStringView action, const QJsonObject &request,
                                 const CallOptions &options)
{
    if (const Entry *entry = entryFor(action); entry && entry->wire)
        if (std::optional<Result<QByteArray>> text =
                wireCall(m_engine, bool(m_observer), action, options, [&]() -> Result<QByteArray> {
                    auto read = validation::validate(action, request); // as answer() reads it
                    LW_TRY(read);
                    return entry->wire(m_engine, *read, options);
                }))
            return std::move(*text);
    const Result<QJsonObject> answered = call(action, request, options);
    LW_TRY(answered);
    return QJsonDocument(*answered).toJson(QJsonDocument::Compact);
}

std::optional<Result<QByteArray>> Api::callPlainGetItem(const api::PlainGetItem &plain,
                                                        const CallOptions &options)
{
    return wireCall(m_engine, bool(m_observer), u"GetItem", options,
                    [&] { return api::plainGetItemWire(m_engine, plain, options); });
}

std::optional<Result<QByteArray>> Api::callPlainPutItem(const api::PlainPutItem &plain,
                                                        const CallOptions &options)
{
    return wireCall(m_engine, bool(m_observer), u"PutItem", options, [&]() -> Result<QByteArray> {
        Result<QJsonObject> answered = api::plainPutItem(m_engine, plain, options);
        LW_TRY(answered);
        return QJsonDocument(*answered).toJson(QJsonDocument::Compact);
    });
}

Result<QJsonObject> Api::answer(QStringView action, const QJsonObject &request,
                                const CallOptions &options)
{
    const Entry *entry = entryFor(action);
    // The service's front end answers an unknown operation before it reads the body.
    if (!entry)
        return run(m_engine, entry, action, request, options);
    // The action reads the request as the front end's deserialiser read it: members the model
    // does not name are gone, so what an action still refuses is a member it does not implement.
    auto read = validation::validate(action, request);
    LW_TRY(read);
    return run(m_engine, entry, action, *read, options);
}

namespace api {

Result<QJsonObject> callTranslated(Engine &engine, QStringView action, const QJsonObject &request,
                                   const CallOptions &options)
{
    // DAX does not speak PartiQL: a statement's requests go to the table (docs/cache.md).
    CallOptions around = options;
    around.aroundCache = true;
    return run(engine, entryFor(action), action, request, around);
}

} // namespace api

bool Api::isAction(QStringView action)
{
    return entryFor(action) != nullptr;
}

bool Api::commitsItself(QStringView action)
{
    const Entry *entry = entryFor(action);
    return entry && entry->commitsItself;
}

QStringList Api::actions()
{
    QStringList out;
    for (const auto &e : kActions)
        out << e.name.toString();
    return out;
}

} // namespace lw
