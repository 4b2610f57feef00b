#include "window/welcomedialog.h"

#include "window/applicationicon.h"
#include "window/workspacename.h"

#include "commands/filecommands.h"
#include "connect/connectdialog.h"
#include "connect/savedconnections.h"
#include "connect/secretstore.h"

#include <QCheckBox>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

QLabel *heading(const QString &text)
{
    auto *label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.25);
    label->setFont(font);
    return label;
}

// A saved connection as the welcome lists it: its name, then where it goes.
QString connectionText(const RemoteConnection &connection)
{
    QString where = connection.endpoint;
    if (connection.readOnly)
        where = WelcomeDialog::tr("%1 · read only").arg(where);
    return connection.name + u'\n' + where;
}

} // namespace

WelcomeDialog::WelcomeDialog(const QStringList &recent, const QString &defaultWorkspace,
                             const QList<LessonEntry> &lessons, QWidget *parent)
    : QDialog(parent), m_secrets(&KeychainSecretStore::desktopKeychain()),
      m_sources(aws::AwsSources::system())
{
    setWindowTitle(tr("Welcome to Lifecycle Workbench"));
    m_workspace = recent.value(0, defaultWorkspace);

    auto *title = new QLabel(tr("Lifecycle Workbench"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto *tagline = new QLabel(tr("Watch DynamoDB data live and die: items, indexes, TTL, "
                                  "streams and the archive, on a clock you control."));
    tagline->setWordWrap(true);

    auto *columns = new QHBoxLayout;
    columns->addWidget(startColumn(recent, defaultWorkspace), 1);
    columns->addSpacing(24);
    columns->addWidget(lessonsColumn(lessons), 1);

    m_showAtStart = new QCheckBox(tr("&Show this welcome at start"));
    m_showAtStart->setChecked(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_showAtStart);
    bottom->addStretch();
    bottom->addWidget(buttons);

    // The application's icon beside its name, as the desktop shows them together.
    auto *icon = new QLabel;
    icon->setObjectName(u"welcomeIcon"_s);
    const int iconSize = title->sizeHint().height() + tagline->sizeHint().height();
    icon->setPixmap(applicationIcon().pixmap(iconSize));
    auto *name = new QVBoxLayout;
    name->addWidget(title);
    name->addWidget(tagline);
    auto *header = new QHBoxLayout;
    header->addWidget(icon, 0, Qt::AlignTop);
    header->addSpacing(8);
    header->addLayout(name, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addSpacing(12);
    layout->addLayout(columns, 1);
    layout->addLayout(bottom);
    resize(900, 600);
}

QWidget *WelcomeDialog::startColumn(const QStringList &recent, const QString &defaultWorkspace)
{
    auto *column = new QWidget;
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Start")));

    const QString last = recent.value(0, defaultWorkspace);
    // Named as one list, so that two folders of the same name read differently.
    const QStringList names = distinctWorkspaceNames(recent.isEmpty() ? QStringList{last} : recent);
    auto *carryOn =
        new QCommandLinkButton(tr("&Continue"), u"%1 · %2"_s.arg(names.first(), shortPath(last)));
    carryOn->setObjectName(u"continueButton"_s);
    carryOn->setToolTip(last);
    connect(carryOn, &QAbstractButton::clicked, this,
            [this, last] { chooseWorkspace(Choice::Continue, last); });
    auto *empty = new QCommandLinkButton(tr("&Empty workspace"),
                                         tr("A new workspace with no tables, its clock at now"));
    empty->setObjectName(u"emptyButton"_s);
    connect(empty, &QAbstractButton::clicked, this, [this] { chooseWorkspace(Choice::Empty, {}); });
    auto *open = new QCommandLinkButton(tr("&Open a workspace…"),
                                        tr("A workspace folder you or someone else made"));
    open->setObjectName(u"openButton"_s);
    connect(open, &QAbstractButton::clicked, this, &WelcomeDialog::pickFolder);
    auto *bundle = new QCommandLinkButton(tr("Open a &bundle…"),
                                          tr("A scenario bundle (.zip), as a new workspace"));
    bundle->setObjectName(u"bundleButton"_s);
    connect(bundle, &QAbstractButton::clicked, this, &WelcomeDialog::pickBundle);
    layout->addWidget(carryOn);
    layout->addWidget(empty);
    layout->addWidget(open);
    auto *connectTo = new QCommandLinkButton(
        tr("Co&nnect to an endpoint…"),
        tr("DynamoDB on AWS, DynamoDB Local, ScyllaDB Alternator, another lwb serve"));
    connectTo->setObjectName(u"connectButton"_s);
    connect(connectTo, &QAbstractButton::clicked, this, [this] { openConnectDialog(); });
    layout->addWidget(bundle);
    layout->addWidget(connectTo);
    carryOn->setDefault(true);

    if (recent.size() > 1) {
        layout->addSpacing(8);
        layout->addWidget(new QLabel(tr("Recent workspaces:")));
        auto *list = new QListWidget;
        list->setObjectName(u"recentList"_s);
        // Each workspace's two lines apart from the next one's, as in the other lists; a long
        // path keeps its end, where two folders differ.
        list->setSpacing(3);
        list->setTextElideMode(Qt::ElideMiddle);
        for (qsizetype i = 1; i < recent.size(); ++i) {
            const QString &dir = recent[i];
            auto *item = new QListWidgetItem(names[i] + u'\n' + shortPath(dir), list);
            item->setData(Qt::UserRole, dir);
            item->setToolTip(dir);
        }
        connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
            chooseWorkspace(Choice::Open, item->data(Qt::UserRole).toString());
        });
        layout->addWidget(list, 1);
    }

    m_connectionsLabel = new QLabel(tr("Saved connections:"));
    m_connections = new QListWidget;
    m_connections->setObjectName(u"connectionList"_s);
    m_connections->setSpacing(3);
    m_connections->setContextMenuPolicy(Qt::CustomContextMenu);
    m_connections->installEventFilter(this);
    connect(m_connections, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (auto saved = savedConnection(item->data(Qt::UserRole).toString()))
            chooseConnection(*saved);
    });
    connect(m_connections, &QWidget::customContextMenuRequested, this,
            &WelcomeDialog::connectionMenu);
    layout->addSpacing(8);
    layout->addWidget(m_connectionsLabel);
    layout->addWidget(m_connections, 1);
    listConnections();
    if (recent.size() <= 1)
        layout->addStretch();
    return column;
}

