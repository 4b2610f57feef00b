#include "timeline/clientwrites.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

std::optional<ClientWrite> clientWrite(const QString &action, const QJsonObject &request,
                                       const Result<QJsonObject> &result, const QString &client,
                                       qint64 atMs)
{
    if (client.isEmpty())
        return std::nullopt;
    const QString member = action == u"PutItem"_s                                   ? u"Item"_s
                           : action == u"UpdateItem"_s || action == u"DeleteItem"_s ? u"Key"_s
                                                                                    : QString();
    if (member.isEmpty() || !request.value(member).isObject())
        return std::nullopt;
    return ClientWrite{request.value(u"TableName"_s).toString(),
                       request.value(member).toObject(),
                       atMs,
                       client,
                       action,
                       result ? QString() : result.error().typeName()};
}

bool wroteItem(const ClientWrite &write, const QJsonObject &key)
{
    if (key.isEmpty())
        return false;
    for (auto it = key.begin(); it != key.end(); ++it)
        if (write.target.value(it.key()) != it.value())
            return false;
    return true;
}

QString clientInitials(const QString &client)
{
    const QStringList words = client.split(u' ', Qt::SkipEmptyParts);
    QString initials;
    for (const QString &word : words)
        initials += word.front().isDigit() ? word : word.front().toUpper();
    return initials.left(3);
}

} // namespace lw
