// `lwb export` and `lwb import` as scripts use them: a lesson's workspace exported, imported into
// a new folder and exported again gives the same zip; a refused import exits 1 with the reason
// and leaves the folder as it was; a zip bomb is refused at once in little memory; a killed
// import's staging folder is removed by the next import, a live one's is not.
#include "lwbrun.h"
#include "zipentries.h"

#include <quazip/quazipnewinfo.h>

#include <zlib.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char **environ;

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

// `megabytes` MB of zeros, deflated without deflating them all: one megabyte deflated and flushed
// whole (Z_FULL_FLUSH ends byte-aligned and refers to nothing before it) is repeated, then an
// empty final block ends the stream. About 1000:1, as a zip bomb is.
struct DeflatedZeros
{
    QByteArray deflated;
    quint32 crc = 0;
    qint64 size = 0;
};

DeflatedZeros deflatedZeros(int megabytes)
{
    const QByteArray zeros(1 << 20, '\0');
    z_stream z{};
    if (deflateInit2(&z, 9, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        fail(u"deflateInit2 failed"_s);
        return {};
    }
    bool deflated = true;
    QByteArray out(1 << 20, Qt::Uninitialized);
    const auto deflateInto = [&](const QByteArray &in, int flush) {
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
        z.avail_in = uInt(in.size());
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        if (deflate(&z, flush) == Z_STREAM_ERROR || z.avail_in != 0 || z.avail_out == 0) {
            deflated = false;
            return QByteArray();
        }
        return out.first(out.size() - qsizetype(z.avail_out));
    };
    const QByteArray megabyte = deflateInto(zeros, Z_FULL_FLUSH);
    const QByteArray end = deflateInto({}, Z_FINISH);
    deflateEnd(&z);
    if (!deflated) {
        fail(u"deflate failed"_s);
        return {};
    }
    DeflatedZeros result;
    result.deflated = megabyte.repeated(megabytes) + end;
    const uLong crc =
        crc32(0, reinterpret_cast<const Bytef *>(zeros.constData()), uInt(zeros.size()));
    result.crc = quint32(crc);
    for (int i = 1; i < megabytes; ++i)
        result.crc = quint32(crc32_combine(result.crc, crc, zeros.size()));
    result.size = qint64(megabytes) << 20;
    return result;
}

// `base` with the entries named in `zeros` replaced by that many megabytes of zeros. Returns
// whether it was written; if not, the running test has failed with the reason.
bool writeBomb(const QString &path, const QString &base, const QMap<QString, int> &zeros)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate)) {
        fail(u"cannot create "_s + path);
        return false;
    }
    for (const auto &[name, contents] : zipEntries(base)) {
        QuaZipNewInfo info(name);
        QuaZipFile file(&zip);
        if (!zeros.contains(name)) {
            if (!file.open(QIODevice::WriteOnly, info) || file.write(contents) != contents.size()) {
                fail(u"cannot add "_s + name + u" to "_s + path);
                return false;
            }
            file.close();
            continue;
        }
        const DeflatedZeros bomb = deflatedZeros(zeros.value(name));
        if (bomb.size == 0)
            return false; // failed already, in deflatedZeros
        info.uncompressedSize = ulong(bomb.size);
        if (!file.open(QIODevice::WriteOnly, info, nullptr, bomb.crc, Z_DEFLATED, 9, true) ||
            file.write(bomb.deflated) != bomb.deflated.size()) {
            fail(u"cannot add "_s + name + u" to "_s + path);
            return false;
        }
        file.close();
    }
    zip.close();
    if (zip.getZipError() != 0) {
        fail(u"cannot write "_s + path);
        return false;
    }
    return true;
}

// A run of lwb with what it cost: its peak resident memory (wait4's ru_maxrss, this child's
// alone) and its wall time.
struct Measured
{
    int exitCode = -1;
    QByteArray err;
    long maxRssKb = 0;
    qint64 ms = 0;
};

