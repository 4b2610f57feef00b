// The workbench's own actions for its built-in stream consumers (consumers/consumer.h gives the
// JSON): CreateConsumer, UpdateConsumer, DeleteConsumer, DescribeConsumer, ListConsumers and
// ScanProjection. They are not DynamoDB's, so their names say what they do in its style.
#include "engine/consumers.h"
#include "actions.h"
#include "api/requestjson.h"
#include "model/attributejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

const QStringList kConsumerMembers{u"TableName"_s,      u"ConsumerName"_s, u"Type"_s,
                                   u"Enabled"_s,        u"BatchSize"_s,    u"PollDelayMillis"_s,
                                   u"FilterCriteria"_s, u"Faults"_s,       u"Projector"_s,
                                   u"Aggregator"_s,     u"Archiver"_s};

QJsonObject described(Engine &engine, const Consumer &consumer)
{
    return QJsonObject{{u"ConsumerDescription"_s,
                        consumerToJson(consumer, consumersOf(engine).consumerStreamArn(consumer))}};
}

Result<QJsonObject> describedOrError(Engine &engine, const Result<Consumer> &consumer)
{
    LW_TRY(consumer);
    return described(engine, *consumer);
}

// The TableName and ConsumerName of a request that names one consumer.
Result<std::pair<QString, QString>> consumerName(const QJsonObject &request)
{
    if (auto s = onlyMembers(request, {u"TableName"_s, u"ConsumerName"_s}); !s)
        return std::unexpected(s.error());
    auto table = requiredTableName(request);
    LW_TRY(table);
    const QJsonValue name = request.value(u"ConsumerName"_s);
    if (!name.isString() || name.toString().isEmpty())
        return std::unexpected(
            valueConstraint(u"null"_s, u"consumerName"_s, u"Member must not be null"_s));
    return std::pair{*table, name.toString()};
}

} // namespace

Result<QJsonObject> createConsumer(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, kConsumerMembers + QStringList{u"StartingPosition"_s}); !s)
        return std::unexpected(s.error());
    const QString position = request.value(u"StartingPosition"_s).toString(u"TRIM_HORIZON"_s);
    if (position != u"TRIM_HORIZON"_s && position != u"LATEST"_s)
        return std::unexpected(
            valueConstraint(u"'"_s + position + u"'"_s, u"startingPosition"_s,
                            u"Member must satisfy enum value set: [TRIM_HORIZON, LATEST]"_s));
    QJsonObject settingsJson = request;
    settingsJson.remove(u"StartingPosition"_s);
    auto settings = consumerSettingsFromJson(settingsJson);
    LW_TRY(settings);
    return describedOrError(engine,
                            consumersOf(engine).createConsumer(*settings, position == u"LATEST"_s));
}

Result<QJsonObject> updateConsumer(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    LW_TRY(onlyMembers(request, kConsumerMembers));
    auto name = consumerName(QJsonObject{{u"TableName"_s, request.value(u"TableName"_s)},
                                         {u"ConsumerName"_s, request.value(u"ConsumerName"_s)}});
    LW_TRY(name);
    auto current = consumersOf(engine).consumer(name->first, name->second);
    LW_TRY(current);
    auto settings = consumerSettingsFromJson(request, &current->settings);
    LW_TRY(settings);
    return describedOrError(engine, consumersOf(engine).updateConsumer(*settings));
}

Result<QJsonObject> deleteConsumer(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = consumerName(request);
    LW_TRY(name);
    return describedOrError(engine, consumersOf(engine).deleteConsumer(name->first, name->second));
}

Result<QJsonObject> describeConsumer(Engine &engine, const QJsonObject &request,
                                     const CallOptions &)
{
    auto name = consumerName(request);
    LW_TRY(name);
    return describedOrError(engine, consumersOf(engine).consumer(name->first, name->second));
}

Result<QJsonObject> listConsumers(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    if (auto s = onlyMembers(request, {u"TableName"_s}); !s)
        return std::unexpected(s.error());
    auto named = optionalTableName(request);
    LW_TRY(named);
    const QString table = *named;
    auto consumers = consumersOf(engine).consumers(table);
    LW_TRY(consumers);
    QJsonArray list;
    for (const Consumer &consumer : std::as_const(*consumers))
        list << consumerToJson(consumer, consumersOf(engine).consumerStreamArn(consumer));
    return QJsonObject{{u"Consumers"_s, list}};
}

// A projector's documents, as Scan returns items.
Result<QJsonObject> scanProjection(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto name = consumerName(request);
    LW_TRY(name);
    auto documents = consumersOf(engine).projection(name->first, name->second);
    LW_TRY(documents);
    QJsonArray items;
    for (const Item &document : std::as_const(*documents))
        items << itemToJson(document);
    return QJsonObject{{u"Items"_s, items}, {u"Count"_s, items.size()}};
}

} // namespace lw::api
