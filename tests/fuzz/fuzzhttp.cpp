#include "fuzzhttp.h"

#include "server/httpframer.h"

#include <QByteArrayView>

#include <cstdio>
#include <cstdlib>

using lw::server::HttpFramer;
using lw::server::HttpRequest;
using Event = HttpFramer::Event;

namespace {

constexpr qint64 kMaxHead = 4096;
constexpr qint64 kMaxBody = 65536;

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_http: %s\n", what);
    std::abort();
}

void check(const HttpRequest &request, qint64 announced)
{
    if (request.body.size() != announced)
        fail("a request's body is not its Content-Length");
    if (request.version != "HTTP/1.1" && request.version != "HTTP/1.0")
        fail("a request with a version the framer refuses");
    if (request.method.isEmpty() || request.target.isEmpty())
        fail("a request without a method or target");
    for (const auto &[name, value] : request.headers)
        if (name.isEmpty() || name != name.toLower())
            fail("a header name that is empty or not lower case");
}

} // namespace

int lwFuzzHttp(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype piece = data[0] == 0 ? qsizetype(size) : 1 + data[0] % 64;
    const QByteArrayView sent(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    HttpFramer framer(kMaxHead, kMaxBody);
    qint64 announced = 0;
    for (qsizetype at = 0; at < sent.size();) {
        QByteArrayView input = sent.sliced(at, qMin(piece, sent.size() - at));
        at += input.size();
        for (;;) {
            const Event event = framer.next(input);
            if (event == Event::NeedMore)
                break;
            if (event == Event::Head) {
                announced = framer.bodyLength();
                if (announced < 0 || announced > kMaxBody)
                    fail("a body length outside the limit got past the head");
            } else if (event == Event::Request) {
                check(framer.takeRequest(), announced);
                announced = 0;
            } else if (event == Event::Refused) {
                if (framer.refusal().status < 400 || framer.refusal().body.isEmpty())
                    fail("a refusal without a status or message");
                QByteArrayView more("GET / HTTP/1.1\r\n\r\n");
                if (framer.next(more) != Event::Refused)
                    fail("the framer took more after a refusal");
                return 0;
            }
        }
        if (!input.isEmpty())
            fail("the framer left bytes of a read unread");
    }
    return 0;
}
