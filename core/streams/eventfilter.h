// lw::EventFilter: a Lambda event source mapping's FilterCriteria applied to DynamoDB Streams
// records, so a built-in consumer keeps exactly the records a Lambda function would be sent.
//
// Sources: Lambda "Control which events Lambda sends to your function" (Filter rule syntax,
// https://docs.aws.amazon.com/lambda/latest/dg/invocation-eventfiltering.html), which says Lambda
// takes EventBridge's syntax and rules; EventBridge "Comparison operators for use in event
// patterns"
// (https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-create-pattern-operators.html) for
// each operator's exact form; "Using event filtering with a DynamoDB event source"
// (https://docs.aws.amazon.com/lambda/latest/dg/with-ddb-filtering.html); DynamoDB "DynamoDB
// Streams and Time to Live" (time-to-live-ttl-streams.html) for the userIdentity filter; and the
// Filter API shape (API_Filter.html: Pattern, 0..4096 characters). Where a document is silent on a
// corner (what is invalid, what an array in the event does), the behaviour is EventBridge's
// reference matcher, aws/event-ruler (JsonRuleCompiler).
//
// A FilterCriteria is {"Filters": [{"Pattern": "<JSON text>"}, ...]}. A record passes when any
// filter matches it (the filters are ORed); with no filters every record passes.
//
// A pattern is a JSON object shaped like the record. Keys name record fields; a key's value is
// either an object (descend into that field) or a non-empty array of rules for that field, and
// the field matches when any rule in the array matches (Or). Every key of an object must match
// (And); fields the pattern does not name are ignored. The rules:
//   "a": [null]                          a is JSON null (an absent a does not match)
//   "a": [""]                            a is the empty string
//   "a": ["x", 5, true]                  a equals one of these; strings compare character by
//                                        character, no case folding or normalisation
//   "a": [{"equals-ignore-case": "x"}]   a is the string x in any case
//   "a": [{"prefix": "x"}]               a is a string starting with x; also
//                                        {"prefix": {"equals-ignore-case": "x"}}
//   "a": [{"suffix": "x"}]               a is a string ending with x; also
//                                        {"suffix": {"equals-ignore-case": "x"}}
//   "a": [{"anything-but": ["x", "y"]}]  a is present and is none of these (Not); the value is one
//                                        string or number, or a non-empty list of all strings or
//                                        all numbers
//   "a": [{"numeric": ["=", 100]}]       a is a JSON number equal to 100
//   "a": [{"numeric": [">", 10, "<=", 20]}]  a is a JSON number in the range; a lower bound
//                                        (">", ">=") may be followed by an upper one ("<", "<="),
//                                        the lower below the upper; "<", "<=" stand alone
//   "a": [{"exists": true}]              a is present (with a value: see leaves below)
//   "a": [{"exists": false}]             a is absent
//   "$or": [{...}, {...}]                at any level: at least two objects, any of which matches
//                                        (Or across fields)
// Leaves: a rule array applies to the field's leaf values. An array in the record matches when
// any of its elements does (nested arrays are flattened); an object has no leaf value, so only
// {"exists": false} matches a field whose value is an object, as Lambda's note "You can only use
// the Exists operator on leaf nodes" implies. Below an object rule the pattern is matched against
// each element of an array in the record on its own, so keys of one object must all hold in the
// same element.
// Duplicate keys in a pattern: the last one counts (Lambda's "Duplicate keys").
// Ignoring case means Unicode simple case folding (Qt::CaseInsensitive): "ß" is not "SS".
//
// DynamoDB gotcha, kept deliberately: attribute values in Keys, NewImage and OldImage are typed
// DynamoDB JSON, {"N": "42"}, and a number's value is a *string*. So
//   {"dynamodb": {"NewImage": {"qty": {"N": [{"numeric": [">", 10]}]}}}}
// never matches (numeric rules match only JSON numbers), and neither does {"N": [42]}; match the
// text instead: {"N": ["42"]}, with its exact spelling as the stream record carries it. The only
// JSON numbers in a stream record are dynamodb.ApproximateCreationDateTime and SizeBytes.
// Likewise {"BOOL": [true]} matches a Boolean attribute, since BOOL values are JSON booleans.
//
// Numbers: a number in the record is a double once it is a QJsonValue, and so is a number in a
// pattern (QJsonDocument parses to double, as event-ruler reads patterns with getDoubleValue()).
// Both "=" / range rules and plain numbers in a rule array compare those doubles exactly, so 300,
// 300.0 and 3.0e2 are all equal here. Lambda's older note says numbers compare by their string
// form (300 and 3.0e2 differ); a record held as QJsonObject has lost its number text, so this
// engine cannot do that, and for the integers DynamoDB writes the two agree. A pattern number
// outside double range is not valid JSON to QJsonDocument and so an invalid pattern.
//
// Which record fields: the whole record as Lambda delivers it (streamRecordToJson's LambdaEvent
// form: eventName, eventSource, userIdentity {type, principalId}, dynamodb ...; GetRecords
// writes userIdentity's members capitalised), so the product's patterns
//   {"eventName": ["REMOVE"]}
//   {"userIdentity": {"type": ["Service"], "principalId": ["dynamodb.amazonaws.com"]}}
//   {"dynamodb": {"NewImage": {"type": {"S": ["Order"]}}}}
// all work as the DynamoDB TTL and Lambda DynamoDB pages show them.
//
// Not supported, as Lambda's rule table does not list them and EventBridge marks them
// unsupported for Pipes (its other poller-side filter): "wildcard", "cidr", and "anything-but"
// applied to a prefix, suffix or equals-ignore-case object. Such patterns are refused as invalid.
//
// Errors (in this order):
//   SerializationException "Unexpected value type in payload: <path>" when "Filters" is not a
//     list, a filter is not an object, or a "Pattern" is not a string (null counts as absent);
//   ValidationException, AWS's model-constraint wording, when a pattern is longer than 4096
//     characters (Unicode code points), for every such pattern, 1-based:
//     "1 validation error detected: Value '<pattern>' at 'filterCriteria.filters.1.member.pattern'
//     failed to satisfy constraint: Member must have length less than or equal to 4096"
//     ("N validation errors detected: " and the items joined by "; " when there are several);
//   ValidationException "The number of filters in FilterCriteria (<n>) exceeds the limit of 5."
//     for more than 5 filters (Lambda's default quota; the text is ours, Lambda's is not
//     documented);
//   ValidationException "Invalid filter pattern definition." for any filter whose Pattern is
//     absent or is not a valid pattern as described above (not JSON, not an object, an empty
//     object or array, a leaf that is not an array, an unknown operator, a malformed operand).
//     This is Lambda's InvalidParameterValueException text; lw::ErrorType has no such type.
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace lw {

namespace eventfilter {
struct Node; // a compiled pattern object (eventfilter.cpp)
}

class EventFilter
{
public:
    static constexpr int kMaxFilters = 5;          // Lambda's default quota per mapping
    static constexpr int kMaxPatternLength = 4096; // Filter.Pattern, in characters

    // Matches everything.
    EventFilter() = default;

    // Parses a FilterCriteria as Lambda receives it. Empty or absent "Filters" (or null) gives a
    // filter that matches everything. Members other than Filters / Pattern are ignored.
    static Result<EventFilter> fromJson(const QJsonObject &filterCriteria);
    // The FilterCriteria accepted, with each Pattern's text exactly as given: {"Filters": [...]}
    // when fromJson saw a Filters list (even an empty one), {} when it did not.
    QJsonObject toJson() const;

    // True when there are no filters, so every record passes.
    bool isEmpty() const { return m_filters.isEmpty(); }
    // Whether `record` (a DynamoDB Streams record as GetRecords returns it) passes: any filter
    // matches it, or there are none.
    bool matches(const QJsonObject &record) const;

    // Same criteria: the same pattern texts in the same order.
    friend bool operator==(const EventFilter &a, const EventFilter &b)
    {
        return a.m_hasFiltersList == b.m_hasFiltersList && a.m_patterns == b.m_patterns;
    }

private:
    bool m_hasFiltersList = false;
    QList<QString> m_patterns;                                 // as given, for toJson()
    QList<std::shared_ptr<const eventfilter::Node>> m_filters; // compiled, one per pattern
};

} // namespace lw
