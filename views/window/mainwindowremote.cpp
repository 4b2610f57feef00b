// MainWindow over a remote endpoint (mainwindow.h, isRemote()): what only a workspace has made
// visibly unavailable, the user's writes confirmed before they reach the real table, and the
// tables moved between a workspace and an endpoint.
#include "window/mainwindow.h"

#include "common/elidedlabel.h"
#include "common/longwork.h"
#include "connect/savedconnections.h"
#include "model/serviceactions.h"
#include "remote/copytoworkspacedialog.h"
#include "remote/uploadtabledialog.h"
#include "tables/itemsmodel.h"
#include "tables/tablesmodel.h"
#include "window/clockbar.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <limits>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// A count for a %Ln text, which takes an int.
int countOf(qint64 items)
{
    return int(std::min<qint64>(items, std::numeric_limits<int>::max()));
}

} // namespace

void MainWindow::showRemote()
{
    const RemoteConnection &connection = *m_remote;
    setWindowTitle(tr("%1 (remote) — Lifecycle Workbench").arg(connection.name));
    m_workspaceLabel->setFullText(
        connection.readOnly
            ? tr("Remote, read-only: %1 — %2").arg(connection.name, connection.endpoint)
            : tr("Remote: %1 — %2").arg(connection.name, connection.endpoint));
    m_clockBar->showRealTime(
        tr("Simulated time, live mode and the past view are the workbench's own: a remote table "
           "keeps no history and runs on real time."));

    const QString why = tr("Only a workspace has this: %1 is a remote endpoint, which keeps no "
                           "history, no simulated clock and no workbench settings.")
                            .arg(connection.name);
    for (QAction *action : std::as_const(m_workspaceOnly)) {
        action->setToolTip(why);
        action->setStatusTip(why);
    }
    for (QMenu *menu : menuBar()->findChildren<QMenu *>())
        menu->setToolTipsVisible(true);
    disableWorkspaceOnly();
}

void MainWindow::setRemoteCopy(RemoteCopy copy)
{
    m_remoteCopy = std::move(copy);
    m_copyToWorkspace->setVisible(bool(m_remoteCopy.copy));
}

void MainWindow::copyToWorkspace()
{
    if (!m_remoteCopy.copy)
        return;
    CopyToWorkspaceDialog dialog(m_tables->tables(), m_items->tableName(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const RemoteCopyRequest request = dialog.request();
    QString copied;
    runRemoteWork(tr("Copying %1 into a new workspace…").arg(request.table),
                  [&](const WorkProgress &progress) -> Result<std::pair<QString, bool>> {
                      Result<RemoteCopyOutcome> outcome = m_remoteCopy.copy(request, progress);
                      LW_TRY(outcome);
                      copied = outcome->workspaceDir;
                      return std::pair{tr("Copied %Ln item(s) of %1 into %2, reading %3 read units",
                                          "", countOf(outcome->items))
                                           .arg(request.table, QDir::toNativeSeparators(copied),
                                                QLocale().toString(outcome->readUnits, 'f', 1)),
                                       outcome->cancelled};
                  });
    if (!copied.isEmpty() && dialog.openWhenDone())
        emit workspaceRequested(copied);
}

void MainWindow::setRemoteUpload(RemoteUpload upload)
{
    m_remoteUpload = std::move(upload);
    m_uploadTable->setVisible(bool(m_remoteUpload.upload));
}

void MainWindow::uploadTable()
{
    if (!m_remoteUpload.upload)
        return;
    QStringList tables;
    for (const TableInfo &table : m_tables->tables())
        tables << table.name;
    UploadTableDialog dialog(tables, m_items->tableName(), savedConnections(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const RemoteUploadRequest request = dialog.request();
    runRemoteWork(tr("Uploading %1 to %2…").arg(request.table, request.destination.name),
                  [&](const WorkProgress &progress) -> Result<std::pair<QString, bool>> {
                      Result<RemoteUploadOutcome> outcome =
                          m_remoteUpload.upload(request, progress);
                      LW_TRY(outcome);
                      QString text =
                          tr("Uploaded %Ln item(s) of %1 into %2 on %3, writing %4 write units", "",
                             countOf(outcome->items))
                              .arg(request.table, outcome->table, request.destination.name,
                                   QLocale().toString(outcome->writeUnits, 'f', 1));
                      if (!outcome->timeToLiveSkipped.isEmpty())
                          text += u" · "_s + tr("no TTL there: %1").arg(outcome->timeToLiveSkipped);
                      return std::pair{text, outcome->cancelled};
                  });
}

void MainWindow::runRemoteWork(const QString &label, const LongRemoteWork &work)
{
    Result<std::pair<QString, bool>> outcome;
    bool stopped = false;
    {
        LongWork progress(this, label);
        outcome = work(progress.partsProgress());
        stopped = progress.wasCancelled();
    }
    if (!outcome) {
        showError(outcome.error().message);
        return;
    }
    const auto &[text, cancelled] = *outcome;
    statusBar()->showMessage(stopped || cancelled ? tr("Stopped: %1").arg(text) : text, 30000);
}

void MainWindow::disableWorkspaceOnly()
{
    if (!m_remote)
        return;
    for (QAction *action : std::as_const(m_workspaceOnly))
        action->setEnabled(false);
}

bool MainWindow::confirmRemoteWrite(const QString &action, const QJsonObject &request)
{
    if (!m_remote || m_remote->readOnly || m_writesConfirmed || !writesData(action, request))
        return true; // a read-only connection's door refuses the write itself, with the reason
    if (m_confirmWrite)
        return m_confirmWrite(action);
    const QString table = request.value(u"TableName"_s).toString();
    QMessageBox box(QMessageBox::Warning, tr("Write to the Remote Table?"),
                    table.isEmpty()
                        ? tr("%1 changes data on %2 (%3). It is a real write: it cannot be "
                             "undone here.")
                              .arg(action, m_remote->name, m_remote->endpoint)
                        : tr("%1 changes the table %2 on %3 (%4). It is a real write: it cannot "
                             "be undone here.")
                              .arg(action, table, m_remote->name, m_remote->endpoint),
                    QMessageBox::Cancel, this);
    QPushButton *send = box.addButton(tr("&Send %1").arg(action), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    auto *again = new QCheckBox(tr("Do not ask again for this connection until it closes"));
    box.setCheckBox(again);
    box.exec();
    if (box.clickedButton() != send)
        return false;
    m_writesConfirmed = again->isChecked();
    return true;
}

} // namespace lw
