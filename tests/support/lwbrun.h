// Running the built `lwb` as a child process and reading what it printed, for the tests that
// judge it as scripts do (tst_lwb, tst_lwbclock), and serving with it (tst_lwbserve, tst_codegen).
// LWB_BINARY is the path of the built lwb, which tests/CMakeLists.txt defines for each of them.
#pragma once

#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

namespace lw::test {

using Qt::StringLiterals::operator""_s;

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline QString jsonText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isBool())
        return value.toBool() ? u"true"_s : u"false"_s;
    if (value.isUndefined())
        return u"<absent>"_s;
    return QString::fromUtf8(
        QJsonDocument::fromVariant(value.toVariant()).toJson(QJsonDocument::Compact));
}

inline QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

// DynamoDB's own error types carry its API namespace; the two protocol-level ones
// (SerializationException, UnknownOperationException) carry the service framework's, as the
// real service answers them.
inline QString dynamodb(QStringView type)
{
    return u"com.amazonaws.dynamodb.v20120810#"_s + type;
}

inline QString coral(QStringView type)
{
    return u"com.amazon.coral.service#"_s + type;
}

inline const QString kCreateTable = uR"({
    "TableName": "items",
    "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                             {"AttributeName": "grp", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [{"IndexName": "byGroup",
                                "KeySchema": [{"AttributeName": "grp", "KeyType": "HASH"}],
                                "Projection": {"ProjectionType": "ALL"}}]
})"_s;

inline const QString kPutA = uR"({"TableName": "items",
    "Item": {"pk": {"S": "a"}, "grp": {"S": "g1"}, "n": {"N": "42"}}})"_s;

// The base of a test class that runs lwb: one fresh XDG_DATA_HOME for all its runs.
class LwbRunner
{
protected:
    // Runs lwb with `args`. A fresh XDG_DATA_HOME keeps every run away from the real default
    // workspace of whoever runs the tests. A run that does not start, or does not end within a
    // minute, fails the running test with the reason and gives exit code -1.
    Run lwb(const QStringList &args, const QByteArray &input = {},
            std::source_location where = std::source_location::current())
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dataHome.path());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(LWB_BINARY), args);
        if (!process.waitForStarted(10000)) {
            fail(u"lwb did not start: "_s + process.errorString(), where);
            return {};
        }
        if (!input.isEmpty())
            process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            fail(u"lwb "_s + args.join(u' ') + u" did not end within a minute"_s, where);
            return {};
        }
        Run run;
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

    // Starts `lwb --workspace dir serve --port 0 extra…` (with no `dir`, `lwb serve --in-memory
    // --port 0 extra…`), with `--settle-ms 0 --ttl-settle-ms 2000` unless `extra` gives a settle
    // option (tables ACTIVE at once, for the tests that write right after CreateTable; TTL as a
    // workspace has it, as the lessons replayed in the window do); returns the port it printed, 0
    // if none.
    quint16 serve(QProcess &process, const QString &dir = {}, const QStringList &extra = {})
    {
        const QStringList args = dir.isEmpty() ? QStringList{u"serve"_s, u"--in-memory"_s}
                                               : QStringList{u"--workspace"_s, dir, u"serve"_s};
        const QString served = dir.isEmpty() ? u"an in-memory workspace"_s : dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_dataHome.path());
        process.setProcessEnvironment(env);
        const bool settles =
            extra.contains(u"--settle-ms"_s) || extra.contains(u"--ttl-settle-ms"_s);
        const QStringList settle =
            settles ? QStringList()
                    : QStringList{u"--settle-ms"_s, u"0"_s, u"--ttl-settle-ms"_s, u"2000"_s};
        process.start(QStringLiteral(LWB_BINARY),
                      args + QStringList{u"--port"_s, u"0"_s} + settle + extra);
        const QRegularExpression serving(
            u"^Serving (.+) at http://127\\.0\\.0\\.1:(\\d+) \\(Ctrl\\+C stops\\)$"_s);
        quint16 port = 0;
        [[maybe_unused]] const bool printed = QTest::qWaitFor(
            [&] {
                process.waitForReadyRead(50);
                while (process.canReadLine()) {
                    const QString line = QString::fromUtf8(process.readLine()).trimmed();
                    const auto match = serving.match(line);
                    if (match.hasMatch() && match.captured(1) == served)
                        port = quint16(match.captured(2).toUInt());
                }
                return port != 0 || process.state() == QProcess::NotRunning;
            },
            10000);
        return port;
    }

    Run lwbOn(const QString &dir, QStringList args, const QByteArray &input = {},
              std::source_location where = std::source_location::current())
    {
        args.prepend(dir);
        args.prepend(u"--workspace"_s);
        return lwb(args, input, where);
    }

    // A run that must succeed, for steps whose output does not matter; prints why it failed.
    bool runs(const QString &dir, const QStringList &args)
    {
        const Run run = lwbOn(dir, args);
        if (run.exitCode != 0)
            qWarning("lwb %s: exit %d: %s", qPrintable(args.join(u' ')), run.exitCode,
                     run.err.constData());
        return run.exitCode == 0;
    }

    // The stdout of a run that must succeed; for one that failed, a text saying so, which then
    // fails the comparison it is used in and shows why.
    QString output(const QString &dir, const QStringList &args)
    {
        const Run run = lwbOn(dir, args);
        if (run.exitCode != 0)
            return u"<exit %1: %2>"_s.arg(run.exitCode).arg(QString::fromUtf8(run.err));
        return QString::fromUtf8(run.out);
    }

    QTemporaryDir m_dataHome;
};

} // namespace lw::test
