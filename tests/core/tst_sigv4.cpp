// AWS Signature Version 4 as the endpoint checks it: the signing steps against rows of AWS's
// published aws-sig-v4-test-suite (credentials AKIDEXAMPLE /
// wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY, 20150830T123600Z, us-east-1, service "service") and the
// signing-key example of AWS's documentation; then authenticate()'s refusals, each with DynamoDB's
// type and text, and the credentials file's format.
#include "aws/sigv4.h"
#include "server/credentials.h"
#include "server/requestauth.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw::server;

namespace {

const QByteArray kSecret = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";
const QByteArray kSuiteScope = "20150830/us-east-1/service/aws4_request";

// "Name:value" lines, as the suite's .req files list headers.
QList<QPair<QByteArray, QByteArray>> headerList(const QByteArray &lines)
{
    QList<QPair<QByteArray, QByteArray>> out;
    for (const QByteArray &line : lines.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        out.append({line.first(colon), line.sliced(colon + 1)});
    }
    return out;
}

// A DynamoDB request signed with `secret` for `keyId` at `amzDate`, as an SDK signs it.
sigv4::Request signedRequest(const QByteArray &keyId, const QByteArray &secret,
                             const QByteArray &amzDate, const QByteArray &body)
{
    sigv4::Request request{"POST", "/", {}, {}, body};
    request.headers = {{"Host", "127.0.0.1:8000"},
                       {"Content-Type", "application/x-amz-json-1.0"},
                       {"X-Amz-Date", amzDate},
                       {"X-Amz-Target", "DynamoDB_20120810.ListTables"}};
    const QList<QByteArray> names{"content-type", "host", "x-amz-date", "x-amz-target"};
    const QByteArray scope = amzDate.first(8) + "/us-east-1/dynamodb/aws4_request";
    const QByteArray toSign =
        sigv4::stringToSign(amzDate, scope, sigv4::canonicalRequest(request, names));
    const QByteArray key = sigv4::signingKey(secret, amzDate.first(8), "us-east-1", "dynamodb");
    request.headers.append({"Authorization", "AWS4-HMAC-SHA256 Credential=" + keyId + '/' + scope +
                                                 ", SignedHeaders=" + names.join(';') +
                                                 ", Signature=" + sigv4::signature(key, toSign)});
    return request;
}

void setHeader(sigv4::Request &request, const QByteArray &name, const QByteArray &value)
{
    for (auto &[header, old] : request.headers)
        if (header.toLower() == name)
            old = value;
}

} // namespace

