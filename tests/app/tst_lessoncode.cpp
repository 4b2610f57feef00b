// `lwb export-code` by running what it writes: every built-in lesson, as a program in each
// language that runs here (programrun.h: Python with boto3, JavaScript with the AWS SDK v3, the
// AWS CLI, Go with the AWS SDK for Go v2), run against `lwb serve` on a fresh workspace whose
// clock was set as the program's header says, must leave the workspace the lesson itself leaves:
// the same tables, items, lifetimes (created, expires, deleted, archived), stream records and
// archive objects.
#include "codegen/codegen.h"
#include "lwbrun.h"
#include "programrun.h"

#include <QDir>

using namespace Qt::StringLiterals;
using namespace lw::test;

class TestLessonCode : public QObject, public LwbRunner
{
    Q_OBJECT

    // A call on a stopped workspace: its response, or an object naming the failure (which then
    // fails the comparison it is part of and shows why).
    QJsonObject call(const QString &dir, const QString &action, const QJsonObject &request)
    {
        const Run run =
            lwbOn(dir, {u"call"_s, action, QString::fromUtf8(QJsonDocument(request).toJson())});
        if (run.exitCode != 0)
            return {{u"failed"_s, QString(action + u": "_s + QString::fromUtf8(run.err))}};
        return parseObject(run.out);
    }

    // What a workspace holds, section by section ("table T items", "table T stream", …), each
    // as compact JSON.
    QList<std::pair<QString, QString>> contents(const QString &dir)
    {
        QList<std::pair<QString, QString>> sections;
        const auto add = [&](const QString &name, const QJsonValue &value) {
            sections.append({name, jsonText(value)});
        };
        const QJsonArray tables = call(dir, u"ListTables"_s, {})[u"TableNames"_s].toArray();
        add(u"tables"_s, tables);
        for (const QJsonValue &t : tables) {
            const QString table = t.toString();
            const QJsonObject named{{u"TableName"_s, table}};
            QJsonObject scan = named;
            scan.insert(u"ConsistentRead"_s, true);
            add(table + u" items"_s, call(dir, u"Scan"_s, scan)[u"Items"_s]);
            add(table + u" lifetimes"_s, call(dir, u"ListLifetimes"_s, named)[u"Lifetimes"_s]);
            const QString arn =
                call(dir, u"DescribeTable"_s, named)[u"Table"_s][u"LatestStreamArn"_s].toString();
            if (arn.isEmpty())
                continue;
            const QJsonObject stream{{u"StreamArn"_s, arn}};
            QJsonArray records;
            for (const QJsonValue &shard :
                 call(dir, u"DescribeStream"_s, stream)[u"StreamDescription"_s][u"Shards"_s]
                     .toArray()) {
                QJsonObject iterator = stream;
                iterator.insert(u"ShardId"_s, shard[u"ShardId"_s]);
                iterator.insert(u"ShardIteratorType"_s, u"TRIM_HORIZON"_s);
                const QString first =
                    call(dir, u"GetShardIterator"_s, iterator)[u"ShardIterator"_s].toString();
                for (const QJsonValue &r :
                     call(dir, u"GetRecords"_s, {{u"ShardIterator"_s, first}})[u"Records"_s]
                         .toArray())
                    records.append(r);
            }
            add(table + u" stream"_s, records);
        }
        add(u"archive"_s, call(dir, u"ListArchiveObjects"_s, {})[u"Contents"_s]);
        return sections;
    }

    QStringList lessonSlugs()
    {
        const Run list = lwb({u"lesson"_s, u"--list"_s});
        if (list.exitCode != 0)
            return {};
        QStringList slugs;
        for (const QString &line : QString::fromUtf8(list.out).split(u'\n', Qt::SkipEmptyParts))
            slugs << line.split(u' ', Qt::SkipEmptyParts).value(1);
        return slugs;
    }

private slots:
    // Java does not run here (programrun.h): every lesson's Java program must parse. One run of
    // the parser for them all (a JVM's start is a second).
    void javaParses()
    {
        QTemporaryDir root;
        QStringList files;
        const QStringList slugs = lessonSlugs();
        QVERIFY(!slugs.isEmpty());
        for (const QString &slug : slugs) {
            const Run exported = lwb({u"export-code"_s, slug, u"--lang"_s, u"java"_s});
            QVERIFY2(exported.exitCode == 0, exported.err.constData());
            QVERIFY(QDir(root.path()).mkpath(slug));
            QFile file(root.filePath(slug + u"/Program.java"_s));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(exported.out);
            files << file.fileName();
        }
        const QByteArray errors = javaSyntaxErrors(files);
        QVERIFY2(errors.isEmpty(), errors.constData());
    }

    void sameWorkspace_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("command");
        const QStringList slugs = lessonSlugs();
        QVERIFY(!slugs.isEmpty());
        for (const QString &slug : slugs) {
            for (const QString &language : lw::codegen::languageNames())
                if (const std::optional<ProgramRun> run = programRun(language))
                    QTest::addRow("%s %s", qPrintable(slug), qPrintable(language))
                        << slug << language << run->file << run->command;
        }
    }

    void sameWorkspace()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(QStringList, command);
        QTemporaryDir root;
        const QString played = root.filePath(u"played"_s), ran = root.filePath(u"ran"_s);
        const Run exported = lwb({u"export-code"_s, lesson, u"--lang"_s, language});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        const QString program = QString::fromUtf8(exported.out);
        QVERIFY(runs(played, {u"lesson"_s, lesson}));
        const auto start = QRegularExpression(u"clock set (\\S+), then"_s).match(program);
        QVERIFY2(start.hasMatch(), "the header says when the lesson begins");
        QVERIFY(runs(ran, {u"clock"_s, u"set"_s, start.captured(1)}));

        QDir work(root.filePath(u"work"_s));
        QVERIFY(work.mkpath(u"."_s));
        // The JavaScript program imports the SDK tests/sdk pins.
        QVERIFY(QFile::link(QStringLiteral(LW_SDK_DIR) + u"/node_modules"_s,
                            work.filePath(u"node_modules"_s)));
        QFile saved(work.filePath(file));
        QVERIFY(saved.open(QIODevice::WriteOnly));
        saved.write(exported.out);
        saved.close();
        {
            QProcess server;
            const quint16 port = serve(server, ran);
            QVERIFY2(port, server.readAllStandardError().constData());
            QProcess run;
            run.setWorkingDirectory(work.path());
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"DYNAMODB_ENDPOINT"_s, u"http://127.0.0.1:%1"_s.arg(port));
            env.insert(u"AWS_CONFIG_FILE"_s, work.filePath(u"no-config"_s));
            env.insert(u"AWS_SHARED_CREDENTIALS_FILE"_s, work.filePath(u"no-credentials"_s));
            env.remove(u"AWS_PROFILE"_s);
            run.setProcessEnvironment(env);
            run.start(command.first(), command.mid(1));
            const bool finished = run.waitForFinished(180000);
            const QByteArray why = run.readAllStandardError() + "\n--- program:\n" + exported.out;
            server.terminate();
            QVERIFY(server.waitForFinished(10000));
            QVERIFY2(finished && run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0,
                     why.constData());
        }

        const auto want = contents(played), got = contents(ran);
        QCOMPARE(got.size(), want.size());
        for (qsizetype i = 0; i < want.size(); ++i) {
            QCOMPARE(got[i].first, want[i].first);
            QVERIFY2(got[i].second == want[i].second,
                     qPrintable(want[i].first + u":\n  ran:    "_s + got[i].second +
                                u"\n  played: "_s + want[i].second));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonCode)
#include "tst_lessoncode.moc"
