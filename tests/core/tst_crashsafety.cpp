// Acceptance point 10, "nothing lost": a child process writes continuously and reports each
// acknowledged PutItem; the test kills it with SIGKILL mid-stream, reopens the workspace and checks
// that every invariant holds (Engine::verify) and that every acknowledged write is there.
//
// The child is this same executable started as `tst_crashsafety --writer DIR FIRST`: it writes
// items k<FIRST>, k<FIRST+1> ... and prints "ack N" (flushed) after each call that returned.
#include "engine/engine.h"
#include "workspace/workspace.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

const QString kTable = u"crash"_s;

QString keyOf(int n)
{
    return u"k%1"_s.arg(n);
}

// ~300 bytes, different for every item, so a torn or misplaced value cannot look right.
QString payloadOf(int n)
{
    return u"payload-%1-"_s.arg(n) + QString(280 + n % 17, QChar(u'a' + n % 26));
}

QJsonObject keyJson(int n)
{
    return QJsonObject{{u"pk"_s, QJsonObject{{u"S"_s, keyOf(n)}}}};
}

// Every fifth item has no `grp`, so it must be absent from the sparse GSI; the others spread
// over seven groups. verify() then checks both kinds of index membership after the crash.
QJsonObject itemJson(int n)
{
    QJsonObject item = keyJson(n);
    item.insert(u"p"_s, QJsonObject{{u"S"_s, payloadOf(n)}});
    item.insert(u"n"_s, QJsonObject{{u"N"_s, QString::number(n)}});
    if (n % 5 != 0)
        item.insert(u"grp"_s, QJsonObject{{u"S"_s, u"g%1"_s.arg(n % 7)}});
    return item;
}

QJsonObject createTableRequest()
{
    const auto attr = [](const QString &name, const QString &type) {
        return QJsonObject{{u"AttributeName"_s, name}, {u"AttributeType"_s, type}};
    };
    const auto hashKey = [](const QString &name) {
        return QJsonArray{QJsonObject{{u"AttributeName"_s, name}, {u"KeyType"_s, u"HASH"_s}}};
    };
    return QJsonObject{
        {u"TableName"_s, kTable},
        {u"BillingMode"_s, u"PAY_PER_REQUEST"_s},
        {u"KeySchema"_s, hashKey(u"pk"_s)},
        {u"AttributeDefinitions"_s, QJsonArray{attr(u"pk"_s, u"S"_s), attr(u"grp"_s, u"S"_s)}},
        {u"GlobalSecondaryIndexes"_s,
         QJsonArray{QJsonObject{{u"IndexName"_s, u"byGroup"_s},
                                {u"KeySchema"_s, hashKey(u"grp"_s)},
                                {u"Projection"_s, QJsonObject{{u"ProjectionType"_s, u"ALL"_s}}}}}},
    };
}

void writeStdout(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, static_cast<size_t>(line.size()), stdout);
    std::fflush(stdout);
}

