// The "GSI membership" pane: the matrix of one table's items × its secondary indexes
// (GsiMatrixModel) under a one-line summary ("GSI1 holds 2 of 3 items; ByStatus 3 of 3") and a
// "Show only items missing from an index" switch. Columns sort by membership (a third click on a
// header goes back to Scan order).
//
// The pane never decides on its own when the workspace changed: in the window it follows the
// state, and without one its owner calls refresh(); after every write or clock move that re-reads
// the loaded rows in place (see GsiMatrixModel::reload()), so a changed item's cells flip without
// losing the selection.
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

#include <optional>

class QCheckBox;
class QLabel;
class QTableView;

namespace lw {

class GsiMatrixModel;
class MissingOnlyProxy;

class GsiMatrixPane : public Pane
{
    Q_OBJECT
public:
    // Empty until setTable().
    explicit GsiMatrixPane(ApiCall api, QWidget *parent = nullptr);
    // The window's matrix, following its state.
    static Pane *create(const PaneContext &context);

    GsiMatrixModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Shows the matrix of `table` (empty: none). The view loads the first page when it is shown.
    void setTable(const QString &table);
    // Reads the items as of a past time (nullopt: now), as the rest of the window does.
    void setAsOf(std::optional<qint64> asOfMs);
    // Hides the rows of items that every index holds.
    void setOnlyMissing(bool onlyMissing);

    QString summaryText() const;

public slots:
    void refresh();

protected:
    void updateFromState(WorkbenchState::Changes what) override;

private:
    void updateSummary();
    void fitColumns();

    GsiMatrixModel *m_model = nullptr;
    MissingOnlyProxy *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_onlyMissing = nullptr;
};

} // namespace lw
