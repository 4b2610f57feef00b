// Scenario bundles (core/bundle/bundle.h): export then import reproduces every built-in lesson's
// workspace byte for byte and exports the same bundle again; damaged and hostile archives are
// refused with a message naming the problem, leaving the target as it was.
#include "bundle/bundle.h"
#include "engine/engine.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "workspace/workspace.h"
#include "workspacedump.h"
#include "zipentries.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

struct Entry
{
    QString name;
    QByteArray contents;
    quint32 unixMode = 0100644;
    bool stored = false; // uncompressed, so tests can patch its bytes in place
};

void writeZip(const QString &path, const QList<Entry> &entries)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        qFatal("cannot create %s", qPrintable(path));
    for (const Entry &entry : entries) {
        QuaZipNewInfo info(entry.name);
        info.externalAttr = entry.unixMode << 16;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, entry.stored ? 0 : Z_DEFLATED))
            qFatal("cannot add %s", qPrintable(entry.name));
        file.write(entry.contents);
        file.close();
    }
    zip.close();
}

void playedLesson(const QString &name, const QString &dir)
{
    auto lesson = scenario::builtInLesson(name);
    if (!lesson)
        qFatal("no lesson %s", qPrintable(name));
    auto workspace = Workspace::open(dir);
    if (!workspace)
        qFatal("cannot open %s", qPrintable(dir));
    scenario::Player player(*lesson, **workspace);
    if (!player.start())
        qFatal("lesson %s does not start", qPrintable(name));
    player.playToEnd();
}

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

Status exportDir(const QString &dir, const QString &zipPath)
{
    auto workspace = Workspace::open(dir);
    if (!workspace)
        return std::unexpected(workspace.error());
    return bundle::exportBundle(**workspace, zipPath);
}

} // namespace

