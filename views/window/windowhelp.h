// The Help menu's boxes: the guide for a first-time teacher, the keyboard shortcuts (read from
// the window's menus, so the list is never out of date), the About box, and one pane's help (F1).
// Every text is translated in the context "lw::WindowHelp".
#pragma once

#include <QString>

class QMenuBar;
class QWidget;

namespace lw {

// The help of the pane named `name`: a registry pane's (paneregistry.h), or one of the window's
// own ("items", "inspector", "tables", "lesson"). Empty for an unknown name.
QString paneHelp(const QString &name);

// What a first-time teacher needs to run a lesson: where things are, how to step, what to show.
QString guideText();
// Every shortcut of the menus in `menus`, one "<menu> ▸ <action>: <keys>" line each, followed by
// the timeline's own keys; as rich text (a table).
QString shortcutsText(const QMenuBar *menus);
// The version, the icon, the copyright and the licences of the libraries the workbench uses.
QString aboutText();

// Modeless boxes over `parent`, each closed with Escape.
void showGuide(QWidget *parent);
void showShortcuts(QWidget *parent, const QMenuBar *menus);
void showAbout(QWidget *parent);
// `title`'s help in a box titled by it; the guide when `help` is empty.
void showPaneHelp(QWidget *parent, const QString &title, const QString &help);

} // namespace lw
