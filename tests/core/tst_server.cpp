// The DynamoDB endpoint in-process on a free port, driven as the SDKs drive it
// (QNetworkAccessManager) and as abusive clients do (raw sockets): the protocol's answers and
// headers, every refusal, and a workspace that verifies clean after all of it.
#include "engine/engine.h"
#include "rawhttp.h"
#include "server/dynamoserver.h"
#include "testworkspace.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>

#include <zlib.h>

using namespace Qt::StringLiterals;
using namespace lw::test;

namespace {

const QByteArray kTable = "{\"TableName\": \"items\", \"BillingMode\": \"PAY_PER_REQUEST\", "
                          "\"KeySchema\": [{\"AttributeName\": \"pk\", \"KeyType\": \"HASH\"}, "
                          "{\"AttributeName\": \"sk\", \"KeyType\": \"RANGE\"}], "
                          "\"AttributeDefinitions\": [{\"AttributeName\": \"pk\", "
                          "\"AttributeType\": \"S\"}, {\"AttributeName\": \"sk\", "
                          "\"AttributeType\": \"N\"}], \"StreamSpecification\": "
                          "{\"StreamEnabled\": true, \"StreamViewType\": \"NEW_AND_OLD_IMAGES\"}}";

quint32 zlibCrc(const QByteArray &bytes)
{
    return quint32(
        crc32(0, reinterpret_cast<const Bytef *>(bytes.constData()), uInt(bytes.size())));
}

QJsonObject object(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

} // namespace

class TestServer : public QObject
{
    Q_OBJECT

    // The api over HTTP the way an SDK calls it; fails the test on a transport error.
    struct Answer
    {
        int status = 0;
        QJsonObject body;
        QByteArray raw;
        QByteArray requestId, crc32, contentType;
    };

    Answer post(const QByteArray &target, const QByteArray &body)
    {
        QNetworkRequest request(QUrl(m_server->url()));
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/x-amz-json-1.0"));
        request.setRawHeader("X-Amz-Target", target);
        // Any credentials in SigV4's form: this endpoint checks no signature.
        request.setRawHeader("Authorization",
                             "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/dynamodb/"
                             "aws4_request, SignedHeaders=host;x-amz-date, Signature=0");
        request.setRawHeader("X-Amz-Date", "20261201T000000Z");
        QNetworkReply *reply = m_network.post(request, body);
        if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 10000))
            qWarning("no reply to %s", target.constData());
        Answer answer;
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        answer.raw = reply->readAll();
        answer.body = object(answer.raw);
        answer.requestId = reply->rawHeader("x-amzn-RequestId");
        answer.crc32 = reply->rawHeader("x-amz-crc32");
        answer.contentType = reply->rawHeader("Content-Type");
        reply->deleteLater();
        return answer;
    }

    QJsonObject ok(const QByteArray &target, const QByteArray &body)
    {
        const Answer answer = post(target, body);
        if (answer.status != 200)
            qWarning("%s: %d %s", target.constData(), answer.status, answer.raw.constData());
        return answer.body;
    }

    // Short limits so the timeout tests take a fraction of a second.
    static lw::server::ServerLimits shortLimits()
    {
        lw::server::ServerLimits limits;
        limits.requestTimeoutMs = 300;
        limits.idleTimeoutMs = 300;
        limits.lingerMs = 200;
        return limits;
    }

    // Restarts the server with shortLimits() changed by `change`.
    template<class Change> void restart(Change change)
    {
        lw::server::ServerLimits limits = shortLimits();
        change(limits);
        m_server->stop();
        m_server->setLimits(limits);
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
    }

    std::unique_ptr<TestWorkspace> m_ws;
    std::unique_ptr<lw::DynamoServer> m_server;
    QNetworkAccessManager m_network;

