// The errors RemoteApi (core/remote/remoteapi.h) gives without a real endpoint, against a
// scripted server (scriptedserver.h) that answers recorded bodies and counts what it is sent: a
// service error of a type the engine does not know, kept whole as ErrorType::Remote; and the
// door's own refusals — the workbench's actions, reads of the past, writes on a read-only
// connection — which send nothing, while reads and SELECTs on a read-only connection go through.
// tst_remoteapi checks the door against `lwb serve` and dynalite.
#include "model/workbenchonly.h"
#include "remote/remoteapi.h"
#include "scriptedserver.h"
#include "testutil.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::remote;
using namespace lw::test;

namespace {

// Keys for the scripted server, which reads none.
const aws::AwsCredentials kKeys{"AKIDEXAMPLE", "secret", {}};

aws::Endpoint scripted(const ScriptedServer &server)
{
    return {QUrl(u"http://127.0.0.1:%1"_s.arg(server.port())), u"us-east-1"_s};
}

QJsonObject str(const QString &text)
{
    return {{u"S"_s, text}};
}

} // namespace

class TestRemoteErrors : public QObject
{
    Q_OBJECT

private slots:
    // A type the engine does not know, recorded from the service: ErrorType::Remote, named by
    // the part after '#', its wire form the body the service sent, the text under "message".
    void anUnknownTypeIsKeptWhole_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("typeName");
        QTest::newRow("an unknown access key")
            << QByteArray("{\"__type\":\"com.amazon.coral.service#UnrecognizedClientException\","
                          "\"message\":\"The security token included in the request is invalid.\"}")
            << u"UnrecognizedClientException"_s;
        QTest::newRow("no permission")
            << QByteArray("{\"__type\":\"com.amazon.coral.service#AccessDeniedException\","
                          "\"Message\":\"User: arn:aws:iam::123456789012:user/dev is not "
                          "authorized to perform: dynamodb:Scan\"}")
            << u"AccessDeniedException"_s;
    }
    void anUnknownTypeIsKeptWhole()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, typeName);
        ScriptedServer server({ScriptedServer::answer(400, body)});
        aws::AwsClient endpoint(scripted(server), kKeys);
        RemoteApi api(endpoint);
        const auto refused = api.call(u"Scan"_s, {{u"TableName"_s, u"Orders"_s}});
        QVERIFY(!refused);
        const Error &error = refused.error();
        QCOMPARE(error.type, ErrorType::Remote);
        QCOMPARE(error.typeName(), typeName);
        QVERIFY(!isWorkbenchOnly(error));
        const QJsonObject sent = QJsonDocument::fromJson(body).object();
        QCOMPARE(error.message, sent.value(u"message"_s).toString(sent[u"Message"_s].toString()));
        QJsonObject wire = sent;
        wire.remove(u"Message"_s); // the wire form writes one key, "message"
        wire.insert(u"message"_s, error.message);
        QCOMPARE(error.toJson(), wire);
        QCOMPARE(server.requests().size(), 1); // not retried: the request's own fault
    }

    // What a remote endpoint cannot do, and writes on a read-only connection, are refused
    // without a byte sent; everything else goes to the (counting) endpoint.
    void refusalsSendNothing_data()
    {
        QTest::addColumn<bool>("readOnly");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QJsonObject>("request");
        QTest::addColumn<bool>("asOf");
        QTest::addColumn<QString>("refusal"); // the __type; empty: sent
        QTest::addColumn<QString>("message");
        const QJsonObject table{{u"TableName"_s, u"Edits"_s}};
        const QJsonObject getItem{{u"TableName"_s, u"Edits"_s},
                                  {u"Key"_s, QJsonObject{{u"id"_s, str(u"a"_s)}}}};
        const QJsonObject putItem{{u"TableName"_s, u"Edits"_s},
                                  {u"Item"_s, QJsonObject{{u"id"_s, str(u"a"_s)}}}};
        const auto statement = [](const QString &text) {
            return QJsonObject{{u"Statement"_s, text}};
        };
        const QString own = u"%1 is Lifecycle Workbench's own: a remote endpoint has only "
                            u"DynamoDB's API"_s;
        const QString past = u"%1 cannot read as of a past time here: a remote endpoint keeps no "
                             u"history, only the workbench's workspaces do"_s;
        const QString readOnly = u"%1 would write, and this connection is read-only: connect "
                                 u"again without \"Read only\" to change the remote table"_s;
        const QString workbench = u"WorkbenchOnly"_s;
        const QString refused = u"ReadOnlyConnection"_s;
        QTest::newRow("AdvanceClock")
            << false << u"AdvanceClock"_s << QJsonObject{{u"Millis"_s, 60000}} << false << workbench
            << own.arg(u"AdvanceClock"_s);
        QTest::newRow("ListConsumers") << false << u"ListConsumers"_s << table << false << workbench
                                       << own.arg(u"ListConsumers"_s);
        QTest::newRow("GetItem as of a past time")
            << false << u"GetItem"_s << getItem << true << workbench << past.arg(u"GetItem"_s);
        QTest::newRow("ListLifetimes as of a past time")
            << false << u"ListLifetimes"_s << table << true << workbench
            << past.arg(u"ListLifetimes"_s);
        QTest::newRow("read-only: PutItem")
            << true << u"PutItem"_s << putItem << false << refused << readOnly.arg(u"PutItem"_s);
        QTest::newRow("read-only: CreateTable") << true << u"CreateTable"_s << table << false
                                                << refused << readOnly.arg(u"CreateTable"_s);
        QTest::newRow("read-only: a PartiQL INSERT")
            << true << u"ExecuteStatement"_s
            << statement(u"INSERT INTO \"Edits\" VALUE {'id': 'b'}"_s) << false << refused
            << readOnly.arg(u"ExecuteStatement"_s);
        QTest::newRow("read-only: a batch with one UPDATE")
            << true << u"BatchExecuteStatement"_s
            << QJsonObject{{u"Statements"_s,
                            QJsonArray{statement(u"SELECT * FROM \"Edits\""_s),
                                       statement(u"UPDATE \"Edits\" SET n = 1 WHERE id = 'a'"_s)}}}
            << false << refused << readOnly.arg(u"BatchExecuteStatement"_s);
        QTest::newRow("read-only: GetItem")
            << true << u"GetItem"_s << getItem << false << QString() << QString();
        QTest::newRow("read-only: Scan")
            << true << u"Scan"_s << table << false << QString() << QString();
        QTest::newRow("read-only: a PartiQL SELECT")
            << true << u"ExecuteStatement"_s
            << statement(u"SELECT * FROM \"Edits\" WHERE id = 'a'"_s) << false << QString()
            << QString();
        QTest::newRow("read-only: a lower-case select")
            << true << u"ExecuteStatement"_s << statement(u"  select * from \"Edits\""_s) << false
            << QString() << QString();
        QTest::newRow("PutItem") << false << u"PutItem"_s << putItem << false << QString()
                                 << QString();
    }
    void refusalsSendNothing()
    {
        QFETCH(bool, readOnly);
        QFETCH(QString, action);
        QFETCH(QJsonObject, request);
        QFETCH(bool, asOf);
        QFETCH(QString, refusal);
        QFETCH(QString, message);
        ScriptedServer server({ScriptedServer::answer(200, "{}")});
        aws::AwsClient endpoint(scripted(server), kKeys);
        RemoteApi api(endpoint, {.readOnly = readOnly});
        QCOMPARE(api.readOnly(), readOnly);
        CallOptions options;
        if (asOf)
            options.asOfMs = 1'700'000'000'000;
        const auto answer = api.call(action, request, options);
        if (refusal.isEmpty()) {
            QVERIFY2(answer, answer ? "" : qPrintable(answer.error().message));
            QCOMPARE(server.requests().size(), 1);
            QVERIFY(server.requests().first().contains(
                QByteArray("X-Amz-Target: DynamoDB_20120810." + action.toLatin1() + "\r\n")));
            return;
        }
        QVERIFY(!answer);
        QCOMPARE(answer.error().type, ErrorType::Remote);
        QCOMPARE(answer.error().typeName(), refusal);
        QCOMPARE(isWorkbenchOnly(answer.error()), refusal == u"WorkbenchOnly"_s);
        QCOMPARE(answer.error().message, message);
        QCOMPARE(server.requests().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRemoteErrors)
#include "tst_remoteerrors.moc"
