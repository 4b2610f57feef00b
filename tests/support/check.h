// How helpers and fixtures fail: they fail the running test, with the message, and never stop the
// binary (qFatal would end every later test function unreported). A fixture whose setup call
// fails records the failure here and carries on with an empty result; the test function is then
// already failed, its waits (QTRY_*, qWaitFor) end at once, and its log starts with the setup
// error. In a test function, LW_OK(call) fails and returns at the call itself.
#pragma once

#include <QString>
#include <QTest>

#include <source_location>

namespace lw::test {

// Fails the running test with `what`, reported at the caller's file and line.
inline void fail(const QString &what, std::source_location where = std::source_location::current())
{
    QTest::qFail(qPrintable(what), where.file_name(), int(where.line()));
}

// "<what>: <message>" for a Result<T> or Status that holds an error.
template<typename R> QString failureText(const QString &what, const R &result)
{
    return what + QStringLiteral(": ") + result.error().message;
}

// A setup call that must succeed: fails the running test with its message otherwise. Returns
// whether it succeeded, for a fixture that stops setting up after a failure.
template<typename R>
bool setUp(const QString &what, const R &result,
           std::source_location where = std::source_location::current())
{
    if (!result)
        fail(failureText(what, result), where);
    return bool(result);
}

} // namespace lw::test

// In a test function: a Result<T> or Status that must succeed. QFAILs with the error's message,
// and the expression that gave it, when it holds an error.
#define LW_OK(result)                                                                              \
    do {                                                                                           \
        const auto &lwOkResult = (result);                                                         \
        if (!lwOkResult)                                                                           \
            QFAIL(qPrintable(::lw::test::failureText(QStringLiteral(#result), lwOkResult)));       \
    } while (false)
