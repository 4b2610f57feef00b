// How the window names a workspace to a person: by its folder's own name ("orders-demo"), the
// embedded default one as "Default workspace", and where it is with the home folder as "~", so
// that a title bar, the welcome and the Recent Workspaces menu tell two workspaces apart at a
// glance on a projector. Pure; any thread.
#pragma once

#include <QString>
#include <QStringList>

namespace lw {

// "orders-demo" for /home/ann/work/orders-demo; "Default workspace" for Workspace::defaultDir().
QString workspaceName(const QString &dir);
// The folder with the home folder as "~": "~/work/orders-demo"; the home folder itself is "~".
QString shortPath(const QString &dir);
// The names of `dirs`, in their order, as one list shows them together: workspaceName() of each,
// and where several share a name, each of those followed by as many of its parent folders as tell
// them apart: ~/a/x/demo and /srv/b/x/demo are "demo (a/x)" and "demo (b/x)", so that two folders
// of the same name are never two equal lines of a menu. A folder listed twice is named the same
// both times.
QStringList distinctWorkspaceNames(const QStringList &dirs);

} // namespace lw
