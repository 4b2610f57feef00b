#include "common/scanpage.h"

#include "model/consumedunits.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw {

Result<ScanPage> scanPage(const ApiCall &api, QJsonObject request, const QJsonObject &startKey,
                          const CallOptions &options)
{
    return readPage(api, u"Scan"_s, std::move(request), startKey, options);
}

Result<ScanPage> readPage(const ApiCall &api, const QString &action, QJsonObject request,
                          const QJsonObject &startKey, const CallOptions &options)
{
    if (!startKey.isEmpty())
        request.insert(u"ExclusiveStartKey"_s, startKey);
    const Result<QJsonObject> scanned = api(action, request, options);
    LW_TRY(scanned);
    ScanPage page;
    for (const QJsonValue &item : scanned->value(u"Items"_s).toArray())
        page.items << item.toObject();
    page.lastEvaluatedKey = scanned->value(u"LastEvaluatedKey"_s).toObject();
    page.scannedCount = scanned->value(u"ScannedCount"_s).toInteger();
    page.capacityUnits = consumedUnits(*scanned);
    return page;
}

} // namespace lw
