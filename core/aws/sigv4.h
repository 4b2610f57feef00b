// AWS Signature Version 4: the canonical request, the string to sign, the signing key and the
// signature, as AWS's "Signature Version 4 signing process" defines them (its published test
// suite, aws-sig-v4-test-suite, checks them in tests/core/tst_sigv4.cpp), for the endpoint that
// checks a signature (server/requestauth.h) and the client that makes one (aws/awsclient.h):
//
//   canonical request = method \n canonical URI \n canonical query \n
//                       name:value \n for each signed header, names lower case and sorted,
//                       values trimmed, inner runs of spaces made one, repeats joined by ',' \n
//                       \n signed header names joined by ';' \n hex(SHA-256(body))
//   string to sign    = "AWS4-HMAC-SHA256" \n amz-date \n scope \n hex(SHA-256(canonical request))
//   signing key       = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, yyyymmdd), region), service),
//                       "aws4_request")
//   signature         = hex(HMAC(signing key, string to sign))
//
// The canonical URI is the path with "." and ".." segments resolved and each segment
// percent-encoded once (unreserved characters A-Z a-z 0-9 - _ . ~ kept, '/' between segments);
// the canonical query is each name=value percent-encoded the same way, sorted by name then value.
// Pure functions; any thread.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace lw::aws::sigv4 {

// One request as the client sent it: the path and query as on the request line (still
// percent-encoded), every header in order (repeats included).
struct Request
{
    QByteArray method;
    QByteArray path;
    QByteArray query;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

QByteArray sha256Hex(const QByteArray &bytes);

// The canonical request over the headers named in `signedHeaders` (lower case, in the order the
// client listed them: they are sorted here). A signed header the request lacks is signed as
// empty, as a client that named it would have had to.
QByteArray canonicalRequest(const Request &request, const QList<QByteArray> &signedHeaders);

// `amzDate` as 20150830T123600Z, `scope` as 20150830/us-east-1/dynamodb/aws4_request.
QByteArray stringToSign(const QByteArray &amzDate, const QByteArray &scope,
                        const QByteArray &canonicalRequest);

// The raw 32 bytes; `date` as 20150830.
QByteArray signingKey(const QByteArray &secret, const QByteArray &date, const QByteArray &region,
                      const QByteArray &service);

// Lower-case hex, as the Authorization header carries it.
QByteArray signature(const QByteArray &signingKey, const QByteArray &stringToSign);

// What a client signs with: an access key, and the date, region and service of the scope.
struct SigningScope
{
    QByteArray accessKeyId;
    QByteArray secretAccessKey;
    QByteArray amzDate; // 20150830T123600Z, the X-Amz-Date the request carries
    QByteArray region;
    QByteArray service; // "dynamodb"
};

// The Authorization header's value for `request`, signing every header it holds (Host and
// X-Amz-Date among them): "AWS4-HMAC-SHA256 Credential=<key id>/<scope>, SignedHeaders=<names>,
// Signature=<hex>".
QByteArray authorization(const Request &request, const SigningScope &scope);

} // namespace lw::aws::sigv4
