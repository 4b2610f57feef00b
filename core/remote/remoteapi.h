// The panes' door (views/doors/apicall.h) over a remote endpoint — DynamoDB on AWS, DynamoDB
// Local, ScyllaDB Alternator, dynalite, another `lwb serve` — in place of a workspace's Api: the
// same action name and request JSON in, the same response JSON or typed Error out, so the window
// shows a real table with the panes it shows a workspace with (docs/remote.md).
//
// What it sends, and what it answers itself:
//   - DynamoDB's and DynamoDB Streams' actions (model/serviceactions.h) go to the endpoint as
//     they are, signed (aws/awsclient.h). The service's error comes back as the Error of that
//     type when the engine knows it (ResourceNotFoundException …), else as ErrorType::Remote with
//     the service's own __type kept whole (AccessDeniedException, a network error); the message
//     is the service's.
//   - ListLifetimes, behind the timeline, is answered from the items themselves: one Scan of the
//     table, at most `lifetimeItems` items, each item's lifetime read from its TTL attribute as
//     the service would read it (time/ttl.h), judged at this machine's clock. A real table keeps
//     no history, so a lifetime has no "CreatedMillis", "SweepAtMillis" nor "DeletedMillis": an
//     item whose "ExpiresMillis" has passed is still there, waiting for the service's sweeper —
//     its deletion backlog. The answer adds "ScannedCount", "ConsumedCapacity" (the Scan's read
//     units) and, when it stopped at the cap with a LastEvaluatedKey (more items may follow:
//     DynamoDB cannot say there are none until a page comes back without one), "Truncated":
//     true.
//   - Every other workbench action (the clock, history, consumers, the archive bucket, the cache
//     …) and any call with CallOptions::asOfMs is refused, sending nothing, with the refusal of
//     model/workbenchonly.h, whose message gives the reason: "<Action> is Lifecycle Workbench's
//     own: a remote endpoint has only DynamoDB's API".
//   - A read-only connection refuses every action that writes (writesData(),
//     model/serviceactions.h) with an Error of ErrorType::Remote and __type
//     "ReadOnlyConnection", sending nothing.
//
// Threads: the thread of `client` (its calls block in a local event loop).
#pragma once

#include "api/api.h"
#include "aws/awsclient.h"

#include <QJsonObject>
#include <QString>

namespace lw::remote {

// The Error a remote endpoint's error comes back as (above).
Error remoteError(const aws::AwsError &error);

struct RemoteOptions
{
    bool readOnly = false;
    int lifetimeItems = 10'000; // ListLifetimes reads at most this many items
};

class RemoteApi
{
public:
    // `client` must outlive the RemoteApi.
    explicit RemoteApi(aws::AwsClient &client, RemoteOptions options = {})
        : m_client(client), m_options(options)
    {}

    // As Api::call (api/api.h); CallOptions::metered, client and aroundCache change nothing.
    Result<QJsonObject> call(QStringView action, const QJsonObject &request,
                             const CallOptions &options = {});

    bool readOnly() const { return m_options.readOnly; }

private:
    Result<QJsonObject> send(QStringView action, const QJsonObject &request);
    Result<QJsonObject> listLifetimes(const QJsonObject &request);

    aws::AwsClient &m_client;
    RemoteOptions m_options;
};

} // namespace lw::remote
