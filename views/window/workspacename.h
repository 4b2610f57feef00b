// How the window names a workspace to a person: by its folder's own name ("orders-demo"), the
// embedded default one as "Default workspace", and where it is with the home folder as "~", so
// that a title bar, the welcome and the Recent Workspaces menu tell two workspaces apart at a
// glance on a projector. Pure; any thread.
#pragma once

#include <QString>

namespace lw {

// "orders-demo" for /home/ann/work/orders-demo; "Default workspace" for Workspace::defaultDir().
QString workspaceName(const QString &dir);
// The folder with the home folder as "~": "~/work/orders-demo".
QString shortPath(const QString &dir);

} // namespace lw
