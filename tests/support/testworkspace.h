// A fresh workspace in a temporary folder for one test, and a terse way to call the api with
// request JSON written inline. Its setup never stops the binary: a workspace that does not open,
// or a call to ok() that fails, fails the running test with the message (check.h).
#pragma once

#include "api/api.h"
#include "lwtest.h"
#include "workspace/workspace.h"

#include <QJsonDocument>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

class TestWorkspace
{
public:
    TestWorkspace()
    {
        auto opened = Workspace::open(m_dir.path());
        if (setUp(u"cannot open the test workspace"_s, opened))
            m_ws = std::move(*opened);
    }

    // A workspace that did not open answers every call with the reason, so the test's own checks
    // fail too instead of reaching a workspace that is not there.
    Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        if (!m_ws)
            return std::unexpected(notOpenError());
        return m_ws->api().call(action, request);
    }
    Result<QJsonObject> call(const QString &action, const char *request,
                             std::source_location where = std::source_location::current())
    {
        return call(action, json(request, where));
    }
    // For calls that must succeed (a fixture's setup): fails the running test with the action and
    // the error message otherwise, reported where ok() was called, and gives an empty object.
    QJsonObject ok(const QString &action, const char *request,
                   std::source_location where = std::source_location::current())
    {
        return ok(action, json(request, where), where);
    }
    QJsonObject ok(const QString &action, const QJsonObject &request,
                   std::source_location where = std::source_location::current())
    {
        auto result = call(action, request);
        if (!setUp(action + u" failed"_s, result, where))
            return {};
        return *result;
    }

    // PutItem into kUsersTable: string keys PK and SK plus string attributes `extra`.
    Result<QJsonObject> putUser(const QString &pk, const QString &sk,
                                const QMap<QString, QString> &extra = {})
    {
        const auto str = [](const QString &s) { return QJsonObject{{QStringLiteral("S"), s}}; };
        QJsonObject item{{QStringLiteral("PK"), str(pk)}, {QStringLiteral("SK"), str(sk)}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            item.insert(it.key(), str(it.value()));
        return call(QStringLiteral("PutItem"),
                    QJsonObject{{QStringLiteral("TableName"), QStringLiteral("Users")},
                                {QStringLiteral("Item"), item}});
    }

    // The api as the views call it (views/doors/apicall.h's ApiCall), for widget tests.
    auto apiCall()
    {
        return [this](const QString &action, const QJsonObject &request,
                      const CallOptions &options) -> Result<QJsonObject> {
            if (!m_ws)
                return std::unexpected(notOpenError());
            return m_ws->api().call(action, request, options);
        };
    }

    bool isOpen() const { return m_ws != nullptr; }
    // Only for an open workspace. A test whose workspace did not open has failed already, with
    // the reason; one that goes on to use workspace() has nothing left to run on and stops here:
    // the one qFatal left in the helpers, as there is no Workspace to hand back (a test that can
    // go on without one checks isOpen() first).
    Workspace &workspace()
    {
        if (!m_ws)
            qFatal("%s", qPrintable(notOpen()));
        return *m_ws;
    }
    QString path() const { return m_dir.path(); }
    void close() { m_ws.reset(); }

private:
    QString notOpen() const
    {
        return u"the test workspace in "_s + m_dir.path() + u" did not open"_s;
    }
    Error notOpenError() const { return {ErrorType::InternalServerError, notOpen(), {}}; }

    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_ws;
};

// The table most tests use: PK/SK strings, a sparse KEYS_ONLY GSI on GSI1PK, an INCLUDE GSI on
// status/n, and an LSI on n.
inline const char *kUsersTable = R"({
  "TableName": "Users", "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "AttributeDefinitions": [
    {"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"},
    {"AttributeName": "GSI1PK", "AttributeType": "S"}, {"AttributeName": "status", "AttributeType": "S"},
    {"AttributeName": "n", "AttributeType": "N"}],
  "GlobalSecondaryIndexes": [
    {"IndexName": "GSI1", "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}],
     "Projection": {"ProjectionType": "KEYS_ONLY"}},
    {"IndexName": "ByStatus", "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"},
                                            {"AttributeName": "n", "KeyType": "RANGE"}],
     "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["email"]}}],
  "LocalSecondaryIndexes": [
    {"IndexName": "ByN", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                                       {"AttributeName": "n", "KeyType": "RANGE"}],
     "Projection": {"ProjectionType": "ALL"}}]
})";

} // namespace lw::test
