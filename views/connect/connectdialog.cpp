#include "connect/connectdialog.h"

#include "connect/connectioncredentials.h"
#include "connect/savedconnections.h"
#include "connect/secretstore.h"

#include "common/errorlabel.h"
#include "common/fieldmark.h"
#include "common/formfields.h"

#include "aws/awsclient.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

using Kind = RemoteConnection::Credentials;

// The regions the region field completes, DynamoDB's commercial ones.
const QStringList kRegions = {
    u"us-east-1"_s,      u"us-east-2"_s,      u"us-west-1"_s,      u"us-west-2"_s,
    u"ca-central-1"_s,   u"sa-east-1"_s,      u"eu-west-1"_s,      u"eu-west-2"_s,
    u"eu-west-3"_s,      u"eu-central-1"_s,   u"eu-central-2"_s,   u"eu-north-1"_s,
    u"eu-south-1"_s,     u"eu-south-2"_s,     u"ap-south-1"_s,     u"ap-south-2"_s,
    u"ap-northeast-1"_s, u"ap-northeast-2"_s, u"ap-northeast-3"_s, u"ap-southeast-1"_s,
    u"ap-southeast-2"_s, u"ap-southeast-3"_s, u"ap-east-1"_s,      u"me-south-1"_s,
    u"me-central-1"_s,   u"af-south-1"_s,     u"il-central-1"_s};

// A status line under a credentials choice: grey-free plain text, or the red error line.
void showStatus(QLabel *label, const std::expected<QString, QString> &status)
{
    if (status) {
        label->setPalette(QPalette());
        label->setText(*status);
        label->setVisible(!status->isEmpty());
    } else {
        showErrorText(label, status.error());
    }
}

QLabel *statusLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setContentsMargins(24, 0, 0, 4); // under its radio button's text
    return label;
}

// The wait cursor while a test connection blocks, the form frozen so that no click lands in the
// client's local event loop.
struct Busy
{
    explicit Busy(QWidget *widget) : m_widget(widget)
    {
        m_widget->setEnabled(false);
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    }
    ~Busy()
    {
        QGuiApplication::restoreOverrideCursor();
        m_widget->setEnabled(true);
    }
    Busy(const Busy &) = delete;
    Busy &operator=(const Busy &) = delete;
    QWidget *m_widget;
};

} // namespace

