// lifecycle-workbench: opens a workspace and shows the main window.
//
// DIR, as the desktop entry passes a folder, is --workspace DIR. Without either it opens the last
// workspace (QSettings "recentWorkspaces"), after a welcome that offers it, an empty workspace,
// another folder, the saved remote connections and the lessons, unless the user turned the
// welcome off ("showWelcome"). A connection that fails says why and opens the last workspace
// instead. The window's layout comes back as it was left.
//
//   lifecycle-workbench [--workspace DIR | DIR | --lesson NAME |
//                        --endpoint URL [--region R] [--profile P] [--read-only]]
//                       [--table NAME [--index NAME]] [--at TIME] [--pane NAME]
//                       [--language CODE] [--screenshot FILE.png]
//
// --endpoint opens a remote endpoint (DynamoDB on AWS, DynamoDB Local, ScyllaDB Alternator,
// another `lwb serve`) in place of a workspace (docs/remote.md), its credentials found as the AWS
// CLI finds them (--profile, else the environment, else the default profile), as `lwb
// --endpoint` does; --read-only refuses every write.
// --at (or --as-of) opens the window on the past view of TIME (as lwb reads it:
// 2026-10-20T11:00:00Z, or epoch seconds).
// --pane brings one pane to the front (items, inspector or one of the window's registry, which
// --help lists); with --screenshot only that pane is rendered.
// --language picks the interface language for this run (de, en); without it the QSettings value
// "language" decides, and when that is empty or absent the system's languages do
// (translations/language.h).
// --screenshot renders the loaded window into FILE.png and exits (0 on success). It, --help and
// --version pick the offscreen platform unless QT_QPA_PLATFORM says otherwise, so they work on
// a build server without a display. A picture reads and writes its settings in a folder of its
// own, dropped afterwards: it never depends on nor changes the user's saved geometry, layout,
// zoom or recent workspaces (the language it speaks is still the user's).
// Exit status 1 when the workspace cannot be opened (message box and stderr) or the picture
// cannot be written.
#include "commands/filecommands.h"
#include "common/warningbox.h"
#include "language.h"
#include "lessonsession.h"
#include "scenario/lessons.h"
#include "session.h"
#include "time/timetext.h"
#include "window/applicationicon.h"
#include "window/mainwindow.h"
#include "window/recentworkspaces.h"
#include "window/welcomedialog.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMessageBox>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// A translation context lupdate recognises, for the texts of this file.
struct GuiMain
{
    Q_DECLARE_TR_FUNCTIONS(GuiMain)
};

const QString showWelcomeKey = u"showWelcome"_s;

void printError(const QString &message)
{
    std::fputs(qPrintable(message + u'\n'), stderr);
}

// Whether this run needs no screen: a screenshot, or only printing help or the version. Decided
// before QApplication exists (it picks the platform), so argv is all there is.
bool runsHeadless(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        if (arg == "--screenshot" || arg.startsWith("--screenshot=") || arg == "-h" ||
            arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

// The value of --language CODE or --language=CODE, read before the parser exists: every text the
// parser shows (its help too) must already be translated. Empty when not given.
QString languageArgument(const QStringList &arguments)
{
    const QString option = u"--language"_s;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == option && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(option + u'='))
            return arguments[i].sliced(option.size() + 1);
    }
    return {};
}

// Installs the translators for the language of --language, else of the "language" setting, else
// of the system. An explicit language the interface then speaks also sets the default locale
// (numbers, lists) unless the system's is in that language already. Says so on stderr when an
// explicit language has no catalogue (the interface stays English).
void installLanguage(QApplication &app)
{
    QString code = languageArgument(QCoreApplication::arguments());
    if (code.isEmpty())
        code = QSettings().value(lw::languageSettingKey).toString();
    const QLocale locale = lw::uiLocale(code);
    const lw::InstalledLanguage installed = lw::installTranslators(app, locale);
    if (code.isEmpty())
        return;
    if (installed.language.isEmpty() && locale.language() != QLocale::English) {
        printError(GuiMain::tr("No translation for language %1; available: en, %2")
                       .arg(code, lw::translatedLanguages().join(u", "_s)));
        return;
    }
    if (locale.language() != QLocale::system().language())
        QLocale::setDefault(locale);
}

// What to open when no workspace is named.
struct StartChoice
{
    QString workspace;
    QString lesson; // a built-in lesson's slug: it opens on a workspace of its own
    QString bundle; // a bundle to restore as a new workspace, then open
    std::optional<lw::RemoteConnection> connection = {}; // an endpoint instead of a workspace
};

