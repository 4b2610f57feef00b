// Window benchmark: opening a table of a million items in the whole window,
// offscreen: how long until the items view shows its first rows (budget ≤ 300 ms), and the
// process's resident memory afterwards (budget ≤ 500 MB). Prints figures; asserts nothing.
//
//   bench_window [--items N]
#include "api/api.h"
#include "benchutil.h"
#include "engine/engine.h"
#include "engineclock.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

// Resident memory of this process, from /proc (Linux).
double residentMegabytes()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Window benchmark: opening a 1M-item table"_s);
    parser.addHelpOption();
    parser.addOption(
        {u"items"_s, u"Items in the table (default 1000000)."_s, u"N"_s, u"1000000"_s});
    parser.process(app);
    const int n = parser.value(u"items"_s).toInt();

    QTemporaryDir dir;
    EngineOptions options;
    options.durability = Durability::NoSync;
    auto engine = bench::check(
        Engine::open(dir.path(), options, [] { return qint64(1'792'496'917'000); }), "open");
    Api api(*engine);
    bench::check(engine->createTable(bench::pkSkTable(u"Big"_s, AttributeValue::Type::S)),
                 "CreateTable");
    QElapsedTimer load;
    load.start();
    for (int i = 0; i < n; ++i) {
        const Item item{{u"PK"_s, AttributeValue::string(u"USER#%1"_s.arg(i, 7, 10, QChar(u'0')))},
                        {u"SK"_s, AttributeValue::string(u"PROFILE"_s)},
                        {u"email"_s, AttributeValue::string(u"user%1@example.com"_s.arg(i))}};
        bench::check(engine->putItem(PutItemRequest{u"Big"_s, item, ReturnValues::None, {}}),
                     "PutItem");
    }
    std::printf("%d items loaded in %.1f s\n", n, double(load.elapsed()) / 1000);
    const double before = residentMegabytes();

    const ApiCall call = [&api](const QString &action, const QJsonObject &request,
                                const CallOptions &callOptions) {
        return api.call(action, request, callOptions);
    };
    const ClockControl clock = test::engineClock([&]() -> Engine & { return *engine; });
    QElapsedTimer open;
    open.start();
    MainWindow window(call, clock, dir.path()); // selects the first table and reads its first page
    const qint64 firstRowsMs = open.elapsed();
    const auto *view = window.findChild<QTableView *>(u"itemsView"_s);
    std::printf("Open the window on a %d-item table: first rows after %lld ms  (budget <= 300 ms; "
                "%d rows shown)\n",
                n, qlonglong(firstRowsMs), view->model()->rowCount());
    std::printf("Resident memory: %.0f MB (%.0f MB before the window)  (budget <= 500 MB)\n",
                residentMegabytes(), before);
    return 0;
}
