// HTTP/1.1 request framing for the endpoint: bytes in as they arrive, whole requests out (request
// line, headers, a Content-Length body), or the refusal a malformed or oversized request gets.
//
// Why our own: QtHttpServer 6.4 buffered every request through a QIODevice transaction, a copy
// per header and a second parse, and cost about half of a served GetItem's CPU; and the limits it
// lacked had to be kept by a framer of our own in front of it anyway (connectionguard.h). So the
// framing is done once, here, with the limits, and no socket: it is tested alone (tst_httpframer)
// and fuzzed (tests/fuzz, target `http`).
//
// What it accepts (RFC 9112, the subset clients of DynamoDB send): a request line of three
// space-separated parts with HTTP/1.0 or HTTP/1.1; header lines "name: value" (names compared
// without case, values trimmed); a body of exactly Content-Length bytes, or none. Line ends may be
// CRLF or LF, and blank lines before a request (left over after a body) are skipped. Refused, each
// as a messageAnswer() whose text says what was wrong:
//   400  a malformed request line or header line, or a Content-Length that is not one decimal
//        number (or two that differ);
//   411  a Transfer-Encoding other than identity (a chunked body's size is not known up front;
//        the AWS SDKs always send Content-Length);
//   413  a Content-Length over the body limit, refused as soon as the headers are in;
//   431  a request line and headers (their blank line included) over the head limit.
// After a refusal the framer takes nothing more: the connection is to close.
//
// Pure; one framer per connection, any thread.
#pragma once

#include "httpanswer.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>
#include <utility>

namespace lw::server {

struct HttpRequest
{
    // The request line and headers as received (the names lowered): the bytes of method, target,
    // version and headers, which are QByteArray::fromRawData() of parts of it, so that framing a
    // request allocates nothing per header. Never modified (a copy shares it).
    QByteArray head;
    QByteArray method;  // as sent: "POST", "GET" …
    QByteArray target;  // the request target: path and query ("/", "/?a=b")
    QByteArray version; // "HTTP/1.1" or "HTTP/1.0"
    // In the order sent, names in lower case, values trimmed.
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    // The client lets the connection stay open after the answer: HTTP/1.1 without
    // "Connection: close", or HTTP/1.0 with "Connection: keep-alive".
    bool keepAlive = true;

    // The first value of the header `name` (lower case), empty when there is none; a view into
    // `head`, valid while the request (or a copy) lives: copy what must outlive it.
    QByteArrayView header(QByteArrayView name) const;
    QByteArray path() const;  // the target up to '?'
    QByteArray query() const; // after '?', empty when none
};

class HttpFramer
{
public:
    HttpFramer(qint64 maxHeaderBytes, qint64 maxBodyBytes)
        : m_maxHeaderBytes(maxHeaderBytes), m_maxBodyBytes(maxBodyBytes)
    {}

    enum class Event
    {
        NeedMore, // `input` is used up: waiting for more bytes
        Started,  // the first byte of a request arrived
        Head,     // its line and headers are in; bodyLength() says how much body follows
        Request,  // the request is whole: takeRequest()
        Refused,  // refusal() says why; nothing more is taken
    };

    // Takes bytes from the front of `input` (shortening it) until the next event, and returns it.
    // Call again with the rest until it returns NeedMore (or Refused).
    Event next(QByteArrayView &input);

    // During a request, from Head on: the body's announced length, and how much has arrived.
    qint64 bodyLength() const { return m_bodyLength; }
    qint64 bodyReceived() const { return m_request.body.size(); }
    bool inRequest() const { return m_state != State::Idle; }
    bool inBody() const { return m_state == State::Body; }
    // After Head: the request so far (its line and headers; the body still arriving).
    const HttpRequest &request() const { return m_request; }
    // After Request: the whole request, leaving the framer ready for the next.
    HttpRequest takeRequest();
    // After Refused.
    const HttpAnswer &refusal() const { return *m_refusal; }

private:
    enum class State
    {
        Idle, // between requests
        Head,
        Body,
        Done,    // a whole request waits for takeRequest()
        Refused, // for good
    };

    Event refuse(HttpAnswer answer);
    // Parses m_head into m_request; the event that follows (Head, or Refused).
    Event parseHead();

    qint64 m_maxHeaderBytes;
    qint64 m_maxBodyBytes;
    State m_state = State::Idle;
    QByteArray m_head;
    HttpRequest m_request;
    qint64 m_bodyLength = 0;
    std::optional<HttpAnswer> m_refusal;
};

} // namespace lw::server
