// The "Cache" pane: the DAX-like cache in front of the workspace's tables (docs/cache.md), as a
// class watches it serve. On top its switch and TTLs (UpdateCacheSettings) and Flush; under them
// the figures that tell its story — hits and misses of the item and query caches, evictions,
// expiries, reads passed through (ConsistentRead, transactions), and the read units the table
// consumed with the cache against what it would have consumed without it; then every entry
// (CacheEntriesModel) with its age and whether the table still holds what it serves.
//
// It reads DescribeCacheSettings and DescribeCache, which change nothing; in the window it
// re-reads after every step, write, clock move, rewind and the endpoint's traffic, since reads
// change the cache too. The switch and TTLs go through `write` (not undoable: they are settings,
// like the throughput limits).
#pragma once

#include "common/pane.h"
#include "doors/apicall.h"

#include <QJsonObject>

#include <functional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace lw {

class CacheEntriesModel;

class CachePane : public Pane
{
    Q_OBJECT
public:
    // `read` for the Describe actions, `write` for the settings and Flush, `nowMs` the workspace
    // clock the ages are taken from.
    CachePane(ApiCall read, ApiCall write, std::function<qint64()> nowMs,
              QWidget *parent = nullptr);
    // The window's cache pane, following its state.
    static Pane *create(const PaneContext &context);

    CacheEntriesModel *model() const { return m_model; }
    // The figures line as shown ("Item cache: 3 hits, 1 miss · …"), for tests.
    QString figuresText() const;
    QString settingsText() const;

public slots:
    void refresh();

protected:
    void updateFromState(WorkbenchState::Changes what) override;

private:
    // Sends UpdateCacheSettings with `settings`; an error goes to errorOccurred and the
    // controls show the settings as they are.
    void update(const QJsonObject &settings);
    void flush();
    void showSettings(const QJsonObject &settings);
    void showFigures(const QJsonObject &cache);

    ApiCall m_read;
    ApiCall m_write;
    std::function<qint64()> m_nowMs;
    CacheEntriesModel *m_model = nullptr;
    QCheckBox *m_enabled = nullptr;
    QSpinBox *m_itemTtl = nullptr;  // seconds
    QSpinBox *m_queryTtl = nullptr; // seconds
    QPushButton *m_flush = nullptr;
    QLabel *m_settings = nullptr;
    QLabel *m_hits = nullptr;
    QLabel *m_capacity = nullptr;
    QTableView *m_view = nullptr;
    bool m_showing = false; // controls being set from the settings, not by the user
};

} // namespace lw
