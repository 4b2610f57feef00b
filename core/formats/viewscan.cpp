#include "viewscan.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace lw::formats {

namespace {

// The pages of Scan with `request` (TableName and IndexName set), `onPage` getting each answer
// and saying whether to go on.
Status scanPages(Api &api, QJsonObject request, const CallOptions &options,
                 const std::function<Result<bool>(const QJsonObject &)> &onPage)
{
    for (;;) {
        auto answer = api.call(u"Scan", request, options);
        LW_TRY(answer);
        auto more = onPage(*answer);
        LW_TRY(more);
        if (!*more || !answer->contains(u"LastEvaluatedKey"_s))
            return {};
        request.insert(u"ExclusiveStartKey"_s, answer->value(u"LastEvaluatedKey"_s));
    }
}

QJsonObject scanRequest(const View &view)
{
    QJsonObject request{{u"TableName"_s, view.table}};
    if (!view.index.isEmpty())
        request.insert(u"IndexName"_s, view.index);
    return request;
}

} // namespace

Status scanView(Api &api, const View &view, const Page &page)
{
    return scanPages(api, scanRequest(view), view.options, [&](const QJsonObject &answer) {
        return page(answer.value(u"Items"_s).toArray());
    });
}

Result<qint64> countView(Api &api, const View &view)
{
    QJsonObject request = scanRequest(view);
    request.insert(u"Select"_s, u"COUNT"_s);
    qint64 count = 0;
    auto counted =
        scanPages(api, request, view.options, [&](const QJsonObject &answer) -> Result<bool> {
            count += answer.value(u"Count"_s).toInteger();
            return true;
        });
    LW_TRY(counted);
    return count;
}

QByteArray itemLine(const QJsonValue &item)
{
    return QJsonDocument(QJsonObject{{u"Item"_s, item}}).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace lw::formats
