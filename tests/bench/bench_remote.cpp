// Issue 25's point 7: paging ITEMS items (~200 bytes) of a local dynalite into the items view,
// and copying them into a workspace, each within 1.5x of the time the same Scan takes through
// the AWS SDK for JavaScript v3 in one Node process; memory flat while paging.
//
//   (a) view: the window's ItemsModel over an ApiCall of RemoteApi, fetchMore() page by page as
//       the view asks, until it has every row; VmRSS and RssAnon (/proc/self/status) sampled
//       after each page.
//   (b) copy: copyTable (remote/tablecopy.h) of the whole table into a fresh durable workspace in
//       a temporary folder; the same sampled every 1,000 items (RssAnon leaves out the LMDB
//       file's mapped pages, which VmRSS counts as they are written).
//   (c) node: tests/sdk/scanbench.mjs, the same paged Scan through the SDK's DynamoDBClient (its
//       second, warm, run in a process of its own).
// The three alternate, RUNS times each, in the same run against the same dynalite; medians and
// the ratios to node are printed. The RSS figures are peak minus the value before the run, after
// malloc_trim. The view keeps the items of the last 5,000 rows shown only (pagedrows.h), so
// "flat" is its growth at the last page being its growth half way. A benchmark, not a test: it
// prints figures and exits 0 unless a step fails.
//
//   bench_remote [--items 100000] [--page-size 100] [--runs 3]
#include "benchutil.h"
#include "model/attributejson.h"
#include "remote/remoteapi.h"
#include "remote/tablecopy.h"
#include "remoteservers.h"
#include "tables/itemsmodel.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <algorithm>
#include <malloc.h>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

const QString kTable = u"Bench"_s;

[[noreturn]] void stop(const QString &why)
{
    std::fprintf(stderr, "bench_remote: %s\n", qPrintable(why));
    std::exit(1);
}

// VmRSS, and RssAnon: the process's own memory, without the pages of files it maps (a
// workspace's LMDB file, which grows with the items written), from /proc/self/status.
struct Rss
{
    qint64 totalKb = 0;
    qint64 anonKb = 0;
};

Rss rss()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return {};
    Rss out;
    const auto kb = [](const QByteArray &line) {
        return line.mid(line.indexOf(':') + 1).trimmed().split(' ').first().toLongLong();
    };
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            out.totalKb = kb(line);
        else if (line.startsWith("RssAnon:"))
            out.anonKb = kb(line);
    }
    return out;
}

// The peak growth of VmRSS and RssAnon over what they were when it was made, and the same at
// half way, for "flat".
struct Growth
{
    Rss before = rss();
    Rss peak = before;
    Rss half = before;

    void sample()
    {
        const Rss now = rss();
        peak.totalKb = std::max(peak.totalKb, now.totalKb);
        peak.anonKb = std::max(peak.anonKb, now.anonKb);
    }
    void halfWay() { half = peak; }
    QString text() const
    {
        return u"RSS +%1 KiB (+%2 at half), anon +%3 KiB (+%4 at half)"_s
            .arg(peak.totalKb - before.totalKb)
            .arg(half.totalKb - before.totalKb)
            .arg(peak.anonKb - before.anonKb)
            .arg(half.anonKb - before.anonKb);
    }
};

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

struct Figures
{
    double ms = 0;
    QString memory; // Growth::text()
};

void load(aws::AwsClient &client, int items)
{
    const auto created =
        client.call(u"DynamoDB_20120810.CreateTable"_s, bench::pkSkCreateTableRequest(kTable));
    if (!created)
        stop(u"CreateTable: "_s + created.error().message);
    for (int first = 0; first < items; first += 25) {
        QJsonArray puts;
        for (int i = first; i < std::min(items, first + 25); ++i)
            puts.append(QJsonObject{
                {u"PutRequest"_s, QJsonObject{{u"Item"_s, itemToJson(bench::makeItem(i))}}}});
        const auto written = client.call(u"DynamoDB_20120810.BatchWriteItem"_s,
                                         {{u"RequestItems"_s, QJsonObject{{kTable, puts}}}});
        if (!written)
            stop(u"BatchWriteItem: "_s + written.error().message);
        if (!written->value(u"UnprocessedItems"_s).toObject().isEmpty())
            stop(u"BatchWriteItem left items unprocessed"_s);
    }
}

