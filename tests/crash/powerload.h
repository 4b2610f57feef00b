// The write load of the power-loss test: `lwb serve` run under the write-log interposer
// (writelog.c) on a workspace with one table (a sparse GSI and a stream, so that every write
// touches several sub-databases), and CLIENTS concurrent clients, each on its own keep-alive
// connection, sending PutItem, UpdateItem and DeleteItem for the keys it alone owns, one call
// after the other, recording when each was sent and when its answer came (CLOCK_MONOTONIC, the
// clock of the log). When the time is up the server is killed with SIGKILL, calls in flight.
//
// Every value a write stores is a function of its key and version (itemJson()), so what an
// image holds for a key names the write that made it.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace lw::crash {

enum class WriteKind
{
    Put,
    Update, // SET v, pad (and g on even versions, else REMOVE g): creates the item if missing
    Delete,
};

struct KeyWrite
{
    WriteKind kind;
    int version;       // 1, 2, 3 ... per key
    quint64 ackNs = 0; // when its 200 answer was read; 0: never answered
};

struct KeyHistory
{
    QString key;
    QList<KeyWrite> writes; // in the order sent: the next was sent after this one's answer
};

struct PowerLoadOptions
{
    QString lwb;        // the lwb binary
    QString interposer; // libwritelog.so
    QString workspace;  // an empty folder
    QString logPath;    // where the interposer writes
    int clients = 8;
    int keysPerClient = 4;
    int milliseconds = 1500;
    quint32 seed = 1;
};

struct PowerLoadResult
{
    QString error;   // the set-up failed, or an answer was not 200
    QByteArray base; // data.mdb as it was when serving began
    QList<KeyHistory> keys;
    int answered = 0; // writes answered 200
};

inline const QString kPowerTable = QStringLiteral("power");

// The item a write of `version` leaves for `key` (a delete leaves none).
QJsonObject itemJson(const QString &key, int version);

PowerLoadResult runPowerLoad(const PowerLoadOptions &options);

quint64 monotonicNs();

} // namespace lw::crash