// Writer mode: runs until killed. Exit codes: 2 workspace not opened, 3 table not created,
// 4 a PutItem failed (the parent then sees too few acks and the child's stderr).
int runWriter(const QString &dir, int first)
{
    auto opened = lw::Workspace::open(dir);
    if (!opened) {
        std::fprintf(stderr, "writer: %s\n", qPrintable(opened.error().message));
        return 2;
    }
    lw::Api &api = (*opened)->api();
    if (!api.call(u"DescribeTable", QJsonObject{{u"TableName"_s, kTable}})) {
        const auto created = api.call(u"CreateTable", createTableRequest());
        if (!created) {
            std::fprintf(stderr, "writer: CreateTable: %s\n", qPrintable(created.error().message));
            return 3;
        }
    }
    writeStdout("ready\n");
    for (int n = first;; ++n) {
        const auto put =
            api.call(u"PutItem", QJsonObject{{u"TableName"_s, kTable}, {u"Item"_s, itemJson(n)}});
        if (!put) {
            std::fprintf(stderr, "writer: PutItem %d: %s\n", n, qPrintable(put.error().message));
            return 4;
        }
        writeStdout("ack " + QByteArray::number(n) + '\n');
    }
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private:
    // Starts a writer on `dir` from item `first`, lets it acknowledge at least `killAfter` writes
    // (or 20 s pass), kills it with SIGKILL and returns every acknowledged item number, including
    // acks still in the pipe when it died.
    QList<int> writeAndKill(const QString &dir, int first, int killAfter)
    {
        QProcess writer;
        writer.setProcessChannelMode(QProcess::SeparateChannels);
        writer.start(QCoreApplication::applicationFilePath(),
                     {u"--writer"_s, dir, QString::number(first)});
        if (!writer.waitForStarted(10000))
            return {};

        QList<int> acks;
        QByteArray pending;
        const auto collect = [&] {
            pending += writer.readAllStandardOutput();
            qsizetype newline;
            while ((newline = pending.indexOf('\n')) >= 0) {
                const QByteArray line = pending.left(newline);
                pending.remove(0, newline + 1);
                if (line.startsWith("ack "))
                    acks.append(line.mid(4).toInt());
            }
        };

        const QDeadlineTimer deadline(20000);
        while (acks.size() < killAfter && !deadline.hasExpired() &&
               writer.state() == QProcess::Running) {
            writer.waitForReadyRead(100);
            collect();
        }
        writer.kill(); // SIGKILL on Unix: no destructors, no commit of whatever is in flight
        writer.waitForFinished(10000);
        collect();

        const QByteArray err = writer.readAllStandardError();
        if (!err.isEmpty())
            qWarning("writer stderr: %s", err.constData());
        if (writer.exitStatus() == QProcess::NormalExit)
            qWarning("writer ended by itself with exit code %d", writer.exitCode());
        return acks;
    }

private slots:
    void killedWriterLosesNothing_data()
    {
        QTest::addColumn<int>("killAfter"); // acknowledged writes before each SIGKILL
        QTest::addColumn<int>("rounds");    // writer runs on the same workspace, each killed

        QTest::newRow("kill early") << 3 << 1;
        QTest::newRow("kill late") << 300 << 1;
        QTest::newRow("kill, reopen, kill again") << 150 << 2;
    }

    void killedWriterLosesNothing()
    {
        QFETCH(int, killAfter);
        QFETCH(int, rounds);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        QList<int> acked;
        int next = 0;
        for (int round = 0; round < rounds; ++round) {
            const QList<int> acks = writeAndKill(dir.path(), next, killAfter);
            QVERIFY2(!acks.isEmpty(), "the writer acknowledged nothing before it was killed");
            // Acks are in order and without gaps: the writer does one call at a time.
            for (qsizetype i = 0; i < acks.size(); ++i)
                QCOMPARE(acks.at(i), next + int(i));
            acked += acks;
            // The item after the last ack may or may not have committed; start beyond it.
            next = acks.last() + 2;
        }
        qInfo("%lld acknowledged writes in %d round(s)", qlonglong(acked.size()), rounds);

        auto opened = lw::Workspace::open(dir.path());
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        lw::Workspace &workspace = **opened;

        const QStringList problems = workspace.engine().verify();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

        for (const int n : std::as_const(acked)) {
            const auto got =
                workspace.api().call(u"GetItem", QJsonObject{{u"TableName"_s, kTable},
                                                             {u"Key"_s, keyJson(n)},
                                                             {u"ConsistentRead"_s, true}});
            QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
            const QJsonObject item = got->value(u"Item"_s).toObject();
            QVERIFY2(!item.isEmpty(),
                     qPrintable(u"acknowledged item %1 is missing"_s.arg(keyOf(n))));
            QCOMPARE(item, itemJson(n));
        }
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args.at(1) == u"--writer"_s)
        return runWriter(args.at(2), args.at(3).toInt());

    TestCrashSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafety.moc"
