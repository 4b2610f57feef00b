#include "commands/undoablecall.h"

#include "commands/deletetablecommand.h"
#include "commands/itemwritecommand.h"

#include <QCoreApplication>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// The translation context of the undo texts made here.
struct UndoableCall
{
    Q_DECLARE_TR_FUNCTIONS(lw::UndoableCall)
};

ApiCommand *consumerUpdateCommand(const ApiCall &api, const QJsonObject &request,
                                  ApiCommand::Hooks hooks)
{
    const QJsonObject consumer{{u"TableName"_s, request.value(u"TableName"_s)},
                               {u"ConsumerName"_s, request.value(u"ConsumerName"_s)}};
    const Result<QJsonObject> described = api(u"DescribeConsumer"_s, consumer, kUnmetered);
    if (!described)
        return nullptr; // the update will be refused the same way
    const QJsonObject was = described->value(u"ConsumerDescription"_s).toObject();
    QJsonObject back = consumer;
    for (auto it = request.begin(); it != request.end(); ++it) {
        if (consumer.contains(it.key()))
            continue;
        if (it.key() == u"Enabled") {
            // The description says State; a FAILED consumer has no Enabled to go back to.
            const QString state = was.value(u"State"_s).toString();
            if (state == u"FAILED")
                return nullptr;
            back.insert(it.key(), state == u"ENABLED");
        } else if (was.contains(it.key())) {
            back.insert(it.key(), was.value(it.key()));
        } else {
            return nullptr; // no value to go back to
        }
    }
    return new ApiCommand(
        api, UndoableCall::tr("Change consumer %1").arg(consumer[u"ConsumerName"_s].toString()),
        {u"UpdateConsumer"_s, request}, {u"UpdateConsumer"_s, back}, std::move(hooks));
}

// A deleted consumer comes back with its settings (consumerRecreateRequest).
ApiCommand *consumerDeleteCommand(const ApiCall &api, const QJsonObject &request,
                                  ApiCommand::Hooks hooks)
{
    const Result<QJsonObject> described = api(u"DescribeConsumer"_s, request, kUnmetered);
    if (!described)
        return nullptr; // the delete will be refused the same way
    const QJsonObject was = described->value(u"ConsumerDescription"_s).toObject();
    return new ApiCommand(
        api, UndoableCall::tr("Delete consumer %1").arg(was.value(u"ConsumerName"_s).toString()),
        {u"DeleteConsumer"_s, request}, {u"CreateConsumer"_s, consumerRecreateRequest(was)},
        std::move(hooks));
}

// TTL back as it was: on with the attribute it had, or off. DynamoDB allows one change of a
// table's TTL an hour, so the undo is refused (with DynamoDB's text) until the clock has moved on.
ApiCommand *timeToLiveCommand(const ApiCall &api, const QJsonObject &request,
                              ApiCommand::Hooks hooks)
{
    const QString table = request.value(u"TableName"_s).toString();
    const Result<QJsonObject> described =
        api(u"DescribeTimeToLive"_s, {{u"TableName"_s, table}}, kUnmetered);
    if (!described)
        return nullptr;
    const QJsonObject was = described->value(u"TimeToLiveDescription"_s).toObject();
    const QString status = was.value(u"TimeToLiveStatus"_s).toString();
    const bool wasOn = status == u"ENABLED" || status == u"ENABLING";
    const QJsonObject asked = request.value(u"TimeToLiveSpecification"_s).toObject();
    const QJsonObject back{{u"Enabled"_s, wasOn},
                           {u"AttributeName"_s, wasOn ? was.value(u"AttributeName"_s)
                                                      : asked.value(u"AttributeName"_s)}};
    return new ApiCommand(
        api, UndoableCall::tr("Change the TTL of %1").arg(table), {u"UpdateTimeToLive"_s, request},
        {u"UpdateTimeToLive"_s, {{u"TableName"_s, table}, {u"TimeToLiveSpecification"_s, back}}},
        std::move(hooks));
}

} // namespace

ApiCommand *undoableCommand(const ApiCall &api, const QString &action, const QJsonObject &request,
                            ApiCommand::Hooks hooks)
{
    if (ItemWriteCommand::isItemWrite(action))
        return new ItemWriteCommand(api, action, request, std::move(hooks));
    const QString table = request.value(u"TableName"_s).toString();
    const QJsonObject key = request.value(u"Key"_s).toObject();
    if (action == u"SoftDeleteItem")
        return softDeleteCommand(api, table, key, std::move(hooks));
    if (action == u"RestoreItem")
        return restoreCommand(api, table, key, std::move(hooks));
    if (action == u"DeleteTable")
        return DeleteTableCommand::create(api, request, std::move(hooks));
    if (action == u"CreateTable")
        return new ApiCommand(api, UndoableCall::tr("Create table %1").arg(table),
                              {action, request}, {u"DeleteTable"_s, {{u"TableName"_s, table}}},
                              std::move(hooks));
    const QString consumer = request.value(u"ConsumerName"_s).toString();
    if (action == u"CreateConsumer")
        return new ApiCommand(
            api, UndoableCall::tr("Add consumer %1").arg(consumer), {action, request},
            {u"DeleteConsumer"_s, {{u"TableName"_s, table}, {u"ConsumerName"_s, consumer}}},
            std::move(hooks));
    if (action == u"UpdateConsumer")
        return consumerUpdateCommand(api, request, std::move(hooks));
    if (action == u"DeleteConsumer")
        return consumerDeleteCommand(api, request, std::move(hooks));
    if (action == u"UpdateTimeToLive")
        return timeToLiveCommand(api, request, std::move(hooks));
    return nullptr;
}

ApiCall undoableApi(ApiCall api, QUndoStack *stack, ApiCommand::Hooks hooks)
{
    return [api, stack, hooks](const QString &action, const QJsonObject &request,
                               const CallOptions &options) -> Result<QJsonObject> {
        ApiCommand *command =
            options.asOfMs ? nullptr : undoableCommand(api, action, request, hooks);
        if (!command)
            return api(action, request, options);
        const auto response = command->firstResponse();
        stack->push(command); // sends the request; drops the command again when it failed
        return *response;
    };
}

} // namespace lw
