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
//   5. The Authorization header → 400 with the service's authentication errors (requestauth.h):
//      when the server checks credentials (`lwb serve --credentials`), the request's whole SigV4
//      signature; otherwise, for DynamoDB's and DynamoDB Streams' actions
//      (model/serviceactions.h), only that the header is there and well formed (any
//      credentials, any signature), and the workbench's own actions take none.
//   6. An empty body → 400 SerializationException.
//   7. Api::call: its response → 200; its error → 400 with lw::Error's wire form
//      ({"__type": "com.amazon.coral.validate#ValidationException", "message": …}; model/error.h
//      says which types carry "Message"), 500 for InternalServerError.
// Where the service's protocol errors carry no message, ours say what was wrong.
// A request with an Origin header (a browser's) is answered with DynamoDB's CORS headers
// (httpanswer.h); an OPTIONS preflight is answered before any of the steps above.
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
    QJsonObject request;        // empty for a GetItem or PutItem read from its bytes
    Result<QJsonObject> result; // the response, or the error the api returned; an empty
                                // object for a response sent as text only (answerRequest)
};

struct ProtocolAnswer
{
    HttpAnswer http;
    std::optional<ApiCall> call;
};

// An Api error as the endpoint sends it: 400 (500 for InternalServerError) with the error's wire
// form, in `contentType`.
HttpAnswer errorAnswer(const Error &error, const QByteArray &contentType);

// Whether the X-Amz-Target names an action that commits its own transactions
// (Api::commitsItself), which the endpoint runs outside its group commit.
bool commitsItself(QByteArrayView target);

// Step 5: the request's authentication failure for `action`, if any.
using Authenticate = std::function<std::optional<AuthFailure>(QStringView action)>;

// What a browser's request (one with an `origin` header) gets as DynamoDB answers it. A preflight
// (OPTIONS) is answered at once: 200, no body, Access-Control-Allow-Origin: *, the
// Access-Control-Allow-Headers and Access-Control-Allow-Methods it asked for (when it asked) and
// Access-Control-Max-Age: 172800. Any other request's answer gets Access-Control-Allow-Origin: *.
// The headers are mhart/dynalite's (4.0.0, index.js), which reproduce the service's.
struct BrowserRequest
{
    QByteArray origin;         // empty: not a browser's request, no CORS headers
    QByteArray requestHeaders; // Access-Control-Request-Headers
    QByteArray requestMethod;  // Access-Control-Request-Method
};
// The preflight's answer, or nullopt when `method` is not OPTIONS or there is no origin.
std::optional<HttpAnswer> preflightAnswer(QByteArrayView method, const BrowserRequest &browser);
// Adds the headers of a browser's request to `answer` (none without an origin).
void addCorsHeaders(HttpAnswer &answer, const BrowserRequest &browser);

// Answers one request as the steps above say, the call made with `options` (the endpoint's
// --around-cache). With `keepResponse` false nothing needs the response as an object: it is
// written as text by Api::callWire, the same bytes, and the ApiCall's result is empty; a plain
// GetItem or PutItem (api/plainrequests.h) is read from its bytes, and its ApiCall's request is
// empty too.
ProtocolAnswer answerRequest(Api &api, QByteArrayView method, QByteArrayView contentType,
                             QByteArrayView target, const QByteArray &body,
                             const Authenticate &authenticate = {}, const CallOptions &options = {},
                             bool keepResponse = true);

} // namespace lw::server
