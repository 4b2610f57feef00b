// GetItemHistory, the workbench's own action behind the item history dialog: every change the
// history keeps of one item (Engine::itemHistory), oldest first, across all of its lifetimes.
//   {"TableName", "Key"} → {"Changes": [{"SequenceNumber", "TimeMillis", "Origin" ("user" |
//   "ttl" | "consumer"), "Event" ("INSERT" | "MODIFY" | "REMOVE"), "OldImage"?, "NewImage"?}]}
// The key is checked as GetItem checks it (ResourceNotFoundException for an unknown table,
// "The provided key element does not match the schema"); a key never written has no changes.
#include "actions.h"
#include "api/requestjson.h"
#include "engine/timetravel.h"
#include "model/attributejson.h"
#include "streams/streamrecord.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace lw::api {

namespace {

// Named as the change's stream record names it, so a row of the history and a record of the
// stream pane read alike; the history keeps both images whatever the stream's view type.
QString eventName(const Change &change)
{
    if (!change.oldImage)
        return u"INSERT"_s;
    return change.newImage ? u"MODIFY"_s : u"REMOVE"_s;
}

} // namespace

Result<QJsonObject> getItemHistory(Engine &engine, const QJsonObject &request, const CallOptions &)
{
    auto item = itemRequest(request);
    LW_TRY(item);
    // itemHistory checks the key against the schema.
    auto changes = timeTravelOf(engine).itemHistory(item->table, item->key);
    LW_TRY(changes);
    QJsonArray list;
    for (const Change &change : std::as_const(*changes)) {
        QJsonObject entry{{u"SequenceNumber"_s, sequenceNumberText(change.seq)},
                          {u"TimeMillis"_s, change.timeMs},
                          {u"Origin"_s, originName(change.origin)},
                          {u"Event"_s, eventName(change)}};
        if (change.oldImage)
            entry.insert(u"OldImage"_s, itemToJson(*change.oldImage));
        if (change.newImage)
            entry.insert(u"NewImage"_s, itemToJson(*change.newImage));
        list << entry;
    }
    return QJsonObject{{u"Changes"_s, list}};
}

} // namespace lw::api
