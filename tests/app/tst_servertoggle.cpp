// Endpoint ▸ Serve the DynamoDB API on a real session: the toggle starts and
// stops the workspace's endpoint at the stored address, a taken port is refused with the reason
// and the toggle stays off, the requests it serves go to the request log and the panes read the
// workspace again, Serve Around the Cache sends its clients past the workspace's cache, and a
// lesson's replay serves on over the new workspace.
#include "check.h"
#include "commands/servertoggle.h"
#include "console/requestlogpane.h"
#include "engine/engine.h"
#include "lesson/lessonpane.h"
#include "rawhttp.h"
#include "session.h"
#include "sessiontest.h"
#include "shownlesson.h"
#include "window/mainwindow.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lw;
using namespace lw::test;

namespace {

// A port nothing listens on now; 0, with the running test failed, when none is found.
quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) {
        fail(u"no free port: "_s + probe.errorString());
        return 0;
    }
    return probe.serverPort();
}

void storeAddress(quint16 port, const QString &host = u"127.0.0.1"_s)
{
    QSettings settings;
    settings.setValue(u"Endpoint/host"_s, host);
    settings.setValue(u"Endpoint/port"_s, port);
}

std::optional<HttpReply> send(quint16 port, const QByteArray &target, const QByteArray &body)
{
    RawHttp http;
    if (!http.connectTo(port))
        return std::nullopt;
    http.send(dynamoRequest(target, body));
    return http.reply();
}

const QByteArray kCreate =
    "{\"TableName\": \"Orders\", \"BillingMode\": \"PAY_PER_REQUEST\", \"KeySchema\": "
    "[{\"AttributeName\": \"id\", \"KeyType\": \"HASH\"}], \"AttributeDefinitions\": "
    "[{\"AttributeName\": \"id\", \"AttributeType\": \"S\"}]}";

} // namespace

