// `partiql STATEMENT [PARAMETERS_JSON | -]`: one PartiQL statement through the api's
// ExecuteStatement, every page of a SELECT read, so that a shell user sees the whole answer as the
// console's PartiQL editor does (docs/partiql.md says what runs as a Query, a GetItem or a Scan).
#include "commands.h"

#include "model/error.h"
#include "workspace/workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace lwb {

namespace {

// The parameters as given: "-" reads stdin, empty means none. Anything but a JSON array is the
// SerializationException DynamoDB answers for a Parameters member that is not a list.
lw::Result<QJsonArray> parseParameters(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (text == u"-"_s) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            return std::unexpected(lw::Error{
                lw::ErrorType::Serialization, u"Cannot read the parameters from stdin"_s, {}});
        }
        bytes = in.readAll();
    }
    if (bytes.trimmed().isEmpty())
        return QJsonArray{};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isArray()) {
        return std::unexpected(lw::Error{
            lw::ErrorType::Serialization,
            u"PARAMETERS_JSON must be a JSON array of typed values, e.g. [{\"S\": \"a\"}]"_s,
            {}});
    }
    return document.array();
}

} // namespace

int runPartiql(const QString &workspaceDir, const QString &statement, const QString &parameters)
{
    // Parse first: malformed parameters must not even open (and so create) a workspace.
    const lw::Result<QJsonArray> parsed = parseParameters(parameters);
    if (!parsed) {
        printError(parsed.error());
        return ExitFailed;
    }
    const std::unique_ptr<lw::Workspace> workspace = openWorkspace(workspaceDir);
    if (!workspace)
        return ExitWorkspaceUnavailable;

    QJsonObject request{{u"Statement"_s, statement}};
    if (!parsed->isEmpty())
        request.insert(u"Parameters"_s, *parsed);
    // ExecuteStatement answers every statement with Items (none for a write); one list of all.
    QJsonArray items;
    bool morePages = true;
    while (morePages) {
        const lw::Result<QJsonObject> page = workspace->api().call(u"ExecuteStatement"_s, request);
        if (!page) {
            printError(page.error());
            return ExitFailed;
        }
        for (const QJsonValue &item : page->value(u"Items"_s).toArray())
            items.append(item);
        morePages = page->contains(u"NextToken"_s);
        request.insert(u"NextToken"_s, page->value(u"NextToken"_s));
    }
    printResponse(QJsonObject{{u"Items"_s, items}});
    return ExitOk;
}

} // namespace lwb
