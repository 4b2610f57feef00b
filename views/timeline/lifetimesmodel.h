// The lifetimes of one table's items, as the timeline shows them: one row per lifetime (an item
// deleted and written again has two), read through the ListLifetimes action
// (core/api/actions/listlifetimes.cpp), created → expires → deleted → archived, in key order.
//
// The model follows one viewed time (setViewedTime): the State column, StateRole and
// stateCounts() say what each item was at that moment. Everything else is history, the same at
// every viewed time, so moving the viewed time only recomputes states.
//
// A remote endpoint answers ListLifetimes from one Scan of the items (core/remote/remoteapi.h): a
// real table keeps no history, so its lifetimes have no creation, sweep nor deletion, and the
// answer says what the Scan read and cost (lastRead()).
//
// Errors (an unknown table, a failing call) leave the model empty, keep DynamoDB's message in
// lastError() and emit errorOccurred() once per reload.
#pragma once

#include "doors/apicall.h"
#include "time/lifecycle.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>
#include <QMetaType>

#include <array>
#include <optional>

namespace lw {

// One entry of a ListLifetimes response, parsed once so that painting 100k lanes never touches
// JSON.
struct LifetimeInfo
{
    QJsonObject key; // DynamoDB JSON
    QString keyText; // the key values in key-schema order, "USER#alice · SESSION#1"
    // When the item was written; empty when its table keeps no history (a remote endpoint's):
    // then the item was there when it was read, since a time unknown, and it is deleted, if it
    // expires, at a time just as unknown (the service's sweeper keeps no schedule to ask).
    std::optional<qint64> createdMs;
    // The first millisecond at which the item counts as expired; empty when it never expires,
    // and `never` says why.
    std::optional<qint64> expiresMs;
    ttl::NeverReason never = ttl::NeverReason::None;
    // The TTL attribute's value (DynamoDB JSON) when it explains `never` (NotANumber,
    // Milliseconds, MoreThanFiveYears) and could be read; else empty.
    QJsonObject ttlValue;
    std::optional<qint64> sweepAtMs; // when the sweeper will delete a live, expiring item
    std::optional<qint64> deletedMs;
    Origin deletedBy = Origin::User;
    std::optional<qint64> archivedMs;
    // When the item was soft-deleted: the table's soft delete mark (DescribeSoftDelete's
    // MarkAttributeName, epoch seconds) on its last image, never before its creation. Empty when
    // it was not, or when the model could not read it (LifetimesModel::kMaxValueLookups).
    std::optional<qint64> softDeletedMs;
    // TTL was being enabled (ENABLING) when the lifetimes were read: `never` is TtlDisabled only
    // until it settles.
    bool ttlSettling = false;
    int changes = 0;

    bool operator==(const LifetimeInfo &) const = default;
};

// An item's state at one moment: the engine's own states (time/lifecycle.h), with the same
// values, and the soft delete the timeline reads from the item (the engine sees only an update).
enum class LaneState
{
    Absent = int(LifecycleState::Absent),
    Active = int(LifecycleState::Active),
    Expired = int(LifecycleState::Expired),
    DeletedByTtl = int(LifecycleState::DeletedByTtl),
    DeletedByUser = int(LifecycleState::DeletedByUser),
    DeletedByConsumer = int(LifecycleState::DeletedByConsumer),
    SoftDeleted, // present and readable by key, marked deleted, not expired yet
};
constexpr int kLaneStateCount = int(LaneState::SoftDeleted) + 1;

// The state of `life` at `ms`. For a time after the clock it is what is scheduled: a live item
// whose SweepAtMillis has passed counts as deleted by TTL. Expiry outranks a soft delete: an
// expired item is on its way out whether or not it was marked.
LaneState stateAt(const LifetimeInfo &life, qint64 ms);

// One translated sentence saying why `life` is in stateAt(life, ms), for the lane's tooltip:
// "Expired at 2026-10-20 12:00:00 UTC but still visible: the sweeper deletes it at …",
// "Never expires: its expiresAt is in milliseconds — a date in the year 58771". `ttlAttribute`
// names the table's TTL attribute (empty when unknown).
QString explainState(const LifetimeInfo &life, qint64 ms, const QString &ttlAttribute);

// The stretch of time `life` covers: its creation to its deletion (and archiving), scheduled
// sweep or expiry, whichever is last; to `nowMs` at least while it lives. Without a creation
// it starts at its expiry or `nowMs`, whichever is first.
std::pair<qint64, qint64> lifeSpan(const LifetimeInfo &life, qint64 nowMs);

// A duration as the timeline writes it (formatDurationMs: "2h3m"), rounded to the minute from
// an hour on and to the second from a minute on: a sweeper's lag of 1h31m9s360ms reads 1h31m.
QString durationText(qint64 ms);

// The state's short translated name: "Active", "Expired, still visible", "Deleted by TTL" …
QString laneStateName(LaneState state);

// One ListLifetimes entry; `keyNames` orders keyText (the table's key schema). nullopt for an
// entry without a Key; one without CreatedMillis has no createdMs.
std::optional<LifetimeInfo> parseLifetime(const QJsonObject &entry, const QStringList &keyNames);

// How many of `lifetimes` are expired but still there at `ms` (LaneState::Expired): on a remote
// table, the service's TTL backlog.
int expiredNotDeleted(const QList<LifetimeInfo> &lifetimes, qint64 ms);

// What a ListLifetimes answer says of the read behind it. The workbench's own answer reads its
// history and says nothing; a remote endpoint's says what its Scan read and cost.
struct LifetimesRead
{
    std::optional<qint64> scannedCount;  // the items the Scan read
    std::optional<double> capacityUnits; // the read units it consumed
    bool truncated = false; // it stopped at its cap: the table has more items than the lanes

