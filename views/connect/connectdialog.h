// File ▸ Connect…'s dialog: makes (or edits) a remote connection (doors/remoteconnection.h) —
// its name, the endpoint (a preset or a URL), the region, where its credentials come from and
// whether it only reads — checks it as the user types, and can try it with Test Connection (a
// ListTables of one table). Connect keeps typed keys in the keychain and the connection among
// the saved ones (savedconnections.h); the caller then connects to connection().
//
// When the keychain cannot keep the keys, Connect says so in a box and goes on: the store keeps
// them for this session (secretstore.h). Test Connection blocks with a wait cursor for as long as
// the client's one attempt may take; the dialog talks to nothing else on its own.
#pragma once

#include "connect/endpointpresets.h"
#include "doors/remoteconnection.h"

#include "aws/awsprofile.h"

#include <QDialog>

#include <expected>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace lw {

class SecretStore;

class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    // `secrets` keeps typed keys (and gives them back when editing); `sources` is where the AWS
    // CLI's credentials are looked for. Both outlive the dialog.
    explicit ConnectDialog(SecretStore &secrets,
                           const aws::AwsSources &sources = aws::AwsSources::system(),
                           QWidget *parent = nullptr);

    // Fills the form from a saved connection, to edit it (its typed keys read from the store;
    // when they cannot be, the error line says why and the fields stay empty).
    void setConnection(const RemoteConnection &connection);
    // What the form describes.
    RemoteConnection connection() const;

    // Sets the endpoint to `preset`'s URL (AWS's in the region typed); Other leaves it as it is.
    void choosePreset(EndpointPreset preset);
    // The first thing that keeps the form from connecting, empty when nothing does.
    QString problem() const;
    // Test Connection: ListTables {Limit: 1} with the form's credentials; its outcome (also shown
    // under the button): "Connected: …", or the service's "__type: message".
    std::expected<QString, QString> testConnection();

    void accept() override;

private:
    // What keeps each field from connecting; all empty when nothing does.
    struct Problems
    {
        QString name, endpoint, accessKeyId, secretKey, credentials;
        QString first() const;
    };
    Problems problems() const;
    QWidget *credentialsBox();
    // Settles the form after any change: the name a preset suggests, which fields are enabled,
    // where credentials are found, each field's mark and the error line.
    void update();
    // The credentials the form would sign with: the typed keys, or as credentialsFor finds them.
    std::expected<aws::AwsSettings, QString> resolvedCredentials() const;
    // The preset's name, made unique among the saved connections.
    QString suggestedName() const;
    RemoteConnection::Credentials kind() const;
    void showTestResult(const std::expected<QString, QString> &result);

    SecretStore &m_secrets;
    aws::AwsSources m_sources;
    QString m_editing;        // the saved connection the form edits (empty: a new one)
    bool m_nameTyped = false; // the user typed a name: presets no longer suggest one
    QString m_keysProblem;    // why the keys of the connection edited could not be read

    QLineEdit *m_name = nullptr;
    QComboBox *m_preset = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLineEdit *m_region = nullptr;
    QButtonGroup *m_kind = nullptr;
    QLabel *m_foundStatus = nullptr;
    QComboBox *m_profile = nullptr;
    QLabel *m_profileStatus = nullptr;
    QLineEdit *m_accessKeyId = nullptr;
    QLineEdit *m_secretKey = nullptr;
    QLineEdit *m_sessionToken = nullptr;
    QLabel *m_keysStatus = nullptr;
    QCheckBox *m_readOnly = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_testResult = nullptr;
    QPushButton *m_connect = nullptr;
};

} // namespace lw
