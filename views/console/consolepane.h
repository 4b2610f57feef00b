// The operation console, in two modes. DynamoDB API: an action name (completed from every
// action the api knows) and its request JSON. PartiQL: a statement and its parameters (a JSON
// array of typed values for its "?"s), sent as ExecuteStatement; before it runs, the console asks
// ExplainStatement what it runs as and says so ("Runs as a Query on Sessions"), since that, not
// the statement's look, decides what it costs. "Send" (Ctrl+Return) in both; the answer below, as
// a table of its items when it has any (a Scan, a Query, a SELECT) and as JSON, or DynamoDB's
// error object. A request or parameters that are not JSON of the right shape are answered as the
// service answers such a body (a SerializationException) without calling the api.
//
// The calls go through the ApiCall it is given; the window passes one that logs to the request
// log, makes writes undoable (PartiQL's included) and reports to its state, which the console
// follows (the viewed time) hidden or not. Copy as Code (beside Send) copies the request the
// fields hold as a program. `explain` is the window's own unlogged look, for ExplainStatement;
// without it the console does not explain.
#pragma once

#include "common/pane.h"
#include "console/codemenu.h"
#include "doors/apicall.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStackedWidget;
class QStandardItemModel;
class QTabWidget;

namespace lw {

class ConsolePane : public Pane
{
    Q_OBJECT
public:
    enum class Mode
    {
        Api,
        PartiQL,
    };

    explicit ConsolePane(ApiCall api, ApiCall explain = {}, QWidget *parent = nullptr);
    // The window's console: the user's calls, following the viewed time.
    static Pane *create(const PaneContext &context);

    void setMode(Mode mode);
    Mode mode() const;
    // API mode's fields.
    void setAction(const QString &action);
    void setRequestText(const QString &json);
    // PartiQL mode's fields; `parameters` is the JSON array's text, empty for none.
    void setStatement(const QString &statement, const QString &parameters = {});
    QString responseText() const;
    // What the status line says after a send ("Runs as a Query on Sessions · 2 items").
    QString statusText() const;
    // The answer's items as the table shows them: attribute names as columns.
    const QStandardItemModel *itemsTable() const { return m_items; }
    // While viewing the past only GetItem, Query and Scan may run, as of that time (the api
    // refuses the others with its own message); none: the present.
    void setAsOf(std::optional<qint64> asOfMs) { m_asOf = asOfMs; }

    // Sends the request; returns the api's answer (for tests and callers that chain calls).
    Result<QJsonObject> send();
    // The request the fields hold as a program (Copy as Code, console/codemenu.h), `language`
    // as codeFor() takes it; empty, the status line saying why, when they hold no request.
    QString code(const QString &language) const;

signals:
    // After an action that may have changed the workspace answered without an error.
    void workspaceChanged();

protected:
    void updateFromState(WorkbenchState::Changes what) override;

private:
    // The action and request the fields say, or the SerializationException for a body that is
    // not of the right shape.
    Result<std::pair<QString, QJsonObject>> request() const;
    // "Runs as a Query on Sessions" (empty when it cannot tell), and whether it reads items.
    struct Explained
    {
        QString text;
        bool reads = false;
    };
    Explained explanation(const QJsonObject &statement) const;
    // The request the fields hold, as Copy as Code takes it; none when they hold none.
    QList<CodeCall> currentCall() const;
    // The items table from the response's Items; the Items tab in front when `listsItems`.
    void showItems(const QJsonObject &response, bool listsItems);

    ApiCall m_api;
    ApiCall m_explain;
    QComboBox *m_mode = nullptr;
    QStackedWidget *m_input = nullptr;
    QLineEdit *m_action = nullptr;
    QPlainTextEdit *m_request = nullptr;
    QPlainTextEdit *m_statement = nullptr;
    QLineEdit *m_parameters = nullptr;
    QTabWidget *m_answer = nullptr;
    QStandardItemModel *m_items = nullptr;
    QPlainTextEdit *m_response = nullptr;
    QLabel *m_status = nullptr;
    std::optional<qint64> m_asOf;
};

} // namespace lw
