#include "ttl.h"

using namespace Qt::StringLiterals;

namespace lw::ttl {

Expiry expiryOf(const Item &item, const QString &attribute, qint64 nowMs)
{
    if (attribute.isEmpty())
        return {};
    const auto found = item.find(attribute);
    if (found == item.end())
        return {};
    if (found->second.type() != AttributeValue::Type::N)
        return {std::nullopt, NeverReason::NotANumber};
    const Number &seconds = found->second.asNumber();
    if (seconds.compare(Number::fromInt64(kMillisecondsThreshold)) >= 0)
        return {std::nullopt, NeverReason::Milliseconds};
    // value < now  <=>  value * 1000 < nowMs: the first such millisecond is floor(value*1000)+1.
    // Below the threshold value * 1000 has at most 38 digits, so it parses.
    const auto scaled = Number::parse(QString(seconds.toString() + u"e3"_s));
    const auto floorMs = scaled ? scaled->floorToInt64() : std::nullopt;
    if (!floorMs || *floorMs < nowMs - kFiveYearsMs)
        return {std::nullopt, NeverReason::MoreThanFiveYears};
    return {*floorMs + 1, NeverReason::None};
}

QString neverReasonText(NeverReason reason)
{
    switch (reason) {
    case NeverReason::None:
        return u"it expires"_s;
    case NeverReason::NoAttribute:
        return u"the item has no TTL attribute"_s;
    case NeverReason::NotANumber:
        return u"the TTL attribute is not a Number"_s;
    case NeverReason::Milliseconds:
        return u"the TTL value looks like milliseconds: read as seconds it is tens of thousands "
               u"of years away"_s;
    case NeverReason::MoreThanFiveYears:
        return u"the TTL value is more than five years in the past, which DynamoDB ignores"_s;
    case NeverReason::TtlDisabled:
        return u"Time to Live is not enabled on the table"_s;
    }
    return {};
}

QString neverName(NeverReason reason)
{
    switch (reason) {
    case NeverReason::None:
        break;
    case NeverReason::NoAttribute:
        return u"NO_ATTRIBUTE"_s;
    case NeverReason::NotANumber:
        return u"NOT_A_NUMBER"_s;
    case NeverReason::Milliseconds:
        return u"MILLISECONDS"_s;
    case NeverReason::MoreThanFiveYears:
        return u"MORE_THAN_FIVE_YEARS"_s;
    case NeverReason::TtlDisabled:
        return u"TTL_DISABLED"_s;
    }
    return {};
}

} // namespace lw::ttl
