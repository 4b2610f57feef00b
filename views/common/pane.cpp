#include "common/pane.h"

#include <QDockWidget>

namespace lw {

Pane::Pane(QWidget *parent) : QWidget(parent) {}

void Pane::setIdentity(const QString &name, const QString &title)
{
    m_name = name;
    m_title = title;
}

void Pane::follow(WorkbenchState *state)
{
    m_state = state;
    connect(state, &WorkbenchState::changed, this, &Pane::stateChanged);
    // Everything, as the state is now: the first catch-up (when shown, or at the next change)
    // reads the pane as a whole. Not now: the window makes its panes before its first read.
    m_pending = WorkbenchState::Data | WorkbenchState::Clock | WorkbenchState::Tables |
                WorkbenchState::Selection | WorkbenchState::ViewedTime;
    // A dock tabbed behind another is not hidden, only covered: the dock says when its tab is
    // on top (and its window shown), and only then is the pane shown to the user.
    if (auto *dock = qobject_cast<QDockWidget *>(parentWidget())) {
        m_dock = dock;
        connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            m_onTop = visible;
            if (visible)
                catchUp();
        });
    }
}

bool Pane::isShown() const
{
    return m_dock ? m_onTop : isVisible();
}

void Pane::stateChanged(WorkbenchState::Changes what)
{
    m_pending |= what & ~WorkbenchState::Changes(WorkbenchState::Traffic);
    if (!m_followsHidden && !isShown())
        return; // showEvent() catches up
    if (what & WorkbenchState::Traffic)
        m_state->inTurn(this, [this] { catchUp(); });
    else
        catchUp();
}

void Pane::catchUp()
{
    if (!m_state || m_pending == WorkbenchState::NoChange)
        return;
    updateFromState(std::exchange(m_pending, WorkbenchState::NoChange));
}

void Pane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_dock)
        catchUp();
}

} // namespace lw