QWidget *WelcomeDialog::lessonsColumn(const QList<LessonEntry> &lessons)
{
    auto *column = new QWidget;
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Lessons")));
    auto *hint = new QLabel(tr("Each lesson runs on a fresh workspace of its own, step by step, "
                               "with the narration beside the panes."));
    hint->setWordWrap(true);
    layout->addWidget(hint);

    m_lessons = new QListWidget;
    m_lessons->setObjectName(u"lessonList"_s);
    m_lessons->setWordWrap(true);
    m_lessons->setSpacing(3);
    for (const LessonEntry &lesson : lessons) {
        auto *item = new QListWidgetItem(lesson.title + u'\n' + lesson.summary, m_lessons);
        item->setData(Qt::UserRole, lesson.name);
        item->setToolTip(lesson.summary);
    }
    connect(m_lessons, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { chooseLesson(item->data(Qt::UserRole).toString()); });
    layout->addWidget(m_lessons, 1);

    auto *begin = new QPushButton(tr("&Begin lesson"));
    begin->setObjectName(u"beginLessonButton"_s);
    begin->setEnabled(false);
    connect(m_lessons, &QListWidget::currentItemChanged, begin,
            [begin](QListWidgetItem *current) { begin->setEnabled(current != nullptr); });
    connect(begin, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_lessons->currentItem())
            chooseLesson(item->data(Qt::UserRole).toString());
    });
    if (lessons.isEmpty())
        (new QListWidgetItem(tr("No lessons are built in."), m_lessons))->setFlags(Qt::NoItemFlags);
    layout->addWidget(begin, 0, Qt::AlignRight);
    return column;
}

bool WelcomeDialog::showAtStart() const
{
    return m_showAtStart->isChecked();
}

