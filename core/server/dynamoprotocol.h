// DynamoDB's JSON 1.0 protocol: one HTTP request (method, Content-Type, X-Amz-Target, body) in,
// the HTTP answer out, with lw::Api::call doing the work. Requests are judged in the order the
// service judges them (as mhart/dynalite's suite, run against the real service, records it):
//
//   1. GET (any path) → 200 "healthy: dynamodb.us-east-1.amazonaws.com " (the service's health
//      check text, trailing space included, which tools wait for).
//   2. Any other method but POST, or a body whose media type is neither
//      application/x-amz-json-1.0 nor application/json (parameters after ';' ignored, missing
//      counts as wrong) → 404 "<UnknownOperationException/>\n".
//   3. A body that is not a JSON object → 400 com.amazon.coral.service#SerializationException.
//   4. An X-Amz-Target that is missing or names no action → 400
//      com.amazon.coral.service#UnknownOperationException. DynamoDB_20120810.<Action> takes the
//      tables' actions and the workbench's own (consumers, archive, history …);
//      DynamoDBStreams_20120810.<Action> takes ListStreams, DescribeStream, GetShardIterator and
//      GetRecords, which the DynamoDB_20120810 prefix refuses, as the service does.
//   5. When the server checks credentials (`lwb serve --credentials`), the request's SigV4
//      signature → 400 with the service's authentication errors (requestauth.h).
//   6. An empty body → 400 SerializationException.
//   7. Api::call: its response → 200; its error → 400 with lw::Error's wire form
//      ({"__type": "com.amazonaws.dynamodb.v20120810#ValidationException", "message": …}),
//      500 for InternalServerError.
// Without a check of credentials, any Authorization header, or none, is accepted.
// Where the service's protocol errors carry no message, ours say what was wrong.
// The response's Content-Type is the request's (application/json or application/x-amz-json-1.0).
//
// Threads: the thread that uses `api` (Api is not thread-safe).
#pragma once

#include "api/api.h"
#include "httpanswer.h"
#include "requestauth.h"

#include <QByteArrayView>

#include <functional>
#include <optional>

namespace lw::server {

// What one request made of the api, for the window to follow the traffic: set when the request
// reached Api::call.
struct ApiCall
{
    QString action;
    QJsonObject request;
    Result<QJsonObject> result; // the response, or the error the api returned
};

struct ProtocolAnswer
{
    HttpAnswer http;
    std::optional<ApiCall> call;
};

// An Api error as the endpoint sends it: 400 (500 for InternalServerError) with the error's wire
// form, in `contentType`.
HttpAnswer errorAnswer(const Error &error, const QByteArray &contentType);

// The actions DynamoDBStreams_20120810 takes.
bool isStreamsAction(QStringView action);

// Step 5: the request's authentication failure, if any; unset: no credentials are checked.
using Authenticate = std::function<std::optional<AuthFailure>()>;

ProtocolAnswer answerRequest(Api &api, QByteArrayView method, const QByteArray &contentType,
                             const QByteArray &target, const QByteArray &body,
                             const Authenticate &authenticate = {});

} // namespace lw::server
