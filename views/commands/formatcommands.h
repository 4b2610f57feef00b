// The formats people already have, from the window: File ▸ Import ▸ NoSQL
// Workbench Model… and DynamoDB JSON Lines…, and File ▸ Export View ▸ as CSV… and as DynamoDB
// JSON Lines… (also on the items view's context menu). Each asks for its files, runs as long work
// (progress after a moment, Cancel) and says how it went: a status line on success, a
// window-modal message with the reason otherwise, saying what the failure left behind.
//
// The imports write, so they are off while the window shows the past; the JSON lines import and
// the exports work on the view the window shows (setView), an index's import going into its table.
// The operations come from the application (workspacefiles.h); until it binds them the actions
// are disabled.
#pragma once

#include "doors/workspacefiles.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace lw {

class FormatCommands : public QObject
{
    Q_OBJECT
public:
    // `window` parents the dialogs and is blocked while work runs.
    explicit FormatCommands(QWidget *window);

    void setFiles(WorkspaceFiles files);
    // The view the window shows: a table (empty: none), an index of it (empty: the table itself),
    // and the past time it is read as of (nullopt: now).
    void setView(const QString &table, const QString &index, std::optional<qint64> asOfMs);

    // File ▸ Import's and File ▸ Export View's entries.
    QMenu *importMenu() const { return m_importMenu; }
    QMenu *exportMenu() const { return m_exportMenu; }
    QAction *exportCsvAction() const { return m_exportCsv; }
    QAction *exportJsonLinesAction() const { return m_exportJsonLines; }

    // The commands after their file dialogs (for the actions, and for tests). Paths are used as
    // given. Return whether the operation finished (not failed, not cancelled).
    bool importModelFrom(const QString &path);
    bool importItemsFrom(const QStringList &files);
    bool exportViewTo(formats::ViewFormat format, const QString &path);

signals:
    // A line for the status bar.
    void message(const QString &text);
    // The import wrote to the workspace (also when it failed or stopped part-way): the window
    // reads it again. `table` is the table to show, when there is one.
    void imported(const QString &table);

private:
    void updateActions();
    // "Orders" or "Orders / ByStatus", and " as of <time>" for the past.
    QString viewName() const;
    void askExport(formats::ViewFormat format);
    void failed(const QString &what, const QString &why, const QString &leftBehind);

    QWidget *m_window;
    WorkspaceFiles m_files;
    QString m_table;
    QString m_index;
    std::optional<qint64> m_asOfMs;
    QMenu *m_importMenu;
    QMenu *m_exportMenu;
    QAction *m_importModel;
    QAction *m_importItems;
    QAction *m_exportCsv;
    QAction *m_exportJsonLines;
};

} // namespace lw
