#include "connect/connectioncredentials.h"

#include "connect/secretstore.h"

#include <QCoreApplication>

namespace lw {

// The context of this file's texts.
struct ConnectionCredentials
{
    Q_DECLARE_TR_FUNCTIONS(lw::ConnectionCredentials)
};

namespace {

std::expected<aws::AwsSettings, QString> fromKeychain(const RemoteConnection &connection,
                                                      SecretStore &secrets)
{
    const auto kept = secrets.read(connection.name);
    if (!kept)
        return std::unexpected(kept.error());
    if (!*kept)
        return std::unexpected(
            ConnectionCredentials::tr("No keys are kept in the keychain for %1: edit the "
                                      "connection and type them again")
                .arg(connection.name));
    return aws::AwsSettings{
        .credentials = **kept,
        .region = connection.region,
        .credentialsFrom = ConnectionCredentials::tr("the keychain"),
    };
}

} // namespace

std::expected<aws::AwsSettings, QString> credentialsFor(const RemoteConnection &connection,
                                                        SecretStore &secrets,
                                                        const aws::AwsSources &sources)
{
    std::expected<aws::AwsSettings, QString> found;
    switch (connection.credentials) {
    case RemoteConnection::Credentials::Found:
        found = aws::findAwsSettings(sources, {}, connection.region);
        break;
    case RemoteConnection::Credentials::Profile:
        if (connection.profile.isEmpty())
            return std::unexpected(ConnectionCredentials::tr("No profile is chosen"));
        found = aws::findAwsSettings(sources, connection.profile, connection.region);
        break;
    case RemoteConnection::Credentials::Keychain:
        found = fromKeychain(connection, secrets);
        break;
    }
    if (found && found->region.isEmpty())
        found->region = kDefaultRegion.toString();
    return found;
}

} // namespace lw
