#include "commands/servertoggle.h"

#include "common/warningbox.h"
#include "console/requestlogpane.h"
#include "state/calllog.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

const QString kHostKey = u"Endpoint/host"_s;
const QString kPortKey = u"Endpoint/port"_s;
constexpr quint16 kDefaultPort = 8000;

// Whether only this machine can reach `host` (the views do not link Qt Network: the forms the
// address dialog suggests, anything else counts as open, erring towards the warning).
bool isLoopback(const QString &host)
{
    return host == u"localhost"_s || host.startsWith(u"127."_s) || host == u"::1"_s;
}

} // namespace

ServerToggle::ServerToggle(QWidget *window, CallLog *log)
    : QObject(window), m_window(window), m_log(log),
      m_serve(new QAction(tr("&Serve the DynamoDB API"), this)),
      m_address(new QAction(tr("Endpoint &Address…"), this)),
      m_aroundCache(new QAction(tr("Serve Around the &Cache"), this)), m_status(new QLabel)
{
    m_aroundCache->setObjectName(u"endpointAroundCacheAction"_s);
    m_aroundCache->setCheckable(true);
    m_aroundCache->setStatusTip(tr("The endpoint's clients go straight to the tables, as an "
                                   "application that does not use DAX: their writes leave the "
                                   "cache stale"));
    m_aroundCache->setEnabled(false);
    m_serve->setCheckable(true);
    m_serve->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    m_serve->setStatusTip(tr("Let the AWS SDKs and CLI use this workspace over HTTP"));
    m_serve->setEnabled(false);
    m_status->setObjectName(u"endpointStatus"_s);
    m_status->hide();
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(kRefreshMs);
    connect(&m_refresh, &QTimer::timeout, this, &ServerToggle::flush);
    connect(m_serve, &QAction::triggered, this, [this](bool on) { setServing(on); });
    connect(m_address, &QAction::triggered, this, &ServerToggle::editAddress);
    connect(m_aroundCache, &QAction::toggled, this, [this](bool around) {
        if (m_control.setAroundCache)
            m_control.setAroundCache(around);
    });
}

void ServerToggle::setControl(ServerControl control)
{
    m_control = std::move(control);
    m_serve->setEnabled(true);
    m_aroundCache->setEnabled(true);
}

bool ServerToggle::isServing() const
{
    return m_control.url && !m_control.url().isEmpty();
}

bool ServerToggle::setServing(bool on)
{
    if (!m_control.start)
        return false;
    if (!on) {
        m_control.stop();
        flush();
        showState();
        return true;
    }
    if (isServing()) {
        showState();
        return true;
    }
    const Status started = m_control.start(storedHost(), storedPort());
    if (!started) {
        showState();
        openWarning(m_window, tr("The endpoint could not start:\n%1\n\nChoose another port "
                                 "with Endpoint ▸ Endpoint Address….")
                                  .arg(started.error().message));
        return false;
    }
    m_requests = 0;
    m_openToNetwork = !isLoopback(storedHost().trimmed());
    showState();
    if (m_openToNetwork)
        openWarning(m_window, tr("The endpoint listens on %1, so other machines can connect, and "
                                 "any client that reaches it can read and change this workspace: "
                                 "no credentials are checked.\n\nServe on 127.0.0.1 (Endpoint ▸ "
                                 "Endpoint Address…) unless you mean to share it.")
                                  .arg(m_control.url()));
    return true;
}

void ServerToggle::served(const QString &action, const QJsonObject &request,
                          const Result<QJsonObject> &result)
{
    ++m_requests;
    if (m_pending.size() < kLoggedPerRefresh)
        m_pending.append({action, request, result});
    else
        ++m_unlogged;
    if (!m_refresh.isActive())
        m_refresh.start();
}

void ServerToggle::stoppedElsewhere(const QString &why)
{
    flush();
    showState();
    if (!why.isEmpty())
        m_status->setToolTip(why);
}

void ServerToggle::flush()
{
    if (m_log && (!m_pending.isEmpty() || m_unlogged > 0)) {
        QStringList entries; // appended at once: one layout and scroll, not one an entry
        for (const Served &call : std::as_const(m_pending))
            entries << RequestLogPane::entryText(call.action, call.request, call.result);
        if (m_unlogged > 0)
            entries << tr("… %Ln more request(s) served, not shown", "", int(m_unlogged));
        m_log->note(entries.join(u'\n'));
    }
    const bool any = !m_pending.isEmpty();
    m_pending.clear();
    m_unlogged = 0;
    showState();
    if (any)
        emit trafficArrived();
}

void ServerToggle::showState()
{
    const bool serving = isServing();
    m_serve->setChecked(serving);
    m_status->setVisible(serving);
    if (serving) {
        QString text =
            tr("Serving at %1 · %Ln request(s)", "", int(m_requests)).arg(m_control.url());
        if (m_openToNetwork)
            text += tr(" · open to other machines, no credentials checked");
        m_status->setText(text);
    }
}

void ServerToggle::editAddress()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Endpoint Address"));
    auto *host = new QLineEdit(storedHost());
    host->setObjectName(u"endpointHost"_s);
    host->setToolTip(tr("127.0.0.1 lets only this machine connect; 0.0.0.0 lets every machine "
                        "that can reach this one connect."));
    auto *port = new QSpinBox;
    port->setObjectName(u"endpointPort"_s);
    port->setRange(1, 65535);
    port->setValue(storedPort());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("&Interface:"), host);
    form->addRow(tr("&Port:"), port);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    // The server judges the address when it starts (views do not parse addresses).
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings settings;
    settings.setValue(kHostKey, host->text().trimmed());
    settings.setValue(kPortKey, port->value());
    if (isServing()) { // the new address takes effect now
        m_control.stop();
        setServing(true);
    }
}

QString ServerToggle::storedHost()
{
    return QSettings().value(kHostKey, u"127.0.0.1"_s).toString();
}

quint16 ServerToggle::storedPort()
{
    const int port = QSettings().value(kPortKey, kDefaultPort).toInt();
    return port > 0 && port <= 65535 ? quint16(port) : kDefaultPort;
}

} // namespace lw
