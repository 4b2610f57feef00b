// File ▸ Connect…: the dialog's checks and presets, the credentials each kind of connection finds
// (a temporary home with the AWS CLI's files, keys in a MemorySecretStore), the saved connections
// in QSettings, Test Connection against a scripted endpoint, the keychain's failure said and
// survived, and the welcome listing saved connections and returning Choice::Connect.
#include "connect/connectdialog.h"
#include "connect/connectioncredentials.h"
#include "connect/savedconnections.h"
#include "connect/secretstore.h"
#include "sessiontest.h"
#include "widgets.h"
#include "window/welcomedialog.h"

#include "common/fieldmark.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using lw::RemoteConnection;
using lw::test::child;
using Kind = lw::RemoteConnection::Credentials;

namespace {

// A home folder with the AWS CLI's two files: a default profile, a profile "dev" with a region
// and a session token, and a profile "sso" that signs in some way Lifecycle Workbench refuses.
struct AwsHome
{
    QTemporaryDir home;
    lw::aws::AwsSources sources;

    AwsHome()
    {
        QDir(home.path()).mkpath(u".aws"_s);
        write(u".aws/credentials"_s, "[default]\naws_access_key_id = AKIDDEFAULT\n"
                                     "aws_secret_access_key = defaultsecret\n"
                                     "[dev]\naws_access_key_id = AKIDDEV\n"
                                     "aws_secret_access_key = devsecret\n"
                                     "aws_session_token = devtoken\n");
        write(u".aws/config"_s,
              "[profile dev]\nregion = eu-west-2\n"
              "[profile sso]\nsso_start_url = https://example.awsapps.com/start\n");
        sources.homeDir = home.path();
    }
    void write(const QString &name, const QByteArray &text)
    {
        QFile file(home.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
};

// An endpoint that answers every request with `reply`, and keeps the last request it read.
class OneAnswerServer : public QObject
{
public:
    explicit OneAnswerServer(const QByteArray &reply)
    {
        m_server.listen(QHostAddress::LocalHost);
        connect(&m_server, &QTcpServer::newConnection, this, [this, reply] {
            QTcpSocket *socket = m_server.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, this, [this, socket, reply] {
                m_request += socket->readAll();
                const qsizetype end = m_request.indexOf("\r\n\r\n");
                const qsizetype at = m_request.toLower().indexOf("content-length:");
                if (end < 0 || at < 0)
                    return;
                const qsizetype length =
                    m_request.sliced(at + 15, m_request.indexOf('\r', at) - at - 15)
                        .trimmed()
                        .toInt();
                if (m_request.size() >= end + 4 + length)
                    socket->write(reply);
            });
        });
    }
    QString url() const { return u"http://127.0.0.1:%1"_s.arg(m_server.serverPort()); }
    QByteArray request() const { return m_request; }

    static QByteArray answer(int status, const QByteArray &body)
    {
        return "HTTP/1.1 " + QByteArray::number(status) +
               " X\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: " +
               QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }

private:
    QTcpServer m_server;
    QByteArray m_request;
};

RemoteConnection local(const QString &name, Kind kind = Kind::Found)
{
    RemoteConnection connection;
    connection.name = name;
    connection.endpoint = u"http://localhost:8000"_s;
    connection.credentials = kind;
    return connection;
}

void choose(lw::ConnectDialog &dialog, const QString &radio)
{
    child<QRadioButton>(dialog, radio)->setChecked(true);
}

// Closes the next message box, keeping its text.
QString *closeNextBox()
{
    auto *text = new QString; // read after the box has gone; leaked by the test, which is short
    QTimer::singleShot(0, qApp, [text] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->accept();
        }
    });
    return text;
}

} // namespace

class TestConnectDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        lw::test::isolateSettings(u"tst_connectdialog"_s);
        // No session bus: the desktop's keychain cannot be reached, whatever the machine has.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/lwb-test-bus");
    }
    void init() { QSettings().clear(); }

    void profilesAreThoseOfBothFiles()
    {
        AwsHome aws;
        QCOMPARE(lw::aws::profileNames(aws.sources),
                 (QStringList{u"default"_s, u"dev"_s, u"sso"_s}));
    }

    void foundAsTheCliFindsThem()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        auto found = lw::credentialsFor(local(u"l"_s), secrets, aws.sources);
        QVERIFY2(found, qPrintable(found.error()));
        QCOMPARE(found->credentials.accessKeyId, "AKIDDEFAULT");
        QCOMPARE(found->credentialsFrom, u"~/.aws/credentials [default]"_s);
        QCOMPARE(found->region, u"us-east-1"_s); // neither the connection nor the profile has one

        aws.sources.environment = {{u"AWS_ACCESS_KEY_ID"_s, u"AKIDENV"_s},
                                   {u"AWS_SECRET_ACCESS_KEY"_s, u"envsecret"_s},
                                   {u"AWS_REGION"_s, u"ca-central-1"_s}};
        found = lw::credentialsFor(local(u"l"_s), secrets, aws.sources);
        QVERIFY2(found, qPrintable(found.error()));
        QCOMPARE(found->credentials.accessKeyId, "AKIDENV");
        QCOMPARE(found->credentialsFrom, u"environment"_s);
        QCOMPARE(found->region, u"ca-central-1"_s);
    }

    void profileKeysAndRegion()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        RemoteConnection dev = local(u"dev"_s, Kind::Profile);
        dev.profile = u"dev"_s;
        auto found = lw::credentialsFor(dev, secrets, aws.sources);
        QVERIFY2(found, qPrintable(found.error()));
        QCOMPARE(found->credentials.sessionToken, "devtoken");
        QCOMPARE(found->region, u"eu-west-2"_s); // the profile's
        dev.region = u"ap-south-1"_s;
        QCOMPARE(lw::credentialsFor(dev, secrets, aws.sources)->region, u"ap-south-1"_s);

        dev.profile = u"sso"_s;
        found = lw::credentialsFor(dev, secrets, aws.sources);
        QVERIFY(!found);
        QVERIFY2(found.error().contains(u"does not support"_s), qPrintable(found.error()));
        dev.profile.clear();
        QCOMPARE(lw::credentialsFor(dev, secrets, aws.sources).error(), u"No profile is chosen"_s);
    }

    void keychainKeys()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        const RemoteConnection typed = local(u"typed"_s, Kind::Keychain);
        auto found = lw::credentialsFor(typed, secrets, aws.sources);
        QVERIFY(!found);
        QVERIFY2(found.error().startsWith(u"No keys are kept in the keychain for typed"_s),
                 qPrintable(found.error()));
        QVERIFY(secrets.write(u"typed"_s, {"AKIDTYPED", "typedsecret", {}}));
        found = lw::credentialsFor(typed, secrets, aws.sources);
        QVERIFY2(found, qPrintable(found.error()));
        QCOMPARE(found->credentials.secretAccessKey, "typedsecret");
        QCOMPARE(found->region, u"us-east-1"_s);
        secrets.setFailure(u"The keychain is locked"_s);
        QCOMPARE(lw::credentialsFor(typed, secrets, aws.sources).error(),
                 u"The keychain is locked"_s);
    }

    void savedConnectionsMostRecentFirst()
    {
        lw::MemorySecretStore secrets;
        RemoteConnection prod{.name = u"prod"_s,
                              .endpoint = u"https://dynamodb.eu-west-1.amazonaws.com"_s,
                              .region = u"eu-west-1"_s,
                              .credentials = Kind::Profile,
                              .profile = u"dev"_s,
                              .readOnly = true};
        const RemoteConnection typed = local(u"typed"_s, Kind::Keychain);
        lw::saveConnection(prod);
        lw::saveConnection(typed);
        QCOMPARE(lw::savedConnections(), (QList<RemoteConnection>{typed, prod}));
        prod.readOnly = false; // saved again when used: first, and replaced
        lw::saveConnection(prod);
        QCOMPARE(lw::savedConnections(), (QList<RemoteConnection>{prod, typed}));
        QCOMPARE(lw::savedConnection(u"typed"_s), typed);

        QVERIFY(secrets.write(u"typed"_s, {"AKID", "secret", {}}));
        QVERIFY(lw::forgetConnection(u"typed"_s, secrets));
        QVERIFY(!secrets.contains(u"typed"_s));
        // A profile's connection has nothing in the keychain: a keychain that fails is not asked.
        secrets.setFailure(u"no keychain"_s);
        QVERIFY(lw::forgetConnection(u"prod"_s, secrets));
        QVERIFY(lw::savedConnections().isEmpty());
    }

    void presetsFillTheUrl()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        lw::ConnectDialog dialog(secrets, aws.sources);
        auto *url = child<QLineEdit>(dialog, u"endpointUrl"_s);
        auto *name = child<QLineEdit>(dialog, u"connectionName"_s);
        QCOMPARE(url->text(), u"http://localhost:8000"_s); // DynamoDB Local, the default
        QCOMPARE(name->text(), u"DynamoDB Local"_s);
        QCOMPARE(dialog.problem(), QString());

        child<QLineEdit>(dialog, u"region"_s)->setText(u"eu-west-1"_s);
        dialog.choosePreset(lw::EndpointPreset::AmazonDynamoDB);
        QCOMPARE(url->text(), u"https://dynamodb.eu-west-1.amazonaws.com"_s);
        QCOMPARE(name->text(), u"Amazon DynamoDB (eu-west-1)"_s);
        child<QLineEdit>(dialog, u"region"_s)->setText(u"ap-northeast-1"_s);
        QCOMPARE(url->text(), u"https://dynamodb.ap-northeast-1.amazonaws.com"_s);
        dialog.choosePreset(lw::EndpointPreset::LwbServe);
        QCOMPARE(url->text(), u"http://127.0.0.1:8000"_s);
        dialog.choosePreset(lw::EndpointPreset::Alternator);
        QCOMPARE(url->text(), u"http://localhost:8000"_s);

        // A URL typed is kept, and the preset follows it.
        url->clear();
        QTest::keyClicks(url, u"http://db.internal:9000"_s);
        auto *preset = child<QComboBox>(dialog, u"endpointPreset"_s);
        QCOMPARE(lw::EndpointPreset(preset->currentData().toInt()), lw::EndpointPreset::Other);
        QCOMPARE(name->text(), u"db.internal:9000"_s);
        QCOMPARE(lw::presetOf(u"https://dynamodb.us-west-2.amazonaws.com"_s),
                 lw::EndpointPreset::AmazonDynamoDB);
    }

    void theFormIsChecked_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no name") << u"connectionName"_s << u""_s << u"Give the connection a name"_s;
        const QString badUrl = u"The endpoint must be an http:// or https:// URL with a host, such "
                               u"as http://localhost:8000"_s;
        QTest::newRow("ftp") << u"endpointUrl"_s << u"ftp://localhost:8000"_s << badUrl;
        QTest::newRow("no host") << u"endpointUrl"_s << u"http://"_s << badUrl;
        QTest::newRow("not a URL") << u"endpointUrl"_s << u"localhost:8000"_s << badUrl;
    }
    void theFormIsChecked()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, problem);
        AwsHome aws;
        lw::MemorySecretStore secrets;
        lw::ConnectDialog dialog(secrets, aws.sources);
        auto *edit = child<QLineEdit>(dialog, field);
        edit->selectAll();
        QTest::keyClicks(edit, text);
        if (text.isEmpty())
            QTest::keyClick(edit, Qt::Key_Backspace);
        QCOMPARE(dialog.problem(), problem);
        QVERIFY(lw::isFieldMarked(edit));
        QCOMPARE(child<QLabel>(dialog, u"connectError"_s)->text(), problem);
        QVERIFY(!child<QPushButton>(dialog, u"connectButton"_s)->isEnabled());
        QVERIFY(!child<QPushButton>(dialog, u"testConnection"_s)->isEnabled());
    }

    void credentialsProblemsAreSaid()
    {
        AwsHome aws;
        aws.write(u".aws/credentials"_s, "[dev]\naws_access_key_id = AKIDDEV\n"
                                         "aws_secret_access_key = devsecret\n"); // no default
        lw::MemorySecretStore secrets;
        lw::ConnectDialog dialog(secrets, aws.sources);
        QVERIFY(dialog.problem().startsWith(u"No AWS credentials found"_s));
        QVERIFY(
            child<QLabel>(dialog, u"foundStatus"_s)->text().startsWith(u"No AWS credentials"_s));

        choose(dialog, u"credentialsKeys"_s);
        QCOMPARE(dialog.problem(), u"Type the access key ID"_s);
        child<QLineEdit>(dialog, u"accessKeyId"_s)->setText(u"AKID"_s);
        QCOMPARE(dialog.problem(), u"Type the secret access key"_s);
        child<QLineEdit>(dialog, u"secretAccessKey"_s)->setText(u"secret"_s);
        QCOMPARE(dialog.problem(), QString());

        choose(dialog, u"credentialsProfile"_s);
        child<QComboBox>(dialog, u"profile"_s)->setCurrentText(u"dev"_s);
        QVERIFY2(child<QLabel>(dialog, u"profileStatus"_s)
                     ->text()
                     .startsWith(u"Keys from ~/.aws/credentials [dev]; region eu-west-2"_s),
                 qPrintable(child<QLabel>(dialog, u"profileStatus"_s)->text()));
    }

    void aNameTakenIsRefusedUnlessEdited()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        lw::saveConnection(local(u"DynamoDB Local"_s));
        lw::ConnectDialog dialog(secrets, aws.sources);
        // The preset's name is made unique rather than refused.
        QCOMPARE(child<QLineEdit>(dialog, u"connectionName"_s)->text(), u"DynamoDB Local 2"_s);
        auto *name = child<QLineEdit>(dialog, u"connectionName"_s);
        name->selectAll();
        QTest::keyClicks(name, u"DynamoDB Local"_s);
        QVERIFY(dialog.problem().startsWith(u"A saved connection is named DynamoDB Local"_s));
        dialog.setConnection(local(u"DynamoDB Local"_s));
        QCOMPARE(dialog.problem(), QString());
    }

    void connectKeepsTypedKeysInTheStoreOnly()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        lw::ConnectDialog dialog(secrets, aws.sources);
        choose(dialog, u"credentialsKeys"_s);
        child<QLineEdit>(dialog, u"accessKeyId"_s)->setText(u"AKIDTYPED"_s);
        child<QLineEdit>(dialog, u"secretAccessKey"_s)->setText(u"typedsecret"_s);
        child<QCheckBox>(dialog, u"readOnly"_s)->setChecked(true);
        child<QPushButton>(dialog, u"connectButton"_s)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const RemoteConnection made = dialog.connection();
        QCOMPARE(made.credentials, Kind::Keychain);
        QVERIFY(made.readOnly);
        QCOMPARE(lw::savedConnections(), QList<RemoteConnection>{made});
        QCOMPARE(secrets.read(made.name)->value().secretAccessKey, "typedsecret");
        QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY(!settings.value(key).toString().contains(u"typedsecret"_s));

        lw::ConnectDialog edit(secrets, aws.sources); // opens filled, keys from the store
        edit.setConnection(made);
        QCOMPARE(edit.connection(), made);
        QCOMPARE(child<QLineEdit>(edit, u"accessKeyId"_s)->text(), u"AKIDTYPED"_s);
        QCOMPARE(child<QLineEdit>(edit, u"secretAccessKey"_s)->echoMode(), QLineEdit::Password);
    }

    void aKeychainThatFailsIsSaidAndConnects()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        secrets.setFailure(u"No Secret Service"_s);
        lw::ConnectDialog dialog(secrets, aws.sources);
        choose(dialog, u"credentialsKeys"_s);
        child<QLineEdit>(dialog, u"accessKeyId"_s)->setText(u"AKID"_s);
        child<QLineEdit>(dialog, u"secretAccessKey"_s)->setText(u"secret"_s);
        const QString *said = closeNextBox();
        child<QPushButton>(dialog, u"connectButton"_s)->click();
        QCOMPARE(*said, u"Could not keep the keys in the keychain: No Secret Service; they are "
                        u"used for this session only."_s);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(lw::savedConnections().size(), 1);
    }

    void theDesktopKeychainWithoutABusFailsClearly()
    {
        lw::KeychainSecretStore keychain(5000);
        QElapsedTimer took;
        took.start();
        const auto written = keychain.write(u"tst_connectdialog"_s, {"AKID", "secret", {}});
        QVERIFY(!written);
        QVERIFY(!written.error().isEmpty());
        QVERIFY2(took.elapsed() < 5000, qPrintable(written.error())); // an answer, not the timeout
        // What the keychain refused is kept for this session.
        QCOMPARE(keychain.read(u"tst_connectdialog"_s)->value().accessKeyId, "AKID");
        // Removing forgets that copy too, whatever the keychain answers.
        (void)keychain.remove(u"tst_connectdialog"_s);
        const auto after = keychain.read(u"tst_connectdialog"_s);
        QVERIFY(!after || !*after);
    }

    void testConnectionListsOneTable()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        OneAnswerServer server(OneAnswerServer::answer(
            200, R"({"TableNames": ["orders"], "LastEvaluatedTableName": "orders"})"));
        lw::ConnectDialog dialog(secrets, aws.sources);
        dialog.choosePreset(lw::EndpointPreset::Other);
        child<QLineEdit>(dialog, u"endpointUrl"_s)->setText(server.url());
        const auto tested = dialog.testConnection();
        QVERIFY2(tested, qPrintable(tested.error()));
        QCOMPARE(*tested, u"Connected: tables orders and more"_s);
        QCOMPARE(child<QLabel>(dialog, u"testResult"_s)->text(), *tested);
        QVERIFY(server.request().contains("X-Amz-Target: DynamoDB_20120810.ListTables"));
        QVERIFY(server.request().contains(R"("Limit":1)"));
        QVERIFY(server.request().contains("Credential=AKIDDEFAULT/"));
        QVERIFY(dialog.isEnabled());
        child<QLineEdit>(dialog, u"region"_s)->setText(u"eu-west-1"_s); // the result is stale
        QCOMPARE(child<QLabel>(dialog, u"testResult"_s)->text(), QString());
    }

    void testConnectionShowsTheServicesError()
    {
        AwsHome aws;
        lw::MemorySecretStore secrets;
        OneAnswerServer server(OneAnswerServer::answer(
            400, R"({"__type": "com.amazonaws.dynamodb.v20120810#UnrecognizedClientException",)"
                 R"( "message": "The security token included in the request is invalid."})"));
        lw::ConnectDialog dialog(secrets, aws.sources);
        child<QLineEdit>(dialog, u"endpointUrl"_s)->setText(server.url());
        const auto tested = dialog.testConnection();
        QVERIFY(!tested);
        QCOMPARE(tested.error(), u"UnrecognizedClientException: The security token included in "
                                 u"the request is invalid."_s);
        QCOMPARE(child<QLabel>(dialog, u"testResult"_s)->text(), tested.error());
    }

    void theWelcomeListsAndConnects()
    {
        lw::MemorySecretStore secrets;
        lw::saveConnection(local(u"older"_s));
        lw::saveConnection(local(u"newer"_s, Kind::Keychain));
        QVERIFY(secrets.write(u"newer"_s, {"AKID", "secret", {}}));
        lw::WelcomeDialog welcome({}, u"/tmp/none"_s, {});
        welcome.setCredentialSources(secrets, {});
        auto *list = child<QListWidget>(welcome, u"connectionList"_s);
        QCOMPARE(list->count(), 2);
        QVERIFY(list->item(0)->text().startsWith(u"newer\nhttp://localhost:8000"_s));

        welcome.forgetConnection(u"newer"_s);
        QCOMPARE(list->count(), 1);
        QVERIFY(!secrets.contains(u"newer"_s));

        emit list->itemActivated(list->item(0));
        QCOMPARE(welcome.result(), int(QDialog::Accepted));
        QCOMPARE(welcome.choice(), lw::WelcomeDialog::Choice::Connect);
        QCOMPARE(welcome.connection(), local(u"older"_s));
    }

    void theWelcomeHidesAnEmptyList()
    {
        lw::WelcomeDialog welcome({}, u"/tmp/none"_s, {});
        welcome.show();
        QVERIFY(!child<QListWidget>(welcome, u"connectionList"_s)->isVisible());
        QVERIFY(child<QWidget>(welcome, u"connectButton"_s)->isVisible());
    }
};

QTEST_MAIN(TestConnectDialog)
#include "tst_connectdialog.moc"