    bool operator==(const LifetimesRead &) const = default;
};

class LifetimesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        KeyColumn,
        CreatedColumn,
        ExpiresColumn,
        SweepAtColumn,
        DeletedColumn,
        ArchivedColumn,
        StateColumn, // at the viewed time
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles
    {
        LifetimeRole = Qt::UserRole, // LifetimeInfo (any column)
        StateRole,                   // LaneState at the viewed time, as int (any column)
        TimeRole, // qint64: the column's time (created, expires …); invalid when it has none
    };
    Q_ENUM(Roles)

    // Items read to explain a "never expires" or to find a soft delete (one GetItem each): more
    // would slow a reload, and the explanation without the value still says why.
    static constexpr int kMaxValueLookups = 500;

    explicit LifetimesModel(ApiCall api, QObject *parent = nullptr);

    // Shows `table` (empty: nothing) and reloads.
    void setTable(const QString &table);
    QString tableName() const { return m_table; }
    // Reads the table's key schema (DescribeTable), TTL attribute and status
    // (DescribeTimeToLive; none on an endpoint without TTL), soft delete mark
    // (DescribeSoftDelete; none if that fails) and lifetimes (ListLifetimes), then, from the
    // items (GetItem, as of just before a deleted item's deletion), the TTL values that explain
    // a "never expires" and the soft delete marks of the lifetimes that saw an update; not on a
    // table without a history (a remote one, where each GetItem is a round trip and a read unit).
    // Returns false on an error.
    bool reload();
    // Shows `lifetimes` as they are, and `read` as lastRead(), without the api (tests,
    // benchmarks).
    void setLifetimes(QList<LifetimeInfo> lifetimes, const QString &ttlAttribute = {},
                      const LifetimesRead &read = {});

    const QList<LifetimeInfo> &lifetimes() const { return m_lifetimes; }
    QString ttlAttribute() const { return m_ttlAttribute; }
    // The first and last time any lifetime mentions (created, expires, sweep, deleted,
    // archived); nullopt without lifetimes.
    std::optional<std::pair<qint64, qint64>> eventRange() const { return m_eventRange; }

    // The time the State column describes; recomputes the counts and signals the column.
    void setViewedTime(qint64 ms);
    qint64 viewedTime() const { return m_viewedMs; }
    // How many lifetimes are in each LaneState at the viewed time, indexed by int(LaneState).
    const std::array<int, kLaneStateCount> &stateCounts() const { return m_counts; }

    // What the last reload's ListLifetimes said of its read; empty after setLifetimes().
    const LifetimesRead &lastRead() const { return m_read; }

    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void errorOccurred(const QString &message);

private:
    void lookUpValues(QList<LifetimeInfo> &lifetimes, const QString &ttlAttribute,
                      const QString &markAttribute) const;
    void countStates();

    ApiCall m_api;
    QString m_table;
    QString m_ttlAttribute;
    QList<LifetimeInfo> m_lifetimes;
    std::optional<std::pair<qint64, qint64>> m_eventRange;
    qint64 m_viewedMs = 0;
    std::array<int, kLaneStateCount> m_counts{};
    LifetimesRead m_read;
    QString m_lastError;
};

} // namespace lw

Q_DECLARE_METATYPE(lw::LifetimeInfo)
