// The window's panes, one line each: the View menu, `lifecycle-workbench --pane NAME`, the
// screenshot test and the docks all come from this list, in its order (the bottom panes' tabs).
// A new pane is a Pane subclass (common/pane.h) with a create() function, and a line here.
#pragma once

#include <Qt>

#include <span>

namespace lw {

class Pane;
struct PaneContext;

struct PaneEntry
{
    const char *name;     // for --pane and showPane(): "timeline"
    const char *dockName; // the dock's objectName, under which saveState() keeps its place
    // The dock's title and its View menu entry (null: the title), translated in the context
    // "lw::MainWindow" (QT_TRANSLATE_NOOP).
    const char *title;
    const char *menuText;
    // What the pane shows and how to use it, for F1 on it (window/windowhelp.h); same context.
    const char *help;
    Qt::DockWidgetArea area; // panes of one area are tabbed together
    Pane *(*create)(const PaneContext &context);
    // Why the pane has nothing to show over a remote endpoint, where the window puts an
    // UnavailablePane (common/unavailablepane.h) in its place; null: it works there too. Same
    // context.
    const char *remoteReason;
};

std::span<const PaneEntry> paneRegistry();

} // namespace lw
