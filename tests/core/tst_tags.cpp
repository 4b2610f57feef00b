// TagResource, UntagResource and ListTagsOfResource through the api (core/api/actions/tags.cpp):
// tags added, replaced and removed, listed in key order, kept when the workspace reopens, and
// every refusal with the service's text, changing nothing.
#include "testworkspace.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const char *kTable = R"({
  "TableName": "Notes", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}]
})";
const QString kArn = u"arn:aws:dynamodb:us-east-1:000000000000:table/Notes"_s;

QJsonArray tags(const QList<std::pair<QString, QString>> &pairs)
{
    QJsonArray out;
    for (const auto &[key, value] : pairs)
        out.append(QJsonObject{{u"Key"_s, key}, {u"Value"_s, value}});
    return out;
}

// The table's tags as "k=v k=v", or the error.
QString listed(TestWorkspace &ws)
{
    auto got = ws.call(u"ListTagsOfResource"_s, QJsonObject{{u"ResourceArn"_s, kArn}});
    if (!got)
        return got.error().typeName() + u": "_s + got.error().message;
    QStringList out;
    for (const QJsonValue &tag : got->value(u"Tags"_s).toArray())
        out << tag[u"Key"_s].toString() + u'=' + tag[u"Value"_s].toString();
    return out.join(u' ');
}

} // namespace

class TestTags : public QObject
{
    Q_OBJECT

private slots:
    void tagUntagList()
    {
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        QCOMPARE(listed(ws), QString());
        ws.ok(u"TagResource"_s,
              QJsonObject{{u"ResourceArn"_s, kArn},
                          {u"Tags"_s, tags({{u"team"_s, u"a"_s}, {u"env"_s, u"prod"_s}})}});
        QCOMPARE(listed(ws), u"env=prod team=a"_s);
        // Tagging a key again replaces its value; the others stay.
        ws.ok(u"TagResource"_s,
              QJsonObject{{u"ResourceArn"_s, kArn}, {u"Tags"_s, tags({{u"team"_s, u"b"_s}})}});
        QCOMPARE(listed(ws), u"env=prod team=b"_s);
        ws.ok(u"UntagResource"_s,
              QJsonObject{{u"ResourceArn"_s, kArn},
                          {u"TagKeys"_s, QJsonArray{u"team"_s, u"never-set"_s}}});
        QCOMPARE(listed(ws), u"env=prod"_s);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<QString>("error");
        const auto tagging = [](const QJsonArray &t) {
            return QJsonObject{{u"ResourceArn"_s, kArn}, {u"Tags"_s, t}};
        };
        QTest::newRow("empty key") << u"TagResource"_s << tagging(tags({{QString(), u"v"_s}}))
                                   << u"ValidationException: The Tag Key provided is invalid, "
                                      u"Key: "_s;
        QTest::newRow("long key")
            << u"TagResource"_s << tagging(tags({{QString(129, u'k'), u"v"_s}}))
            << u"ValidationException: The Tag Key provided is invalid, Key: "_s +
                   QString(129, u'k');
        QTest::newRow("aws: key")
            << u"TagResource"_s << tagging(tags({{u"aws:owner"_s, u"v"_s}}))
            << u"ValidationException: Tag Key cannot be prefixed with aws:, Key: aws:owner"_s;
        QTest::newRow("no value")
            << u"TagResource"_s << tagging(QJsonArray{QJsonObject{{u"Key"_s, u"k"_s}}})
            << u"ValidationException: The Tag Value provided is invalid, Value: null"_s;
        QTest::newRow("long value")
            << u"TagResource"_s << tagging(tags({{u"k"_s, QString(257, u'v')}}))
            << u"ValidationException: The Tag Value provided is invalid, Value: "_s +
                   QString(257, u'v');
        QTest::newRow("duplicate keys")
            << u"TagResource"_s << tagging(tags({{u"k"_s, u"1"_s}, {u"k"_s, u"2"_s}}))
            << u"ValidationException: Duplicate Tag Keys provided as input: Duplicate Tag Key "
               u"found k"_s;
        QList<std::pair<QString, QString>> many;
        for (int i = 0; i < 50; ++i)
            many.append({u"k%1"_s.arg(i + 1), u"v"_s});
        QTest::newRow("51 tags with the one there")
            << u"TagResource"_s << tagging(tags(many))
            << u"ValidationException: Number of Tags exceed the current limit for the provided "
               u"ResourceArn"_s;
        const QString other = u"arn:aws:dynamodb:us-east-1:000000000000:table/Other"_s;
        QTest::newRow("no such table")
            << u"TagResource"_s
            << QJsonObject{{u"ResourceArn"_s, other}, {u"Tags"_s, tags({{u"k"_s, u"v"_s}})}}
            << u"ResourceNotFoundException: Requested resource not found: ResourcArn: "_s + other +
                   u" not found"_s;
        const QString region = u"arn:aws:dynamodb:eu-west-1:000000000000:table/Notes"_s;
        QTest::newRow("another region's table")
            << u"ListTagsOfResource"_s << QJsonObject{{u"ResourceArn"_s, region}}
            << u"ResourceNotFoundException: Requested resource not found: ResourcArn: "_s + region +
                   u" not found"_s;
        QTest::newRow("untag an aws: key")
            << u"UntagResource"_s
            << QJsonObject{{u"ResourceArn"_s, kArn}, {u"TagKeys"_s, QJsonArray{u"aws:x"_s}}}
            << u"ValidationException: Tag Key cannot be prefixed with aws:, Key: aws:x"_s;
    }

