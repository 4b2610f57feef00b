#include "awsclient.h"

#include "sigv4.h"

#include "model/retryrule.h"

#include <QDateTime>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace lw::aws {

namespace {

void waitInEventLoop(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException" → "ResourceNotFoundException".
QString shortType(const QString &type)
{
    return type.section(u'#', -1);
}

} // namespace

Endpoint awsEndpoint(const QString &region)
{
    return {QUrl(u"https://dynamodb.%1.amazonaws.com"_s.arg(region)), region};
}

bool isRetryable(const AwsError &error)
{
    return retry::isRetryableHttpStatus(error.httpStatus) ||
           retry::isRetryableErrorType(error.type);
}

AwsClient::AwsClient(Endpoint endpoint, AwsCredentials credentials, RetryPolicy retry)
    : m_endpoint(std::move(endpoint)), m_credentials(std::move(credentials)), m_retry(retry),
      m_network(std::make_unique<QNetworkAccessManager>()),
      m_random([] { return QRandomGenerator::global()->generateDouble(); }),
      m_sleep(waitInEventLoop)
{}

AwsClient::~AwsClient() = default;

std::expected<QJsonObject, AwsError> AwsClient::call(const QString &target,
                                                     const QJsonObject &request)
{
    const QByteArray body = QJsonDocument(request).toJson(QJsonDocument::Compact);
    for (int attempts = 1;; ++attempts) {
        auto answer = attempt(target, body);
        if (answer)
            return answer;
        answer.error().attempts = attempts;
        if (attempts >= m_retry.maxAttempts || !isRetryable(answer.error()))
            return answer;
        const retry::Backoff backoff{m_retry.maxAttempts, m_retry.baseDelayMs, m_retry.maxDelayMs};
        m_sleep(int(retry::delayMs(backoff, attempts, m_random())));
    }
}

std::expected<QJsonObject, AwsError> AwsClient::attempt(const QString &target,
                                                        const QByteArray &body)
{
    const QByteArray amzDate =
        QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s).toLatin1();
    const QUrl &url = m_endpoint.url;
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (url.port() != -1)
        host += ':' + QByteArray::number(url.port());
    sigv4::Request signing{"POST", url.path(QUrl::FullyEncoded).toLatin1(), {}, {}, body};
    if (signing.path.isEmpty())
        signing.path = "/";
    signing.headers = {{"Content-Type", "application/x-amz-json-1.0"},
                       {"Host", host},
                       {"X-Amz-Date", amzDate},
                       {"X-Amz-Target", target.toLatin1()}};
    if (!m_credentials.sessionToken.isEmpty())
        signing.headers.append({"X-Amz-Security-Token", m_credentials.sessionToken});
    const QByteArray authorization = sigv4::authorization(
        signing, {m_credentials.accessKeyId, m_credentials.secretAccessKey, amzDate,
                  m_endpoint.region.toLatin1(), m_endpoint.service.toLatin1()});

    QNetworkRequest http(url);
    for (const auto &[name, value] : std::as_const(signing.headers))
        http.setRawHeader(name, value);
    http.setRawHeader("Authorization", authorization);
    http.setTransferTimeout(m_retry.attemptTimeoutMs);
    QNetworkReply *reply = m_network->post(http, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    reply->deleteLater();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) { // no HTTP answer: refused, reset, or the attempt's time ran out
        const bool timedOut = reply->error() == QNetworkReply::OperationCanceledError ||
                              reply->error() == QNetworkReply::TimeoutError;
        return std::unexpected(AwsError{
            timedOut ? u"RequestTimeout"_s : u"NetworkError"_s, reply->errorString(), 0, {}, 1});
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(reply->readAll(), &parseError);
    if (status == 200) {
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return std::unexpected(AwsError{u"InvalidResponse"_s,
                                            u"The endpoint's answer is not a JSON object"_s,
                                            status,
                                            {},
                                            1});
        return document.object();
    }
    const QJsonObject error = document.object();
    QString message = error.value(u"message"_s).toString();
    if (message.isEmpty())
        message = error.value(u"Message"_s).toString();
    QString type = shortType(error.value(u"__type"_s).toString());
    if (type.isEmpty()) // an answer from something in between (a proxy, a load balancer)
        type = status >= 500 ? u"InternalServerError"_s : u"HttpError"_s;
    if (message.isEmpty())
        message = u"HTTP %1 %2"_s.arg(status).arg(
            reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    return std::unexpected(AwsError{type, message, status, error, 1});
}

} // namespace lw::aws