ConnectDialog::ConnectDialog(SecretStore &secrets, const aws::AwsSources &sources, QWidget *parent)
    : QDialog(parent), m_secrets(secrets), m_sources(sources)
{
    setWindowTitle(tr("Connect to an Endpoint"));
    m_name = lineEdit(u"connectionName"_s, {}, tr("e.g. prod (eu-west-1)"));
    m_name->setToolTip(tr("How the welcome lists the connection; its typed keys are kept in the "
                          "keychain under this name"));
    m_preset = new QComboBox;
    m_preset->setObjectName(u"endpointPreset"_s);
    for (const EndpointPreset preset : endpointPresets())
        m_preset->addItem(presetName(preset), int(preset));
    m_endpoint = lineEdit(u"endpointUrl"_s, {}, u"https://dynamodb.eu-west-1.amazonaws.com"_s);
    m_region = lineEdit(u"region"_s, {}, tr("the profile's, else us-east-1"));
    m_region->setCompleter(new QCompleter(kRegions, m_region));
    m_region->setToolTip(tr("The region requests are signed for; local endpoints take any"));
    m_readOnly = new QCheckBox(tr("Rea&d only: refuse every write"));
    m_readOnly->setObjectName(u"readOnly"_s);
    m_readOnly->setToolTip(tr("For a production table: the window refuses every write rather "
                              "than ask before each"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Endpoint:"), m_preset);
    form->addRow(tr("&URL:"), m_endpoint);
    form->addRow(tr("&Region:"), m_region);

    m_error = makeErrorLabel(u"connectError"_s);
    m_test = new QPushButton(tr("&Test Connection"));
    m_test->setObjectName(u"testConnection"_s);
    m_test->setToolTip(tr("Lists one table with these credentials"));
    m_test->setAutoDefault(false);
    m_testResult = new QLabel;
    m_testResult->setObjectName(u"testResult"_s);
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_connect = buttons->button(QDialogButtonBox::Ok);
    m_connect->setText(tr("C&onnect"));
    m_connect->setObjectName(u"connectButton"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(credentialsBox());
    layout->addWidget(m_readOnly);
    layout->addWidget(m_error);
    layout->addLayout(testRow);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_name, &QLineEdit::textEdited, this, [this] {
        m_nameTyped = true;
        update();
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this,
            [this] { choosePreset(EndpointPreset(m_preset->currentData().toInt())); });
    connect(m_endpoint, &QLineEdit::textEdited, this, [this](const QString &text) {
        const QSignalBlocker quiet(m_preset); // the URL typed is kept, whichever preset it is
        m_preset->setCurrentIndex(m_preset->findData(int(presetOf(text.trimmed()))));
        update();
    });
    connect(m_region, &QLineEdit::textChanged, this, [this] {
        if (EndpointPreset(m_preset->currentData().toInt()) == EndpointPreset::AmazonDynamoDB)
            m_endpoint->setText(
                presetUrl(EndpointPreset::AmazonDynamoDB, m_region->text().trimmed()));
        update();
    });
    connect(m_test, &QPushButton::clicked, this, [this] { testConnection(); });

    m_preset->setCurrentIndex(m_preset->findData(int(EndpointPreset::DynamoDBLocal)));
    choosePreset(EndpointPreset::DynamoDBLocal);
    setMinimumWidth(560);
}

QWidget *ConnectDialog::credentialsBox()
{
    auto *box = new QGroupBox(tr("Credentials"));
    m_kind = new QButtonGroup(box);
    auto *found = new QRadioButton(tr("&As the AWS CLI finds them"));
    found->setObjectName(u"credentialsFound"_s);
    found->setToolTip(tr("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the default profile "
                         "(or AWS_PROFILE's) in ~/.aws/credentials and ~/.aws/config"));
    auto *profile = new QRadioButton(tr("&Profile:"));
    profile->setObjectName(u"credentialsProfile"_s);
    auto *typed = new QRadioButton(tr("Keys t&yped here"));
    typed->setObjectName(u"credentialsKeys"_s);
    m_kind->addButton(found, int(Kind::Found));
    m_kind->addButton(profile, int(Kind::Profile));
    m_kind->addButton(typed, int(Kind::Keychain));
    found->setChecked(true);

    m_foundStatus = statusLabel(u"foundStatus"_s);
    m_profile = new QComboBox;
    m_profile->setObjectName(u"profile"_s);
    m_profile->addItems(aws::profileNames(m_sources));
    m_profileStatus = statusLabel(u"profileStatus"_s);
    auto *profileRow = new QHBoxLayout;
    profileRow->addWidget(profile);
    profileRow->addWidget(m_profile, 1);

    m_accessKeyId = lineEdit(u"accessKeyId"_s, {}, u"AKIA…"_s);
    m_secretKey = lineEdit(u"secretAccessKey"_s);
    m_secretKey->setEchoMode(QLineEdit::Password);
    m_sessionToken = lineEdit(u"sessionToken"_s, {}, tr("optional: for temporary credentials"));
    m_sessionToken->setEchoMode(QLineEdit::Password);
    m_keysStatus = statusLabel(u"keysStatus"_s);
    auto *keys = new QFormLayout;
    keys->setContentsMargins(24, 0, 0, 0);
    keys->addRow(tr("Access key &ID:"), m_accessKeyId);
    keys->addRow(tr("&Secret access key:"), m_secretKey);
    keys->addRow(tr("Session to&ken:"), m_sessionToken);

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(found);
    layout->addWidget(m_foundStatus);
    layout->addLayout(profileRow);
    layout->addWidget(m_profileStatus);
    layout->addWidget(typed);
    layout->addLayout(keys);
    layout->addWidget(m_keysStatus);

    connect(m_kind, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            update();
    });
    connect(m_profile, &QComboBox::currentIndexChanged, this, &ConnectDialog::update);
    for (QLineEdit *edit : {m_accessKeyId, m_secretKey, m_sessionToken}) {
        connect(edit, &QLineEdit::textChanged, this, &ConnectDialog::update);
        connect(edit, &QLineEdit::textEdited, this, [this] {
            m_keysProblem.clear(); // keys typed anew replace those that could not be read
            update();
        });
    }
    return box;
}

void ConnectDialog::choosePreset(EndpointPreset preset)
{
    {
        const QSignalBlocker quiet(m_preset);
        m_preset->setCurrentIndex(m_preset->findData(int(preset)));
    }
    if (preset != EndpointPreset::Other)
        m_endpoint->setText(presetUrl(preset, m_region->text().trimmed()));
    update();
}

void ConnectDialog::setConnection(const RemoteConnection &connection)
{
    m_editing = connection.name;
    m_nameTyped = true;
    m_name->setText(connection.name);
    {
        const QSignalBlocker quiet(m_region); // its preset URL must not replace the saved one
        m_region->setText(connection.region);
    }
    m_endpoint->setText(connection.endpoint);
    {
        const QSignalBlocker quiet(m_preset);
        m_preset->setCurrentIndex(m_preset->findData(int(presetOf(connection.endpoint))));
    }
    if (!connection.profile.isEmpty() && m_profile->findText(connection.profile) < 0)
        m_profile->addItem(connection.profile); // gone from the files: its status says so
    m_profile->setCurrentText(connection.profile);
    m_readOnly->setChecked(connection.readOnly);
    m_keysProblem.clear();
    if (connection.credentials == Kind::Keychain) {
        const auto kept = m_secrets.read(connection.name);
        if (kept && *kept) {
            m_accessKeyId->setText(QString::fromUtf8((*kept)->accessKeyId));
            m_secretKey->setText(QString::fromUtf8((*kept)->secretAccessKey));
            m_sessionToken->setText(QString::fromUtf8((*kept)->sessionToken));
        } else {
            m_keysProblem =
                kept ? tr("No keys are kept in the keychain for %1: type them again")
                           .arg(connection.name)
                     : tr("Could not read the keys from the keychain: %1").arg(kept.error());
        }
    }
    m_kind->button(int(connection.credentials))->setChecked(true);
    update();
}

RemoteConnection ConnectDialog::connection() const
{
    return RemoteConnection{
        .name = m_name->text().trimmed(),
        .endpoint = m_endpoint->text().trimmed(),
        .region = m_region->text().trimmed(),
        .credentials = kind(),
        .profile = kind() == Kind::Profile ? m_profile->currentText() : QString(),
        .readOnly = m_readOnly->isChecked(),
    };
}

RemoteConnection::Credentials ConnectDialog::kind() const
{
    return Kind(m_kind->checkedId());
}

QString ConnectDialog::suggestedName() const
{
    const EndpointPreset preset = EndpointPreset(m_preset->currentData().toInt());
    const QString region = m_region->text().trimmed();
    QString name = presetName(preset);
    if (preset == EndpointPreset::AmazonDynamoDB)
        name = tr("%1 (%2)").arg(name, region.isEmpty() ? kDefaultRegion.toString() : region);
    else if (const QString authority = QUrl(m_endpoint->text().trimmed()).authority();
             preset == EndpointPreset::Other && !authority.isEmpty())
        name = authority;
    QString unique = name;
    for (int n = 2; !unique.isEmpty() && unique != m_editing && savedConnection(unique); ++n)
        unique = u"%1 %2"_s.arg(name).arg(n);
    return unique;
}

QString ConnectDialog::Problems::first() const
{
    for (const QString *problem : {&name, &endpoint, &accessKeyId, &secretKey, &credentials})
        if (!problem->isEmpty())
            return *problem;
    return {};
}

ConnectDialog::Problems ConnectDialog::problems() const
{
    Problems problems;
    const RemoteConnection made = connection();
    if (made.name.isEmpty())
        problems.name = tr("Give the connection a name");
    else if (made.name != m_editing && savedConnection(made.name))
        problems.name =
            tr("A saved connection is named %1 already: choose another name").arg(made.name);
    const QUrl url(made.endpoint, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http"_s && url.scheme() != u"https"_s) ||
        url.host().isEmpty())
        problems.endpoint = tr("The endpoint must be an http:// or https:// URL with a host, "
                               "such as http://localhost:8000");
    if (made.credentials == Kind::Keychain) {
        if (m_accessKeyId->text().trimmed().isEmpty())
            problems.accessKeyId = tr("Type the access key ID");
        if (m_secretKey->text().isEmpty())
            problems.secretKey = tr("Type the secret access key");
    } else if (const auto found = credentialsFor(made, m_secrets, m_sources); !found) {
        problems.credentials = found.error();
    }
    return problems;
}

QString ConnectDialog::problem() const
{
    return problems().first();
}

void ConnectDialog::update()
{
    if (!m_nameTyped) {
        const QSignalBlocker quiet(m_name);
        m_name->setText(suggestedName());
    }
    const Kind chosen = kind();
    const QString region = m_region->text().trimmed();
    const auto where = [](const std::expected<aws::AwsSettings, QString> &found) {
        if (!found)
            return std::expected<QString, QString>(std::unexpected(found.error()));
        const QString from = found->credentialsFrom == u"environment"_s ? tr("the environment")
                                                                        : found->credentialsFrom;
        return std::expected<QString, QString>(
            tr("Keys from %1; region %2")
                .arg(from, found->region.isEmpty() ? kDefaultRegion.toString() : found->region));
    };
    showStatus(m_foundStatus, where(aws::findAwsSettings(m_sources, {}, region)));
    m_profile->setEnabled(chosen == Kind::Profile && m_profile->count() > 0);
    if (m_profile->count() == 0)
        showStatus(m_profileStatus,
                   std::unexpected(tr("No profiles in ~/.aws/credentials or ~/.aws/config")));
    else if (chosen == Kind::Profile)
        showStatus(m_profileStatus,
                   where(aws::findAwsSettings(m_sources, m_profile->currentText(), region)));
    else
        m_profileStatus->hide();
    for (QLineEdit *edit : {m_accessKeyId, m_secretKey, m_sessionToken})
        edit->setEnabled(chosen == Kind::Keychain);
    if (chosen != Kind::Keychain)
        m_keysStatus->hide();
    else if (m_keysProblem.isEmpty())
        showStatus(m_keysStatus, tr("Kept in the desktop's keychain when you connect, never in "
                                    "the settings"));
    else
        showStatus(m_keysStatus, std::unexpected(m_keysProblem));

    m_testResult->clear(); // a result told of the form as it was
    const Problems problems = this->problems();
    markField(m_name, problems.name);
    markField(m_endpoint, problems.endpoint);
    markField(m_accessKeyId, problems.accessKeyId);
    markField(m_secretKey, problems.secretKey);
    // A credentials problem is in red under its choice already.
    showErrorText(
        m_error,
        Problems{problems.name, problems.endpoint, problems.accessKeyId, problems.secretKey, {}}
            .first());
    m_connect->setEnabled(problems.first().isEmpty());
    m_test->setEnabled(problems.first().isEmpty());
}

std::expected<aws::AwsSettings, QString> ConnectDialog::resolvedCredentials() const
{
    const RemoteConnection made = connection();
    if (made.credentials != Kind::Keychain)
        return credentialsFor(made, m_secrets, m_sources);
    return aws::AwsSettings{
        .credentials = {m_accessKeyId->text().trimmed().toUtf8(), m_secretKey->text().toUtf8(),
                        m_sessionToken->text().trimmed().toUtf8()},
        .region = made.region.isEmpty() ? kDefaultRegion.toString() : made.region,
        .credentialsFrom = tr("the keys typed here"),
    };
}

std::expected<QString, QString> ConnectDialog::testConnection()
{
    const auto settings = resolvedCredentials();
    if (!settings) {
        showTestResult(std::unexpected(settings.error()));
        return std::unexpected(settings.error());
    }
    std::expected<QJsonObject, aws::AwsError> answer;
    {
        const Busy busy(this);
        // One attempt: a test that retries for a minute tells the user less than one that fails.
        aws::AwsClient client({QUrl(connection().endpoint), settings->region},
                              settings->credentials,
                              aws::RetryPolicy{.maxAttempts = 1, .attemptTimeoutMs = 10'000});
        answer = client.call(u"DynamoDB_20120810.ListTables"_s, QJsonObject{{u"Limit"_s, 1}});
    }
    std::expected<QString, QString> result;
    if (!answer) {
        result = std::unexpected(u"%1: %2"_s.arg(answer.error().type, answer.error().message));
    } else {
        const QJsonArray names = answer->value(u"TableNames"_s).toArray();
        const bool more = answer->contains(u"LastEvaluatedTableName"_s);
        result = names.isEmpty() ? tr("Connected: the endpoint has no tables")
                 : more          ? tr("Connected: tables %1 and more").arg(names.at(0).toString())
                                 : tr("Connected: one table, %1").arg(names.at(0).toString());
    }
    showTestResult(result);
    return result;
}

void ConnectDialog::showTestResult(const std::expected<QString, QString> &result)
{
    if (result) {
        m_testResult->setPalette(QPalette());
        m_testResult->setText(*result);
    } else {
        showErrorText(m_testResult, result.error());
    }
}

void ConnectDialog::accept()
{
    if (!problem().isEmpty())
        return;
    const RemoteConnection made = connection();
    if (made.credentials == Kind::Keychain) {
        const auto typed = resolvedCredentials();
        if (const auto kept = m_secrets.write(made.name, typed->credentials); !kept)
            QMessageBox::warning(this, tr("Keys Not Kept"),
                                 tr("Could not keep the keys in the keychain: %1; they are used "
                                    "for this session only.")
                                     .arg(kept.error()));
    }
    saveConnection(made);
    QDialog::accept();
}

} // namespace lw
