#include "window/workspacename.h"

#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace lw {

QString workspaceName(const QString &dir)
{
    if (QDir(dir).absolutePath() == QDir(Workspace::defaultDir()).absolutePath())
        return QCoreApplication::translate("lw::WorkspaceName", "Default workspace");
    const QString name = QFileInfo(QDir::cleanPath(dir)).fileName();
    return name.isEmpty() ? dir : name;
}

QString shortPath(const QString &dir)
{
    const QString home = QDir::homePath();
    return QDir::toNativeSeparators(dir.startsWith(home + u'/') ? u"~"_s + dir.sliced(home.size())
                                                                : dir);
}

} // namespace lw
