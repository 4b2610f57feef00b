// The welcome the workbench shows when it starts: carry on with the last
// workspace, start an empty one, open another folder or a bundle someone handed over, connect to
// a remote endpoint (a saved connection, or a new one from File ▸ Connect…'s dialog), or begin
// one of the built-in lessons. It
// only records the choice; the application opens the workspace, the connection or the lesson.
// Closing it (Esc) means carrying on, as in other desktop tools whose start page is never in the
// way.
#pragma once

#include "doors/remoteconnection.h"

#include "aws/awsprofile.h"

#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace lw {

class SecretStore;

// A lesson as the welcome lists it.
struct LessonEntry
{
    QString name;    // what opens it: the slug ("ttl-expiry")
    QString title;   // "30 · TTL expiry"
    QString summary; // one sentence
};

class WelcomeDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice
    {
        Continue, // workspace(): the last one, or the default when there is none
        Empty,    // a new workspace with nothing in it
        Open,     // workspace(): a folder the user picked
        Lesson,   // lesson(): the lesson to begin
        Bundle,   // bundle(): a scenario bundle (.zip) to open as a new workspace
        Connect,  // connection(): a remote endpoint to open instead of a workspace
    };
    Q_ENUM(Choice)

    // `recent`: workspaces newest first (the first is the one "Continue" opens; when empty,
    // `defaultWorkspace` is). `lessons` in the order to list them. The saved connections are
    // read from their settings (connect/savedconnections.h).
    WelcomeDialog(const QStringList &recent, const QString &defaultWorkspace,
                  const QList<LessonEntry> &lessons, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QString workspace() const { return m_workspace; }
    QString lesson() const { return m_lesson; }
    QString bundle() const { return m_bundle; }
    RemoteConnection connection() const { return m_connection; }
    // Whether the user wants the welcome at the next start too.
    bool showAtStart() const;
    void setShowAtStart(bool show);

    // Choosing, as the buttons and lists do (public for tests and for the picker's result).
    void chooseWorkspace(Choice choice, const QString &dir);
    void chooseLesson(const QString &name);
    void chooseBundle(const QString &zipPath);
    // Also puts `connection` first among the saved ones, as the most recently used.
    void chooseConnection(const RemoteConnection &connection);
    // Forgets the saved connection `name` and its typed keys, without asking (the list's Delete
    // key and context menu ask first). Says in a box when the keychain keeps the keys.
    void forgetConnection(const QString &name);

    // Where the Connect dialog keeps typed keys and finds the AWS CLI's: the desktop's
    // keychain and the system's by default; tests give their own. `secrets` outlives the
    // welcome.
    void setCredentialSources(SecretStore &secrets, const aws::AwsSources &sources);

protected:
    // Delete on the connections list forgets the current one (after asking).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *startColumn(const QStringList &recent, const QString &defaultWorkspace);
    QWidget *lessonsColumn(const QList<LessonEntry> &lessons);
    void pickFolder();
    void pickBundle();
    // The Connect dialog, on `edit` when given; connects when the user does.
    void openConnectDialog(const std::optional<RemoteConnection> &edit = std::nullopt);
    void listConnections();
    void connectionMenu(const QPoint &at);
    void askToForget(const QString &name);

    Choice m_choice = Choice::Continue;
    QString m_workspace, m_lesson, m_bundle;
    RemoteConnection m_connection;
    SecretStore *m_secrets;
    aws::AwsSources m_sources;
    QLabel *m_connectionsLabel = nullptr;
    QListWidget *m_connections = nullptr;
    QListWidget *m_lessons = nullptr;
    QCheckBox *m_showAtStart = nullptr;
};

} // namespace lw
