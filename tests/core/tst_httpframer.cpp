// The endpoint's HTTP/1.1 framing (core/server/httpframer.h) without a socket: whole requests out
// of bytes however they are split, pipelined requests one after another, and each malformed or
// oversized request refused with its status and text, after which nothing more is taken.
#include "server/httpframer.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lw::server::HttpFramer;
using lw::server::HttpRequest;
using Event = HttpFramer::Event;

namespace {

constexpr qint64 kMaxHead = 1024;
constexpr qint64 kMaxBody = 4096;

const QByteArray kPost = "POST /?x=1 HTTP/1.1\r\n"
                         "Host: localhost:8000\r\n"
                         "Content-Type: application/x-amz-json-1.0\r\n"
                         "X-Amz-Target:  DynamoDB_20120810.ListTables \r\n"
                         "Content-Length: 2\r\n"
                         "\r\n"
                         "{}";

// Everything the framer makes of `bytes` fed in pieces of `piece` bytes (0: all at once): the
// requests, and the refusal's status (0: none).
struct Framed
{
    QList<HttpRequest> requests;
    int refusedWith = 0;
    QString refusal;
    bool inRequest = false; // at the end
};

Framed frame(const QByteArray &bytes, qsizetype piece = 0, qint64 maxHead = kMaxHead)
{
    HttpFramer framer(maxHead, kMaxBody);
    Framed framed;
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype n = piece ? qMin(piece, bytes.size() - at) : bytes.size();
        QByteArrayView input = QByteArrayView(bytes).sliced(at, n);
        at += n;
        for (Event event = framer.next(input); event != Event::NeedMore;
             event = framer.next(input)) {
            if (event == Event::Request)
                framed.requests << framer.takeRequest();
            if (event == Event::Refused) {
                framed.refusedWith = framer.refusal().status;
                framed.refusal = QString::fromUtf8(framer.refusal().body);
                return framed;
            }
        }
        if (!input.isEmpty())
            qWarning("the framer left %d bytes unread", int(input.size()));
    }
    framed.inRequest = framer.inRequest();
    return framed;
}

} // namespace

class TestHttpFramer : public QObject
{
    Q_OBJECT

private slots:
    void wholeRequest()
    {
        const Framed framed = frame(kPost);
        QCOMPARE(framed.refusedWith, 0);
        QCOMPARE(framed.requests.size(), 1);
        const HttpRequest &request = framed.requests.first();
        QCOMPARE(request.method, "POST");
        QCOMPARE(request.target, "/?x=1");
        QCOMPARE(request.path(), "/");
        QCOMPARE(request.query(), "x=1");
        QCOMPARE(request.version, "HTTP/1.1");
        QCOMPARE(request.header("x-amz-target").toByteArray(), "DynamoDB_20120810.ListTables");
        QCOMPARE(request.header("content-type").toByteArray(), "application/x-amz-json-1.0");
        QCOMPARE(request.header("missing").toByteArray(), QByteArray());
        QCOMPARE(request.headers.size(), 4);
        QCOMPARE(request.headers.first().first, "host");
        QCOMPARE(request.body, "{}");
        QVERIFY(request.keepAlive);
        QVERIFY(!framed.inRequest);
    }

    // However the bytes are split, the same request comes out: the framer keeps its place in the
    // head (a blank line split across pieces) and in the body.
    void anySplit()
    {
        for (qsizetype piece = 1; piece <= kPost.size(); ++piece) {
            const Framed framed = frame(kPost + kPost, piece);
            QCOMPARE(framed.refusedWith, 0);
            QCOMPARE(framed.requests.size(), 2);
            for (const HttpRequest &request : framed.requests) {
                QCOMPARE(request.body, "{}");
                QCOMPARE(request.header("content-length").toByteArray(), "2");
            }
        }
    }

    void pipelinedAndLeftoverLineEnds()
    {
        // Line ends after a body (some clients send them) are not a request; LF alone ends lines.
        const QByteArray get = "GET / HTTP/1.1\nHost: x\n\n";
        const Framed framed = frame(kPost + "\r\n\r\n" + get + kPost);
        QCOMPARE(framed.requests.size(), 3);
        QCOMPARE(framed.requests[1].method, "GET");
        QCOMPARE(framed.requests[1].body, QByteArray());
        QCOMPARE(framed.requests[2].body, "{}");
        // A request still arriving.
        QVERIFY(frame(kPost.first(kPost.size() - 1)).inRequest);
        QVERIFY(!frame("\r\n\r\n").inRequest);
    }

