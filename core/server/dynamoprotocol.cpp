#include "dynamoprotocol.h"

#include "api/plainrequests.h"
#include "api/requestjson.h"
#include "model/serviceactions.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace lw::server {

namespace {

const QByteArray kAmzJson = QByteArrayLiteral("application/x-amz-json-1.0");
const QByteArray kJson = QByteArrayLiteral("application/json");
const QString kDynamoDbPrefix = u"DynamoDB_20120810"_s;
const QString kStreamsPrefix = u"DynamoDBStreams_20120810"_s;

// The media type of a Content-Type value, without parameters: "application/json" of
// "  application/json ; charset=utf-8"; compared without case.
QByteArrayView mediaType(QByteArrayView contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    return (semicolon < 0 ? contentType : contentType.first(semicolon)).trimmed();
}

bool isMediaType(QByteArrayView type, const QByteArray &expected)
{
    return type.compare(expected, Qt::CaseInsensitive) == 0;
}

// The action an X-Amz-Target names, or the UnknownOperationException for one that names none.
Result<QString> targetAction(QByteArrayView target)
{
    const QString text = QString::fromUtf8(target);
    const QStringList parts = text.split(u'.');
    const auto unknown = [](const QString &message) {
        return std::unexpected(Error{ErrorType::UnknownOperation, message, {}});
    };
    if (text.isEmpty())
        return unknown(u"The request has no X-Amz-Target header: send "
                       u"DynamoDB_20120810.<Action> or DynamoDBStreams_20120810.<Action>"_s);
    if (parts.size() != 2 || (parts[0] != kDynamoDbPrefix && parts[0] != kStreamsPrefix))
        return unknown(u"Unknown X-Amz-Target '%1': send DynamoDB_20120810.<Action> or "
                       u"DynamoDBStreams_20120810.<Action>"_s.arg(text));
    const QString &action = parts[1];
    const bool streams = parts[0] == kStreamsPrefix;
    if (!Api::isAction(action) || streams != isStreamsAction(action))
        return unknown(u"An unknown operation was requested: "_s + text);
    return action;
}

HttpAnswer authFailureAnswer(const AuthFailure &failure, const QByteArray &answerType)
{
    const QJsonObject error{{u"__type"_s, QString(u"com.amazon.coral.service#"_s + failure.type)},
                            {u"message"_s, failure.message}};
    return {400, answerType, QJsonDocument(error).toJson(QJsonDocument::Compact), false, {}};
}

// A GetItem or PutItem read from its bytes (api/plainrequests.h), answered as the long way below
// answers it: its body is valid JSON and names the action, so the long way's first refusal would
// be the authentication's. Nullopt for any other request, or when the Api sends it the long way
// after all.
std::optional<ProtocolAnswer> plainAnswer(Api &api, QByteArrayView target, const QByteArray &body,
                                          const QByteArray &answerType,
                                          const Authenticate &authenticate,
                                          const CallOptions &options)
{
    const auto answer = [&](const QString &action, const auto &plain,
                            auto call) -> std::optional<ProtocolAnswer> {
        if (!plain)
            return std::nullopt;
        if (authenticate)
            if (const std::optional<AuthFailure> failure = authenticate(action))
                return ProtocolAnswer{authFailureAnswer(*failure, answerType), std::nullopt};
        std::optional<Result<QByteArray>> text = call(*plain);
        if (!text)
            return std::nullopt;
        ApiCall made{action, QJsonObject(), QJsonObject()};
        if (!*text) {
            made.result = std::unexpected(text->error());
            return ProtocolAnswer{errorAnswer(text->error(), answerType), std::move(made)};
        }
        return ProtocolAnswer{{200, answerType, std::move(**text), false, {}}, std::move(made)};
    };
    if (target == "DynamoDB_20120810.GetItem")
        return answer(u"GetItem"_s, api::plainGetItem(body), [&](const api::PlainGetItem &get) {
            return api.callPlainGetItem(get, options);
        });
    if (target == "DynamoDB_20120810.PutItem")
        return answer(u"PutItem"_s, api::plainPutItem(body), [&](const api::PlainPutItem &put) {
            return api.callPlainPutItem(put, options);
        });
    return std::nullopt;
}

} // namespace

