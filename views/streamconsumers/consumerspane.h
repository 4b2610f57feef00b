// The "Stream consumers" pane: every consumer of the workspace in a table (ConsumersModel) under
// a tool bar that adds one, enables or disables the selected one, switches its at-least-once
// fault on or off and deletes it. Everything goes through the ApiCall (CreateConsumer,
// UpdateConsumer, DeleteConsumer); after each change the pane reads the consumers again and
// emits consumersChanged(). An error leaves everything as it was and is reported through
// errorOccurred() ("ValidationException: …").
//
// Consumers run when the clock moves, so whoever moves it must call reload() afterwards: in the
// window the pane follows the state, hidden or not (one small read, and other panes' actions
// depend on the consumers), and is read-only while the window shows the past.
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

class QAction;
class QTableView;
class QToolBar;

namespace lw {

class ConsumerDialog;
class ConsumersModel;

class ConsumersPane : public Pane
{
    Q_OBJECT
public:
    // How often the fault redelivers when switched on: every third batch comes twice, often
    // enough to see the double counts within a lesson's few writes, rare enough to tell the
    // redelivered batches from the others.
    static constexpr int faultEveryNthBatch = 3;

    // Empty until the first reload().
    explicit ConsumersPane(ApiCall api, QWidget *parent = nullptr);
    // The window's consumers, following its state; its changes are undoable.
    static Pane *create(const PaneContext &context);

    ConsumersModel *model() const { return m_model; }

    // Reads the consumers again, keeping the selected one when it still exists.
    void reload();
    // While the window shows the past, nothing that changes the workspace can run.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // Selects consumer `name` of `tableName`; false when there is none.
    bool selectConsumer(const QString &tableName, const QString &name);

    // Opens the "Add stream consumer" dialog window-modally and returns it at once (it deletes
    // itself when closed). When the consumer is created the pane reloads, selects it and emits
    // consumersChanged(). Null while read-only.
    ConsumerDialog *addConsumer();
    // Enables the selected consumer when it is disabled or failed (which retries it from its
    // checkpoint), else disables it. Returns whether the api accepted the change.
    bool toggleEnabled();
    // Switches the selected consumer's fault to every faultEveryNthBatch-th batch, or off when
    // it is on. Returns whether the api accepted the change.
    bool toggleFault();
    // Deletes the selected consumer after asking, unless told not to (tests). Returns whether it
    // was deleted.
    bool deleteSelected();
    void setAskBeforeDelete(bool ask) { m_askBeforeDelete = ask; }

signals:
    void consumersChanged();

protected:
    // A new font (View ▸ Zoom, the application's) fits the columns again: widths measured in the
    // old one would elide the headers.
    void changeEvent(QEvent *event) override;
    void updateFromState(WorkbenchState::Changes what) override;

private:
    QModelIndex selected() const;
    bool update(const QJsonObject &changes);
    void changed(const QString &tableName, const QString &name);
    void fitColumns(bool onlyWiden);
    void updateActions();

    ApiCall m_api;
    ConsumersModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_add = nullptr;
    QAction *m_enable = nullptr;
    QAction *m_fault = nullptr;
    QAction *m_delete = nullptr;
    bool m_readOnly = false;
    bool m_askBeforeDelete = true;
};

} // namespace lw
