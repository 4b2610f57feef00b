#include "requestauth.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace lw::server {

namespace {

constexpr qint64 kSkewSeconds = 15 * 60;
const QString kBasicFormat = u"yyyyMMdd'T'HHmmss'Z'"_s;

QByteArray headerValue(const sigv4::Request &request, const QByteArray &name)
{
    for (const auto &[header, value] : request.headers)
        if (QByteArrayView(header).compare(name, Qt::CaseInsensitive) == 0)
            return value.trimmed();
    return {};
}

QString basic(const QDateTime &time)
{
    return time.toUTC().toString(kBasicFormat);
}

AuthFailure incomplete(const QString &message)
{
    return {u"IncompleteSignatureException"_s, message};
}

AuthFailure invalid(const QString &message)
{
    return {u"InvalidSignatureException"_s, message};
}

// "AWS4-HMAC-SHA256 Credential=a/b/c/d/e, SignedHeaders=h1;h2, Signature=hex": calls
// `take(name, value)` for each parameter, in order, both trimmed.
template<typename Take> void forEachParameter(QByteArrayView authorization, Take take)
{
    const qsizetype space = authorization.indexOf(' ');
    if (space < 0)
        return;
    QByteArrayView rest = authorization.sliced(space + 1);
    for (;;) {
        const qsizetype comma = rest.indexOf(',');
        const QByteArrayView part = comma < 0 ? rest : rest.first(comma);
        const qsizetype equals = part.indexOf('=');
        if (equals > 0)
            take(part.first(equals).trimmed(), part.sliced(equals + 1).trimmed());
        if (comma < 0)
            break;
        rest = rest.sliced(comma + 1);
    }
}

// The parameters, by name (the last of a name given twice).
QMap<QString, QString> parameters(QByteArrayView authorization)
{
    QMap<QString, QString> out;
    forEachParameter(authorization, [&out](QByteArrayView name, QByteArrayView value) {
        out.insert(QString::fromUtf8(name), QString::fromUtf8(value));
    });
    return out;
}

} // namespace

std::optional<AuthFailure> malformedAuthorization(const sigv4::Request &request)
{
    // Read in place: every request of a server without credentials comes this way.
    const QByteArray authorization = headerValue(request, "authorization");
    if (!authorization.startsWith("AWS4-"))
        return AuthFailure{u"MissingAuthenticationTokenException"_s,
                           u"Request is missing Authentication Token"_s};
    bool given[3] = {};
    static constexpr QByteArrayView kRequired[3] = {"Credential", "Signature", "SignedHeaders"};
    forEachParameter(authorization, [&given](QByteArrayView name, QByteArrayView value) {
        for (int i = 0; i < 3; ++i)
            if (name == kRequired[i])
                given[i] = !value.isEmpty(); // the last of a name given twice counts
    });
    QString missing;
    for (int i = 0; i < 3; ++i)
        if (!given[i])
            missing += u"Authorization header requires '%1' parameter. "_s.arg(
                QLatin1StringView(kRequired[i]));
    if (headerValue(request, "x-amz-date").isEmpty() && headerValue(request, "date").isEmpty())
        missing += u"Authorization header requires existence of either a 'X-Amz-Date' or a "
                   u"'Date' header. "_s;
    if (!missing.isEmpty())
        return incomplete(missing + u"Authorization="_s + QString::fromUtf8(authorization));
    return std::nullopt;
}

