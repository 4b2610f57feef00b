#include "httpanswer.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <zlib.h>

#include <array>

namespace lw::server {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 408:
        return QByteArrayLiteral("Request Timeout");
    case 411:
        return QByteArrayLiteral("Length Required");
    case 413:
        return QByteArrayLiteral("Payload Too Large");
    case 431:
        return QByteArrayLiteral("Request Header Fields Too Large");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    }
    return QByteArrayLiteral("Unknown");
}

HttpAnswer messageAnswer(int status, const QString &message)
{
    const QJsonObject body{{QStringLiteral("message"), message}};
    return {status,
            QByteArrayLiteral("application/x-amz-json-1.0"),
            QJsonDocument(body).toJson(QJsonDocument::Compact),
            true,
            {}};
}

QByteArray newRequestId()
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    constexpr quint64 kLetters = sizeof kAlphabet - 1;
    constexpr int kPerDraw = 12; // 36^12 < 2^64: twelve letters from each 64-bit draw
    // Seeded once per thread from the system's generator: the global one locks and draws per
    // call, and drawing each of the 52 letters from it took 1.4% of a served GetItem.
    thread_local QRandomGenerator64 random = [] {
        std::array<quint32, 8> seed;
        QRandomGenerator::system()->fillRange(seed.data(), seed.size());
        return QRandomGenerator64(seed.data(), qsizetype(seed.size()));
    }();
    QByteArray id(52, Qt::Uninitialized);
    quint64 bits = 0;
    for (qsizetype at = 0; at < id.size(); ++at) {
        if (at % kPerDraw == 0)
            bits = random.generate();
        id[at] = kAlphabet[bits % kLetters];
        bits /= kLetters;
    }
    return id;
}

quint32 crc32Of(QByteArrayView bytes)
{
    // zlib takes a uInt length: feed a body larger than that in pieces.
    uLong crc = crc32(0, nullptr, 0);
    for (qsizetype at = 0; at < bytes.size();) {
        const auto piece = uInt(qMin<qsizetype>(bytes.size() - at, 1 << 30));
        crc = crc32(crc, reinterpret_cast<const Bytef *>(bytes.data() + at), piece);
        at += piece;
    }
    return quint32(crc);
}

QByteArray responseBytes(const HttpAnswer &answer)
{
    QByteArray out;
    out.reserve(answer.body.size() + 256);
    out += "HTTP/1.1 " + QByteArray::number(answer.status) + ' ' + reasonPhrase(answer.status) +
           "\r\n";
    out += "x-amzn-RequestId: " + newRequestId() + "\r\n";
    out += "x-amz-crc32: " + QByteArray::number(crc32Of(answer.body)) + "\r\n";
    if (!answer.contentType.isEmpty())
        out += "Content-Type: " + answer.contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(answer.body.size()) + "\r\n";
    for (const auto &[name, value] : answer.headers)
        out += name + ": " + value + "\r\n";
    if (answer.close)
        out += "Connection: close\r\n";
    out += "\r\n";
    out += answer.body;
    return out;
}

} // namespace lw::server