// The lessons as the welcome lists them: number and title, and the first thing the teacher says,
// in the interface's language where the lesson has it.
QList<lw::LessonEntry> lessonEntries()
{
    QList<lw::LessonEntry> entries;
    const auto lessons = lw::scenario::builtInLessons();
    if (!lessons) {
        printError(lessons.error());
        return entries;
    }
    const QString language = lw::installedLanguage(*QCoreApplication::instance());
    for (const lw::scenario::Scenario &lesson : *lessons) {
        QString summary;
        for (const lw::scenario::Step &step : lesson.steps)
            if (step.kind == lw::scenario::StepKind::Narrate) {
                summary = step.texts.value(language, step.text);
                break;
            }
        const QString title = lesson.titles.value(language, lesson.title);
        constexpr int kMaxSummary = 140;
        if (summary.size() > kMaxSummary)
            summary = summary.first(kMaxSummary - 1) + u'…';
        entries.append({lesson.slug,
                        lesson.number ? u"%1 · %2"_s.arg(*lesson.number).arg(title) : title,
                        summary});
    }
    return entries;
}

// The last workspace, or what the user chooses in the welcome when it is wanted (the
// "showWelcome" setting, on until its checkbox turns it off).
StartChoice chooseAtStart()
{
    const QString last = lw::recentWorkspaces().value(0, lw::Workspace::defaultDir());
    QSettings settings;
    if (!settings.value(showWelcomeKey, true).toBool())
        return {last, {}, {}};
    lw::WelcomeDialog welcome(lw::recentWorkspaces(), lw::Workspace::defaultDir(), lessonEntries());
    welcome.exec();
    settings.setValue(showWelcomeKey, welcome.showAtStart());
    switch (welcome.choice()) {
    case lw::WelcomeDialog::Choice::Continue:
    case lw::WelcomeDialog::Choice::Open:
        return {welcome.workspace(), {}, {}};
    case lw::WelcomeDialog::Choice::Empty:
        return {lw::Session::newWorkspaceDir(), {}, {}};
    case lw::WelcomeDialog::Choice::Lesson:
        return {{}, welcome.lesson(), {}};
    case lw::WelcomeDialog::Choice::Bundle:
        return {last, {}, welcome.bundle()};
    case lw::WelcomeDialog::Choice::Connect:
        return {last, {}, {}, welcome.connection()};
    }
    return {last, {}, {}};
}

// Connects `session` to the endpoint the welcome chose; says why when it cannot (stderr and a
// box), so that the caller opens a workspace instead.
bool connectAtStart(lw::Session &session, const lw::RemoteConnection &connection)
{
    const lw::Status connected = session.connectTo(connection);
    if (!connected) {
        const QString why = GuiMain::tr("Cannot connect to %1:\n%2")
                                .arg(connection.name, connected.error().message);
        printError(why);
        QMessageBox::warning(nullptr, GuiMain::tr("Lifecycle Workbench"), why);
    }
    return bool(connected);
}

// Opens the lesson `name` in `session` on a workspace of its own, with the player beside the
// panes; a picture shows it played to the end. Prints and returns the error when it cannot.
std::expected<std::unique_ptr<lw::LessonSession>, QString>
openLesson(lw::Session &session, const QString &name, bool playToEnd)
{
    // A built-in lesson by number or slug, or any scenario file (a saved recording, say).
    auto lesson = name.endsWith(u".json"_s, Qt::CaseInsensitive)
                      ? lw::scenario::scenarioFromFile(name)
                      : lw::scenario::builtInLesson(name);
    LW_TRY(lesson);
    auto played = lw::LessonSession::open(session, std::move(*lesson));
    LW_TRY(played);
    if (playToEnd)
        (*played)->player().playToEnd();
    session.window()->showLesson((*played)->control());
    return played;
}

} // namespace

