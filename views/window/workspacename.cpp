#include "window/workspacename.h"

#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

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
    return QDir::toNativeSeparators(
        dir == home || dir.startsWith(home + u'/') ? u"~"_s + dir.sliced(home.size()) : dir);
}

QStringList distinctWorkspaceNames(const QStringList &dirs)
{
    QStringList names;
    QList<QStringList> parents; // the folders each lies in, nearest last: {"~", "a", "x"}
    for (const QString &dir : dirs) {
        names << workspaceName(dir);
        const QString parent = QFileInfo(QDir::cleanPath(dir)).path();
        parents << QDir::fromNativeSeparators(shortPath(parent)).split(u'/', Qt::SkipEmptyParts);
    }
    // The nearest `depth` parents of dirs[i]: "a/x" for depth 2; "/" for a folder in the root.
    const auto nearest = [&](qsizetype i, qsizetype depth) {
        const QStringList &all = parents[i];
        const QString path = all.mid(std::max<qsizetype>(0, all.size() - depth)).join(u'/');
        return QDir::toNativeSeparators(path.isEmpty() ? u"/"_s : path);
    };
    QStringList distinct = names;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QList<qsizetype> namesakes;
        QSet<QString> folders; // the same folder twice is one
        qsizetype deepest = 0;
        for (qsizetype j = 0; j < names.size(); ++j)
            if (names[j] == names[i]) {
                namesakes << j;
                folders.insert(QDir::cleanPath(dirs[j]));
                deepest = std::max(deepest, parents[j].size());
            }
        if (folders.size() < 2)
            continue;
        // The fewest parents that tell every namesake apart.
        const auto apart = [&](qsizetype depth) {
            QHash<QString, QString> folderOf; // qualifier → the folder it names
            for (const qsizetype j : namesakes) {
                const QString folder = QDir::cleanPath(dirs[j]);
                if (folderOf.value(nearest(j, depth), folder) != folder)
                    return false;
                folderOf.insert(nearest(j, depth), folder);
            }
            return true;
        };
        qsizetype depth = 1;
        while (depth < deepest && !apart(depth))
            ++depth;
        distinct[i] = u"%1 (%2)"_s.arg(names[i], nearest(i, depth));
    }
    return distinct;
}

} // namespace lw
