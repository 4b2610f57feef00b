// How tst_codegen and tst_lessoncode run a program `lwb export-code` writes (codegen/codegen.h):
// the file it is saved as and the command that runs it there, for each language that runs here.
// Java does not (the SDK is not in Debian): tests/codegen/JavaSyntax.java parses its programs.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <optional>

struct ProgramRun
{
    QString file;
    QStringList command;
};

inline std::optional<ProgramRun> programRun(const QString &language)
{
    using namespace Qt::StringLiterals;
    if (language == u"python" || language == u"python-resource")
        return ProgramRun{u"program.py"_s, {u"python3"_s, u"program.py"_s}};
    if (language == u"js" || language == u"js-document")
        return ProgramRun{u"program.mjs"_s, {u"node"_s, u"program.mjs"_s}};
    if (language == u"cli")
        return ProgramRun{u"program.sh"_s, {u"sh"_s, u"program.sh"_s}};
    // Debian's SDK (golang-github-aws-aws-sdk-go-v2-dev) is a GOPATH tree, not a module; the
    // build cache in the build tree compiles the SDK once, not once per program.
    if (language == u"go")
        return ProgramRun{u"program.go"_s,
                          {u"env"_s, u"GO111MODULE=off"_s, u"GOPATH=/usr/share/gocode"_s,
                           u"GOCACHE="_s + QStringLiteral(LW_GO_CACHE), u"go"_s, u"run"_s,
                           u"program.go"_s}};
    return std::nullopt;
}

// What javac's parser says of `files` (tests/codegen/JavaSyntax.java): empty when every one parses,
// else its errors (or why it did not run).
inline QByteArray javaSyntaxErrors(const QStringList &files)
{
    using namespace Qt::StringLiterals;
    QProcess java;
    java.start(u"java"_s, QStringList{QStringLiteral(LW_JAVA_SYNTAX)} + files);
    if (!java.waitForFinished(120000))
        return "java did not finish: " + java.errorString().toUtf8();
    const QByteArray errors = java.readAllStandardError();
    if (java.exitStatus() != QProcess::NormalExit || java.exitCode() != 0)
        return errors.isEmpty() ? QByteArray("java failed without a word") : errors;
    return {};
}
