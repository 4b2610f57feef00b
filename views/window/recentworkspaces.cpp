#include "window/recentworkspaces.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kKey = u"recentWorkspaces"_s;

} // namespace

QStringList recentWorkspaces()
{
    QStringList existing;
    for (const QString &dir : QSettings().value(kKey).toStringList())
        if (QFileInfo(dir).isDir())
            existing << dir;
    return existing;
}

void rememberWorkspace(const QString &dir)
{
    const QString path = QDir(dir).absolutePath();
    QStringList recent = QSettings().value(kKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    QSettings().setValue(kKey, recent.mid(0, kMaxRecentWorkspaces));
}

} // namespace lw
