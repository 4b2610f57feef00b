// A DynamoDB client over HTTP(S): a JSON 1.0 request to an endpoint, signed with Signature
// Version 4 (sigv4.h), sent through Qt Network, retried as the AWS SDKs' "standard" retry mode
// does, and answered with the response body or the service's error.
//
// Retries (the AWS SDKs and Tools reference, "Retry behavior", standard mode; the rule itself is
// model/retryrule.h, which workloads share): at most `maxAttempts` attempts (3); a retry after a
// transient error — no HTTP response at all (refused, reset, timed out), HTTP 500, 502, 503 or
// 504, or a throttling or transient error code (ThrottlingException,
// ProvisionedThroughputExceededException, RequestLimitExceeded, TransactionInProgressException,
// RequestTimeout … : isRetryable()) — waits a random time up to min(base × 2^(retry − 1), 20 s),
// "full jitter", so that throttled clients spread out. Errors a
// request causes itself (ValidationException, ConditionalCheckFailedException, a bad signature)
// are answered at once. The SDKs' retry quota (a token bucket across requests) is not kept: a
// workbench sends one request at a time.
//
// Every attempt has its own timeout (`attemptTimeoutMs`); the whole call, retries included,
// blocks the calling thread in a local event loop, as the panes' synchronous door (doors/
// apicall.h) expects. Threads: the thread that created the client.
#pragma once

#include "awsprofile.h"

#include <QJsonObject>
#include <QUrl>

#include <expected>
#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace lw::aws {

struct Endpoint
{
    QUrl url;       // https://dynamodb.eu-west-1.amazonaws.com, http://127.0.0.1:8000
    QString region; // signs the scope: "eu-west-1"
    QString service = QStringLiteral("dynamodb"); // DynamoDB Streams signs as "dynamodb" too
};

// https://dynamodb.<region>.amazonaws.com, AWS's endpoint for DynamoDB in `region`.
Endpoint awsEndpoint(const QString &region);

struct RetryPolicy
{
    int maxAttempts = 3;
    int baseDelayMs = 1000;
    int maxDelayMs = 20'000;
    int attemptTimeoutMs = 10'000;
};

struct AwsError
{
    QString type;       // the __type after '#': "ResourceNotFoundException"; for no answer at all
                        // "NetworkError" or "RequestTimeout"
    QString message;    // the body's "message" or "Message", or Qt's text for a network error
    int httpStatus = 0; // 0: no HTTP response
    QJsonObject body;   // the whole error body (CancellationReasons …)
    int attempts = 1;
};

// Whether an error is worth sending the request again for (above).
bool isRetryable(const AwsError &error);

class AwsClient
{
public:
    AwsClient(Endpoint endpoint, AwsCredentials credentials, RetryPolicy retry = {});
    ~AwsClient();

    // Sends `request` to `target` ("DynamoDB_20120810.Scan",
    // "DynamoDBStreams_20120810.GetRecords").
    std::expected<QJsonObject, AwsError> call(const QString &target, const QJsonObject &request);

    // What another client of the same endpoint is made with (on another thread: remote/
    // pagesahead.h).
    const Endpoint &endpoint() const { return m_endpoint; }
    const AwsCredentials &credentials() const { return m_credentials; }
    RetryPolicy retryPolicy() const { return m_retry; }

    // For tests: what the jitter draws (in [0, 1)), and how the client waits between attempts.
    void setRandom(std::function<double()> random) { m_random = std::move(random); }
    void setSleep(std::function<void(int ms)> sleep) { m_sleep = std::move(sleep); }

private:
    std::expected<QJsonObject, AwsError> attempt(const QString &target, const QByteArray &body);

    Endpoint m_endpoint;
    AwsCredentials m_credentials;
    RetryPolicy m_retry;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::function<double()> m_random;
    std::function<void(int ms)> m_sleep;
};

} // namespace lw::aws