private slots:
    void init()
    {
        m_ws = std::make_unique<TestWorkspace>();
        m_server = std::make_unique<lw::DynamoServer>(m_ws->workspace().api());
        m_server->setLimits(shortLimits());
        const lw::Status started = m_server->start(QHostAddress::LocalHost, 0);
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
        QVERIFY(m_server->port() != 0);
        QCOMPARE(m_server->url(), u"http://127.0.0.1:%1"_s.arg(m_server->port()));
    }

    // Every test ends with a workspace whose invariants hold, whatever it threw at the server.
    void cleanup()
    {
        QCOMPARE(m_ws->workspace().engine().verify(), QStringList());
        m_server.reset();
        m_ws.reset();
    }

    // A CREATING table and an ENABLING TTL settle in wall time with no request after them and
    // the workspace clock standing still (statesettler.h), and the server says so.
    void statesSettleInWallTime()
    {
        lw::settlingOf(m_ws->workspace().engine()).setSettleDelays({300, 300});
        const qint64 clockBefore = m_ws->workspace().engine().nowMs();
        QSignalSpy settled(m_server.get(), &lw::DynamoServer::statesSettled);
        const QJsonObject created = ok("DynamoDB_20120810.CreateTable",
                                       R"({"TableName": "Orders", "BillingMode": "PAY_PER_REQUEST",
                   "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                   "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
        QCOMPARE(created[u"TableDescription"_s][u"TableStatus"_s].toString(), u"CREATING"_s);
        // Counted, not waited for: under load the timer may fire before the reply is read.
        QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 3000);
        auto described = m_ws->call(u"DescribeTable"_s, R"({"TableName": "Orders"})");
        QVERIFY(described);
        QCOMPARE(described->value(u"Table"_s)[u"TableStatus"_s].toString(), u"ACTIVE"_s);
        ok("DynamoDB_20120810.UpdateTimeToLive",
           R"({"TableName": "Orders", "TimeToLiveSpecification":
               {"Enabled": true, "AttributeName": "expiresAt"}})");
        QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 2, 3000);
        auto ttl = m_ws->call(u"DescribeTimeToLive"_s, R"({"TableName": "Orders"})");
        QVERIFY(ttl);
        QCOMPARE(ttl->value(u"TimeToLiveDescription"_s)[u"TimeToLiveStatus"_s].toString(),
                 u"ENABLED"_s);
        QCOMPARE(m_ws->workspace().engine().nowMs(), clockBefore);
    }

    void roundTrip()
    {
        QSignalSpy handled(m_server.get(), &lw::DynamoServer::requestHandled);
        ok("DynamoDB_20120810.CreateTable", kTable);
        for (int sk = 1; sk <= 3; ++sk)
            ok("DynamoDB_20120810.PutItem", "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": "
                                            "\"a\"}, \"sk\": {\"N\": \"" +
                                                QByteArray::number(sk) + "\"}}}");
        const QJsonObject got =
            ok("DynamoDB_20120810.GetItem", "{\"TableName\": \"items\", \"Key\": {\"pk\": {\"S\": "
                                            "\"a\"}, \"sk\": {\"N\": \"2\"}}}");
        QCOMPARE(got, json("{\"Item\": {\"pk\": {\"S\": \"a\"}, \"sk\": {\"N\": \"2\"}}}"));
        const QJsonObject query =
            ok("DynamoDB_20120810.Query",
               "{\"TableName\": \"items\", \"KeyConditionExpression\": \"pk = :p AND sk > :s\", "
               "\"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}, \":s\": {\"N\": \"1\"}}}");
        QCOMPARE(query.value(u"Count"_s).toInt(), 2);
        QCOMPARE(ok("DynamoDB_20120810.ListTables", "{}"), json("{\"TableNames\": [\"items\"]}"));
        QCOMPARE(handled.size(), 7);
        const auto last = handled.last().at(0).value<lw::server::ApiCall>();
        QCOMPARE(last.action, u"ListTables"_s);
        QVERIFY(last.result);
        QCOMPARE(*last.result, json("{\"TableNames\": [\"items\"]}"));
    }

    void streamsTarget()
    {
        ok("DynamoDB_20120810.CreateTable", kTable);
        ok("DynamoDB_20120810.PutItem", "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": "
                                        "\"a\"}, \"sk\": {\"N\": \"1\"}}}");
        const QJsonObject streams = ok("DynamoDBStreams_20120810.ListStreams", "{}");
        const QString arn = streams[u"Streams"_s][0][u"StreamArn"_s].toString();
        QVERIFY(!arn.isEmpty());
        const QJsonObject described = ok("DynamoDBStreams_20120810.DescribeStream",
                                         "{\"StreamArn\": \"" + arn.toUtf8() + "\"}");
        const QString shard =
            described[u"StreamDescription"_s][u"Shards"_s][0][u"ShardId"_s].toString();
        const QJsonObject iterator =
            ok("DynamoDBStreams_20120810.GetShardIterator",
               "{\"StreamArn\": \"" + arn.toUtf8() + "\", \"ShardId\": \"" + shard.toUtf8() +
                   "\", \"ShardIteratorType\": \"TRIM_HORIZON\"}");
        const QJsonObject records =
            ok("DynamoDBStreams_20120810.GetRecords",
               "{\"ShardIterator\": \"" + iterator[u"ShardIterator"_s].toString().toUtf8() + "\"}");
        QCOMPARE(records[u"Records"_s].toArray().size(), 1);
        QCOMPARE(records[u"Records"_s][0][u"eventName"_s].toString(), u"INSERT"_s);

        // Each prefix takes its own actions only, as the service's two endpoints do.
        const Answer wrongPrefix = post("DynamoDB_20120810.ListStreams", "{}");
        QCOMPARE(wrongPrefix.status, 400);
        QCOMPARE(wrongPrefix.body[u"__type"_s].toString(),
                 u"com.amazon.coral.service#UnknownOperationException"_s);
        QCOMPARE(post("DynamoDBStreams_20120810.ListTables", "{}").status, 400);
    }

    void headers()
    {
        const Answer first = post("DynamoDB_20120810.ListTables", "{}");
        const Answer second = post("DynamoDB_20120810.ListTables", "{}");
        const QRegularExpression id(u"^[A-Z0-9]{52}$"_s);
        QVERIFY2(id.match(QString::fromLatin1(first.requestId)).hasMatch(),
                 first.requestId.constData());
        QVERIFY(first.requestId != second.requestId);
        QCOMPARE(first.crc32, QByteArray::number(zlibCrc(first.raw)));
        QCOMPARE(first.contentType, "application/x-amz-json-1.0");
        const Answer failed = post("DynamoDB_20120810.DescribeTable", "{\"TableName\": \"nope\"}");
        QCOMPARE(failed.crc32, QByteArray::number(zlibCrc(failed.raw)));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body"); // exactly; or the __type when it starts with "#"

        // The validation layer's answers (dynalite's suite records them from the service).
        QTest::newRow("validation")
            << dynamoRequest("DynamoDB_20120810.PutItem", "{}") << 400
            << QByteArray("{\"__type\":\"com.amazon.coral.validate#ValidationException\","
                          "\"message\":\"2 validation errors detected: Value null at 'tableName' "
                          "failed to satisfy constraint: Member must not be null; Value null at "
                          "'item' failed to satisfy constraint: Member must not be null\"}");
        QTest::newRow("not found")
            << dynamoRequest("DynamoDB_20120810.DescribeTable", "{\"TableName\": \"nope\"}") << 400
            << QByteArray("#com.amazonaws.dynamodb.v20120810#ResourceNotFoundException");
        QTest::newRow("malformed JSON")
            << dynamoRequest("DynamoDB_20120810.ListTables", "{\"Limit\": ") << 400
            << QByteArray("#com.amazon.coral.service#SerializationException");
        QTest::newRow("not an object")
            << dynamoRequest("DynamoDB_20120810.ListTables", "[1]") << 400
            << QByteArray("#com.amazon.coral.service#SerializationException");
        QTest::newRow("wrong member type")
            << dynamoRequest("DynamoDB_20120810.DescribeTable", "{\"TableName\": 5}") << 400
            << QByteArray("{\"Message\":\"NUMBER_VALUE cannot be converted to String\","
                          "\"__type\":\"com.amazon.coral.service#SerializationException\"}");
        // Without a check of credentials a DynamoDB request still needs an Authorization header
        // of SigV4's form, and gets the service's answers without one (as dynalite's suite
        // records them); the workbench's own actions, which no SDK signs, need none.
        const QByteArray unsignedHead =
            "POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.%1\r\n"
            "Content-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n%2\r\n{}";
        const auto unsignedRequest = [&](const char *action, const QByteArray &headers = {}) {
            return QByteArray(unsignedHead).replace("%1", action).replace("%2", headers);
        };
        QTest::newRow("no authorization")
            << unsignedRequest("ListTables") << 400
            << QByteArray("{\"__type\":\"com.amazon.coral.service#"
                          "MissingAuthenticationTokenException\",\"message\":\"Request is "
                          "missing Authentication Token\"}");
        QTest::newRow("not AWS4")
            << unsignedRequest("ListTables", "Authorization: Bearer x\r\n") << 400
            << QByteArray("#com.amazon.coral.service#MissingAuthenticationTokenException");
        QTest::newRow("incomplete authorization")
            << unsignedRequest("ListTables", "Authorization: AWS4-HMAC-SHA256 Credential=a\r\n")
            << 400
            << QByteArray("{\"__type\":\"com.amazon.coral.service#IncompleteSignatureException\","
                          "\"message\":\"Authorization header requires 'Signature' parameter. "
                          "Authorization header requires 'SignedHeaders' parameter. "
                          "Authorization header requires existence of either a 'X-Amz-Date' or "
                          "a 'Date' header. Authorization=AWS4-HMAC-SHA256 Credential=a\"}");
        // The tags are DynamoDB's actions too (model/serviceactions.h): an unsigned TagResource
        // is refused as ListTables is, before the action reads its request.
        QTest::newRow("tags unsigned")
            << unsignedRequest("TagResource") << 400
            << QByteArray("#com.amazon.coral.service#MissingAuthenticationTokenException");
        QTest::newRow("workbench action unsigned")
            << unsignedRequest("DescribeSoftDelete") << 400
            << QByteArray("#com.amazonaws.dynamodb.v20120810#ValidationException");
        QTest::newRow("unknown action")
            << dynamoRequest("DynamoDB_20120810.ListTable", "{}") << 400
            << QByteArray("#com.amazon.coral.service#UnknownOperationException");
        QTest::newRow("unknown prefix")
            << dynamoRequest("DynamoDB_20111205.ListTables", "{}") << 400
            << QByteArray("#com.amazon.coral.service#UnknownOperationException");
        QTest::newRow("missing target")
            << dynamoRequest({}, "{}") << 400
            << QByteArray("#com.amazon.coral.service#UnknownOperationException");
        QTest::newRow("empty body")
            << dynamoRequest("DynamoDB_20120810.ListTables", {}) << 400
            << QByteArray("#com.amazon.coral.service#SerializationException");
        QTest::newRow("wrong content type")
            << dynamoRequest("DynamoDB_20120810.ListTables", "{}", "text/plain") << 404
            << QByteArray("<UnknownOperationException/>\n");
        QTest::newRow("missing content type")
            << dynamoRequest("DynamoDB_20120810.ListTables", "{}", {}) << 404
            << QByteArray("<UnknownOperationException/>\n");
        QTest::newRow("amz-json-1.1")
            << dynamoRequest("DynamoDB_20120810.ListTables", "{}", "application/x-amz-json-1.1")
            << 404 << QByteArray("<UnknownOperationException/>\n");
        QTest::newRow("application/json, parameters")
            << dynamoRequest("DynamoDB_20120810.ListTables", "{}", " application/json ; x=y") << 200
            << QByteArray("{\"TableNames\":[]}");
        QTest::newRow("GET") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n") << 200
                             << QByteArray("healthy: dynamodb.us-east-1.amazonaws.com ");
        QTest::newRow("PUT") << QByteArray("PUT / HTTP/1.1\r\nContent-Length: 0\r\n\r\n") << 404
                             << QByteArray("<UnknownOperationException/>\n");
    }

    void errors()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send(request);
        const std::optional<HttpReply> reply = client.reply();
        QVERIFY(reply);
        QCOMPARE(reply->status, status);
        if (body.startsWith('#'))
            QCOMPARE(object(reply->body).value(u"__type"_s).toString(),
                     QString::fromLatin1(body.sliced(1)));
        else
            QCOMPARE(reply->body, body);
        QCOMPARE(reply->headers.value("x-amz-crc32"), QByteArray::number(zlibCrc(reply->body)));
        QCOMPARE(reply->headers.value("x-amzn-requestid").size(), 52);
        // The connection stays usable after an error.
        client.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        const std::optional<HttpReply> next = client.reply();
        QVERIFY(next);
        QCOMPARE(next->status, 200);
    }

    // A browser's requests get DynamoDB's CORS headers (as dynalite reproduces them): a
    // preflight is answered at once, before any check of the request; a request without an
    // Origin gets none.
    void cors()
    {
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send("OPTIONS / HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:3000\r\n"
                    "Access-Control-Request-Method: POST\r\n"
                    "Access-Control-Request-Headers: authorization,content-type,x-amz-target\r\n"
                    "Content-Length: 0\r\n\r\n");
        const std::optional<HttpReply> preflight = client.reply();
        QVERIFY(preflight);
        QCOMPARE(preflight->status, 200);
        QCOMPARE(preflight->body, QByteArray());
        QCOMPARE(preflight->headers.value("access-control-allow-origin"), "*");
        QCOMPARE(preflight->headers.value("access-control-allow-methods"), "POST");
        QCOMPARE(preflight->headers.value("access-control-allow-headers"),
                 "authorization,content-type,x-amz-target");
        QCOMPARE(preflight->headers.value("access-control-max-age"), "172800");
        QCOMPARE(preflight->headers.value("content-length"), "0");

        for (const QByteArray &target : {QByteArray("DynamoDB_20120810.ListTables"),
                                         QByteArray("DynamoDB_20120810.DescribeTable")}) {
            client.send(dynamoRequest(target, "{}", "application/x-amz-json-1.0",
                                      "Origin: http://localhost:3000\r\n"));
            const std::optional<HttpReply> reply = client.reply();
            QVERIFY(reply);
            QCOMPARE(reply->status, target.endsWith("ListTables") ? 200 : 400);
            QCOMPARE(reply->headers.value("access-control-allow-origin"), "*");
            QVERIFY(!reply->headers.contains("access-control-max-age"));
        }

        client.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        const std::optional<HttpReply> plain = client.reply();
        QVERIFY(plain);
        QVERIFY(!plain->headers.contains("access-control-allow-origin"));
        // An OPTIONS without an Origin is no preflight: any method but POST is refused.
        client.send("OPTIONS / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
        const std::optional<HttpReply> notBrowser = client.reply();
        QVERIFY(notBrowser);
        QCOMPARE(notBrowser->status, 404);
    }

    // The service's own CRC-32s of its fixed answers (as mhart/dynalite's suite recorded them).
    void fixedAnswersCrc()
    {
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send("GET / HTTP/1.1\r\n\r\nDELETE / HTTP/1.1\r\n\r\n");
        const std::optional<HttpReply> healthy = client.reply();
        const std::optional<HttpReply> notFound = client.reply();
        QVERIFY(healthy && notFound);
        QCOMPARE(healthy->headers.value("x-amz-crc32"), "3128867991");
        QCOMPARE(notFound->headers.value("x-amz-crc32"), "3552371480");
    }

    void keepAliveAndPipelining()
    {
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        for (int i = 0; i < 3; ++i) {
            client.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
            const std::optional<HttpReply> reply = client.reply();
            QVERIFY(reply);
            QCOMPARE(reply->status, 200);
            QVERIFY(!reply->headers.contains("connection"));
        }
        // Three requests in one write: three answers, in order.
        client.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}") +
                    dynamoRequest("DynamoDB_20120810.DescribeTable", "{\"TableName\": \"nope\"}") +
                    dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        const auto a = client.reply(), b = client.reply(), c = client.reply();
        QVERIFY(a && b && c);
        QCOMPARE(QList<int>({a->status, b->status, c->status}), QList<int>({200, 400, 200}));

        client.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}",
                                  "application/x-amz-json-1.0", "Connection: close\r\n"));
        const std::optional<HttpReply> last = client.reply();
        QVERIFY(last);
        QCOMPARE(last->headers.value("connection"), "close");
        QVERIFY(client.closedWithin(2000));
    }

    void manyConnections()
    {
        std::vector<std::unique_ptr<RawHttp>> clients;
        for (int i = 0; i < 50; ++i) {
            clients.push_back(std::make_unique<RawHttp>());
            QVERIFY(clients.back()->connectTo(m_server->port()));
        }
        for (auto &client : clients)
            client->send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        for (auto &client : clients) {
            const std::optional<HttpReply> reply = client->reply();
            QVERIFY(reply);
            QCOMPARE(reply->status, 200);
        }
    }

    // Past the limit of one client address, a new connection closes that address's connection
    // idle longest and is served; an idle connection never locks a new one out.
    void idleConnectionsMakeRoom()
    {
        restart([](lw::server::ServerLimits &limits) {
            limits.maxConnectionsPerClient = 2;
            limits.idleTimeoutMs = 5000;
        });
        RawHttp first, second, third;
        QVERIFY(first.connectTo(m_server->port()));
        QTest::qWait(20); // first is idle longer than second
        QVERIFY(second.connectTo(m_server->port()));
        second.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        QVERIFY(second.reply());
        QVERIFY(third.connectTo(m_server->port()));
        QVERIFY(first.closedWithin(2000));
        third.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        const std::optional<HttpReply> served = third.reply();
        QVERIFY(served);
        QCOMPARE(served->status, 200);
        second.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        QVERIFY(second.reply()); // still open
    }

    // At the server's limit, a new address's connection closes the connection idle longest,
    // whoever it is.
    void serverLimitClosesTheLongestIdle()
    {
        restart([](lw::server::ServerLimits &limits) {
            limits.maxConnections = 2;
            limits.idleTimeoutMs = 5000;
        });
        RawHttp first, second, other;
        QVERIFY(first.connectTo(m_server->port()));
        QTest::qWait(20);
        QVERIFY(second.connectTo(m_server->port()));
        QVERIFY(other.connectTo(m_server->port(), QHostAddress(u"127.0.0.2"_s)));
        QVERIFY(first.closedWithin(2000));
        other.send(dynamoRequest("DynamoDB_20120810.ListTables", "{}"));
        const std::optional<HttpReply> served = other.reply();
        QVERIFY(served);
        QCOMPARE(served->status, 200);
    }

    // When every connection at the limit is busy (a request in progress), the new one is
    // answered 503 and closed.
    void connectionLimit()
    {
        restart([](lw::server::ServerLimits &limits) {
            limits.maxConnections = 2;
            limits.idleTimeoutMs = 5000;
            limits.requestTimeoutMs = 5000;
        });
        RawHttp first, second, third;
        QVERIFY(first.connectTo(m_server->port()) && second.connectTo(m_server->port()));
        const QByteArray list = dynamoRequest("DynamoDB_20120810.ListTables", "{}");
        first.send(list.first(10));
        second.send(list.first(10));
        QTest::qWait(50);
        QVERIFY(third.connectTo(m_server->port()));
        const std::optional<HttpReply> refused = third.reply();
        QVERIFY(refused);
        QCOMPARE(refused->status, 503);
        QCOMPARE(object(refused->body).value(u"message"_s).toString(),
                 u"The server has 2 connections open, its limit, all busy: try again later"_s);
        QVERIFY(third.closedWithin(2000));
        first.send(list.sliced(10));
        QVERIFY(first.reply());
    }

    // Large bodies that are announced and held back use up their client's budget, not the
    // server's: small requests from the same client, and large ones from another, are served.
    void smallRequestsWhileLargeOnesWait()
    {
        restart([](lw::server::ServerLimits &limits) {
            limits.maxInFlightBytes = 3 * 1024 * 1024;
            limits.maxInFlightBytesPerClient = 2 * 1024 * 1024;
            limits.bodyStartTimeoutMs = 5000;
            limits.requestTimeoutMs = 5000;
        });
        ok("DynamoDB_20120810.CreateTable", kTable);
        const QByteArray announce = "POST / HTTP/1.1\r\nX-Amz-Target: DynamoDB_20120810.PutItem\r\n"
                                    "Content-Type: application/x-amz-json-1.0\r\nContent-Length: " +
                                    QByteArray::number(1024 * 1024) + "\r\n\r\n";
        RawHttp held1, held2, over;
        for (RawHttp *client : {&held1, &held2, &over}) {
            QVERIFY(client->connectTo(m_server->port()));
            client->send(announce);
            QTest::qWait(20);
        }
        const std::optional<HttpReply> refused = over.reply();
        QVERIFY(refused);
        QCOMPARE(refused->status, 503);
        QCOMPARE(object(refused->body).value(u"message"_s).toString(),
                 u"The server is receiving 2097152 bytes of other requests from 127.0.0.1: try "
                 u"again later"_s);

        QCOMPARE(post("DynamoDB_20120810.ListTables", "{}").status, 200);
        const QByteArray put = "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": \"a\"}, "
                               "\"sk\": {\"N\": \"1\"}, \"pad\": {\"S\": \"" +
                               QByteArray(32 * 1024, 'x') + "\"}}}";
        QCOMPARE(post("DynamoDB_20120810.PutItem", put).status, 200);

        RawHttp other; // another address has a budget of its own, within the server's
        QVERIFY(other.connectTo(m_server->port(), QHostAddress(u"127.0.0.2"_s)));
        const QByteArray big = "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": \"b\"}, "
                               "\"sk\": {\"N\": \"1\"}, \"pad\": {\"S\": \"" +
                               QByteArray(200 * 1024, 'x') + "\"}}}";
        other.send(dynamoRequest("DynamoDB_20120810.PutItem", big));
        const std::optional<HttpReply> admitted = other.reply();
        QVERIFY(admitted);
        QCOMPARE(admitted->status, 200);
    }

    // A body that does not begin soon after its headers gives its budget back within
    // bodyStartTimeoutMs, not the request timeout.
    void bodyThatNeverBegins()
    {
        restart([](lw::server::ServerLimits &limits) {
            limits.bodyStartTimeoutMs = 300;
            limits.requestTimeoutMs = 10'000;
        });
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        QElapsedTimer timer;
        timer.start();
        client.send("POST / HTTP/1.1\r\nX-Amz-Target: DynamoDB_20120810.PutItem\r\nContent-Type: "
                    "application/x-amz-json-1.0\r\nContent-Length: 1000000\r\n\r\n");
        const std::optional<HttpReply> reply = client.reply(3000);
        QVERIFY(reply);
        QCOMPARE(reply->status, 408);
        QCOMPARE(object(reply->body).value(u"message"_s).toString(),
                 u"The request body of 1000000 bytes did not begin within 300 ms of the headers"_s);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(client.closedWithin(3000));
    }

    void bodyRate_data()
    {
        QTest::addColumn<int>("bytesPerPiece");
        QTest::addColumn<int>("status");
        // Pieces every 20 ms: 500 bytes a second is under the 1000 required, 10000 over it.
        QTest::newRow("slow drip") << 10 << 408;
        QTest::newRow("slow but enough") << 200 << 200;
    }

    // A body that keeps coming, but slower than minBodyBytesPerSecond, is refused long before
    // the request timeout; one that keeps up is served, however long it takes.
    void bodyRate()
    {
        QFETCH(int, bytesPerPiece);
        QFETCH(int, status);
        restart([](lw::server::ServerLimits &limits) {
            limits.bodyStartTimeoutMs = 300;
            limits.minBodyBytesPerSecond = 1000;
            limits.requestTimeoutMs = 10'000;
        });
        ok("DynamoDB_20120810.CreateTable", kTable);
        const QByteArray body = "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": \"a\"}, "
                                "\"sk\": {\"N\": \"1\"}, \"pad\": {\"S\": \"" +
                                QByteArray(8000, 'x') + "\"}}}";
        const QByteArray request = dynamoRequest("DynamoDB_20120810.PutItem", body);
        const qsizetype head = request.size() - body.size();
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send(request.first(head));
        QElapsedTimer timer;
        timer.start();
        std::optional<HttpReply> reply;
        for (qsizetype at = head; at < request.size() && !reply; at += bytesPerPiece) {
            client.send(request.mid(at, bytesPerPiece));
            reply = client.reply(20);
        }
        if (!reply)
            reply = client.reply(3000);
        QVERIFY(reply);
        QCOMPARE(reply->status, status);
        if (status == 408) {
            QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
            QVERIFY2(object(reply->body)
                         .value(u"message"_s)
                         .toString()
                         .startsWith(u"The request body arrives too slowly: "_s),
                     reply->body.constData());
        }
    }

    // A body over 16 MB is refused as soon as its headers are in: the server does not wait for
    // (or buffer) the body, even one announced with "Expect: 100-continue".
    void bodyTooLarge()
    {
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send("POST / HTTP/1.1\r\nX-Amz-Target: DynamoDB_20120810.PutItem\r\nContent-Type: "
                    "application/x-amz-json-1.0\r\nExpect: 100-continue\r\nContent-Length: " +
                    QByteArray::number(16 * 1024 * 1024 + 1) + "\r\n\r\n");
        const std::optional<HttpReply> reply = client.reply();
        QVERIFY(reply);
        QCOMPARE(reply->status, 413);
        QCOMPARE(reply->headers.value("connection"), "close");
        QCOMPARE(object(reply->body).value(u"message"_s).toString(),
                 u"The request body of 16777217 bytes is larger than the 16777216 bytes DynamoDB "
                 u"accepts"_s);
        // The client sends its body anyway: it is discarded, and the connection closes.
        client.send(QByteArray(1024 * 1024, 'x'));
        QVERIFY(client.closedWithin(3000));
    }

    // 16 MB exactly is read whole and answered by the api (here: an item that is too large).
    void bodyAtTheLimit()
    {
        // 16 MB takes longer than the short limits allow on a loaded machine; what is tested
        // is the size, not the time.
        restart([](lw::server::ServerLimits &limits) {
            limits.requestTimeoutMs = 30'000;
            limits.idleTimeoutMs = 30'000;
        });
        ok("DynamoDB_20120810.CreateTable", kTable);
        const QByteArray head = "{\"TableName\": \"items\", \"Item\": {\"pk\": {\"S\": \"a\"}, "
                                "\"sk\": {\"N\": \"1\"}, \"big\": {\"S\": \"";
        const QByteArray tail = "\"}}}";
        QByteArray body =
            head + QByteArray(16 * 1024 * 1024 - head.size() - tail.size(), 'x') + tail;
        QCOMPARE(body.size(), 16 * 1024 * 1024);
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send(dynamoRequest("DynamoDB_20120810.PutItem", body));
        const std::optional<HttpReply> reply = client.reply(20000);
        QVERIFY(reply);
        QCOMPARE(reply->status, 400);
        QCOMPARE(object(reply->body).value(u"message"_s).toString(),
                 u"Item size has exceeded the maximum allowed size"_s);
    }

    void refusedFraming_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                               "\r\n2\r\n{}\r\n0\r\n\r\n")
                                 << 411;
        QTest::newRow("bad length")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n") << 400;
        QTest::newRow("bad request line") << QByteArray("HELLO\r\n\r\n") << 400;
        QTest::newRow("huge headers")
            << QByteArray("POST / HTTP/1.1\r\nX-Pad: " + QByteArray(70 * 1024, 'a') + "\r\n\r\n")
            << 431;
    }

    void refusedFraming()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        client.send(request);
        const std::optional<HttpReply> reply = client.reply();
        QVERIFY(reply);
        QCOMPARE(reply->status, status);
        QVERIFY(client.closedWithin(3000));
    }

    // A client that sends its headers a byte at a time and then stalls gets 408 once the request
    // timeout has passed, and is closed.
    void slowClient()
    {
        RawHttp client;
        QVERIFY(client.connectTo(m_server->port()));
        QElapsedTimer timer;
        timer.start();
        for (const char c : QByteArray("POST / HTTP/1.1\r\nHost: x\r\n")) {
            client.send(QByteArray(1, c));
            QTest::qWait(5);
        }
        const std::optional<HttpReply> reply = client.reply(3000);
        QVERIFY(reply);
        QCOMPARE(reply->status, 408);
        QVERIFY(client.closedWithin(3000));
        // Not before the timeout (a coarse timer may fire up to 5% early).
        QVERIFY2(timer.elapsed() >= 285, qPrintable(QString::number(timer.elapsed())));
    }

    // Connected and silent, or gone half way through a request: closed, and nothing changed.
    void halfOpen()
    {
        RawHttp silent;
        QVERIFY(silent.connectTo(m_server->port()));
        QVERIFY(silent.closedWithin(3000));

        ok("DynamoDB_20120810.CreateTable", kTable);
        RawHttp vanishing;
        QVERIFY(vanishing.connectTo(m_server->port()));
        const QByteArray put = dynamoRequest("DynamoDB_20120810.PutItem",
                                             "{\"TableName\": \"items\", \"Item\": {\"pk\": "
                                             "{\"S\": \"half\"}, \"sk\": {\"N\": \"1\"}}}");
        vanishing.send(put.first(put.size() - 5));
        QTest::qWait(50);
        vanishing.socket().abort();
        QTest::qWait(50);
        const QJsonObject scan = ok("DynamoDB_20120810.Scan", "{\"TableName\": \"items\"}");
        QCOMPARE(scan.value(u"Count"_s).toInt(), 0);
    }

    void startErrors()
    {
        const lw::Status again = m_server->start(QHostAddress::LocalHost, 0);
        QVERIFY(!again);
        QCOMPARE(again.error().message, u"The server is running already at "_s + m_server->url());

        lw::DynamoServer second(m_ws->workspace().api());
        const lw::Status taken = second.start(QHostAddress::LocalHost, m_server->port());
        QVERIFY(!taken);
        QCOMPARE(taken.error().type, lw::ErrorType::ResourceInUse);
        QCOMPARE(
            taken.error().message,
            u"Cannot serve on 127.0.0.1:%1: the address is already in use"_s.arg(m_server->port()));
        QVERIFY(!second.isRunning());
    }

    // stop() frees the port at once and drops the connections; the server starts again there.
    void stopAndRestart()
    {
        const quint16 port = m_server->port();
        RawHttp client;
        QVERIFY(client.connectTo(port));
        QSignalSpy running(m_server.get(), &lw::DynamoServer::runningChanged);
        m_server->stop();
        QVERIFY(!m_server->isRunning());
        QCOMPARE(running.size(), 1);
        QVERIFY(client.closedWithin(2000));
        QVERIFY(m_server->start(QHostAddress::LocalHost, port));
        QCOMPARE(post("DynamoDB_20120810.ListTables", "{}").status, 200);
    }
};

QTEST_GUILESS_MAIN(TestServer)
#include "tst_server.moc"
