// The archive bucket: objects with versions and delete markers, suspended
// versioning, S3's lifecycle configuration and its checks, and lifecycle rules acting on the
// simulated clock: midnight rounding, expiration on a versioned bucket, noncurrent versions,
// expired delete markers, filters, precedence, determinism and step independence.
#include "archive/bucket.h"
#include "archive/bucketrecord.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::bucket;
using lw::test::json;

Q_DECLARE_METATYPE(lw::bucket::ActionKind)
Q_DECLARE_METATYPE(lw::bucket::StorageClass)

namespace {

constexpr qint64 kHourMs = 3600 * 1000;
constexpr qint64 kDayMs = 24 * kHourMs;

// Epoch ms of an ISO time written in the test ("2026-10-20T09:15:17Z").
qint64 at(const char *iso)
{
    const QDateTime t = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODateWithMs);
    if (!t.isValid()) {
        lw::test::fail(u"bad time in test: "_s + QString::fromLatin1(iso));
        return 0;
    }
    return t.toMSecsSinceEpoch();
}

QString iso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

// A call that must succeed; a failure is a bug in the bucket, and fails the running test with
// `what` and the message (check.h), giving an empty value.
template<class T>
T ok(Result<T> result, const char *what,
     std::source_location where = std::source_location::current())
{
    if (!lw::test::setUp(QString::fromUtf8(what) + u" failed"_s, result, where))
        return T();
    if constexpr (!std::is_void_v<T>)
        return std::move(*result);
}

LifecycleConfiguration config(const char *text)
{
    return ok(LifecycleConfiguration::fromJson(json(text)), "LifecycleConfiguration::fromJson");
}

QString code(const Error &error)
{
    return error.extra.value(u"Code"_s).toString();
}

// A bucket in its own LMDB environment; each call is one committed write transaction.
class Bucket
{
public:
    // A bucket that does not open fails the running test; its calls then answer with an error
    // (failing the test again through ok()) and never reach LMDB.
    Bucket()
    {
        storage::EnvOptions options;
        options.durability = Durability::NoSync; // a test survives no power cut
        m_env = ok(storage::Env::open(m_dir.path(), options), "Env::open");
        if (!m_env.handle())
            return;
        auto dbs = write([](storage::Txn &txn) { return BucketDbs::open(txn); });
        if (lw::test::setUp(u"BucketDbs::open failed"_s, dbs))
            m_dbs = *dbs;
        else
            m_env = storage::Env(); // no bucket to call
    }

    // f(txn) in a write transaction, committed when f succeeds: f's result, or the error that
    // kept the transaction from beginning or committing (which fails the running test too, so
    // that a call expected to be refused cannot pass on it).
    template<class F> auto write(F f) -> decltype(f(std::declval<storage::Txn &>()))
    {
        if (!m_env.handle())
            return std::unexpected(
                Error{ErrorType::InternalServerError, u"the test bucket did not open"_s, {}});
        auto txn = storage::Txn::beginWrite(m_env);
        if (!lw::test::setUp(u"beginWrite failed"_s, txn))
            return std::unexpected(txn.error());
        auto result = f(*txn);
        if (result) {
            if (Status committed = txn->commit(); !lw::test::setUp(u"commit failed"_s, committed))
                return std::unexpected(committed.error());
        }
        return result;
    }

    QString put(const QString &key, const QByteArray &body, qint64 nowMs, const Tags &tags = {})
    {
        return ok(write([&](storage::Txn &txn) {
                      return putObject(txn, m_dbs, {key, body, u"text/plain"_s, tags}, nowMs);
                  }),
                  "putObject");
    }
    DeleteOutcome remove(const QString &key, const std::optional<QString> &versionId, qint64 nowMs)
    {
        return ok(write([&](storage::Txn &txn) {
                      return deleteObject(txn, m_dbs, key, versionId, nowMs);
                  }),
                  "deleteObject");
    }
    std::optional<StoredObject> get(const QString &key, const std::optional<QString> &id = {})
    {
        return ok(write([&](storage::Txn &txn) { return getObject(txn, m_dbs, key, id); }),
                  "getObject");
    }
    QList<ObjectVersion> versions(const QString &prefix = {})
    {
        return ok(write([&](storage::Txn &txn) { return listObjectVersions(txn, m_dbs, prefix); }),
                  "listObjectVersions");
    }
    void setLifecycle(const LifecycleConfiguration &c, qint64 nowMs)
    {
        ok(write(
               [&](storage::Txn &txn) { return putLifecycleConfiguration(txn, m_dbs, c, nowMs); }),
           "putLifecycleConfiguration");
    }
    void setVersioning(Versioning v)
    {
        ok(write([&](storage::Txn &txn) { return bucket::setVersioning(txn, m_dbs, v); }),
           "setVersioning");
    }
    QList<LifecycleAction> run(qint64 untilMs)
    {
        return ok(write([&](storage::Txn &txn) { return runLifecycle(txn, m_dbs, untilMs); }),
                  "runLifecycle");
    }
    std::optional<qint64> nextDue()
    {
        return ok(write([&](storage::Txn &txn) { return nextLifecycleDueMs(txn, m_dbs); }),
                  "nextLifecycleDueMs");
    }
    BucketTotals totals()
    {
        return ok(write([&](storage::Txn &txn) { return bucket::totals(txn, m_dbs); }), "totals");
    }

    // Every key and value of the three sub-databases, in order.
    QByteArray dump()
    {
        if (!m_env.handle())
            return {};
        auto txn = storage::Txn::beginRead(m_env);
        if (!lw::test::setUp(u"beginRead failed"_s, txn))
            return {};
        QByteArray out;
        for (auto dbi : {m_dbs.objects, m_dbs.meta, m_dbs.lifecycle}) {
            auto cursor = storage::Cursor::open(*txn, dbi);
            if (!lw::test::setUp(u"Cursor::open failed"_s, cursor))
                return {};
            out += "#\n";
            for (auto found = cursor->first(); found && *found; found = cursor->next())
                out += cursor->key().toByteArray().toHex() + ' ' +
                       cursor->value().toByteArray().toHex() + '\n';
        }
        return out;
    }

    const BucketDbs &dbs() const { return m_dbs; }

private:
    QTemporaryDir m_dir;
    storage::Env m_env;
    BucketDbs m_dbs;
};

QStringList keysOf(const QList<ObjectVersion> &versions)
{
    QStringList out;
    for (const auto &v : versions)
        out << v.key;
    return out;
}

