#include "window/windowhelp.h"

#include "window/applicationicon.h"
#include "window/paneregistry.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace lw {

// The context of this file's texts.
struct WindowHelp
{
    Q_DECLARE_TR_FUNCTIONS(lw::WindowHelp)
};

namespace {

// The window's own parts, which are not in the registry.
struct OwnHelp
{
    const char *name;
    const char *help;
};

constexpr OwnHelp kOwnHelp[] = {
    {"items",
     QT_TRANSLATE_NOOP(
         "lw::WindowHelp",
         "The items of the table or index selected on the left, as a Scan reads them, a "
         "page at a time as you scroll. Click a header to sort the loaded rows, type in "
         "Filter to show only rows containing the text. Right-click an item to soft-delete, "
         "restore, delete it or copy it as JSON; select one to edit it in the inspector.")},
    {"tables", QT_TRANSLATE_NOOP(
                   "lw::WindowHelp",
                   "Every table of the workspace with its indexes, key schema and item count. "
                   "Select one to show its items. Right-click a table to delete it, switch its TTL "
                   "or stream, or add or remove a global secondary index.")},
    {"inspector",
     QT_TRANSLATE_NOOP("lw::WindowHelp",
                       "The selected item, attribute by attribute, with its DynamoDB type. Edit "
                       "values in place, then Save (PutItem) or Delete (DeleteItem); every write "
                       "can be undone with Ctrl+Z.")},
    {"lesson",
     QT_TRANSLATE_NOOP(
         "lw::WindowHelp",
         "The lesson being played: what to tell the class, and what each step did. Step "
         "runs the next step, Back undoes the last one, Play runs them one after another. "
         "Every pane follows the steps.")},
};

QString tableHtml(const QList<std::pair<QString, QString>> &rows)
{
    QString html = u"<table cellspacing='0' cellpadding='4'>"_s;
    for (const auto &[what, keys] : rows)
        html += u"<tr><td>%1</td><td><b>%2</b></td></tr>"_s.arg(what.toHtmlEscaped(),
                                                                keys.toHtmlEscaped());
    return html + u"</table>"_s;
}

void addShortcuts(const QMenu *menu, const QString &path, QList<std::pair<QString, QString>> &rows)
{
    for (const QAction *action : menu->actions()) {
        const QString text = path + u" ▸ "_s + QString(action->text()).remove(u'&');
        if (action->menu())
            addShortcuts(action->menu(), text, rows);
        else if (!action->shortcut().isEmpty())
            rows.append({text, action->shortcut().toString(QKeySequence::NativeText)});
    }
}

// A box of rich text over `parent`, deleted when closed.
void showText(QWidget *parent, const QString &title, const QString &html, const QString &name)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(name);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *text = new QTextBrowser;
    text->setOpenExternalLinks(true);
    text->setHtml(html);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    // Some 70 characters wide and 30 lines high in the window's font, whatever the zoom.
    const QFontMetrics metrics = dialog->fontMetrics();
    dialog->resize(metrics.averageCharWidth() * 72, metrics.lineSpacing() * 30);
    dialog->show();
}

} // namespace

QString paneHelp(const QString &name)
{
    for (const PaneEntry &entry : paneRegistry())
        if (name == QLatin1StringView(entry.name))
            return QCoreApplication::translate("lw::MainWindow", entry.help);
    for (const OwnHelp &own : kOwnHelp)
        if (name == QLatin1StringView(own.name))
            return WindowHelp::tr(own.help);
    return {};
}

