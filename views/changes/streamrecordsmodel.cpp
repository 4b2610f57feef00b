#include "changes/streamrecordsmodel.h"

#include "changes/changerow.h"
#include "changes/imagediff.h"
#include "common/attributetext.h"
#include "common/clocktext.h"
#include "common/tableinfo.h"
#include "streamconsumers/consumersmodel.h"

#include <QColor>
#include <QFont>
#include <QJsonArray>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lw {

namespace {

constexpr int pageLimit = 1000; // GetRecords' largest Limit: the fewest calls to catch up

enum EventKind
{
    InsertKind,
    ModifyKind,
    RemoveKind,
    TtlRemoveKind,
};

// Saturated enough that a white glyph reads on them, and the badge stands out on a light or a
// dark base alike. Red for a user's delete, as the other panes; violet for the TTL service,
// which is neither an error nor the amber of the past view.
const QColor kindColors[] = {QColor(0x2e, 0x7d, 0x32), QColor(0x15, 0x65, 0xc0),
                             QColor(0xc6, 0x28, 0x28), QColor(0x8e, 0x24, 0xaa)};

// A round badge in the kind's colour with a white glyph of its own shape, so the kinds differ by
// shape as well as colour: + inserted, → changed, − removed, an hourglass for Time to Live.
// Painted rather than loaded: lwviews has no resources of its own, and a glyph from a font may
// be missing on the projector's machine.
QIcon eventIcon(EventKind kind)
{
    constexpr int side = 64;
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(kindColors[kind]);
    painter.drawEllipse(QRectF(2, 2, side - 4, side - 4));
    painter.setPen(QPen(Qt::white, 8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    switch (kind) {
    case InsertKind:
        painter.drawLine(QPointF(18, 32), QPointF(46, 32));
        painter.drawLine(QPointF(32, 18), QPointF(32, 46));
        break;
    case ModifyKind:
        painter.drawLine(QPointF(16, 32), QPointF(46, 32));
        painter.drawPolyline(QList<QPointF>{{36, 21}, {47, 32}, {36, 43}});
        break;
    case RemoveKind:
        painter.drawLine(QPointF(18, 32), QPointF(46, 32));
        break;
    case TtlRemoveKind: {
        QPainterPath hourglass;
        hourglass.moveTo(20, 16);
        hourglass.lineTo(44, 16);
        hourglass.lineTo(20, 48);
        hourglass.lineTo(44, 48);
        hourglass.closeSubpath();
        painter.setPen(QPen(Qt::white, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(hourglass);
        painter.setBrush(Qt::white);
        painter.drawPolygon(QList<QPointF>{{25, 44}, {39, 44}, {32, 35}}); // the sand below
        break;
    }
    }
    return QIcon(pixmap);
}

// "status: SHIPPED, total: 42": an image's attributes as the Changes column lists them.
QString imageLine(const QJsonObject &image)
{
    QStringList parts;
    for (auto it = image.begin(); it != image.end(); ++it)
        parts << StreamRecordsModel::tr("%1: %2").arg(it.key(),
                                                      attributeDisplayText(it->toObject()));
    return parts.join(u", "_s);
}

// The TTL service's identity on a REMOVE, in GetRecords' form (streamrecord.h), as the service
// writes it.
bool deletedByTtl(const QJsonObject &record)
{
    const QJsonObject identity = record.value(u"userIdentity"_s).toObject();
    return identity.value(u"Type"_s).toString() == u"Service" &&
           identity.value(u"PrincipalId"_s).toString() == u"dynamodb.amazonaws.com";
}

} // namespace

StreamRecordsModel::StreamRecordsModel(ApiCall api, QObject *parent)
    : QAbstractTableModel(parent),
      m_api(std::move(api)), m_icons{eventIcon(InsertKind), eventIcon(ModifyKind),
                                     eventIcon(RemoveKind), eventIcon(TtlRemoveKind)}
{}

void StreamRecordsModel::clear()
{
    beginResetModel();
    m_streamArn.clear();
    m_streamStatus.clear();
    m_viewType.clear();
    m_shards.clear();
    m_rows.clear();
    m_streamStartMs = 0;
    m_trimmedUpToMs = 0;
    m_trimmedRows = 0;
    endResetModel();
}

void StreamRecordsModel::fail(const QString &message)
{
    m_lastError = message;
    emit errorOccurred(message);
}

bool StreamRecordsModel::setTable(const QString &table)
{
    m_table = table;
    clear();
    return refresh();
}

bool StreamRecordsModel::refresh()
{
    m_lastError.clear();
    if (m_table.isEmpty())
        return true;
    const Result<QJsonObject> described =
        m_api(u"DescribeTable"_s, QJsonObject{{u"TableName"_s, m_table}}, {});
    if (!described) {
        fail(errorText(described.error()));
        return false;
    }
    const QJsonObject table = described->value(u"Table"_s).toObject();
    // DescribeTable names the latest stream even after it was disabled (still readable, as in
    // the service); a different name means the rows shown belong to a stream that is gone.
    const QString arn = table.value(u"LatestStreamArn"_s).toString();
    if (arn != m_streamArn)
        clear();
    m_streamArn = arn;
    m_keyNames.clear();
    for (const KeyAttribute &key : parseTableDescription(table).key)
        m_keyNames << key.name;
    if (m_streamArn.isEmpty())
        return true;

    if (!describeStream())
        return false;
    for (Shard &shard : m_shards) {
        if (!readShard(shard))
            return false;
    }
    addTrimmed();
    return true;
}

void StreamRecordsModel::addTrimmed()
{
    const qint64 horizon = m_nowMs - kRetentionMs;
    if (!m_listsTrimmed || m_nowMs == 0 || horizon <= m_streamStartMs ||
        (m_trimmedUpToMs > 0 && horizon - m_trimmedUpToMs < kTrimmedReadMs))
        return;
    const Result<QJsonObject> listed =
        m_api(u"ListLifetimes"_s, QJsonObject{{u"TableName"_s, m_table}}, {});
    if (!listed)
        return; // the records read are right as they are; only the explanation is missing
    const qint64 from = std::max(m_trimmedUpToMs, m_streamStartMs);
    m_trimmedUpToMs = horizon;
    QList<Row> trimmed;
    for (const QJsonValue &value : listed->value(u"Lifetimes"_s).toArray()) {
        const QJsonObject life = value.toObject();
        const QJsonObject keys = life.value(u"Key"_s).toObject();
        const auto add = [&](const QString &event, qint64 atMs, bool byTtl) {
            if (atMs < from || atMs >= horizon)
                return;
            Row row;
            row.event = event;
            row.byTtl = byTtl;
            row.keys = keys;
            row.keyText = keyTextOf(keys);
            row.timeMs = atMs / 1000 * 1000; // as ApproximateCreationDateTime, to the second
            row.trimmed = true;
            row.changes = tr("Trimmed from the stream, which keeps records 24 hours; the item's "
                             "history still has this change");
            trimmed << row;
        };
        add(u"INSERT"_s, life.value(u"CreatedMillis"_s).toInteger(), false);
        if (life.contains(u"DeletedMillis"_s))
            add(u"REMOVE"_s, life.value(u"DeletedMillis"_s).toInteger(),
                life.value(u"DeletedBy"_s).toString() == u"ttl");
    }
    for (const Row &row : std::as_const(trimmed)) {
        // Read before it was trimmed: the record itself is shown.
        const bool read = std::any_of(m_rows.cbegin(), m_rows.cend(), [&](const Row &shown) {
            return !shown.trimmed && shown.event == row.event && shown.timeMs == row.timeMs &&
                   shown.keys == row.keys;
        });
        if (read)
            continue;
        const auto at =
            std::upper_bound(m_rows.cbegin(), m_rows.cend(), row.timeMs,
                             [](qint64 timeMs, const Row &shown) { return timeMs < shown.timeMs; });
        const int position = int(at - m_rows.cbegin());
        beginInsertRows({}, position, position);
        m_rows.insert(position, row);
        endInsertRows();
        ++m_trimmedRows;
    }
}

bool StreamRecordsModel::describeStream()
{
    QList<Shard> listed;
    QString startShard;
    do {
        QJsonObject request{{u"StreamArn"_s, m_streamArn}};
        if (!startShard.isEmpty())
            request.insert(u"ExclusiveStartShardId"_s, startShard);
        const Result<QJsonObject> described = m_api(u"DescribeStream"_s, request, {});
        if (!described) {
            fail(errorText(described.error()));
            return false;
        }
        const QJsonObject description = described->value(u"StreamDescription"_s).toObject();
        m_streamStatus = description.value(u"StreamStatus"_s).toString();
        m_streamStartMs = qint64(description.value(u"CreationRequestDateTime"_s).toDouble() * 1000);
        m_viewType = description.value(u"StreamViewType"_s).toString();
        for (const QJsonValue &value : description.value(u"Shards"_s).toArray()) {
            Shard shard;
            shard.id = value.toObject().value(u"ShardId"_s).toString();
            // A shard read before keeps its place; one no longer listed was trimmed away.
            for (const Shard &known : std::as_const(m_shards)) {
                if (known.id == shard.id)
                    shard = known;
            }
            listed << shard;
        }
        startShard = description.value(u"LastEvaluatedShardId"_s).toString();
    } while (!startShard.isEmpty());
    m_shards = listed;
    return true;
}

Result<QString> StreamRecordsModel::freshIterator(const Shard &shard, const QString &type)
{
    QJsonObject request{
        {u"StreamArn"_s, m_streamArn}, {u"ShardId"_s, shard.id}, {u"ShardIteratorType"_s, type}};
    if (type == u"AFTER_SEQUENCE_NUMBER")
        request.insert(u"SequenceNumber"_s, shard.lastSequence);
    const Result<QJsonObject> got = m_api(u"GetShardIterator"_s, request, {});
    LW_TRY(got);
    return got->value(u"ShardIterator"_s).toString();
}

void StreamRecordsModel::reportTrimmed(const Shard &shard, const Error &error)
{
    fail(tr("Records of %1 were trimmed (a stream keeps them 24 hours) before this pane read "
            "them; reading on from the oldest record kept. %2")
             .arg(shard.id, errorText(error)));
}

bool StreamRecordsModel::readShard(Shard &shard)
{
    // Each way back in once per shard and refresh, so a stream that keeps failing ends the
    // refresh with its error instead of looping.
    bool renewed = false, trimmed = false;
    const auto recover = [&](const Error &error) {
        shard.iterator.clear();
        if (error.type == ErrorType::ExpiredIterator && !renewed) {
            renewed = true; // a fresh iterator after the last record read
            return true;
        }
        if (error.type == ErrorType::TrimmedDataAccess && !trimmed) {
            trimmed = true;
            shard.lastSequence.clear(); // from TRIM_HORIZON
            reportTrimmed(shard, error);
            return true;
        }
        fail(errorText(error));
        return false;
    };

    while (!shard.done) {
        if (shard.iterator.isEmpty()) {
            const Result<QString> iterator =
                freshIterator(shard, shard.lastSequence.isEmpty() ? u"TRIM_HORIZON"_s
                                                                  : u"AFTER_SEQUENCE_NUMBER"_s);
            if (!iterator) {
                if (!recover(iterator.error()))
                    return false;
                continue;
            }
            shard.iterator = *iterator;
        }
        const Result<QJsonObject> page =
            m_api(u"GetRecords"_s,
                  QJsonObject{{u"ShardIterator"_s, shard.iterator}, {u"Limit"_s, pageLimit}}, {});
        if (!page) {
            if (!recover(page.error()))
                return false;
            continue;
        }

        const QJsonArray records = page->value(u"Records"_s).toArray();
        if (!records.isEmpty()) {
            QList<Row> rows;
            rows.reserve(records.size());
            for (const QJsonValue &record : records)
                rows << makeRow(record.toObject());
            shard.lastSequence = rows.last().sequenceNumber;
            const int first = int(m_rows.size());
            beginInsertRows({}, first, first + int(rows.size()) - 1);
            m_rows += rows;
            endInsertRows();
        }
        // No next iterator: the shard is closed and read to its end. An empty page: this
        // engine's GetRecords has nothing more yet (the service may also answer empty pages
        // before records, which it does not emulate).
        shard.iterator = page->value(u"NextShardIterator"_s).toString();
        shard.done = shard.iterator.isEmpty();
        if (records.isEmpty())
            break;
    }
    return true;
}

StreamRecordsModel::Row StreamRecordsModel::makeRow(const QJsonObject &record) const
{
    const QJsonObject dynamodb = record.value(u"dynamodb"_s).toObject();
    Row row;
    row.record = record;
    row.event = record.value(u"eventName"_s).toString();
    row.byTtl = row.event == u"REMOVE" && deletedByTtl(record);
    row.keys = dynamodb.value(u"Keys"_s).toObject();
    row.sequenceNumber = dynamodb.value(u"SequenceNumber"_s).toString();
    row.timeMs = dynamodb.value(u"ApproximateCreationDateTime"_s).toInteger() * 1000;
    row.sizeBytes = dynamodb.value(u"SizeBytes"_s).toInteger();

    row.keyText = keyTextOf(row.keys);

    // The key is in its own column and never changes, so the changes leave it out.
    const bool hasOld = dynamodb.contains(u"OldImage"_s);
    const bool hasNew = dynamodb.contains(u"NewImage"_s);
    const QJsonObject oldImage = withoutKey(dynamodb.value(u"OldImage"_s).toObject(), row.keys);
    const QJsonObject newImage = withoutKey(dynamodb.value(u"NewImage"_s).toObject(), row.keys);
    const bool complete =
        (row.event != u"REMOVE" ? hasNew : true) && (row.event != u"INSERT" ? hasOld : true);
    if (complete) {
        row.changes = describe(diffImages(oldImage, newImage));
    } else {
        // The view type keeps less than the event has: say which, then what there is.
        const QString viewType = dynamodb.value(u"StreamViewType"_s).toString();
        if (viewType == u"NEW_IMAGE")
            row.changes = tr("(new image only)");
        else if (viewType == u"OLD_IMAGE")
            row.changes = tr("(old image only)");
        else
            row.changes = tr("(keys only)");
        const QString there = imageLine(hasNew ? newImage : oldImage);
        if (!there.isEmpty())
            row.changes += u' ' + there;
    }
    return row;
}

QString StreamRecordsModel::keyTextOf(const QJsonObject &keys) const
{
    QStringList parts;
    for (const QString &name : orderedNames(keys, m_keyNames))
        parts << attributeDisplayText(keys.value(name).toObject());
    return parts.join(u" · "_s);
}

QString StreamRecordsModel::toolTip(const Row &row) const
{
    if (row.trimmed)
        return u"<p><b>"_s +
               (row.byTtl ? tr("REMOVE by Time to Live") : row.event).toHtmlEscaped() + u"</b> "_s +
               row.keyText.toHtmlEscaped() + u"<br>"_s + utcText(row.timeMs).toHtmlEscaped() +
               u"</p><p>"_s +
               tr("The stream trimmed this record: it keeps records 24 hours, and a consumer "
                  "that had not read it by then never will. The item's history still has the "
                  "change.")
                   .toHtmlEscaped() +
               u"</p>"_s;
    const QJsonObject dynamodb = row.record.value(u"dynamodb"_s).toObject();
    const auto image = [&](const QString &member, const QString &title) -> QString {
        QString html = u"<p><b>"_s + title.toHtmlEscaped() + u"</b>"_s;
        if (!dynamodb.contains(member))
            return html + u"<br>"_s + tr("(none in this record)").toHtmlEscaped() + u"</p>"_s;
        const QJsonObject values = dynamodb.value(member).toObject();
        for (const QString &name : orderedNames(values, m_keyNames)) {
            html +=
                u"<br>"_s + tr("%1: %2")
                                .arg(name, attributeDisplayText(values.value(name).toObject(), 0))
                                .toHtmlEscaped();
        }
        return html + u"</p>"_s;
    };
    QString html =
        u"<p><b>"_s + (row.byTtl ? tr("REMOVE by Time to Live") : row.event).toHtmlEscaped() +
        u"</b> "_s + row.keyText.toHtmlEscaped() + u"<br>"_s +
        tr("%1 · sequence number %2").arg(utcText(row.timeMs), row.sequenceNumber).toHtmlEscaped();
    if (row.byTtl) {
        html += u"<br>"_s + tr("userIdentity: Service, dynamodb.amazonaws.com (no user made this "
                               "delete)")
                                .toHtmlEscaped();
    }
    html += u"</p>"_s;
    return html + image(u"OldImage"_s, tr("Old image")) + image(u"NewImage"_s, tr("New image"));
}

int StreamRecordsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StreamRecordsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StreamRecordsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case RecordJsonRole:
        return row.record;
    case EventRole:
        return row.event;
    case ByTtlRole:
        return row.byTtl;
    case ItemKeyRole:
        return row.keys;
    case TimeRole:
        return row.timeMs;
    case TrimmedRole:
        return row.trimmed;
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::BackgroundRole:
        return row.byTtl ? QVariant(ttlRowTint()) : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return utcText(row.timeMs);
        case EventColumn:
            if (row.event == u"REMOVE") // who deleted it is the lesson's point
                return row.byTtl ? tr("REMOVE (TTL)") : tr("REMOVE (user)");
            return row.event;
        case KeyColumn:
            return row.keyText;
        case ChangesColumn:
            return row.changes;
        case SequenceColumn:
            return row.trimmed ? tr("trimmed") : shortSequenceNumber(row.sequenceNumber);
        case SizeColumn:
            return row.trimmed ? QString() : QLocale().toString(row.sizeBytes);
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() != EventColumn)
            return {};
        if (row.byTtl)
            return m_icons[TtlRemoveKind];
        if (row.event == u"INSERT")
            return m_icons[InsertKind];
        if (row.event == u"MODIFY")
            return m_icons[ModifyKind];
        return m_icons[RemoveKind];
    case Qt::FontRole: {
        QFont font;
        font.setBold(index.column() == EventColumn && row.byTtl);
        font.setItalic(row.trimmed); // no record behind it: set apart, yet as readable
        return font.bold() || font.italic() ? QVariant(font) : QVariant();
    }
    case Qt::TextAlignmentRole:
        if (index.column() == SequenceColumn || index.column() == SizeColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    }
    return {};
}

QVariant StreamRecordsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time");
        case EventColumn:
            return tr("Event");
        case KeyColumn:
            return tr("Key");
        case ChangesColumn:
            return tr("Changes (old → new)");
        case SequenceColumn:
            return tr("Seq.");
        case SizeColumn:
            return tr("Bytes");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("ApproximateCreationDateTime: when the change was made, to the second");
        case EventColumn:
            return tr(
                "INSERT, MODIFY or REMOVE: REMOVE (user) when a call deleted the item, REMOVE "
                "(TTL) when Time to Live did (userIdentity: Service dynamodb.amazonaws.com)");
        case KeyColumn:
            return tr("The item's key (Keys): partition key, then sort key");
        case ChangesColumn:
            return tr("What changed from OldImage to NewImage; unchanged attributes are left out. "
                      "Double-click a record for the item's history.");
        case SequenceColumn:
            return tr(
                "The end of SequenceNumber, which orders the records of a shard (all of it in "
                "a record's tooltip)");
        case SizeColumn:
            return tr("SizeBytes: the record's size");
        }
    }
    return {};
}

QString StreamRecordsModel::statusText() const
{
    if (m_table.isEmpty())
        return tr("No table selected");
    if (m_streamArn.isEmpty()) {
        // After an error the model does not know whether there is a stream; lastError() says why.
        return m_lastError.isEmpty() ? tr("Table %1 has no stream: enable one with UpdateTable "
                                          "StreamSpecification")
                                           .arg(m_table)
                                     : tr("Table %1").arg(m_table);
    }
    const qsizetype records = m_rows.size() - m_trimmedRows, shards = m_shards.size();
    QStringList parts{records == 1 ? tr("1 record") : tr("%1 records").arg(records),
                      shards == 1 ? tr("1 shard") : tr("%1 shards").arg(shards), m_viewType};
    if (m_streamStatus == u"DISABLED")
        parts << tr("stream disabled");
    if (!m_rows.isEmpty())
        parts << tr("latest %1").arg(utcText(m_rows.last().timeMs));
    if (m_trimmedRows > 0)
        parts << tr("%n older change(s) trimmed (a stream keeps records 24 hours), shown from "
                    "the items' history",
                    nullptr, m_trimmedRows);
    return parts.join(u" · "_s);
}

} // namespace lw
