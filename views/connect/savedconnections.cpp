#include "connect/savedconnections.h"

#include "connect/secretstore.h"

#include <QSettings>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kGroup = u"Connections"_s;
const QString kArray = u"saved"_s;

// As the settings spell each kind: words, so that the file reads and survives a reordering.
QString kindKey(RemoteConnection::Credentials kind)
{
    switch (kind) {
    case RemoteConnection::Credentials::Found:
        return u"found"_s;
    case RemoteConnection::Credentials::Profile:
        return u"profile"_s;
    case RemoteConnection::Credentials::Keychain:
        return u"keychain"_s;
    }
    return u"found"_s;
}

RemoteConnection::Credentials kindFromKey(const QString &key)
{
    if (key == u"profile"_s)
        return RemoteConnection::Credentials::Profile;
    if (key == u"keychain"_s)
        return RemoteConnection::Credentials::Keychain;
    return RemoteConnection::Credentials::Found;
}

void writeAll(const QList<RemoteConnection> &connections)
{
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.remove(QString()); // the whole group: a shorter list leaves no stale entries
    settings.beginWriteArray(kArray, int(connections.size()));
    for (int i = 0; i < connections.size(); ++i) {
        const RemoteConnection &connection = connections.at(i);
        settings.setArrayIndex(i);
        settings.setValue(u"name"_s, connection.name);
        settings.setValue(u"endpoint"_s, connection.endpoint);
        settings.setValue(u"region"_s, connection.region);
        settings.setValue(u"credentials"_s, kindKey(connection.credentials));
        settings.setValue(u"profile"_s, connection.profile);
        settings.setValue(u"readOnly"_s, connection.readOnly);
    }
    settings.endArray();
    settings.endGroup();
}

} // namespace

QList<RemoteConnection> savedConnections()
{
    QList<RemoteConnection> connections;
    QSettings settings;
    settings.beginGroup(kGroup);
    const int size = settings.beginReadArray(kArray);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        RemoteConnection connection{
            .name = settings.value(u"name"_s).toString(),
            .endpoint = settings.value(u"endpoint"_s).toString(),
            .region = settings.value(u"region"_s).toString(),
            .credentials = kindFromKey(settings.value(u"credentials"_s).toString()),
            .profile = settings.value(u"profile"_s).toString(),
            .readOnly = settings.value(u"readOnly"_s, false).toBool(),
        };
        const bool repeated = std::ranges::find(connections, connection.name,
                                                &RemoteConnection::name) != connections.end();
        if (!connection.name.isEmpty() && !connection.endpoint.isEmpty() && !repeated)
            connections << connection;
    }
    settings.endArray();
    return connections;
}

std::optional<RemoteConnection> savedConnection(const QString &name)
{
    const QList<RemoteConnection> connections = savedConnections();
    const auto found = std::ranges::find(connections, name, &RemoteConnection::name);
    return found == connections.end() ? std::nullopt : std::optional(*found);
}

void saveConnection(const RemoteConnection &connection)
{
    QList<RemoteConnection> connections = savedConnections();
    connections.removeIf([&](const RemoteConnection &c) { return c.name == connection.name; });
    connections.prepend(connection);
    writeAll(connections);
}

std::expected<void, QString> forgetConnection(const QString &name, SecretStore &secrets)
{
    QList<RemoteConnection> connections = savedConnections();
    const auto forgotten = std::ranges::find(connections, name, &RemoteConnection::name);
    if (forgotten == connections.end())
        return {};
    const bool typedKeys = forgotten->credentials == RemoteConnection::Credentials::Keychain;
    connections.erase(forgotten);
    writeAll(connections);
    return typedKeys ? secrets.remove(name) : std::expected<void, QString>{};
}

} // namespace lw
