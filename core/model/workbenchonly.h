// The refusal a remote endpoint's door (remote/remoteapi.h) answers for what only a workspace
// has — the workbench's own actions (the clock, history, consumers, the archive bucket, the
// cache …) and reads of the past — without sending anything: an Error of ErrorType::Remote whose
// __type is "WorkbenchOnly", its message the reason. Panes that can do without such a read (the
// GSI matrix without pending propagation, the timeline without soft delete) tell it apart from a
// real failure with isWorkbenchOnly(). Header only; any thread.
#pragma once

#include "error.h"

namespace lw {

inline Error workbenchOnly(const QString &reason)
{
    return Error{
        ErrorType::Remote, reason, {{QStringLiteral("__type"), QStringLiteral("WorkbenchOnly")}}};
}

inline bool isWorkbenchOnly(const Error &error)
{
    return error.type == ErrorType::Remote && error.typeName() == u"WorkbenchOnly";
}

} // namespace lw
