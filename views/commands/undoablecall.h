// The window's writes made undoable (every user action undoable with Ctrl+Z).
// undoableApi() wraps an ApiCall: a write it knows how to compensate becomes a command on the
// undo stack (pushing it sends the request) and the caller gets the answer as from the api;
// everything else goes straight through. The console, the dialogs, the inspector and the panes
// all call through it, so whatever the user does by hand lands on the one stack.
//
// Undoable: item writes (itemwritecommand.h), SoftDeleteItem ↔ RestoreItem, CreateTable ↔
// DeleteTable and DeleteTable ↔ the table made again (deletetablecommand.h), CreateConsumer ↔
// DeleteConsumer and back (consumerRecreateRequest), UpdateConsumer ↔ UpdateConsumer with the
// members as they were, UpdateTimeToLive ↔ UpdateTimeToLive as it was (DynamoDB allows one TTL
// change an hour, so that undo is refused, with DynamoDB's text, until the clock moved on). Not
// on the stack: calls as of the past (reads only), reads, and a DeleteTable of a table over
// DeleteTableCommand::kMaxItems items.
#pragma once

#include "commands/apicommand.h"

class QUndoStack;

namespace lw {

// The command for `action` with `request`, or nullptr when it is not undoable. May read the
// workspace first (the consumer as it was).
ApiCommand *undoableCommand(const ApiCall &api, const QString &action, const QJsonObject &request,
                            ApiCommand::Hooks hooks);

// `api`, with the undoable writes pushed onto `stack`. `hooks` report later undo/redo failures
// and every successful call (the first answer is returned to the caller instead).
ApiCall undoableApi(ApiCall api, QUndoStack *stack, ApiCommand::Hooks hooks);

} // namespace lw