class TestBundle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        // A valid bundle to build damaged ones from: one table, one item.
        const QString dir = m_root.filePath(u"base"_s);
        {
            auto workspace = Workspace::open(dir);
            QVERIFY(workspace);
            Api &api = (*workspace)->api();
            QVERIFY(
                api.call(u"CreateTable",
                         json("{\"TableName\": \"notes\", \"BillingMode\": \"PAY_PER_REQUEST\", "
                              "\"AttributeDefinitions\": [{\"AttributeName\": \"pk\", "
                              "\"AttributeType\": \"S\"}], \"KeySchema\": "
                              "[{\"AttributeName\": \"pk\", \"KeyType\": \"HASH\"}]}")));
            QVERIFY(
                api.call(u"PutItem",
                         json("{\"TableName\": \"notes\", \"Item\": {\"pk\": {\"S\": \"a\"}}}")));
        }
        m_valid = m_root.filePath(u"base.zip"_s);
        QVERIFY(exportDir(dir, m_valid));
    }

    void theLayout()
    {
        QStringList names;
        for (const auto &[name, contents] : zipEntries(m_valid))
            names << name;
        QCOMPARE(names.mid(0, 8),
                 (QStringList{u"manifest.json"_s, u"tables/notes.json"_s, u"history/notes.json"_s,
                              u"items/notes.jsonl"_s, u"streams/notes.jsonl"_s, u"consumers.json"_s,
                              u"bucket/objects.json"_s, u"db/meta.records"_s}));
        QCOMPARE(names.size(), 7 + Engine::databaseNames().size());
        const auto entries = zipEntries(m_valid);
        const QJsonObject manifest = QJsonDocument::fromJson(entries.at(0).second).object();
        QCOMPARE(manifest.value(u"format"_s).toInt(), bundle::kFormatVersion);
        QCOMPARE(manifest.value(u"seed"_s).toString(), u"1"_s);
        QCOMPARE(
            QJsonDocument::fromJson(entries.at(1).second).object().value(u"TableName"_s).toString(),
            u"notes"_s);
        // DynamoDB's S3 export: one {"Item": …} per line.
        QCOMPARE(QJsonDocument::fromJson(entries.at(2).second)
                     .object()
                     .value(u"Lifetimes"_s)
                     .toArray()
                     .size(),
                 1);
        QCOMPARE(entries.at(3).second, QByteArray("{\"Item\":{\"pk\":{\"S\":\"a\"}}}\n"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("lesson");
        auto lessons = scenario::builtInLessons();
        QVERIFY(lessons);
        for (const scenario::Scenario &lesson : std::as_const(*lessons))
            QTest::newRow(qPrintable(lesson.slug)) << lesson.slug;
    }

    // Export, import, export: the same bundle bytes and the same workspace bytes, verified.
    void roundTrip()
    {
        QFETCH(QString, lesson);
        QTemporaryDir root;
        const QString played = root.filePath(u"played"_s);
        const QString imported = root.filePath(u"imported"_s);
        playedLesson(lesson, played);
        QVERIFY(exportDir(played, root.filePath(u"first.zip"_s)));
        QVERIFY(exportDir(played, root.filePath(u"again.zip"_s)));
        QCOMPARE(fileBytes(root.filePath(u"again.zip"_s)),
                 fileBytes(root.filePath(u"first.zip"_s)));

        const Status done = bundle::importBundle(root.filePath(u"first.zip"_s), imported);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        {
            auto workspace = Workspace::open(imported);
            QVERIFY(workspace);
            QCOMPARE((*workspace)->engine().verify(), QStringList());
            QVERIFY(bundle::exportBundle(**workspace, root.filePath(u"second.zip"_s)));
        }
        QCOMPARE(fileBytes(root.filePath(u"second.zip"_s)),
                 fileBytes(root.filePath(u"first.zip"_s)));
        QCOMPARE(test::dumpWorkspace(imported), test::dumpWorkspace(played));
        // The lesson that made the workspace travels with it, as its file reads.
        const QByteArray lessonJson = scenario::builtInLesson(lesson)->json;
        QVERIFY(!lessonJson.isEmpty());
        const auto entries = zipEntries(root.filePath(u"second.zip"_s));
        const auto found = std::find_if(entries.begin(), entries.end(), [](const auto &entry) {
            return entry.first == u"scenario.json"_s;
        });
        QVERIFY(found != entries.end());
        QCOMPARE(found->second, lessonJson);
        QCOMPARE((found - 1)->first, u"bucket/objects.json"_s);
        auto workspace = Workspace::open(imported);
        QVERIFY(workspace);
        QCOMPARE((*workspace)->engine().scenarioJson().value_or(QByteArray()), lessonJson);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *damage, const QString &message) {
            QTest::newRow(damage) << QString::fromLatin1(damage) << message;
        };
        row("dot-dot", u"entry \"../evil.json\" would be written outside the workspace"_s);
        row("dot-dot inside", u"entry \"tables/../../evil.json\" would be written outside"_s);
        row("absolute", u"entry \"/tmp/evil.json\" would be written outside the workspace"_s);
        row("drive letter", u"entry \"C:/evil.json\" would be written outside the workspace"_s);
        row("backslash",
            u"entry \"tables\\..\\..\\evil.json\" would be written outside the workspace"_s);
        row("link", u"entry \"tables/link.json\" is a link"_s);
        row("bad CRC", u"entry \"tables/notes.json\" is damaged: its CRC does not match"_s);
        row("truncated", u"not a zip archive, or cut short"_s);
        row("not a zip", u"not a zip archive, or cut short"_s);
        row("unknown format", u"manifest.json has format version 99; this version of the "
                              u"workbench reads 1"_s);
        row("entry bomb", u"entry \"items/big.jsonl\" would inflate to 2097152 bytes, past the "
                          u"limit of 1048576 (a zip bomb?)"_s);
        row("total bomb", u"its entries would inflate to "_s);
        row("records cut short", u"entry \"db/meta.records\" is cut short"_s);
        row("records out of order",
            u"entry \"db/meta.records\" holds its records out of key order"_s);
        row("unknown entry", u"entry \"notes.txt\" is not part of a bundle"_s);
        row("inconsistent", u"its workspace is inconsistent: "_s);
        row("missing records", u"entry \"db/items.records\" is missing"_s);
    }

    void refused()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir root;
        const QString zipPath = root.filePath(u"damaged.zip"_s);
        QList<Entry> entries;
        for (const auto &[name, contents] : zipEntries(m_valid))
            entries.append({name, contents, 0100644, name == u"tables/notes.json"_s});
        bundle::ImportLimits limits;
        if (damage == u"dot-dot"_s)
            entries.append({u"../evil.json"_s, "{}"});
        else if (damage == u"dot-dot inside"_s)
            entries.append({u"tables/../../evil.json"_s, "{}"});
        else if (damage == u"absolute"_s)
            entries.append({u"/tmp/evil.json"_s, "{}"});
        else if (damage == u"drive letter"_s)
            entries.append({u"C:/evil.json"_s, "{}"});
        else if (damage == u"backslash"_s)
            entries.append({u"tables\\..\\..\\evil.json"_s, "{}"});
        else if (damage == u"link"_s)
            entries.append({u"tables/link.json"_s, "/etc/passwd", 0120777});
        else if (damage == u"unknown format"_s)
            entries[0].contents = "{\"format\": 99}";
        else if (damage == u"entry bomb"_s || damage == u"total bomb"_s) {
            limits.maxEntryBytes = 1 << 20;
            limits.maxTotalBytes = 1 << 20;
            if (damage == u"entry bomb"_s) {
                entries.append({u"items/big.jsonl"_s, QByteArray(2 << 20, '\n')});
            } else {
                entries.append({u"items/a.jsonl"_s, QByteArray(600 << 10, '\n')});
                entries.append({u"items/b.jsonl"_s, QByteArray(600 << 10, '\n')});
            }
        } else if (damage == u"records cut short"_s)
            entries[7].contents = QByteArray("\x05\x00\x00\x00ab", 6); // db/meta.records
        else if (damage == u"records out of order"_s) // keys "b" then "a", empty values
            entries[7].contents = QByteArray("\x01\x00\x00\x00"
                                             "b"
                                             "\x00\x00\x00\x00"
                                             "\x01\x00\x00\x00"
                                             "a"
                                             "\x00\x00\x00\x00",
                                             18);
        else if (damage == u"unknown entry"_s)
            entries.append({u"notes.txt"_s, "hello"});
        else if (damage == u"inconsistent"_s) // the item gone, its index entries and counts kept
            entries[8].contents.clear();      // db/items.records
        else if (damage == u"missing records"_s)
            entries.removeIf([](const Entry &e) { return e.name == u"db/items.records"_s; });
        writeZip(zipPath, entries);

        QByteArray bytes = fileBytes(zipPath);
        if (damage == u"bad CRC"_s) {
            const qsizetype at = bytes.indexOf("\"TableName\": \"notes\"");
            QVERIFY(at > 0);
            bytes[at + 1] = 't'; // "tableName": same size, different CRC
        } else if (damage == u"truncated"_s) {
            bytes.truncate(bytes.size() / 2);
        } else if (damage == u"not a zip"_s) {
            bytes = "just some text, no archive at all";
        }
        writeFile(zipPath, bytes);

        // A target holding a file stays as it was; so does one that did not exist.
        const QString target = root.filePath(u"target"_s);
        const Status done = bundle::importBundle(zipPath, target, limits);
        QVERIFY(!done);
        QVERIFY2(done.error().message.contains(message), qPrintable(done.error().message));
        QVERIFY2(done.error().message.startsWith(u"Bundle "_s + zipPath + u": "_s),
                 qPrintable(done.error().message));
        QCOMPARE(
            QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
            QStringList{u"damaged.zip"_s});
    }

    // Progress goes part by part to its total, and a stop leaves nothing: no zip (an earlier
    // one kept), no imported workspace.
    void progressReportsAndStops()
    {
        QTemporaryDir root;
        auto workspace = Workspace::open(root.filePath(u"ws"_s));
        QVERIFY(workspace);
        QVERIFY(
            (*workspace)
                ->api()
                .call(
                    u"CreateTable",
                    json(
                        "{\"TableName\": \"notes\", \"BillingMode\": \"PAY_PER_REQUEST\", "
                        "\"AttributeDefinitions\": [{\"AttributeName\": \"pk\", \"AttributeType\": "
                        "\"S\"}], \"KeySchema\": [{\"AttributeName\": \"pk\", \"KeyType\": "
                        "\"HASH\"}]}")));
        QList<std::pair<qint64, qint64>> exported;
        const QString zipPath = root.filePath(u"progress.zip"_s);
        QVERIFY(bundle::exportBundle(**workspace, zipPath, [&](qint64 done, qint64 total) {
            exported.append({done, total});
            return true;
        }));
        QVERIFY(exported.size() > 5);
        QCOMPARE(exported.last().first, exported.last().second);
        for (qsizetype i = 1; i < exported.size(); ++i)
            QVERIFY(exported.at(i).first > exported.at(i - 1).first);

        const QByteArray before = fileBytes(zipPath);
        const Status stopped = bundle::exportBundle(**workspace, zipPath,
                                                    [](qint64 done, qint64) { return done < 3; });
        QVERIFY(!stopped);
        QCOMPARE(stopped.error().message, u"Export cancelled"_s);
        QCOMPARE(fileBytes(zipPath), before);
        QVERIFY(!QFile::exists(zipPath + u".part"_s));

        QList<std::pair<qint64, qint64>> imported;
        QVERIFY(bundle::importBundle(zipPath, root.filePath(u"copy"_s), {},
                                     [&](qint64 done, qint64 total) {
                                         imported.append({done, total});
                                         return true;
                                     }));
        QCOMPARE(imported.last(), std::make_pair(Engine::databaseNames().size() + 2,
                                                 Engine::databaseNames().size() + 2));
        const QString target = root.filePath(u"stopped"_s);
        const Status cancelled =
            bundle::importBundle(zipPath, target, {}, [](qint64 done, qint64) { return done < 4; });
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().message, u"Import cancelled"_s);
        QVERIFY(!QFileInfo::exists(target));
        QCOMPARE(
            QDir(root.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            (QStringList{u"copy"_s, u"progress.zip"_s, u"ws"_s}));
    }

    void refusesATargetThatIsNotEmpty()
    {
        QTemporaryDir root;
        const QString target = root.filePath(u"target"_s);
        QVERIFY(QDir().mkpath(target));
        writeFile(target + u"/keep.txt"_s, "mine");
        const Status done = bundle::importBundle(m_valid, target);
        QVERIFY(!done);
        QCOMPARE(done.error().message,
                 u"Import target "_s + target +
                     u" is not empty: a bundle imports only into a new or empty folder"_s);
        QCOMPARE(QDir(target).entryList(QDir::Files), QStringList{u"keep.txt"_s});
        QCOMPARE(fileBytes(target + u"/keep.txt"_s), QByteArray("mine"));
    }

    void importsIntoAnEmptyFolder()
    {
        QTemporaryDir root;
        const QString target = root.filePath(u"target"_s);
        QVERIFY(QDir().mkpath(target));
        const Status done = bundle::importBundle(m_valid, target);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        QCOMPARE(test::dumpWorkspace(target), test::dumpWorkspace(m_root.filePath(u"base"_s)));
        QCOMPARE(
            QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
            QStringList{u"target"_s});
    }

private:
    QTemporaryDir m_root;
    QString m_valid;
};

QTEST_GUILESS_MAIN(TestBundle)
#include "tst_bundle.moc"