QStringList idsOf(const QList<ObjectVersion> &versions)
{
    QStringList out;
    for (const auto &v : versions)
        out << v.versionId;
    return out;
}

const QByteArray kLarge(200 * 1024, 'x'); // over S3's 128 KB default transition minimum

} // namespace

class TestBucket : public QObject
{
    Q_OBJECT

private slots:
    void putGetAndOverwriteKeepVersions()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:15:17Z");
        const QString v1 = b.put(u"a.txt"_s, "one", t0);
        const QString v2 = b.put(u"a.txt"_s, "two!", t0 + 1000);
        QCOMPARE(v1.size(), 32);
        QVERIFY(v1 != v2 && v1 != u"null"_s);

        const auto current = b.get(u"a.txt"_s);
        QVERIFY(current);
        QCOMPARE(current->body, QByteArray("two!"));
        QCOMPARE(current->version.versionId, v2);
        QVERIFY(current->version.isLatest);
        QCOMPARE(current->version.size, 4);
        QCOMPARE(current->version.lastModifiedMs, t0 + 1000);
        QCOMPARE(current->version.storageClass, StorageClass::Standard);
        QCOMPARE(current->version.contentType, u"text/plain"_s);
        QCOMPARE(current->version.eTag,
                 u"\""_s +
                     QString::fromLatin1(
                         QCryptographicHash::hash("two!", QCryptographicHash::Md5).toHex()) +
                     u"\""_s);
        QVERIFY(!current->version.noncurrentSinceMs);

        const auto old = b.get(u"a.txt"_s, v1);
        QVERIFY(old);
        QCOMPARE(old->body, QByteArray("one"));
        QVERIFY(!old->version.isLatest);
        QCOMPARE(old->version.noncurrentSinceMs, t0 + 1000);

