// The credentials and region a remote connection signs its requests with, found the way its
// kind says (doors/remoteconnection.h): as the AWS CLI finds them, from one of its profiles, or
// from the keys kept in the keychain. Reads the AWS CLI's files and the keychain; GUI thread
// (the keychain's wait, secretstore.h).
#pragma once

#include "doors/remoteconnection.h"

#include "aws/awsprofile.h"

#include <QString>
#include <QStringView>

#include <expected>

namespace lw {

class SecretStore;

// The region a connection signs with when neither it nor its profile names one.
inline constexpr QStringView kDefaultRegion = u"us-east-1";

// Found: the environment's keys, else the default profile (or AWS_PROFILE), as `aws` without
// --profile; Profile: the profile `connection.profile`, as `aws --profile`; Keychain: the keys
// `secrets` keeps under `connection.name`. The region is the connection's, else the profile's
// (or AWS_REGION's), else kDefaultRegion; credentialsFrom says where the keys were found.
// Errors: findAwsSettings's texts, the keychain's own, "No keys are kept in the keychain for
// <name>: …" and "No profile is chosen".
std::expected<aws::AwsSettings, QString> credentialsFor(const RemoteConnection &connection,
                                                        SecretStore &secrets,
                                                        const aws::AwsSources &sources);

} // namespace lw
