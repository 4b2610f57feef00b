#include "retryrule.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace lw::retry {

namespace {

const std::array kRetryableTypes = {
    // Throttling, as the SDKs list it.
    u"Throttling"_s, u"ThrottlingException"_s, u"ThrottledException"_s,
    u"RequestThrottledException"_s, u"TooManyRequestsException"_s,
    u"ProvisionedThroughputExceededException"_s, u"TransactionInProgressException"_s,
    u"RequestLimitExceeded"_s, u"BandwidthLimitExceeded"_s, u"LimitExceededException"_s,
    u"RequestThrottled"_s, u"SlowDown"_s, u"PriorRequestNotComplete"_s, u"EC2ThrottledException"_s,
    // Transient.
    u"RequestTimeout"_s, u"RequestTimeoutException"_s, u"NetworkError"_s, u"InternalServerError"_s};

} // namespace

bool isRetryableErrorType(QStringView type)
{
    return std::find(kRetryableTypes.begin(), kRetryableTypes.end(), type) != kRetryableTypes.end();
}

bool isRetryableHttpStatus(int status)
{
    return status == 500 || status == 502 || status == 503 || status == 504;
}

qint64 delayMs(const Backoff &backoff, int retry, double random)
{
    if (retry <= 0)
        return 0;
    // 2^(retry − 1) passes any sane maximum long before it overflows a double.
    const double bound =
        std::min<double>(backoff.maxDelayMs, backoff.baseDelayMs * std::exp2(double(retry - 1)));
    return qint64(bound * random);
}

} // namespace lw::retry
