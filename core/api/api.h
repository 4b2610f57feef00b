// The one interface to the engine: a DynamoDB action name plus its request JSON in, the response
// JSON (or a typed Error) out. The GUI, `lwb call`, lessons, bundles and the HTTP endpoint all
// come through here, so every front end sees the same validation and the same error texts.
//
// Threads: an Api is used from one thread at a time (the engine serialises writes through LMDB,
// but the dispatch itself keeps no locks).
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace lw {

class Engine;

namespace api {
struct PlainGetItem;
struct PlainPutItem;
} // namespace api

// How to run a call beyond its request JSON.
struct CallOptions
{
    // Read the workspace as it was at this time: GetItem, Query and Scan return exactly what
    // they returned then, and the workbench's DescribePartitionKeys the keys there were; any
    // other action fails with ValidationException "<Action> cannot run as of a past time: only
    // GetItem, Query, Scan and DescribePartitionKeys read history".
    std::optional<qint64> asOfMs;
    // False for the workbench's own looks at the data (its panes reading a table to show it),
    // which are not the traffic a lesson or a user makes: the capacity meter
    // (engine/capacitymeter.h) leaves them out. Their responses report ConsumedCapacity as ever.
    bool metered = true;
    // Who sends the call, when a lesson plays two clients at once (two editors saving the same
    // page): its name, shown in the request log and the transcript. Empty: the one client there
    // is. The engine does not read it.
    QString client = {};
    // True for the calls of a client that does not use the workbench's cache (docs/cache.md):
    // while the cache is enabled, every metered call without asOfMs goes through it unless this
    // says it goes around, to the table, neither answered from the cache nor changing it.
    bool aroundCache = false;
};

class Api
{
public:
    explicit Api(Engine &engine) : m_engine(engine) {}

    // Runs one action. Errors, in this order: UnknownOperation for an action the dispatch does
    // not know; for an action with a validation spec, the validation layer's refusal
    // (validation/validate.h: SerializationException, then RequestValidation), after which the
    // action reads the request as the layer read it (members the model does not name dropped);
    // then whatever the action returns (ValidationException with DynamoDB's texts,
    // ResourceNotFound …).
    Result<QJsonObject> call(QStringView action, const QJsonObject &request,
                             const CallOptions &options = {});
    // call(), answered as compact JSON text: byte for byte what QJsonDocument writes of call()'s
    // answer. GetItem, Query and Scan write it straight from the engine's items, never building
    // the response's QJsonObject (a third of a served Query's time, tests/bench/wrk), unless an
    // observer is set (it is given the QJsonObject) or the cache may answer; any other action is
    // call()'s answer written.
    Result<QByteArray> callWire(QStringView action, const QJsonObject &request,
                                const CallOptions &options = {});
    // callWire("GetItem", …) and callWire("PutItem", …) for a request read from its bytes
    // (api/plainrequests.h): the same answer. Nullopt when the call must go the long way after
    // all, with its request as JSON: an observer is set, or the cache may answer.
    std::optional<Result<QByteArray>> callPlainGetItem(const api::PlainGetItem &plain,
                                                       const CallOptions &options = {});
    std::optional<Result<QByteArray>> callPlainPutItem(const api::PlainPutItem &plain,
                                                       const CallOptions &options = {});

    // Every action name the dispatch knows, sorted (for help texts and console completion).
    static QStringList actions();
    // Whether the dispatch knows `action` (without making the list: the endpoint asks per
    // request).
    static bool isAction(QStringView action);
    // Whether `action` commits transactions of its own (RunWorkload: one group commit per sim
    // second, workload/workloadrun.h), so that a caller must not run it within a group
    // (engine/groupcommit.h): the endpoint commits its group first and runs it outside.
    static bool commitsItself(QStringView action);

    // Told of each call() once it is answered, with its options and its answer: for a front end
    // that shows the calls another part of the program makes through this Api on its own (the
    // window's request log, showing what a lesson's steps sent). One observer at a time; empty
    // (the default) for none. PartiQL's translated requests are not calls: the statement is.
    using Observer =
        std::function<void(QStringView action, const QJsonObject &request,
                           const CallOptions &options, const Result<QJsonObject> &result)>;
    void setObserver(Observer observer) { m_observer = std::move(observer); }

    // The engine the calls run on (the HTTP endpoint's group commit, server/dynamoserver.h).
    Engine &engine() const { return m_engine; }

private:
    Result<QJsonObject> answer(QStringView action, const QJsonObject &request,
                               const CallOptions &options);

    Engine &m_engine;
    Observer m_observer;
};

} // namespace lw
