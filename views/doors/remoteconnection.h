// A remote endpoint the window opens in place of a workspace (docs/remote.md): DynamoDB on AWS,
// DynamoDB Local, ScyllaDB Alternator, another `lwb serve`. What File ▸ Connect… makes, the
// welcome lists beside workspaces and the application connects to (app/gui/session.h). It never
// holds a secret: keys typed in are kept in the desktop's keychain under the connection's name
// (connect/secretstore.h), and a profile's stay in the AWS CLI's files.
#pragma once

#include <QString>

namespace lw {

struct RemoteConnection
{
    // Where the credentials come from, as the AWS CLI finds them or from the keychain.
    enum class Credentials
    {
        Found,    // the environment's AWS_ACCESS_KEY_ID …, else the default profile
        Profile,  // the AWS CLI profile `profile` (~/.aws/credentials, ~/.aws/config)
        Keychain, // keys typed in once, kept in the desktop's keychain under `name`
    };

    QString name;     // unique among saved connections: "prod (eu-west-1)", "DynamoDB Local"
    QString endpoint; // "https://dynamodb.eu-west-1.amazonaws.com", "http://localhost:8000"
    QString region;   // empty: the profile's, else "us-east-1" (local endpoints take any)
    Credentials credentials = Credentials::Found;
    QString profile;       // for Credentials::Profile
    bool readOnly = false; // refuse every write (remote/remoteapi.h) rather than confirm each

    bool operator==(const RemoteConnection &) const = default;
};

} // namespace lw
