// The welcome the workbench shows when it starts: carry on with the last
// workspace, start an empty one, open another folder or a bundle someone handed over, or begin one
// of the built-in lessons. It
// only records the choice; the application opens the workspace or the lesson. Closing it (Esc)
// means carrying on, as in other desktop tools whose start page is never in the way.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>
#include <QStringList>

class QCheckBox;
class QListWidget;
class QListWidgetItem;

namespace lw {

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
    };
    Q_ENUM(Choice)

    // `recent`: workspaces newest first (the first is the one "Continue" opens; when empty,
    // `defaultWorkspace` is). `lessons` in the order to list them.
    WelcomeDialog(const QStringList &recent, const QString &defaultWorkspace,
                  const QList<LessonEntry> &lessons, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QString workspace() const { return m_workspace; }
    QString lesson() const { return m_lesson; }
    QString bundle() const { return m_bundle; }
    // Whether the user wants the welcome at the next start too.
    bool showAtStart() const;
    void setShowAtStart(bool show);

    // Choosing, as the buttons and lists do (public for tests and for the picker's result).
    void chooseWorkspace(Choice choice, const QString &dir);
    void chooseLesson(const QString &name);
    void chooseBundle(const QString &zipPath);

private:
    QWidget *startColumn(const QStringList &recent, const QString &defaultWorkspace);
    QWidget *lessonsColumn(const QList<LessonEntry> &lessons);
    void pickFolder();
    void pickBundle();

    Choice m_choice = Choice::Continue;
    QString m_workspace, m_lesson, m_bundle;
    QListWidget *m_lessons = nullptr;
    QCheckBox *m_showAtStart = nullptr;
};

} // namespace lw
