// The remote connections File ▸ Connect… saved, most recently used first, kept in QSettings
// (group "Connections") so that the welcome lists them beside the workspaces. The settings hold
// where and how to connect, never a secret: keys typed in are in the keychain (secretstore.h).
#pragma once

#include "doors/remoteconnection.h"

#include <QList>
#include <QString>

#include <expected>
#include <optional>

namespace lw {

class SecretStore;

// Most recently used first. Entries without a name or an endpoint (a hand-edited file) are left
// out when read.
QList<RemoteConnection> savedConnections();
std::optional<RemoteConnection> savedConnection(const QString &name);
// Puts `connection` first, replacing the saved one of the same name: saving a connection again
// each time it is used keeps the list in the order of use.
void saveConnection(const RemoteConnection &connection);
// Forgets the connection `name` and, when its keys were typed in, the keys `secrets` keeps for
// it. It leaves the list even when the keychain fails; the error is the keychain's.
std::expected<void, QString> forgetConnection(const QString &name, SecretStore &secrets);

} // namespace lw
