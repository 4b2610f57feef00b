// `call`, `verify` and `actions`, and what every command shares: output, opening the
// workspace, errors and request JSON. The time commands are in timecommands.cpp.
#include "commands.h"

#include "api/api.h"
#include "api/requestjson.h"
#include "engine/engine.h"
#include "model/error.h"
#include "workspace/workspace.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

void writeLine(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

void printOut(const QString &text)
{
    writeLine(stdout, text);
}

void printErr(const QString &text)
{
    writeLine(stderr, text);
}

void printResponse(const QJsonObject &response)
{
    // Indented output ends in a newline; trim it, printOut adds its own. An empty response (a
    // PutItem without ReturnValues) prints as "{}" rather than Qt's "{\n}".
    const auto format = response.isEmpty() ? QJsonDocument::Compact : QJsonDocument::Indented;
    printOut(QString::fromUtf8(QJsonDocument(response).toJson(format)).trimmed());
}

void printError(const lw::Error &error)
{
    printErr(QString::fromUtf8(QJsonDocument(error.toJson()).toJson(QJsonDocument::Compact)));
}

// The message always names the folder, so a user with two terminals open sees at once which
// workspace is held.
std::unique_ptr<lw::Workspace> openWorkspace(const QString &dir)
{
    auto opened = lw::Workspace::open(dir);
    if (!opened) {
        QString message = opened.error().message;
        if (!message.contains(dir))
            message = u"cannot open workspace %1: %2"_s.arg(dir, message);
        printErr(u"lwb: "_s + message);
        return nullptr;
    }
    return std::move(*opened);
}

// DynamoDB rejects a body that is not a JSON object with a SerializationException before it
// looks at the action, and so do we.
lw::Result<QJsonObject> parseRequest(const QString &request)
{
    QByteArray bytes;
    if (request == u"-"_s) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            return std::unexpected(lw::Error{
                lw::ErrorType::Serialization, u"Cannot read the request from stdin"_s, {}});
        }
        bytes = in.readAll();
    } else {
        bytes = request.toUtf8();
    }
    if (bytes.trimmed().isEmpty())
        return QJsonObject{};
    return lw::api::requestObject(bytes);
}

int runCall(const QString &workspaceDir, const QString &action, const QString &request,
            const lw::CallOptions &options)
{
    // Parse first: a malformed request must not even open (and so create) a workspace.
    const lw::Result<QJsonObject> parsed = parseRequest(request);
    if (!parsed) {
        printError(parsed.error());
        return ExitFailed;
    }

    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;

    const lw::Result<QJsonObject> response = workspace->api().call(action, *parsed, options);
    if (!response) {
        printError(response.error());
        return ExitFailed;
    }
    printResponse(*response);
    return ExitOk;
}

int runVerify(const QString &workspaceDir)
{
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;

    const QStringList problems = workspace->engine().verify();
    for (const QString &problem : problems)
        printOut(problem);
    if (!problems.isEmpty()) {
        printErr(u"lwb: %1 problem(s) in %2"_s.arg(problems.size()).arg(workspace->dir()));
        return ExitFailed;
    }
    printOut(u"ok: "_s + workspace->dir());
    return ExitOk;
}

int runActions()
{
    for (const QString &action : lw::Api::actions())
        printOut(action);
    return ExitOk;
}

} // namespace lwb
