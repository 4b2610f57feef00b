#include "apicommand.h"

#include "api/requestlog.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString keyText(const QJsonObject &key)
{
    QStringList parts;
    for (auto it = key.begin(); it != key.end(); ++it)
        parts << seedValueText(it.value().toObject());
    return parts.join(u" · "_s);
}

ApiCommand::Call itemCall(const QString &action, const QString &table, const QJsonObject &key)
{
    return {action, {{u"TableName"_s, table}, {u"Key"_s, key}}};
}

} // namespace

ApiCommand::ApiCommand(ApiCall api, const QString &text, Call forward, Call backward,
                       std::function<void(const QString &)> onError, std::function<void()> onDone)
    : QUndoCommand(text), m_api(std::move(api)), m_forward(std::move(forward)),
      m_backward(std::move(backward)), m_onError(std::move(onError)), m_onDone(std::move(onDone))
{}

void ApiCommand::redo()
{
    run(m_forward);
}

void ApiCommand::undo()
{
    run(m_backward);
}

void ApiCommand::run(const Call &call)
{
    const Result<QJsonObject> result = m_api(call.action, call.request, {});
    if (!result) {
        setObsolete(true); // QUndoStack drops it: the stack only holds what happened
        if (m_onError)
            m_onError(errorText(result.error()));
        return;
    }
    if (m_onDone)
        m_onDone();
}

ApiCommand *softDeleteCommand(ApiCall api, const QString &table, const QJsonObject &key,
                              std::function<void(const QString &)> onError,
                              std::function<void()> onDone)
{
    return new ApiCommand(
        std::move(api),
        QCoreApplication::translate("ApiCommand", "Soft delete %1").arg(keyText(key)),
        itemCall(u"SoftDeleteItem"_s, table, key), itemCall(u"RestoreItem"_s, table, key),
        std::move(onError), std::move(onDone));
}

ApiCommand *restoreCommand(ApiCall api, const QString &table, const QJsonObject &key,
                           std::function<void(const QString &)> onError,
                           std::function<void()> onDone)
{
    return new ApiCommand(
        std::move(api), QCoreApplication::translate("ApiCommand", "Restore %1").arg(keyText(key)),
        itemCall(u"RestoreItem"_s, table, key), itemCall(u"SoftDeleteItem"_s, table, key),
        std::move(onError), std::move(onDone));
}

} // namespace lw
