// The views' only door into the engine: a DynamoDB action name plus request JSON in, the response
// JSON or a typed lw::Error out. The application passes a lambda over Workspace::api().call();
// tests pass an in-memory fake. Keeping views on this one signature means they depend on the
// DynamoDB wire shapes (which are fixed by AWS) and never on the engine's internals.
//
// CallOptions (core/api/api.h) travel with each call: a pane showing the past passes asOfMs, and
// only GetItem, Query and Scan accept it; DescribeTable and ListTables always read now.
//
// Contract for implementations: synchronous, called from the GUI thread, never throws.
#pragma once

#include "api/api.h"
#include "model/error.h"
#include "model/workbenchonly.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace lw {

using ApiCall = std::function<Result<QJsonObject>(const QString &action, const QJsonObject &request,
                                                  const CallOptions &options)>;

// An api error as a pane shows it: "ValidationException: <message>", the type first as the
// service names it, so a learner sees which kind of error it was and can look it up. A refusal
// made on the way to a remote endpoint is no service's error: its reason alone.
inline QString errorText(const Error &error)
{
    if (isRefusedHere(error))
        return error.message;
    return error.typeName() + QLatin1StringView(": ") + error.message;
}

// `api` for the workbench's own looks at the data (a pane refreshing, an undo command reading the
// images it will put back): unmetered, so the capacity chart shows what the user, the console and
// the consumers did, and a recording leaves them out.
inline ApiCall unmetered(ApiCall api)
{
    return [api = std::move(api)](const QString &action, const QJsonObject &request,
                                  CallOptions options) {
        options.metered = false;
        return api(action, request, options);
    };
}

// The same for one call's options.
inline const CallOptions kUnmetered{.asOfMs = std::nullopt, .metered = false};

} // namespace lw
