// The AWS client (core/aws/awsclient.h) and where its credentials come from (aws/awsprofile.h):
// the lookup's order and refusals as data rows over temporary home folders; signed calls to
// `lwb serve --credentials`, which checks the signature with the endpoint's own SigV4 (a wrong
// secret is refused, a service error comes back with its type and text, unretried); and the
// standard retry mode against a scripted local server (scriptedserver.h): 5xx and throttling
// retried with full jitter up to three attempts, client errors answered at once, a silent server
// timed out; over HTTPS, a recorded answer after a retry with a session token, and a certificate
// not trusted refused.
#include "aws/awsclient.h"
#include "lwbrun.h"
#include "scriptedserver.h"

#include <QDir>
#include <QScopeGuard>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>

using namespace Qt::StringLiterals;
using namespace lw::aws;
using namespace lw::test;

namespace {

using Env = QHash<QString, QString>;

const QByteArray kOk = ScriptedServer::answer(200, R"({"TableNames": []})");
const QByteArray kUnavailable =
    ScriptedServer::answer(503, R"({"__type": "x#ServiceUnavailable"})");
const QByteArray kThrottled = ScriptedServer::answer(
    400,
    R"({"__type": "com.amazonaws.dynamodb.v20120810#ThrottlingException", "message": "Rate of requests exceeds the allowed throughput."})");
const QByteArray kInvalid = ScriptedServer::answer(
    400, R"({"__type": "com.amazon.coral.validate#ValidationException", "message": "bad"})");

const AwsCredentials kKeys{"AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", {}};

// A GetItem answer as DynamoDB sent it.
const QByteArray kRecordedItem = ScriptedServer::answer(
    200, R"({"Item":{"PK":{"S":"CART#1"},"qty":{"N":"5"},"expiresAt":{"N":"1767225600"}}})");

// The self-signed certificate for 127.0.0.1 in tests/data/tls (its README says how it was made).
QSslCertificate tlsCertificate()
{
    return QSslCertificate::fromPath(QStringLiteral(LW_TLS_DATA "/cert.pem")).value(0);
}

// A server of HTTPS with that certificate, for ScriptedServer.
std::unique_ptr<QTcpServer> httpsServer()
{
    QFile key(QStringLiteral(LW_TLS_DATA "/key.pem"));
    if (!key.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(key.fileName()));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(tlsCertificate());
    tls.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(tls);
    return server;
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace

class TestAwsClient : public QObject, public LwbRunner
{
    Q_OBJECT

    // A client of the scripted server whose waits are recorded, not slept, and whose jitter
    // draws 0.5.
    struct Scripted
    {
        ScriptedServer server;
        AwsClient client;
        QList<int> waits;
        explicit Scripted(QList<QByteArray> answers, RetryPolicy retry = {})
            : server(std::move(answers)),
              client({QUrl(u"http://127.0.0.1:%1"_s.arg(server.port())), u"us-east-1"_s}, kKeys,
                     retry)
        {
            client.setRandom([] { return 0.5; });
            client.setSleep([this](int ms) { waits.append(ms); });
        }
    };

private slots:
    // The lookup, as the AWS CLI makes it. Files: "credentials" and "config" under ~/.aws.
    void settings_data()
    {
        QTest::addColumn<Env>("environment");
        QTest::addColumn<QByteArray>("credentialsFile");
        QTest::addColumn<QByteArray>("configFile");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>(
            "expected"); // "<key id> <secret> <token> <region> <from>" or the error

        const QByteArray credentials = "# keys\n[default]\naws_access_key_id = AKDEF\n"
                                       "aws_secret_access_key = sdef\n\n[dev]\n"
                                       "aws_access_key_id=AKDEV\naws_secret_access_key=sdev\n"
                                       "aws_session_token = tdev\n";
        const QByteArray config = "[default]\nregion = eu-west-1\n[profile dev]\nregion = "
                                  "eu-central-1\n[profile cfg]\naws_access_key_id = AKCFG\n"
                                  "aws_secret_access_key = scfg\n; comment\n[profile role]\n"
                                  "role_arn = arn:aws:iam::1:role/r\nsource_profile = default\n";
        const Env keys{{u"AWS_ACCESS_KEY_ID"_s, u"AKENV"_s},
                       {u"AWS_SECRET_ACCESS_KEY"_s, u"senv"_s},
                       {u"AWS_SESSION_TOKEN"_s, u"tenv"_s}};
        const auto row = [&](const char *name, const Env &env, const QString &profile,
                             const QString &region, const QString &expected) {
            QTest::newRow(name) << env << credentials << config << profile << region << expected;
        };
        row("default profile", {}, {}, {},
            u"AKDEF sdef - eu-west-1 ~/.aws/credentials [default]"_s);
        row("environment keys first", keys, {}, {}, u"AKENV senv tenv eu-west-1 environment"_s);
        row("AWS_PROFILE", {{u"AWS_PROFILE"_s, u"dev"_s}}, {}, {},
            u"AKDEV sdev tdev eu-central-1 ~/.aws/credentials [dev]"_s);
        row("a profile asked for beats the environment's keys", keys, u"dev"_s, {},
            u"AKDEV sdev tdev eu-central-1 ~/.aws/credentials [dev]"_s);
        row("keys in the config file", {}, u"cfg"_s, {}, u"AKCFG scfg - - ~/.aws/config [cfg]"_s);
        row("region asked for", {{u"AWS_REGION"_s, u"ap-south-1"_s}}, {}, u"us-west-2"_s,
            u"AKDEF sdef - us-west-2 ~/.aws/credentials [default]"_s);
        row("AWS_REGION before AWS_DEFAULT_REGION",
            {{u"AWS_REGION"_s, u"ap-south-1"_s}, {u"AWS_DEFAULT_REGION"_s, u"sa-east-1"_s}}, {}, {},
            u"AKDEF sdef - ap-south-1 ~/.aws/credentials [default]"_s);
        row("only one environment key counts as none", {{u"AWS_ACCESS_KEY_ID"_s, u"AKENV"_s}}, {},
            {}, u"AKDEF sdef - eu-west-1 ~/.aws/credentials [default]"_s);
        row("unknown profile", {}, u"prod"_s, {},
            u"The profile prod is not in ~/.aws/credentials or ~/.aws/config"_s);
        row("a role is refused", {}, u"role"_s, {},
            u"The profile role uses role_arn, which Lifecycle Workbench does not support: give it "
            u"static keys or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"_s);
        QTest::newRow("a key without its secret")
            << Env{} << QByteArray("[default]\naws_access_key_id = AK\n") << QByteArray()
            << QString() << QString()
            << u"The profile default has aws_access_key_id but no aws_secret_access_key in "
               u"~/.aws/credentials"_s;
        QTest::newRow("nothing anywhere")
            << Env{} << QByteArray() << QByteArray() << QString() << QString()
            << u"No AWS credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or "
               u"give the profile default keys in ~/.aws/credentials"_s;
        QTest::newRow("files named by the environment")
            << Env{{u"AWS_SHARED_CREDENTIALS_FILE"_s, u"%HOME%/elsewhere/keys"_s}} << QByteArray()
            << QByteArray() << QString() << QString()
            << u"AKOTHER sother - - %HOME%/elsewhere/keys [default]"_s;
    }
    void settings()
    {
        QFETCH(Env, environment);
        QFETCH(QByteArray, credentialsFile);
        QFETCH(QByteArray, configFile);
        QFETCH(QString, profile);
        QFETCH(QString, region);
        QFETCH(QString, expected);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        for (QString &value : environment)
            value.replace(u"%HOME%"_s, home.path());
        expected.replace(u"%HOME%"_s, home.path());
        if (!credentialsFile.isEmpty())
            QVERIFY(writeFile(home.filePath(u".aws/credentials"_s), credentialsFile));
        if (!configFile.isEmpty())
            QVERIFY(writeFile(home.filePath(u".aws/config"_s), configFile));
        QVERIFY(
            writeFile(home.filePath(u"elsewhere/keys"_s),
                      "[default]\naws_access_key_id = AKOTHER\naws_secret_access_key = sother\n"));

        const auto found = findAwsSettings({environment, home.path()}, profile, region);
        const auto orDash = [](const QString &text) { return text.isEmpty() ? u"-"_s : text; };
        const QString got =
            found ? QStringList{QString::fromUtf8(found->credentials.accessKeyId),
                                QString::fromUtf8(found->credentials.secretAccessKey),
                                orDash(QString::fromUtf8(found->credentials.sessionToken)),
                                orDash(found->region), found->credentialsFrom}
                        .join(u' ')
                  : found.error();
        QCOMPARE(got, expected);
    }

    // Signed calls to the endpoint, which checks them with the keys it was given.
    void signedCallsToTheEndpoint()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString keysFile = dir.filePath(u"keys"_s);
        QVERIFY(writeFile(keysFile, kKeys.accessKeyId + ' ' + kKeys.secretAccessKey + '\n'));
        QProcess process;
        const quint16 port = serve(process, {}, {u"--credentials"_s, keysFile});
        QVERIFY(port != 0);
        const Endpoint endpoint{QUrl(u"http://127.0.0.1:%1"_s.arg(port)), u"us-east-1"_s};

        AwsClient client(endpoint, kKeys);
        const auto tables = client.call(u"DynamoDB_20120810.ListTables"_s, {});
        QVERIFY2(tables, tables ? "" : qPrintable(tables.error().message));
        QCOMPARE(tables->value(u"TableNames"_s).toArray().size(), 0);

        const auto missing =
            client.call(u"DynamoDB_20120810.DescribeTable"_s, {{u"TableName"_s, u"nope"_s}});
        QVERIFY(!missing);
        QCOMPARE(missing.error().type, u"ResourceNotFoundException"_s);
        QCOMPARE(missing.error().message, u"Requested resource not found: Table: nope not found"_s);
        QCOMPARE(missing.error().httpStatus, 400);
        QCOMPARE(missing.error().attempts, 1); // not retried: the request's own fault

        // A session token is sent and signed (the endpoint checks the signature over it).
        AwsClient session(endpoint,
                          {kKeys.accessKeyId, kKeys.secretAccessKey, "FwoGZXIvYXdzEJr//token"});
        QVERIFY(session.call(u"DynamoDB_20120810.ListTables"_s, {}));

        AwsClient wrongSecret(endpoint, {kKeys.accessKeyId, "not the secret", {}});
        const auto refused = wrongSecret.call(u"DynamoDB_20120810.ListTables"_s, {});
        QVERIFY(!refused);
        QCOMPARE(refused.error().type, u"InvalidSignatureException"_s);
        QCOMPARE(refused.error().attempts, 1);

        process.terminate();
        QVERIFY(process.waitForFinished(10000));
    }

    // The request as sent: POST /, the JSON 1.0 headers, a signature over all of them.
    void aRequestAsSent()
    {
        Scripted s({kOk});
        QVERIFY(s.client.call(u"DynamoDB_20120810.ListTables"_s, {{u"Limit"_s, 1}}));
        QCOMPARE(s.server.requests().size(), 1);
        const QByteArray request = s.server.requests().first();
        QVERIFY(request.startsWith("POST / HTTP/1.1\r\n"));
        QVERIFY(request.contains("X-Amz-Target: DynamoDB_20120810.ListTables\r\n"));
        QVERIFY(request.contains("Content-Type: application/x-amz-json-1.0\r\n"));
        QVERIFY(request.contains("Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/"));
        QVERIFY(request.contains("/us-east-1/dynamodb/aws4_request, "
                                 "SignedHeaders=content-type;host;x-amz-date;x-amz-target, "
                                 "Signature="));
        QVERIFY(request.endsWith("\r\n\r\n{\"Limit\":1}"));
    }

    // Temporary credentials: the token travels as X-Amz-Security-Token, signed with the rest.
    void aSessionTokenIsSigned()
    {
        ScriptedServer server({kOk});
        AwsClient client({QUrl(u"http://127.0.0.1:%1"_s.arg(server.port())), u"eu-west-1"_s},
                         {"ASIAEXAMPLE", "secret", "FwoGZXIvYXdzEJr//token"});
        QVERIFY(client.call(u"DynamoDB_20120810.ListTables"_s, {}));
        const QByteArray request = server.requests().first();
        QVERIFY(request.contains("X-Amz-Security-Token: FwoGZXIvYXdzEJr//token\r\n"));
        QVERIFY(request.contains("Credential=ASIAEXAMPLE/"));
        QVERIFY(request.contains("/eu-west-1/dynamodb/aws4_request, SignedHeaders=content-type;"
                                 "host;x-amz-date;x-amz-security-token;x-amz-target, "));
    }

    // Over HTTPS, from a server whose certificate the test trusts as a CA, as a client trusts
    // AWS's through the system's: the recorded answer, after one throttled attempt retried, to a
    // call with temporary credentials whose token travels signed in each attempt.
    void overHttps()
    {
        const QSslCertificate certificate = tlsCertificate();
        QVERIFY(!certificate.isNull());
        const QSslConfiguration untrusting = QSslConfiguration::defaultConfiguration();
        QSslConfiguration trusting = untrusting;
        trusting.addCaCertificate(certificate);
        QSslConfiguration::setDefaultConfiguration(trusting);
        const auto restore =
            qScopeGuard([&] { QSslConfiguration::setDefaultConfiguration(untrusting); });

        ScriptedServer server({kThrottled, kRecordedItem}, httpsServer());
        AwsClient client({QUrl(u"https://127.0.0.1:%1"_s.arg(server.port())), u"eu-west-1"_s},
                         {"ASIAEXAMPLE", "secret", "FwoGZXIvYXdzEJr//token"});
        QList<int> waits;
        client.setRandom([] { return 0.5; });
        client.setSleep([&](int ms) { waits.append(ms); });
        const auto answer =
            client.call(u"DynamoDB_20120810.GetItem"_s,
                        {{u"TableName"_s, u"Carts"_s},
                         {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"CART#1"_s}}}}}});
        QVERIFY2(answer, answer ? "" : qPrintable(answer.error().message));
        QCOMPARE(answer->value(u"Item"_s)[u"qty"_s][u"N"_s].toString(), u"5"_s);
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(waits, QList{500});
        for (const QByteArray &request : server.requests()) {
            QVERIFY(request.startsWith("POST / HTTP/1.1\r\n"));
            QVERIFY(request.contains("X-Amz-Security-Token: FwoGZXIvYXdzEJr//token\r\n"));
            QVERIFY(request.contains("SignedHeaders=content-type;host;x-amz-date;"
                                     "x-amz-security-token;x-amz-target, "));
        }
    }

    // The same server untrusted: the handshake fails, no request is read, and the client says
    // so as a network error (retried, as a reset connection is).
    void anUntrustedCertificateIsRefused()
    {
        ScriptedServer server({kRecordedItem}, httpsServer());
        AwsClient client({QUrl(u"https://127.0.0.1:%1"_s.arg(server.port())), u"eu-west-1"_s},
                         kKeys);
        client.setSleep([](int) {});
        const auto answer = client.call(u"DynamoDB_20120810.ListTables"_s, {});
        QVERIFY(!answer);
        QCOMPARE(answer.error().type, u"NetworkError"_s);
        QCOMPARE(answer.error().httpStatus, 0);
        QVERIFY2(answer.error().message.contains(u"SSL"_s), qPrintable(answer.error().message));
        QCOMPARE(server.requests().size(), 0);
    }

    // Standard mode: which answers are tried again, how often, after how long.
    void retries_data()
    {
        QTest::addColumn<QList<QByteArray>>("answers");
        QTest::addColumn<bool>("succeeds");
        QTest::addColumn<QString>("errorType");
        QTest::addColumn<int>("requests");
        QTest::addColumn<QList<int>>("waits"); // jitter 0.5 of 1 s, 2 s …
        QTest::newRow("5xx then throttled then answered")
            << QList{kUnavailable, kThrottled, kOk} << true << QString() << 3 << QList{500, 1000};
        QTest::newRow("throttled three times")
            << QList{kThrottled} << false << u"ThrottlingException"_s << 3 << QList{500, 1000};
        QTest::newRow("a client error at once")
            << QList{kInvalid, kOk} << false << u"ValidationException"_s << 1 << QList<int>();
        QTest::newRow("an answer without __type from something in between")
            << QList{ScriptedServer::answer(502, "<html>bad gateway</html>"), kOk} << true
            << QString() << 2 << QList{500};
    }
    void retries()
    {
        QFETCH(QList<QByteArray>, answers);
        QFETCH(bool, succeeds);
        QFETCH(QString, errorType);
        QFETCH(int, requests);
        QFETCH(QList<int>, waits);
        Scripted s(answers);
        const auto answer = s.client.call(u"DynamoDB_20120810.ListTables"_s, {});
        QCOMPARE(bool(answer), succeeds);
        if (!succeeds) {
            QCOMPARE(answer.error().type, errorType);
            QCOMPARE(answer.error().attempts, requests);
        }
        QCOMPARE(s.server.requests().size(), requests);
        QCOMPARE(s.waits, waits);
    }

    // The exponential bound stops at the policy's maximum.
    void theWaitIsCapped()
    {
        Scripted s({kThrottled}, RetryPolicy{6, 1000, 3000, 10'000});
        QVERIFY(!s.client.call(u"DynamoDB_20120810.ListTables"_s, {}));
        QCOMPARE(s.waits, (QList{500, 1000, 1500, 1500, 1500}));
    }

    // A server that never answers: each attempt times out, and the timeout is retried.
    void aSilentServerTimesOut()
    {
        Scripted s({QByteArray()}, RetryPolicy{2, 1000, 20'000, 300});
        const auto answer = s.client.call(u"DynamoDB_20120810.ListTables"_s, {});
        QVERIFY(!answer);
        QCOMPARE(answer.error().type, u"RequestTimeout"_s);
        QCOMPARE(answer.error().httpStatus, 0);
        QCOMPARE(answer.error().attempts, 2);
        QCOMPARE(s.server.requests().size(), 2);
    }

    // Nothing listening: a network error, retried, with Qt's text.
    void nothingListening()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        AwsClient client({QUrl(u"http://127.0.0.1:%1"_s.arg(port)), u"us-east-1"_s}, kKeys);
        QList<int> waits;
        client.setSleep([&](int ms) { waits.append(ms); });
        const auto answer = client.call(u"DynamoDB_20120810.ListTables"_s, {});
        QVERIFY(!answer);
        QCOMPARE(answer.error().type, u"NetworkError"_s);
        QVERIFY(answer.error().message.contains(u"refused"_s, Qt::CaseInsensitive));
        QCOMPARE(answer.error().attempts, 3);
        QCOMPARE(waits.size(), 2);
    }
};

QTEST_MAIN(TestAwsClient)
#include "tst_awsclient.moc"
