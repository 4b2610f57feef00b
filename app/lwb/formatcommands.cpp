// `import-model`, `import-items` and `export-view`: formats people already have (core/formats/).
#include "commands.h"

#include "formats/itemlines.h"
#include "formats/workbenchmodel.h"
#include "workspace/workspace.h"

#include <QFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

int failed(const lw::Error &error)
{
    printErr(u"lwb: "_s + error.message);
    return ExitFailed;
}

QString items(qint64 count)
{
    return count == 1 ? u"1 item"_s : u"%1 items"_s.arg(count);
}

} // namespace

int runImportModel(const QString &workspaceDir, const QString &path)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    const auto imported = lw::formats::importWorkbenchModel(*workspace, path);
    if (!imported)
        return failed(imported.error());
    for (const lw::formats::ImportedTable &table : imported->tables)
        printOut(u"created table %1 with %2"_s.arg(table.name, items(table.items)));
    return ExitOk;
}

int runImportItems(const QString &workspaceDir, const QString &table, const QStringList &files)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    const auto imported = lw::formats::importItemLines(*workspace, table, files);
    if (!imported)
        return failed(imported.error());
    printOut(u"imported %1 into %2"_s.arg(items(imported->items), table));
    return ExitOk;
}

int runExportView(const QString &workspaceDir, const ViewExport &request)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    if (request.file.isEmpty()) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly))
            return failed(
                lw::Error{lw::ErrorType::InternalServerError, u"cannot write to stdout"_s, {}});
        const auto exported =
            lw::formats::exportView(workspace->api(), request.view, request.format, out);
        return exported ? ExitOk : failed(exported.error());
    }
    const auto exported =
        lw::formats::exportViewToFile(workspace->api(), request.view, request.format, request.file);
    if (!exported)
        return failed(exported.error());
    const QString view = request.view.index.isEmpty()
                             ? request.view.table
                             : u"%1 index %2"_s.arg(request.view.table, request.view.index);
    printOut(u"exported %1 of %2 to %3"_s.arg(items(exported->items), view, request.file));
    return ExitOk;
}

} // namespace lwb
