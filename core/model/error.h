// Errors are values: every engine call returns Result<T> = std::expected<T, Error>.
// An Error carries one of DynamoDB's error types and its exact message text, so the api layer
// can send it on as `{"__type": "com.amazonaws.dynamodb.v20120810#<Type>", "message": ...}`
// without translating. Missing items are not errors.
#pragma once

#include <QJsonObject>
#include <QString>

#include <expected>
#include <utility>

namespace lw {

// The DynamoDB error types the engine can return. Names map 1:1 onto DynamoDB's __type suffixes,
// except the two ValidationExceptions: Validation is DynamoDB's own, RequestValidation the
// service front end's validation layer (com.amazon.coral.validate#), which answers a request that
// breaks a member constraint before DynamoDB sees it (docs/validation.md).
enum class ErrorType
{
    Validation,
    RequestValidation,
    ConditionalCheckFailed,
    ResourceNotFound,
    ResourceInUse,
    TransactionCanceled,
    ItemCollectionSizeLimitExceeded,
    LimitExceeded,
    TrimmedDataAccess,
    ExpiredIterator,
    Serialization,
    UnknownOperation,
    InternalServerError,
    // PartiQL's INSERT onto an existing key (core/partiql/): "Duplicate primary key exists in
    // table".
    DuplicateItem,
    // TransactWriteItems' ClientRequestToken reused with another request (engine/idempotency.h).
    IdempotentParameterMismatch,
    // A request past the throughput limits, when they are on (docs/throughput.md, "Throttling as
    // the service answers it"): ProvisionedThroughputExceededException, ThrottlingException and
    // RequestLimitExceeded, with the ThrottlingReasons list in `extra`.
    ProvisionedThroughputExceeded,
    Throttling,
    RequestLimitExceeded,
    // An error a remote endpoint answered that is none of the above (AccessDeniedException,
    // UnrecognizedClientException, a ScyllaDB Alternator's own …), or no answer at all
    // (NetworkError, RequestTimeout: aws/awsclient.h). Its __type is kept whole in
    // extra["__type"], so that the window shows the service's own name (remote/remoteapi.h).
    Remote,
};

struct Error
{
    ErrorType type = ErrorType::Validation;
    QString message;
    // Extra top-level response fields some errors carry (CancellationReasons, Item).
    QJsonObject extra;

    // "ValidationException", "ConditionalCheckFailedException" ... as DynamoDB names them; for
    // a Remote error the part of its __type after '#'.
    QString typeName() const;
    // The wire form: {"__type": "com.amazonaws.dynamodb.v20120810#<typeName>", "message": ...};
    // SerializationException and UnknownOperationException carry "com.amazon.coral.service#",
    // RequestValidation "com.amazon.coral.validate#". SerializationException and
    // TransactionCanceledException write the text under "Message", as the service does, the
    // others under "message": one key, never both. A Remote error keeps the __type it came with.
    QJsonObject toJson() const;

    // Results are compared in tests, and Qt's meta types compare the values signals carry.
    bool operator==(const Error &) const = default;
};

// Shorthand for the most common error: a ValidationException with DynamoDB's text.
Error validationError(const QString &message);
// "1 validation error detected: Value <value> at '<path>' failed to satisfy constraint: <rule>",
// the wording that echoes the value; `path` as DynamoDB spells it: lowerCamel members, 1-based
// list positions ("transactItems.2.member.put.item").
Error valueConstraint(const QString &value, const QString &path, const QString &rule);
// SerializationException "Unexpected value type in payload: <member>": the deserialiser's answer
// to a member of the wrong JSON type, before any constraint is checked. `member` as the request
// spells it ("TimeToLiveSpecification.Enabled").
Error wrongType(const QString &member);

template<class T> using Result = std::expected<T, Error>;
// For calls that produce nothing but can fail.
using Status = std::expected<void, Error>;

// Hands the error of `expr` (a Result<T> or a Status) on to the caller: the enclosing function,
// which returns a Result or a Status, returns it; otherwise nothing happens. It is one statement:
//   LW_TRY(storage::put(txn, dbi, key, value));   // a call whose value is not needed
//   auto item = readItem(txn, key);
//   LW_TRY(item);                                   // a result kept for its value: use *item next
#define LW_TRY(...)                                                                                \
    do {                                                                                           \
        if (auto &&lw_try_result = (__VA_ARGS__); !lw_try_result)                                  \
            return std::unexpected(std::move(lw_try_result).error());                              \
    } while (false)

// Drops a result's value, keeping its error (g++ 12's std::expected has no transform()).
template<class T> Status toStatus(const Result<T> &result)
{
    LW_TRY(result);
    return {};
}

} // namespace lw
