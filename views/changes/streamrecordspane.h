// The "Stream records" pane: the live records of one table's stream (StreamRecordsModel) in a
// table, oldest at the top and newest at the bottom, with a filter by event kind, a status line
// ("3 records · 1 shard · NEW_AND_OLD_IMAGES · latest …") and the last error under it.
//
// Live: the pane reads nothing by itself. In the window it follows the state: after a write or
// a clock move it calls refresh(), which appends the new records; when the view was scrolled to
// the end it follows them there, otherwise it stays where the reader scrolled. After a rewind it
// calls setTable() again (see streamrecordsmodel.h). It hands the model the window's clock, so
// the changes the stream trimmed after 24 hours are listed too, set apart. Without a state,
// whoever writes or moves the clock calls them.
//
// Each record leads to its item's history: double-click or Enter on a row emits
// itemHistoryRequested() with the table and the record's Keys; in the window that opens the
// item's history (ItemHistoryDialog).
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

#include <QJsonObject>

#include <optional>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace lw {

class StreamRecordsModel;

class StreamRecordsPane : public Pane
{
    Q_OBJECT
public:
    // Which records the table shows.
    enum Filter
    {
        AllEvents,
        Inserts,
        Modifies,
        Removes,    // by a user or by Time to Live
        TtlDeletes, // REMOVE by Time to Live only
    };
    Q_ENUM(Filter)

    // Empty until setTable().
    explicit StreamRecordsPane(ApiCall api, QWidget *parent = nullptr);
    // The window's stream pane: following its state, each record leading to its item's history.
    static Pane *create(const PaneContext &context);

    StreamRecordsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Shows the stream of `table` (empty: none), read from its oldest kept record.
    void setTable(const QString &table);
    QString tableName() const;

    void setFilter(Filter filter);
    Filter filter() const;
    // The past view: only the records made at or before `asOfMs` are shown (none: all). The
    // stream itself is read as always; records after the viewed time are hidden, not dropped,
    // so going back to now shows them again at once.
    void setAsOf(std::optional<qint64> asOfMs);

public slots:
    // Appends the records written since the last read (cheap: call it after every clock move).
    void refresh();

signals:
    void itemHistoryRequested(const QString &table, const QJsonObject &key);

protected:
    void changeEvent(QEvent *event) override;
    void updateFromState(WorkbenchState::Changes what) override;

private:
    void fitIconsToFont();
    void updateStatus();

    StreamRecordsModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QComboBox *m_filter = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_error = nullptr;
    bool m_followEnd = true; // the view was at its end when rows were about to come
};

} // namespace lw
