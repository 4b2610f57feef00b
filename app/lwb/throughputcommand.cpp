// `lwb throughput on|off|show`: the workspace's throughput limits (engine/throughput.h,
// docs/throughput.md). `show` prints the switch and, per table and global secondary index the
// model knows, its partitions with their key ranges, shares and burst balances.
#include "commands.h"

#include "engine/engine.h"
#include "workspace/workspace.h"

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

// Thousandths of a unit as units, without trailing zeros: "1", "0.5", "333.334".
QString unitsText(lw::throughput::MilliUnits milli)
{
    QString text = QString::number(double(milli) / lw::throughput::kMilliPerUnit, 'f', 3);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

QString hashText(quint64 hash)
{
    return u"%1"_s.arg(hash, 16, 16, QChar(u'0'));
}

void showResource(const lw::ThroughputViews &views, const QString &table, const QString &index)
{
    const auto partitions = views.partitions(table, index);
    if (partitions.isEmpty())
        return;
    printOut(u"%1%2: %3 partition(s)"_s.arg(table, index.isEmpty() ? QString() : u"/"_s + index)
                 .arg(partitions.size()));
    for (const auto &p : partitions)
        printOut(u"  %1  %2..%3  share %4 RCU %5 WCU  burst %6 / %7"_s.arg(p.id).arg(
            hashText(p.firstHash), hashText(p.lastHash), unitsText(p.share.read),
            unitsText(p.share.write), unitsText(p.burst.read), unitsText(p.burst.write)));
}

} // namespace

int runThroughput(const QString &workspaceDir, const QString &sub)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::Engine &engine = workspace->engine();
    lw::ThroughputViews &views = lw::throughputOf(engine);
    if (sub == u"on"_s || sub == u"off"_s) {
        if (const lw::Status set = views.setThroughputLimits(sub == u"on"_s); !set) {
            printError(set.error());
            return ExitFailed;
        }
    }
    printOut(u"Throughput limits: "_s + (views.throughputLimits() ? u"on"_s : u"off"_s));
    if (sub != u"show"_s)
        return ExitOk;
    for (const QString &table : engine.tableNames()) {
        showResource(views, table, {});
        const auto definition = engine.table(table);
        if (!definition)
            continue;
        for (const auto &index : definition->indexes) {
            if (index.global)
                showResource(views, table, index.name);
        }
    }
    return ExitOk;
}

} // namespace lwb
