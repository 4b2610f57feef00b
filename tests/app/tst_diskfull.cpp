// A full disk, on a real small file system: every refusal says "no space left on device" with
// the path, lwb exits as its contract says (2 when the workspace cannot be opened, 1 for a call),
// the workspace stays consistent and openable, and it works again once space is freed.
//
// The test mounts its own small tmpfs in a mount namespace of its own (entered before Qt starts,
// so that the lwb processes it runs see the same mounts and nothing outside does); as root it
// needs no user namespace, otherwise it makes one.
#include "engine/engine.h"
#include "lwbrun.h"
#include "workspace/workspace.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

bool writeText(const char *path, const QByteArray &text)
{
    const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, text.constData(), size_t(text.size())) == text.size();
    ::close(fd);
    return ok;
}

// A private mount namespace for this process and its children. Must run while the process has
// one thread (a user namespace requires it).
bool enterMountNamespace()
{
    if (::unshare(CLONE_NEWNS) != 0) {
        const QByteArray uid = QByteArray::number(::getuid());
        const QByteArray gid = QByteArray::number(::getgid());
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return false;
        if (!writeText("/proc/self/setgroups", "deny") ||
            !writeText("/proc/self/uid_map", "0 " + uid + " 1") ||
            !writeText("/proc/self/gid_map", "0 " + gid + " 1"))
            return false;
    }
    // Mounts made here must not propagate back to the machine's namespace.
    return ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
}

bool g_isolated = false;

// A tmpfs of `kilobytes` on a fresh folder, unmounted with the object.
class SmallDisk
{
public:
    explicit SmallDisk(int kilobytes)
    {
        const QByteArray options = "size=" + QByteArray::number(kilobytes) + "k";
        m_mounted = ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                            options.constData()) == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }
    QString path(const QString &name) const { return m_dir.path() + u'/' + name; }

    // Writes zeros into a file of its own until the file system has no block left.
    bool fill()
    {
        QFile file(path(u"filler"_s));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
            return false;
        const QByteArray block(4096, '\0');
        while (file.write(block) == block.size() && file.flush()) {
        }
        return true;
    }
    void free() { QFile::remove(path(u"filler"_s)); }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

// A PutItem of an item big enough (300 KB) that its pages cannot fit in what LMDB already has;
// given to lwb on stdin, as it is longer than one command-line argument may be.
QByteArray bigPut(const QString &pk)
{
    return uR"({"TableName": "items", "Item": {"pk": {"S": "%1"}, "blob": {"S": "%2"}}})"_s
        .arg(pk, QString(300 * 1024, u'x'))
        .toUtf8();
}

const QStringList kPutFromStdin{u"call"_s, u"PutItem"_s, u"-"_s};

} // namespace

class TestDiskFull : public QObject, public LwbRunner
{
    Q_OBJECT

private slots:
    void init()
    {
        if (!g_isolated)
            QSKIP("this machine lets the test make no mount namespace (no root, no user "
                  "namespaces): it cannot mount the small file system it needs");
    }

    void openingOnAFullDiskSaysSo()
    {
        SmallDisk disk(512);
        QVERIFY(disk.mounted());
        QVERIFY(QDir().mkpath(disk.path(u"ws"_s)));
        QVERIFY(disk.fill());
        const QString dir = disk.path(u"ws"_s);
        auto opened = Workspace::open(dir);
        QVERIFY(!opened);
        QCOMPARE(opened.error().message, u"mdb_env_open: no space left on device ("_s + dir + u')');
        // lwb dies of nothing (it used to die of SIGBUS in LMDB's lock file) and exits 2.
        const Run run = lwbOn(dir, {u"call"_s, u"ListTables"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(
                     QByteArray("no space left on device (" + QFile::encodeName(dir) + ')')),
                 run.err.constData());
        disk.free();
        QCOMPARE(output(dir, {u"call"_s, u"ListTables"_s}).simplified(),
                 u"{ \"TableNames\": [ ] }"_s);
    }

    void aCallOnAFullDiskSaysSoAndChangesNothing()
    {
        SmallDisk disk(2048);
        QVERIFY(disk.mounted());
        const QString dir = disk.path(u"ws"_s);
        QVERIFY(runs(dir, {u"call"_s, u"CreateTable"_s, kCreateTable}));
        QVERIFY(runs(dir, {u"call"_s, u"PutItem"_s, kPutA}));
        QVERIFY(disk.fill());
        const Run refused = lwbOn(dir, kPutFromStdin, bigPut(u"big"_s));
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QByteArray("mdb_txn_commit: no space left on device (" +
                                                 QFile::encodeName(dir) + ')')),
                 refused.err.constData());
        // Still whole and readable on the full disk, without the refused item.
        QCOMPARE(output(dir, {u"verify"_s}).trimmed(), u"ok: "_s + dir);
        const QString get = uR"({"TableName": "items", "Key": {"pk": {"S": "%1"}}})"_s;
        QVERIFY(!output(dir, {u"call"_s, u"GetItem"_s, get.arg(u"big"_s)}).contains(u"Item"_s));
        QVERIFY(output(dir, {u"call"_s, u"GetItem"_s, get.arg(u"a"_s)}).contains(u"\"g1\""_s));
        disk.free();
        QCOMPARE(lwbOn(dir, kPutFromStdin, bigPut(u"big"_s)).exitCode, 0);
        QCOMPARE(output(dir, {u"verify"_s}).trimmed(), u"ok: "_s + dir);
    }

    void anExportToAFullDiskSaysSoAndLeavesNoFile()
    {
        QTemporaryDir elsewhere;
        const QString dir = elsewhere.path() + u"/ws"_s;
        QVERIFY(runs(dir, {u"call"_s, u"CreateTable"_s, kCreateTable}));
        for (int i = 0; i < 8; ++i)
            QCOMPARE(lwbOn(dir, kPutFromStdin, bigPut(QString::number(i))).exitCode, 0);
        SmallDisk disk(256);
        QVERIFY(disk.mounted());
        QVERIFY(disk.fill());
        const QString zip = disk.path(u"out.zip"_s);
        const Run refused = lwbOn(dir, {u"export"_s, zip});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(
            refused.err.contains(QByteArray("no space left on device (" + QFile::encodeName(zip))),
            refused.err.constData());
        QVERIFY(!QFile::exists(zip));
        QVERIFY(!QFile::exists(zip + u".part"_s));
        disk.free();
        QVERIFY(runs(dir, {u"export"_s, zip}));
        QVERIFY(QFile::exists(zip));
    }

    void anOpenWorkspaceWorksAgainOnceSpaceIsFreed()
    {
        SmallDisk disk(2048);
        QVERIFY(disk.mounted());
        const QString dir = disk.path(u"ws"_s);
        auto opened = Workspace::open(dir);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        Api &api = (*opened)->api();
        QVERIFY(api.call(u"CreateTable"_s, json(kCreateTable.toUtf8().constData())));
        QVERIFY(disk.fill());
        const QJsonObject put = json(bigPut(u"big"_s).constData());
        auto refused = api.call(u"PutItem"_s, put);
        QVERIFY(!refused);
        QCOMPARE(refused.error().message,
                 u"mdb_txn_commit: no space left on device ("_s + dir + u')');
        QCOMPARE((*opened)->engine().verify(), QStringList{});
        disk.free();
        auto written = api.call(u"PutItem"_s, put);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE((*opened)->engine().verify(), QStringList{});
    }
};

int main(int argc, char **argv)
{
    g_isolated = enterMountNamespace();
    QCoreApplication app(argc, argv);
    TestDiskFull test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_diskfull.moc"
