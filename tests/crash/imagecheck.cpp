#include "imagecheck.h"

#include "api/api.h"
#include "engine/engine.h"
#include "workspace/workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace lw::crash {

namespace {

// Every item of the table, by key, as Scan returns them; or the problems met.
QStringList readItems(Api &api, QHash<QString, QJsonObject> &items)
{
    QJsonObject request{{u"TableName"_s, kPowerTable}, {u"ConsistentRead"_s, true}};
    for (;;) {
        const auto page = api.call(u"Scan", request);
        if (!page)
            return {u"Scan: "_s + page.error().message};
        for (const QJsonValue &item : (*page)[u"Items"_s].toArray())
            items.insert(item[u"pk"_s][u"S"_s].toString(), item.toObject());
        if (!page->contains(u"LastEvaluatedKey"_s))
            return {};
        request.insert(u"ExclusiveStartKey"_s, (*page)[u"LastEvaluatedKey"_s]);
    }
}

QString stateText(const std::optional<QJsonObject> &item)
{
    return item ? u"version "_s + (*item)[u"v"_s][u"N"_s].toString() : u"no item"_s;
}

// What `write` leaves (none for a delete).
std::optional<QJsonObject> stateAfter(const KeyHistory &key, qsizetype write)
{
    if (write < 0 || key.writes[write].kind == WriteKind::Delete)
        return std::nullopt;
    return itemJson(key.key, key.writes[write].version);
}

QStringList check(const QString &dir, const QList<KeyHistory> &keys, quint64 crashNs)
{
    auto workspace = Workspace::open(dir);
    if (!workspace)
        return {u"The image does not open: "_s + workspace.error().message};
    QStringList problems = (*workspace)->engine().verify();
    QHash<QString, QJsonObject> items;
    problems += readItems((*workspace)->api(), items);
    for (const KeyHistory &key : keys) {
        qsizetype acked = -1; // the last write answered before the crash
        for (qsizetype w = 0; w < key.writes.size(); ++w)
            if (key.writes[w].ackNs != 0 && key.writes[w].ackNs < crashNs)
                acked = w;
        const std::optional<QJsonObject> found =
            items.contains(key.key) ? std::optional(items.take(key.key)) : std::nullopt;
        const std::optional<QJsonObject> expected = stateAfter(key, acked);
        if (found == expected)
            continue;
        if (acked + 1 < key.writes.size() && found == stateAfter(key, acked + 1))
            continue; // the write in flight, made but not yet answered
        problems << u"%1 holds %2, but the last write acknowledged before the crash left %3"_s.arg(
            key.key, stateText(found), stateText(expected));
    }
    for (auto it = items.cbegin(); it != items.cend(); ++it)
        problems << u"An item no client wrote: "_s + it.key();
    return problems;
}

} // namespace

QStringList checkImage(const QString &dir, const QList<KeyHistory> &keys, quint64 crashNs)
{
    int pipe[2];
    if (::pipe(pipe) != 0)
        return {u"pipe failed"_s};
    const pid_t child = ::fork();
    if (child < 0)
        return {u"fork failed"_s};
    if (child == 0) {
        ::close(pipe[0]);
        // The parent's crash handlers (QTest's prints a stack trace) would only slow a failure.
        for (const int sig : {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL})
            std::signal(sig, SIG_DFL);
        ::alarm(60); // an image that makes the reader hang fails by SIGALRM
        const QByteArray out = check(dir, keys, crashNs).join(u'\n').toUtf8();
        for (qsizetype at = 0; at < out.size();) {
            const ssize_t n = ::write(pipe[1], out.constData() + at, size_t(out.size() - at));
            if (n <= 0)
                break;
            at += n;
        }
        ::_exit(0);
    }
    ::close(pipe[1]);
    QByteArray out;
    char buffer[4096];
    for (ssize_t n; (n = ::read(pipe[0], buffer, sizeof buffer)) != 0;) {
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        out.append(buffer, n);
    }
    ::close(pipe[0]);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    QStringList problems;
    if (!out.isEmpty())
        problems = QString::fromUtf8(out).split(u'\n');
    if (WIFSIGNALED(status))
        problems << u"Opening the image crashed the reader (signal %1)"_s.arg(WTERMSIG(status));
    return problems;
}

} // namespace lw::crash
