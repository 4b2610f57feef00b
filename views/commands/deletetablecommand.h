// DeleteTable as an undoable command. Deleting a table loses its items, so the command reads
// what it needs to make the table again just before each delete: its definition (DescribeTable),
// its TTL, the consumers reading its stream, and every item. Undo makes it again as the user
// would by hand: CreateTable, UpdateTimeToLive, the items in BatchWriteItem calls (INSERTs in the
// new table's stream: compensating writes, as docs/architecture.md "Time" wants), then the
// consumers, which read on from the newest record so that the restored items are not handled again.
//
// What does not come back: the item histories and stream records of the deleted table (they went
// with it, as in DynamoDB; rewind is the time machine for those) and the consumers' checkpoints.
// Undo is several calls, not one transaction: when one fails part-way, the error is reported and
// the command dropped, and the table stands as far as it got.
//
// Tables with more than kMaxItems items are not made undoable (the window would hold them all).
#pragma once

#include "commands/apicommand.h"

#include <QJsonArray>

namespace lw {

class DeleteTableCommand : public ApiCommand
{
public:
    static constexpr int kMaxItems = 100'000;

    // The command, or nullptr when the table cannot be read or is too large to keep.
    static DeleteTableCommand *create(ApiCall api, const QJsonObject &request, Hooks hooks);

    void redo() override;
    void undo() override;

private:
    DeleteTableCommand(ApiCall api, const QJsonObject &request, Hooks hooks);
    // Reads everything undo needs; false when the table cannot be read (or is too large).
    bool capture();

    QString m_table;
    QJsonObject m_create;
    std::optional<QJsonObject> m_timeToLive; // UpdateTimeToLive's specification, when on
    QList<QJsonObject> m_consumers;          // CreateConsumer requests
    QJsonArray m_items;
};

} // namespace lw
