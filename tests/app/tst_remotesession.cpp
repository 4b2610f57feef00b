// The window over a remote endpoint (app/gui/session.h connectTo, MainWindow over a
// RemoteConnection), with `lwb serve --in-memory` as the remote: it connects with the credentials
// the environment gives, shows the remote tables and items, puts the UnavailablePane in place of
// what only a workspace has, asks before each write and puts none on the undo stack, refuses writes
// when read-only, fails to connect with the endpoint's reason and nothing open, and switches to a
// workspace.
#include "common/unavailablepane.h"
#include "connect/savedconnections.h"
#include "console/consolepane.h"
#include "lwbrun.h"
#include "remote/copytoworkspacedialog.h"
#include "remote/uploadtabledialog.h"
#include "session.h"
#include "sessiontest.h"
#include "window/clockbar.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

const char *const kTable = R"({"TableName": "Orders",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    "BillingMode": "PAY_PER_REQUEST"})";

// The pane `name` of `window` as a T (a dock holds it), or null.
template<class T> T *paneOf(MainWindow &window, const QString &name)
{
    auto *dock = qobject_cast<QDockWidget *>(window.showPane(name));
    return dock ? qobject_cast<T *>(dock->widget()) : nullptr;
}

// The user's own call, as the console sends it.
Result<QJsonObject> sendFromConsole(MainWindow &window, const QString &action,
                                    const QJsonObject &request)
{
    auto *console = paneOf<ConsolePane>(window, u"console"_s);
    if (!console)
        return std::unexpected(validationError(u"no console"_s));
    console->setMode(ConsolePane::Mode::Api);
    console->setAction(action);
    console->setRequestText(QString::fromUtf8(QJsonDocument(request).toJson()));
    return console->send();
}

} // namespace

class TestRemoteSession : public QObject, public LwbRunner
{
    Q_OBJECT

    QProcess m_server;
    quint16 m_port = 0;

    RemoteConnection connection(bool readOnly = false) const
    {
        return {.name = u"local serve"_s,
                .endpoint = u"http://127.0.0.1:%1"_s.arg(m_port),
                .region = u"us-east-1"_s,
                .credentials = RemoteConnection::Credentials::Found,
                .profile = {},
                .readOnly = readOnly};
    }

