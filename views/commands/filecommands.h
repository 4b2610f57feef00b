// The File menu's commands on whole files: Import Bundle, Export Bundle and Export Archive Bucket.
// Each asks for a file, runs the operation as long work (progress after a moment, Cancel), and
// says how it went: a line in the status bar on success, a window-modal message on failure or
// cancel, which also says that the open workspace is unchanged. The operations come from the
// application (workspacefiles.h); until it binds them the actions are disabled.
#pragma once

#include "doors/workspacefiles.h"

#include <QObject>

class QAction;
class QWidget;

namespace lw {

class FileCommands : public QObject
{
    Q_OBJECT
public:
    // `window` parents the dialogs and is blocked while work runs.
    explicit FileCommands(QWidget *window);

    void setFiles(WorkspaceFiles files);
    // What the save dialogs suggest: "<name>.zip" and "<name>-archive-bucket.zip" (the window
    // gives its workspace's folder name: a lesson's slug, "orders-demo"); empty: "scenario.zip"
    // and "archive-bucket.zip".
    void setSuggestedName(const QString &name) { m_suggestedName = name; }

    QAction *importBundleAction() const { return m_importBundle; }
    QAction *exportBundleAction() const { return m_exportBundle; }
    QAction *exportBucketAction() const { return m_exportBucket; }

    // The commands after their file dialogs (for the actions, and for tests). `zipPath` is used
    // as given. Return whether the operation succeeded.
    bool importBundleFrom(const QString &zipPath);
    bool exportBundleTo(const QString &zipPath);
    bool exportBucketTo(const QString &zipPath);

    // The folder the file dialogs open in: the last one used (QSettings), else Documents, else
    // the home folder; one that exists. Every file command of the window (formatcommands.h too)
    // shares it.
    static QString lastFolder();
    // Makes the folder of `path` the last one used.
    static void rememberFolder(const QString &path);

signals:
    // A line for the status bar.
    void message(const QString &text);

private:
    bool run(const WorkspaceFiles::Operation &operation, const QString &zipPath,
             const QString &working, const QString &failed);
    // Asks where to save; empty when the user cancelled. Adds ".zip" when missing.
    QString askSavePath(const QString &title, const QString &suggestedName);

    QWidget *m_window;
    WorkspaceFiles m_files;
    QString m_suggestedName;
    QAction *m_importBundle;
    QAction *m_exportBundle;
    QAction *m_exportBucket;
};

} // namespace lw
