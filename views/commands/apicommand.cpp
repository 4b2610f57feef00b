#include "commands/apicommand.h"

#include "api/requestlog.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace lw {

QString keyText(const QJsonObject &key)
{
    QStringList parts;
    for (auto it = key.begin(); it != key.end(); ++it)
        parts << seedValueText(it.value().toObject());
    return parts.join(u" · "_s);
}

namespace {

ApiCommand::Call itemCall(const QString &action, const QString &table, const QJsonObject &key)
{
    return {action, {{u"TableName"_s, table}, {u"Key"_s, key}}};
}

} // namespace

ApiCommand::ApiCommand(ApiCall api, const QString &text, Call forward, Call backward, Hooks hooks)
    : QUndoCommand(text), m_api(std::move(api)), m_forward(std::move(forward)),
      m_backward(std::move(backward)), m_hooks(std::move(hooks)),
      m_firstResponse(std::make_shared<Result<QJsonObject>>(QJsonObject()))
{}

void ApiCommand::redo()
{
    run(m_forward);
}

void ApiCommand::undo()
{
    run(m_backward);
}

void ApiCommand::setCalls(Call forward, Call backward)
{
    m_forward = std::move(forward);
    m_backward = std::move(backward);
}

Result<QJsonObject> ApiCommand::run(const Call &call, bool reportSuccess)
{
    Result<QJsonObject> result = m_api(call.action, call.request, {});
    const bool first = !m_hasRun;
    m_hasRun = true;
    if (first)
        *m_firstResponse = result;
    if (!result) {
        setObsolete(true); // QUndoStack drops it: the stack only holds what happened
        if (!first && m_hooks.onError)
            m_hooks.onError(errorText(result.error()));
        return result;
    }
    if (!first && reportSuccess)
        reportDone();
    return result;
}

void ApiCommand::reportDone() const
{
    if (m_hooks.onDone)
        m_hooks.onDone();
}

QJsonObject consumerRecreateRequest(const QJsonObject &description)
{
    QJsonObject create{{u"StartingPosition"_s, u"LATEST"_s},
                       {u"Enabled"_s, description.value(u"State"_s).toString() != u"DISABLED"}};
    for (const QString &member :
         {u"TableName"_s, u"ConsumerName"_s, u"Type"_s, u"BatchSize"_s, u"PollDelayMillis"_s,
          u"FilterCriteria"_s, u"Faults"_s, u"Projector"_s, u"Aggregator"_s, u"Archiver"_s})
        if (description.contains(member))
            create.insert(member, description.value(member));
    return create;
}

ApiCommand *softDeleteCommand(ApiCall api, const QString &table, const QJsonObject &key,
                              ApiCommand::Hooks hooks)
{
    return new ApiCommand(
        std::move(api),
        QCoreApplication::translate("ApiCommand", "Soft delete %1").arg(keyText(key)),
        itemCall(u"SoftDeleteItem"_s, table, key), itemCall(u"RestoreItem"_s, table, key),
        std::move(hooks));
}

ApiCommand *restoreCommand(ApiCall api, const QString &table, const QJsonObject &key,
                           ApiCommand::Hooks hooks)
{
    return new ApiCommand(std::move(api),
                          QCoreApplication::translate("ApiCommand", "Restore %1").arg(keyText(key)),
                          itemCall(u"RestoreItem"_s, table, key),
                          itemCall(u"SoftDeleteItem"_s, table, key), std::move(hooks));
}

} // namespace lw