    void refusals()
    {
        QFETCH(QString, action);
        QFETCH(QJsonObject, request);
        QFETCH(QString, error);
        TestWorkspace ws;
        ws.ok(u"CreateTable"_s, kTable);
        ws.ok(u"TagResource"_s,
              QJsonObject{{u"ResourceArn"_s, kArn}, {u"Tags"_s, tags({{u"k0"_s, u"there"_s}})}});
        auto got = ws.call(action, request);
        QVERIFY2(!got, "the request was accepted");
        QCOMPARE(got.error().typeName() + u": "_s + got.error().message, error);
        QCOMPARE(listed(ws), u"k0=there"_s);
    }

    void createTableTags()
    {
        TestWorkspace ws;
        QJsonObject create = QJsonDocument::fromJson(kTable).object();
        create.insert(u"Tags"_s, tags({{u"env"_s, u"dev"_s}}));
        ws.ok(u"CreateTable"_s, create);
        QCOMPARE(listed(ws), u"env=dev"_s);
    }

    void createTableRefusesABadTag()
    {
        TestWorkspace ws;
        QJsonObject create = QJsonDocument::fromJson(kTable).object();
        create.insert(u"Tags"_s, tags({{u"aws:env"_s, u"dev"_s}}));
        auto got = ws.call(u"CreateTable"_s, create);
        QVERIFY(!got);
        QCOMPARE(got.error().message, u"Tag Key cannot be prefixed with aws:, Key: aws:env"_s);
        QCOMPARE(ws.call(u"ListTables"_s, "{}")->value(u"TableNames"_s).toArray(), QJsonArray());
    }

    void keptWhenReopened()
    {
        QTemporaryDir dir;
        {
            auto ws = lw::Workspace::open(dir.path());
            QVERIFY(ws);
            QVERIFY((*ws)->api().call(u"CreateTable"_s, QJsonDocument::fromJson(kTable).object()));
            QVERIFY((*ws)->api().call(
                u"TagResource"_s,
                QJsonObject{{u"ResourceArn"_s, kArn}, {u"Tags"_s, tags({{u"env"_s, u"prod"_s}})}}));
        }
        auto ws = lw::Workspace::open(dir.path());
        QVERIFY(ws);
        auto got =
            (*ws)->api().call(u"ListTagsOfResource"_s, QJsonObject{{u"ResourceArn"_s, kArn}});
        QVERIFY(got);
        QCOMPARE(got->value(u"Tags"_s).toArray(), tags({{u"env"_s, u"prod"_s}}));
    }
};

QTEST_GUILESS_MAIN(TestTags)
#include "tst_tags.moc"
