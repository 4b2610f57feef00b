// A pane in place of one that has nothing to show here: over a remote endpoint (docs/remote.md),
// the panes of what only a workspace has — stream consumers, partition heat, the cache, the
// archive bucket — are this, which says so and why in large type, so that a class sees at once
// that the tab is empty on purpose. It keeps the name and title of the pane it stands for, so
// the window's pane navigation (Ctrl+1…9, F1, Maximise Pane) treats it as that pane.
#pragma once

#include "common/pane.h"

namespace lw {

class UnavailablePane : public Pane
{
    Q_OBJECT
public:
    // `title`: "Stream consumers are not available here"; `reason`: why, a sentence or two.
    UnavailablePane(const QString &title, const QString &reason, QWidget *parent = nullptr);

protected:
    void updateFromState(WorkbenchState::Changes) override {} // nothing here follows the state
};

} // namespace lw
