// Where the keys a user types into File ▸ Connect… are kept: never in QSettings, but in the
// desktop's keychain (the Secret Service on Linux, the macOS Keychain, the Windows Credential
// Store), one secret per connection name (doors/remoteconnection.h).
//
// Every call is synchronous from the caller's view. QtKeychain answers asynchronously, so
// KeychainSecretStore waits for it in a local event loop, no longer than its timeout: a keychain
// that never answers (a Secret Service that hangs, a locked wallet nobody unlocks) is an error,
// not a frozen window. Threads: the GUI thread.
#pragma once

#include "aws/awsprofile.h"

#include <QHash>
#include <QString>

#include <expected>
#include <optional>

namespace lw {

class SecretStore
{
public:
    virtual ~SecretStore() = default;

    // The credentials kept under `name`; nullopt when none are (not an error). Errors: the
    // store's own text ("No keychain is available: …", a timeout, a secret that is not ours).
    virtual std::expected<std::optional<aws::AwsCredentials>, QString>
    read(const QString &name) = 0;
    // Keeps `credentials` under `name`, replacing what was kept there.
    virtual std::expected<void, QString> write(const QString &name,
                                               const aws::AwsCredentials &credentials) = 0;
    // Forgets what is kept under `name`; forgetting what is not there succeeds.
    virtual std::expected<void, QString> remove(const QString &name) = 0;
};

// The desktop's keychain through QtKeychain, under the service "Lifecycle Workbench". The three
// fields travel as one JSON secret ({"accessKeyId", "secretAccessKey", "sessionToken"}), so
// they are written and read together. Errors carry QtKeychain's errorString(), which names the
// missing piece (no Secret Service on the session bus, the user refused access).
//
// Keys the keychain refuses to keep are kept in this store's memory instead, and read from there
// first: write() still says it failed (the user should know the keys will not be remembered),
// but the connection works until the application quits. So the dialog that writes and the
// session that reads must share one store: desktopKeychain().
class KeychainSecretStore : public SecretStore
{
public:
    static constexpr int kDefaultTimeoutMs = 10'000;
    explicit KeychainSecretStore(int timeoutMs = kDefaultTimeoutMs) : m_timeoutMs(timeoutMs) {}

    // The application's one store, with the default timeout.
    static KeychainSecretStore &desktopKeychain();

    std::expected<std::optional<aws::AwsCredentials>, QString> read(const QString &name) override;
    std::expected<void, QString> write(const QString &name,
                                       const aws::AwsCredentials &credentials) override;
    std::expected<void, QString> remove(const QString &name) override;

private:
    int m_timeoutMs;
    QHash<QString, aws::AwsCredentials> m_sessionOnly; // what the keychain refused to keep
};

// Secrets in memory, for tests: what a keychain would keep, and a failure to answer every call
// with, as a keychain without a Secret Service would.
class MemorySecretStore : public SecretStore
{
public:
    std::expected<std::optional<aws::AwsCredentials>, QString> read(const QString &name) override;
    std::expected<void, QString> write(const QString &name,
                                       const aws::AwsCredentials &credentials) override;
    std::expected<void, QString> remove(const QString &name) override;

    // Non-empty: every call fails with `error` and changes nothing.
    void setFailure(const QString &error) { m_failure = error; }
    bool contains(const QString &name) const { return m_secrets.contains(name); }

private:
    QHash<QString, aws::AwsCredentials> m_secrets;
    QString m_failure;
};

} // namespace lw