Figures pageIntoTheView(quint16 port, int items, int pageSize)
{
    malloc_trim(0);
    Growth growth;
    QElapsedTimer timer;
    timer.start();
    {
        const auto client = test::localClient(port);
        remote::RemoteApi api(*client);
        ItemsModel model(
            [&](const QString &action, const QJsonObject &request, const CallOptions &options) {
                return api.call(action, request, options);
            });
        model.setPageSize(pageSize);
        if (!model.setSource(kTable))
            stop(u"the items model: "_s + model.lastError());
        const int pages = (items + pageSize - 1) / pageSize;
        for (int page = 0; model.canFetchMore({}); ++page) {
            model.fetchMore({});
            growth.sample();
            if (page == pages / 2)
                growth.halfWay();
        }
        if (!model.lastError().isEmpty() || model.rowCount() != items)
            stop(
                u"the items model read %1 rows: %2"_s.arg(model.rowCount()).arg(model.lastError()));
    }
    return {timer.nsecsElapsed() / 1e6, growth.text()};
}

Figures copyIntoAWorkspace(quint16 port, int items, int pageSize)
{
    QTemporaryDir dir;
    auto workspace = Workspace::open(dir.path());
    if (!workspace)
        stop(u"the workspace: "_s + workspace.error().message);
    const auto client = test::localClient(port);
    malloc_trim(0);
    Growth growth;
    remote::CopyOptions options;
    options.pageSize = pageSize;
    options.progress = [&](qint64 copied) {
        if (copied % 1000 == 0)
            growth.sample();
        if (copied == items / 2)
            growth.halfWay();
        return true;
    };
    QElapsedTimer timer;
    timer.start();
    const auto report = remote::copyTable(*client, kTable, (*workspace)->api(), options);
    const double ms = timer.nsecsElapsed() / 1e6;
    if (!report || report->items != items)
        stop(u"copyTable: "_s + (report ? u"%1 items"_s.arg(report->items) : report.error()));
    return {ms, growth.text()};
}

double scanInNode(quint16 port, int pageSize)
{
    QProcess node;
    node.start(u"node"_s,
               {QStringLiteral(LW_SDK_DIR) + u"/scanbench.mjs"_s, u"--url"_s, test::localUrl(port),
                u"--table"_s, kTable, u"--page-size"_s, QString::number(pageSize)});
    if (!node.waitForFinished(600'000) || node.exitCode() != 0)
        stop(u"scanbench.mjs: "_s + QString::fromUtf8(node.readAllStandardError()));
    const QList<QByteArray> lines = node.readAllStandardOutput().trimmed().split('\n');
    const QByteArray last = lines.last();
    return last.mid(last.lastIndexOf(':') + 1).trimmed().split(' ').first().toDouble();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({u"items"_s, u"Items in the table (default 100000)."_s, u"N"_s, u"100000"_s});
    parser.addOption(
        {u"page-size"_s, u"Each Scan page's Limit (default 100, the view's)."_s, u"N"_s, u"100"_s});
    parser.addOption({u"runs"_s, u"Runs of each (default 3)."_s, u"N"_s, u"3"_s});
    parser.process(app);
    const int items = parser.value(u"items"_s).toInt();
    const int pageSize = parser.value(u"page-size"_s).toInt();
    const int runs = parser.value(u"runs"_s).toInt();

    QProcess dynalite;
    const quint16 port = test::startDynalite(dynalite);
    if (port == 0)
        stop(u"dynalite did not start"_s);
    QElapsedTimer loading;
    loading.start();
    load(*test::localClient(port), items);
    std::printf("loaded %d items into dynalite in %.1f s; pages of %d\n", items,
                loading.elapsed() / 1000.0, pageSize);

    QList<double> view, copy, node;
    for (int run = 0; run < runs; ++run) {
        const Figures v = pageIntoTheView(port, items, pageSize);
        const Figures c = copyIntoAWorkspace(port, items, pageSize);
        const double n = scanInNode(port, pageSize);
        std::printf("run %d: view %.0f ms (%s)\n       copy %.0f ms (%s)\n       node %.0f ms\n",
                    run + 1, v.ms, qPrintable(v.memory), c.ms, qPrintable(c.memory), n);
        std::fflush(stdout);
        view << v.ms;
        copy << c.ms;
        node << n;
    }
    const double n = median(node);
    std::printf("medians: view %.0f ms (%.2fx node), copy %.0f ms (%.2fx node), node %.0f ms; "
                "budget 1.5x\n",
                median(view), median(view) / n, median(copy), median(copy) / n, n);
    dynalite.kill();
    dynalite.waitForFinished(5000);
    return 0;
}
