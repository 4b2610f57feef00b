// DynamoDB's Time to Live rules (docs/fidelity.md "TTL"), as pure functions of an item and a time.
//
// Only a top-level Number holding epoch seconds counts; an item is expired once that value is
// less than now (in seconds, with the clock's milliseconds as a fraction); a value more than five
// years in the past is ignored. A value that only makes sense in milliseconds (from the year
// 5138 on, read as seconds) would expire tens of thousands of years from now: we say it never
// expires, and why, so the window can show the most common TTL bug.
#pragma once

#include "model/attributevalue.h"

#include <QString>

#include <optional>

namespace lw::ttl {

// FROZEN (stored in bundles and shown in the window).
enum class NeverReason : quint8
{
    None = 0,              // the item does expire
    NoAttribute = 1,       // the item lacks the TTL attribute (or TTL is off for the table)
    NotANumber = 2,        // the attribute is a String, a Set, a Map …
    Milliseconds = 3,      // a Number so large it must be milliseconds (or finer)
    MoreThanFiveYears = 4, // more than five years in the past: DynamoDB ignores it
    TtlDisabled = 5,       // the table's TTL is not enabled (the engine says so, not expiryOf)
};

constexpr qint64 kFiveYearsMs = qint64(1826) * 24 * 3600 * 1000; // five years and their leap days
// From this many seconds on (3 Nov 5138) a value is taken for milliseconds.
constexpr qint64 kMillisecondsThreshold = 100'000'000'000;

struct Expiry
{
    std::optional<qint64> atMs; // the first millisecond at which the item counts as expired
    NeverReason never = NeverReason::NoAttribute;
};

// When `item` expires under a TTL on `attribute`, judged at `nowMs` (the five-year rule looks
// back from now). An empty attribute name means TTL is off: NoAttribute.
Expiry expiryOf(const Item &item, const QString &attribute, qint64 nowMs);

// value < now, in DynamoDB's terms.
inline bool isExpired(const Expiry &expiry, qint64 nowMs)
{
    return expiry.atMs && *expiry.atMs <= nowMs;
}

// An English sentence for a NeverReason ("the TTL attribute is not a Number"), for
// `lwb` and logs; the window translates its own.
QString neverReasonText(NeverReason reason);
// Its name in ListLifetimes' answers: "NO_ATTRIBUTE", "NOT_A_NUMBER", "MILLISECONDS",
// "MORE_THAN_FIVE_YEARS", "TTL_DISABLED"; empty for None.
QString neverName(NeverReason reason);

} // namespace lw::ttl
