// `export FILE.zip` and `import FILE.zip`: scenario bundles (core/bundle/bundle.h).
#include "commands.h"

#include "bundle/bundle.h"
#include "workspace/workspace.h"

using namespace Qt::StringLiterals;

namespace lwb {

int runExport(const QString &workspaceDir, const QString &zipPath)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    if (auto exported = lw::bundle::exportBundle(*workspace, zipPath); !exported) {
        printErr(u"lwb: "_s + exported.error().message);
        return ExitFailed;
    }
    printOut(u"exported %1 to %2"_s.arg(workspaceDir, zipPath));
    return ExitOk;
}

int runImport(const QString &workspaceDir, const QString &zipPath)
{
    if (auto imported = lw::bundle::importBundle(zipPath, workspaceDir); !imported) {
        printErr(u"lwb: "_s + imported.error().message);
        return ExitFailed;
    }
    printOut(u"imported %1 into %2"_s.arg(zipPath, workspaceDir));
    return ExitOk;
}

} // namespace lwb
