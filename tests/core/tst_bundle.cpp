// Scenario bundles (core/bundle/bundle.h): export then import reproduces every built-in lesson's
// workspace byte for byte and exports the same bundle again, and a bundle of workspace format 3
// imports as the workspace format 4 writes; damaged and hostile archives are
// refused with a message naming the problem, leaving the target as it was; records are read in
// chunks of any size; stale staging folders are removed, live ones kept. Its helpers fail the
// running test (check.h) and give empty bytes when a file or record they build does not come out.
#include "bundle/bundle.h"
#include "bundle/records.h"
#include "bundle/staging.h"
#include "check.h"
#include "engine/engine.h"
#include "engine/history.h"
#include "engine/itemstore.h"
#include "formatthree.h"
#include "model/itemsize.h"
#include "model/nesting.h"
#include "scenario/lessons.h"
#include "scenario/player.h"
#include "storage/itemcodec.h"
#include "workspace/workspace.h"
#include "workspacedump.h"
#include "zipentries.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;
using namespace lw;
using lw::test::fail;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(u"cannot read "_s + path);
        return {};
    }
    return file.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        fail(u"cannot write "_s + path);
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
    if (!zip.open(QuaZip::mdCreate)) {
        fail(u"cannot create "_s + path);
        return;
    }
    for (const Entry &entry : entries) {
        QuaZipNewInfo info(entry.name);
        info.externalAttr = entry.unixMode << 16;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, entry.stored ? 0 : Z_DEFLATED) ||
            file.write(entry.contents) != entry.contents.size()) {
            fail(u"cannot add "_s + entry.name + u" to "_s + path);
            return;
        }
        file.close();
    }
    zip.close();
}

