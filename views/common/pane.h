// A pane of the window: a widget that follows the WorkbenchState. Subclasses implement
// updateFromState(), which brings them in step with the state given everything that changed since
// they last were; the base calls it only while the pane is shown (a tab behind another reads
// nothing, so a large table opens as fast as its first page) and once when it is shown again, with
// the changes it missed put together. A pane whose reads are tiny and that others depend on (the
// consumers) follows while hidden too. The endpoint's traffic (WorkbenchState::Traffic) is
// caught up with in an event-loop turn per pane, so that requests and paints are served between.
//
// Until follow() a pane follows nothing and is driven by its own methods, as in its unit tests.
// The window makes its panes from the registry (window/paneregistry.h), each from a
// PaneContext: the doors a pane may use.
#pragma once

#include "doors/apicall.h"
#include "state/workbenchstate.h"

#include <QWidget>

#include <functional>

class QAction;
class QDockWidget;

namespace lw {

class CallLog;

struct PaneContext
{
    WorkbenchState *state = nullptr;
    // The window's own looks at the data: unmetered, not logged.
    ApiCall read;
    // A pane's own writes (the consumers' buttons): undoable and reported to the state; unmetered.
    ApiCall write;
    // What the user types or sends (the console): logged in `log` too, metered, undoable.
    ApiCall user;
    CallLog *log = nullptr;
    // Moves the clock as the clock bar does (progress, cancel), and rewinds after asking.
    std::function<void(qint64 toMs)> advanceTo;
    std::function<void(qint64 toMs)> rewindTo;
    // File ▸ Export Archive Bucket.
    QAction *exportBucket = nullptr;
};

class Pane : public QWidget
{
    Q_OBJECT
public:
    explicit Pane(QWidget *parent = nullptr);

    // Its registry name ("timeline") and its title as the dock shows it.
    QString name() const { return m_name; }
    QString title() const { return m_title; }
    void setIdentity(const QString &name, const QString &title);

    // Starts following `state` (which must outlive the pane), with everything pending: it
    // catches up when shown, or for a pane that follows while hidden at the next change. A pane
    // in a QDockWidget is given to it first: its dock then says when it is shown (on top of its
    // tab group, in a shown window).
    void follow(WorkbenchState *state);
    // Whether the user can see it: its dock's tab on top, or (outside a dock) visible.
    bool isShown() const;
    WorkbenchState *state() const { return m_state; }
    // What changed since the pane last caught up.
    WorkbenchState::Changes pending() const { return m_pending; }

signals:
    // "ResourceNotFoundException: …": the window shows it in its status bar.
    void errorOccurred(const QString &message);
    // A note for the status bar that is not an error.
    void statusMessage(const QString &message);

protected:
    // Brings the pane in step with state(), `what` having changed since the last call.
    virtual void updateFromState(WorkbenchState::Changes what) = 0;
    // For panes that must follow while hidden; off by default.
    void setFollowsWhileHidden(bool follows) { m_followsHidden = follows; }

    void showEvent(QShowEvent *event) override;

private:
    void stateChanged(WorkbenchState::Changes what);
    void catchUp();

    WorkbenchState *m_state = nullptr;
    QDockWidget *m_dock = nullptr; // its dock, which owns it
    bool m_onTop = false;          // what the dock last said of its visibility
    WorkbenchState::Changes m_pending;
    QString m_name, m_title;
    bool m_followsHidden = false;
};

} // namespace lw