    void keepAlive_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("keepAlive");
        QTest::newRow("1.1") << QByteArray("GET / HTTP/1.1\r\n\r\n") << true;
        QTest::newRow("1.1 close")
            << QByteArray("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n") << false;
        QTest::newRow("1.0") << QByteArray("GET / HTTP/1.0\r\n\r\n") << false;
        QTest::newRow("1.0 keep-alive")
            << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << true;
    }

    void keepAlive()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, keepAlive);
        const Framed framed = frame(head);
        QCOMPARE(framed.requests.size(), 1);
        QCOMPARE(framed.requests.first().keepAlive, keepAlive);
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("request line")
            << QByteArray("HELLO\r\n\r\n") << 400 << u"Malformed request line: 'HELLO'"_s;
        QTest::newRow("two parts")
            << QByteArray("GET /\r\n\r\n") << 400 << u"Malformed request line: 'GET /'"_s;
        QTest::newRow("four parts") << QByteArray("GET / x HTTP/1.1\r\n\r\n") << 400
                                    << u"Malformed request line: 'GET / x HTTP/1.1'"_s;
        QTest::newRow("version") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 400
                                 << u"Malformed request line: 'GET / HTTP/2.0'"_s;
        QTest::newRow("header line") << QByteArray("GET / HTTP/1.1\r\nno colon\r\n\r\n") << 400
                                     << u"Malformed header line: 'no colon'"_s;
        QTest::newRow("empty header name") << QByteArray("GET / HTTP/1.1\r\n: x\r\n\r\n") << 400
                                           << u"Malformed header line: ': x'"_s;
        for (const char *length : {"abc", "+5", "-1", ""})
            QTest::addRow("Content-Length '%s'", length)
                << (QByteArray("POST / HTTP/1.1\r\nContent-Length: ") + length + "\r\n\r\n") << 400
                << u"Invalid Content-Length: '%1'"_s.arg(QLatin1StringView(length));
        QTest::newRow("two lengths")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n")
            << 400 << u"Invalid Content-Length: '3'"_s;
        QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                               "\r\n2\r\n{}\r\n0\r\n\r\n")
                                 << 411
                                 << u"Transfer-Encoding 'chunked' is not accepted: send the body "
                                    u"with a Content-Length"_s;
        QTest::newRow("body too large")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 4097\r\n\r\n") << 413
            << u"The request body of 4097 bytes is larger than the 4096 bytes DynamoDB accepts"_s;
        QTest::newRow("head too large")
            << (QByteArray("GET / HTTP/1.1\r\nX-Big: ") + QByteArray(kMaxHead, 'a') + "\r\n\r\n")
            << 431 << u"The request line and headers are larger than 1024 bytes"_s;
    }

    void refused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(QString, message);
        for (const qsizetype piece : {qsizetype(0), qsizetype(1), qsizetype(7)}) {
            // A good request first: it still comes out, then the refusal, then nothing more.
            const Framed framed = frame(kPost + bytes + kPost, piece);
            QCOMPARE(framed.requests.size(), 1);
            QCOMPARE(framed.refusedWith, status);
            QCOMPARE(framed.refusal, u"{\"message\":\""_s + message + u"\"}"_s);
        }
    }

    // A head exactly at the limit is taken; one byte more is refused.
    void headAtTheLimit()
    {
        const QByteArray head = "GET / HTTP/1.1\r\n\r\n";
        QCOMPARE(frame(head, 1, head.size()).requests.size(), 1);
        QCOMPARE(frame(head, 1, head.size() - 1).refusedWith, 431);
    }

    void refusedForGood()
    {
        HttpFramer framer(kMaxHead, kMaxBody);
        QByteArrayView input("BAD\r\n\r\n");
        QCOMPARE(framer.next(input), Event::Started);
        QCOMPARE(framer.next(input), Event::Refused);
        QByteArrayView more(kPost);
        QCOMPARE(framer.next(more), Event::Refused);
        QVERIFY(more.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHttpFramer)
#include "tst_httpframer.moc"