bool commitsItself(QByteArrayView target)
{
    const QByteArrayView prefix = "DynamoDB_20120810.";
    return target.startsWith(prefix) &&
           Api::commitsItself(QString::fromLatin1(target.sliced(prefix.size())));
}

HttpAnswer errorAnswer(const Error &error, const QByteArray &contentType)
{
    const int status = error.type == ErrorType::InternalServerError ? 500 : 400;
    return {status,
            contentType,
            QJsonDocument(error.toJson()).toJson(QJsonDocument::Compact),
            false,
            {}};
}

std::optional<HttpAnswer> preflightAnswer(QByteArrayView method, const BrowserRequest &browser)
{
    if (method != "OPTIONS" || browser.origin.isEmpty())
        return std::nullopt;
    HttpAnswer answer{200, {}, {}, false, {{"Access-Control-Allow-Origin", "*"}}};
    if (!browser.requestHeaders.isEmpty())
        answer.headers.emplaceBack("Access-Control-Allow-Headers", browser.requestHeaders);
    if (!browser.requestMethod.isEmpty())
        answer.headers.emplaceBack("Access-Control-Allow-Methods", browser.requestMethod);
    answer.headers.emplaceBack("Access-Control-Max-Age", "172800");
    return answer;
}

void addCorsHeaders(HttpAnswer &answer, const BrowserRequest &browser)
{
    if (browser.origin.isEmpty())
        return;
    answer.headers.emplaceBack("Access-Control-Allow-Origin", "*");
}

ProtocolAnswer answerRequest(Api &api, QByteArrayView method, QByteArrayView contentType,
                             QByteArrayView target, const QByteArray &body,
                             const Authenticate &authenticate, const CallOptions &options,
                             bool keepResponse)
{
    if (method == "GET")
        return {
            {200, {}, QByteArrayLiteral("healthy: dynamodb.us-east-1.amazonaws.com "), false, {}},
            std::nullopt};
    const QByteArrayView type = mediaType(contentType);
    const bool json = isMediaType(type, kJson);
    if (method != "POST" || (!body.isEmpty() && !json && !isMediaType(type, kAmzJson)))
        return {{404, {}, QByteArrayLiteral("<UnknownOperationException/>\n"), false, {}},
                std::nullopt};
    const QByteArray answerType = json ? kJson : kAmzJson;

    if (!keepResponse)
        if (std::optional<ProtocolAnswer> answer =
                plainAnswer(api, target, body, answerType, authenticate, options))
            return std::move(*answer);

    Result<QJsonObject> request = QJsonObject{};
    if (!body.isEmpty()) {
        request = api::requestObject(body);
        if (!request)
            return {errorAnswer(request.error(), answerType), std::nullopt};
    }
    const Result<QString> action = targetAction(target);
    if (!action)
        return {errorAnswer(action.error(), answerType), std::nullopt};
    if (authenticate) {
        if (const std::optional<AuthFailure> failure = authenticate(*action))
            return {authFailureAnswer(*failure, answerType), std::nullopt};
    }
    if (body.isEmpty())
        return {errorAnswer(Error{ErrorType::Serialization,
                                  u"The request has no body: send the request JSON"_s,
                                  {}},
                            answerType),
                std::nullopt};

    if (!keepResponse) {
        Result<QByteArray> text = api.callWire(*action, *request, options);
        ApiCall call{*action, *request, QJsonObject()};
        if (!text) {
            call.result = std::unexpected(text.error());
            return {errorAnswer(text.error(), answerType), std::move(call)};
        }
        return {{200, answerType, std::move(*text), false, {}}, std::move(call)};
    }
    const Result<QJsonObject> response = api.call(*action, *request, options);
    ApiCall call{*action, *request, response};
    if (!response)
        return {errorAnswer(response.error(), answerType), std::move(call)};
    return {{200, answerType, QJsonDocument(*response).toJson(QJsonDocument::Compact), false, {}},
            std::move(call)};
}

} // namespace lw::server
