// The commands over a remote endpoint (`--endpoint URL`): `call` sent there, signed with the
// credentials the AWS CLI would use (aws/awsprofile.h), `copy-table`, which brings a remote
// table home into the workspace (remote/tablecopy.h), and `upload-table`, which takes one of the
// workspace's tables there (remote/tableupload.h).
#include "commands.h"

#include "aws/awsclient.h"
#include "model/serviceactions.h"
#include "remote/tablecopy.h"
#include "remote/tableupload.h"
#include "workspace/workspace.h"

#include <QJsonDocument>

#include <functional>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

// The client for `remote`, or nullptr after saying why on stderr.
std::unique_ptr<lw::aws::AwsClient> client(const RemoteOptions &remote)
{
    const QUrl url(remote.endpoint);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s) ||
        url.host().isEmpty()) {
        printErr(u"lwb: --endpoint: '%1' is not an http:// or https:// URL"_s.arg(remote.endpoint));
        return nullptr;
    }
    auto settings =
        lw::aws::findAwsSettings(lw::aws::AwsSources::system(), remote.profile, remote.region);
    if (!settings) {
        printErr(u"lwb: "_s + settings.error());
        return nullptr;
    }
    // A local endpoint (DynamoDB Local, lwb serve) signs with any region; AWS needs the real one.
    const QString region = settings->region.isEmpty() ? u"us-east-1"_s : settings->region;
    return std::make_unique<lw::aws::AwsClient>(lw::aws::Endpoint{url, region},
                                                settings->credentials);
}

// The service's own __type when it sent one, as `call` prints a local error.
void printRemoteError(const lw::aws::AwsError &error)
{
    const QString type = error.body.value(u"__type"_s).toString(error.type);
    const QJsonObject object{{u"__type"_s, type}, {u"message"_s, error.message}};
    printErr(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

// Prints every thousandth count on stderr: "lwb: 3000 items copied".
std::function<bool(qint64)> everyThousand(const QString &done)
{
    return [done](qint64 items) {
        if (items % 1000 == 0)
            printErr(u"lwb: %1 items %2"_s.arg(items).arg(done));
        return true;
    };
}

} // namespace

int runRemoteCall(const RemoteOptions &remote, const QString &action, const QString &request)
{
    const lw::Result<QJsonObject> parsed = parseRequest(request);
    if (!parsed) {
        printError(parsed.error());
        return ExitFailed;
    }
    const auto aws = client(remote);
    if (!aws)
        return ExitUsage;
    const auto response = aws->call(lw::serviceTarget(action), *parsed);
    if (!response) {
        printRemoteError(response.error());
        return ExitFailed;
    }
    printResponse(*response);
    return ExitOk;
}

int runCopyTable(const RemoteOptions &remote, const QString &workspaceDir, const QString &table,
                 const lw::remote::CopyOptions &options)
{
    const auto aws = client(remote);
    if (!aws)
        return ExitUsage;
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::remote::CopyOptions reporting = options;
    reporting.progress = everyThousand(u"copied"_s);
    const auto report = lw::remote::copyTable(*aws, table, workspace->api(), reporting);
    if (!report) {
        printErr(u"lwb: "_s + report.error());
        return ExitFailed;
    }
    printOut(u"copied %1 item(s) of %2 into %3 (table %4, %5 read units%6)"_s.arg(report->items)
                 .arg(table, workspace->dir(), report->table)
                 .arg(report->readUnits)
                 .arg(report->timeToLive ? u", TTL on"_s : QString()));
    return ExitOk;
}

int runUploadTable(const RemoteOptions &remote, const QString &workspaceDir, const QString &table,
                   const lw::remote::UploadOptions &options)
{
    const auto aws = client(remote);
    if (!aws)
        return ExitUsage;
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;
    lw::remote::UploadOptions reporting = options;
    reporting.progress = everyThousand(u"uploaded"_s);
    const auto report = lw::remote::uploadTable(workspace->api(), table, *aws, reporting);
    if (!report) {
        printErr(u"lwb: "_s + report.error());
        return ExitFailed;
    }
    const QString ttl = report->timeToLive ? u", TTL on"_s
                        : report->timeToLiveSkipped.isEmpty()
                            ? QString()
                            : u", TTL skipped: "_s + report->timeToLiveSkipped;
    printOut(u"uploaded %1 item(s) of %2 to %3 (table %4, %5 write units%6)"_s.arg(report->items)
                 .arg(table, remote.endpoint, report->table)
                 .arg(report->writeUnits)
                 .arg(ttl));
    return ExitOk;
}

} // namespace lwb
