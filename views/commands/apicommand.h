// A user's action as an undoable command (docs/architecture.md "Time": GUI undo is a compensating
// write at the current time, visible in the stream as DynamoDB would record it; rewind is the time
// machine). Each command is one api call forward and the call that compensates it backward:
// soft delete ↔ restore, CreateTable ↔ DeleteTable, and so on (undoablecall.h picks them; item
// writes are itemwritecommand.h). The window keeps them on a QUndoStack (Ctrl+Z, Ctrl+Shift+Z).
//
// The first redo() sends the user's own request: its answer, error included, is the caller's to
// show (firstResponse()). Later calls report through the hooks: a failure (the table was deleted
// meanwhile, say) through `onError`. A failed call makes the command obsolete, so QUndoStack drops
// it: nothing half-done stays on the stack.
#pragma once

#include "doors/apicall.h"

#include <QJsonObject>
#include <QUndoCommand>

#include <functional>
#include <memory>

namespace lw {

class ApiCommand : public QUndoCommand
{
public:
    struct Call
    {
        QString action;
        QJsonObject request;
    };
    struct Hooks
    {
        // After undo and redo, not the first call (whose caller has the answer): the failure as
        // "ValidationException: …", and each success (the window reads the workspace again).
        std::function<void(const QString &)> onError;
        std::function<void()> onDone;
    };
    ApiCommand(ApiCall api, const QString &text, Call forward, Call backward, Hooks hooks);

    void redo() override;
    void undo() override;

    // Filled by the first redo() (QUndoStack::push runs it), and still there when push() deleted
    // the command because that call failed: take it before pushing.
    std::shared_ptr<const Result<QJsonObject>> firstResponse() const { return m_firstResponse; }

protected:
    // Sends `call`; reports its failure (after the first call) and makes the command obsolete.
    // Its success is reported too unless `reportSuccess` is false (a command of many calls
    // reports once, through reportDone()).
    Result<QJsonObject> run(const Call &call, bool reportSuccess = true);
    void reportDone() const;
    const ApiCall &api() const { return m_api; }
    bool hasRun() const { return m_hasRun; }
    const Call &forwardCall() const { return m_forward; }
    void setCalls(Call forward, Call backward);

private:
    ApiCall m_api;
    Call m_forward, m_backward;
    Hooks m_hooks;
    bool m_hasRun = false;
    std::shared_ptr<Result<QJsonObject>> m_firstResponse;
};

// The CreateConsumer request that makes a consumer again from its DescribeConsumer description:
// its settings, reading on from the stream's newest record (StartingPosition LATEST), as a Lambda
// event source mapping made again would. Its checkpoint and statistics start afresh.
QJsonObject consumerRecreateRequest(const QJsonObject &description);

// "u1 · s1": an item's key as undo texts and messages show it.
QString keyText(const QJsonObject &key);

// Soft-deletes the item (SoftDeleteItem); undone by RestoreItem.
ApiCommand *softDeleteCommand(ApiCall api, const QString &table, const QJsonObject &key,
                              ApiCommand::Hooks hooks);
// Restores a soft-deleted item (RestoreItem); undone by soft-deleting it again.
ApiCommand *restoreCommand(ApiCall api, const QString &table, const QJsonObject &key,
                           ApiCommand::Hooks hooks);

} // namespace lw