// A run that could not be made fails the running test and measures nothing (exit code -1).
Measured measured(const QStringList &args)
{
    Measured run;
    QTemporaryFile err;
    if (!err.open()) {
        fail(u"no temporary file for lwb's errors"_s);
        return run;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    const QByteArray errPath = QFile::encodeName(err.fileName());
    posix_spawn_file_actions_addopen(&actions, 2, errPath.constData(), O_WRONLY | O_TRUNC, 0);
    QList<QByteArray> argBytes{QByteArray(LWB_BINARY)};
    for (const QString &arg : args)
        argBytes.append(arg.toLocal8Bit());
    QList<char *> argv;
    for (QByteArray &arg : argBytes)
        argv.append(arg.data());
    argv.append(nullptr);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, LWB_BINARY, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        fail(u"cannot start lwb: "_s + QString::fromLocal8Bit(strerror(spawned)));
        return run;
    }
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid) {
        fail(u"wait4: "_s + QString::fromLocal8Bit(strerror(errno)));
        return run;
    }
    run.ms = timer.elapsed();
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.maxRssKb = usage.ru_maxrss;
    run.err = err.readAll();
    return run;
}

QStringList hiddenAndAll(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
}

} // namespace

class TestLwbBundle : public QObject, public LwbRunner
{
    Q_OBJECT

private slots:
    void exportImportExport()
    {
        QTemporaryDir root;
        const QString played = root.filePath(u"played"_s);
        const QString imported = root.filePath(u"imported"_s);
        const QString first = root.filePath(u"first.zip"_s);
        const QString second = root.filePath(u"second.zip"_s);
        QVERIFY(runs(played, {u"lesson"_s, u"31"_s}));
        QCOMPARE(output(played, {u"export"_s, first}), u"exported %1 to %2\n"_s.arg(played, first));
        QCOMPARE(output(imported, {u"import"_s, first}),
                 u"imported %1 into %2\n"_s.arg(first, imported));
        QCOMPARE(output(imported, {u"verify"_s}), u"ok: %1\n"_s.arg(imported));
        QVERIFY(runs(imported, {u"export"_s, second}));
        QVERIFY(!fileBytes(first).isEmpty());
        QCOMPARE(fileBytes(second), fileBytes(first));
    }

