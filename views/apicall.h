// The views' only door into the engine: a DynamoDB action name plus request JSON in, the response
// JSON or a typed lw::Error out. The application passes a lambda over Workspace::api().call();
// tests pass an in-memory fake. Keeping views on this one signature means they depend on the
// DynamoDB wire shapes (which are fixed by AWS) and never on the engine's internals.
//
// Contract for implementations: synchronous, called from the GUI thread, never throws.
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace lw {

using ApiCall =
    std::function<Result<QJsonObject>(const QString &action, const QJsonObject &request)>;

} // namespace lw
