#include "connect/secretstore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace lw {

// The context of this file's texts.
struct SecretStoreText
{
    Q_DECLARE_TR_FUNCTIONS(lw::SecretStoreText)
};

namespace {

const QString kService = u"Lifecycle Workbench"_s;

// What a finished job said; `answered` false when it said nothing before the timeout.
struct Answer
{
    bool answered = false;
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QByteArray data; // a read's secret
};

// Starts `job` and waits for its answer, at most `timeoutMs`. The job deletes itself once it
// has finished (QtKeychain's auto-delete); one that never does is left to its executor.
Answer wait(QKeychain::Job *job, int timeoutMs)
{
    Answer answer;
    QEventLoop loop;
    QObject guard; // dropped on return: an answer after the timeout no longer reaches this frame
    QObject::connect(job, &QKeychain::Job::finished, &guard, [&](QKeychain::Job *done) {
        answer.answered = true;
        answer.error = done->error();
        answer.errorString = done->errorString();
        if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(done))
            answer.data = read->binaryData();
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start(); // queued: the answer comes in the loop at the earliest
    loop.exec();
    return answer;
}

// The answer as an error text, or nothing for success; `missingIsFine` counts "no such entry"
// as success.
std::expected<void, QString> outcome(const Answer &answer, int timeoutMs, bool missingIsFine)
{
    if (!answer.answered)
        return std::unexpected(
            SecretStoreText::tr("The keychain did not answer within %1 s").arg(timeoutMs / 1000.0));
    if (answer.error == QKeychain::NoError ||
        (missingIsFine && answer.error == QKeychain::EntryNotFound))
        return {};
    const QString said =
        answer.errorString.isEmpty()
            ? SecretStoreText::tr("The keychain refused (error %1)").arg(int(answer.error))
            : answer.errorString;
    // Without a Secret Service QtKeychain often says no more than "Unknown error".
    if (answer.error == QKeychain::NoBackendAvailable || answer.error == QKeychain::OtherError)
        return std::unexpected(
            SecretStoreText::tr("%1 (no keychain service answered: GNOME Keyring, KWallet or "
                                "another Secret Service)")
                .arg(said));
    return std::unexpected(said);
}

QByteArray encode(const aws::AwsCredentials &credentials)
{
    return QJsonDocument(QJsonObject{
                             {u"accessKeyId"_s, QString::fromUtf8(credentials.accessKeyId)},
                             {u"secretAccessKey"_s, QString::fromUtf8(credentials.secretAccessKey)},
                             {u"sessionToken"_s, QString::fromUtf8(credentials.sessionToken)},
                         })
        .toJson(QJsonDocument::Compact);
}

std::optional<aws::AwsCredentials> decode(const QByteArray &secret)
{
    const QJsonObject object = QJsonDocument::fromJson(secret).object();
    const aws::AwsCredentials credentials{
        object.value(u"accessKeyId"_s).toString().toUtf8(),
        object.value(u"secretAccessKey"_s).toString().toUtf8(),
        object.value(u"sessionToken"_s).toString().toUtf8(),
    };
    if (credentials.accessKeyId.isEmpty() || credentials.secretAccessKey.isEmpty())
        return std::nullopt;
    return credentials;
}

} // namespace

KeychainSecretStore &KeychainSecretStore::desktopKeychain()
{
    static KeychainSecretStore store;
    return store;
}

std::expected<std::optional<aws::AwsCredentials>, QString>
KeychainSecretStore::read(const QString &name)
{
    if (m_sessionOnly.contains(name))
        return m_sessionOnly.value(name);
    auto *job = new QKeychain::ReadPasswordJob(kService);
    job->setKey(name);
    const Answer answer = wait(job, m_timeoutMs);
    if (answer.answered && answer.error == QKeychain::EntryNotFound)
        return std::nullopt;
    if (auto done = outcome(answer, m_timeoutMs, false); !done)
        return std::unexpected(done.error());
    if (auto credentials = decode(answer.data))
        return credentials;
    return std::unexpected(
        SecretStoreText::tr("The keychain's secret for %1 holds no access keys").arg(name));
}

std::expected<void, QString> KeychainSecretStore::write(const QString &name,
                                                        const aws::AwsCredentials &credentials)
{
    auto *job = new QKeychain::WritePasswordJob(kService);
    job->setKey(name);
    job->setBinaryData(encode(credentials));
    auto written = outcome(wait(job, m_timeoutMs), m_timeoutMs, false);
    if (written)
        m_sessionOnly.remove(name);
    else
        m_sessionOnly.insert(name, credentials);
    return written;
}

std::expected<void, QString> KeychainSecretStore::remove(const QString &name)
{
    m_sessionOnly.remove(name);
    auto *job = new QKeychain::DeletePasswordJob(kService);
    job->setKey(name);
    return outcome(wait(job, m_timeoutMs), m_timeoutMs, true);
}

std::expected<std::optional<aws::AwsCredentials>, QString>
MemorySecretStore::read(const QString &name)
{
    if (!m_failure.isEmpty())
        return std::unexpected(m_failure);
    if (!m_secrets.contains(name))
        return std::nullopt;
    return m_secrets.value(name);
}

std::expected<void, QString> MemorySecretStore::write(const QString &name,
                                                      const aws::AwsCredentials &credentials)
{
    if (!m_failure.isEmpty())
        return std::unexpected(m_failure);
    m_secrets.insert(name, credentials);
    return {};
}

std::expected<void, QString> MemorySecretStore::remove(const QString &name)
{
    if (!m_failure.isEmpty())
        return std::unexpected(m_failure);
    m_secrets.remove(name);
    return {};
}

} // namespace lw
