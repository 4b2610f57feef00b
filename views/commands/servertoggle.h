// Endpoint ▸ Serve the DynamoDB API: the window's toggle for the workspace's HTTP endpoint,
// so that real SDK code can drive the workbench while every pane follows. The address
// comes from Endpoint ▸ Address… (QSettings "Endpoint/host", "Endpoint/port": 127.0.0.1:8000 by
// default; another interface only when the user names it, and then a warning says that any client
// of the network can read and change the workspace). Endpoint ▸ Serve Around the Cache (off by
// default, for the session) makes its clients go around the workspace's cache. While serving, the
// status bar says where and counts the requests; each request is written to the request log and the
// panes are read again, at most every kRefreshMs, so a busy client cannot flood the window.
#pragma once

#include "doors/apicall.h"
#include "doors/servercontrol.h"

#include <QList>
#include <QObject>
#include <QTimer>

class QAction;
class QLabel;
class QWidget;

namespace lw {

class CallLog;

class ServerToggle : public QObject
{
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 250;
    // At most this many requests are written to the log per refresh; the rest are counted.
    static constexpr int kLoggedPerRefresh = 200;

    // `window` parents the dialogs; `log` gets every request served (may be null).
    ServerToggle(QWidget *window, CallLog *log);

    // Binds the toggle (disabled until then).
    void setControl(ServerControl control);

    QAction *serveAction() const { return m_serve; }
    QAction *addressAction() const { return m_address; }
    QAction *aroundCacheAction() const { return m_aroundCache; }
    // For the status bar: where the endpoint listens and how many requests it served.
    QLabel *statusLabel() const { return m_status; }

    // Starts or stops serving, as the toggle does; starting shows the error when it cannot.
    bool setServing(bool on);
    bool isServing() const;

    static QString storedHost();
    static quint16 storedPort();

public slots:
    // One request the endpoint handled.
    void served(const QString &action, const QJsonObject &request,
                const Result<QJsonObject> &result);
    // The endpoint stopped without the toggle (the workspace closed, the socket failed).
    void stoppedElsewhere(const QString &why);
    // The endpoint settled a table's or a TTL setting's state in wall time, perhaps between
    // requests: the window reads the workspace again.
    void statesSettled() { emit trafficArrived(); }

signals:
    // Requests were served since the last time, or states settled: the window reads the
    // workspace again.
    void trafficArrived();

private:
    struct Served
    {
        QString action;
        QJsonObject request;
        Result<QJsonObject> result;
    };
    void flush();
    void editAddress();
    void showState();

    QWidget *m_window;
    CallLog *m_log;
    ServerControl m_control;
    QAction *m_serve;
    QAction *m_address;
    QAction *m_aroundCache;
    QLabel *m_status;
    QTimer m_refresh;
    QList<Served> m_pending;
    qint64 m_requests = 0, m_unlogged = 0;
    bool m_openToNetwork = false; // serving on an address other than a loopback one
};

} // namespace lw