    void refusesAWorkspaceThatIsNotEmpty()
    {
        QTemporaryDir root;
        const QString workspace = root.filePath(u"ws"_s);
        const QString zip = root.filePath(u"b.zip"_s);
        QVERIFY(runs(workspace, {u"clock"_s}));
        QVERIFY(runs(workspace, {u"export"_s, zip}));
        const QStringList before = QDir(workspace).entryList(QDir::Files);
        const QByteArray data = fileBytes(workspace + u"/data.mdb"_s);
        const Run run = lwbOn(workspace, {u"import"_s, zip});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromUtf8(run.err),
                 u"lwb: Import target %1 is not empty: a bundle imports only into a new or "
                 u"empty folder\n"_s.arg(workspace));
        QCOMPARE(QDir(workspace).entryList(QDir::Files), before);
        QCOMPARE(fileBytes(workspace + u"/data.mdb"_s), data);
    }

    // A 3 MB zip whose db/ entries each inflate to 1 GiB (the limit per entry, so only their
    // records can refuse them) is refused after the first records of the first, in a fraction of
    // the memory one of them would take.
    void refusesAZipBombAtOnceInLittleMemory()
    {
        QTemporaryDir root;
        const QString base = root.filePath(u"base.zip"_s);
        QVERIFY(exportedBase(root.filePath(u"ws"_s), base));
        const QString bomb = root.filePath(u"bomb.zip"_s);
        QVERIFY(writeBomb(bomb, base,
                          {{u"db/items.records"_s, 1024},
                           {u"db/versions.records"_s, 1024},
                           {u"db/streamRecords.records"_s, 1024}}));
        QVERIFY(QFileInfo(bomb).size() < 4 << 20);

        const QString target = root.filePath(u"target"_s);
        const Measured run = measured({u"--workspace"_s, target, u"import"_s, bomb});
        qInfo("refused in %lld ms, peak memory %ld KB", run.ms, run.maxRssKb);
        QVERIFY2(run.maxRssKb < 100 * 1024, qPrintable(u"%1 KB"_s.arg(run.maxRssKb)));
        QVERIFY2(run.ms < 10000, qPrintable(u"%1 ms"_s.arg(run.ms)));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromUtf8(run.err),
                 u"lwb: Bundle %1: entry \"db/items.records\" holds a key of 0 bytes; LMDB stores "
                 u"keys of 1 to 511\n"_s.arg(bomb));
        QCOMPARE(hiddenAndAll(root.path()), (QStringList{u"base.zip"_s, u"bomb.zip"_s, u"ws"_s}));
    }

    // A SIGKILL midway through an import leaves its staging folder; the next import beside it
    // removes it, while an import that is still running keeps its own.
    void aKilledImportsStagingGoesAtTheNextImport()
    {
        QTemporaryDir root;
        const QString base = root.filePath(u"base.zip"_s);
        QVERIFY(exportedBase(root.filePath(u"ws"_s), base));
        // The readable entries inflate to 3 GiB, which import checks (CRCs) for a few seconds
        // after it made its staging folder: long enough to find it and kill it there.
        const QString slow = root.filePath(u"slow.zip"_s);
        QVERIFY(writeBomb(slow, base,
                          {{u"items/notes.jsonl"_s, 1024},
                           {u"streams/notes.jsonl"_s, 1024},
                           {u"history/notes.json"_s, 1024}}));

        QProcess first;
        first.start(QStringLiteral(LWB_BINARY),
                    {u"--workspace"_s, root.filePath(u"first"_s), u"import"_s, slow});
        QVERIFY(first.waitForStarted());
        QString staging;
        QElapsedTimer waited;
        waited.start();
        while (staging.isEmpty() && waited.elapsed() < 20000 &&
               first.state() == QProcess::Running) {
            const QStringList found =
                QDir(root.path()).entryList({u".first.import-*"_s}, QDir::Dirs | QDir::Hidden);
            if (!found.isEmpty())
                staging = root.filePath(found.first());
            else
                QThread::msleep(2);
        }
        QVERIFY2(!staging.isEmpty(), "no staging folder seen");

        // An import beside a live one leaves the live one's staging folder alone.
        QVERIFY(runs(root.filePath(u"second"_s), {u"import"_s, base}));
        QCOMPARE(first.state(), QProcess::Running);
        QVERIFY(QFileInfo(staging).isDir());

        ::kill(pid_t(first.processId()), SIGKILL);
        QVERIFY(first.waitForFinished());
        QVERIFY(QFileInfo(staging).isDir()); // the litter this is about

        QVERIFY(runs(root.filePath(u"third"_s), {u"import"_s, base}));
        QVERIFY(!QFileInfo::exists(staging));
        QCOMPARE(hiddenAndAll(root.path()),
                 (QStringList{u"base.zip"_s, u"second"_s, u"slow.zip"_s, u"third"_s, u"ws"_s}));
    }

    void usage()
    {
        const QString help = QString::fromUtf8(lwb({u"--help"_s}).out);
        for (const QString &text : {u"export FILE.zip"_s, u"import FILE.zip"_s,
                                    u"docs/bundles.md"_s, u"an export or import failed"_s})
            QVERIFY2(help.contains(text), qPrintable(text));
        const Run run = lwb({u"export"_s});
        QCOMPARE(run.exitCode, 64);
        QVERIFY2(run.err.contains("export takes one FILE.zip"), run.err.constData());
    }

private:
    // A workspace of one table and one item in `dir`, exported to `zip`.
    bool exportedBase(const QString &dir, const QString &zip)
    {
        return runs(dir, {u"call"_s, u"CreateTable"_s,
                          uR"({"TableName": "notes", "BillingMode": "PAY_PER_REQUEST",
                          "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                          "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}]})"_s}) &&
               runs(dir, {u"call"_s, u"PutItem"_s,
                          uR"({"TableName": "notes", "Item": {"pk": {"S": "a"}}})"_s}) &&
               runs(dir, {u"export"_s, zip});
    }
};

QTEST_GUILESS_MAIN(TestLwbBundle)
#include "tst_lwbbundle.moc"
