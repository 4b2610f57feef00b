// Any item write as an undoable command: PutItem, UpdateItem, DeleteItem, BatchWriteItem and
// TransactWriteItems, and PartiQL's writes (ExecuteStatement, BatchExecuteStatement and
// ExecuteTransaction: the items their statements' plans write, from ExplainStatement), from the
// console, the inspector or a dialog. A PartiQL SELECT runs through it and leaves nothing on the
// stack, as any write that names no item does. Before the write it reads
// every item the request names, after it reads them again; undo puts the "before" images back
// and redo the "after" ones, each as one TransactWriteItems, so either is one transaction and
// shows in the stream as the compensating writes DynamoDB would record (a Put, or a Delete
// where the item did not exist). Redo uses the images rather than the request again, so an
// UpdateItem that ADDs does not add twice.
//
// Undo and redo put the images back unconditionally: a change made to those items in between (a
// consumer's write, the sweeper's delete) is overwritten, as a user undoing expects.
#pragma once

#include "commands/apicommand.h"

#include <QList>

namespace lw {

class ItemWriteCommand : public ApiCommand
{
public:
    // `action` must be one isItemWrite() accepts.
    ItemWriteCommand(ApiCall api, const QString &action, const QJsonObject &request, Hooks hooks);

    // Whether `action` writes items in a way this command can undo.
    static bool isItemWrite(const QString &action);

    void redo() override;

private:
    struct ItemRef
    {
        QString table;
        QJsonObject key;
    };
    // The items the request writes, with their keys as the tables define them; empty on a
    // request the api will refuse anyway (the refusal is then the user's answer).
    QList<ItemRef> itemsWritten(const QString &action, const QJsonObject &request) const;
    // Each item as it is now: its attributes, or an empty object when there is none.
    std::optional<QList<QJsonObject>> read(const QList<ItemRef> &items) const;
    static Call restore(const QList<ItemRef> &items, const QList<QJsonObject> &images);

    QList<ItemRef> m_items;
};

} // namespace lw