int main(int argc, char *argv[])
{
    if (runsHeadless(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    // Before Workspace::defaultDir() and QSettings: both derive their paths from these names.
    QCoreApplication::setOrganizationName(u"LifecycleWorkbench"_s);
    QCoreApplication::setApplicationName(u"lifecycle-workbench"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(LWB_VERSION));
    installLanguage(app); // before the first translated text
    QGuiApplication::setApplicationDisplayName(GuiMain::tr("Lifecycle Workbench"));
    QApplication::setWindowIcon(lw::applicationIcon());
    // The desktop entry's name: Wayland draws no icon of a window's own, its compositor shows the
    // one of the desktop entry with this name (on X11 the entry's StartupWMClass finds it).
    QGuiApplication::setDesktopFileName(QStringLiteral(LW_APP_ID));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        GuiMain::tr("A workbench for exploring how DynamoDB data lives and dies."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(u"workspace"_s,
                                             GuiMain::tr("Open the workspace in <dir>."),
                                             GuiMain::tr("dir"), lw::Workspace::defaultDir());
    const QCommandLineOption screenshotOption(
        u"screenshot"_s, GuiMain::tr("Save a picture of the loaded window to <file> and exit."),
        GuiMain::tr("file"));
    const QCommandLineOption tableOption(u"table"_s, GuiMain::tr("Show the items of table <name>."),
                                         GuiMain::tr("name"));
    const QCommandLineOption indexOption(
        u"index"_s, GuiMain::tr("With --table: show the entries of index <name> instead."),
        GuiMain::tr("name"));
    const QCommandLineOption asOfOption(
        {u"at"_s, u"as-of"_s},
        GuiMain::tr("Open on the read-only past view of <time> (e.g. 2026-10-20T11:00:00Z)."),
        GuiMain::tr("time"));
    parser.addOption(asOfOption);
    const QCommandLineOption lessonOption(
        u"lesson"_s,
        GuiMain::tr("Open the built-in lesson <name> (30, ttl-expiry …), or a scenario file "
                    "(a saved recording: FILE.json), on a workspace of its own; with "
                    "--screenshot, played to the end."),
        GuiMain::tr("name"));
    parser.addOption(lessonOption);
    parser.addOption(workspaceOption);
    parser.addOption(screenshotOption);
    parser.addOption(tableOption);
    parser.addOption(indexOption);
    const QCommandLineOption paneOption(
        u"pane"_s,
        GuiMain::tr("Bring pane <name> to the front (%1); with --screenshot, picture only it.")
            .arg(lw::MainWindow::paneNames().join(u", "_s)),
        GuiMain::tr("name"));
    parser.addOption(paneOption);
    const QCommandLineOption languageOption(
        u"language"_s,
        GuiMain::tr("Show the interface in language <code> (de, en) instead of the one the "
                    "\"language\" setting or the system asks for."),
        GuiMain::tr("code"));
    parser.addOption(languageOption);
    const QCommandLineOption endpointOption(
        u"endpoint"_s,
        GuiMain::tr("Open the remote DynamoDB endpoint <url> (https://dynamodb.eu-west-1."
                    "amazonaws.com, http://localhost:8000) instead of a workspace."),
        GuiMain::tr("url"));
    const QCommandLineOption regionOption(u"region"_s,
                                          GuiMain::tr("With --endpoint: sign for region <region>."),
                                          GuiMain::tr("region"));
    const QCommandLineOption profileOption(
        u"profile"_s, GuiMain::tr("With --endpoint: the AWS CLI profile <name>'s credentials."),
        GuiMain::tr("name"));
    const QCommandLineOption readOnlyOption(
        u"read-only"_s, GuiMain::tr("With --endpoint: refuse every write to the remote tables."));
    parser.addOptions({endpointOption, regionOption, profileOption, readOnlyOption});
    // As the desktop entry's Exec passes a folder (%f): "Open With" in a file manager.
    const QString workspaceArgument = GuiMain::tr("workspace"); // its name in the help
    parser.addPositionalArgument(workspaceArgument,
                                 GuiMain::tr("The workspace folder to open, as --workspace."),
                                 u"[%1]"_s.arg(workspaceArgument));
    parser.process(app);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && parser.isSet(workspaceOption))) {
        printError(
            GuiMain::tr("One workspace at a time, please: %1").arg(positional.join(u", "_s)));
        return 1;
    }
    const bool workspaceNamed = parser.isSet(workspaceOption) || !positional.isEmpty();
    const QString workspace = positional.value(0, parser.value(workspaceOption));

    const bool screenshot = parser.isSet(screenshotOption);
    // After the language (the user's), before anything reads or writes the rest.
    QTemporaryDir pictureSettings;
    if (screenshot) {
        if (!pictureSettings.isValid()) {
            printError(GuiMain::tr("Cannot make a temporary folder for the picture's settings"));
            return 1;
        }
        for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat})
            QSettings::setPath(format, QSettings::UserScope, pictureSettings.path());
    }
    StartChoice start{workspace, parser.value(lessonOption), {}};
    // Without --workspace the last workspace opens again, after the welcome when it is wanted.
    // (Pictures without --workspace show the default one, so they never depend on settings.)
    if (!workspaceNamed && !parser.isSet(lessonOption) && !parser.isSet(endpointOption) &&
        !screenshot)
        start = chooseAtStart();
    lw::Session session;
    std::unique_ptr<lw::LessonSession> lesson;
    QString failure;
    if (start.connection && !connectAtStart(session, *start.connection))
        start.connection.reset(); // the last workspace instead
    if (start.connection) {
        // The session's window shows the endpoint.
    } else if (parser.isSet(endpointOption)) {
        const QString url = parser.value(endpointOption);
        const lw::RemoteConnection connection{
            .name = QUrl(url).host(),
            .endpoint = url,
            .region = parser.value(regionOption),
            .credentials = parser.isSet(profileOption) ? lw::RemoteConnection::Credentials::Profile
                                                       : lw::RemoteConnection::Credentials::Found,
            .profile = parser.value(profileOption),
            .readOnly = parser.isSet(readOnlyOption)};
        if (const lw::Status connected = session.connectTo(connection); !connected)
            failure = GuiMain::tr("Cannot connect to %1:\n%2").arg(url, connected.error().message);
    } else if (!start.lesson.isEmpty()) {
        auto opened = openLesson(session, start.lesson, screenshot);
        if (opened)
            lesson = std::move(*opened);
        else
            failure =
                GuiMain::tr("Cannot open the lesson %1:\n%2").arg(start.lesson, opened.error());
    } else if (const lw::Status opened = session.open(start.workspace); !opened) {
        failure = GuiMain::tr("Cannot open the workspace %1:\n%2")
                      .arg(start.workspace, opened.error().message);
    }
    if (!failure.isEmpty()) {
        printError(failure);
        if (!screenshot) // nobody would be there to close the box
            QMessageBox::critical(nullptr, GuiMain::tr("Lifecycle Workbench"), failure);
        return 1;
    }
    session.setLessons(lessonEntries());
    // File ▸ Open Lesson…: the lesson's own workspace in place of the open one, the window
    // made anew; when it cannot open, the workspace open before comes back.
    QObject::connect(&session, &lw::Session::lessonRequested, &app, [&](const QString &name) {
        const std::optional<lw::RemoteConnection> previousConnection = session.connection();
        const QString previous = session.workspaceDir();
        // Between the old window closing and the new one showing no window is open.
        const bool quitOnClose = QGuiApplication::quitOnLastWindowClosed();
        QGuiApplication::setQuitOnLastWindowClosed(false);
        auto opened = openLesson(session, name, false);
        if (opened)
            lesson = std::move(*opened);
        else if (!session.window() && !session.reopen(previousConnection, previous))
            QCoreApplication::exit(1);
        if (session.window()) {
            session.window()->show();
            if (!opened)
                lw::openWarning(
                    session.window(),
                    GuiMain::tr("Cannot open the lesson %1:\n%2").arg(name, opened.error()));
        }
        QGuiApplication::setQuitOnLastWindowClosed(quitOnClose);
    });
    lw::MainWindow &window = *session.window();
    if (parser.isSet(tableOption) &&
        !window.selectSource(parser.value(tableOption), parser.value(indexOption))) {
        printError(GuiMain::tr("No table or index named %1 %2")
                       .arg(parser.value(tableOption), parser.value(indexOption)));
        return 1;
    }

    if (parser.isSet(asOfOption)) {
        // The same TIME forms as `lwb` (time/timetext.h): epoch seconds or ISO 8601 with a zone.
        const std::optional<qint64> asOf = lw::parseTimeMs(parser.value(asOfOption));
        if (!asOf) {
            printError(GuiMain::tr("Not a time: %1 (try 2026-10-20T11:00:00Z)")
                           .arg(parser.value(asOfOption)));
            return 1;
        }
        window.viewAsOf(*asOf);
    }

    QWidget *pane = nullptr;
    if (parser.isSet(paneOption) && !(pane = window.showPane(parser.value(paneOption)))) {
        printError(GuiMain::tr("No pane named %1: try one of %2")
                       .arg(parser.value(paneOption), lw::MainWindow::paneNames().join(u", "_s)));
        return 1;
    }

    if (screenshot) {
        const QString file = parser.value(screenshotOption);
        window.resize(1280, 800); // a fixed size, so README pictures do not depend on settings
        window.show();
        // Let the views finish their delayed layouts (scroll ranges, header sizes) first.
        QEventLoop settle;
        QTimer::singleShot(200, &settle, &QEventLoop::quit);
        settle.exec();
        if (!(pane ? pane->grab() : window.grab()).save(file)) {
            printError(GuiMain::tr("Cannot write the picture %1").arg(file));
            return 1;
        }
        return 0;
    }
    window.show();
    // A bundle from the welcome: the last workspace is open meanwhile, and stays open if the
    // bundle is refused (the window says why).
    if (!start.bundle.isEmpty())
        window.fileCommands()->importBundleFrom(start.bundle);
    return app.exec();
}
