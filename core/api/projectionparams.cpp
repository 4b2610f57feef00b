#include "projectionparams.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw::api {

Result<std::optional<QList<expr::DocumentPath>>> projectionOf(const QJsonObject &request)
{
    const bool hasNames = request.contains(u"ExpressionAttributeNames"_s);
    const QJsonObject names = request.value(u"ExpressionAttributeNames"_s).toObject();
    if (!request.contains(u"ProjectionExpression"_s)) {
        if (hasNames)
            return std::unexpected(validationError(
                u"ExpressionAttributeNames can only be specified when using expressions"_s));
        return std::optional<QList<expr::DocumentPath>>();
    }
    if (hasNames && names.isEmpty())
        return std::unexpected(validationError(u"ExpressionAttributeNames must not be empty"_s));
    QSet<QString> used;
    auto paths =
        expr::parseProjection(request.value(u"ProjectionExpression"_s).toString(), names, used);
    if (!paths)
        return std::unexpected(paths.error());
    QStringList unused;
    for (auto it = names.begin(); it != names.end(); ++it) {
        if (!used.contains(it.key()))
            unused << it.key();
    }
    if (!unused.isEmpty())
        return std::unexpected(
            validationError(u"Value provided in ExpressionAttributeNames unused in expressions: "
                            u"keys: {"_s +
                            unused.join(u", "_s) + u'}'));
    return std::optional(std::move(*paths));
}

void project(QList<Item> &items, const std::optional<QList<expr::DocumentPath>> &paths)
{
    if (!paths)
        return;
    for (Item &item : items)
        item = expr::applyProjection(item, *paths);
}

} // namespace lw::api