class TestServerToggle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings(u"tst_servertoggle"_s);
        QVERIFY(m_dir.isValid());
    }

    void servesAndThePanesFollow()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"served"_s)));
        MainWindow *window = session.window();
        window->show();
        ServerToggle *toggle = window->serverToggle();
        QVERIFY(toggle->serveAction()->isEnabled());
        QVERIFY(!toggle->isServing());
        const quint16 port = freePort();
        storeAddress(port);

        toggle->serveAction()->trigger();
        QVERIFY(toggle->isServing());
        QVERIFY(toggle->serveAction()->isChecked());
        QVERIFY2(toggle->statusLabel()->text().contains(u"http://127.0.0.1:%1"_s.arg(port)),
                 qPrintable(toggle->statusLabel()->text()));

        auto created = send(port, "DynamoDB_20120810.CreateTable", kCreate);
        QVERIFY(created);
        QCOMPARE(created->status, 200);
        auto put = send(port, "DynamoDB_20120810.PutItem",
                        "{\"TableName\": \"Orders\", \"Item\": {\"id\": {\"S\": \"o1\"}}}");
        QVERIFY(put);
        QCOMPARE(put->status, 200);
        auto refused = send(port, "DynamoDB_20120810.PutItem",
                            "{\"TableName\": \"Orders\", \"Item\": {\"nope\": {\"S\": \"x\"}}}");
        QVERIFY(refused);
        QCOMPARE(refused->status, 400);

        // The log and the panes follow within a refresh.
        auto *log = window->findChild<RequestLogPane *>();
        QTRY_VERIFY(log->text().contains(u">>> PutItem"_s));
        QVERIFY2(log->text().contains(u"!!! ValidationException"_s), qPrintable(log->text()));
        QTRY_VERIFY2(toggle->statusLabel()->text().contains(u"3 request"_s),
                     qPrintable(toggle->statusLabel()->text()));
        auto *count = window->findChild<QLabel *>(u"itemCountLabel"_s);
        QVERIFY(count);
        QTRY_VERIFY2(count->text().startsWith(u"Orders: 1 item"_s), qPrintable(count->text()));

        toggle->serveAction()->trigger();
        QVERIFY(!toggle->isServing());
        QVERIFY(!toggle->statusLabel()->isVisible());
        QVERIFY(!send(port, "DynamoDB_20120810.ListTables", "{}"));
        QVERIFY(session.workspace().engine().verify().isEmpty());
    }

    // Endpoint ▸ Serve Around the Cache: off, the endpoint's GetItems go through the workspace's
    // cache (a miss, then a hit); on, they go to the table and the cache counts nothing more.
    void servesAroundTheCacheWhenAsked()
    {
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"around"_s)));
        ServerToggle *toggle = session.window()->serverToggle();
        QAction *around = toggle->aroundCacheAction();
        QVERIFY(around->isEnabled());
        QVERIFY(!around->isChecked());
        Api &api = session.workspace().api();
        QVERIFY(api.call(u"UpdateCacheSettings"_s, QJsonObject{{u"Enabled"_s, true}}));
        const quint16 port = freePort();
        storeAddress(port);
        QVERIFY(toggle->setServing(true));
        const auto status = [&](const QByteArray &target, const QByteArray &body) {
            const auto reply = send(port, target, body);
            return reply ? reply->status : 0;
        };
        QCOMPARE(status("DynamoDB_20120810.CreateTable", kCreate), 200);
        const char *get = "{\"TableName\": \"Orders\", \"Key\": {\"id\": {\"S\": \"o1\"}}}";
        const auto counts = [&] {
            const auto cache = api.call(u"DescribeCache"_s, QJsonObject{});
            return cache ? cache->value(u"Statistics"_s).toObject() : QJsonObject();
        };
        QCOMPARE(status("DynamoDB_20120810.GetItem", get), 200);
        QCOMPARE(status("DynamoDB_20120810.GetItem", get), 200);
        QCOMPARE(counts().value(u"ItemMisses"_s).toInteger(), 1);
        QCOMPARE(counts().value(u"ItemHits"_s).toInteger(), 1);

        around->trigger();
        QVERIFY(around->isChecked());
        QCOMPARE(status("DynamoDB_20120810.GetItem", get), 200);
        QCOMPARE(counts().value(u"ItemMisses"_s).toInteger(), 1);
        QCOMPARE(counts().value(u"ItemHits"_s).toInteger(), 1);
        toggle->setServing(false);
    }

    void aTakenPortIsRefused()
    {
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
        storeAddress(squatter.serverPort());
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"taken"_s)));
        ServerToggle *toggle = session.window()->serverToggle();
        QVERIFY(!toggle->setServing(true));
        QVERIFY(!toggle->isServing());
        QVERIFY(!toggle->serveAction()->isChecked());
        auto *box = session.window()->findChild<QMessageBox *>();
        QVERIFY(box);
        QVERIFY2(box->text().contains(QString::number(squatter.serverPort())),
                 qPrintable(box->text()));
    }

    // Serving beyond this machine says so, in a warning and in the status bar; on 127.0.0.1
    // neither appears.
    void openToTheNetworkWarns_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("warned");
        QTest::newRow("0.0.0.0") << u"0.0.0.0"_s << true;
        QTest::newRow("127.0.0.1") << u"127.0.0.1"_s << false;
    }

    void openToTheNetworkWarns()
    {
        QFETCH(QString, host);
        QFETCH(bool, warned);
        storeAddress(freePort(), host);
        Session session;
        QVERIFY(session.open(m_dir.filePath(u"open"_s + host)));
        ServerToggle *toggle = session.window()->serverToggle();
        QVERIFY(toggle->setServing(true));
        auto *box = session.window()->findChild<QMessageBox *>();
        QCOMPARE(box != nullptr, warned);
        if (box)
            QVERIFY2(box->text().contains(u"any client that reaches it can read and change this "
                                          u"workspace"_s),
                     qPrintable(box->text()));
        QCOMPARE(toggle->statusLabel()->text().contains(u"open to other machines"_s), warned);
        toggle->setServing(false);
    }

    // Going back in a lesson replays it on an emptied workspace: the endpoint serves that one.
    void aLessonReplayServesOn()
    {
        Session session;
        const auto played = test::openShownLesson(session, u"30"_s);
        QVERIFY(played);
        const quint16 port = freePort();
        storeAddress(port);
        ServerToggle *toggle = session.window()->serverToggle();
        QVERIFY(toggle->setServing(true));
        LessonPane *pane = session.window()->lessonPane();
        while (pane->step()) {
        }
        pane->jumpTo(0);
        QVERIFY(toggle->isServing());
        auto tables = send(port, "DynamoDB_20120810.ListTables", "{}");
        QVERIFY(tables);
        QCOMPARE(tables->status, 200);
        QCOMPARE(tables->body, QByteArray("{\"TableNames\":[]}"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestServerToggle)
#include "tst_servertoggle.moc"