// The built-in lesson `name` played to its end in a new workspace in `dir`. Returns whether it
// played; if not, the running test has failed with the reason.
bool playedLesson(const QString &name, const QString &dir)
{
    auto lesson = scenario::builtInLesson(name);
    if (!lesson) {
        fail(u"no lesson "_s + name + u": "_s + lesson.error());
        return false;
    }
    auto workspace = Workspace::open(dir);
    if (!test::setUp(u"cannot open "_s + dir, workspace))
        return false;
    scenario::Player player(*lesson, **workspace);
    if (auto started = player.start(); !started) {
        fail(u"lesson "_s + name + u" does not start: "_s + started.error());
        return false;
    }
    if (!player.playToEnd()) {
        fail(u"lesson "_s + name + u" does not play: "_s + player.failures().join(u'\n'));
        return false;
    }
    return true;
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

QList<std::pair<QByteArray, QByteArray>> recordsOf(const QByteArray &encoded)
{
    QList<std::pair<QByteArray, QByteArray>> records;
    bundle::RecordParser parser(u"records"_s, [&](const bundle::Record &record) {
        records.append({record.first.toByteArray(), record.second.toByteArray()});
        return Status();
    });
    Status parsed = parser.feed(encoded);
    if (parsed)
        parsed = parser.finish();
    if (!test::setUp(u"records that do not parse"_s, parsed))
        return {};
    return records;
}

// Rewrites every record of an encoded db/ entry with `rewrite(value)`.
QByteArray rewritten(const QByteArray &encoded,
                     const std::function<QByteArray(const QByteArray &)> &rewrite)
{
    QByteArray out;
    for (const auto &[key, value] : recordsOf(encoded))
        bundle::appendRecord(out, key, rewrite(value));
    return out;
}

// The records of sub-database `name` of the closed workspace in `dir`, encoded as a db/ entry.
QByteArray recordsFromDir(const QString &dir, const QString &name)
{
    auto env = storage::Env::open(dir, storage::EnvOptions{});
    auto txn = env ? storage::Txn::beginWrite(*env) : std::unexpected(env.error());
    auto dbi =
        txn ? storage::Dbi::open(*txn, name.toUtf8().constData()) : std::unexpected(txn.error());
    auto cursor = dbi ? storage::Cursor::open(*txn, *dbi) : std::unexpected(dbi.error());
    if (!test::setUp(u"cannot read "_s + name + u" in "_s + dir, cursor))
        return {};
    QByteArray out;
    for (auto found = cursor->first(); found && *found; found = cursor->next())
        bundle::appendRecord(out, cursor->key(), cursor->value());
    return out;
}

// A string stands in for a nested value of the same DynamoDB size: a list adds 3 bytes and 1 per
// element, so a chain of lists with a one-character leaf at `levels` (the attribute itself is
// level 1) weighs what 4 * (levels - 1) + 1 characters weigh.
qsizetype standInLength(int levels)
{
    return 4 * (levels - 1) + 1;
}

AttributeValue nestedTo(int levels)
{
    AttributeValue value = AttributeValue::string(u"x"_s);
    for (int level = levels; level > 1; --level)
        value = AttributeValue::list({value});
    return value;
}

// `item` with its stand-in "deep" string, if it has one, replaced by the nested value it stands
// in for: the same size, so counts and sizes the workspace keeps still hold.
Item deepened(Item item, int levels)
{
    const auto deep = item.find(u"deep"_s);
    if (deep != item.end() && deep->second.type() == AttributeValue::Type::S &&
        deep->second.asString().size() == standInLength(levels)) {
        deep->second = nestedTo(levels);
    }
    return item;
}

// A stored record (itemstore.h: size:u32le item) with its item deepened.
QByteArray deepenedRecord(QByteArrayView record, int levels)
{
    auto stored = decodeRecord(record);
    if (!stored) {
        fail(u"a record that does not decode"_s);
        return {};
    }
    return encodeRecord(deepened(stored->item, levels), stored->size);
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
        if (!playedLesson(lesson, played))
            return;
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

    void aBundleOfFormat3IsUpgraded_data() { roundTrip_data(); }

    // A bundle exported before format 4 carries its keys without the partition key's hash and
    // says format 3 in `meta`: import restores it, upgrades it as it opens it, and gets the
    // workspace format 4 writes.
    void aBundleOfFormat3IsUpgraded()
    {
        QFETCH(QString, lesson);
        QTemporaryDir root;
        const QString played = root.filePath(u"played"_s);
        if (!playedLesson(lesson, played))
            return;
        QVERIFY(exportDir(played, root.filePath(u"current.zip"_s)));
        const QByteArray current = test::dumpWorkspace(played);
        test::storeAsFormat3(played);
        QList<Entry> entries;
        bool keysMoved = false; // those of the items or their versions
        for (const auto &[name, contents] : zipEntries(root.filePath(u"current.zip"_s))) {
            const bool records = name.startsWith(u"db/"_s) && name.endsWith(u".records"_s);
            entries << Entry{name, records ? recordsFromDir(played, name.sliced(3).chopped(8))
                                           : contents};
            if (name == u"db/items.records"_s || name == u"db/versions.records"_s)
                keysMoved = keysMoved || entries.last().contents != contents;
        }
        QVERIFY(keysMoved);
        writeZip(root.filePath(u"format3.zip"_s), entries);
        const QString imported = root.filePath(u"imported"_s);
        const Status done = bundle::importBundle(root.filePath(u"format3.zip"_s), imported);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        QCOMPARE(test::dumpWorkspace(imported), current);
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
        row("item without its key",
            u"lacks a key attribute of the table, or holds one of another type"_s);
        row("key too long",
            u"entry \"db/meta.records\" holds a key of 600 bytes; LMDB stores keys of 1 to 511"_s);
        row("empty key",
            u"entry \"db/meta.records\" holds a key of 0 bytes; LMDB stores keys of 1 to 511"_s);
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
            entries[7].contents = QByteArray("\x05\x00\x00\x00"
                                             "ab",
                                             6);      // db/meta.records
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
        else if (damage == u"item without its key"_s) // "pk" renamed "qk": the same size
            entries[8].contents.replace(QByteArray("\x02pk", 3), QByteArray("\x02qk", 3));
        else if (damage == u"key too long"_s) {
            entries[7].contents.clear();
            bundle::appendRecord(entries[7].contents, QByteArray(600, 'k'), "v");
        } else if (damage == u"empty key"_s) {
            entries[7].contents.clear();
            bundle::appendRecord(entries[7].contents, {}, "v");
        }
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

    // An item nested past DynamoDB's 32 levels, in any record that holds one, refuses the bundle
    // with the record named; at 31 and 32 levels the same crafted records import. The bundle is
    // crafted from a real one whose item holds a string of the same DynamoDB size as the nested
    // value (the API refuses 33 levels), so counts and sizes stay true and only the nesting
    // differs.
    void nestedItemsInRecords_data()
    {
        QTest::addColumn<QString>("place");
        QTest::addColumn<int>("levels");
        QTest::addColumn<QStringList>("problems"); // none: it imports
        const QString deeper = u" is nested deeper than 32 levels"_s;
        for (int levels : {31, 32, 33}) {
            const auto row = [&](const char *place, const QStringList &problems) {
                QTest::addRow("%s at %d levels", place, levels)
                    << QString::fromLatin1(place) << levels
                    << (levels > kMaxNestingLevels ? problems : QStringList());
            };
            row("item", {u"table notes: item at key [0-9a-f]+"_s + deeper,
                         u"table notes index byG: entry [0-9a-f]+"_s + deeper});
            row("history", {u"history: item [0-9a-f]+: version [0-9]+"_s + deeper});
            row("stream", {u"table notes stream: record [0-9]+'s image"_s + deeper});
        }
    }

    void nestedItemsInRecords()
    {
        QFETCH(QString, place);
        QFETCH(int, levels);
        QFETCH(QStringList, problems);
        QTemporaryDir root;
        const QString dir = root.filePath(u"ws"_s);
        {
            auto workspace = Workspace::open(dir);
            QVERIFY(workspace);
            Api &api = (*workspace)->api();
            QVERIFY(api.call(
                u"CreateTable",
                json("{\"TableName\": \"notes\", \"BillingMode\": \"PAY_PER_REQUEST\", "
                     "\"AttributeDefinitions\": [{\"AttributeName\": \"pk\", \"AttributeType\": "
                     "\"S\"}, {\"AttributeName\": \"g\", \"AttributeType\": \"S\"}], "
                     "\"KeySchema\": [{\"AttributeName\": \"pk\", \"KeyType\": \"HASH\"}], "
                     "\"GlobalSecondaryIndexes\": [{\"IndexName\": \"byG\", \"KeySchema\": "
                     "[{\"AttributeName\": \"g\", \"KeyType\": \"HASH\"}], \"Projection\": "
                     "{\"ProjectionType\": \"ALL\"}}], \"StreamSpecification\": "
                     "{\"StreamEnabled\": true, \"StreamViewType\": \"NEW_IMAGE\"}}")));
            // Two versions: the first stays in the history, both have stream records.
            QJsonObject item{
                {u"pk"_s, QJsonObject{{u"S"_s, u"a"_s}}},
                {u"g"_s, QJsonObject{{u"S"_s, u"x"_s}}},
                {u"deep"_s, QJsonObject{{u"S"_s, QString(standInLength(levels), u'x')}}}};
            QVERIFY(api.call(u"PutItem", {{u"TableName"_s, u"notes"_s}, {u"Item"_s, item}}));
            item.insert(u"v"_s, QJsonObject{{u"N"_s, u"1"_s}});
            QVERIFY(api.call(u"PutItem", {{u"TableName"_s, u"notes"_s}, {u"Item"_s, item}}));
        }
        const QString plain = root.filePath(u"plain.zip"_s);
        QVERIFY(exportDir(dir, plain));

        QList<Entry> entries;
        int changedRecords = 0; // so that the test cannot pass by changing none
        for (auto [name, contents] : zipEntries(plain)) {
            const auto rewrite = [&](const std::function<QByteArray(const QByteArray &)> &how) {
                contents = rewritten(contents, [&](const QByteArray &value) {
                    const QByteArray changed = how(value);
                    changedRecords += changed != value;
                    return changed;
                });
            };
            if (place == u"item"_s && name == u"db/items.records"_s) {
                rewrite([&](const QByteArray &value) -> QByteArray { // stamp record
                    return value.first(history::kStampSize) +
                           deepenedRecord(value.sliced(history::kStampSize), levels);
                });
            } else if (place == u"item"_s && name == u"db/indexes.records"_s) {
                rewrite([&](const QByteArray &value) -> QByteArray {
                    return deepenedRecord(value, levels);
                });
            } else if (place == u"history"_s && name == u"db/versions.records"_s) {
                rewrite([&](const QByteArray &value) -> QByteArray { // origin [record]
                    return value.size() > 1
                               ? value.first(1) + deepenedRecord(value.sliced(1), levels)
                               : value;
                });
            } else if (place == u"stream"_s && name == u"db/streamRecords.records"_s) {
                rewrite([&](const QByteArray &value) -> QByteArray { // header keysLen keys new
                    const qsizetype newAt = 20 + qFromLittleEndian<quint32>(value.constData() + 16);
                    const auto image = storage::decodeItem(value.sliced(newAt));
                    if (!image) {
                        fail(u"a stream image that does not decode"_s);
                        return value;
                    }
                    return value.first(newAt) + storage::encodeItem(deepened(*image, levels));
                });
            }
            entries.append({name, contents});
        }
        QCOMPARE(changedRecords, place == u"history"_s ? 1 : 2);
        const QString crafted = root.filePath(u"crafted.zip"_s);
        writeZip(crafted, entries);

        const QString target = root.filePath(u"target"_s);
        const Status done = bundle::importBundle(crafted, target);
        if (problems.isEmpty()) {
            QVERIFY2(done, done ? "" : qPrintable(done.error().message));
            auto workspace = Workspace::open(target);
            QVERIFY(workspace);
            QCOMPARE((*workspace)->engine().verify(), QStringList());
            return;
        }
        QVERIFY(!done);
        QVERIFY2(done.error().message.startsWith(u"Bundle "_s + crafted +
                                                 u": its workspace is inconsistent: "_s),
                 qPrintable(done.error().message));
        for (const QString &problem : problems)
            QVERIFY2(QRegularExpression(problem).match(done.error().message).hasMatch(),
                     qPrintable(problem + u" in "_s + done.error().message));
        QVERIFY(!QFileInfo::exists(target));
    }

    // Import reads a db/ entry's records as it inflates, a chunk at a time: whatever the chunks'
    // size, the same records, and the same refusals.
    void recordsReadInChunksOfAnySize_data()
    {
        QTest::addColumn<int>("chunk");
        for (int chunk : {1, 2, 3, 4, 5, 7, 8, 9, 13, 300, 65536, 1 << 20})
            QTest::addRow("%d", chunk) << chunk;
    }

    void recordsReadInChunksOfAnySize()
    {
        QFETCH(int, chunk);
        const QList<std::pair<QByteArray, QByteArray>> records{
            {"0", QByteArray()},
            {"a", "1"},
            {"b", QByteArray(300, 'v')},
            {"c", QByteArray()},
            {QByteArray(511, 'd'), "longest key"},
            {"e", QByteArray(70000, 'w')}};
        QByteArray encoded;
        for (const auto &[key, value] : records)
            bundle::appendRecord(encoded, key, value);
        const auto parse = [&](const QByteArray &bytes,
                               QList<std::pair<QByteArray, QByteArray>> *got) {
            bundle::RecordParser parser(u"entry"_s, [&](const bundle::Record &record) {
                got->append({record.first.toByteArray(), record.second.toByteArray()});
                return Status();
            });
            for (qsizetype at = 0; at < bytes.size(); at += chunk)
                if (auto s = parser.feed(QByteArrayView(bytes).sliced(at).first(
                        qMin<qsizetype>(chunk, bytes.size() - at)));
                    !s)
                    return s;
            return parser.finish();
        };
        QList<std::pair<QByteArray, QByteArray>> got;
        const Status whole = parse(encoded, &got);
        QVERIFY2(whole, whole ? "" : qPrintable(whole.error().message));
        QCOMPARE(got, records);

        got.clear();
        const Status cut = parse(encoded.chopped(1), &got);
        QVERIFY(!cut);
        QCOMPARE(cut.error().message, u"entry is cut short"_s);
        QCOMPARE(got, records.first(records.size() - 1));

        QByteArray swapped;
        for (const auto &[key, value] : records.first(4))
            bundle::appendRecord(swapped, key, value);
        bundle::appendRecord(swapped, "b", "again");
        got.clear();
        const Status disordered = parse(swapped, &got);
        QVERIFY(!disordered);
        QCOMPARE(disordered.error().message, u"entry holds its records out of key order"_s);
        QCOMPARE(got.size(), 4);
    }

    // What an import killed midway left (its lock file held by no one) is removed by the next
    // import beside it; a live import's staging folder and a folder without a lock file are not.
    void removesOnlyStaleStagingFolders()
    {
        QTemporaryDir root;
        const QString stale = root.filePath(u".old.import-abc123"_s);
        QVERIFY(QDir().mkpath(stale + u"/inner"_s));
        writeFile(stale + u"/data.mdb"_s, "left by a killed import");
        writeFile(stale + u".lock"_s, {});
        const QString orphanLock = root.filePath(u".gone.import-def456.lock"_s);
        writeFile(orphanLock, {}); // killed after the folder was renamed or removed
        // Held through a file description of its own, as another process holds it.
        auto live = bundle::StagingDir::create(root.filePath(u"live"_s));
        QVERIFY(live);
        writeFile(live->path() + u"/data.mdb"_s, "being imported");
        const QString unlocked = root.filePath(u".mine.import-ghi789"_s);
        QVERIFY(QDir().mkpath(unlocked));

        const Status done = bundle::importBundle(m_valid, root.filePath(u"target"_s));
        QVERIFY2(done, done ? "" : qPrintable(done.error().message));
        QVERIFY(!QFileInfo::exists(stale));
        QVERIFY(!QFileInfo::exists(stale + u".lock"_s));
        QVERIFY(!QFileInfo::exists(orphanLock));
        QCOMPARE(fileBytes(live->path() + u"/data.mdb"_s), QByteArray("being imported"));
        const QString liveName = QFileInfo(live->path()).fileName();
        QCOMPARE(
            QDir(root.path())
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name),
            (QStringList{liveName, liveName + u".lock"_s, u".mine.import-ghi789"_s, u"target"_s}));
        QCOMPARE(bundle::removeStaleStaging(root.path()), 0);
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
