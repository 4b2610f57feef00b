// Bundle benchmark: exportBundle and importBundle of a workspace with 100k
// items, 100k stream records and 10k archive bucket objects, beside `zip -r` and `unzip` of the
// same files in the same run (budget: at most 1.5x their time). Each side is timed best of
// --runs. Prints figures; asserts nothing (benchmarks are not tests).
//
// The workspace: one table with a NEW_AND_OLD_IMAGES stream, filled by BatchWriteItem (each put
// an INSERT record), and the bucket filled through its own store in one transaction with what the
// archiver would write (archive/<PK>.json, the item's JSON). The zip side gets the bundle's own
// entries extracted to a folder, so both compress the same bytes; zip runs at its default level
// (6), as the bundle's deflate does.
//
//   bench_bundle [--items N] [--records N] [--objects N] [--runs N]
#include "api/api.h"
#include "benchutil.h"
#include "bundle/bundle.h"
#include "engine/archivebucket.h"
#include "engine/engine.h"
#include "model/attributejson.h"
#include "workspace/workspace.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <tuple>

using namespace Qt::StringLiterals;
using namespace lw;
using bench::check;
using bench::fail;

namespace {

const char *kTable = R"({"TableName":"Sessions","BillingMode":"PAY_PER_REQUEST",
  "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],
  "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"}],
  "StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_AND_OLD_IMAGES"}})";

QString userKey(int i)
{
    return u"USER#%1"_s.arg(i, 7, 10, QChar(u'0'));
}

// ~200 bytes by DynamoDB's size formula.
Item makeItem(int i)
{
    return Item{{u"PK"_s, AttributeValue::string(userKey(i))},
                {u"SK"_s, AttributeValue::string(u"SESSION#%1"_s.arg(i % 7))},
                {u"email"_s, AttributeValue::string(u"user%1@example.com"_s.arg(i))},
                {u"visits"_s, AttributeValue::number(Number::fromInt64(i % 1000))},
                {u"bio"_s, AttributeValue::string(QString(120, QChar(u'a' + i % 26)))}};
}

// `items` items by BatchWriteItem, the first `records` of them with the stream on (one INSERT
// record each), the rest after it is turned off; then `objects` archived copies in the bucket.
void fill(Workspace &workspace, int items, int records, int objects)
{
    Engine &engine = workspace.engine();
    check(workspace.api().call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object()),
          "CreateTable");
    const auto put = [&](int from, int to) {
        for (int first = from; first < to; first += 25) {
            BatchWriteRequest batch;
            for (int i = first; i < qMin(first + 25, to); ++i)
                batch.writes.append({u"Sessions"_s, true, makeItem(i)});
            check(engine.batchWriteItem(batch), "BatchWriteItem");
        }
    };
    put(0, qMin(items, records));
    if (records < items) {
        UpdateTableRequest off;
        off.tableName = u"Sessions"_s;
        off.stream = StreamSpecification{false, {}};
        check(engine.updateTable(off), "UpdateTable");
        put(records, items);
    }
    {
        // One group of writes (as the endpoint makes them), not a synced commit per object.
        Engine::SyncDeferral group(engine);
        for (int i = 0; i < objects; ++i) {
            bucket::PutObjectRequest object;
            object.key = u"archive/"_s + userKey(i) + u".json"_s;
            object.body = QJsonDocument(itemToJson(makeItem(i))).toJson(QJsonDocument::Compact);
            object.contentType = u"application/json"_s;
            check(engine.bucket().putObject(object), "PutObject");
        }
    }
    check(engine.commitGroup(), "commitGroup");
}

// CPU seconds used so far by this process and the children it has waited for (zip, unzip).
double cpuSeconds()
{
    const auto seconds = [](int who) {
        rusage usage{};
        getrusage(who, &usage);
        return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
               double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    };
    return seconds(RUSAGE_SELF) + seconds(RUSAGE_CHILDREN);
}

// Wall-clock and CPU seconds. The machine may be shared: CPU time is what the work itself cost,
// wall time what a user waits (it grows with other processes' load).
struct Timing
{
    double wall = 0;
    double cpu = 0;
};

// The least time `run` takes out of `runs` (wall and CPU each on its own); `prepare` runs
// untimed before each.
template<class P, class R> Timing bestOf(int runs, P &&prepare, R &&run)
{
    Timing best;
    for (int i = 0; i < runs; ++i) {
        prepare(i);
        const double cpuBefore = cpuSeconds();
        QElapsedTimer timer;
        timer.start();
        run(i);
        const Timing t{double(timer.nsecsElapsed()) / 1e9, cpuSeconds() - cpuBefore};
        if (i == 0 || t.wall < best.wall)
            best.wall = t.wall;
        if (i == 0 || t.cpu < best.cpu)
            best.cpu = t.cpu;
    }
    return best;
}

