// A user's action as an undoable command (DESIGN.md "Time": GUI undo is a compensating write at
// the current time, visible in the stream as DynamoDB would record it; rewind is the time
// machine). Each command is one api call forward and the call that compensates it backward:
// soft delete ↔ restore, and so on. The window keeps them on a QUndoStack (Ctrl+Z, Ctrl+Shift+Z).
//
// A call that fails (the item changed meanwhile, say) is reported through `onError` and makes the
// command obsolete, so QUndoStack drops it: nothing half-done stays on the stack.
#pragma once

#include "apicall.h"

#include <QUndoCommand>

#include <functional>

namespace lw {

class ApiCommand : public QUndoCommand
{
public:
    struct Call
    {
        QString action;
        QJsonObject request;
    };
    // `onDone` runs after every successful call (the window re-reads what it shows).
    ApiCommand(ApiCall api, const QString &text, Call forward, Call backward,
               std::function<void(const QString &)> onError, std::function<void()> onDone);

    void redo() override;
    void undo() override;

private:
    void run(const Call &call);

    ApiCall m_api;
    Call m_forward, m_backward;
    std::function<void(const QString &)> m_onError;
    std::function<void()> m_onDone;
};

// Soft-deletes the item (SoftDeleteItem); undone by RestoreItem.
ApiCommand *softDeleteCommand(ApiCall api, const QString &table, const QJsonObject &key,
                              std::function<void(const QString &)> onError,
                              std::function<void()> onDone);
// Restores a soft-deleted item (RestoreItem); undone by soft-deleting it again.
ApiCommand *restoreCommand(ApiCall api, const QString &table, const QJsonObject &key,
                           std::function<void(const QString &)> onError,
                           std::function<void()> onDone);

} // namespace lw
