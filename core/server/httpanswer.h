// One HTTP response as the endpoint sends it, in DynamoDB's form: every response carries a fresh
// `x-amzn-RequestId` (52 upper-case letters and digits, like the service's) and `x-amz-crc32`,
// the CRC-32 of the body bytes in decimal, which the AWS SDKs check before they parse the body.
// Pure functions; any thread.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <utility>

namespace lw::server {

struct HttpAnswer
{
    int status = 200;
    QByteArray contentType; // none: no Content-Type header (an empty body)
    QByteArray body;
    bool close = false; // "Connection: close", and the connection closes once it is sent
    // Further headers, sent as given after Content-Length (the CORS headers, dynamoprotocol.h).
    QList<std::pair<QByteArray, QByteArray>> headers;
};

// An answer the endpoint makes itself (a refusal: 413, 408 …): `status` with the JSON body
// {"message": <message>}, closing the connection.
HttpAnswer messageAnswer(int status, const QString &message);

// The whole response: status line, headers (request id, CRC-32, Content-Type, Content-Length,
// `answer.headers`, Connection: close when `answer.close`), a blank line and the body.
QByteArray responseBytes(const HttpAnswer &answer);

// A fresh request id: 52 characters from A-Z and 0-9.
QByteArray newRequestId();

// zlib's CRC-32 (the one x-amz-crc32 names) of `bytes`.
quint32 crc32Of(QByteArrayView bytes);

// "OK", "Bad Request", "Payload Too Large" … for the statuses the endpoint sends.
QByteArray reasonPhrase(int status);

} // namespace lw::server
