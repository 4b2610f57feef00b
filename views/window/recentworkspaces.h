// The workspaces opened lately, newest first, kept in QSettings ("recentWorkspaces") so the
// welcome and File ▸ Recent Workspaces offer them and the next start reopens the last one
//. Folders that no longer exist are left out when read.
#pragma once

#include <QStringList>

namespace lw {

inline constexpr qsizetype kMaxRecentWorkspaces = 8;

// Newest first, each an absolute folder path that exists now.
QStringList recentWorkspaces();
// Moves `dir` to the front (adding it when new) and drops the oldest beyond the maximum.
void rememberWorkspace(const QString &dir);

} // namespace lw
