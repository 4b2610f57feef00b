// The request log: every api call the user makes from the window (the console, dialogs, item
// edits), in the seed lessons' format (core/api/requestlog.h), newest last, with the error a
// failed call got ("!!! ConditionalCheckFailedException: The conditional request failed").
// The panes' own reads (Scan pages, DescribeTable) are not user actions and are not logged; the
// requests the endpoint serves are (servertoggle.h). In the window it shows the window's
// CallLog (state/calllog.h), hidden or not. It keeps the last kMaxLines lines.
//
// Copy as code (its context menu, console/codemenu.h): the call under the cursor, or every call in
// the log as one program. The endpoint's traffic is shown but not kept as calls, so it has no code.
#pragma once

#include "common/pane.h"
#include "console/codemenu.h"
#include "doors/apicall.h"

class QPlainTextEdit;

namespace lw {

class CallLog;

class RequestLogPane : public Pane
{
    Q_OBJECT
public:
    static constexpr int kMaxLines = 20000;

    explicit RequestLogPane(QWidget *parent = nullptr);
    // The window's request log, showing its CallLog.
    static Pane *create(const PaneContext &context);
    // Shows every call and note `log` gets from now on.
    void showLog(CallLog *log);

    // Appends one call; `result` is what the api answered, `client` who sent it (a lesson's
    // named client; empty: the one client there is), shown on a "client:" line.
    void record(const QString &action, const QJsonObject &request,
                const Result<QJsonObject> &result, const QString &client = {});
    // One call's entry as record() appends it. Many entries joined go in with one note(): the
    // endpoint logs its traffic that way, as one append lays out and scrolls once.
    static QString entryText(const QString &action, const QJsonObject &request,
                             const Result<QJsonObject> &result, const QString &client = {});
    // Appends text of the workbench's own ("… 12 more requests served, not shown"), or entries.
    void note(const QString &line);
    // The log as text, one line per line shown.
    QString text() const;
    // The program for the call whose entry holds `line` (0-based, as text() shows it), or for
    // every call kept when `line` is negative; empty when that line belongs to no call.
    // `language` as core/codegen names it: "python", "js" or "cli".
    QString code(const QString &language, int line = -1) const;

public slots:
    void clear();

protected:
    // Nothing to read: the log comes as the calls are made.
    void updateFromState(WorkbenchState::Changes) override {}

private:
    void showContextMenu(const QPoint &at);
    // The call whose entry holds `line`, as code() takes it, or every call kept.
    QList<CodeCall> calls(int line) const;

    QPlainTextEdit *m_text = nullptr;
    // The calls recorded, oldest first; an entry's first line carries its id as the block's
    // user state, and ids go on counting as old calls are dropped with the lines they had.
    QList<CodeCall> m_calls;
    int m_firstCallId = 0;
};

} // namespace lw