// Writes every entry of the zip at `zipPath` under `dir`, as unzip would.
void extract(const QString &zipPath, const QString &dir)
{
    QuaZip zip(zipPath);
    if (!zip.open(QuaZip::mdUnzip))
        fail(u"extract"_s, Error{ErrorType::InternalServerError, u"cannot open "_s + zipPath, {}});
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        const QString path = dir + u'/' + zip.getCurrentFileName();
        QuaZipFile entry(&zip);
        QFile out(path);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !entry.open(QIODevice::ReadOnly) ||
            !out.open(QIODevice::WriteOnly) || out.write(entry.readAll()) < 0)
            fail(u"extract"_s,
                 Error{ErrorType::InternalServerError, u"cannot write "_s + path, {}});
    }
}

void runTool(const QString &program, const QStringList &arguments, const QString &dir)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        fail(program, Error{ErrorType::InternalServerError,
                            u"failed with exit code %1"_s.arg(process.exitCode()),
                            {}});
}

void row(const char *what, Timing ours, const char *tool, Timing theirs)
{
    for (auto [kind, mine, other] :
         {std::tuple{"wall", ours.wall, theirs.wall}, std::tuple{"CPU ", ours.cpu, theirs.cpu}}) {
        const double ratio = mine / other;
        std::printf("%-8s %s %8.3f s   %-8s %8.3f s   ratio %5.2fx  %s\n", what, kind, mine, tool,
                    other, ratio, ratio <= 1.5 ? "within the 1.5x budget" : "OVER the 1.5x budget");
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Bundle benchmark: export and import beside zip -r/unzip"_s);
    parser.addHelpOption();
    parser.addOption({u"items"_s, u"Items in the table (default 100000)."_s, u"N"_s, u"100000"_s});
    parser.addOption({u"records"_s, u"Stream records, at most --items (default 100000)."_s, u"N"_s,
                      u"100000"_s});
    parser.addOption(
        {u"objects"_s, u"Archive bucket objects (default 10000)."_s, u"N"_s, u"10000"_s});
    parser.addOption(
        {u"runs"_s, u"Runs of each side; the best counts (default 3)."_s, u"N"_s, u"3"_s});
    parser.process(app);
    const int items = parser.value(u"items"_s).toInt();
    const int records = qMin(items, parser.value(u"records"_s).toInt());
    const int objects = parser.value(u"objects"_s).toInt();
    const int runs = qMax(1, parser.value(u"runs"_s).toInt());

    QTemporaryDir root;
    const QString source = root.filePath(u"source"_s);
    const QString bundle = root.filePath(u"bundle.zip"_s);
    {
        auto workspace = check(Workspace::open(source), "open");
        QElapsedTimer timer;
        timer.start();
        fill(*workspace, items, records, objects);
        std::printf("%d items, %d stream records, %d bucket objects (built in %.1f s); "
                    "best of %d runs\n",
                    items, records, objects, double(timer.nsecsElapsed()) / 1e9, runs);
        const Timing exportTime = bestOf(
            runs, [](int) {},
            [&](int) { check(bundle::exportBundle(*workspace, bundle), "exportBundle"); });
        std::printf("export   %8.3f s wall, %.3f s CPU\n", exportTime.wall, exportTime.cpu);
        const auto target = [&](int i) { return root.filePath(u"imported%1"_s.arg(i)); };
        const Timing importTime = bestOf(
            runs, [](int) {},
            [&](int i) { check(bundle::importBundle(bundle, target(i)), "importBundle"); });
        std::printf("import   %8.3f s wall, %.3f s CPU (verify() included)\n", importTime.wall,
                    importTime.cpu);
        std::printf("bundle   %8.1f MB\n", double(QFileInfo(bundle).size()) / 1e6);

        const QString zipProgram = QStandardPaths::findExecutable(u"zip"_s);
        const QString unzipProgram = QStandardPaths::findExecutable(u"unzip"_s);
        if (zipProgram.isEmpty() || unzipProgram.isEmpty()) {
            std::printf("zip or unzip is not installed: no comparison (scripts/deps.sh installs "
                        "both)\n");
            return 0;
        }
        const QString files = root.filePath(u"files"_s);
        extract(bundle, files);
        const QString byZip = root.filePath(u"byzip.zip"_s);
        const Timing zipTime = bestOf(
            runs, [&](int) { QFile::remove(byZip); },
            [&](int) {
                runTool(zipProgram, {u"-r"_s, u"-q"_s, byZip, u"."_s}, files);
            });
        const auto unzipped = [&](int i) { return root.filePath(u"unzipped%1"_s.arg(i)); };
        const Timing unzipTime = bestOf(
            runs, [&](int i) { QDir().mkpath(unzipped(i)); },
            [&](int i) {
                runTool(unzipProgram, {u"-q"_s, byZip, u"-d"_s, unzipped(i)}, root.path());
            });
        std::printf("zip -r   %8.1f MB (deflate level 6, as the bundle's)\n",
                    double(QFileInfo(byZip).size()) / 1e6);
        row("export", exportTime, "zip -r", zipTime);
        row("import", importTime, "unzip", unzipTime);
    }
    return 0;
}
