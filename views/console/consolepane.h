// The operation console: an action name (completed from every action the api knows), its request
// JSON, "Send" (Ctrl+Return), and the response JSON or DynamoDB's error object below. A request
// that is not a JSON object is answered as the service answers such a body (a
// SerializationException) without calling the api. The calls go through the ApiCall it is given;
// the window passes one that logs to the request log and reports to its state, which the
// console follows (the viewed time) hidden or not.
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace lw {

class ConsolePane : public Pane
{
    Q_OBJECT
public:
    explicit ConsolePane(ApiCall api, QWidget *parent = nullptr);
    // The window's console: the user's calls, following the viewed time.
    static Pane *create(const PaneContext &context);

    void setAction(const QString &action);
    void setRequestText(const QString &json);
    QString responseText() const;
    // While viewing the past only GetItem, Query and Scan may run, as of that time (the api
    // refuses the others with its own message); none: the present.
    void setAsOf(std::optional<qint64> asOfMs) { m_asOf = asOfMs; }

    // Sends the request; returns the api's answer (for tests and callers that chain calls).
    Result<QJsonObject> send();

signals:
    // After an action that may have changed the workspace answered without an error.
    void workspaceChanged();

protected:
    void updateFromState(WorkbenchState::Changes what) override;

private:
    ApiCall m_api;
    QLineEdit *m_action = nullptr;
    QPlainTextEdit *m_request = nullptr;
    QPlainTextEdit *m_response = nullptr;
    QLabel *m_status = nullptr;
    std::optional<qint64> m_asOf;
};

} // namespace lw
