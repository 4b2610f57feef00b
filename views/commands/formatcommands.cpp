#include "commands/formatcommands.h"

#include "commands/filecommands.h"
#include "common/clocktext.h"
#include "common/longwork.h"
#include "common/warningbox.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

// "a.json, b.json.gz": the files' names without their folders, for a message.
QString fileNames(const QStringList &files)
{
    QStringList names;
    for (const QString &file : files)
        names << QFileInfo(file).fileName();
    return names.join(u", "_s);
}

} // namespace

FormatCommands::FormatCommands(QWidget *window)
    : QObject(window), m_window(window), m_importMenu(new QMenu(tr("Im&port"), window)),
      m_exportMenu(new QMenu(tr("Export &View"), window)),
      m_importModel(new QAction(tr("NoSQL Workbench &Model…"), this)),
      m_importItems(new QAction(tr("DynamoDB &JSON Lines…"), this)),
      m_exportCsv(new QAction(tr("As &CSV…"), this)),
      m_exportJsonLines(new QAction(tr("As DynamoDB &JSON Lines…"), this))
{
    m_importModel->setStatusTip(
        tr("Create the tables of a NoSQL Workbench data model (its JSON export) with their items"));
    m_importMenu->addActions({m_importModel, m_importItems});
    m_exportMenu->addActions({m_exportCsv, m_exportJsonLines});

    connect(m_importModel, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Import a NoSQL Workbench Model"), FileCommands::lastFolder(),
            tr("NoSQL Workbench models (*.json);;All files (*)"));
        if (!path.isEmpty())
            importModelFrom(path);
    });
    connect(m_importItems, &QAction::triggered, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            m_window, tr("Import DynamoDB JSON Lines into %1").arg(m_table),
            FileCommands::lastFolder(),
            tr("DynamoDB JSON lines (*.json *.json.gz *.jsonl *.gz);;All files (*)"));
        if (!files.isEmpty())
            importItemsFrom(files);
    });
    connect(m_exportCsv, &QAction::triggered, this,
            [this] { askExport(formats::ViewFormat::Csv); });
    connect(m_exportJsonLines, &QAction::triggered, this,
            [this] { askExport(formats::ViewFormat::JsonLines); });
    updateActions();
}

void FormatCommands::setFiles(WorkspaceFiles files)
{
    m_files = std::move(files);
    updateActions();
}

void FormatCommands::setView(const QString &table, const QString &index,
                             std::optional<qint64> asOfMs)
{
    m_table = table;
    m_index = index;
    m_asOfMs = asOfMs;
    updateActions();
}

void FormatCommands::updateActions()
{
    const bool writable = !m_asOfMs; // the past is read-only
    const bool hasView = !m_table.isEmpty();
    m_importModel->setEnabled(m_files.importModel && writable);
    m_importItems->setEnabled(m_files.importItems && writable && hasView);
    m_importItems->setStatusTip(hasView ? tr("Put the items of DynamoDB JSON lines files (an S3 "
                                             "export, plain or gzip) into %1")
                                              .arg(m_table)
                                        : tr("Select a table to import items into"));
    for (QAction *action : {m_exportCsv, m_exportJsonLines}) {
        action->setEnabled(m_files.exportView && hasView);
        action->setStatusTip(hasView ? tr("Save every item of %1").arg(viewName())
                                     : tr("Select a table or index to export"));
    }
}

QString FormatCommands::viewName() const
{
    QString name = m_index.isEmpty() ? m_table : m_table + u" / "_s + m_index;
    if (m_asOfMs)
        name = tr("%1 as of %2").arg(name, utcText(*m_asOfMs));
    return name;
}

