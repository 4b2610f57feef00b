// The writes a lesson's named clients sent (CallOptions::client: two editors saving one page),
// as the timeline marks them on the lanes of the items they wrote: a chip with the client's
// initials where the write happened, hollow when the write was refused. The workspace keeps no
// record of who wrote what (DynamoDB does not either), so the marks are the window's own: taken
// from the request log (state/calllog.h) as the calls are made, dropped when the lesson plays again
// on a fresh workspace, and for the time after a rewind.
#pragma once

#include "model/error.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace lw {

struct ClientWrite
{
    QString table;
    QJsonObject target; // the Key or the Item the call names (DynamoDB JSON)
    qint64 atMs = 0;
    QString client;
    QString action;
    QString error; // the refusal's type, empty when the write went through
    bool operator==(const ClientWrite &) const = default;
};

// The write `action` makes, for a call a named client sent at `atMs`: PutItem, UpdateItem and
// DeleteItem. None for any other call, or one without a client.
std::optional<ClientWrite> clientWrite(const QString &action, const QJsonObject &request,
                                       const Result<QJsonObject> &result, const QString &client,
                                       qint64 atMs);

// Whether `write` wrote the item whose key is `key`: every key attribute has the same value.
bool wroteItem(const ClientWrite &write, const QJsonObject &key);

// "B" for "Ben", "R1" for "Reader 1": what the chip shows.
QString clientInitials(const QString &client);

} // namespace lw