    // The item under `pk` on the remote, read through a session of its own (none: empty).
    QJsonObject remoteItem(Session &session, const QString &pk)
    {
        auto *console = paneOf<ConsolePane>(*session.window(), u"console"_s);
        console->setAction(u"GetItem"_s);
        console->setRequestText(
            u"{\"TableName\": \"Orders\", \"Key\": {\"PK\": {\"S\": \"%1\"}}}"_s.arg(pk));
        const Result<QJsonObject> got = console->send();
        return got ? got->value(u"Item"_s).toObject() : QJsonObject{};
    }

private slots:
    void initTestCase()
    {
        isolateSettings(u"tst_remotesession"_s);
        // Credentials as the AWS CLI finds them first: the environment's.
        qputenv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
        qputenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY");
        qputenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/credentials");
        qputenv("AWS_CONFIG_FILE", "/nonexistent/config");
        m_port = serve(m_server);
        QVERIFY(m_port != 0);
        Session session;
        QVERIFY2(session.connectTo(connection()), "cannot connect");
        MainWindow &window = *session.window();
        window.setConfirmRemoteWrite([](const QString &) { return true; });
        const Result<QJsonObject> created =
            sendFromConsole(window, u"CreateTable"_s, QJsonDocument::fromJson(kTable).object());
        QVERIFY2(created, qPrintable(created ? QString() : errorText(created.error())));
        for (int i = 0; i < 30; ++i)
            QVERIFY(sendFromConsole(
                window, u"PutItem"_s,
                {{u"TableName"_s, u"Orders"_s},
                 {u"Item"_s,
                  QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"order-%1"_s.arg(i)}}},
                              {u"total"_s, QJsonObject{{u"N"_s, QString::number(i)}}}}}}));
    }

    void cleanupTestCase()
    {
        m_server.terminate();
        m_server.waitForFinished(10000);
    }

    void showsTheRemoteTable()
    {
        Session session;
        QVERIFY(session.connectTo(connection()));
        QVERIFY(session.connection().has_value());
        QVERIFY(session.workspaceDir().isEmpty());
        MainWindow &window = *session.window();
        QVERIFY(window.isRemote());
        QVERIFY(window.windowTitle().startsWith(u"local serve (remote)"_s));
        QVERIFY(window.selectSource(u"Orders"_s));
        auto *items = window.findChild<QTableView *>(u"itemsView"_s);
        QVERIFY(items);
        while (items->model()->canFetchMore({}))
            items->model()->fetchMore({});
        QCOMPARE(items->model()->rowCount(), 30);
    }

    // What only a workspace has is there, unavailable, and says why; the rest is the panes'.
    void workspaceOnlyIsUnavailable()
    {
        Session session;
        QVERIFY(session.connectTo(connection()));
        MainWindow &window = *session.window();
        for (const QString &name : {u"consumers"_s, u"heat"_s, u"cache"_s, u"archive"_s}) {
            auto *notice = paneOf<UnavailablePane>(window, name);
            QVERIFY2(notice, qPrintable(name));
            QCOMPARE(notice->name(), name);
            const auto *text = notice->findChild<QLabel *>(u"unavailableText"_s);
            QVERIFY(text && text->text().contains(u"remote"_s));
        }
        for (const QString &name : {u"timeline"_s, u"stream"_s, u"gsi"_s, u"log"_s, u"console"_s})
            QVERIFY2(paneOf<Pane>(window, name) && !paneOf<UnavailablePane>(window, name),
                     qPrintable(name));
        const auto *advance = window.findChild<QAction *>(u"advanceHourAction"_s);
        QVERIFY(advance);
        QVERIFY(!advance->isEnabled());
        QVERIFY(!advance->isVisible());
        QVERIFY(window.findChild<QLabel *>(u"realTimeNote"_s));
        const auto *limits = window.findChild<QAction *>(u"throughputLimitsAction"_s);
        QVERIFY(limits && !limits->isEnabled());
        QVERIFY(limits->toolTip().contains(u"remote endpoint"_s));
    }

    // Showing every pane reports none of the door's refusals as an error: a pane that can do
    // without a workbench read does, the others are UnavailablePanes.
    void noPaneReportsARefusal()
    {
        Session session;
        QVERIFY(session.connectTo(connection()));
        MainWindow &window = *session.window();
        QStringList messages{window.statusBar()->currentMessage()};
        connect(window.statusBar(), &QStatusBar::messageChanged, this,
                [&](const QString &message) { messages << message; });
        window.show();
        QVERIFY(window.selectSource(u"Orders"_s));
        for (const QString &name : MainWindow::paneNames()) {
            window.showPane(name);
            QTest::qWait(50);
        }
        for (const QString &message : std::as_const(messages))
            QVERIFY2(!message.contains(u"Lifecycle Workbench's own"_s) &&
                         !message.contains(u"keeps no history"_s),
                     qPrintable(message));
    }

    // Each write is asked for; declined, nothing is sent; sent, nothing goes on the undo stack.
    void writesAreConfirmedAndNotUndoable()
    {
        Session session;
        QVERIFY(session.connectTo(connection()));
        MainWindow &window = *session.window();
        QStringList asked;
        bool answer = false;
        window.setConfirmRemoteWrite([&](const QString &action) {
            asked << action;
            return answer;
        });
        const QJsonObject put{
            {u"TableName"_s, u"Orders"_s},
            {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"confirmed"_s}}}}}};
        const Result<QJsonObject> declined = sendFromConsole(window, u"PutItem"_s, put);
        QVERIFY(!declined);
        QVERIFY(declined.error().message.contains(u"Not sent"_s));
        // The user's choice, not a service's error: shown as its sentence alone.
        QVERIFY(errorText(declined.error()).startsWith(u"Not sent"_s));
        QVERIFY(remoteItem(session, u"confirmed"_s).isEmpty());
        answer = true;
        QVERIFY(sendFromConsole(window, u"PutItem"_s, put));
        QCOMPARE(asked, (QStringList{u"PutItem"_s, u"PutItem"_s}));
        QVERIFY(!remoteItem(session, u"confirmed"_s).isEmpty());
        QVERIFY(!window.findChild<QUndoStack *>()->canUndo());
        // Reads (remoteItem's GetItem) are never asked for.
        QCOMPARE(asked.size(), 2);
    }

    void readOnlyRefusesWrites()
    {
        Session session;
        QVERIFY(session.connectTo(connection(true)));
        MainWindow &window = *session.window();
        bool asked = false;
        window.setConfirmRemoteWrite([&](const QString &) { return asked = true; });
        const Result<QJsonObject> refused = sendFromConsole(
            window, u"DeleteItem"_s,
            {{u"TableName"_s, u"Orders"_s},
             {u"Key"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"order-1"_s}}}}}});
        QVERIFY(!refused);
        QCOMPARE(refused.error().typeName(), u"ReadOnlyConnection"_s);
        QVERIFY(!asked); // the door refuses it: there is nothing to confirm
        QVERIFY(!remoteItem(session, u"order-1"_s).isEmpty());
    }

    void aWrongEndpointOpensNothing()
    {
        QTcpServer probe; // a port nothing listens on once the probe is closed
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 closed = probe.serverPort();
        probe.close();
        Session session;
        RemoteConnection nowhere = connection();
        nowhere.endpoint = u"http://127.0.0.1:%1"_s.arg(closed);
        const Status failed = session.connectTo(nowhere);
        QVERIFY(!failed);
        QVERIFY2(failed.error().message.contains(u"did not answer ListTables"_s),
                 qPrintable(failed.error().message));
        QVERIFY(!session.window());
        QVERIFY(!session.connection());
        RemoteConnection notUrl = connection();
        notUrl.endpoint = u"localhost:8000"_s;
        QVERIFY(!session.connectTo(notUrl));
    }

    // File ▸ Copy Table to Workspace…: a sample, then one partition, each into a new workspace,
    // which the session then opens in place of the connection.
    void copiesToAWorkspace()
    {
        Session session;
        const auto copy = [&](const std::function<void(CopyToWorkspaceDialog *)> &choose) {
            QVERIFY(session.connectTo(connection()));
            QVERIFY(session.window()->selectSource(u"Orders"_s));
            QTimer::singleShot(0, this, [choose] {
                auto *dialog =
                    qobject_cast<CopyToWorkspaceDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                QCOMPARE(dialog->request().table, u"Orders"_s);
                choose(dialog);
                dialog->accept();
            });
            session.window()->copyToWorkspace();
            QTRY_VERIFY(!session.connection()); // the copy opened, queued
            QVERIFY(session.workspaceDir().contains(u"Orders-copy"_s));
        };
        const auto scan = [&] {
            return session.workspace().api().call(u"Scan", {{u"TableName"_s, u"Orders"_s}});
        };

        copy([](CopyToWorkspaceDialog *dialog) {
            dialog->findChild<QRadioButton *>(u"copySample"_s)->click();
            dialog->findChild<QSpinBox *>(u"copyLimit"_s)->setValue(12);
            dialog->findChild<QSpinBox *>(u"copySegments"_s)->setValue(3);
        });
        const Result<QJsonObject> sample = scan();
        QVERIFY(sample);
        QCOMPARE(sample->value(u"Count"_s).toInteger(), 12);

        copy([](CopyToWorkspaceDialog *dialog) {
            dialog->findChild<QRadioButton *>(u"copyPartition"_s)->click();
            dialog->findChild<QLineEdit *>(u"copyPartitionValue"_s)->setText(u"order-3"_s);
        });
        const Result<QJsonObject> partition = scan();
        QVERIFY(partition);
        QCOMPARE(partition->value(u"Count"_s).toInteger(), 1);
        QCOMPARE(jsonAt(*partition, u"Items.0.PK.S"_s).toString(), u"order-3"_s);
    }

    // File ▸ Upload Table to Endpoint…, over a workspace: its table made remotely, with its items;
    // a second upload into the now full table is refused, and writes nothing.
    void uploadsAWorkspaceTable()
    {
        const QTemporaryDir dir;
        Session session;
        QVERIFY(session.open(dir.path() + u"/ws"_s));
        Api &local = session.workspace().api();
        QJsonObject table = QJsonDocument::fromJson(kTable).object();
        table.insert(u"TableName"_s, u"Local"_s);
        QVERIFY(local.call(u"CreateTable", table));
        for (int i = 0; i < 7; ++i)
            QVERIFY(local.call(
                u"PutItem",
                {{u"TableName"_s, u"Local"_s},
                 {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"up-%1"_s.arg(i)}}}}}}));
        saveConnection(connection());
        MainWindow &window = *session.window();
        window.reload();
        QVERIFY(window.findChild<QAction *>(u"uploadTableAction"_s)->isVisible());
        const auto upload = [&](const QString &remoteName) {
            QTimer::singleShot(0, this, [remoteName] {
                auto *dialog = qobject_cast<UploadTableDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                dialog->findChild<QComboBox *>(u"uploadTable"_s)->setCurrentText(u"Local"_s);
                dialog->findChild<QLineEdit *>(u"uploadRemoteName"_s)->setText(remoteName);
                QCOMPARE(dialog->request().destination.name, u"local serve"_s);
                dialog->accept();
            });
            window.uploadTable();
        };
        upload(u"Uploaded"_s);
        Session remote;
        QVERIFY(remote.connectTo(connection()));
        auto *console = paneOf<ConsolePane>(*remote.window(), u"console"_s);
        console->setAction(u"Scan"_s);
        console->setRequestText(u"{\"TableName\": \"Uploaded\"}"_s);
        Result<QJsonObject> scanned = console->send();
        QVERIFY(scanned);
        QCOMPARE(scanned->value(u"Count"_s).toInteger(), 7);
        // Again: the remote table holds items now.
        QVERIFY(local.call(
            u"PutItem", {{u"TableName"_s, u"Local"_s},
                         {u"Item"_s, QJsonObject{{u"PK"_s, QJsonObject{{u"S"_s, u"up-7"_s}}}}}}));
        upload(u"Uploaded"_s);
        scanned = console->send();
        QVERIFY(scanned);
        QCOMPARE(scanned->value(u"Count"_s).toInteger(), 7);
    }

    void switchesToAWorkspace()
    {
        Session session;
        QVERIFY(session.connectTo(connection()));
        const QTemporaryDir dir;
        QVERIFY(session.open(dir.path() + u"/ws"_s));
        QVERIFY(!session.connection());
        QVERIFY(!session.window()->isRemote());
        QVERIFY(session.reopen(connection(), {}));
        QVERIFY(session.window()->isRemote());
    }
};

QTEST_MAIN(TestRemoteSession)
#include "tst_remotesession.moc"