bool FormatCommands::importModelFrom(const QString &path)
{
    if (!m_files.importModel)
        return false;
    FileCommands::rememberFolder(path);
    Result<formats::ModelOutcome> outcome;
    {
        LongWork work(m_window, tr("Importing the model %1…").arg(QDir::toNativeSeparators(path)));
        outcome = m_files.importModel(path, work.partsProgress());
    }
    const QString what = tr("The model was not imported.");
    const QString unchanged = tr("The open workspace is unchanged.");
    if (!outcome) {
        failed(what, outcome.error().message, unchanged);
        return false;
    }
    if (outcome->cancelled) {
        failed(what, tr("Cancelled."), unchanged);
        return false;
    }
    QStringList names;
    qint64 items = 0;
    for (const formats::ImportedTable &table : outcome->tables) {
        names << table.name;
        items += table.items;
    }
    emit imported(names.value(0));
    const QString count = QLocale().toString(items);
    const QString file = QFileInfo(path).fileName();
    emit message(
        names.size() == 1
            ? tr("Imported the table %1 with %2 items from %3").arg(names[0], count, file)
            : tr("Imported %1 tables (%2) with %3 items from %4")
                  .arg(QLocale().toString(names.size()), names.join(u", "_s), count, file));
    return true;
}

bool FormatCommands::importItemsFrom(const QStringList &files)
{
    if (!m_files.importItems || files.isEmpty() || m_table.isEmpty())
        return false;
    FileCommands::rememberFolder(files.first());
    const QString table = m_table;
    Result<formats::Outcome> outcome;
    {
        LongWork work(m_window, tr("Importing %1 into %2…").arg(fileNames(files), table));
        outcome = m_files.importItems(table, files, work.partsProgress());
    }
    if (!outcome) {
        failed(tr("The items were not imported."), outcome.error().message,
               tr("Every line is checked before any is written, so a refused file writes "
                  "nothing; only a fault while writing leaves the batches written before it."));
        emit imported(table);
        return false;
    }
    emit imported(table);
    const QString count = QLocale().toString(outcome->items);
    if (outcome->cancelled) {
        failed(tr("The import was stopped."), tr("Cancelled."),
               tr("%1 items were written to %2 before it stopped; they stay, with their stream "
                  "records.")
                   .arg(count, table));
        return false;
    }
    emit message(tr("Imported %1 items into %2 from %3").arg(count, table, fileNames(files)));
    return true;
}

void FormatCommands::askExport(formats::ViewFormat format)
{
    const bool csv = format == formats::ViewFormat::Csv;
    const QString suffix = csv ? u".csv"_s : u".jsonl"_s;
    QString name = m_index.isEmpty() ? m_table : m_table + u'-' + m_index;
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export %1").arg(viewName()),
        QDir(FileCommands::lastFolder()).filePath(name + suffix),
        csv ? tr("CSV files (*.csv)") : tr("DynamoDB JSON lines (*.jsonl *.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    exportViewTo(format, path);
}

bool FormatCommands::exportViewTo(formats::ViewFormat format, const QString &path)
{
    if (!m_files.exportView || m_table.isEmpty())
        return false;
    FileCommands::rememberFolder(path);
    const formats::View view{m_table, m_index, CallOptions{m_asOfMs}};
    Result<formats::Outcome> outcome;
    {
        LongWork work(m_window,
                      tr("Exporting %1 to %2…").arg(viewName(), QDir::toNativeSeparators(path)));
        outcome = m_files.exportView(view, format, path, work.partsProgress());
    }
    const QString what = tr("The view was not exported.");
    const QString untouched =
        tr("No file was written; an earlier %1 is as it was.").arg(QFileInfo(path).fileName());
    if (!outcome) {
        failed(what, outcome.error().message, untouched);
        return false;
    }
    if (outcome->cancelled) {
        failed(what, tr("Cancelled."), untouched);
        return false;
    }
    emit message(tr("Exported %1 items of %2 to %3 (%4)")
                     .arg(QLocale().toString(outcome->items), viewName(),
                          QDir::toNativeSeparators(path),
                          QLocale().formattedDataSize(QFileInfo(path).size())));
    return true;
}

void FormatCommands::failed(const QString &what, const QString &why, const QString &leftBehind)
{
    openWarning(m_window, what + u"\n\n"_s + why + u"\n\n"_s + leftBehind);
    emit message(what);
}

} // namespace lw
