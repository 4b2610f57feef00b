// The refusal a remote endpoint's door (remote/remoteapi.h) answers for what only a workspace
// has — the workbench's own actions (the clock, history, consumers, the archive bucket, the
// cache …) and reads of the past — without sending anything: an Error of ErrorType::Remote whose
// __type is "WorkbenchOnly", its message the reason. Panes that can do without such a read (the
// GSI matrix without pending propagation, the timeline without soft delete) tell it apart from a
// real failure with isWorkbenchOnly().
//
// It is one of the refusals made on the way to a remote endpoint, none of them the service's:
// that one, a read-only connection's ("ReadOnlyConnection", remote/remoteapi.h) and a write the
// user chose not to send ("NotSent", the window). A pane shows any of them as its sentence alone
// (doors/apicall.h, errorText). Header only; any thread.
#pragma once

#include "error.h"

namespace lw {

// `type`: "WorkbenchOnly", "ReadOnlyConnection" or "NotSent".
inline Error refusedHere(const QString &type, const QString &reason)
{
    return Error{ErrorType::Remote, reason, {{QStringLiteral("__type"), type}}};
}

inline bool isRefusedHere(const Error &error)
{
    const QString type = error.typeName();
    return error.type == ErrorType::Remote &&
           (type == u"WorkbenchOnly" || type == u"ReadOnlyConnection" || type == u"NotSent");
}

inline Error workbenchOnly(const QString &reason)
{
    return refusedHere(QStringLiteral("WorkbenchOnly"), reason);
}

inline bool isWorkbenchOnly(const Error &error)
{
    return error.type == ErrorType::Remote && error.typeName() == u"WorkbenchOnly";
}

} // namespace lw
