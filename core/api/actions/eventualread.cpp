// DescribeEventualRead, the workbench's own action behind the inspector's note on eventual reads:
// what an eventually consistent GetItem of one item could return now, under the workspace's read
// consistency (engine/consistency.h, docs/consistency.md). No DynamoDB counterpart.
//   {"TableName", "Key"} → {"MayBeStale": bool, "Item"?: the latest,
//                           and while MayBeStale: "WrittenAtMillis", "StaleUntilMillis" and
//                           "PreviousItem"?: the oldest a lagging replica may still hold
//                           (absent: no item then)}
// With realistic consistency off, or once the last write is older than the propagation window,
// MayBeStale is false and only the latest is given. The key is checked as GetItem checks it
// (ResourceNotFoundException for an unknown table, "The provided key element does not match the
// schema").
#include "actions.h"
#include "api/requestjson.h"
#include "engine/consistency.h"
#include "model/attributejson.h"

using namespace Qt::StringLiterals;

namespace lw::api {

Result<QJsonObject> describeEventualRead(Engine &engine, const QJsonObject &request,
                                         const CallOptions &)
{
    auto item = itemRequest(request);
    LW_TRY(item);
    auto view = consistencyOf(engine).eventualView(item->table, item->key);
    LW_TRY(view);
    QJsonObject out{{u"MayBeStale"_s, view->mayBeStale}};
    if (view->latest)
        out.insert(u"Item"_s, itemToJson(*view->latest));
    if (!view->mayBeStale)
        return out;
    out.insert(u"WrittenAtMillis"_s, view->writtenMs);
    out.insert(u"StaleUntilMillis"_s, view->staleUntilMs);
    if (view->previous)
        out.insert(u"PreviousItem"_s, itemToJson(*view->previous));
    return out;
}

} // namespace lw::api
