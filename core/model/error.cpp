#include "error.h"

using namespace Qt::StringLiterals;

namespace lw {

QString Error::typeName() const
{
    switch (type) {
    case ErrorType::Validation:
    case ErrorType::RequestValidation:
        return QStringLiteral("ValidationException");
    case ErrorType::ConditionalCheckFailed:
        return QStringLiteral("ConditionalCheckFailedException");
    case ErrorType::ResourceNotFound:
        return QStringLiteral("ResourceNotFoundException");
    case ErrorType::ResourceInUse:
        return QStringLiteral("ResourceInUseException");
    case ErrorType::TransactionCanceled:
        return QStringLiteral("TransactionCanceledException");
    case ErrorType::ItemCollectionSizeLimitExceeded:
        return QStringLiteral("ItemCollectionSizeLimitExceededException");
    case ErrorType::LimitExceeded:
        return QStringLiteral("LimitExceededException");
    case ErrorType::TrimmedDataAccess:
        return QStringLiteral("TrimmedDataAccessException");
    case ErrorType::ExpiredIterator:
        return QStringLiteral("ExpiredIteratorException");
    case ErrorType::Serialization:
        return QStringLiteral("SerializationException");
    case ErrorType::UnknownOperation:
        return QStringLiteral("UnknownOperationException");
    case ErrorType::InternalServerError:
        return QStringLiteral("InternalServerError");
    case ErrorType::DuplicateItem:
        return QStringLiteral("DuplicateItemException");
    case ErrorType::IdempotentParameterMismatch:
        return QStringLiteral("IdempotentParameterMismatchException");
    case ErrorType::ProvisionedThroughputExceeded:
        return QStringLiteral("ProvisionedThroughputExceededException");
    case ErrorType::Throttling:
        return QStringLiteral("ThrottlingException");
    case ErrorType::RequestLimitExceeded:
        return QStringLiteral("RequestLimitExceeded");
    case ErrorType::Remote: {
        const QString full = extra.value(u"__type"_s).toString();
        return full.mid(full.lastIndexOf(u'#') + 1);
    }
    }
    return QStringLiteral("InternalServerError");
}

QJsonObject Error::toJson() const
{
    QJsonObject out = extra;
    if (type == ErrorType::Remote) {
        out.insert(u"message"_s, message);
        return out;
    }
    // Protocol-level errors come from the service framework (Coral), member constraints from its
    // validation layer, ThrottlingException from its availability layer (the __type clients
    // see from the service, dynalite's tests retry on it; the SDKs read only the name after '#'),
    // the rest from DynamoDB.
    const bool coral = type == ErrorType::Serialization || type == ErrorType::UnknownOperation;
    const QString prefix = coral                                  ? u"com.amazon.coral.service#"_s
                           : type == ErrorType::RequestValidation ? u"com.amazon.coral.validate#"_s
                           : type == ErrorType::Throttling ? u"com.amazon.coral.availability#"_s
                                                           : u"com.amazonaws.dynamodb.v20120810#"_s;
    out.insert(u"__type"_s, QString(prefix + typeName()));
    // The service writes the key "Message" for these two and "message" for every other error.
    const bool capital = type == ErrorType::Serialization || type == ErrorType::TransactionCanceled;
    out.insert(capital ? u"Message"_s : u"message"_s, message);
    return out;
}

Error validationError(const QString &message)
{
    return Error{ErrorType::Validation, message, {}};
}

Error wrongType(const QString &member)
{
    return Error{ErrorType::Serialization, u"Unexpected value type in payload: "_s + member, {}};
}

Error valueConstraint(const QString &value, const QString &path, const QString &rule)
{
    return validationError(u"1 validation error detected: Value "_s + value + u" at '"_s + path +
                           u"' failed to satisfy constraint: "_s + rule);
}

} // namespace lw
