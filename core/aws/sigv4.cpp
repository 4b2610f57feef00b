#include "sigv4.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

#include <algorithm>

namespace lw::aws::sigv4 {

namespace {

// AWS's URI encoding: everything but the unreserved characters, as %XY in upper case.
QByteArray awsEncode(const QByteArray &raw)
{
    return raw.toPercentEncoding({}, {}, '%');
}

QByteArray decoded(const QByteArray &encoded)
{
    return QByteArray::fromPercentEncoding(encoded);
}

QByteArray canonicalUri(const QByteArray &path)
{
    QList<QByteArray> segments;
    for (const QByteArray &segment : path.split('/')) {
        if (segment == "..") {
            if (!segments.isEmpty())
                segments.removeLast();
        } else if (segment != "." && !segment.isEmpty()) {
            segments.append(awsEncode(decoded(segment)));
        }
    }
    QByteArray out = '/' + segments.join('/');
    if (path.endsWith('/') && !segments.isEmpty())
        out += '/';
    return out;
}

QByteArray canonicalQuery(const QByteArray &query)
{
    QList<QPair<QByteArray, QByteArray>> pairs;
    for (const QByteArray &part : query.split('&')) {
        if (part.isEmpty())
            continue;
        const qsizetype equals = part.indexOf('=');
        const QByteArray name = equals < 0 ? part : part.first(equals);
        const QByteArray value = equals < 0 ? QByteArray() : part.sliced(equals + 1);
        pairs.append({awsEncode(decoded(name)), awsEncode(decoded(value))});
    }
    std::sort(pairs.begin(), pairs.end());
    QList<QByteArray> parts;
    for (const auto &[name, value] : pairs)
        parts.append(name + '=' + value);
    return parts.join('&');
}

// Trimmed, with each inner run of spaces and tabs made one space.
QByteArray canonicalValue(const QByteArray &value)
{
    QByteArray out;
    bool blank = false;
    for (const char c : value.trimmed()) {
        if (c == ' ' || c == '\t') {
            blank = true;
            continue;
        }
        if (blank)
            out += ' ';
        blank = false;
        out += c;
    }
    return out;
}

QByteArray hmac(const QByteArray &key, const QByteArray &message)
{
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

} // namespace

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QByteArray canonicalRequest(const Request &request, const QList<QByteArray> &signedHeaders)
{
    QList<QByteArray> names = signedHeaders;
    std::sort(names.begin(), names.end());
    QByteArray headers;
    for (const QByteArray &name : names) {
        QList<QByteArray> values;
        for (const auto &[header, value] : request.headers)
            if (header.toLower() == name)
                values.append(canonicalValue(value));
        headers += name + ':' + values.join(',') + '\n';
    }
    return request.method + '\n' + canonicalUri(request.path) + '\n' +
           canonicalQuery(request.query) + '\n' + headers + '\n' + names.join(';') + '\n' +
           sha256Hex(request.body);
}

QByteArray stringToSign(const QByteArray &amzDate, const QByteArray &scope,
                        const QByteArray &canonicalRequest)
{
    return "AWS4-HMAC-SHA256\n" + amzDate + '\n' + scope + '\n' + sha256Hex(canonicalRequest);
}

QByteArray signingKey(const QByteArray &secret, const QByteArray &date, const QByteArray &region,
                      const QByteArray &service)
{
    return hmac(hmac(hmac(hmac("AWS4" + secret, date), region), service), "aws4_request");
}

QByteArray signature(const QByteArray &signingKey, const QByteArray &stringToSign)
{
    return hmac(signingKey, stringToSign).toHex();
}

QByteArray authorization(const Request &request, const SigningScope &scope)
{
    QList<QByteArray> names;
    for (const auto &[name, value] : request.headers)
        if (!names.contains(name.toLower()))
            names.append(name.toLower());
    std::sort(names.begin(), names.end());
    const QByteArray credentialScope =
        scope.amzDate.first(8) + '/' + scope.region + '/' + scope.service + "/aws4_request";
    const QByteArray toSign =
        stringToSign(scope.amzDate, credentialScope, canonicalRequest(request, names));
    const QByteArray key =
        signingKey(scope.secretAccessKey, scope.amzDate.first(8), scope.region, scope.service);
    return "AWS4-HMAC-SHA256 Credential=" + scope.accessKeyId + '/' + credentialScope +
           ", SignedHeaders=" + names.join(';') + ", Signature=" + signature(key, toSign);
}

} // namespace lw::aws::sigv4