class TestSigV4 : public QObject
{
    Q_OBJECT

private slots:
    void suite_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("signedHeaders");
        QTest::addColumn<QByteArray>("signature");
        const QByteArray plain = "Host:example.amazonaws.com\nX-Amz-Date:20150830T123600Z";
        QTest::newRow("get-vanilla")
            << QByteArray("GET") << QByteArray() << plain << QByteArray()
            << QByteArray("host;x-amz-date")
            << QByteArray("5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d"
                          "9b8aae1d763fbf31");
        QTest::newRow("get-vanilla-query-order-key")
            << QByteArray("GET") << QByteArray("Param1=value2&Param1=Value1") << plain
            << QByteArray() << QByteArray("host;x-amz-date")
            << QByteArray("eedbc4e291e521cf13422ffca22be7d2eb8146eecf653089df300a15b2382bd1");
        QTest::newRow("get-vanilla-query-order-key-case")
            << QByteArray("GET") << QByteArray("Param2=value2&Param1=value1") << plain
            << QByteArray() << QByteArray("host;x-amz-date")
            << QByteArray("b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500");
        QTest::newRow("get-header-key-duplicate")
            << QByteArray("GET") << QByteArray()
            << QByteArray("Host:example.amazonaws.com\nMy-Header1:value2\nMy-Header1:value2\n"
                          "My-Header1:value1\nX-Amz-Date:20150830T123600Z")
            << QByteArray() << QByteArray("host;my-header1;x-amz-date")
            << QByteArray("c9d5ea9f3f72853aea855b47ea873832890dbdd183b4468f858259531a5138ea");
        QTest::newRow("get-header-value-trim")
            << QByteArray("GET") << QByteArray()
            << QByteArray("Host:example.amazonaws.com\nMy-Header1: value1\nMy-Header2: \"a   b   "
                          "c\"\nX-Amz-Date:20150830T123600Z")
            << QByteArray() << QByteArray("host;my-header1;my-header2;x-amz-date")
            << QByteArray("acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736");
        QTest::newRow("post-vanilla")
            << QByteArray("POST") << QByteArray() << plain << QByteArray()
            << QByteArray("host;x-amz-date")
            << QByteArray("5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b");
        QTest::newRow("post-x-www-form-urlencoded")
            << QByteArray("POST") << QByteArray()
            << QByteArray("Content-Type:application/x-www-form-urlencoded\n") + plain
            << QByteArray("Param1=value1") << QByteArray("content-type;host;x-amz-date")
            << QByteArray("ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a");
    }

    void suite()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, query);
        QFETCH(QByteArray, headers);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, signedHeaders);
        QFETCH(QByteArray, signature);
        const sigv4::Request request{method, "/", query, headerList(headers), body};
        const QByteArray canonical = sigv4::canonicalRequest(request, signedHeaders.split(';'));
        const QByteArray toSign = sigv4::stringToSign("20150830T123600Z", kSuiteScope, canonical);
        const QByteArray key = sigv4::signingKey(kSecret, "20150830", "us-east-1", "service");
        QCOMPARE(sigv4::signature(key, toSign), signature);
        // A client's Authorization header signs every header it holds (aws/awsclient.h).
        QCOMPARE(sigv4::authorization(request, {"AKIDEXAMPLE", kSecret, "20150830T123600Z",
                                                "us-east-1", "service"}),
                 "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/" + kSuiteScope +
                     ", SignedHeaders=" + signedHeaders + ", Signature=" + signature);
    }

    // The suite's intermediate texts for post-x-www-form-urlencoded.
    void canonicalRequestAndStringToSign()
    {
        const sigv4::Request request{
            "POST",
            "/",
            {},
            headerList("Content-Type:application/x-www-form-urlencoded\nHost:example.amazonaws.com"
                       "\nX-Amz-Date:20150830T123600Z"),
            "Param1=value1"};
        const QByteArray canonical =
            sigv4::canonicalRequest(request, {"content-type", "host", "x-amz-date"});
        QCOMPARE(canonical,
                 QByteArray("POST\n/\n\ncontent-type:application/x-www-form-urlencoded\n"
                            "host:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\n"
                            "content-type;host;x-amz-date\n9095672bbd1f56dfc5b65f3e153adc"
                            "8731a4a654192329106275f4c7b24d0b6e"));
        QCOMPARE(sigv4::stringToSign("20150830T123600Z", kSuiteScope, canonical),
                 QByteArray("AWS4-HMAC-SHA256\n20150830T123600Z\n" + kSuiteScope +
                            "\n42a5e5bb34198acb3e84da4f085bb7927f2bc277ca766e6d19c73c2154021281"));
    }

    // AWS's documented example of deriving a signing key (20120215, us-east-1, iam).
    void signingKey()
    {
        QCOMPARE(sigv4::signingKey(kSecret, "20120215", "us-east-1", "iam").toHex(),
                 QByteArray("f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d"));
    }

    void authenticate_data()
    {
        QTest::addColumn<QByteArray>("header");  // the header to change ("" for none)
        QTest::addColumn<QByteArray>("value");   // its new value
        QTest::addColumn<QByteArray>("amzDate"); // the signed date
        QTest::addColumn<QByteArray>("secret");  // the secret signed with
        QTest::addColumn<QByteArray>("body");    // the body sent (signed: "{}")
        QTest::addColumn<QString>("type");       // "" when accepted
        QTest::addColumn<QString>("message");
        const QByteArray now = "20260301T120000Z";
        const QString mismatch =
            u"The request signature we calculated does not match the signature you provided. "
            u"Check your AWS Secret Access Key and signing method. Consult the service "
            u"documentation for details."_s;
        QTest::newRow("signed") << QByteArray() << QByteArray() << now << kSecret
                                << QByteArray("{}") << QString() << QString();
        QTest::newRow("14 min late")
            << QByteArray() << QByteArray() << QByteArray("20260301T114600Z") << kSecret
            << QByteArray("{}") << QString() << QString();
        QTest::newRow("no authorization")
            << QByteArray("authorization") << QByteArray() << now << kSecret << QByteArray("{}")
            << u"MissingAuthenticationTokenException"_s
            << u"Request is missing Authentication Token"_s;
        QTest::newRow("unknown key")
            << QByteArray("authorization")
            << QByteArray("AWS4-HMAC-SHA256 Credential=NOSUCHKEY/20260301/us-east-1/dynamodb/"
                          "aws4_request, SignedHeaders=host;x-amz-date, Signature=00")
            << now << kSecret << QByteArray("{}") << u"UnrecognizedClientException"_s
            << u"The security token included in the request is invalid."_s;
        QTest::newRow("wrong secret")
            << QByteArray() << QByteArray() << now << QByteArray("not-the-secret")
            << QByteArray("{}") << u"InvalidSignatureException"_s << mismatch;
        QTest::newRow("body changed")
            << QByteArray() << QByteArray() << now << kSecret << QByteArray("{ }")
            << u"InvalidSignatureException"_s << mismatch;
        QTest::newRow("target changed")
            << QByteArray("x-amz-target") << QByteArray("DynamoDB_20120810.DeleteTable") << now
            << kSecret << QByteArray("{}") << u"InvalidSignatureException"_s << mismatch;
        QTest::newRow("16 min late")
            << QByteArray() << QByteArray() << QByteArray("20260301T114400Z") << kSecret
            << QByteArray("{}") << u"InvalidSignatureException"_s
            << u"Signature expired: 20260301T114400Z is now earlier than 20260301T114500Z "
               u"(20260301T120000Z - 15 min.)"_s;
        QTest::newRow("16 min early")
            << QByteArray() << QByteArray() << QByteArray("20260301T121600Z") << kSecret
            << QByteArray("{}") << u"InvalidSignatureException"_s
            << u"Signature not yet current: 20260301T121600Z is still later than "
               u"20260301T121500Z (20260301T120000Z + 15 min.)"_s;
        QTest::newRow("bad date") << QByteArray("x-amz-date") << QByteArray("2026-03-01") << now
                                  << kSecret << QByteArray("{}")
                                  << u"IncompleteSignatureException"_s
                                  << u"Date must be in ISO-8601 'basic format'. Got '2026-03-01'. "
                                     u"See http://en.wikipedia.org/wiki/ISO_8601"_s;
        QTest::newRow("no signature")
            << QByteArray("authorization")
            << QByteArray("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/us-east-1/dynamodb/"
                          "aws4_request, SignedHeaders=host;x-amz-date")
            << now << kSecret << QByteArray("{}") << u"IncompleteSignatureException"_s
            << u"Authorization header requires 'Signature' parameter. Authorization=AWS4-HMAC-"
               u"SHA256 Credential=AKIDEXAMPLE/20260301/us-east-1/dynamodb/aws4_request, "
               u"SignedHeaders=host;x-amz-date"_s;
        QTest::newRow("host unsigned")
            << QByteArray("authorization")
            << QByteArray("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/us-east-1/dynamodb/"
                          "aws4_request, SignedHeaders=x-amz-date, Signature=00")
            << now << kSecret << QByteArray("{}") << u"InvalidSignatureException"_s
            << u"'Host' must be a 'SignedHeader' in the AWS Authorization."_s;
        QTest::newRow("other service")
            << QByteArray("authorization")
            << QByteArray("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/us-east-1/s3/"
                          "aws4_request, SignedHeaders=host;x-amz-date, Signature=00")
            << now << kSecret << QByteArray("{}") << u"InvalidSignatureException"_s
            << u"Credential should be scoped to correct service: 'dynamodb'."_s;
        QTest::newRow("short credential")
            << QByteArray("authorization")
            << QByteArray("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260301/us-east-1, "
                          "SignedHeaders=host;x-amz-date, Signature=00")
            << now << kSecret << QByteArray("{}") << u"IncompleteSignatureException"_s
            << u"Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/"
               u"service/term, got 'AKIDEXAMPLE/20260301/us-east-1'"_s;
    }

    void authenticate()
    {
        QFETCH(QByteArray, header);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, amzDate);
        QFETCH(QByteArray, secret);
        QFETCH(QByteArray, body);
        QFETCH(QString, type);
        QFETCH(QString, message);
        const auto credentials =
            Credentials::parse("AKIDEXAMPLE " + kSecret + "\nother s3cr3t\n", u"keys"_s);
        QVERIFY(credentials);
        sigv4::Request request = signedRequest("AKIDEXAMPLE", secret, amzDate, "{}");
        request.body = body;
        if (header == "authorization" && value.isEmpty())
            request.headers.removeIf([](const auto &h) { return h.first == "Authorization"; });
        else if (!header.isEmpty())
            setHeader(request, header, value);
        const QDateTime now(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);
        const std::optional<AuthFailure> failure =
            lw::server::authenticate(request, *credentials, now);
        QCOMPARE(failure ? failure->type : QString(), type);
        QCOMPARE(failure ? failure->message : QString(), message);
    }

    void credentialsFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error"); // "" when accepted
        QTest::newRow("pairs, comments, blanks")
            << QByteArray("# test keys\n\nAKID1 secret1\n  AKID2\tsecret2  \n") << QString();
        QTest::newRow("one field")
            << QByteArray("AKID1 secret1\nAKID2\n")
            << u"keys:2: expected an access key id and its secret access key, "
               u"separated by a space, not 1 field(s)"_s;
        QTest::newRow("three fields") << QByteArray("AKID1 secret 1\n")
                                      << u"keys:1: expected an access key id and its secret access "
                                         u"key, separated by a space, not 3 field(s)"_s;
        QTest::newRow("twice") << QByteArray("AKID1 a\nAKID1 b\n")
                               << u"keys:2: the access key id AKID1 is given twice"_s;
        QTest::newRow("empty") << QByteArray("# nothing\n")
                               << u"keys: no access key: write one per line, its id and its secret "
                                  u"separated by a space"_s;
    }

    void credentialsFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const lw::Result<Credentials> parsed = Credentials::parse(text, u"keys"_s);
        QCOMPARE(parsed ? QString() : parsed.error().message, error);
        if (parsed) {
            QCOMPARE(parsed->size(), 2);
            QCOMPARE(parsed->secretOf(u"AKID2"_s), std::optional<QByteArray>("secret2"));
            QCOMPARE(parsed->secretOf(u"AKID3"_s), std::nullopt);
        }
    }
};

QTEST_GUILESS_MAIN(TestSigV4)
#include "tst_sigv4.moc"
