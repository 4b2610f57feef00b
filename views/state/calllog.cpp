#include "state/calllog.h"

#include <QPointer>

namespace lw {

ApiCall loggedCall(ApiCall api, CallLog *log)
{
    return [api = std::move(api), log = QPointer<CallLog>(log)](
               const QString &action, const QJsonObject &request, const CallOptions &options) {
        Result<QJsonObject> result = api(action, request, options);
        // Unmetered calls are the window's own looks (an undoable write reading its items before
        // and after, ExplainStatement), not calls the user made.
        if (log && options.metered)
            log->record(action, request, result);
        return result;
    };
}

} // namespace lw
