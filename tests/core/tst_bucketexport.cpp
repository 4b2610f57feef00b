// The archive bucket as a zip of its objects (core/bundle/bucketexport.h): one entry per object,
// named by its key and holding its body, the same bytes every time; unsafe keys cannot escape the
// folder the zip is unpacked into; a stop or failure leaves no file and any earlier one intact.
#include "bundle/bucketexport.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "workspace/workspace.h"
#include "zipentries.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace lw;
using namespace Qt::StringLiterals;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBucketExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto workspace = Workspace::open(m_dir.filePath(u"ws"_s));
        QVERIFY(workspace);
        m_workspace = std::move(*workspace);
        // Lesson 33 archives soft-deleted orders and the sweeper's TTL delete.
        auto lesson = scenario::builtInLesson(u"33"_s);
        QVERIFY(lesson);
        scenario::Player player(*lesson, *m_workspace);
        QVERIFY(player.start());
        QVERIFY2(player.playToEnd(), qPrintable(player.failures().join(u'\n')));
        auto objects = bundle::listBucketObjects(m_workspace->api());
        QVERIFY(objects);
        QVERIFY2(objects->size() >= 2, "lesson 33 should leave at least two archived objects");
        m_objects = *objects;
    }

    void everyObjectIsAnEntryHoldingItsBody()
    {
        const QString zipPath = m_dir.filePath(u"bucket.zip"_s);
        QList<std::pair<qint64, qint64>> reports;
        const Status exported =
            bundle::exportBucketZip(m_workspace->api(), zipPath, [&](qint64 done, qint64 total) {
                reports.append({done, total});
                return true;
            });
        QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().message));
        const auto entries = zipEntries(zipPath);
        QCOMPARE(entries.size(), m_objects.size());
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString key = m_objects.at(i).toObject().value(u"Key"_s).toString();
            QCOMPARE(entries.at(i).first, key);
            auto object = m_workspace->api().call(u"GetArchiveObject", {{u"Key"_s, key}});
            QVERIFY(object);
            QCOMPARE(entries.at(i).second, object->value(u"Body"_s).toString().toUtf8());
            QVERIFY(entries.at(i).second.contains("\"deleted")); // an archived item's JSON
        }
        QCOMPARE(reports.size(), m_objects.size());
        QCOMPARE(reports.last(), std::make_pair(m_objects.size(), m_objects.size()));
        QVERIFY(!QFile::exists(zipPath + u".part"_s));
    }

    void theSameBucketMakesTheSameBytes()
    {
        const QString first = m_dir.filePath(u"first.zip"_s);
        const QString second = m_dir.filePath(u"second.zip"_s);
        QVERIFY(bundle::exportBucketZip(m_workspace->api(), first));
        QVERIFY(bundle::exportBucketZip(m_workspace->api(), second));
        QVERIFY(!fileBytes(first).isEmpty());
        QCOMPARE(fileBytes(first), fileBytes(second));
    }

    void aStopLeavesTheEarlierFileAsItWas()
    {
        const QString zipPath = m_dir.filePath(u"kept.zip"_s);
        QFile earlier(zipPath);
        QVERIFY(earlier.open(QIODevice::WriteOnly));
        earlier.write("an earlier export");
        earlier.close();
        int calls = 0;
        const Status stopped = bundle::exportBucketZip(m_workspace->api(), zipPath,
                                                       [&](qint64, qint64) { return ++calls < 2; });
        QVERIFY(!stopped);
        QCOMPARE(stopped.error().type, ErrorType::Validation);
        QCOMPARE(stopped.error().message, u"Export cancelled"_s);
        QCOMPARE(calls, 2);
        QCOMPARE(fileBytes(zipPath), QByteArray("an earlier export"));
        QVERIFY(!QFile::exists(zipPath + u".part"_s));
    }

    void anUnwritableTargetIsNamed()
    {
        const QString zipPath = m_dir.filePath(u"no/such/folder/bucket.zip"_s);
        const Status failed = bundle::exportBucketZip(m_workspace->api(), zipPath);
        QVERIFY(!failed);
        QCOMPARE(failed.error().type, ErrorType::InternalServerError);
        QVERIFY2(failed.error().message.contains(u"no/such/folder"_s),
                 qPrintable(failed.error().message));
    }

    void entryNames_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("entry");
        QTest::newRow("plain") << u"orders/ORD-1.json"_s << u"orders/ORD-1.json"_s;
        QTest::newRow("dots in a name") << u"a/b..c/.d"_s << u"a/b..c/.d"_s;
        QTest::newRow("parent") << u"../etc/passwd"_s << u"%2E%2E/etc/passwd"_s;
        QTest::newRow("inner parent") << u"a/../../b"_s << u"a/%2E%2E/%2E%2E/b"_s;
        QTest::newRow("current") << u"./a"_s << u"%2E/a"_s;
        QTest::newRow("absolute") << u"/etc/passwd"_s << u"%2F/etc/passwd"_s;
        QTest::newRow("double slash") << u"a//b"_s << u"a/%2F/b"_s;
        QTest::newRow("trailing slash") << u"a/"_s << u"a/%2F"_s;
        QTest::newRow("backslash") << u"a\\..\\b"_s << u"a%5C..%5Cb"_s;
        QTest::newRow("percent") << u"100%/x"_s << u"100%25/x"_s;
        QTest::newRow("drive") << u"C:/x"_s << u"C%3A/x"_s;
    }

    void entryNames()
    {
        QFETCH(QString, key);
        QFETCH(QString, entry);
        QCOMPARE(bundle::bucketEntryName(key), entry);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    QJsonArray m_objects;
};

QTEST_GUILESS_MAIN(TestBucketExport)
#include "tst_bucketexport.moc"