QString guideText()
{
    return WindowHelp::tr(
        "<h2>Teaching with the workbench</h2>"
        "<p><b>Start a lesson.</b> The welcome window at start offers the built-in "
        "lessons (or start with <tt>lifecycle-workbench --lesson 30</tt>). A lesson runs on "
        "a workspace of its own: nothing you do in it touches your other workspaces. The "
        "Lesson pane on the right says what to tell the class.</p>"
        "<p><b>Step through it.</b> Step runs the next step, Back takes the last one back, "
        "Play runs the rest one after another. Lesson ▸ Restart Lesson starts again.</p>"
        "<p><b>Show what happened.</b> The Timeline draws each item's life from creation "
        "to deletion or expiry and keeps every lane in view as the lesson goes on (until you "
        "zoom: 0 follows again; right-click a lane to fit that item's life); Stream records "
        "list every change; the Archive bucket holds what the archiver kept. Ctrl+1 … Ctrl+9 bring "
        "the bottom panes to the front, "
        "F1 explains the pane you are in.</p>"
        "<p><b>Move the clock.</b> The clock bar on top advances time (TTL expiry is "
        "deleted by the sweeper, not at once) and views the past: the past is read-only "
        "until Back to Now.</p>"
        "<p><b>On a projector.</b> View ▸ Zoom In (Ctrl++) makes every text, lane and chart "
        "larger; F11 fills the screen; View ▸ Maximise Pane (Ctrl+Shift+M) gives the pane "
        "you are in the whole window, and gives the others back.</p>"
        "<p><b>Change things by hand.</b> Right-click a table to delete it, switch its "
        "stream or TTL or add an index; right-click an item to soft-delete, restore, "
        "delete it or copy it as JSON. Edit ▸ Undo takes any of it back.</p>");
}

QString shortcutsText(const QMenuBar *menus)
{
    QList<std::pair<QString, QString>> rows;
    for (const QAction *action : menus->actions())
        if (action->menu())
            addShortcuts(action->menu(), QString(action->text()).remove(u'&'), rows);
    const QList<std::pair<QString, QString>> timeline{
        {WindowHelp::tr("Timeline: zoom in, out"), u"+  −"_s},
        {WindowHelp::tr("Timeline: zoom to fit"), u"0"_s},
        {WindowHelp::tr("Timeline: move the handle (a tick, ten ticks)"),
         WindowHelp::tr("← →, Shift+← →")},
        {WindowHelp::tr("Timeline: first event, now"), WindowHelp::tr("Home, End")},
    };
    return u"<h3>%1</h3>%2<h3>%3</h3>%4"_s.arg(WindowHelp::tr("Menus"), tableHtml(rows),
                                               WindowHelp::tr("Timeline"), tableHtml(timeline));
}

QString aboutText()
{
    return WindowHelp::tr(
               "<h2>Lifecycle Workbench %1</h2>"
               "<p>A workbench for teaching how DynamoDB data lives and dies: TTL expiry, "
               "streams, soft deletes and archival, on a local engine.</p>"
               "<p>© 2026 The Lifecycle Workbench developers. All rights reserved.</p>"
               "<p>Built with these libraries, each under its own licence:</p><ul>"
               "<li>Qt %2 — GNU LGPL version 3</li>"
               "<li>LMDB — OpenLDAP Public License 2.8</li>"
               "<li>QuaZip — GNU LGPL version 2.1 with the static linking exception</li>"
               "<li>zlib — zlib licence</li></ul>")
        .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()));
}

void showGuide(QWidget *parent)
{
    showText(parent, WindowHelp::tr("Getting Started"), guideText(), u"guideDialog"_s);
}

void showShortcuts(QWidget *parent, const QMenuBar *menus)
{
    showText(parent, WindowHelp::tr("Keyboard Shortcuts"), shortcutsText(menus),
             u"shortcutsDialog"_s);
}

void showAbout(QWidget *parent)
{
    auto *box = new QMessageBox(parent);
    box->setObjectName(u"aboutBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(WindowHelp::tr("About Lifecycle Workbench"));
    box->setTextFormat(Qt::RichText);
    box->setText(aboutText());
    box->setIconPixmap(applicationIcon().pixmap(96));
    box->setStandardButtons(QMessageBox::Close);
    box->show();
}

void showPaneHelp(QWidget *parent, const QString &title, const QString &help)
{
    if (help.isEmpty()) {
        showGuide(parent);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Information, title, help, QMessageBox::Close, parent);
    box->setObjectName(u"paneHelpBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->show();
}

} // namespace lw