void WelcomeDialog::setShowAtStart(bool show)
{
    m_showAtStart->setChecked(show);
}

void WelcomeDialog::chooseWorkspace(Choice choice, const QString &dir)
{
    m_choice = choice;
    m_workspace = dir;
    accept();
}

void WelcomeDialog::chooseBundle(const QString &zipPath)
{
    m_choice = Choice::Bundle;
    m_bundle = zipPath;
    accept();
}

void WelcomeDialog::chooseLesson(const QString &name)
{
    m_choice = Choice::Lesson;
    m_lesson = name;
    accept();
}

void WelcomeDialog::chooseConnection(const RemoteConnection &connection)
{
    saveConnection(connection);
    m_choice = Choice::Connect;
    m_connection = connection;
    accept();
}

void WelcomeDialog::setCredentialSources(SecretStore &secrets, const aws::AwsSources &sources)
{
    m_secrets = &secrets;
    m_sources = sources;
}

void WelcomeDialog::listConnections()
{
    m_connections->clear();
    for (const RemoteConnection &connection : savedConnections()) {
        auto *item = new QListWidgetItem(connectionText(connection), m_connections);
        item->setData(Qt::UserRole, connection.name);
        item->setToolTip(tr("%1 — Enter connects, Delete forgets it").arg(connection.endpoint));
    }
    if (m_connections->count() > 0)
        m_connections->setCurrentRow(0);
    m_connectionsLabel->setVisible(m_connections->count() > 0);
    m_connections->setVisible(m_connections->count() > 0);
}

void WelcomeDialog::openConnectDialog(const std::optional<RemoteConnection> &edit)
{
    ConnectDialog dialog(*m_secrets, m_sources, this);
    if (edit)
        dialog.setConnection(*edit);
    if (dialog.exec() == QDialog::Accepted)
        chooseConnection(dialog.connection());
}

void WelcomeDialog::connectionMenu(const QPoint &at)
{
    QListWidgetItem *item = m_connections->itemAt(at);
    if (!item)
        return;
    const QString name = item->data(Qt::UserRole).toString();
    QMenu menu(this);
    menu.addAction(tr("&Connect"), this, [this, name] {
        if (auto saved = savedConnection(name))
            chooseConnection(*saved);
    });
    menu.addAction(tr("&Edit…"), this, [this, name] {
        if (auto saved = savedConnection(name))
            openConnectDialog(saved);
    });
    menu.addSeparator();
    menu.addAction(tr("&Forget"), this, [this, name] { askToForget(name); })
        ->setShortcut(QKeySequence::Delete);
    menu.exec(m_connections->viewport()->mapToGlobal(at));
}

void WelcomeDialog::askToForget(const QString &name)
{
    const auto answer = QMessageBox::question(
        this, tr("Forget Connection"),
        tr("Forget the connection %1? Keys typed for it are removed from the keychain.").arg(name));
    if (answer == QMessageBox::Yes)
        forgetConnection(name);
}

void WelcomeDialog::forgetConnection(const QString &name)
{
    const auto forgotten = lw::forgetConnection(name, *m_secrets);
    listConnections();
    if (!forgotten)
        QMessageBox::warning(this, tr("Forget Connection"),
                             tr("The connection %1 is forgotten, but its keys could not be removed "
                                "from the keychain: %2")
                                 .arg(name, forgotten.error()));
}

bool WelcomeDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_connections && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Delete)) {
        if (QListWidgetItem *item = m_connections->currentItem())
            askToForget(item->data(Qt::UserRole).toString());
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void WelcomeDialog::pickFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a Workspace Folder"),
                                                          QFileInfo(m_workspace).path());
    if (!dir.isEmpty())
        chooseWorkspace(Choice::Open, dir);
}

void WelcomeDialog::pickBundle()
{
    const QString zipPath =
        QFileDialog::getOpenFileName(this, tr("Open a Scenario Bundle"), FileCommands::lastFolder(),
                                     tr("Scenario bundles (*.zip)"));
    if (!zipPath.isEmpty())
        chooseBundle(zipPath);
}

} // namespace lw
