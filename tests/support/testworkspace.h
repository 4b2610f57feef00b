// A fresh workspace in a temporary folder for one test, and a terse way to call the api with
// request JSON written inline.
#pragma once

#include "api/api.h"
#include "testutil.h"
#include "workspace/workspace.h"

#include <QJsonDocument>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

namespace lw::test {

class TestWorkspace
{
public:
    TestWorkspace()
    {
        auto opened = Workspace::open(m_dir.path());
        if (!opened)
            qFatal("cannot open test workspace: %s", qPrintable(opened.error().message));
        m_ws = std::move(*opened);
    }

    Result<QJsonObject> call(const QString &action, const QJsonObject &request)
    {
        return m_ws->api().call(action, request);
    }
    Result<QJsonObject> call(const QString &action, const char *request)
    {
        return call(action, json(request));
    }
    // For calls that must succeed: fails the test with the error message otherwise.
    QJsonObject ok(const QString &action, const char *request)
    {
        auto result = call(action, request);
        if (!result)
            qFatal("%s failed: %s", qPrintable(action), qPrintable(result.error().message));
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

    // The api as the views call it (views/apicall.h's ApiCall), for widget tests.
    auto apiCall()
    {
        return
            [this](const QString &action, const QJsonObject &request, const CallOptions &options) {
                return m_ws->api().call(action, request, options);
            };
    }

    Workspace &workspace() { return *m_ws; }
    QString path() const { return m_dir.path(); }
    void close() { m_ws.reset(); }

private:
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