        const auto versions = b.versions();
        QCOMPARE(idsOf(versions), (QStringList{v2, v1}));
        QCOMPARE(versions.at(0).isLatest, true);
        QCOMPARE(versions.at(1).isLatest, false);
        QVERIFY(!b.get(u"b.txt"_s));
    }

    void deleteMarkersAndDeletingVersions()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const QString v1 = b.put(u"doc"_s, "body", t0);
        const DeleteOutcome marker = b.remove(u"doc"_s, std::nullopt, t0 + 10);
        QVERIFY(marker.deleteMarker);
        QVERIFY(!marker.removed);
        QVERIFY(!b.get(u"doc"_s)); // NoSuchKey: the current version is a delete marker
        const auto named = b.get(u"doc"_s, marker.versionId);
        QVERIFY(named && named->version.deleteMarker && named->version.isLatest);
        QCOMPARE(b.get(u"doc"_s, v1)->body, QByteArray("body"));

        auto listed = ok(b.write([&](storage::Txn &txn) { return listObjects(txn, b.dbs(), {}); }),
                         "listObjects");
        QVERIFY(listed.objects.isEmpty());
        QCOMPARE(idsOf(b.versions()), (QStringList{marker.versionId, v1}));

        // Deleting the marker by id undeletes the object.
        const DeleteOutcome undelete = b.remove(u"doc"_s, marker.versionId, t0 + 20);
        QVERIFY(undelete.removed && undelete.deleteMarker);
        QCOMPARE(b.get(u"doc"_s)->version.versionId, v1);
        QVERIFY(!b.get(u"doc"_s)->version.noncurrentSinceMs);

        // Deleting the last version by id removes the key for good.
        QVERIFY(b.remove(u"doc"_s, v1, t0 + 30).removed);
        QVERIFY(b.versions().isEmpty());
        // An id the bucket made but that names nothing here: nothing to remove.
        QVERIFY(!b.remove(u"doc"_s, v1, t0 + 40).removed);

        // S3 places a marker even on a key that has no versions.
        const DeleteOutcome ghost = b.remove(u"ghost"_s, std::nullopt, t0 + 50);
        QCOMPARE(idsOf(b.versions(u"ghost"_s)), QStringList{ghost.versionId});

        auto bad = b.write([&](storage::Txn &txn) {
            return getObject(txn, b.dbs(), u"doc"_s, u"not-a-version-id"_s);
        });
        QVERIFY(!bad);
        QCOMPARE(code(bad.error()), u"InvalidArgument"_s);
        QCOMPARE(bad.error().message, u"Invalid version id specified"_s);
    }

    void listObjectsWithPrefix_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("all, in UTF-8 byte order")
            << QString() << QStringList{u"a"_s,
                                        u"archive/USER#a.json"_s,
                                        u"archive/USER#b.json"_s,
                                        u"archive2/x"_s,
                                        u"logs/1"_s,
                                        u"é"_s};
        QTest::newRow("a folder") << u"archive/"_s
                                  << QStringList{u"archive/USER#a.json"_s,
                                                 u"archive/USER#b.json"_s};
        QTest::newRow("a bare prefix")
            << u"archive"_s
            << QStringList{u"archive/USER#a.json"_s, u"archive/USER#b.json"_s, u"archive2/x"_s};
        QTest::newRow("nothing") << u"nope"_s << QStringList{};
    }
    void listObjectsWithPrefix()
    {
        QFETCH(QString, prefix);
        QFETCH(QStringList, keys);
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        for (const char16_t *key : {u"logs/1", u"archive2/x", u"archive/USER#b.json", u"é",
                                    u"archive/USER#a.json", u"a", u"archive/gone"})
            b.put(QString::fromUtf16(key), "x", t0);
        b.put(u"archive/USER#a.json"_s, "second version", t0 + 1);
        b.remove(u"archive/gone"_s, std::nullopt, t0 + 2);

        auto all = ok(b.write([&](storage::Txn &txn) { return listObjects(txn, b.dbs(), prefix); }),
                      "listObjects");
        QCOMPARE(keysOf(all.objects), keys);
        QVERIFY(!all.nextContinuationToken);

        // Pages of two give the same keys.
        QStringList paged;
        std::optional<QString> token;
        int pages = 0;
        do {
            auto page = ok(b.write([&](storage::Txn &txn) {
                return listObjects(txn, b.dbs(), prefix, token, 2);
            }),
                           "listObjects page");
            paged += keysOf(page.objects);
            token = page.nextContinuationToken;
            ++pages;
        } while (token && pages < 10);
        QCOMPARE(paged, keys);
        QCOMPARE(pages, std::max(1, int(keys.size() + 1) / 2));
    }

    void keysAndTagsAreChecked_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("tagCount");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("1024 bytes") << QString(1024, u'k') << 0 << QString() << QString();
        QTest::newRow("1025 bytes")
            << QString(1025, u'k') << 0 << u"KeyTooLongError"_s << u"Your key is too long."_s;
        QTest::newRow("342 euro signs are 1026 bytes")
            << QString(342, QChar(0x20AC)) << 0 << u"KeyTooLongError"_s
            << u"Your key is too long."_s;
        QTest::newRow("empty") << QString() << 0 << u"InvalidArgument"_s
                               << u"An object key must be at least 1 byte long"_s;
        QTest::newRow("U+0000") << u"a\u0000b"_s << 0 << u"InvalidArgument"_s
                                << u"The workbench's bucket does not accept U+0000 in a key"_s;
        QTest::newRow("10 tags") << u"k"_s << 10 << QString() << QString();
        QTest::newRow("11 tags") << u"k"_s << 11 << u"BadRequest"_s
                                 << u"Object tags cannot be greater than 10"_s;
    }
    void keysAndTagsAreChecked()
    {
        QFETCH(QString, key);
        QFETCH(int, tagCount);
        QFETCH(QString, code);
        QFETCH(QString, message);
        Bucket b;
        Tags tags;
        for (int i = 0; i < tagCount; ++i)
            tags.insert(u"t%1"_s.arg(i), u"v"_s);
        auto result = b.write([&](storage::Txn &txn) {
            return putObject(txn, b.dbs(), {key, "x", u"text/plain"_s, tags}, 0);
        });
        if (code.isEmpty()) {
            QVERIFY(result);
            QCOMPARE(b.get(key)->version.tags, tags);
            return;
        }
        QVERIFY(!result);
        QCOMPARE(::code(result.error()), code);
        QCOMPARE(result.error().message, message);
    }

    void longKeysAreKeptWhole()
    {
        // Past 480 bytes a key is stored under a digest (LMDB keys end at 511 bytes); reads,
        // listings and filters still see the whole key.
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const QString shared(500, u'p');
        const QString a = shared + u"/a"_s, gone = shared + u"/b"_s, raw(460, u'p'),
                      longest(1024, u'z');
        b.setLifecycle(config(QByteArray(R"({"Rules":[{"ID":"a","Status":"Enabled",
                "Filter":{"Prefix":")" + a.toUtf8() +
                                         R"("},"Expiration":{"Days":1}}]})")
                                  .constData()),
                       t0);
        const QString first = b.put(a, "a1", t0);
        b.put(a, "a2", t0 + 1);
        b.put(gone, "b", t0 + 2);
        b.remove(gone, std::nullopt, t0 + 3);
        b.put(raw, "raw", t0 + 4);
        b.put(longest, "z", t0 + 5);

        QCOMPARE(b.get(a)->body, QByteArray("a2"));
        QCOMPARE(b.get(a)->version.key, a);
        QCOMPARE(b.get(a, first)->body, QByteArray("a1"));
        QVERIFY(!b.get(gone));
        const auto list = [&](const QString &prefix) {
            return keysOf(
                ok(b.write([&](storage::Txn &txn) { return listObjects(txn, b.dbs(), prefix); }),
                   "listObjects")
                    .objects);
        };
        QCOMPARE(list({}), (QStringList{raw, a, longest}));
        QCOMPARE(list(shared), QStringList{a});
        QCOMPARE(list(a), QStringList{a});
        QCOMPARE(list(gone), QStringList{});
        QCOMPARE(keysOf(b.versions(shared)), (QStringList{a, a, gone, gone}));

        const auto actions = b.run(at("2026-10-23T00:00:00Z"));
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.at(0).key, a);
        QCOMPARE(list({}), (QStringList{raw, longest}));
    }

    void suspendedVersioningWritesTheNullVersion()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const QString v1 = b.put(u"k"_s, "enabled", t0);
        b.setVersioning(Versioning::Suspended);
        QCOMPARE(b.put(u"k"_s, "s1", t0 + 1), u"null"_s);
        QCOMPARE(b.put(u"k"_s, "s2", t0 + 2), u"null"_s); // replaces the previous null version
        QCOMPARE(idsOf(b.versions()), (QStringList{u"null"_s, v1}));
        QCOMPARE(b.get(u"k"_s, u"null"_s)->body, QByteArray("s2"));
        QCOMPARE(b.get(u"k"_s, v1)->body, QByteArray("enabled")); // kept while suspended

        const DeleteOutcome marker = b.remove(u"k"_s, std::nullopt, t0 + 3);
        QCOMPARE(marker.versionId, u"null"_s);
        QVERIFY(!b.get(u"k"_s));
        const auto versions = b.versions();
        QCOMPARE(idsOf(versions), (QStringList{u"null"_s, v1}));
        QVERIFY(versions.at(0).deleteMarker);

        b.setVersioning(Versioning::Enabled);
        const QString v3 = b.put(u"k"_s, "again", t0 + 4);
        QVERIFY(v3 != u"null"_s);
        QCOMPARE(idsOf(b.versions()), (QStringList{v3, u"null"_s, v1}));
    }

    void versionIdsAreDeterministicAndDecode()
    {
        // Pinned: the first id every bucket hands out. FROZEN with the record format.
        QCOMPARE(record::versionIdFor(1), u".g1jyflatHJH7YaYRueAaJ5FL.XDy8Y."_s);
        for (quint64 seq : {quint64(1), quint64(2), quint64(1) << 40, ~quint64(0)}) {
            const QString id = record::versionIdFor(seq);
            QCOMPARE(id.size(), 32);
            QCOMPARE(record::seqOfVersionId(id), seq);
        }
        QVERIFY(record::versionIdFor(1) != record::versionIdFor(2));
        QString tampered = record::versionIdFor(7);
        tampered[31] = tampered[31] == u'A' ? u'B' : u'A';
        QVERIFY(!record::seqOfVersionId(tampered));
        QVERIFY(!record::seqOfVersionId(u"null"_s));
    }

    void lifecycleConfigurationIsChecked_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const QString malformed = u"The XML you provided was not well-formed or did not validate "
                                  u"against our published schema"_s;
        QTest::newRow("Rules not an array")
            << QByteArray(R"({"Rules":{}})") << u"MalformedXML"_s << malformed;
        QTest::newRow("V1 Transition field")
            << QByteArray(R"({"Rules":[{"ID":"r","Status":"Enabled","Filter":{},
                  "Transition":{"Days":30,"StorageClass":"GLACIER"}}]})")
            << u"MalformedXML"_s << malformed;
        QTest::newRow("status in lower case")
            << QByteArray(R"({"Rules":[{"Status":"enabled","Filter":{},"Expiration":{"Days":1}}]})")
            << u"MalformedXML"_s << malformed;
        QTest::newRow("Filter and Prefix")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Prefix":"a","Filter":{},
                  "Expiration":{"Days":1}}]})")
            << u"MalformedXML"_s << malformed;
        QTest::newRow("two conditions outside And")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{"Prefix":"a",
                  "ObjectSizeGreaterThan":5},"Expiration":{"Days":1}}]})")
            << u"MalformedXML"_s << malformed;
        QTest::newRow("class STANDARD") << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":1,"StorageClass":"STANDARD"}]}]})")
                                        << u"MalformedXML"_s << malformed;
        QTest::newRow("marker with Days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Expiration":{"Days":1,"ExpiredObjectDeleteMarker":true}}]})")
            << u"MalformedXML"_s << malformed;
        QTest::newRow("no action")
            << QByteArray(R"({"Rules":[{"ID":"r","Status":"Enabled","Filter":{}}]})")
            << u"InvalidRequest"_s << u"At least one action needs to be specified in a rule"_s;
        QTest::newRow("STANDARD_IA before 30 days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":29,"StorageClass":"STANDARD_IA"}]}]})")
            << u"InvalidArgument"_s
            << u"'Days' in Transition action must be greater than or equal to 30 for storageClass "
               u"'STANDARD_IA'"_s;
        QTest::newRow("ONEZONE_IA before 30 days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":1,"StorageClass":"ONEZONE_IA"}]}]})")
            << u"InvalidArgument"_s
            << u"'Days' in Transition action must be greater than or equal to 30 for storageClass "
               u"'ONEZONE_IA'"_s;
        QTest::newRow("noncurrent STANDARD_IA before 30 days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "NoncurrentVersionTransitions":[{"NoncurrentDays":7,
                  "StorageClass":"STANDARD_IA"}]}]})")
            << u"InvalidArgument"_s
            << u"'NoncurrentDays' in NoncurrentVersionTransition action must be greater than or "
               u"equal to 30 for storageClass 'STANDARD_IA'"_s;
        QTest::newRow("negative transition days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":-1,"StorageClass":"GLACIER"}]}]})")
            << u"InvalidArgument"_s << u"'Days' in Transition action must be nonnegative"_s;
        QTest::newRow("same class twice")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},"Transitions":[
                  {"Days":1,"StorageClass":"GLACIER"},{"Days":9,"StorageClass":"GLACIER"}]}]})")
            << u"InvalidArgument"_s
            << u"'StorageClass' must be different for 'Transition' actions in same 'Rule'"_s;
        QTest::newRow("expiration after 0 days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},"Expiration":{"Days":0}}]})")
            << u"InvalidArgument"_s << u"'Days' for Expiration action must be a positive integer"_s;
        QTest::newRow("expiration not after the transition")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{"Prefix":"logs/"},
                  "Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"}],
                  "Expiration":{"Days":30}}]})")
            << u"InvalidArgument"_s
            << u"'Days' in the Expiration action for filter '(prefix=logs/)' must be greater than "
               u"'Days' in the Transition action"_s;
        QTest::newRow("noncurrent expiration not after the transition")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "NoncurrentVersionTransitions":[{"NoncurrentDays":30,"StorageClass":"GLACIER"}],
                  "NoncurrentVersionExpiration":{"NoncurrentDays":30}}]})")
            << u"InvalidArgument"_s
            << u"'NoncurrentDays' in the NoncurrentVersionExpiration action for filter '(prefix=)' "
               u"must be greater than 'NoncurrentDays' in the NoncurrentVersionTransition action"_s;
        QTest::newRow("noncurrent after 0 days")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "NoncurrentVersionExpiration":{"NoncurrentDays":0}}]})")
            << u"InvalidArgument"_s
            << u"'NoncurrentDays' for NoncurrentVersionExpiration action must be a positive "
               u"integer"_s;
        QTest::newRow("keeping 101 newer versions")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "NoncurrentVersionExpiration":{"NoncurrentDays":1,
                  "NewerNoncurrentVersions":101}}]})")
            << u"InvalidArgument"_s
            << u"'NewerNoncurrentVersions' for NoncurrentVersionExpiration action must be an "
               u"integer between 1 and 100"_s;
        QTest::newRow("empty size range")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{"And":{
                  "ObjectSizeGreaterThan":500,"ObjectSizeLessThan":500}},
                  "Expiration":{"Days":1}}]})")
            << u"InvalidArgument"_s
            << u"'ObjectSizeGreaterThan' must be less than 'ObjectSizeLessThan'"_s;
        QTest::newRow("duplicate rule id")
            << QByteArray(R"({"Rules":[
                  {"ID":"r","Status":"Enabled","Filter":{},"Expiration":{"Days":1}},
                  {"ID":"r","Status":"Enabled","Filter":{},"Expiration":{"Days":2}}]})")
            << u"InvalidArgument"_s
            << u"Rule ID must be unique. Found same ID for more than one rule"_s;
        QTest::newRow("rule id of 256 characters")
            << QByteArray(R"({"Rules":[{"ID":")" + QByteArray(256, 'i') +
                          R"(","Status":"Enabled","Filter":{},"Expiration":{"Days":1}}]})")
            << u"InvalidArgument"_s << u"ID length should not exceed allowed limit of 255"_s;
        QTest::newRow("abort with a tag filter")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{"Tag":{"Key":"a","Value":"b"}},
                  "AbortIncompleteMultipartUpload":{"DaysAfterInitiation":1}}]})")
            << u"InvalidRequest"_s
            << u"AbortIncompleteMultipartUpload cannot be specified with Tags."_s;
        QTest::newRow("a Date")
            << QByteArray(R"({"Rules":[{"Status":"Enabled","Filter":{},
                  "Expiration":{"Date":"2027-01-01T00:00:00Z"}}]})")
            << u"InvalidArgument"_s
            << u"Rules[0].Expiration: 'Date' is not supported by the workbench's bucket; use "
               u"'Days'"_s;
    }
    void lifecycleConfigurationIsChecked()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const auto parsed = LifecycleConfiguration::fromJson(json(config.constData()));
        QVERIFY(!parsed);
        QCOMPARE(::code(parsed.error()), code);
        QCOMPARE(parsed.error().message, message);
        QCOMPARE(parsed.error().type, ErrorType::Validation);
    }

    void malformedNamesWhatIsWrong()
    {
        const auto parsed = LifecycleConfiguration::fromJson(
            json(R"({"Rules":[{"Status":"Enabled","Filter":{},"Transition":{}}]})"));
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().extra.value(u"Detail"_s).toString(),
                 u"Rules[0]: unknown field 'Transition'"_s);
    }

    void lifecycleConfigurationRoundTrips()
    {
        const char *text = R"({"Rules":[
            {"ID":"archive","Status":"Enabled","Filter":{"And":{"Prefix":"archive/",
             "Tags":[{"Key":"kind","Value":"ttl"}],"ObjectSizeGreaterThan":10}},
             "Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"},
                            {"Days":90,"StorageClass":"GLACIER"}],
             "Expiration":{"Days":365},
             "NoncurrentVersionExpiration":{"NoncurrentDays":30,"NewerNoncurrentVersions":2},
             "NoncurrentVersionTransitions":[{"NoncurrentDays":0,"StorageClass":"DEEP_ARCHIVE"}]},
            {"ID":"markers","Status":"Disabled","Prefix":"old/",
             "Expiration":{"ExpiredObjectDeleteMarker":true},
             "AbortIncompleteMultipartUpload":{"DaysAfterInitiation":7}}],
            "TransitionDefaultMinimumObjectSize":"varies_by_storage_class"})";
        const LifecycleConfiguration parsed = config(text);
        QCOMPARE(parsed.rules.size(), 2);
        const LifecycleRule &first = parsed.rules.at(0);
        QCOMPARE(first.filter.prefix, u"archive/"_s);
        QCOMPARE(first.filter.tags, (Tags{{u"kind"_s, u"ttl"_s}}));
        QCOMPARE(first.filter.sizeGreaterThan, 10);
        QCOMPARE(first.transitions.size(), 2);
        QCOMPARE(first.expirationDays, 365);
        QCOMPARE(first.noncurrentExpiration->newerNoncurrentVersions, 2);
        QCOMPARE(parsed.rules.at(1).enabled, false);
        QCOMPARE(parsed.minimumTransitionSize, MinimumTransitionSize::VariesByStorageClass);
        QCOMPARE(parsed.toJson(), json(text));
        QCOMPARE(config(QJsonDocument(parsed.toJson()).toJson().constData()).toJson(),
                 parsed.toJson());
    }

    void transitionsFallDueAtTheNextMidnight_data()
    {
        QTest::addColumn<qint64>("putAt");
        QTest::addColumn<QString>("storageClass");
        QTest::addColumn<int>("days");
        QTest::addColumn<qint64>("due");
        // S3's own example: created 1/1/2020 10:30 UTC, transition after 3 days: 1/5/2020 00:00.
        QTest::newRow("AWS example")
            << at("2020-01-01T10:30:00Z") << u"GLACIER"_s << 3 << at("2020-01-05T00:00:00Z");
        QTest::newRow("30 days to STANDARD_IA")
            << at("2026-10-20T09:15:17Z") << u"STANDARD_IA"_s << 30 << at("2026-11-20T00:00:00Z");
        QTest::newRow("a millisecond before midnight")
            << at("2026-10-20T23:59:59.999Z") << u"STANDARD_IA"_s << 30
            << at("2026-11-20T00:00:00Z");
        QTest::newRow("at midnight: still the next day")
            << at("2026-10-20T00:00:00Z") << u"STANDARD_IA"_s << 30 << at("2026-11-20T00:00:00Z");
        QTest::newRow("0 days to GLACIER")
            << at("2026-10-20T09:15:17Z") << u"GLACIER"_s << 0 << at("2026-10-21T00:00:00Z");
    }
    void transitionsFallDueAtTheNextMidnight()
    {
        QFETCH(qint64, putAt);
        QFETCH(QString, storageClass);
        QFETCH(int, days);
        QFETCH(qint64, due);
        Bucket b;
        b.setLifecycle(config(uR"({"Rules":[{"ID":"t","Status":"Enabled",
                "Filter":{"Prefix":""},"Transitions":[{"Days":%1,"StorageClass":"%2"}]}]})"_s
                                  .arg(days)
                                  .arg(storageClass)
                                  .toUtf8()
                                  .constData()),
                       putAt);
        const QString id = b.put(u"big.bin"_s, kLarge, putAt);
        QCOMPARE(b.nextDue(), due);
        QVERIFY(b.run(due - 1).isEmpty());
        QCOMPARE(b.get(u"big.bin"_s)->version.storageClass, StorageClass::Standard);
        const auto actions = b.run(due);
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.at(0),
                 (LifecycleAction{due, u"big.bin"_s, id, ActionKind::Transition,
                                  *storageClassFromName(storageClass), u"t"_s, QString()}));
        QCOMPARE(b.get(u"big.bin"_s)->version.storageClass, *storageClassFromName(storageClass));
        QVERIFY(!b.nextDue());
    }

    void transitionsWalkDownTheWaterfall()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:15:17Z");
        b.setLifecycle(config(R"({"Rules":[{"ID":"tiers","Status":"Enabled","Filter":{},
            "Transitions":[{"Days":90,"StorageClass":"GLACIER"},
                           {"Days":30,"StorageClass":"STANDARD_IA"}],
            "Expiration":{"Days":365}}]})"),
                       t0);
        b.put(u"big.bin"_s, kLarge, t0);
        const auto actions = b.run(at("2030-01-01T00:00:00Z"));
        QCOMPARE(actions.size(), 2 + 1);
        QCOMPARE(iso(actions.at(0).atMs), u"2026-11-20T00:00:00Z"_s);
        QCOMPARE(actions.at(0).toClass, StorageClass::StandardIa);
        QCOMPARE(iso(actions.at(1).atMs), u"2027-01-19T00:00:00Z"_s);
        QCOMPARE(actions.at(1).toClass, StorageClass::Glacier);
        QCOMPARE(iso(actions.at(2).atMs), u"2027-10-21T00:00:00Z"_s);
        QCOMPARE(actions.at(2).kind, ActionKind::Expire);
        const BucketTotals t = b.totals();
        QCOMPARE(t.objects, 0);
        QCOMPARE(t.noncurrentBytes, kLarge.size());
        QCOMPARE(t.bytesByClass,
                 (QMap<StorageClass, qint64>{{StorageClass::Glacier, kLarge.size()}}));
    }

    void smallObjectsStayUnlessAllowed_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("moves");
        QTest::newRow("default keeps it in STANDARD")
            << QByteArray() << u"{}"_s << u"GLACIER"_s << false;
        QTest::newRow("varies_by_storage_class lets it go to GLACIER")
            << QByteArray(R"(,"TransitionDefaultMinimumObjectSize":"varies_by_storage_class")")
            << u"{}"_s << u"GLACIER"_s << true;
        QTest::newRow("but not to GLACIER_IR")
            << QByteArray(R"(,"TransitionDefaultMinimumObjectSize":"varies_by_storage_class")")
            << u"{}"_s << u"GLACIER_IR"_s << false;
        QTest::newRow("a size filter overrides the default")
            << QByteArray() << uR"({"ObjectSizeGreaterThan":0})"_s << u"GLACIER_IR"_s << true;
    }
    void smallObjectsStayUnlessAllowed()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, filter);
        QFETCH(QString, target);
        QFETCH(bool, moves);
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const QString text = uR"({"Rules":[{"Status":"Enabled","Filter":%1,
            "Transitions":[{"Days":1,"StorageClass":"%2"}]}]%3})"_s.arg(filter, target,
                                                                        QString::fromUtf8(extra));
        b.setLifecycle(config(text.toUtf8().constData()), t0);
        b.put(u"USER#a.json"_s, "{\"PK\":{\"S\":\"USER#a\"}}", t0);
        QCOMPARE(b.nextDue().has_value(), moves);
        QCOMPARE(b.run(at("2026-12-01T00:00:00Z")).size(), moves ? 1 : 0);
        QCOMPARE(storageClassName(b.get(u"USER#a.json"_s)->version.storageClass),
                 moves ? target : u"STANDARD"_s);
    }

    void expirationPlacesADeleteMarker()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:15:17Z");
        b.setLifecycle(config(R"({"Rules":[{"ID":"year","Status":"Enabled",
            "Filter":{"Prefix":"logs/"},"Expiration":{"Days":365}}]})"),
                       t0);
        const QString id = b.put(u"logs/a"_s, "log line", t0);
        b.put(u"other/a"_s, "kept", t0);
        const auto actions = b.run(at("2028-01-01T00:00:00Z"));
        QCOMPARE(actions.size(), 1);
        const LifecycleAction &expired = actions.at(0);
        QCOMPARE(iso(expired.atMs), u"2027-10-21T00:00:00Z"_s);
        QCOMPARE(expired.kind, ActionKind::Expire);
        QCOMPARE(expired.versionId, id);
        QCOMPARE(expired.ruleId, u"year"_s);

        QVERIFY(!b.get(u"logs/a"_s));
        QVERIFY(b.get(u"other/a"_s));
        const auto versions = b.versions(u"logs/"_s);
        QCOMPARE(idsOf(versions), (QStringList{expired.deleteMarkerVersionId, id}));
        QVERIFY(versions.at(0).deleteMarker && versions.at(0).isLatest);
        QCOMPARE(versions.at(0).lastModifiedMs, expired.atMs);
        QCOMPARE(versions.at(1).noncurrentSinceMs, expired.atMs);
        QCOMPARE(b.get(u"logs/a"_s, id)->body, QByteArray("log line")); // still stored, and billed

        const BucketTotals t = b.totals();
        QCOMPARE(t.objects, 1);
        QCOMPARE(t.deleteMarkers, 1);
        QCOMPARE(t.noncurrentVersions, 1);
        QCOMPARE(t.noncurrentBytes, 8);
        QCOMPARE(t.currentBytes, 4);
    }

    void noncurrentExpirationKeepsNewerVersions()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        b.setLifecycle(config(R"({"Rules":[{"ID":"keep2","Status":"Enabled","Filter":{},
            "NoncurrentVersionExpiration":{"NoncurrentDays":1,"NewerNoncurrentVersions":2}}]})"),
                       t0);
        QStringList ids;
        for (int i = 0; i < 5; ++i)
            ids.prepend(b.put(u"k"_s, QByteArray::number(i), t0 + i * kHourMs));
        // Newest first: v4 (current), v3, v2 kept as the two newest noncurrent, v1 and v0 go.
        // v1 became noncurrent at 11:00, + 1 day → 21 Oct 11:00 → due at midnight 22 Oct.
        QCOMPARE(iso(*b.nextDue()), u"2026-10-22T00:00:00Z"_s);
        auto actions = b.run(at("2026-10-23T09:00:00Z"));
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions.at(0).versionId, ids.at(3)); // same time, same key: newest first
        QCOMPARE(actions.at(1).versionId, ids.at(4));
        for (const auto &a : actions) {
            QCOMPARE(iso(a.atMs), u"2026-10-22T00:00:00Z"_s);
            QCOMPARE(a.kind, ActionKind::DeleteNoncurrent);
        }
        QCOMPARE(idsOf(b.versions()), ids.first(3));
        QVERIFY(!b.nextDue());

        // One more version: v2 now has two newer noncurrent versions. Its noncurrent days were
        // over long ago, so it goes at the first lifecycle run after the put.
        ids.prepend(b.put(u"k"_s, "5", at("2026-10-23T09:00:00Z")));
        QCOMPARE(iso(*b.nextDue()), u"2026-10-24T00:00:00Z"_s);
        actions = b.run(at("2026-10-24T00:00:00Z"));
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.at(0).versionId, ids.at(3));
        QCOMPARE(idsOf(b.versions()), ids.first(3));
    }

    void expiredDeleteMarkersAreRemoved_data()
    {
        QTest::addColumn<QByteArray>("markerRule");
        QTest::addColumn<QString>("removedAt");
        // Alone from 22 Oct 00:00, when its last noncurrent version went: removed the next day.
        QTest::newRow("ExpiredObjectDeleteMarker")
            << QByteArray(R"({"ExpiredObjectDeleteMarker":true})") << u"2026-10-23T00:00:00Z"_s;
        // A Days expiration removes it once it is that old: 20 Oct 10:00 + 3 days → 24 Oct.
        QTest::newRow("Expiration Days")
            << QByteArray(R"({"Days":3})") << u"2026-10-24T00:00:00Z"_s;
    }
    void expiredDeleteMarkersAreRemoved()
    {
        QFETCH(QByteArray, markerRule);
        QFETCH(QString, removedAt);
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const QByteArray text = R"({"Rules":[
            {"ID":"old","Status":"Enabled","Filter":{},
             "NoncurrentVersionExpiration":{"NoncurrentDays":1}},
            {"ID":"markers","Status":"Enabled","Filter":{},"Expiration":)" +
                                markerRule + "}]}";
        b.setLifecycle(config(text.constData()), t0);
        const QString id = b.put(u"k"_s, "x", t0);
        const QString marker = b.remove(u"k"_s, std::nullopt, t0 + kHourMs).versionId;
        const auto actions = b.run(at("2026-12-01T00:00:00Z"));
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions.at(0).kind, ActionKind::DeleteNoncurrent);
        QCOMPARE(actions.at(0).versionId, id);
        QCOMPARE(iso(actions.at(0).atMs), u"2026-10-22T00:00:00Z"_s);
        QCOMPARE(actions.at(1).kind, ActionKind::RemoveExpiredDeleteMarker);
        QCOMPARE(actions.at(1).versionId, marker);
        QCOMPARE(actions.at(1).ruleId, u"markers"_s);
        QCOMPARE(iso(actions.at(1).atMs), removedAt);
        QVERIFY(b.versions().isEmpty());
        QVERIFY(!b.nextDue());
    }

    void filtersChooseObjects_data()
    {
        QTest::addColumn<QByteArray>("filter");
        QTest::addColumn<QString>("key");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("expires");
        const Tags none;
        QTest::newRow("prefix matches")
            << QByteArray(R"({"Prefix":"archive/"})") << u"archive/a"_s << qint64(5) << true;
        QTest::newRow("prefix misses")
            << QByteArray(R"({"Prefix":"archive/"})") << u"logs/a"_s << qint64(5) << false;
        QTest::newRow("tag matches") << QByteArray(R"({"Tag":{"Key":"origin","Value":"ttl"}})")
                                     << u"a"_s << qint64(5) << true;
        QTest::newRow("tag value differs")
            << QByteArray(R"({"Tag":{"Key":"origin","Value":"user"}})") << u"a"_s << qint64(5)
            << false;
        QTest::newRow("larger than")
            << QByteArray(R"({"ObjectSizeGreaterThan":100})") << u"a"_s << qint64(101) << true;
        QTest::newRow("not larger than itself")
            << QByteArray(R"({"ObjectSizeGreaterThan":100})") << u"a"_s << qint64(100) << false;
        QTest::newRow("smaller than")
            << QByteArray(R"({"ObjectSizeLessThan":100})") << u"a"_s << qint64(99) << true;
        QTest::newRow("And: all hold")
            << QByteArray(R"({"And":{"Prefix":"archive/","Tags":[{"Key":"origin","Value":"ttl"},
                {"Key":"table","Value":"Users"}],"ObjectSizeGreaterThan":1,"ObjectSizeLessThan":9}})")
            << u"archive/a"_s << qint64(5) << true;
        QTest::newRow("And: one tag missing")
            << QByteArray(R"({"And":{"Prefix":"archive/","Tags":[{"Key":"origin","Value":"ttl"},
                {"Key":"shard","Value":"1"}]}})")
            << u"archive/a"_s << qint64(5) << false;
        QTest::newRow("And: too big")
            << QByteArray(R"({"And":{"Prefix":"archive/","ObjectSizeLessThan":5}})")
            << u"archive/a"_s << qint64(5) << false;
    }
    void filtersChooseObjects()
    {
        QFETCH(QByteArray, filter);
        QFETCH(QString, key);
        QFETCH(qint64, size);
        QFETCH(bool, expires);
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        b.setLifecycle(config(QByteArray(R"({"Rules":[{"ID":"f","Status":"Enabled","Filter":)" +
                                         filter + R"(,"Expiration":{"Days":1}}]})")
                                  .constData()),
                       t0);
        b.put(key, QByteArray(size, 'x'), t0, {{u"origin"_s, u"ttl"_s}, {u"table"_s, u"Users"_s}});
        const auto actions = b.run(at("2026-11-01T00:00:00Z"));
        QCOMPARE(actions.size(), expires ? 1 : 0);
        QCOMPARE(b.get(key).has_value(), !expires);
    }

    void sameDayConflictsFollowS3_data()
    {
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<ActionKind>("firstKind");
        QTest::addColumn<StorageClass>("firstClass");
        QTest::addColumn<QString>("firstRule");
        QTest::newRow("GLACIER beats STANDARD_IA")
            << QByteArray(R"({"ID":"ia","Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"}]},
                 {"ID":"glacier","Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":30,"StorageClass":"GLACIER"}]})")
            << ActionKind::Transition << StorageClass::Glacier << u"glacier"_s;
        QTest::newRow("INTELLIGENT_TIERING beats GLACIER_IR")
            << QByteArray(R"({"ID":"ir","Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":30,"StorageClass":"GLACIER_IR"}]},
                 {"ID":"it","Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":30,"StorageClass":"INTELLIGENT_TIERING"}]})")
            << ActionKind::Transition << StorageClass::IntelligentTiering << u"it"_s;
        QTest::newRow("a transition beats a delete marker")
            << QByteArray(R"({"ID":"expire","Status":"Enabled","Filter":{},
                  "Expiration":{"Days":30}},
                 {"ID":"glacier","Status":"Enabled","Filter":{},
                  "Transitions":[{"Days":30,"StorageClass":"GLACIER"}]})")
            << ActionKind::Transition << StorageClass::Glacier << u"glacier"_s;
        QTest::newRow("the shorter expiration wins")
            << QByteArray(R"({"ID":"long","Status":"Enabled","Filter":{},
                  "Expiration":{"Days":40}},
                 {"ID":"short","Status":"Enabled","Filter":{},"Expiration":{"Days":30}})")
            << ActionKind::Expire << StorageClass::Standard << u"short"_s;
    }
    void sameDayConflictsFollowS3()
    {
        QFETCH(QByteArray, rules);
        QFETCH(ActionKind, firstKind);
        QFETCH(StorageClass, firstClass);
        QFETCH(QString, firstRule);
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        b.setLifecycle(config(QByteArray(R"({"Rules":[)" + rules + "]}").constData()), t0);
        b.put(u"big.bin"_s, kLarge, t0);
        const auto actions = b.run(at("2026-11-20T00:00:00Z"));
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.at(0).kind, firstKind);
        QCOMPARE(actions.at(0).toClass, firstClass);
        QCOMPARE(actions.at(0).ruleId, firstRule);
        if (firstRule == u"glacier"_s && rules.contains("expire")) {
            // The expiration waits for the next day's run.
            const auto next = b.run(at("2026-11-21T00:00:00Z"));
            QCOMPARE(next.size(), 1);
            QCOMPARE(next.at(0).kind, ActionKind::Expire);
        }
    }

    void aConfigurationActsFromTheNextRunOnly()
    {
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        b.put(u"old"_s, "x", t0);
        // Set a year later at 15:00: the object is long past 30 days, so it expires at the next
        // midnight, not in the past.
        b.setLifecycle(config(R"({"Rules":[{"ID":"e","Status":"Enabled","Filter":{},
            "Expiration":{"Days":30}}]})"),
                       at("2027-10-20T15:00:00Z"));
        QCOMPARE(iso(*b.nextDue()), u"2027-10-21T00:00:00Z"_s);
        ok(b.write([&](storage::Txn &txn) { return deleteLifecycleConfiguration(txn, b.dbs()); }),
           "deleteLifecycleConfiguration");
        QVERIFY(!b.nextDue());
        QVERIFY(b.run(at("2030-01-01T00:00:00Z")).isEmpty());
    }

    void theQueueIsWhatARebuildWouldMake()
    {
        // Every change keeps the pending actions in step, so planning everything afresh from the
        // stored versions changes no byte.
        Bucket b;
        const qint64 t0 = at("2026-10-20T09:00:00Z");
        const LifecycleConfiguration c = config(R"({"Rules":[{"ID":"all","Status":"Enabled",
            "Filter":{},"Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"}],
            "Expiration":{"Days":40},
            "NoncurrentVersionExpiration":{"NoncurrentDays":3,"NewerNoncurrentVersions":1}},
            {"ID":"m","Status":"Enabled","Filter":{},
             "Expiration":{"ExpiredObjectDeleteMarker":true}}]})");
        b.setLifecycle(c, t0);
        QStringList ids;
        for (int i = 0; i < 9; ++i)
            ids << b.put(u"k%1"_s.arg(i % 3), kLarge, t0 + i * kHourMs);
        b.remove(u"k0"_s, ids.at(3), t0 + 10 * kHourMs); // one of k0's noncurrent versions
        b.remove(u"k1"_s, std::nullopt, t0 + 11 * kHourMs);
        const qint64 now = at("2026-12-05T15:00:00Z");
        QVERIFY(!b.run(now).isEmpty());
        b.put(u"k2"_s, kLarge, now);
        QVERIFY(b.nextDue());
        const QByteArray before = b.dump();
        b.setLifecycle(c, now + kHourMs);
        QCOMPARE(b.dump(), before);
    }

    void sameStepsGiveTheSameBytes()
    {
        const auto scenario = [](Bucket &b) {
            const qint64 t0 = at("2026-10-20T09:00:00Z");
            b.setLifecycle(config(R"({"Rules":[{"ID":"all","Status":"Enabled","Filter":{},
                "Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"}],
                "Expiration":{"Days":60},
                "NoncurrentVersionExpiration":{"NoncurrentDays":10,"NewerNoncurrentVersions":1}},
                {"ID":"m","Status":"Enabled","Filter":{},
                 "Expiration":{"ExpiredObjectDeleteMarker":true}}]})"),
                           t0);
            for (int i = 0; i < 6; ++i)
                b.put(u"archive/USER#%1.json"_s.arg(i % 3), kLarge + QByteArray::number(i),
                      t0 + i * kHourMs, {{u"n"_s, QString::number(i)}});
            b.remove(u"archive/USER#1.json"_s, std::nullopt, t0 + 7 * kHourMs);
            b.setVersioning(Versioning::Suspended);
            b.put(u"archive/USER#2.json"_s, "suspended", t0 + 8 * kHourMs);
            return t0;
        };
        Bucket one, two;
        const qint64 t0 = scenario(one);
        scenario(two);
        QCOMPARE(one.dump(), two.dump());
        const auto a1 = one.run(t0 + 200 * kDayMs);
        const auto a2 = two.run(t0 + 200 * kDayMs);
        QCOMPARE(a1, a2);
        // Three noncurrent versions past their newest one go, one transition, two expirations
        // (one of them of the "null" version, which its "null" delete marker replaces).
        QCOMPARE(a1.size(), 6);
        QCOMPARE(a1.at(5).versionId, u"null"_s);
        QCOMPARE(a1.at(5).deleteMarkerVersionId, u"null"_s);
        QCOMPARE(one.dump(), two.dump());
    }

    void oneRunOrManyGiveTheSameState()
    {
        const auto scenario = [](Bucket &b) {
            const qint64 t0 = at("2026-10-20T09:00:00Z");
            b.setLifecycle(config(R"({"Rules":[{"ID":"tiers","Status":"Enabled","Filter":{},
                "Transitions":[{"Days":30,"StorageClass":"STANDARD_IA"},
                               {"Days":60,"StorageClass":"GLACIER"}],
                "Expiration":{"Days":90},
                "NoncurrentVersionTransitions":[{"NoncurrentDays":5,"StorageClass":"GLACIER"}],
                "NoncurrentVersionExpiration":{"NoncurrentDays":20}},
                {"ID":"m","Status":"Enabled","Filter":{},
                 "Expiration":{"ExpiredObjectDeleteMarker":true}}]})"),
                           t0);
            for (int i = 0; i < 8; ++i)
                b.put(u"k%1"_s.arg(i % 4), kLarge, t0 + i * 5 * kHourMs);
            return t0;
        };
        Bucket once, stepped;
        const qint64 t0 = scenario(once);
        scenario(stepped);
        const qint64 end = t0 + 150 * kDayMs;
        const auto all = once.run(end);
        QList<LifecycleAction> pieces;
        for (qint64 t = t0; t < end; t += 7 * kHourMs + 13)
            pieces += stepped.run(t);
        pieces += stepped.run(end);
        QCOMPARE(pieces, all);
        QCOMPARE(stepped.dump(), once.dump());
        // Per key: the older version goes to GLACIER, then is deleted; the newer one goes to
        // STANDARD_IA, GLACIER, expires and is deleted; then its delete marker is removed.
        QCOMPARE(all.size(), 4 * (2 + 4 + 1));
        QVERIFY(once.versions().isEmpty());
        for (qsizetype i = 1; i < all.size(); ++i)
            QVERIFY(all.at(i - 1).atMs <= all.at(i).atMs);
    }
};

QTEST_GUILESS_MAIN(TestBucket)
#include "tst_bucket.moc"
