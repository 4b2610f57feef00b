#include "throughput/throttle.h"

using namespace Qt::StringLiterals;

namespace lw::throughput {

namespace {

QString limitName(LimitType limit)
{
    switch (limit) {
    case LimitType::ProvisionedThroughputExceeded:
        return u"ProvisionedThroughputExceeded"_s;
    case LimitType::KeyRangeThroughputExceeded:
        return u"KeyRangeThroughputExceeded"_s;
    case LimitType::AccountLimitExceeded:
        return u"AccountLimitExceeded"_s;
    case LimitType::MaxOnDemandThroughputExceeded:
        return u"MaxOnDemandThroughputExceeded"_s;
    }
    return {};
}

} // namespace

QString Throttle::reason() const
{
    return (index.isEmpty() ? u"Table"_s : u"Index"_s) +
           (access == Access::Read ? u"Read"_s : u"Write"_s) + limitName(limit);
}

ThrottleException Throttle::exception() const
{
    if (limit == LimitType::AccountLimitExceeded)
        return ThrottleException::RequestLimitExceeded;
    return mode == BillingMode::Provisioned ? ThrottleException::ProvisionedThroughputExceeded
                                            : ThrottleException::Throttling;
}

QString Throttle::exceptionName() const
{
    switch (exception()) {
    case ThrottleException::ProvisionedThroughputExceeded:
        return u"ProvisionedThroughputExceededException"_s;
    case ThrottleException::Throttling:
        return u"ThrottlingException"_s;
    case ThrottleException::RequestLimitExceeded:
        return u"RequestLimitExceeded"_s;
    }
    return {};
}

QString Throttle::message() const
{
    switch (exception()) {
    case ThrottleException::ProvisionedThroughputExceeded:
        // The GSI text has no closing full stop; the table's has one (both as the service sends
        // them, docs/throughput.md).
        return index.isEmpty()
                   ? u"The level of configured provisioned throughput for the table was exceeded. "
                     "Consider increasing your provisioning level with the UpdateTable API."_s
                   : u"The level of configured provisioned throughput for one or more global "
                     "secondary indexes of the table was exceeded. Consider increasing your "
                     "provisioning level for the under-provisioned global secondary indexes with "
                     "the UpdateTable API"_s;
    case ThrottleException::Throttling:
        return u"Throughput exceeds the current capacity of your table or index. DynamoDB is "
               "automatically scaling your table or index so please try again shortly. If "
               "exceptions persist, check if you have a hot key: "
               "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/"
               "bp-partition-key-design.html"_s;
    case ThrottleException::RequestLimitExceeded:
        return u"Throughput exceeds the current throughput quota for your account. Contact AWS "
               "Support to request a quota increase."_s;
    }
    return {};
}

} // namespace lw::throughput
