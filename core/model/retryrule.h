// The AWS SDKs' standard retry rule, without any waiting: which answers are worth another attempt,
// and how long to wait before it (docs/workloads.md "Retries" has the sources, and what the
// DynamoDB clients of JavaScript v3 and boto3 do instead). Two users wait by it: the DynamoDB
// client (aws/awsclient.h) in wall time, and a workload (workload/workloadrun.h) in sim time, so
// that both retry exactly as the SDKs do.
#pragma once

#include <QStringView>
#include <QtGlobal>

namespace lw::retry {

// The standard mode's numbers: at most `maxAttempts` attempts (the first one included), each
// retry after a wait drawn with full jitter below min(base × 2^(retry − 1), max).
struct Backoff
{
    int maxAttempts = 3;
    int baseDelayMs = 1000;
    int maxDelayMs = 20'000;
};

// Whether an error of this type (the short name: "ProvisionedThroughputExceededException",
// "ThrottlingException", "RequestLimitExceeded", "RequestTimeout" …) is transient: throttling as
// the SDKs list it, and timeouts and server errors. Errors a request causes itself
// (ValidationException, ConditionalCheckFailedException) are not.
bool isRetryableErrorType(QStringView type);
// Whether an HTTP status is a transient server error (500, 502, 503, 504).
bool isRetryableHttpStatus(int status);

// The wait before retry number `retry` (1: the first retry, after the first attempt failed),
// for `random` in [0, 1): random × min(base × 2^(retry − 1), max), in whole milliseconds
// (rounded down). A retry of 0 or less waits nothing.
qint64 delayMs(const Backoff &backoff, int retry, double random);

} // namespace lw::retry
