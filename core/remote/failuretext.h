// What the moves between a workspace and an endpoint (tablecopy.h, tableupload.h) share: their
// errors' wording, which names the side and the call ("remote DescribeTable:
// ResourceNotFoundException: …", "local BatchWriteItem after 250 items: …"), and BatchWriteItem's
// batch. Internal to lwremote.
#pragma once

#include "aws/awsclient.h"
#include "model/error.h"

#include <QString>

namespace lw::remote {

inline constexpr qsizetype kBatch = 25; // BatchWriteItem's most

// `when`: empty, or " after 250 items".
inline QString remoteFailure(const QString &action, const aws::AwsError &error,
                             const QString &when = {})
{
    return QStringLiteral("remote %1%2: %3: %4").arg(action, when, error.type, error.message);
}

inline QString localFailure(const QString &action, const Error &error, const QString &when = {})
{
    return QStringLiteral("local %1%2: %3: %4").arg(action, when, error.typeName(), error.message);
}

} // namespace lw::remote
