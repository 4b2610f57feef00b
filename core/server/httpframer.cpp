#include "httpframer.h"

#include <QString>

#include <utility>

using namespace Qt::StringLiterals;

namespace lw::server {

namespace {

bool isBlank(char c)
{
    return c == '\r' || c == '\n' || c == ' ' || c == '\t';
}

// Where the head ends in `head` (just past its blank line), searching from `from`; -1 when it
// has not ended yet.
qsizetype headEnd(const QByteArray &head, qsizetype from)
{
    for (qsizetype at = head.indexOf('\n', from); at >= 0; at = head.indexOf('\n', at + 1)) {
        if (at + 1 < head.size() && head[at + 1] == '\n')
            return at + 2;
        if (at + 2 < head.size() && head[at + 1] == '\r' && head[at + 2] == '\n')
            return at + 3;
    }
    return -1;
}

QString shown(QByteArrayView bytes, qsizetype at)
{
    return QString::fromLatin1(bytes.first(qMin(at, bytes.size())));
}

} // namespace

QByteArrayView HttpRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers)
        if (key == name)
            return value;
    return {};
}

QByteArray HttpRequest::path() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? target : target.first(question);
}

QByteArray HttpRequest::query() const
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? QByteArray() : target.sliced(question + 1);
}

HttpFramer::Event HttpFramer::next(QByteArrayView &input)
{
    switch (m_state) {
    case State::Refused:
        input = {};
        return Event::Refused;
    case State::Done:
        return Event::Request;
    case State::Idle: {
        qsizetype skipped = 0;
        while (skipped < input.size() && isBlank(input[skipped]))
            ++skipped; // line ends left over from the previous request
        input = input.sliced(skipped);
        if (input.isEmpty())
            return Event::NeedMore;
        m_state = State::Head;
        m_head.clear();
        return Event::Started;
    }
    case State::Head: {
        // Only as many bytes as the head may still grow by (and one more, to know it grew too
        // large) are looked at.
        const qsizetype room = qsizetype(qMax<qint64>(0, m_maxHeaderBytes - m_head.size()));
        const QByteArrayView taken = input.first(qMin(input.size(), room + 1));
        const qsizetype before = m_head.size();
        m_head.append(taken);
        const qsizetype end = headEnd(m_head, qMax<qsizetype>(0, before - 2));
        input = input.sliced(end < 0 ? taken.size() : end - before);
        if ((end < 0 ? m_head.size() : end) > m_maxHeaderBytes)
            return refuse(messageAnswer(
                431,
                u"The request line and headers are larger than %1 bytes"_s.arg(m_maxHeaderBytes)));
        if (end < 0)
            return Event::NeedMore;
        m_head.truncate(end);
        return parseHead();
    }
    case State::Body: {
        const qsizetype n = qsizetype(qMin<qint64>(input.size(), m_bodyLength - bodyReceived()));
        m_request.body.append(input.first(n));
        input = input.sliced(n);
        if (bodyReceived() < m_bodyLength)
            return Event::NeedMore;
        m_state = State::Done;
        return Event::Request;
    }
    }
    Q_UNREACHABLE();
    return Event::NeedMore;
}

HttpFramer::Event HttpFramer::parseHead()
{
    // Views into the head, line by line, as split('\n') of it trimmed would give them, trimmed:
    // no copy of a line is made but the header names and values kept.
    QByteArray head = std::exchange(m_head, {});
    char *const bytes = head.data(); // the framer's own copy: names are lowered in place
    // A part of the head, kept in it (HttpRequest::head).
    const auto kept = [&head](QByteArrayView part) {
        return QByteArray::fromRawData(part.data(), part.size());
    };
    QByteArrayView rest = QByteArrayView(head).trimmed();
    bool lastLine = false;
    const auto takeLine = [&rest, &lastLine] {
        const qsizetype newline = rest.indexOf('\n');
        const QByteArrayView line = newline < 0 ? rest : rest.first(newline);
        lastLine = newline < 0;
        rest = lastLine ? QByteArrayView() : rest.sliced(newline + 1);
        return line.trimmed();
    };
    m_request = {};
    // The request line: three parts between single spaces, as split(' ') would give exactly three.
    const QByteArrayView line0 = takeLine();
    const qsizetype space1 = line0.indexOf(' ');
    const qsizetype space2 = space1 < 0 ? -1 : line0.indexOf(' ', space1 + 1);
    const QByteArrayView version = space2 < 0 ? QByteArrayView() : line0.sliced(space2 + 1);
    if (space2 < 0 || version.contains(' ') || (version != "HTTP/1.1" && version != "HTTP/1.0"))
        return refuse(messageAnswer(400, u"Malformed request line: '%1'"_s.arg(shown(line0, 200))));
    m_request.method = kept(line0.first(space1));
    m_request.target = kept(line0.sliced(space1 + 1, space2 - space1 - 1));
    m_request.version = kept(version);
    m_request.headers.reserve(12);
    std::optional<qint64> length;
    QByteArray connection;
    while (!lastLine) {
        const QByteArrayView line = takeLine();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(
                messageAnswer(400, u"Malformed header line: '%1'"_s.arg(shown(line, 200))));
        const QByteArrayView nameBytes = line.first(colon).trimmed();
        for (char *c = bytes + (nameBytes.data() - head.constData()), *end = c + nameBytes.size();
             c != end; ++c)
            *c = *c >= 'A' && *c <= 'Z' ? char(*c - 'A' + 'a') : *c;
        QByteArray name = kept(nameBytes);
        QByteArray value = kept(line.sliced(colon + 1).trimmed());
        if (name == "content-length") {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            const bool digits = !value.isEmpty() && value.front() != '+' && value.front() != '-';
            if (!ok || !digits || (length && *length != n))
                return refuse(
                    messageAnswer(400, u"Invalid Content-Length: '%1'"_s.arg(shown(value, 40))));
            length = n;
        } else if (name == "transfer-encoding" && value.toLower() != "identity") {
            return refuse(
                messageAnswer(411, u"Transfer-Encoding '%1' is not accepted: send the "
                                   u"body with a Content-Length"_s.arg(shown(value, 40))));
        } else if (name == "connection") {
            connection = value.toLower();
        }
        m_request.headers.emplace_back(std::move(name), std::move(value));
    }
    m_request.keepAlive = m_request.version == "HTTP/1.1" ? !connection.contains("close")
                                                          : connection.contains("keep-alive");
    m_bodyLength = length.value_or(0);
    if (m_bodyLength > m_maxBodyBytes)
        return refuse(messageAnswer(413, u"The request body of %1 bytes is larger than the %2 "
                                         u"bytes DynamoDB accepts"_s.arg(m_bodyLength)
                                             .arg(m_maxBodyBytes)));
    m_request.body.reserve(qsizetype(m_bodyLength));
    m_request.head = std::move(head); // its buffer, and so the parts kept, stay where they are
    m_state = m_bodyLength == 0 ? State::Done : State::Body;
    return Event::Head;
}

HttpRequest HttpFramer::takeRequest()
{
    m_state = State::Idle;
    m_bodyLength = 0;
    return std::exchange(m_request, {});
}

HttpFramer::Event HttpFramer::refuse(HttpAnswer answer)
{
    m_state = State::Refused;
    m_head.clear();
    m_request = {};
    m_refusal = std::move(answer);
    return Event::Refused;
}

} // namespace lw::server
