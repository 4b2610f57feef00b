#include "commands/filecommands.h"

#include "common/longwork.h"
#include "common/warningbox.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kLastFolderKey = u"FileCommands/lastFolder"_s;

} // namespace

FileCommands::FileCommands(QWidget *window)
    : QObject(window), m_window(window), m_importBundle(new QAction(tr("&Import Bundle…"), this)),
      m_exportBundle(new QAction(tr("&Export Bundle…"), this)),
      m_exportBucket(new QAction(tr("Export Archive &Bucket…"), this))
{
    m_importBundle->setShortcut(Qt::CTRL | Qt::Key_I);
    m_importBundle->setStatusTip(tr("Open a scenario bundle (.zip) as a new workspace"));
    m_exportBundle->setShortcut(Qt::CTRL | Qt::Key_E);
    m_exportBundle->setStatusTip(tr("Save the whole workspace as a scenario bundle (.zip)"));
    m_exportBucket->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    m_exportBucket->setStatusTip(tr("Save the archive bucket's objects as a zip"));
    for (QAction *action : {m_importBundle, m_exportBundle, m_exportBucket})
        action->setEnabled(false);

    connect(m_importBundle, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Import Bundle"), lastFolder(), tr("Scenario bundles (*.zip)"));
        if (!path.isEmpty())
            importBundleFrom(path);
    });
    connect(m_exportBundle, &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export Bundle"), m_suggestedName.isEmpty()
                                                                  ? tr("scenario.zip")
                                                                  : m_suggestedName + u".zip"_s);
        if (!path.isEmpty())
            exportBundleTo(path);
    });
    connect(m_exportBucket, &QAction::triggered, this, [this] {
        const QString path = askSavePath(tr("Export Archive Bucket"),
                                         m_suggestedName.isEmpty()
                                             ? tr("archive-bucket.zip")
                                             : tr("%1-archive-bucket.zip").arg(m_suggestedName));
        if (!path.isEmpty())
            exportBucketTo(path);
    });
}

void FileCommands::setFiles(WorkspaceFiles files)
{
    m_files = std::move(files);
    for (QAction *action : {m_importBundle, m_exportBundle, m_exportBucket})
        action->setEnabled(true);
}

bool FileCommands::importBundleFrom(const QString &zipPath)
{
    const bool imported =
        run(m_files.importBundle, zipPath, tr("Importing %1…"), tr("The bundle was not imported."));
    if (imported)
        emit message(tr("Imported %1 as a new workspace").arg(QDir::toNativeSeparators(zipPath)));
    return imported;
}

bool FileCommands::exportBundleTo(const QString &zipPath)
{
    if (!run(m_files.exportBundle, zipPath, tr("Exporting the workspace to %1…"),
             tr("The bundle was not exported.")))
        return false;
    emit message(tr("Exported the workspace to %1 (%2)")
                     .arg(QDir::toNativeSeparators(zipPath),
                          QLocale().formattedDataSize(QFileInfo(zipPath).size())));
    return true;
}

bool FileCommands::exportBucketTo(const QString &zipPath)
{
    if (!run(m_files.exportBucket, zipPath, tr("Exporting the archive bucket to %1…"),
             tr("The archive bucket was not exported.")))
        return false;
    emit message(tr("Exported the archive bucket to %1 (%2)")
                     .arg(QDir::toNativeSeparators(zipPath),
                          QLocale().formattedDataSize(QFileInfo(zipPath).size())));
    return true;
}

bool FileCommands::run(const WorkspaceFiles::Operation &operation, const QString &zipPath,
                       const QString &working, const QString &failed)
{
    if (!operation)
        return false;
    rememberFolder(zipPath);
    Status done;
    bool cancelled = false;
    {
        LongWork work(m_window, working.arg(QDir::toNativeSeparators(zipPath)));
        done = operation(zipPath, work.partsProgress());
        cancelled = work.wasCancelled();
    }
    if (done)
        return true;
    const QString why = cancelled ? tr("Cancelled.") : done.error().message;
    openWarning(m_window,
                failed + u"\n\n"_s + why + u"\n\n"_s + tr("The open workspace is unchanged."));
    emit message(failed);
    return false;
}

QString FileCommands::askSavePath(const QString &title, const QString &suggestedName)
{
    QString path = QFileDialog::getSaveFileName(
        m_window, title, QDir(lastFolder()).filePath(suggestedName), tr("Zip archives (*.zip)"));
    if (!path.isEmpty() && !path.endsWith(u".zip"_s, Qt::CaseInsensitive))
        path += u".zip"_s;
    return path;
}

void FileCommands::rememberFolder(const QString &path)
{
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

QString FileCommands::lastFolder()
{
    const QString stored = QSettings().value(kLastFolderKey).toString();
    if (!stored.isEmpty() && QFileInfo(stored).isDir())
        return stored;
    // A home without Documents (no xdg-user-dirs) has the home itself: a dialog given a folder
    // that does not exist opens in the working folder, "/" when started from the desktop.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

} // namespace lw
