// The archive bucket pane: the objects the archiver stored (ListArchiveObjects, S3's
// ListObjectsV2 shape) with their size, time and storage class (lifecycle rules move them to
// colder classes and expire them on the sim clock), and the selected object's body, tags and
// version (GetArchiveObject). Read-only; refresh() re-reads, as the clock moving may have
// archived, transitioned or expired objects: in the window after every write, clock move and
// rewind the state reports.
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

#include <QAbstractTableModel>
#include <QJsonArray>

class QAction;
class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QTableView;

namespace lw {

class ArchiveObjectsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        KeyColumn,
        SizeColumn,
        LastModifiedColumn,
        StorageClassColumn,
        ColumnCount
    };
    enum Roles
    {
        ObjectJsonRole = Qt::UserRole, // QJsonObject: the Contents entry
    };
    Q_ENUM(Roles)

    explicit ArchiveObjectsModel(ApiCall api, QObject *parent = nullptr);

    // Reads every page of the bucket's objects; false (and errorOccurred) on an api error.
    bool reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void errorOccurred(const QString &message);

private:
    ApiCall m_api;
    QJsonArray m_objects;
};

class ArchivePane : public Pane
{
    Q_OBJECT
public:
    explicit ArchivePane(ApiCall api, QWidget *parent = nullptr);
    // The window's bucket pane, following its state, with the window's export button.
    static Pane *create(const PaneContext &context);

    ArchiveObjectsModel *model() const { return m_model; }
    // Puts `action` (the window's Export Archive Bucket) as a button beside the summary.
    void setExportAction(QAction *action);
    // The selected object's body and details as shown.
    QString detailsText() const;

public slots:
    void refresh();

protected:
    void updateFromState(WorkbenchState::Changes what) override;

private:
    void showObject(const QModelIndex &index);

    ApiCall m_api;
    ArchiveObjectsModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    QHBoxLayout *m_summaryRow = nullptr;
    QPlainTextEdit *m_details = nullptr;
};

} // namespace lw
