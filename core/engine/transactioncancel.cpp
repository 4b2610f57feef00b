#include "transactioncancel.h"

#include <QJsonArray>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QString reasonCode(const Error &error)
{
    switch (error.type) {
    case ErrorType::ConditionalCheckFailed:
        return u"ConditionalCheckFailed"_s;
    case ErrorType::Validation:
        return u"ValidationError"_s;
    case ErrorType::ItemCollectionSizeLimitExceeded:
        return u"ItemCollectionSizeLimitExceeded"_s;
    // A throttled action: the API reference's codes for provisioned capacity and for the rest.
    case ErrorType::ProvisionedThroughputExceeded:
        return u"ProvisionedThroughputExceeded"_s;
    case ErrorType::Throttling:
    case ErrorType::RequestLimitExceeded:
        return u"ThrottlingError"_s;
    default:
        return error.typeName();
    }
}

} // namespace

Error multipleOperationsOnOneItem()
{
    return validationError(u"Transaction request cannot include multiple operations on one item"_s);
}

bool cancelsTransaction(const Error &actionError)
{
    const QString invalid = u"One or more parameter values were invalid: "_s;
    const QString &text = actionError.message;
    return actionError.type == ErrorType::Validation &&
           (text == u"The provided key element does not match the schema"_s ||
            text.startsWith(invalid + u"Type mismatch for "_s) ||
            text.startsWith(invalid + u"Missing the key "_s));
}

Error transactionCanceled(const QList<std::optional<Error>> &reasons)
{
    QStringList codes;
    QJsonArray json;
    for (const auto &reason : reasons) {
        if (!reason) {
            codes << u"None"_s;
            json.append(QJsonObject{{u"Code"_s, u"None"_s}});
            continue;
        }
        QJsonObject entry{{u"Code"_s, reasonCode(*reason)}, {u"Message"_s, reason->message}};
        if (const QJsonValue item = reason->extra.value(u"Item"_s); !item.isUndefined())
            entry.insert(u"Item"_s, item);
        codes << entry.value(u"Code"_s).toString();
        json.append(entry);
    }
    return Error{ErrorType::TransactionCanceled,
                 u"Transaction cancelled, please refer cancellation reasons for specific "
                 u"reasons ["_s +
                     codes.join(u", "_s) + u']',
                 QJsonObject{{u"CancellationReasons"_s, json}}};
}

} // namespace lw