std::optional<AuthFailure> authenticate(const sigv4::Request &request,
                                        const Credentials &credentials, const QDateTime &now)
{
    if (std::optional<AuthFailure> malformed = malformedAuthorization(request))
        return malformed;
    const QByteArray authorizationBytes = headerValue(request, "authorization");
    const QString authorization = QString::fromUtf8(authorizationBytes);
    const QMap<QString, QString> given = parameters(authorizationBytes);
    QByteArray dateText = headerValue(request, "x-amz-date");
    const bool amzDate = !dateText.isEmpty();
    if (!amzDate)
        dateText = headerValue(request, "date");

    QDateTime date = QDateTime::fromString(QString::fromLatin1(dateText), kBasicFormat);
    date.setTimeSpec(Qt::UTC);
    if (!date.isValid() && !amzDate)
        date = QDateTime::fromString(QString::fromLatin1(dateText), Qt::RFC2822Date);
    if (!date.isValid())
        return incomplete(
            u"Date must be in ISO-8601 'basic format'. Got '%1'. See "
            u"http://en.wikipedia.org/wiki/ISO_8601"_s.arg(QString::fromLatin1(dateText)));
    if (date < now.addSecs(-kSkewSeconds))
        return invalid(u"Signature expired: %1 is now earlier than %2 (%3 - 15 min.)"_s.arg(
            basic(date), basic(now.addSecs(-kSkewSeconds)), basic(now)));
    if (date > now.addSecs(kSkewSeconds))
        return invalid(u"Signature not yet current: %1 is still later than %2 (%3 + 15 min.)"_s.arg(
            basic(date), basic(now.addSecs(kSkewSeconds)), basic(now)));

    const QStringList signedHeaders = given.value(u"SignedHeaders"_s).split(u';');
    if (!signedHeaders.contains(u"host"_s, Qt::CaseInsensitive))
        return invalid(u"'Host' must be a 'SignedHeader' in the AWS Authorization."_s);
    const QString algorithm = authorization.first(authorization.indexOf(u' '));
    if (algorithm != u"AWS4-HMAC-SHA256"_s)
        return incomplete(
            u"Unsupported AWS 'algorithm': '%1' (only AWS4-HMAC-SHA256 for now). "_s.arg(
                algorithm));

    QString credential = given.value(u"Credential"_s);
    while (credential.endsWith(u'/'))
        credential.chop(1); // trailing slashes are ignored, as the service does
    const QStringList scope = credential.split(u'/');
    if (scope.size() != 5)
        return incomplete(u"Credential must have exactly 5 slash-delimited elements, e.g. "
                          u"keyid/date/region/service/term, got '%1'"_s.arg(credential));
    QString wrongScope;
    if (scope[3] != u"dynamodb"_s)
        wrongScope += u"Credential should be scoped to correct service: 'dynamodb'. "_s;
    if (scope[4] != u"aws4_request"_s)
        wrongScope +=
            u"Credential should be scoped with a valid terminator: 'aws4_request', not '%1'. "_s
                .arg(scope[4]);
    const QString day = basic(date).first(8);
    if (scope[1] != day)
        wrongScope += u"Date in Credential scope does not match YYYYMMDD from ISO-8601 version of "
                      u"date from HTTP: '%1' != '%2', from '%3'."_s.arg(
                          scope[1], day, QString::fromLatin1(dateText));
    if (!wrongScope.isEmpty())
        return invalid(wrongScope.trimmed());

    const std::optional<QByteArray> secret = credentials.secretOf(scope[0]);
    if (!secret)
        return AuthFailure{u"UnrecognizedClientException"_s,
                           u"The security token included in the request is invalid."_s};

    QList<QByteArray> names;
    for (const QString &name : signedHeaders)
        names.append(name.toLower().toUtf8());
    const QByteArray canonical = sigv4::canonicalRequest(request, names);
    const QByteArray toSign = sigv4::stringToSign(basic(date).toLatin1(),
                                                  credential.section(u'/', 1).toUtf8(), canonical);
    const QByteArray key =
        sigv4::signingKey(*secret, scope[1].toUtf8(), scope[2].toUtf8(), scope[3].toUtf8());
    const QByteArray expected = sigv4::signature(key, toSign);
    const QByteArray provided = given.value(u"Signature"_s).toLatin1();
    // Compared in full whatever differs first, so the time taken says nothing about the secret.
    unsigned char differ = expected.size() == provided.size() ? 0 : 1;
    for (qsizetype i = 0; i < qMin(expected.size(), provided.size()); ++i)
        differ |= static_cast<unsigned char>(expected[i] ^ provided[i]);
    if (differ != 0)
        return invalid(u"The request signature we calculated does not match the signature you "
                       u"provided. Check your AWS Secret Access Key and signing method. Consult "
                       u"the service documentation for details."_s);
    return std::nullopt;
}

} // namespace lw::server
